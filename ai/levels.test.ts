import { describe, expect, it } from 'vitest';
import type { AnyBots, AnyGame } from '../engine/index.ts';
import { DEFAULT_THINK_MS, NO_BOTS } from '../engine/index.ts';
import { nim } from '../engine/test-games/index.ts';
import { createBot } from './index.ts';
import { levelIterations, levelOf, thinkMs } from './levels.ts';

describe('bot levels', () => {
  const quick: AnyBots = {
    levels: { easy: 10, medium: 20, hard: 30 },
    thinkMs: { easy: [3000, 6000], medium: [1500, 3000], hard: [400, 900] },
  };

  it('a level is the game’s own budget where it sets one, else the generic one', () => {
    expect(levelIterations(quick, 'hard')).toBe(30);
    expect(levelIterations(NO_BOTS, 'hard')).toBe(5000);
    expect(levelOf('ismcts:easy')).toBe('easy');
    expect(levelOf('ismcts-300')).toBeNull();
    expect(levelOf('ismcts:insane')).toBeNull();
  });

  it('a bot’s pace at a table is its game’s for its level: in a real-time game speed is strength', () => {
    expect(thinkMs(quick, 'ismcts:hard')).toEqual([400, 900]);
    expect(thinkMs(quick, 'ismcts:easy')).toEqual([3000, 6000]);
    expect(thinkMs(quick, 'heuristic')).toEqual([1500, 3000]); // a bot of no level plays at the medium pace
    expect(thinkMs(NO_BOTS, 'ismcts:hard')).toEqual(DEFAULT_THINK_MS);
  });

  it('a level is one of the three by name, never a property every object has', () => {
    expect(() => createBot('ismcts:constructor', nim as AnyGame, NO_BOTS, 's')).toThrow(RangeError);
    expect(() => createBot('ismcts:__proto__', nim as AnyGame, NO_BOTS, 's')).toThrow(RangeError);
    expect(createBot('ismcts:easy', nim as AnyGame, NO_BOTS, 's').name).toBe('ismcts:easy');
  });
});
