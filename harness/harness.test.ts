import { describe, it } from 'vitest';
import { testBots, testGames } from '../engine/test-games/index.ts';
import { botsFor, games } from '../games/index.ts';
import { checkNoLeaks, checkRandomGames, checkReplay } from './index.ts';

// CI size by default; NOCTURNE_HARNESS_GAMES=500 npm test runs a longer hunt.
const size = Number(process.env.NOCTURNE_HARNESS_GAMES ?? 12);

// The four games and the engine's test games, each with its bots' settings (their pace drives the clock).
const all = [
  ...Object.values(games).map((game) => ({ game, bots: botsFor(game.id) })),
  ...testGames.map((game) => ({ game, bots: testBots(game) })),
];

describe.each(all.map((entry) => ({ id: entry.game.id, ...entry })))('$id', ({ game, bots }) => {
  it('random full games: legal moves accepted, junk refused unchanged, every game ends; replay matches', () => {
    const finished = checkRandomGames(game, { games: size, seed: 'harness', bots });
    checkReplay(game, finished);
  });

  it('leaks: a determinization looks the same, views are snapshots, the bot is blind to hidden data', () => {
    checkNoLeaks(game, { games: Math.max(2, Math.ceil(size / 3)), seed: 'leak', bots });
  });
});
