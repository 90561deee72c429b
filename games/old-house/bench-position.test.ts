import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/index.ts';
import { hunterAtRoundTwo } from './bench-position.ts';
import { oldHouse } from './index.ts';

describe('the position the bench measures search from', () => {
  it('is a hunter’s choice in the hunters’ turn of round 2, as its bot receives it', () => {
    for (const players of [2, 3, 4]) {
      const input = hunterAtRoundTwo(players);
      expect(input.seat).toBeGreaterThan(0);
      expect(input.view).toMatchObject({ role: 'hunter', round: 2, phase: 'hunters', cell: -1 });
      expect(input.moves.length).toBeGreaterThan(1);
      expect(oldHouse.outcome(oldHouse.determinize(input.view, input.seat, Rng.fromSeed('d')))).toBeNull();
    }
  });

  it('is the same position for the same seed', () => {
    expect(hunterAtRoundTwo(2, 'same')).toEqual(hunterAtRoundTwo(2, 'same'));
  });
});
