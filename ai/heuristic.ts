import type { BotInput, Game } from '../engine/index.ts';
import { Rng } from '../engine/index.ts';
import type { Bot } from './bot.ts';

/** The game's own policy (`Game.heuristic`), given only the view. */
export function heuristicBot<V, M>(game: Game<unknown, M, V, unknown, unknown>, seed: string): Bot<V, M> {
  const policy = game.heuristic;
  if (!policy) throw new RangeError(`${game.id} has no heuristic bot`);
  const rng = Rng.fromSeed(seed);
  return {
    name: 'heuristic',
    chooseMove: (input: BotInput<V, M>) => policy.call(game, input, rng),
  };
}
