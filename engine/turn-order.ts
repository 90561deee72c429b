// Who acts next, and who may act now: the one reading of `toAct` (engine/game.ts) that every driver plays by —
// the match driver, search, the bench's playouts, the server, the harness and the games' test fixtures. The
// tie-breaks are here and nowhere else:
// - the system seat, once its time has come, acts before any seat is asked;
// - reacting seats are asked before waiting ones;
// - a seat both waiting and reacting is a waiting seat;
// - seats are asked one at a time in the order the game lists them, simultaneous choices included;
// - a seat that let the moment pass is not asked again until the game moves on.
import type { Acting, PlayerSeat, Seat } from './game.ts';
import { SYSTEM } from './game.ts';

/** Whether `seat` may move now. */
export function mayAct(now: Acting, seat: Seat): boolean {
  if (seat === SYSTEM) return now.system;
  return now.waiting.includes(seat) || now.reacting.includes(seat);
}

/**
 * Whether `seat` may let the moment pass by doing nothing. A seat the game also waits for may not: the game
 * cannot go on without its move.
 */
export function isReacting(now: Acting, seat: Seat): boolean {
  return seat !== SYSTEM && now.reacting.includes(seat) && !now.waiting.includes(seat);
}

/**
 * Whether the game can go on if every seat does nothing: it waits for a seat, or the system seat acts. A game
 * that is not over must always say yes (the harness checks it).
 */
export function canGoOn(now: Acting): boolean {
  return now.system || now.waiting.length > 0;
}

/**
 * The order seats decide in: reacting seats first, because their chance ends when the game moves on (and a
 * waiting seat's move moves it on); then the waiting seats. In a real-time game all of them decide at once.
 */
export function askOrder(now: Acting): PlayerSeat[] {
  const order: PlayerSeat[] = [];
  for (const seat of now.reacting) if (!now.waiting.includes(seat)) order.push(seat);
  for (const seat of now.waiting) order.push(seat);
  return order;
}

/**
 * The next seat to decide: the first in asking order whose bit in `skip` is clear (a driver sets the bits of
 * seats that let this moment pass, of seats it does not decide for, and of seats whose move is under way); null
 * when none is left. Seats that choose at once (`simultaneous`) are still asked one at a time, in the order
 * listed: each commits unseen, so the order tells nobody anything. Allocates nothing: search calls it millions
 * of times.
 */
export function nextToDecide(now: Acting, skip: number): PlayerSeat | null {
  const { reacting, waiting } = now;
  for (let i = 0; i < reacting.length; i++) {
    const seat = reacting[i];
    if ((skip & (1 << seat)) === 0 && !waiting.includes(seat)) return seat;
  }
  for (let i = 0; i < waiting.length; i++) if ((skip & (1 << waiting[i])) === 0) return waiting[i];
  return null;
}

/**
 * Who acts next in this moment:
 * - SYSTEM when the system seat is to act and `systemDue` (its time has come, on the driver's clock): the game
 *   goes first, because a seat's move made after that time is judged after the game's (a strict replay refuses
 *   any other order, engine/match.ts); a driver without a clock passes false;
 * - else the seat `nextToDecide` names;
 * - null when nobody is left to ask: the clock must run on, to the system seat's time or to a move under way.
 */
export function nextTurn(now: Acting, skip: number, systemDue: boolean): Seat | null {
  if (systemDue && now.system) return SYSTEM;
  return nextToDecide(now, skip); // no reaction, one seat waited for: one look at `waiting[0]`
}

/** The bit of a seat in a `skip` mask. */
export function seatBit(seat: PlayerSeat): number {
  return 1 << seat;
}
