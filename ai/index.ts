// Bots: random, each game's heuristic, and generic ISMCTS. A bot sees its seat's view and legal moves only.
import type { AnyBots, AnyGame, Level } from '../engine/index.ts';
import type { Bot } from './bot.ts';
import { heuristicBot } from './heuristic.ts';
import { ismctsBot } from './ismcts.ts';
import { DIFFICULTY, levelIterations } from './levels.ts';
import { randomBot } from './random.ts';

export type { Bot } from './bot.ts';
export { heuristicBot } from './heuristic.ts';
export { ismctsBot, type IsmctsOptions, type JudgedOption, type SearchStats } from './ismcts.ts';
export { DIFFICULTY, levelIterations, levelOf, thinkMs } from './levels.ts';
export { randomBot } from './random.ts';

/**
 * A bot from a short spec: `random`, `heuristic`, `ismcts` (1,000 iterations), `ismcts-5000` (iterations),
 * `ismcts-250ms` (time), or `ismcts:hard` (a level). Throws a RangeError naming what is wrong.
 */
export function createBot(spec: string, game: AnyGame, bots: AnyBots, seed: string): Bot {
  const [kind, budget] = spec.split(/[-:](.*)/s, 2);
  switch (kind) {
    case 'random':
      if (budget === undefined) return randomBot(seed);
      break;
    case 'heuristic':
      if (budget === undefined) return heuristicBot(game, bots, seed);
      break;
    case 'ismcts': {
      if (budget === undefined) return named(ismctsBot(game, bots, { seed }), 'ismcts');
      if (Object.hasOwn(DIFFICULTY, budget)) {
        const iterations = levelIterations(bots, budget as Level);
        return named(ismctsBot(game, bots, { seed, iterations }), spec);
      }
      const m = /^(\d+)(ms)?$/.exec(budget);
      if (m && Number(m[1]) > 0) {
        const n = Number(m[1]);
        return named(ismctsBot(game, bots, m[2] ? { seed, ms: n } : { seed, iterations: n }), spec);
      }
      break;
    }
  }
  throw new RangeError(
    `unknown bot "${spec}": use random, heuristic, ismcts, ismcts-<iterations>, ismcts-<ms>ms or ismcts:easy|medium|hard`,
  );
}

function named<B extends Bot>(bot: B, name: string): B {
  return { ...bot, name, chooseMove: bot.chooseMove };
}
export {
  CLEAR_GAP,
  clearlyBetter,
  decisionsOf,
  judge,
  type Decision,
  type JudgedDecision,
} from './review.ts';
