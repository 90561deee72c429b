import type { AnyBots, AnyGame, BotInput } from '../engine/index.ts';
import { Rng } from '../engine/index.ts';
import type { Bot } from './bot.ts';

/** The game's own policy (`GameBots.heuristic`), given only the view. */
export function heuristicBot<V, M>(game: AnyGame, bots: AnyBots, seed: string): Bot<V, M> {
  const policy = bots.heuristic;
  if (!policy) throw new RangeError(`${game.id} has no heuristic bot`);
  const rng = Rng.fromSeed(seed);
  return {
    name: 'heuristic',
    chooseMove: (input: BotInput<V, M>) => policy.call(bots, input, rng) as M | null,
  };
}
