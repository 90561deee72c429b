// Who acts now, read one way by every driver: the match, search, simulation, the harness, the server and
// hot-seat all ask seats in the order given here and treat a reacting seat's silence alike (engine/game.ts).
import type { Acting, PlayerSeat, Seat } from './game.ts';
import { SYSTEM } from './game.ts';

// The shared answers below are read-only by their types, not frozen: V8 reads frozen objects and arrays more
// slowly, and toAct runs in search's hot path (a frozen `waitingFor` cost random games 5 %).
const NONE: readonly PlayerSeat[] = [];

/** Nobody acts: the game is over. */
export const NOBODY: Acting = { waiting: NONE, reacting: NONE, system: false };

/** Only the game itself acts (a chance step, or a clock that runs while nobody may move). */
export const SYSTEM_ONLY: Acting = { waiting: NONE, reacting: NONE, system: true };

const alone: Acting[] = [];

/** The game waits for this one seat: the common case, one shared answer per seat. */
export function waitingFor(seat: PlayerSeat): Acting {
  return (alone[seat] ??= { waiting: [seat], reacting: NONE, system: false });
}

/** An `Acting` from its parts; what is left out is empty. */
export function acting(parts: Partial<Acting>): Acting {
  return {
    waiting: parts.waiting ?? NONE,
    reacting: parts.reacting ?? NONE,
    system: parts.system ?? false,
    ...(parts.simultaneous ? { simultaneous: true } : {}),
  };
}

/** Whether `seat` may move now. */
export function mayAct(now: Acting, seat: Seat): boolean {
  if (seat === SYSTEM) return now.system;
  return now.waiting.includes(seat) || now.reacting.includes(seat);
}

/** Whether `seat` may let the moment pass by doing nothing. */
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

/** The order seats decide in: reacting seats first (their chance ends when the game moves on), then waiting. */
export function askOrder(now: Acting): PlayerSeat[] {
  const order: PlayerSeat[] = [];
  for (const seat of now.reacting) if (!now.waiting.includes(seat)) order.push(seat);
  for (const seat of now.waiting) order.push(seat);
  return order;
}

/**
 * The next seat to decide: the first in asking order whose bit in `skip` is clear (a driver sets the bits of
 * seats that let this moment pass, and of seats it does not decide for); null when none is left, and then
 * what happens next is the system seat's (or someone else's) to do.
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

/** The bit of a seat in a `skip` mask. */
export function seatBit(seat: PlayerSeat): number {
  return 1 << seat;
}
