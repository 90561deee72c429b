import type { BotInput } from '../engine/index.ts';
import { Rng } from '../engine/index.ts';
import type { Bot } from './bot.ts';

/** Uniform over the legal moves: the floor every other bot is measured against. */
export function randomBot<V, M>(seed: string): Bot<V, M> {
  const rng = Rng.fromSeed(seed);
  return {
    name: 'random',
    chooseMove: (input: BotInput<V, M>) => rng.pick(input.moves),
  };
}
