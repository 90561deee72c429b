// Liar's Dice's content: wild ones and counting the dice on the table (content.ts).
import { describe, expect, it } from 'vitest';
import { countMatching, countOnTable } from './content.ts';
import type { Face } from './state.ts';

describe('LD-3 wild ones', () => {
  it('counts ones toward every other face', () => {
    const hands: Face[][] = [
      [1, 1, 3],
      [3, 5],
    ];
    expect(countOnTable(hands, 3)).toBe(4);
    expect(countOnTable(hands, 5)).toBe(3);
    expect(countOnTable(hands, 6)).toBe(2);
  });

  it('counts only ones toward a bid on ones', () => {
    expect(countOnTable([[1, 1, 3], [3, 5], [1]], 1)).toBe(3);
    expect(countMatching([2, 3, 4], 1)).toBe(0);
  });
});
