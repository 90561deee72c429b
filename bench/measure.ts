import { readFileSync, readdirSync } from 'node:fs';

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

/** Busy and total CPU time of the whole machine so far, seconds; null where /proc/stat is not there. */
export function machineCpu(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = ticks[3] + ticks[4]; // idle + iowait
    return { busy: (total - idle) / 100, total: total / 100 }; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * A process's name and CPU seconds from /proc/<pid>/stat: its own (user + system), and with the children it
 * reaped added; null when there is no such process (or no /proc).
 */
function processStat(pid: number | string): { name: string; own: number; withReaped: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The name (field 2) may hold spaces, so fields are counted from the ")" that closes it. USER_HZ is 100.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    own: (utime + stime) / 100,
    withReaped: (utime + stime + cutime + cstime) / 100,
  };
}

/** CPU seconds (user + system) a process has used so far; NaN where there is no such process or no /proc. */
export function processCpuSeconds(pid: number): number {
  return processStat(pid)?.own ?? NaN;
}

/**
 * CPU seconds PostgreSQL's and Redis's processes on this machine have used so far, from /proc: every `postgres`
 * process with the children it reaped (a backend that ended is counted in its parent), and `redis-server`. Null
 * where there is no /proc.
 */
export function servicesCpu(): { postgres: number; redis: number } | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const used = { postgres: 0, redis: 0 };
  for (const pid of pids) {
    const stat = processStat(pid); // null: it ended meanwhile
    if (stat?.name === 'postgres') used.postgres += stat.withReaped;
    else if (stat?.name === 'redis-server') used.redis += stat.withReaped;
  }
  return used;
}

/** `promise`, or an error naming `what` once `ms` have passed without it. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(q * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/** Count, least, quantiles and most of some values (milliseconds, say); NaN where there are none. */
export interface Spread {
  readonly count: number;
  readonly min: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export function spread(values: ArrayLike<number>): Spread {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  const q = (at: number) => quantile(sorted, at);
  return {
    count: n,
    min: n ? sorted[0] : NaN,
    p50: q(0.5),
    p90: q(0.9),
    p99: q(0.99),
    max: n ? sorted[n - 1] : NaN,
  };
}

/** The machine's load averages (1, 5, 15 minutes), or '?' where /proc/loadavg is not there. */
export function readLoadAvg(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}
