// What a table knows of its match, kept up to date from the server's messages. Pure: no socket, no DOM.
import type { Acting, Outcome, Viewer } from '../../../engine/index.ts';
import { isReacting, mayAct } from '../../../engine/index.ts';
import type {
  ChatChannel,
  ChatLine,
  HistoryEntry,
  MatchClock,
  SeatPublic,
  ServerMessage,
  TableView,
} from '../../../protocol/index.ts';

/** The most chat lines a table keeps on screen (the server sends the last 50 on a sync). */
export const CHAT_KEPT = 100;

export interface TableState {
  readonly match: string;
  readonly game: string;
  /** The options the match is played with, complete. */
  readonly options: unknown;
  readonly you: Viewer;
  readonly status: 'open' | 'playing' | 'finished';
  readonly version: number;
  readonly seats: readonly SeatPublic[];
  readonly view: unknown;
  readonly legalMoves: readonly unknown[];
  readonly toAct: Acting;
  readonly outcome: Outcome | null;
  /** Every accepted move as this viewer may know of it, oldest first. */
  readonly history: readonly HistoryEntry[];
  /**
   * The game's clock as of `receivedAt` (this device's epoch milliseconds), and `origin`: when, on this device's
   * clock, the match clock read 0, as well as the messages so far tell it.
   */
  readonly clock: MatchClock & { readonly receivedAt: number; readonly origin: number };
  /** The events of the latest change (what to animate) and a number that changes with each batch. */
  readonly fresh: { readonly key: number; readonly events: readonly unknown[] };
  /** The table: time limit and clocks, who is away, who a bot plays and why, who is out, votes under way. */
  readonly table: TableView;
  /** This viewer's chat channel (players or spectators) and its lines, oldest first, each once. */
  readonly chat: { readonly channel: ChatChannel; readonly lines: readonly ChatLine[] };
  /** The easy bot's suggestion for this version, once asked for (TBL-D8); a new version forgets it. */
  readonly suggestion: { readonly version: number; readonly move: unknown } | null;
}

export interface Step {
  readonly state: TableState | null;
  /** The message could not be applied in order (a gap in versions): ask the server for a fresh sync. */
  readonly resync: boolean;
}

/** The next table state after a message from the server. Errors are the caller's to show; they change nothing. */
export function receive(state: TableState | null, message: ServerMessage, receivedAt: number): Step {
  switch (message.type) {
    case 'sync':
      return {
        resync: false,
        state: {
          match: message.match,
          game: message.game,
          options: message.options,
          you: message.you,
          status: message.status,
          version: message.version,
          seats: message.seats,
          view: message.view,
          legalMoves: message.legalMoves,
          toAct: message.toAct,
          outcome: message.outcome,
          history: message.history,
          clock: clockOf(state, message.clock, receivedAt, message.status !== 'open'),
          // A sync animates nothing: it is where we stand, not what just happened.
          fresh: { key: (state?.fresh.key ?? 0) + 1, events: [] },
          table: message.table,
          suggestion: state?.suggestion?.version === message.version ? state.suggestion : null,
          // A sync after a reconnection carries the channel's last lines: lines heard before stay, none twice.
          chat: {
            channel: message.chat.channel,
            lines: withLines(
              state?.chat.channel === message.chat.channel ? state.chat.lines : [],
              message.chat.lines,
            ),
          },
        },
      };
    case 'update': {
      if (!state) return { state, resync: true };
      if (message.version <= state.version) return { state, resync: false }; // already seen
      const first = message.entries[0]?.version ?? message.version;
      if (first !== state.version + 1) return { state, resync: true };
      const status = message.outcome ? 'finished' : state.status === 'open' ? 'playing' : state.status;
      return {
        resync: false,
        state: {
          ...state,
          status,
          version: message.version,
          view: message.view,
          legalMoves: message.legalMoves,
          toAct: message.toAct,
          outcome: message.outcome,
          history: [...state.history, ...message.entries],
          clock: clockOf(state, message.clock, receivedAt, true),
          fresh: { key: state.fresh.key + 1, events: message.entries.flatMap((e) => e.events) },
          table: message.table,
          suggestion: null,
        },
      };
    }
    case 'seats':
      if (!state) return { state, resync: false };
      return { resync: false, state: { ...state, seats: message.seats, status: message.status } };
    case 'table':
      if (!state) return { state, resync: false };
      return {
        resync: false,
        state: { ...state, table: message.table, clock: clockOf(state, message.clock, receivedAt, true) },
      };
    case 'chat':
      // Only the viewer's own channel is kept (the server sends no other; a line of another is dropped).
      if (!state || message.channel !== state.chat.channel) return { state, resync: false };
      return {
        resync: false,
        state: { ...state, chat: { ...state.chat, lines: withLines(state.chat.lines, [message.line]) } },
      };
    case 'suggestion':
      // An answer about a moment that has passed is no longer a suggestion.
      if (!state || message.version !== state.version) return { state, resync: false };
      return {
        resync: false,
        state: { ...state, suggestion: { version: message.version, move: message.move } },
      };
    case 'error':
      return { state, resync: false };
  }
}

/** Chat lines with more added: in order of id, each once, the last `CHAT_KEPT`. */
function withLines(known: readonly ChatLine[], more: readonly ChatLine[]): readonly ChatLine[] {
  const byId = new Map<number, ChatLine>();
  for (const line of [...known, ...more]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_KEPT);
}

/** May this viewer move now? */
export function canMove(state: TableState | null): boolean {
  return (
    state !== null &&
    state.status === 'playing' &&
    state.you !== 'spectator' &&
    mayAct(state.toAct, state.you) &&
    state.legalMoves.length > 0
  );
}

/** May this viewer act now without having to: a reaction it may let pass? */
export function mayLetPass(state: TableState | null): boolean {
  return canMove(state) && isReacting(state!.toAct, state!.you as number);
}

/** A change bigger than this in where the match clock began means the server's clock itself moved (a restart). */
const CLOCK_JUMP_MS = 2000;

/**
 * The clock as a message tells it, with its origin on this device's clock. Each message says how far the match
 * clock had run when it was sent; it arrives a little later, and later still when the network or this page was
 * busy, which would make the clock look late. So while the match runs the earliest origin any message gives is
 * kept — the one from the message that came quickest — unless the server's clock has moved, when it starts again.
 */
function clockOf(
  state: TableState | null,
  clock: MatchClock,
  receivedAt: number,
  running: boolean,
): TableState['clock'] {
  const origin = receivedAt - clock.now / (clock.rate ?? 1);
  const known = running && state?.status !== 'open' ? state?.clock.origin : undefined;
  const kept =
    known !== undefined && Math.abs(origin - known) <= CLOCK_JUMP_MS ? Math.min(known, origin) : origin;
  return { ...clock, receivedAt, origin: kept };
}

/** The match's clock at this device's time `now`, from where it began on this device's clock. */
export function matchNow(state: TableState, now: number): number {
  return (now - state.clock.origin) * (state.clock.rate ?? 1);
}

/** Milliseconds until the game's own clock strikes, at this device's time `now`; null when it has no clock. */
export function untilDue(state: TableState, now: number): number | null {
  if (state.clock.nextDue === null || state.outcome) return null;
  return Math.max(0, state.clock.nextDue - matchNow(state, now));
}

/**
 * A seat's time-limit clock at this device's time `now`: what is left, and whether it runs (null without a time
 * limit). The server says what was left when it began running, on the match clock; it stops at the end.
 */
export function clockLeft(
  state: TableState,
  seat: number,
  now: number,
): { readonly leftMs: number; readonly running: boolean } | null {
  const clock = state.table.clocks.find((c) => c.seat === seat);
  if (!clock) return null;
  if (clock.runningSince === null || state.outcome) return { leftMs: clock.remainingMs, running: false };
  const spent = Math.max(0, matchNow(state, now) - clock.runningSince);
  return { leftMs: Math.max(0, clock.remainingMs - spent), running: true };
}

/** How long a seat's player has been away at this device's time `now`, or null when they are not. */
export function awayFor(state: TableState, seat: number, now: number): number | null {
  const away = state.table.away.find((a) => a.seat === seat);
  return away ? Math.max(0, matchNow(state, now) - away.since) : null;
}
