// Bots: random, each game's heuristic, and generic ISMCTS. A bot sees its seat's view and legal moves only.
import type { AnyGame } from '../engine/index.ts';
import type { Bot } from './bot.ts';
import { heuristicBot } from './heuristic.ts';
import { ismctsBot } from './ismcts.ts';
import { randomBot } from './random.ts';

export type { Bot } from './bot.ts';
export { heuristicBot } from './heuristic.ts';
export { ismctsBot, type IsmctsOptions, type SearchStats } from './ismcts.ts';
export { randomBot } from './random.ts';

/** Difficulty levels are ISMCTS budgets, in iterations per move, unless the game sets its own (`Game.levels`). */
export const DIFFICULTY = { easy: 200, medium: 1000, hard: 5000 } as const;
export type Difficulty = keyof typeof DIFFICULTY;

/** The iterations per move of a level in this game. */
function levelIterations(game: AnyGame, level: Difficulty): number {
  return (game.levels ?? DIFFICULTY)[level];
}

/**
 * A bot from a short spec: `random`, `heuristic`, `ismcts` (1,000 iterations), `ismcts-5000` (iterations),
 * `ismcts-250ms` (time), or `ismcts:hard` (a difficulty). Throws a RangeError naming what is wrong.
 */
export function createBot(spec: string, game: AnyGame, seed: string): Bot {
  const [kind, budget] = spec.split(/[-:](.*)/s, 2);
  switch (kind) {
    case 'random':
      if (budget === undefined) return randomBot(seed);
      break;
    case 'heuristic':
      if (budget === undefined) return heuristicBot(game, seed);
      break;
    case 'ismcts': {
      if (budget === undefined) return named(ismctsBot(game, { seed }), 'ismcts');
      if (budget in DIFFICULTY) {
        const iterations = levelIterations(game, budget as Difficulty);
        return named(ismctsBot(game, { seed, iterations }), spec);
      }
      const m = /^(\d+)(ms)?$/.exec(budget);
      if (m && Number(m[1]) > 0) {
        const n = Number(m[1]);
        return named(ismctsBot(game, m[2] ? { seed, ms: n } : { seed, iterations: n }), spec);
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
