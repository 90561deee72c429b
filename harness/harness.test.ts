import { describe, it } from 'vitest';
import { games } from '../games/index.ts';
import { checkNoLeaks, checkRandomGames, checkReplay } from './index.ts';

// CI size by default; NOCTURNE_HARNESS_GAMES=500 npm test runs a longer hunt.
const size = Number(process.env.NOCTURNE_HARNESS_GAMES ?? 12);

describe.each(Object.values(games))('$id', (game) => {
  it('random full games: legal moves accepted, junk refused unchanged, every game ends; replay matches', () => {
    const finished = checkRandomGames(game, { games: size, seed: 'harness' });
    checkReplay(game, finished);
  });

  it('leaks: a determinization looks the same, views are snapshots, the bot is blind to hidden data', () => {
    checkNoLeaks(game, { games: Math.max(2, Math.ceil(size / 3)), seed: 'leak' });
  });
});
