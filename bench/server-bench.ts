// Our server beside boardgame.io's server under load (npm run bench:server): many concurrent tic-tac-toe matches,
// each played by two scripted clients over loopback. Each server runs alone in a child process
// (bench/server-child.ts) so that its memory and CPU are its own; the clients run in this process
// (bench/server-bench-load.ts). Per level of concurrency and per server: acknowledged moves per second, latency
// from sending a move to its acknowledgement (p50, p99), memory per active match, and who was busy (the CPU time
// of both processes, and what ours reports at /metrics: its event loop and the time spent in the store).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Memory, ServerSpec, Stored } from './server-child.ts';
import { BgioDriver } from './bgio-load.ts';
import { HttpConnection } from './http-connection.ts';
import { Recorder, Tables, sleep } from './load.ts';
import { relayPairs, ticTacToe } from './server-scripts.ts';
import type { ScaleMeasurement, ScalePlan } from './server-scale.ts';
import { DEFAULT_SCALE_PLAN, SCALE_GOAL, measureScale } from './server-scale.ts';
import { spread, withTimeout, type Spread } from './measure.ts';
import { ServerGroup, memoryPer } from './server-child-process.ts';
import { SHARED_CORE, openWindow, whoWasBusy, type ServerWindow } from './server-window.ts';

export { quantile } from './measure.ts';
import { num, pct, table } from './table.ts';
import { summarizeProfile } from './cpu-profile.ts';

/** Ours (on SQLite, on PostgreSQL, or one node of several), boardgame.io's, or the bare `ws` relay. */
export type ServerKind = 'nocturne' | 'nocturne-pg' | 'nocturne-node' | 'boardgame.io' | 'relay';

/** What we hold ourselves to: this many times boardgame.io's acknowledged moves per second, at a lower p99. */
export const SERVER_GOAL = { throughput: 10 } as const;

/**
 * Against the transport's limit (issue 17): at least this share of the bare relay's moves per second while
 * durable, at most this much server CPU per acknowledged move (microseconds).
 */
export const TRANSPORT_GOAL = { share: 0.6, cpuPerMoveUs: 40 } as const;

/**
 * What one node and several should cost (issue 28): CPU per acknowledged move of one node on SQLite; one node on
 * PostgreSQL against it; the whole service (nodes, PostgreSQL, Redis) of two nodes against one node on PostgreSQL;
 * and what a move whose client sits on another node than its match's owner adds, at light load.
 */
export const CLUSTER_GOAL = {
  sqliteCpuPerMoveUs: 90,
  postgresOverSqlite: 1.5,
  twoNodesOverOne: 1.3,
  crossingP50AddsMs: 3,
  crossingP99AddsMs: 15,
  lightMatches: 10,
} as const;

/** The relay's update size when ours was not measured in the same run: what the issue calibrated with. */
const DEFAULT_UPDATE_BYTES = 250;

export interface ServerBenchPlan {
  /** Concurrent matches per level. */
  readonly matches: readonly number[];
  /** Measured seconds per level and server. */
  readonly seconds: number;
  /** Seconds of play before the measurement starts (connections warm, the JIT done). */
  readonly warmUpSeconds: number;
  /** The servers to run, in order, at each level. */
  readonly servers: readonly ServerKind[];
  /** When set, each server's CPU profile of the measured window is written here (`<server>-<matches>.cpuprofile`). */
  readonly profileDir?: string;
  /** Many sockets at a person's pace on one node (bench/server-scale.ts), after the levels; null: not run. */
  readonly scale?: ScalePlan | null;
  /** Ours on PostgreSQL at one level, after the levels; null: not run. */
  readonly nodes?: NodesPlan | null;
}

export const DEFAULT_SERVER_PLAN: ServerBenchPlan = {
  matches: [100, 500],
  seconds: 10,
  warmUpSeconds: 2,
  servers: ['boardgame.io', 'nocturne', 'relay'],
  scale: DEFAULT_SCALE_PLAN,
  nodes: { matches: 100 },
};

/** One server at one level; the window's figures (CPU, event loops, store, machine) are the window's own. */
export interface Measurement extends ServerWindow {
  readonly server: ServerKind;
  /** Server processes measured as one (nodes of a cluster); 1 for every other run. */
  readonly nodes: number;
  readonly matches: number;
  /** Where the server keeps its matches. */
  readonly storage: string;
  /** Moves acknowledged inside the window. */
  readonly moves: number;
  readonly movesPerSecond: number;
  /** Latency from sending a move to its acknowledgement, milliseconds. */
  readonly latency: Spread;
  /**
   * With several nodes: the moves whose client was on another node than the one its match was created through,
   * which owns it (Hub.adopt takes the new match's lease), their count and latency; null with one node.
   */
  readonly crossing: Spread | null;
  /** Matches both clients saw end inside the window, per second. */
  readonly matchesPerSecond: number;
  /** Over the whole run: matches ended, with their results, and every acknowledged move. */
  readonly run: {
    readonly matches: number;
    readonly wins: number;
    readonly draws: number;
    readonly badOutcomes: number;
    readonly acknowledged: number;
    /** Moves still unanswered once play stopped and the clients waited 10 s (boardgame.io drops refused moves). */
    readonly unanswered: number;
    readonly lengths: readonly number[];
  };
  readonly errors: Readonly<Record<string, number>>;
  /** Server memory after a full GC: started, with the N matches set up (nobody moved yet), and at the end. */
  readonly memory: { readonly idle: Memory; readonly active: Memory; readonly end: Memory };
  /** (active − idle) / N, bytes. */
  readonly perActiveMatch: Memory;
  /** (end − active) / matches ended: what each ended match still holds in the server's memory, bytes. */
  readonly perEndedMatch: Memory;
  /** The server process's CPU time (user + system) in the window over the moves acknowledged in it, µs. */
  readonly cpuPerMove: number;
  /** The same with PostgreSQL's and Redis's processes added: the whole service's CPU per move, µs. */
  readonly serviceCpuPerMove: number;
  /**
   * Messages the server sent per acknowledged move in the window (WebSocket messages and HTTP answers the clients
   * received): each is a write to a socket. NaN for boardgame.io (not counted).
   */
  readonly messagesPerMove: number;
  /** The mean size of the `update` messages the clients received (ours and the relay's), characters; else NaN. */
  readonly updateChars: number;
  /** Ours: what the store held after the server stopped. */
  readonly stored: Stored;
  /** Ours: every acknowledged move was found in the store; null for a server that does not store. */
  readonly durable: boolean | null;
  /** The CPU profile written by the server, with --profile. */
  readonly profile: string | null;
  /** What the server printed (its last lines): warnings such as a refused store write show up here. */
  readonly serverOutput: string;
}

export interface LevelComparison {
  readonly matches: number;
  readonly throughputRatio: number;
  readonly p99Lower: boolean;
  readonly durable: boolean;
  readonly met: boolean;
}

/** Ours against the bare relay at one level (issue 17 §3, the transport's limit). */
export interface TransportComparison {
  readonly matches: number;
  /** Our acknowledged moves/s over the relay's. */
  readonly share: number;
  /** Server CPU per acknowledged move, µs: ours and the relay's. */
  readonly cpuPerMove: number;
  readonly relayCpuPerMove: number;
  readonly durable: boolean;
  readonly met: boolean;
}

export interface ServerBenchResult {
  readonly node: string;
  readonly boardgameIo: string;
  readonly cores: number;
  readonly plan: ServerBenchPlan;
  readonly runs: readonly Measurement[];
  readonly comparisons: readonly LevelComparison[];
  readonly transport: readonly TransportComparison[];
  readonly scale: ScaleMeasurement | null;
  readonly nodes: NodesResult | null;
}

/** The server to start for a kind of run (a schema and a Redis prefix of its own where it needs them). */
function specOf(kind: ServerKind, updateBytes: number, schema: string, prefix: string): ServerSpec {
  switch (kind) {
    case 'nocturne':
      return { kind: 'nocturne', storage: { kind: 'sqlite' } };
    case 'nocturne-pg':
      return { kind: 'nocturne', storage: { kind: 'postgres', url: POSTGRES_URL, schema } };
    case 'nocturne-node':
      return {
        kind: 'nocturne',
        storage: { kind: 'postgres', url: POSTGRES_URL, schema, redis: { url: REDIS_URL, prefix } },
      };
    case 'relay':
      return { kind: 'relay', updateBytes };
    case 'boardgame.io':
      return { kind: 'boardgame.io' };
  }
}

/**
 * One server at one level: start it, set up the matches, play, measure, stop it. The relay sends updates of
 * `updateBytes` (ours, as measured at the same level).
 */
export async function measureServer(
  kind: ServerKind,
  matches: number,
  plan: Pick<ServerBenchPlan, 'seconds' | 'warmUpSeconds' | 'profileDir'>,
  log: (line: string) => void = () => {},
  updateBytes = DEFAULT_UPDATE_BYTES,
  nodes = 1,
): Promise<Measurement> {
  const profile = plan.profileDir ? resolve(plan.profileDir, `${kind}-${matches}.cpuprofile`) : null;
  if (plan.profileDir) mkdirSync(plan.profileDir, { recursive: true });
  const schema = `bench_${process.pid}_${matches}_${Date.now().toString(36)}`;
  const prefix = `nocturne-bench:${process.pid}:${Date.now().toString(36)}:`;
  const onPostgres = kind === 'nocturne-pg' || kind === 'nocturne-node';
  let child: ServerGroup;
  try {
    child = await ServerGroup.start(specOf(kind, updateBytes, schema, prefix), nodes);
  } catch (error) {
    if (onPostgres) await dropSchema(schema);
    throw error;
  }
  const recorder = new Recorder();
  const http: HttpConnection[] = [];
  let driver: Pick<Tables, 'setup' | 'go' | 'close'> | null = null;
  try {
    const idle = await child.memory();
    // Ours: a keep-alive connection per table, to the node its matches are created through.
    const httpFor = (i: number) =>
      (http[i] ??= new HttpConnection(new URL(child.urls[i % child.urls.length])));
    driver =
      kind === 'boardgame.io'
        ? await BgioDriver.create(child.url, child.apiUrl, recorder)
        : new Tables(kind === 'relay' ? relayPairs : ticTacToe(httpFor, 'eager'), recorder, child.urls);
    log(`${kind}, ${matches} matches: setting up`);
    await withTimeout(driver.setup(matches), 60_000 + matches * 100, 'setting up the matches');
    const active = await child.memory();

    driver.go();
    log(`${kind}, ${matches} matches: warming up ${plan.warmUpSeconds} s, then measuring ${plan.seconds} s`);
    await sleep(plan.warmUpSeconds * 1000);

    if (profile) await child.profile(null);
    recorder.recording = true;
    const messages0 = recorder.messages;
    const closeWindow = await openWindow(child);
    await sleep(plan.seconds * 1000);
    recorder.recording = false;
    const messages = recorder.messages - messages0;
    const window = await closeWindow();
    if (profile) await child.profile(profile);
    recorder.stopping = true;
    await recorder.drain(10_000);
    const end = await child.memory();
    await driver.close();
    driver = null;
    for (const connection of http) connection.close();
    const stored = await child.stop();

    const latency = spread(recorder.latencies);
    const seconds = window.seconds;
    return {
      ...window,
      server: kind,
      nodes,
      crossing: nodes > 1 ? spread(recorder.crossLatencies) : null,
      matches,
      storage: child.storage,
      moves: latency.count,
      movesPerSecond: latency.count / seconds,
      latency,
      matchesPerSecond: recorder.matchesInWindow / seconds,
      run: {
        matches: recorder.matchesTotal,
        wins: recorder.ends.get('three-in-a-row') ?? 0,
        draws: recorder.ends.get('board-full') ?? 0,
        badOutcomes: recorder.badOutcomes,
        acknowledged: recorder.acksTotal,
        unanswered: recorder.pending,
        lengths: Array.from(recorder.lengths, (n) => n ?? 0),
      },
      errors: Object.fromEntries([...recorder.errors, ...recorder.refusals]),
      memory: { idle, active, end },
      perActiveMatch: memoryPer(idle, active, matches),
      perEndedMatch: memoryPer(active, end, recorder.matchesTotal),
      cpuPerMove: latency.count ? (window.cpuSeconds * 1e6) / latency.count : NaN,
      serviceCpuPerMove:
        latency.count && window.services
          ? ((window.cpuSeconds + window.services.postgres + window.services.redis) * 1e6) / latency.count
          : NaN,
      messagesPerMove: kind !== 'boardgame.io' && latency.count ? messages / latency.count : NaN,
      updateChars: recorder.updates ? recorder.updateChars / recorder.updates : NaN,
      stored,
      durable: stored === null ? null : stored.moves >= recorder.acksTotal,
      profile,
      serverOutput: child.output().trim(),
    };
  } finally {
    recorder.stopping = true;
    await driver?.close();
    for (const connection of http) connection.close();
    child.kill();
    if (onPostgres) await dropSchema(schema);
  }
}

/** Redis for several nodes (their keys under a prefix unique to the run; the leases expire by themselves). */
const REDIS_URL = process.env.NOCTURNE_BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

/** PostgreSQL for ours on PostgreSQL (a fresh schema per run, dropped after it). */
const POSTGRES_URL =
  process.env.NOCTURNE_BENCH_DATABASE_URL ||
  process.env.NOCTURNE_TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

async function dropSchema(schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } catch {
    // Nothing to drop, or PostgreSQL is gone: the run has already said what went wrong.
  } finally {
    await client.end().catch(() => {});
  }
}

/** Ours on PostgreSQL at one level: one node, two and three sharing it through Redis; one and two at light load. */
export interface NodesPlan {
  readonly matches: number;
}

export interface NodesResult {
  /** One node on PostgreSQL, two nodes, three nodes, at the plan's level. */
  readonly runs: readonly Measurement[];
  /** One node and two at CLUSTER_GOAL.lightMatches: what crossing nodes adds to a move's latency. */
  readonly light: readonly Measurement[];
  /** Why the row could not be measured (PostgreSQL unreachable, say), or null. */
  readonly failed: string | null;
}

async function measureNodes(
  nodes: NodesPlan,
  plan: ServerBenchPlan,
  log: (line: string) => void,
): Promise<NodesResult> {
  const runs: Measurement[] = [];
  const light: Measurement[] = [];
  try {
    runs.push(await measureServer('nocturne-pg', nodes.matches, plan, log));
    for (const count of [2, 3])
      runs.push(await measureServer('nocturne-node', nodes.matches, plan, log, DEFAULT_UPDATE_BYTES, count));
    const few = CLUSTER_GOAL.lightMatches;
    light.push(await measureServer('nocturne-pg', few, plan, log));
    light.push(await measureServer('nocturne-node', few, plan, log, DEFAULT_UPDATE_BYTES, 2));
    return { runs, light, failed: null };
  } catch (error) {
    return { runs, light, failed: (error as Error).message.split('\n')[0] };
  }
}

function boardgameIoVersion(): string {
  return (createRequire(import.meta.url)('boardgame.io/package.json') as { version: string }).version;
}

/** Every level, every server; the whole run is bounded by the plan (each phase has its own time limit). */
export async function runServerBench(
  plan: ServerBenchPlan = DEFAULT_SERVER_PLAN,
  log: (line: string) => void = () => {},
): Promise<ServerBenchResult> {
  const runs: Measurement[] = [];
  for (const [level, matches] of plan.matches.entries()) {
    // The order alternates between levels, so that neither server always runs first (or last) on the machine;
    // the relay runs last, its updates the size of ours at this level.
    const servers: ServerKind[] = plan.servers.filter((kind) => kind !== 'relay');
    const order = level % 2 === 0 ? servers : servers.toReversed();
    if (plan.servers.includes('relay')) order.push('relay');
    const measured: Measurement[] = [];
    for (const kind of order) {
      const ours = measured.find((m) => m.server === 'nocturne');
      const updateBytes =
        ours && Number.isFinite(ours.updateChars) ? Math.round(ours.updateChars) : DEFAULT_UPDATE_BYTES;
      const m = await measureServer(kind, matches, plan, log, updateBytes);
      log(
        `${kind}, ${matches} matches: ${Math.round(m.movesPerSecond)} moves/s, ` +
          `p50 ${m.latency.p50.toFixed(1)} ms, p99 ${m.latency.p99.toFixed(1)} ms, ` +
          `${num(m.cpuPerMove, 1)} µs server CPU a move (load ${m.loadAvg})`,
      );
      measured.push(m);
    }
    for (const kind of plan.servers) runs.push(measured.find((m) => m.server === kind)!);
  }
  const nodes = plan.nodes ? await measureNodes(plan.nodes, plan, log) : null;
  const scale = plan.scale
    ? await measureScale(
        plan.scale,
        log,
        true,
        plan.profileDir ? resolve(plan.profileDir, 'scale.cpuprofile') : null,
      )
    : null;
  if (scale)
    log(
      `scale, ${scale.sockets} sockets: ${Math.round(scale.movesPerSecond)} moves/s of ${scale.offered} offered, ` +
        `event-loop delay p99 ${scale.loopDelay.p99.toFixed(1)} ms (load ${scale.loadAvg})`,
    );
  return {
    node: process.version,
    boardgameIo: boardgameIoVersion(),
    cores: availableParallelism(),
    plan,
    runs,
    comparisons: compareLevels(runs),
    transport: compareTransport(runs),
    scale,
    nodes,
  };
}

/** Ours against the relay, level by level (where both ran). */
export function compareTransport(runs: readonly Measurement[]): TransportComparison[] {
  const out: TransportComparison[] = [];
  for (const ours of runs.filter((r) => r.server === 'nocturne')) {
    const relay = runs.find((r) => r.server === 'relay' && r.matches === ours.matches);
    if (!relay) continue;
    const share = ours.movesPerSecond / relay.movesPerSecond;
    const durable = ours.durable === true;
    out.push({
      matches: ours.matches,
      share,
      cpuPerMove: ours.cpuPerMove,
      relayCpuPerMove: relay.cpuPerMove,
      durable,
      met: share >= TRANSPORT_GOAL.share && ours.cpuPerMove <= TRANSPORT_GOAL.cpuPerMoveUs && durable,
    });
  }
  return out;
}

export function compareLevels(runs: readonly Measurement[]): LevelComparison[] {
  const out: LevelComparison[] = [];
  for (const ours of runs.filter((r) => r.server === 'nocturne')) {
    const theirs = runs.find((r) => r.server === 'boardgame.io' && r.matches === ours.matches);
    if (!theirs) continue;
    const throughputRatio = ours.movesPerSecond / theirs.movesPerSecond;
    const p99Lower = ours.latency.p99 < theirs.latency.p99;
    const durable = ours.durable === true;
    out.push({
      matches: ours.matches,
      throughputRatio,
      p99Lower,
      durable,
      met: throughputRatio >= SERVER_GOAL.throughput && p99Lower && durable,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

const ms = (value: number) => num(value, value < 10 ? 2 : 1);
const kb = (bytes: number) => num(bytes / 1024, 1);

/** The server's name in the report: two nodes are one service. */
export function serverName(m: Pick<Measurement, 'server' | 'nodes'>): string {
  return m.nodes > 1 ? `${m.nodes} nodes (pg+redis)` : m.server;
}

function storeLine(m: Measurement): string | null {
  if (!m.store) return null;
  const parts = Object.entries(m.store).map(
    ([name, t]) => `${name} ${num(t.calls)} × ${ms(t.ms / t.calls)} ms (longest ≤ ${ms(t.max)} ms)`,
  );
  const where = m.server === 'nocturne' ? 'SQLite, its writer thread’s commit included' : 'PostgreSQL';
  return `store calls, from the call to its answer (${where}; from /metrics): ${parts.join(', ')}`;
}

export function formatServerBench(r: ServerBenchResult, profiles = true): string {
  const lines: string[] = [];
  const p = r.plan;
  lines.push(
    `nocturne server vs boardgame.io ${r.boardgameIo} server and a bare ws relay: concurrent tic-tac-toe ` +
      'matches over loopback, ' +
      `Node ${r.node}, ${r.cores} cores`,
    `(each server alone in a child process, the scripted clients in this one; per level ${p.warmUpSeconds} s of ` +
      `play, then ${p.seconds} s measured)`,
    '',
  );
  const shared = r.runs.filter((m) => m.machine !== null && m.machine.others >= SHARED_CORE);
  if (shared.length) {
    lines.push(
      `NOTE: other processes used ${shared.map((m) => pct(m.machine!.others)).join(', ')} of a core during ` +
        `${shared.length} of the ${r.runs.length} measurements: the machine was shared and these figures are noisy.`,
      '',
    );
  }
  const header = [
    'matches',
    'server',
    'moves/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'matches/s',
    'KB/match rss',
    'KB/match heap',
    'server CPU',
    'µs CPU/move',
    'msgs/move',
    'client CPU',
    'load',
  ];
  const row = (m: Measurement) => [
    String(m.matches),
    serverName(m),
    num(m.movesPerSecond),
    ms(m.latency.p50),
    ms(m.latency.p99),
    ms(m.latency.max),
    num(m.matchesPerSecond),
    kb(m.perActiveMatch.rss),
    kb(m.perActiveMatch.heapUsed),
    pct(m.cpu.server),
    num(m.cpuPerMove, 1),
    num(m.messagesPerMove, 2),
    pct(m.cpu.client),
    m.loadAvg.split(' ')[0],
  ];
  lines.push(table([header, ...r.runs.map(row)], 2), '');
  lines.push(
    'moves/s: moves acknowledged in the window (ours: the `update` carrying the move, sent after the SQLite commit; ' +
      "boardgame.io: the server's state for it in the client's subscribe callback, not its optimistic local state)",
    'KB/match: server memory (after a full GC) with the N matches set up and 2N clients connected, minus the idle ' +
      'server, over N',
    "µs CPU/move: the server process's CPU time (user + system) in the window over the moves acknowledged in it; " +
      'msgs/move: WebSocket messages and HTTP answers the server sent per acknowledged move (each a socket write); ' +
      'load: the 1-minute load average at the end of the window',
    '',
  );

  if (r.comparisons.length) {
    lines.push(
      `Goal: ≥ ${SERVER_GOAL.throughput}× boardgame.io's acknowledged moves/s, at a lower p99, while durable`,
    );
    for (const c of r.comparisons) {
      const ours = r.runs.find((m) => m.server === 'nocturne' && m.matches === c.matches)!;
      const theirs = r.runs.find((m) => m.server === 'boardgame.io' && m.matches === c.matches)!;
      lines.push(
        `  ${c.matches} matches: ${num(c.throughputRatio, 2)}× the throughput; p99 ${ms(ours.latency.p99)} ms vs ` +
          `${ms(theirs.latency.p99)} ms (${c.p99Lower ? 'lower' : 'NOT lower'}); ` +
          `${c.durable ? 'durable' : 'NOT shown durable'} → ${c.met ? 'met' : 'NOT met'}`,
      );
    }
    lines.push('');
  }

  if (r.transport.length) {
    lines.push(
      `Against the transport's limit: ≥ ${pct(TRANSPORT_GOAL.share)} of a bare ws relay's moves/s while durable, ` +
        `≤ ${TRANSPORT_GOAL.cpuPerMoveUs} µs server CPU per acknowledged move`,
    );
    for (const t of r.transport) {
      const relay = r.runs.find((m) => m.server === 'relay' && m.matches === t.matches)!;
      lines.push(
        `  ${t.matches} matches: ${pct(t.share)} of the relay's ${num(relay.movesPerSecond)} moves/s; ` +
          `${num(t.cpuPerMove, 1)} µs CPU a move vs the relay's ${num(t.relayCpuPerMove, 1)} µs ` +
          `(${num(t.cpuPerMove / t.relayCpuPerMove, 1)}×); ${t.durable ? 'durable' : 'NOT shown durable'} → ` +
          `${t.met ? 'met' : 'NOT met'}`,
      );
      const ours = r.runs.find((m) => m.server === 'nocturne' && m.matches === t.matches)!;
      lines.push(
        `    per message sent: ${num(ours.messagesPerMove, 2)} a move, ${num(t.cpuPerMove / ours.messagesPerMove, 1)} µs ` +
          `CPU each vs the relay's ${num(relay.messagesPerMove, 2)} a move, ` +
          `${num(t.relayCpuPerMove / relay.messagesPerMove, 1)} µs each`,
      );
    }
    lines.push(
      '  (the relay: the same ws library and the same pattern — the mover waits for its update, each move an update the mean size of ours to both seats — with no engine, no store and no HTTP; ours also starts a new match every 5–9 moves: one HTTP create with seat 0 taken, one claim, two joins)',
      '',
    );
  }

  if (r.nodes) {
    lines.push(
      'Two and three nodes on PostgreSQL and Redis beside one on PostgreSQL, and at light load (each pair creates ' +
        'its matches through one node, which owns them, seat 0 there, seat 1 on the next node):',
    );
    const nodeRuns = [...r.nodes.runs, ...r.nodes.light];
    if (nodeRuns.length) lines.push(table([header, ...nodeRuns.map(row)], 2));
    const [one, two] = r.nodes.runs;
    if (one && two?.crossing) {
      lines.push(
        `  two nodes: ${num(two.movesPerSecond)} moves/s, ${num(two.movesPerSecond / one.movesPerSecond, 2)}× ` +
          `one node's; p99 ${ms(two.latency.p99)} ms (one node: ${ms(one.latency.p99)} ms); a move from a client ` +
          `on the other node than its match's owner (${num(two.crossing.count)} of them): p50 ` +
          `${ms(two.crossing.p50)} ms, p99 ${ms(two.crossing.p99)} ms`,
        '  (server CPU and event loop for two nodes: the mean of the two; KB/match: the sum of both over N)',
      );
    }
    if (r.nodes.failed) lines.push(`  NOT measured: ${r.nodes.failed}`);
    lines.push('');
  }
  lines.push(...clusterGoalLines(r), '');
  if (r.scale) lines.push(...scaleLines(r.scale), '');

  const everyRun = [...r.runs, ...(r.nodes?.runs ?? []), ...(r.nodes?.light ?? [])];
  lines.push('Where the time went:');
  for (const m of everyRun) {
    lines.push(`  ${serverName(m)}, ${m.matches} matches: ${whoWasBusy(m)}`);
    const s = storeLine(m);
    if (s) lines.push(`    ${s}`);
  }
  lines.push('');

  lines.push('Checks (whole run, including warm-up):');
  for (const m of everyRun) {
    if (m.server === 'relay') {
      lines.push(
        `  relay, ${m.matches} matches: ${num(m.run.acknowledged)} acknowledged moves (no matches: no engine), ` +
          `updates of ${num(m.updateChars)} characters` +
          (m.run.unanswered ? `; ${m.run.unanswered} moves NEVER ANSWERED` : ''),
      );
      continue;
    }
    const durability =
      m.stored === null
        ? `storage ${m.storage}: nothing survives a restart`
        : `${num(m.run.acknowledged)} acknowledged moves, ${num(m.stored.moves)} in ${m.server === 'nocturne' ? 'SQLite' : 'PostgreSQL'} after the server ` +
          `stopped, ${num(m.stored.finished)} finished matches stored${m.durable ? '' : ' — MISSING MOVES'}`;
    const errors = Object.entries(m.errors);
    lines.push(
      `  ${serverName(m)}, ${m.matches} matches: ${num(m.run.matches)} matches ended (${num(m.run.wins)} wins, ` +
        `${num(m.run.draws)} draws${m.run.badOutcomes ? `, ${m.run.badOutcomes} BAD` : ''}); ${durability}; ` +
        (m.run.unanswered ? `${m.run.unanswered} moves NEVER ANSWERED; ` : '') +
        `${kb(m.perEndedMatch.rss)} KB rss / ${kb(m.perEndedMatch.heapUsed)} KB heap still held per ended match` +
        (errors.length ? `; errors: ${errors.map(([k, v]) => `${k} × ${v}`).join(', ')}` : ''),
    );
    if (m.serverOutput)
      lines.push(`    the server printed: ${m.serverOutput.slice(-600).replace(/\n/g, '\n      ')}`);
  }

  if (profiles) {
    const profiled = everyRun.map((m) => ({ what: `${m.server} at ${m.matches} matches`, file: m.profile }));
    if (r.scale) profiled.push({ what: `the scale row (${r.scale.sockets} sockets)`, file: r.scale.profile });
    for (const { what, file } of profiled) {
      if (!file) continue;
      const s = summarizeProfile(file);
      lines.push(
        '',
        `CPU profile of ${what}, the measured window (${file}): ` +
          `${num(s.busyMs)} ms busy, ${num(s.idleMs)} ms idle; self time:`,
      );
      lines.push(
        table(
          [
            ['by file or package', 'ms', 'share'],
            ...s.files.map((f) => [f.name, num(f.ms), pct(f.ms / s.busyMs)]),
          ],
          1,
        ),
      );
      lines.push(
        table(
          [
            ['by function', 'ms', 'share'],
            ...s.functions.map((f) => [f.name, num(f.ms), pct(f.ms / s.busyMs)]),
          ],
          1,
        ),
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

/** Issue 28's goals: what one node and several cost per move, and what crossing nodes adds to a move. */
function clusterGoalLines(r: ServerBenchResult): string[] {
  const g = CLUSTER_GOAL;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const lines = ['What a node costs (issue 28), CPU per acknowledged move:'];
  const sqlite = r.runs.filter((m) => m.server === 'nocturne');
  for (const m of sqlite)
    lines.push(
      `  one node on SQLite, ${m.matches} matches: ${num(m.cpuPerMove, 1)} µs (goal ≤ ${g.sqliteCpuPerMoveUs} µs) → ` +
        verdict(m.cpuPerMove <= g.sqliteCpuPerMoveUs),
    );
  const [onePg, two, three] = r.nodes?.runs ?? [];
  const sameLevel = sqlite.find((m) => m.matches === onePg?.matches);
  if (onePg && sameLevel) {
    const ratio = onePg.cpuPerMove / sameLevel.cpuPerMove;
    lines.push(
      `  one node on PostgreSQL, ${onePg.matches} matches: ${num(onePg.cpuPerMove, 1)} µs, ${num(ratio, 2)}× the ` +
        `SQLite node's (goal ≤ ${g.postgresOverSqlite}×) → ${verdict(ratio <= g.postgresOverSqlite)}`,
    );
  }
  const service = [sameLevel, onePg, two, three].filter((m): m is Measurement => m !== undefined);
  if (service.length)
    lines.push(
      '  the whole service (its nodes, PostgreSQL and Redis, from /proc): ' +
        service.map((m) => `${serverName(m)} ${num(m.serviceCpuPerMove, 1)} µs`).join('; '),
    );
  if (onePg && two) {
    const ratio = two.serviceCpuPerMove / onePg.serviceCpuPerMove;
    lines.push(
      `  two nodes' whole service: ${num(ratio, 2)}× one node on PostgreSQL's (goal ≤ ${g.twoNodesOverOne}×) → ` +
        verdict(ratio <= g.twoNodesOverOne),
    );
  }
  const [lightOne, lightTwo] = r.nodes?.light ?? [];
  if (lightOne && lightTwo?.crossing) {
    const p50 = lightTwo.crossing.p50 - lightOne.latency.p50;
    const p99 = lightTwo.crossing.p99 - lightOne.latency.p99;
    lines.push(
      `  a move across nodes at ${lightOne.matches} matches: p50 ${ms(lightTwo.crossing.p50)} ms against one ` +
        `node's ${ms(lightOne.latency.p50)} ms (+${ms(p50)}, goal ≤ +${g.crossingP50AddsMs}), p99 ` +
        `${ms(lightTwo.crossing.p99)} ms against ${ms(lightOne.latency.p99)} ms (+${ms(p99)}, goal ≤ ` +
        `+${g.crossingP99AddsMs}) → ${verdict(p50 <= g.crossingP50AddsMs && p99 <= g.crossingP99AddsMs)}`,
    );
  }
  return lines;
}

/** The scale row: its table, its goal, and its baseline (the bare relay's memory per connection). */
function scaleLines(m: ScaleMeasurement): string[] {
  const p = m.plan;
  const lines = [
    `Scale: ${num(m.sockets)} WebSockets on one node — ${num(p.matches)} two-seat matches with ` +
      `${p.spectatorsPerMatch} spectators each, each match one move a second (${p.warmUpSeconds} s of play, then ` +
      `${p.seconds} s measured; a match that ends is followed at once by the next, its spectators with it)`,
  ];
  lines.push(
    table(
      [
        [
          'sockets',
          'moves/s',
          'offered',
          'p50 ms',
          'p99 ms',
          'loop delay p99 ms',
          'loop delay max ms',
          'KB/conn rss',
          'KB/conn heap',
          'KB/match rss',
          'KB/match heap',
          'server CPU',
          'µs CPU/move',
          'load',
        ],
        [
          num(m.sockets),
          num(m.movesPerSecond),
          num(m.offered),
          ms(m.latency.p50),
          ms(m.latency.p99),
          ms(m.loopDelay.p99),
          ms(m.loopDelay.max),
          kb(m.perConnection.rss),
          kb(m.perConnection.heapUsed),
          kb(m.perMatch.rss),
          kb(m.perMatch.heapUsed),
          pct(m.cpu),
          num(m.cpuPerMove, 1),
          m.loadAvg.split(' ')[0],
        ],
      ],
      0,
    ),
  );
  const relay = m.relayPerConnection;
  lines.push(
    `  Goal: event-loop delay p99 < ${SCALE_GOAL.loopDelayP99Ms} ms in the server while playing: ` +
      `${ms(m.loopDelay.p99)} ms → ${m.met ? 'met' : 'NOT met'}; ${pct(m.movesPerSecond / m.offered)} of the ` +
      `offered moves acknowledged in the window`,
    relay
      ? `  Per connection: ${kb(m.perConnection.rss)} KB rss / ${kb(m.perConnection.heapUsed)} KB heap vs the bare ` +
          `relay's ${kb(relay.rss)} KB / ${kb(relay.heapUsed)} KB with as many sockets ` +
          `(${num(m.perConnection.rss / relay.rss, 1)}× / ${num(m.perConnection.heapUsed / relay.heapUsed, 1)}×)`
      : '  Per connection: the bare relay was not measured',
    `  KB/conn: server memory (after a full GC) with every socket open and nobody joined, less the idle server, ` +
      `per socket; KB/match: with every match set up and all its sockets joined, less that, per match; ` +
      `${num(m.matchesPerSecond, 1)} matches ended a second (each followed by a new one: HTTP create with seat 0 taken, one claim, ` +
      `${2 + p.spectatorsPerMatch} joins); spectators got ${num(m.spectatorUpdates, 2)} updates per player update ` +
      `(${p.spectatorsPerMatch / 2} expected); set-up took ${num(m.setupSeconds, 1)} s` +
      (Object.keys(m.errors).length
        ? `; errors: ${Object.entries(m.errors)
            .map(([k, v]) => `${k} × ${v}`)
            .join(', ')}`
        : '') +
      (m.unanswered ? `; ${m.unanswered} moves NEVER ANSWERED` : ''),
  );
  return lines;
}

/** A run whose clients saw a wrong result, or whose acknowledged moves were not all stored, is a failure. */
export function harnessProblems(r: ServerBenchResult): string[] {
  const problems: string[] = [];
  for (const m of [...r.runs, ...(r.nodes?.runs ?? []), ...(r.nodes?.light ?? [])]) {
    if (m.run.badOutcomes > 0)
      problems.push(`${serverName(m)}, ${m.matches}: ${m.run.badOutcomes} bad outcomes`);
    if (m.durable === false)
      problems.push(`${serverName(m)}, ${m.matches}: acknowledged moves missing from the store`);
    if (m.moves === 0)
      problems.push(`${serverName(m)}, ${m.matches}: no move was acknowledged in the window`);
    if (m.run.unanswered > 0)
      problems.push(`${serverName(m)}, ${m.matches}: ${m.run.unanswered} moves never answered`);
  }
  if (r.nodes?.failed) problems.push(`ours on PostgreSQL: ${r.nodes.failed}`);
  if (r.scale) {
    if (r.scale.movesPerSecond === 0) problems.push('scale: no move was acknowledged in the window');
    if (r.scale.unanswered > 0) problems.push(`scale: ${r.scale.unanswered} moves never answered`);
  }
  return problems;
}
