import { describe, expect, it } from 'vitest';
import { bucketQuantile, histogramWindow, parseMetrics, total, worst } from './metrics-reading.ts';

const BEFORE = `# HELP nocturne_store_seconds Time inside each store call.
# TYPE nocturne_store_seconds histogram
nocturne_store_seconds_bucket{le="0.001",call="appendMoves"} 10
nocturne_store_seconds_bucket{le="0.01",call="appendMoves"} 10
nocturne_store_seconds_bucket{le="+Inf",call="appendMoves"} 10
nocturne_store_seconds_sum{call="appendMoves"} 0.005
nocturne_store_seconds_count{call="appendMoves"} 10
nodejs_eventloop_lag_p99_seconds 0.012
`;

const AFTER = `nocturne_store_seconds_bucket{le="0.001",call="appendMoves"} 100
nocturne_store_seconds_bucket{le="0.01",call="appendMoves"} 108
nocturne_store_seconds_bucket{le="+Inf",call="appendMoves"} 110
nocturne_store_seconds_sum{call="appendMoves"} 0.505
nocturne_store_seconds_count{call="appendMoves"} 110
nocturne_store_seconds_count{call="loadMatch"} 3
nocturne_moves_total{game="tic-tac-toe",result="acknowledged"} 7
nocturne_moves_total{game="tic-tac-toe",result="not-your-turn"} 2
nodejs_eventloop_lag_p99_seconds 0.02
`;

describe('reading /metrics', () => {
  it('parses sample lines with their labels, skipping comments', () => {
    const parsed = parseMetrics(BEFORE);
    expect(parsed).toHaveLength(6);
    expect(parsed[0]).toEqual({
      name: 'nocturne_store_seconds_bucket',
      labels: { le: '0.001', call: 'appendMoves' },
      value: 10,
    });
    expect(parsed[5]).toEqual({ name: 'nodejs_eventloop_lag_p99_seconds', labels: {}, value: 0.012 });
  });

  it('adds up a metric over label filters and nodes, and takes the worst node', () => {
    const after = parseMetrics(AFTER);
    expect(total([after], 'nocturne_moves_total')).toBe(9);
    expect(total([after], 'nocturne_moves_total', { result: 'acknowledged' })).toBe(7);
    expect(total([after, after], 'nocturne_moves_total', { result: 'acknowledged' })).toBe(14);
    expect(worst([parseMetrics(BEFORE), after], 'nodejs_eventloop_lag_p99_seconds')).toBe(0.02);
  });

  it('takes what a histogram gained in a window, and bounds its quantiles by its buckets', () => {
    const window = histogramWindow([parseMetrics(BEFORE)], [parseMetrics(AFTER)], 'nocturne_store_seconds', {
      call: 'appendMoves',
    });
    expect(window.count).toBe(100);
    expect(window.sum).toBeCloseTo(0.5);
    expect(window.buckets).toEqual([
      [0.001, 90],
      [0.01, 98],
      [Infinity, 100],
    ]);
    expect(bucketQuantile(window, 0.5)).toBe(0.001);
    expect(bucketQuantile(window, 0.95)).toBe(0.01);
    expect(bucketQuantile(window, 1)).toBe(Infinity);
    expect(bucketQuantile({ count: 0, sum: 0, buckets: [] }, 0.5)).toBeNaN();
  });
});
