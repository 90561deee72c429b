import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './stats.ts';

describe('wilsonInterval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3 (Wilson score).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i → [%f, %f], as published', (wins, n, lo, hi) => {
    const [low, high] = wilsonInterval(wins, n);
    expect(low).toBeCloseTo(lo, 4);
    expect(high).toBeCloseTo(hi, 4);
  });

  it('is symmetric about one half and stays inside [0, 1]', () => {
    const [low, high] = wilsonInterval(5, 10);
    expect(low).toBeCloseTo(0.2366, 4);
    expect(high).toBeCloseTo(0.7634, 4);
    expect(low + high).toBeCloseTo(1, 12);
    expect(wilsonInterval(20, 20)).toEqual([expect.closeTo(0.8389, 4), 1]);
  });

  it('takes fractional wins (a shared win splits between the winners)', () => {
    const [low, high] = wilsonInterval(2.5, 5);
    expect(low).toBeLessThan(0.5);
    expect(high).toBeGreaterThan(0.5);
    expect(low + high).toBeCloseTo(1, 12);
  });

  it('says nothing is known without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});
