// Our server beside boardgame.io's server under load (npm run bench:server): many concurrent tic-tac-toe matches,
// each played by two scripted clients over loopback. Each server runs alone in a child process
// (bench/server-child.ts) so that its memory and CPU are its own; the clients run in this process
// (bench/load.ts). Per level of concurrency and per server: acknowledged moves per second, latency from sending a
// move to its acknowledgement (p50, p99), memory per active match, and who was busy (the CPU time of both
// processes, and what ours reports at /metrics: its event loop and the time spent in the store). The report, with
// every goal, is bench/server-report.ts.
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
import { DEFAULT_SCALE_PLAN, measureScale } from './server-scale.ts';
import { spread, withTimeout, type Spread } from './measure.ts';
import { ServerGroup, memoryPer } from './server-child-process.ts';
import { openWindow, type ServerWindow } from './server-window.ts';

export { quantile } from './measure.ts';
import { num } from './table.ts';

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
