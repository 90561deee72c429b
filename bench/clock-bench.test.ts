import { describe, expect, it } from 'vitest';
import { formatClockBench, runClockBench, sameMoment } from './clock-bench.ts';

describe('the clock benchmark', () => {
  it(
    'plays two 3-seat matches through a server child: the Gatekeeper reaches every client, no move lost',
    { timeout: 40_000 },
    async () => {
      const result = await runClockBench({ matches: [2], seats: 3, minutes: 10, scale: 60 });
      const [level] = result.levels;
      expect(level.clients).toBe(8);
      expect(level.deliveriesPerClient.min).toBeGreaterThan(0);
      expect(level.ended.matches).toBe(2);
      expect(level.stored).toBe(2);
      expect(level.moves.sent).toBeGreaterThan(0);
      expect(level.moves.lost).toBe(0);
      const refused = Object.values(level.moves.refused).reduce((a, b) => a + b, 0);
      expect(level.moves.accepted + refused).toBe(level.moves.sent);
      expect(level.moves.unexplained).toBe(0);
      expect(level.simultaneous.answered).toBe(level.simultaneous.moves);
      for (const q of [level.lateness.min, level.lateness.p50, level.lateness.p99, level.lateness.max])
        expect(Number.isFinite(q)).toBe(true);
      expect(level.lateness.min).toBeGreaterThan(-50);
      expect(level.server.stored.count).toBeGreaterThan(0);
      expect(formatClockBench(result)).toMatch(/p99 lateness at 2 matches ≤ 100 ms: .* ms, (met|NOT met)/);
    },
  );

  it('counts the moves sent within 20 ms of another seat’s, and whether they were answered', () => {
    const sent = [
      { at: 0, seat: 0, answered: true },
      { at: 15, seat: 1, answered: false },
      { at: 30, seat: 1, answered: true }, // within 20 ms of seat 1 only: its own seat
      { at: 100, seat: 2, answered: true },
    ];
    expect(sameMoment([sent])).toEqual({ moves: 2, answered: 1 });
  });
});
