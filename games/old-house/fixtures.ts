// Helpers for the Old House's tests: random reachable states, along games of random moves.
import { Rng, nextToDecide } from '../../engine/index.ts';
import { oldHouse } from './index.ts';
import type { OldHouseOptions, OldHouseState } from './state.ts';

export const game = oldHouse;

/** Random reachable states along random games, every `every` moves. */
export function* randomStates(
  seed: string,
  games: number,
  every = 5,
  options: OldHouseOptions = game.options.defaults,
): Generator<OldHouseState> {
  const rng = Rng.fromSeed(seed);
  for (let g = 0; g < games; g++) {
    const state = game.setup({ players: 2 + (g % 3), options, rng });
    for (let i = 0; game.outcome(state) === null; i++) {
      const seat = nextToDecide(game.toAct(state), 0)!;
      const moves = game.legalMoves(state, seat);
      game.apply(state, seat, moves[rng.int(moves.length)], { rng, time: 0 });
      if (i % every === 0 && game.outcome(state) === null) yield state;
    }
  }
}
