// One server under test, alone in this process (bench/server-bench.ts forks it): ours with its SQLite store in a
// fresh temporary directory, or boardgame.io's with its default in-memory storage. Both listen on 127.0.0.1 only,
// on ports the system picks. The parent asks over IPC for samples (memory after a full GC, CPU time, event-loop
// utilisation, and for ours the time spent inside the store) and finally tells it to stop.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Store } from '../store/index.ts';

/** Ours (on SQLite, or on PostgreSQL), boardgame.io's, or the bare `ws` relay that stands for the transport's limit. */
export type ServerKind = 'nocturne' | 'nocturne-pg' | 'nocturne-node' | 'boardgame.io' | 'relay';

/** Time spent inside each store call: the calls are synchronous (better-sqlite3), so this is event-loop time. */
export type StoreTimes = Record<
  'createMatch' | 'claimSeat' | 'loadMatch' | 'appendMoves' | 'other',
  StoreTime
>;
export interface StoreTime {
  calls: number;
  ms: number;
  /** The longest single call, ms. */
  max: number;
}

export interface Sample {
  readonly rss: number;
  readonly heapUsed: number;
  /** process.cpuUsage(), microseconds. */
  readonly cpuUser: number;
  readonly cpuSystem: number;
  /** performance.eventLoopUtilization(), milliseconds. */
  readonly eluIdle: number;
  readonly eluActive: number;
  readonly store: StoreTimes | null;
  /** Event-loop delay since the previous sample (perf_hooks.monitorEventLoopDelay), milliseconds. */
  readonly loopDelay: { readonly p50: number; readonly p99: number; readonly max: number };
}

/**
 * `profile`: 'start' starts the CPU profiler before the sample is taken (the measured window begins); a file name
 * stops it after the sample and writes the profile there.
 */
export type ToChild =
  | { readonly type: 'sample'; readonly id: number; readonly gc: boolean; readonly profile?: string }
  | { type: 'stop' };

export type FromChild =
  | { readonly type: 'ready'; readonly url: string; readonly apiUrl: string; readonly where: string }
  | { readonly type: 'sample'; readonly id: number; readonly sample: Sample }
  | {
      readonly type: 'stopped';
      readonly stored: { readonly moves: number; readonly finished: number } | null;
    }
  | { readonly type: 'failed'; readonly message: string };

interface Running {
  readonly url: string;
  readonly apiUrl: string;
  readonly where: string;
  readonly store: StoreTimes | null;
  stop(): Promise<{ moves: number; finished: number } | null>;
}

/** Localhost only, on a port the system picks; node's listen() takes this object where a port goes. */
const LOOPBACK = { host: '127.0.0.1', port: 0 };

function timedStore(inner: Store, times: StoreTimes): Store {
  const time =
    <A extends unknown[], R>(name: keyof StoreTimes, call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const start = performance.now();
      try {
        return call.apply(inner, args);
      } finally {
        const took = performance.now() - start;
        const t = times[name];
        t.calls++;
        t.ms += took;
        if (took > t.max) t.max = took;
      }
    };
  const timed: Partial<Record<keyof Store, unknown>> = {
    createMatch: time('createMatch', inner.createMatch),
    claimSeat: time('claimSeat', inner.claimSeat),
    loadMatch: time('loadMatch', inner.loadMatch),
    appendMoves: time('appendMoves', inner.appendMoves),
    listMatches: time('other', inner.listMatches),
    playingMatchIds: time('other', inner.playingMatchIds),
  };
  // Whatever else the store has (and may gain) passes through untimed.
  return new Proxy(inner, {
    get(target, key, receiver) {
      if (Object.hasOwn(timed, key)) return timed[key as keyof Store];
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Where ours keeps its matches: a fresh SQLite file, or a fresh schema in a PostgreSQL database. */
export type OurStorage =
  | { readonly kind: 'sqlite' }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly schema: string;
      /** One node of several (issue 17 §1): Redis at this URL, its keys under this prefix. */
      readonly redis?: { readonly url: string; readonly prefix: string };
    };

/**
 * Issue 17 §1's cluster (server/cluster/cluster.ts), loaded by its path at run time: until it is on main the
 * two-node row reports that it could not start, and the rest of the bench is unaffected.
 */
const CLUSTER_MODULE = '../server/cluster/cluster.ts';
interface ClusterModule {
  readonly Cluster: {
    open(options: { readonly redisUrl: string; readonly prefix?: string }): Promise<unknown>;
  };
}

/** A node of several: the store registered as shared, and the node's part of the cluster. */
async function joinCluster(store: Store, redis: { url: string; prefix: string }): Promise<unknown> {
  const registering = store as Store & { register?: (mode: 'shared') => Promise<boolean> };
  if ((await registering.register?.('shared')) === false) throw new Error('the store refused a shared node');
  const { Cluster } = (await import(CLUSTER_MODULE)) as ClusterModule;
  return Cluster.open({ redisUrl: redis.url, prefix: redis.prefix });
}

interface OpenedStore {
  readonly store: Store;
  readonly where: string;
  /** Once the server has stopped and the store is closed: what it holds (a SQLite file is then removed). */
  count(): Promise<{ moves: number; finished: number }>;
}

const FINISHED = "SELECT count(*) AS n FROM matches WHERE status = 'finished' AND outcome IS NOT NULL";

async function openSqlite(): Promise<OpenedStore> {
  const { openStore, SQLITE_FILE } = await import('../store/index.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-server-bench-'));
  return {
    store: await openStore({ dataDir }),
    where: `SQLite (WAL, synchronous=FULL) in ${dataDir}`,
    async count() {
      // What the file holds once the server is gone: every acknowledged move must be in it.
      const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      const stored = { moves: count('SELECT count(*) AS n FROM moves'), finished: count(FINISHED) };
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
      return stored;
    },
  };
}

/** A schema of the parent's choosing (several nodes may share it); the parent drops it after the run. */
async function openPostgres(url: string, schema: string): Promise<OpenedStore> {
  const { openPostgresStore } = await import('../store/index.ts');
  const { default: pg } = await import('pg');
  return {
    store: await openPostgresStore(url, { schema }),
    where: `PostgreSQL, schema ${schema} (dropped after the run)`,
    async count() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const count = async (sql: string) => Number(((await client.query(sql)).rows[0] as { n: string }).n);
        await client.query(`SET search_path = ${schema}`);
        return { moves: await count('SELECT count(*) AS n FROM moves'), finished: await count(FINISHED) };
      } finally {
        await client.end();
      }
    },
  };
}

async function startNocturne(storage: OurStorage): Promise<Running> {
  const { createNocturneServer } = await import('../server/app.ts');
  const { LOAD_LIMITS } = await import('../server/limits.ts');
  const opened =
    storage.kind === 'postgres' ? await openPostgres(storage.url, storage.schema) : await openSqlite();
  const inner = opened.store;
  const zero = () => ({ calls: 0, ms: 0, max: 0 });
  const times: StoreTimes = {
    createMatch: zero(),
    claimSeat: zero(),
    loadMatch: zero(),
    appendMoves: zero(),
    other: zero(),
  };
  const cluster =
    storage.kind === 'postgres' && storage.redis ? await joinCluster(inner, storage.redis) : undefined;
  const options: Parameters<typeof createNocturneServer>[0] & { cluster?: unknown } = {
    store: timedStore(inner, times),
    botPauseMs: [0, 0],
    botThreads: 1,
    // The scripted clients move as fast as the server answers, far beyond a person's 15 messages a second, and
    // all come from this machine's one address.
    wire: { burst: 1e9, perSecond: 1e9 },
    limits: LOAD_LIMITS,
    ...(cluster ? { cluster } : {}),
  };
  const server = createNocturneServer(options);
  const url = await server.listen(0, '127.0.0.1');
  return {
    url,
    apiUrl: url,
    where: opened.where,
    store: times,
    async stop() {
      await server.close();
      // The server may already have closed its part of the cluster; a second close changes nothing.
      await (cluster as { close?: () => Promise<void> } | undefined)?.close?.().catch(() => {});
      await inner.close();
      return opened.count();
    },
  };
}

async function startBoardgameIo(): Promise<Running> {
  const { Server } = await import('boardgame.io/server');
  const { INVALID_MOVE } = await import('boardgame.io/core');
  const { bgioTicTacToe } = await import('./bgio-tic-tac-toe.ts');
  const server = Server({ games: [bgioTicTacToe(INVALID_MOVE)], origins: [] });
  // With today's koa-compose the Lobby API answers 404 on the game port, so it gets a port of its own.
  const local = LOOPBACK as unknown as number;
  const servers = await server.run({ port: local, lobbyConfig: { apiPort: local } });
  const port = (s: { address(): AddressInfo | string | null }) => (s.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port(servers.appServer)}`,
    apiUrl: `http://127.0.0.1:${port(servers.apiServer)}`,
    where: 'in memory (its default storage)',
    store: null,
    async stop() {
      server.kill(servers);
      return null;
    },
  };
}

async function startRelayServer(updateBytes: number): Promise<Running> {
  const { startRelay } = await import('./relay-server.ts');
  const relay = await startRelay(updateBytes);
  return {
    url: relay.url,
    apiUrl: relay.url,
    where: `nowhere (a bare ws relay, updates of ${updateBytes} bytes)`,
    store: null,
    async stop() {
      await relay.close();
      return null;
    },
  };
}

/** V8's CPU profiler over the inspector protocol, for the measured window only (not start-up and set-up). */
const profiler = {
  session: null as Session | null,
  async start(): Promise<void> {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    this.session = session;
  },
  async stop(file: string): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = null;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  },
};

/** Sampled every 10 ms: cheap enough to leave on in every run. */
const DELAY_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
loopDelay.enable();

function sample(running: Running, gc: boolean): Sample {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (gc && collect) {
    collect();
    collect();
  }
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  return {
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    cpuUser: cpu.user,
    cpuSystem: cpu.system,
    eluIdle: elu.idle,
    eluActive: elu.active,
    store: running.store && takeStoreTimes(running.store),
    loopDelay: takeLoopDelay(),
  };
}

/**
 * The event-loop delay's percentiles since the last call, ms; the histogram restarts. It records the whole
 * interval between its timer's runs, so the delay is that less the interval asked for.
 */
function takeLoopDelay(): Sample['loopDelay'] {
  const ms = (ns: number) => Math.max(0, ns / 1e6 - DELAY_RESOLUTION_MS);
  const taken = {
    p50: ms(loopDelay.percentile(50)),
    p99: ms(loopDelay.percentile(99)),
    max: ms(loopDelay.max),
  };
  loopDelay.reset();
  return taken;
}

/** A copy of the store's times; the longest-call figures restart, so each sample has the longest since the last. */
function takeStoreTimes(times: StoreTimes): StoreTimes {
  const copy = structuredClone(times);
  for (const t of Object.values(times)) t.max = 0;
  return copy;
}

async function main(): Promise<void> {
  const send = (message: FromChild, then?: () => void) => process.send!(message, undefined, {}, then);
  // The parent is the only reason to live: if it goes, so does this process.
  process.on('disconnect', () => process.exit(1));
  const kind = process.argv[2] as ServerKind;
  let running: Running;
  try {
    running =
      kind === 'nocturne'
        ? await startNocturne({ kind: 'sqlite' })
        : kind === 'nocturne-pg'
          ? await startNocturne({ kind: 'postgres', url: process.argv[3], schema: process.argv[4] })
          : kind === 'nocturne-node'
            ? await startNocturne({
                kind: 'postgres',
                url: process.argv[3],
                schema: process.argv[4],
                redis: { url: process.argv[5], prefix: process.argv[6] },
              })
            : kind === 'relay'
              ? await startRelayServer(Number(process.argv[3]))
              : await startBoardgameIo();
  } catch (error) {
    send({ type: 'failed', message: (error as Error).stack ?? String(error) });
    process.exit(1);
  }
  process.on('message', (message: ToChild) => {
    if (message.type === 'sample') {
      const { id, gc, profile } = message;
      (async () => {
        if (profile === 'start') await profiler.start();
        const taken = sample(running, gc);
        if (profile && profile !== 'start') await profiler.stop(profile);
        send({ type: 'sample', id, sample: taken });
      })().catch((error: unknown) =>
        send({ type: 'failed', message: (error as Error).stack ?? String(error) }),
      );
      return;
    }
    // exit() once the answer is out, rather than waiting for every handle to close.
    running.stop().then(
      (stored) => send({ type: 'stopped', stored }, () => process.exit(0)),
      (error: unknown) =>
        send({ type: 'failed', message: (error as Error).stack ?? String(error) }, () => process.exit(1)),
    );
  });
  send({ type: 'ready', url: running.url, apiUrl: running.apiUrl, where: running.where });
}

if (process.send) await main();
