// Helpers for ATRAH's tests: tables built card by card, and moves played through the kernel's checked door.
import { Rng, applyMove } from '../../engine/index.ts';
import { atrah, type AtrahOptions } from './index.ts';
import { cardOf, familyOf, type Card } from './content.ts';
import type { AtrahEvent, AtrahMove, AtrahState } from './state.ts';

export const game = atrah;

/** Family numbers by name, hierarchy order. */
export const BIG_CREATURES = 0;
export const BIG_TEETH = 1;
export const TENTACLES = 2;
export const LUMINOUS = 3;
export const SHELLS = 4;

/** A card by family and value. */
export const card = cardOf;

/**
 * Rule tests play the printed rules on a table they can predict: chosen faces, seat 1 first (ATR-D17's option,
 * so a test knows whose turn it is), no head start.
 */
export const PRINTED: AtrahOptions = { faces: 'aaaaa', first: 'seat-1', headStart: false };

/** A fresh table. */
export function fresh(players = 2, seed = 'table', options: Partial<AtrahOptions> = {}): AtrahState {
  return game.setup({ players, options: { ...PRINTED, ...options }, rng: Rng.fromSeed(seed) });
}

/** Makes stack `stack` hold exactly `cards`, bottom first (the last is the visible top). */
export function stackUp(state: AtrahState, stack: number, cards: readonly Card[]): void {
  state.under[stack] = cards.slice(0, -1);
  state.tops[stack] = cards.length > 0 ? cards[cards.length - 1] : -1;
  state.heights[stack] = cards.length;
}

/** Puts cards in a seat's collection. */
export function collect(state: AtrahState, seat: number, cards: readonly Card[]): void {
  for (const c of cards) state.collections[seat][c]++;
}

/** Puts cards in their Majority columns, in this order (the last one of a family is its column's last). */
export function sink(state: AtrahState, cards: readonly Card[]): void {
  for (const c of cards) state.majority[familyOf(c)].push(c);
}

/** A move by its kind and number, as the browser would send it. */
export const row = (line: number): AtrahMove => ({ type: 'row', line });
export const keep = (family: number): AtrahMove => ({ type: 'keep', family: family as 0 });
export const extra = (family: number): AtrahMove => ({ type: 'extra', family: family as 0 });
export const boat = (arrows: number): AtrahMove => ({ type: 'boat', arrows });
export const send = (stack: number): AtrahMove => ({ type: 'send', stack });
export const snatch = (family: number): AtrahMove => ({ type: 'majority', family: family as 0 });
export const claim = (tile: number): AtrahMove => ({ type: 'claim', tile });
export const DECLINE: AtrahMove = { type: 'decline' };
/** The Take resolved on an empty Majority area: lost (ATR-13). */
export const FIZZLE: AtrahMove = { type: 'fizzle' };

/** Plays moves for the seat to act, through the checked door (an illegal move throws), and returns the events. */
export function play(state: AtrahState, ...moves: AtrahMove[]): AtrahEvent[] {
  const events: AtrahEvent[] = [];
  const rng = Rng.fromSeed('play');
  for (const move of moves) {
    events.push(
      ...applyMove(game, state, state.turn, JSON.parse(JSON.stringify(move)), { rng, time: 0 }).events,
    );
  }
  return events;
}

/** The legal moves' keys for the seat to act. */
export function legal(state: AtrahState): string[] {
  return game.legalMoves(state, state.turn).map((m) => game.wire!.moveKey!(m));
}

/** A random reachable state: `steps` random legal moves from a fresh table. */
export function walk(seed: string, players: number, steps: number, options: Partial<AtrahOptions> = {}) {
  const rng = Rng.fromSeed(seed);
  const state = game.setup({ players, options: { ...game.options.defaults, ...options }, rng });
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const seat = state.turn;
    game.apply(state, seat, rng.pick(game.legalMoves(state, seat)), { rng, time: 0 });
  }
  return state;
}
