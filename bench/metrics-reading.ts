// Reading our server's /metrics (Prometheus's text format) in the benchmarks: the figures a server can report
// about itself are taken from it, as an operator's scraper would, rather than from instruments of the bench's own.

export interface MetricSample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** One scrape: every sample line. */
export type Scraped = readonly MetricSample[];

/** The sample lines of a text exposition (comments and blank lines skipped). */
export function parseMetrics(text: string): Scraped {
  const out: MetricSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    out.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return out;
}

/** GET /metrics with the bearer token, parsed. */
export async function scrape(baseUrl: string, token: string): Promise<Scraped> {
  const answer = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`);
  return parseMetrics(await answer.text());
}

/** The sum of every sample named `name` whose labels include `where`, over one or more scrapes (nodes). */
export function total(scrapes: readonly Scraped[], name: string, where: Record<string, string> = {}): number {
  let sum = 0;
  for (const scraped of scrapes)
    for (const s of scraped)
      if (s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v)) sum += s.value;
  return sum;
}

/** The largest sample named `name` over the scrapes (the worst node), NaN if none. */
export function worst(scrapes: readonly Scraped[], name: string): number {
  const values = scrapes.flatMap((scraped) => scraped.filter((s) => s.name === name).map((s) => s.value));
  return values.length ? Math.max(...values) : NaN;
}

/** What a histogram gained between two scrapes (of the same nodes, in the same order). */
export interface HistogramWindow {
  readonly count: number;
  /** Sum of the observations, in the metric's unit. */
  readonly sum: number;
  /** Upper bounds and how many observations were at most each, in rising order (+Inf last). */
  readonly buckets: readonly (readonly [number, number])[];
}

export function histogramWindow(
  before: readonly Scraped[],
  after: readonly Scraped[],
  name: string,
  where: Record<string, string> = {},
): HistogramWindow {
  const gained = (series: string, extra: Record<string, string> = {}) =>
    total(after, series, { ...where, ...extra }) - total(before, series, { ...where, ...extra });
  const bounds = [
    ...new Set(after.flatMap((s) => s.filter((m) => m.name === `${name}_bucket`).map((m) => m.labels.le))),
  ];
  const buckets = bounds
    .map((le) => [le === '+Inf' ? Infinity : Number(le), gained(`${name}_bucket`, { le })] as const)
    .sort((a, b) => a[0] - b[0]);
  return { count: gained(`${name}_count`), sum: gained(`${name}_sum`), buckets };
}

/** The bucket bound at or under which at least `q` of the window's observations fell; NaN if none. */
export function bucketQuantile(window: HistogramWindow, q: number): number {
  if (window.count === 0) return NaN;
  return window.buckets.find(([, count]) => count >= q * window.count)?.[0] ?? Infinity;
}
