// Helpers for Liar's Dice's tests: tables with chosen dice, moves played through the kernel's checked door.
import { Rng, applyMove, nextToDecide } from '../../engine/index.ts';
import { liarsDice } from './index.ts';
import type { Face, LiarsDiceEvent, LiarsDiceMove, LiarsDiceState } from './state.ts';

export const game = liarsDice;

/** A table where each seat holds exactly `hands` (seat 0 to open), for rules that depend on the dice. */
export function table(hands: Face[][]): LiarsDiceState {
  const dice = Math.max(...hands.map((h) => h.length));
  const state = game.setup({ players: hands.length, options: { dice }, rng: Rng.fromSeed('table') });
  state.dice = hands.map((h) => [...h].sort((a, b) => a - b));
  return state;
}

export function ctx(seed = 'apply') {
  return { rng: Rng.fromSeed(seed), time: 0 };
}

export function bid(count: number, face: Face): LiarsDiceMove {
  return { type: 'bid', count, face };
}

/** Plays moves through the kernel's checked door, in turn order, and returns all their events. */
export function play(state: LiarsDiceState, moves: LiarsDiceMove[], seed = 'apply'): LiarsDiceEvent[] {
  const rng = Rng.fromSeed(seed);
  const events: LiarsDiceEvent[] = [];
  for (const move of moves) events.push(...applyMove(game, state, state.turn, move, { rng, time: 0 }).events);
  return events;
}

export function keys(moves: readonly LiarsDiceMove[]): string[] {
  return moves.map((m) => game.wire!.moveKey!(m));
}

/** A random reachable state: `steps` uniformly random legal moves from a fresh match. */
export function randomState(seed: string, players: number, steps: number, dice = 3): LiarsDiceState {
  const rng = Rng.fromSeed(seed);
  const state = game.setup({ players, options: { dice }, rng });
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const seat = nextToDecide(game.toAct(state), 0)!;
    game.apply(state, seat, rng.pick(game.legalMoves(state, seat)), { rng, time: 0 });
  }
  return state;
}
