// The bots a client may seat: a bot's search is the server's to bound, since every searching bot shares the same
// few threads. From outside, a bot searches at most as long as the game's hardest level (or the server's
// `Limits.botIterations`), counted in iterations; a bot that searches by the clock is the command line's.
import { levelIterations, levelOf } from '../ai/index.ts';
import type { AnyBots } from '../engine/index.ts';

/** What `ismcts` without a budget searches (ai/ismcts.ts). */
const PLAIN_ISMCTS = 1000;

const count = (n: number) => n.toLocaleString('en-US');

/** Why the server will not seat this bot in a new match, or null when it will. */
export function botRefusal(spec: string, settings: AnyBots, maxIterations?: number): string | null {
  if (spec === 'random' || spec === 'heuristic' || levelOf(spec) !== null) return null;
  const cap = maxIterations ?? levelIterations(settings, 'hard');
  const choices = `random, heuristic, ismcts:easy, ismcts:medium, ismcts:hard, or ismcts-<iterations> up to ${count(cap)}`;
  const budget = /^ismcts(?:-(\d+))?$/.exec(spec);
  const iterations = budget ? Number(budget[1] ?? PLAIN_ISMCTS) : 0;
  if (iterations > cap)
    return `${spec} would search ${count(iterations)} iterations a move, and bots here search at most ${count(cap)}: choose ${choices}`;
  if (iterations > 0) return null;
  if (/^ismcts-\d+ms$/.test(spec))
    return `a bot that searches by the clock (${spec}) is for the command line: choose ${choices}`;
  return `there is no bot "${spec}": choose ${choices}`;
}

/**
 * The bot that plays a seat stored with `spec`: itself, or, for a spec the server no longer seats (a match stored
 * before budgets were bounded), the game's hardest level, so that no stored match can hold the bot threads.
 */
export function playableBot(spec: string, settings: AnyBots, maxIterations?: number): string {
  return botRefusal(spec, settings, maxIterations) === null ? spec : 'ismcts:hard';
}
