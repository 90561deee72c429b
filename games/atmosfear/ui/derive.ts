// What the table shows, read from a view and the reader's legal moves: pure, so it is tested without a browser.
// The squares a press acts on, the buttons of the turn, what a pending choice is about, the hour on the clock and
// how urgent it is, and what the Gatekeeper last did.
import type { Message } from '../../../engine/index.ts';
import { squareName } from '../describe.ts';
import { BARGAINS, FEAR_WRITING_MS, POWERS, colourFor } from '../content.ts';
import { minutesOf } from '../setup.ts';
import { hasPower, homebound, rangerFree } from '../reach.ts';
import type { AtmosfearEvent, AtmosfearMove, PendingWhy } from '../state.ts';
import type { AtmosfearView } from '../view.ts';

/** The choices that are squares of the board (the others are players, or a bargain's two sides). */
const SQUARE_CHOICES: ReadonlySet<PendingWhy> = new Set(['compass', 'hurl', 'gate', 'freedom']);

export function choosesSquare(why: PendingWhy): boolean {
  return SQUARE_CHOICES.has(why);
}

/** Per square, the move a press on it makes (a step, a flight, a square a choice asks for). */
export function squareTargets(
  view: AtmosfearView,
  moves: readonly AtmosfearMove[],
): Map<number, AtmosfearMove> {
  const targets = new Map<number, AtmosfearMove>();
  const squares = view.pending !== null && choosesSquare(view.pending.why);
  for (const move of moves) {
    if (move.type === 'go' || move.type === 'fly') targets.set(move.to, move);
    else if (move.type === 'pick' && squares) targets.set(move.value, move);
  }
  return targets;
}

/** The moves shown as buttons: everything that is not a square of the board or a fear. */
export function buttonMoves(view: AtmosfearView, moves: readonly AtmosfearMove[]): AtmosfearMove[] {
  const squares = view.pending !== null && choosesSquare(view.pending.why);
  return moves.filter(
    (m) => m.type !== 'go' && m.type !== 'fly' && m.type !== 'fear' && !(m.type === 'pick' && squares),
  );
}

/** A button's words: the game's name for the move, or, for a choice, what is chosen. */
export function moveWords(
  view: AtmosfearView,
  move: AtmosfearMove,
  describe: (m: AtmosfearMove) => Message,
): Message {
  if (move.type !== 'pick' || view.pending === null) return describe(move);
  const why = view.pending.why;
  if (why === 'bargain') {
    const [kind, side] = [Math.floor(move.value / 2), move.value % 2];
    return { key: `bargain.${BARGAINS[kind][side]}` };
  }
  if (choosesSquare(why)) return squareName(move.value);
  return { key: 'move.player', params: { player: { seat: move.value } } };
}

/** Milliseconds of the hour left at `now` (the whole hour before it begins, 0 once it is over). */
export function hourLeft(view: AtmosfearView, now: number): number {
  if (view.hourStart < 0) return minutesOf(view) * 60_000;
  if (view.phase === 'over') return Math.max(0, view.hourEnd - view.lastAt);
  return Math.max(0, view.hourEnd - now);
}

/** How long the fears may still be written, at `now`. */
export function fearTimeLeft(now: number): number {
  return Math.max(0, FEAR_WRITING_MS - now);
}

/** "mm:ss", rounded up so the clock shows 0:00 only when the time is gone. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader hears of the clock with `left` ms of the hour left: at its marks (every five minutes, then
 * every ten seconds of the last minute) the time the clock shows then, rounded up as the clock rounds; nothing
 * between two marks, so it never says a mark the clock has not reached (a 10-minute hour at 6:40 is not "10").
 */
export function clockMark(left: number): { readonly unit: 'minutes' | 'seconds'; readonly n: number } | null {
  if (left <= 60_000) return { unit: 'seconds', n: Math.ceil(left / 10_000) * 10 };
  const minutes = Math.ceil(left / 60_000);
  return minutes % 5 === 0 ? { unit: 'minutes', n: minutes } : null;
}

/** How urgent the clock looks: 0 calm, 1 past half the hour, 2 the last tenth, 3 the last minute. */
export function urgency(view: AtmosfearView, left: number): number {
  const length = view.hourEnd - view.hourStart;
  if (view.hourStart < 0 || length <= 0) return 0;
  if (left <= 60_000) return 3;
  if (left <= length / 10) return 2;
  if (left <= length / 2) return 1;
  return 0;
}

export type GatekeeperEvent = Extract<AtmosfearEvent, { type: 'gatekeeper' }>;
export type DraftEvent = Extract<AtmosfearEvent, { type: 'draft' }>;

/** His latest appearance or draft among `events`, if any. */
export function latestGatekeeper(events: readonly AtmosfearEvent[]): GatekeeperEvent | DraftEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'gatekeeper' || e.type === 'draft') return e;
  }
  return null;
}

/** Whether the table is stopped for him now: he speaks, or someone answers his bargain. */
export function gatekeeperOn(view: AtmosfearView): boolean {
  return view.gatekeeper.speakingUntil >= 0 || view.pending?.why === 'bargain';
}

/**
 * A Harbinger's Keystone index (ATM-22 … ATM-30, ATM-D3): each power, the colour that gives it, and whether the seat
 * holds that power now; empty for a seat that is not a Harbinger.
 */
export function powersOf(
  view: AtmosfearView,
  seat: number,
): { power: string; colour: number; held: boolean }[] {
  const h = view.harbinger[seat];
  if (h < 0 || view.role[seat] !== 'harbinger') return [];
  return POWERS.map((power, i) => ({ power, colour: colourFor(h, i), held: hasPower(view, seat, i) }));
}

/** The reader's goal now, by its part: a text key of the board. */
export function goalKey(view: AtmosfearView, seat: number): string {
  if (view.phase === 'fears') return 'goal.fear';
  const role = view.role[seat];
  if (role === 'skull') return 'goal.skull';
  if (homebound(view, seat)) return 'goal.home';
  return role === 'ranger'
    ? rangerFree(view, seat)
      ? 'goal.ranger-roam'
      : 'goal.ranger-curfew'
    : 'goal.harbinger';
}
