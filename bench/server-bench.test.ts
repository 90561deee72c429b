import { describe, expect, it } from 'vitest';
import type { Measurement, ServerBenchResult } from './server-bench.ts';
import { compareLevels, quantile, runServerBench } from './server-bench.ts';
import { formatServerBench, harnessProblems } from './server-report.ts';

describe('the server benchmark', () => {
  it('drives every server and row with real matches: moves applied, every ended match a win or a draw', async () => {
    const result = await runServerBench({
      matches: [5],
      seconds: 1,
      warmUpSeconds: 0.3,
      servers: ['boardgame.io', 'nocturne', 'relay'],
      scale: { matches: 5, spectatorsPerMatch: 2, seconds: 1.5, warmUpSeconds: 0.5 },
      nodes: { matches: 5 },
    });
    expect(result.runs.map((r) => r.server)).toEqual(['boardgame.io', 'nocturne', 'relay']);
    for (const run of result.runs.filter((r) => r.server !== 'relay')) {
      expect(run.matches).toBe(5);
      expect(run.moves).toBeGreaterThan(0);
      expect(run.movesPerSecond).toBeGreaterThan(0);
      expect(run.latency.p50).toBeGreaterThan(0);
      expect(run.latency.p99).toBeGreaterThanOrEqual(run.latency.p50);
      // Every match both clients saw end was won or drawn, in 5 to 9 moves, and the seats agreed.
      expect(run.run.matches).toBeGreaterThan(0);
      expect(run.run.badOutcomes).toBe(0);
      expect(run.run.wins + run.run.draws).toBe(run.run.matches);
      expect(run.run.lengths.slice(0, 5).every((n) => n === 0)).toBe(true);
      expect(run.run.acknowledged).toBeGreaterThanOrEqual(run.moves);
      expect(run.run.unanswered).toBe(0);
      expect(run.errors).toEqual({});
      expect(Number.isFinite(run.perActiveMatch.rss)).toBe(true);
      expect(run.cpu.server).toBeGreaterThan(0);
    }
    const [theirs, ours, relay] = result.runs;
    // The relay: moves answered, nothing stored, its updates the size of ours, and its CPU per move measured.
    expect(relay.moves).toBeGreaterThan(0);
    expect(relay.run.unanswered).toBe(0);
    expect(relay.errors).toEqual({});
    expect(relay.durable).toBeNull();
    expect(Math.abs(relay.updateChars - Math.round(ours.updateChars))).toBeLessThanOrEqual(1);
    expect(relay.cpuPerMove).toBeGreaterThan(0);
    expect(ours.cpuPerMove).toBeGreaterThan(0);
    expect(result.transport).toHaveLength(1);
    expect(result.transport[0].share).toBeCloseTo(ours.movesPerSecond / relay.movesPerSecond);
    expect(theirs.stored).toBeNull();
    expect(theirs.durable).toBeNull();
    // Ours: every acknowledged move is in the SQLite file, and every ended match is stored as finished.
    expect(ours.durable).toBe(true);
    expect(ours.stored!.moves).toBeGreaterThanOrEqual(ours.run.acknowledged);
    expect(ours.stored!.finished).toBeGreaterThanOrEqual(ours.run.matches);
    expect(ours.store!.appendMoves.calls).toBeGreaterThan(0);

    expect(result.comparisons).toHaveLength(1);
    expect(harnessProblems({ ...result, nodes: null })).toEqual([]);
    // Ours on PostgreSQL: durable there too, unless PostgreSQL is not reachable here (then the row says why).
    const nodes = result.nodes!;
    if (nodes.failed === null) {
      expect(nodes.runs.map((r) => [r.server, r.nodes])).toEqual([
        ['nocturne-pg', 1],
        ['nocturne-node', 2],
        ['nocturne-node', 3],
      ]);
      expect(nodes.light.map((r) => [r.server, r.nodes, r.matches])).toEqual([
        ['nocturne-pg', 1, 10],
        ['nocturne-node', 2, 10],
      ]);
      for (const run of [...nodes.runs, ...nodes.light]) {
        // The whole service costs more than its nodes alone: PostgreSQL (and Redis) worked for every move.
        expect(run.serviceCpuPerMove).toBeGreaterThan(run.cpuPerMove);
        expect(run.moves).toBeGreaterThan(0);
        expect(run.durable).toBe(true);
        expect(run.stored!.moves).toBeGreaterThanOrEqual(run.run.acknowledged);
        expect(run.run.badOutcomes).toBe(0);
      }
      // Half the pairs' second seat is on the other node: some moves crossed.
      expect(nodes.runs[1].crossing!.count).toBeGreaterThan(0);
      expect(nodes.runs[0].crossing).toBeNull();
    } else {
      expect(nodes.failed).toMatch(/\S/);
    }

    // Scale: every socket open and joined, one move a second per match, the spectators seeing every update.
    const scale = result.scale!;
    expect(scale.sockets).toBe(20);
    expect(scale.offered).toBe(5);
    expect(scale.movesPerSecond).toBeGreaterThan(0);
    expect(scale.movesPerSecond).toBeLessThan(12);
    expect(scale.spectatorUpdates).toBeCloseTo(1, 1);
    expect(scale.unanswered).toBe(0);
    expect(scale.errors).toEqual({});
    expect(Number.isFinite(scale.perConnection.heapUsed)).toBe(true);
    expect(Number.isFinite(scale.perMatch.heapUsed)).toBe(true);
    expect(Number.isFinite(scale.relayPerConnection!.heapUsed)).toBe(true);
    expect(scale.loopDelay.p99).toBeGreaterThanOrEqual(scale.loopDelay.p50);
    expect(scale.loopDelay.max).toBeGreaterThanOrEqual(scale.loopDelay.p99);

    const text = formatServerBench(result);
    expect(text).toContain('boardgame.io 0.50.2');
    expect(text).toMatch(/5 matches: .*× the throughput/);
    expect(text).toContain('Two and three nodes on PostgreSQL and Redis beside one on PostgreSQL');
    expect(text).toMatch(/one node on SQLite, 5 matches: [\d.,]+ µs \(goal ≤ 90 µs\) → (met|NOT met)/);
    if (nodes.failed === null) {
      expect(text).toMatch(/one node on PostgreSQL, \d+ matches: [\d.,]+ µs, [\d.,]+× the SQLite node's/);
      expect(text).toMatch(/two nodes' whole service: [\d.,]+× one node on PostgreSQL's \(goal ≤ 1.3×\) → /);
      expect(text).toMatch(/a move across nodes at 10 matches: p50 [\d.,]+ ms .* → (met|NOT met)/);
    }
    expect(text).toMatch(/Scale: 20 WebSockets on one node — 5 two-seat matches with 2 spectators each/);
    expect(text).toMatch(/Goal: event-loop delay p99 < 50 ms in the server while playing: [\d.]+ ms → /);
    expect(text).toMatch(/5 matches: [\d.]+% of the relay's [\d,]+ moves\/s; [\d.,]+ µs CPU a move/);
  }, 180_000); // every row of the bench, each server started in its own process: slow on a busy machine

  it('nearest-rank quantiles', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(sorted, 0.5)).toBe(5);
    expect(quantile(sorted, 0.99)).toBe(10);
    expect(quantile(sorted, 0)).toBe(1);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('judges the goal per level: 10× the throughput, a lower p99, durable', () => {
    const run = (
      server: Measurement['server'],
      movesPerSecond: number,
      p99: number,
      durable: boolean | null,
    ) =>
      ({
        server,
        matches: 100,
        movesPerSecond,
        latency: { p50: 1, p90: 1, p99, max: p99 },
        durable,
      }) as Measurement;
    const level = (runs: Measurement[]) => compareLevels(runs)[0];
    expect(level([run('boardgame.io', 1000, 100, null), run('nocturne', 10_000, 50, true)]).met).toBe(true);
    expect(level([run('boardgame.io', 1000, 100, null), run('nocturne', 9_999, 50, true)]).met).toBe(false);
    expect(level([run('boardgame.io', 1000, 100, null), run('nocturne', 20_000, 100, true)]).met).toBe(false);
    expect(level([run('boardgame.io', 1000, 100, null), run('nocturne', 20_000, 50, false)]).met).toBe(false);
    expect(compareLevels([run('nocturne', 1, 1, true)])).toEqual([]);
    const r = { runs: [run('nocturne', 0, 1, false)] } as unknown as ServerBenchResult;
    expect(
      harnessProblems({
        ...r,
        runs: [{ ...r.runs[0], moves: 0, run: { badOutcomes: 0, unanswered: 0 } }],
      } as never),
    ).toEqual([
      'nocturne, 100: acknowledged moves missing from the store',
      'nocturne, 100: no move was acknowledged in the window',
    ]);
  });
});
