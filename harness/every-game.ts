// The harness's checks as tests on every registered game and the engine's test games, for the files that run them.
// The leak check of Mystery of the Old House takes about half of the whole (its views and ISMCTS searches are the
// heaviest): it has a file of its own, so that CI's two cores share the checks instead of one running them all.
import { it } from 'vitest';
import type { AnyBots, AnyGame } from '../engine/index.ts';
import { testBots, testGames } from '../engine/test-games/index.ts';
import { botsFor, games } from '../games/index.ts';
import { checkNoLeaks, checkRandomGames, checkReplay } from './index.ts';

// CI size by default; NOCTURNE_HARNESS_GAMES=500 npm test runs a longer hunt.
const size = Number(process.env.NOCTURNE_HARNESS_GAMES ?? 12);

export interface Entry {
  readonly id: string;
  readonly game: AnyGame;
  /** The game's bots' settings (their pace drives the clock). */
  readonly bots: AnyBots;
}

/** The four games and the engine's test games, each with its bots' settings. */
export const everyGame: readonly Entry[] = [
  ...Object.values(games).map((game) => ({ id: game.id, game, bots: botsFor(game.id) })),
  ...testGames.map((game) => ({ id: game.id, game, bots: testBots(game) })),
];

/** The games whose leak check runs in leaks-apart.test.ts; harness.test.ts runs every other game's. */
export const LEAKS_APART: readonly string[] = ['old-house'];

/**
 * Time for one game's check: Old House's leak check takes 54 s of the default 60 on a quiet two-core CI machine,
 * and twice that under another engineer's load.
 */
const TIMEOUT_MS = 240_000;

export function randomGamesTest({ game, bots }: Entry): void {
  it(
    'random full games: legal moves accepted, junk refused unchanged, every game ends; replay matches',
    { timeout: TIMEOUT_MS },
    () => {
      const finished = checkRandomGames(game, { games: size, seed: 'harness', bots });
      checkReplay(game, finished);
    },
  );
}

export function leaksTest({ game, bots }: Entry): void {
  it(
    'leaks: a determinization looks the same, views are snapshots, the bot is blind to hidden data',
    { timeout: TIMEOUT_MS },
    () => {
      checkNoLeaks(game, { games: Math.max(2, Math.ceil(size / 3)), seed: 'leak', bots });
    },
  );
}
