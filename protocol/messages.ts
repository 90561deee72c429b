// The WebSocket protocol: what clients may send (validated with zod) and what the server sends back.
import { z } from 'zod';
import type {
  Acting,
  MoveErrorCode,
  Outcome,
  PlayerSeat,
  Seat,
  TableEntry,
  TableSeat,
  Viewer,
} from '../engine/index.ts';
import type { MatchStatus } from './api.ts';
import type { ChatChannel, ChatLine, TableView } from './table.ts';

/** The largest message a client may send; bigger ones are refused with `message-too-large`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const matchId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not a match id');

export const clientMessage = z.discriminatedUnion('type', [
  /**
   * Sit at a match: with a seat's token as that seat, without one as a spectator (`name`: how a spectator signs
   * the spectators' chat; checked like every name, "Spectator" without one). A seat a bot holds for its player is
   * taken back by joining with its token.
   */
  z
    .object({
      type: z.literal('join'),
      match: matchId,
      token: z.string().min(1).max(200).optional(),
      name: z.string().max(400).optional(),
    })
    .strict(),
  /** A move made against `version` (how many moves the client had seen). */
  z.object({ type: z.literal('move'), version: z.number().int().nonnegative(), move: z.json() }).strict(),
  /** Ask for a fresh sync. */
  z.object({ type: z.literal('sync') }).strict(),
  /** Resign the seat joined as (where the game goes on without it, a bot plays it to the end). */
  z.object({ type: z.literal('resign') }).strict(),
  /**
   * Vote to hand `seat`, whose player is away (`table.away`), to a bot; it passes once every other person's seat
   * that is connected has voted. Only at a table without a time limit (with one, the clock decides).
   */
  z.object({ type: z.literal('vote-bot'), seat: z.number().int().nonnegative() }).strict(),
  /** A chat line, to the sender's channel: a seat's to `players`, a spectator's to `spectators`. Plain text. */
  z.object({ type: z.literal('chat'), text: z.string().max(2000) }).strict(),
  /** Ask the easy bot what it would play for the seat joined as, at `version`, from that seat's view (TBL-D8). */
  z.object({ type: z.literal('suggest'), version: z.number().int().nonnegative() }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** Every refusal the server can give; each comes with a sentence a person can read. */
export type ErrorCode =
  | MoveErrorCode
  | 'malformed-message'
  | 'message-too-large'
  | 'too-many-messages'
  | 'no-such-match'
  | 'bad-token'
  | 'not-joined'
  | 'not-a-seat'
  | 'not-started'
  | 'stale-version'
  | 'too-late'
  | 'unavailable'
  | 'bad-name' // a spectator's name in `join` is not a printable name (the message says why)
  | 'chat-too-long' // over TABLE_CAPS.chatChars characters
  | 'chat-too-fast' // over the chat's rate (TABLE_CAPS.chatBurst, chatPerMinute)
  | 'bad-chat' // empty, or holds characters a text may not (control, bidi, invisible): the message says which
  | 'cannot-resign' // a spectator, a seat already out, a match not being played
  | 'cannot-vote' // the seat is not away, a time limit is set, the voter is not a person's seat …
  | 'cannot-suggest'; // a spectator, a seat that may not move now, a match not being played

export interface SeatPublic {
  readonly seat: PlayerSeat;
  readonly name: string | null;
  readonly bot: string | null;
  readonly connected: boolean;
}

/** One accepted move as a viewer may know of it: who, when, and the events it may see (never the move). */
export interface HistoryEntry {
  readonly version: number;
  /** A player's seat, the game's `system`, or `table` for the table's own entries. */
  readonly seat: Seat | TableSeat;
  readonly at: number;
  /** The game's events (none for a table entry). */
  readonly events: readonly unknown[];
  /** A table entry (seat `table`): a timeout, a seat handed to a bot, its player back, a resignation. Public. */
  readonly table?: TableEntry;
}

/**
 * The match's clock as the server read it when it sent a message: milliseconds since the match began, when the
 * game's own clock next strikes (null when it does not, or when that is the game's secret), and how many of its
 * milliseconds pass in one of the wall clock's (absent for 1: only tests run a faster clock).
 */
export interface MatchClock {
  readonly now: number;
  readonly nextDue: number | null;
  readonly rate?: number;
}

export type ServerMessage =
  | {
      readonly type: 'sync';
      readonly match: string;
      readonly game: string;
      /** The options the match is played with, as the game's `options.parse` completed them (public, like the seats). */
      readonly options: unknown;
      readonly you: Viewer;
      readonly status: MatchStatus;
      readonly version: number;
      readonly seats: readonly SeatPublic[];
      readonly view: unknown;
      readonly legalMoves: readonly unknown[];
      readonly toAct: Acting;
      readonly outcome: Outcome | null;
      readonly history: readonly HistoryEntry[];
      /** Milliseconds since the match began, and when the game's own clock next strikes. */
      readonly clock: MatchClock;
      /** The table: rules, clocks, bots holding seats, who is out, away and voted on. */
      readonly table: TableView;
      /** The last lines (oldest first, at most TABLE_CAPS.chatInSync) of the viewer's own chat channel. */
      readonly chat: { readonly channel: ChatChannel; readonly lines: readonly ChatLine[] };
    }
  | {
      readonly type: 'update';
      readonly version: number;
      readonly entries: readonly HistoryEntry[];
      readonly view: unknown;
      readonly legalMoves: readonly unknown[];
      readonly toAct: Acting;
      readonly outcome: Outcome | null;
      readonly clock: MatchClock;
      readonly table: TableView;
    }
  | {
      readonly type: 'seats';
      readonly status: MatchStatus;
      readonly seats: readonly SeatPublic[];
    }
  /** The table changed without a move (someone became away, a vote was cast): its whole state again. */
  | { readonly type: 'table'; readonly table: TableView; readonly clock: MatchClock }
  /** A new chat line in the reader's channel (never the other one). */
  | { readonly type: 'chat'; readonly channel: ChatChannel; readonly line: ChatLine }
  /** The easy bot's move for the asking seat at `version` (TBL-D8): a move from that seat's legal moves. */
  | { readonly type: 'suggestion'; readonly version: number; readonly move: unknown }
  | { readonly type: 'error'; readonly code: ErrorCode; readonly message: string; readonly version?: number };
