import type { BotInput } from '../engine/index.ts';
import { Rng } from '../engine/index.ts';
import type { Bot } from './bot.ts';

/**
 * Uniform over the legal moves: the floor every other bot is measured against. A reacting seat also lets the
 * moment pass as often as it takes any one move.
 */
export function randomBot<V, M>(seed: string): Bot<V, M> {
  const rng = Rng.fromSeed(seed);
  return {
    name: 'random',
    chooseMove(input: BotInput<V, M>) {
      const i = rng.int(input.moves.length + (input.reacting ? 1 : 0));
      return i < input.moves.length ? input.moves[i] : null;
    },
  };
}
