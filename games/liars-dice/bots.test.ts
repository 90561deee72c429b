// The bots' settings: the lobby's levels (bots.ts).
import { describe, expect, it } from 'vitest';
import { simulate } from '../../ai/simulate.ts';
import { liarsDiceBots } from './bots.ts';
import { game } from './fixtures.ts';

describe('LD-D4 bot levels', () => {
  it('LD-D4 the levels search 200, 500 and 1,000 iterations, and medium beats easy', () => {
    expect(liarsDiceBots.levels).toEqual({ easy: 200, medium: 500, hard: 1000 });
    // 81.5 % of 200 games in DESIGN.md; here sixteen seeded games, each level on each seat half the time.
    const { results } = simulate({
      game,
      players: 2,
      bots: ['ismcts:medium', 'ismcts:easy'],
      games: 16,
      seed: 'levels',
      seating: 'rotate',
    });
    expect(results[0].wins).toBeGreaterThan(8);
  });
});
