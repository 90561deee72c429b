/** What a timed run did: how much work in how long. */
export interface Rate {
  readonly work: number;
  readonly ms: number;
  readonly perSecond: number;
}

/**
 * Runs `step` (which returns how much work it did: moves, iterations) until `ms` milliseconds have passed,
 * always at least once. The clock is read once per step, so a step should be a whole game or search.
 */
export function timeBox(ms: number, step: () => number): Rate {
  const start = performance.now();
  let work = 0;
  let elapsed: number;
  do {
    work += step();
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return { work, ms: elapsed, perSecond: (work / elapsed) * 1000 };
}

/** `timeBox` for a step that returns a promise. */
export async function timeBoxAsync(ms: number, step: () => Promise<number>): Promise<Rate> {
  const start = performance.now();
  let work = 0;
  let elapsed: number;
  do {
    work += await step();
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return { work, ms: elapsed, perSecond: (work / elapsed) * 1000 };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
