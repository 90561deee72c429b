// The bots a client may seat: a bot's search is the server's to bound, since every searching bot shares the same
// few threads. From outside, a bot searches at most as long as the game's hardest level (or the server's
// `Limits.botIterations`), counted in iterations; a bot that searches by the clock is the command line's.
import { levelIterations, levelOf } from '../ai/index.ts';
import type { AnyBots } from '../engine/index.ts';

/** What `ismcts` without a budget searches (ai/ismcts.ts). */
const PLAIN_ISMCTS = 1000;

/**
 * How long a search at the game's hardest level may run, and the margin every search gets (a worker's start, a
 * slow machine). The slowest hard search measured was 723 ms (ATRAH; Old House 645 ms, the others under 500 ms,
 * on the 2-core machine of 2026-12-07): the allowance is about four times that.
 */
const HARDEST_MS = 3000;
const MARGIN_MS = 1000;

/** The server's cap on any one search: the hardest level with its margin (NOCTURNE_BOT_TIME_LIMIT_MS). */
export const SEARCH_CAP_MS = HARDEST_MS + MARGIN_MS;

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

/**
 * How long a search by `spec` may run before it is stopped: the margin, plus the hardest level's allowance in
 * proportion to the bot's budget in iterations, at most `capMs` (a spec of no known budget gets the cap).
 */
export function searchLimitMs(spec: string, settings: AnyBots, capMs = SEARCH_CAP_MS): number {
  const level = levelOf(spec);
  const budget = /^ismcts(?:-(\d+))?$/.exec(spec);
  const iterations = level
    ? levelIterations(settings, level)
    : budget
      ? Number(budget[1] ?? PLAIN_ISMCTS)
      : Infinity;
  const share = iterations / levelIterations(settings, 'hard');
  return Math.round(Math.min(capMs, MARGIN_MS + share * HARDEST_MS));
}
