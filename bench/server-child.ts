// One server under test, alone in this process (bench/server-child-process.ts forks it), so that its CPU and
// memory are its own: ours on SQLite in a fresh temporary directory or on PostgreSQL (one node, or one of several
// through Redis), boardgame.io's with its default in-memory storage, or the bare `ws` relay. Each listens on
// 127.0.0.1 at a port the system picks. What a server can tell about itself, ours tells at /metrics; the parent
// reads the rest (CPU time) from /proc. Over IPC the parent only asks for what must happen inside: memory after
// a full collection, a CPU profile of a window, and the stop.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '../store/index.ts';

/** Where ours keeps its matches: a fresh SQLite file, or a schema of the parent's in a PostgreSQL database. */
export type OurStorage =
  | { readonly kind: 'sqlite' }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly schema: string;
      /** One node of several: Redis at this URL, its keys under this prefix. */
      readonly redis?: { readonly url: string; readonly prefix: string };
    };

/** The server to start. */
export type ServerSpec =
  | {
      readonly kind: 'nocturne';
      readonly storage: OurStorage;
      /** How many times faster than the wall clock match clocks run (default 1). */
      readonly timeScale?: number;
      /** Keep the wire's limit of messages per person, as deployed (default: lifted for clients at full speed). */
      readonly deployedWire?: boolean;
    }
  | { readonly kind: 'boardgame.io' }
  | { readonly kind: 'relay'; readonly updateBytes: number };

/** What the store held once the server stopped (ours), or null. */
export type Stored = { readonly moves: number; readonly finished: number } | null;

export interface Memory {
  readonly rss: number;
  readonly heapUsed: number;
}

/** `profile`: a file name stops the CPU profiler and writes the profile there; null starts it. */
export type ToChild =
  | { readonly type: 'memory'; readonly id: number }
  | { readonly type: 'profile'; readonly id: number; readonly file: string | null }
  | { readonly type: 'stop' };

export type FromChild =
  | { readonly type: 'ready'; readonly url: string; readonly apiUrl: string; readonly where: string }
  | { readonly type: 'memory'; readonly id: number; readonly memory: Memory }
  | { readonly type: 'profiled'; readonly id: number }
  | { readonly type: 'stopped'; readonly stored: Stored }
  | { readonly type: 'failed'; readonly message: string };

interface Running {
  readonly url: string;
  readonly apiUrl: string;
  readonly where: string;
  stop(): Promise<Stored>;
}

const FINISHED = "SELECT count(*) AS n FROM matches WHERE status = 'finished' AND outcome IS NOT NULL";

interface OpenedStore {
  readonly store: Store;
  readonly where: string;
  /** Once the server has stopped and the store is closed: what it holds (a SQLite file is then removed). */
  count(): Promise<{ moves: number; finished: number }>;
}

async function openSqlite(): Promise<OpenedStore> {
  const { openStore, SQLITE_FILE } = await import('../store/index.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-bench-'));
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

async function startNocturne(
  spec: Extract<ServerSpec, { kind: 'nocturne' }>,
  metricsToken: string,
): Promise<Running> {
  const { createNocturneServer } = await import('../server/app.ts');
  const { LOAD_LIMITS } = await import('../server/limits.ts');
  const { storage } = spec;
  const opened =
    storage.kind === 'postgres' ? await openPostgres(storage.url, storage.schema) : await openSqlite();
  let cluster;
  if (storage.kind === 'postgres' && storage.redis) {
    // A node of several, as server/main.ts starts one: the store registered as shared, then the cluster.
    if ((await opened.store.register?.('shared')) === false)
      throw new Error('the store refused a shared node');
    const { Cluster } = await import('../server/cluster/cluster.ts');
    cluster = await Cluster.open({ redisUrl: storage.redis.url, prefix: storage.redis.prefix });
  }
  const server = createNocturneServer({
    store: opened.store,
    timeScale: spec.timeScale,
    botPauseMs: [0, 0],
    botThreads: 1,
    webDir: null,
    // Scripted clients move as fast as the server answers, far beyond a person's 15 messages a second, and all
    // come from this machine's one address.
    wire: spec.deployedWire ? undefined : { burst: 1e9, perSecond: 1e9 },
    limits: LOAD_LIMITS,
    cluster,
    metricsToken,
  });
  const url = await server.listen(0, '127.0.0.1');
  return {
    url,
    apiUrl: url,
    where: opened.where + (cluster ? ', one node of several through Redis' : ''),
    async stop() {
      await server.close();
      await opened.store.close();
      return opened.count();
    },
  };
}

async function startBoardgameIo(): Promise<Running> {
  const { Server } = await import('boardgame.io/server');
  const { INVALID_MOVE } = await import('boardgame.io/core');
  const { bgioTicTacToe } = await import('./bgio-tic-tac-toe.ts');
  const server = Server({ games: [bgioTicTacToe(INVALID_MOVE)], origins: [] });
  // With today's koa-compose the Lobby API answers 404 on the game port, so it gets a port of its own. Node's
  // listen() takes this object where a port goes: localhost only, on a port the system picks.
  const local = { host: '127.0.0.1', port: 0 } as unknown as number;
  const servers = await server.run({ port: local, lobbyConfig: { apiPort: local } });
  const port = (s: { address(): AddressInfo | string | null }) => (s.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port(servers.appServer)}`,
    apiUrl: `http://127.0.0.1:${port(servers.apiServer)}`,
    where: 'in memory (its default storage)',
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
    async stop() {
      await relay.close();
      return null;
    },
  };
}

function start(spec: ServerSpec, metricsToken: string): Promise<Running> {
  if (spec.kind === 'nocturne') return startNocturne(spec, metricsToken);
  return spec.kind === 'relay' ? startRelayServer(spec.updateBytes) : startBoardgameIo();
}

/** V8's CPU profiler over the inspector protocol, for a measured window only (not start-up and set-up). */
let profiling: Session | null = null;
async function profile(file: string | null): Promise<void> {
  if (file === null) {
    profiling = new Session();
    profiling.connect();
    await profiling.post('Profiler.enable');
    await profiling.post('Profiler.start');
    return;
  }
  if (!profiling) return;
  const { profile: taken } = await profiling.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(taken));
  profiling.disconnect();
  profiling = null;
}

function memoryAfterGc(): Memory {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

async function main(): Promise<void> {
  const send = (message: FromChild, then?: () => void) => process.send!(message, undefined, {}, then);
  const fail = (error: unknown, then?: () => void) =>
    send({ type: 'failed', message: (error as Error).stack ?? String(error) }, then);
  // The parent is the only reason to live: if it goes, so does this process.
  process.on('disconnect', () => process.exit(1));
  let running: Running;
  try {
    // argv: the server to start, and the bearer token of its /metrics.
    running = await start(JSON.parse(process.argv[2]) as ServerSpec, process.argv[3]);
  } catch (error) {
    fail(error, () => process.exit(1));
    return;
  }
  process.on('message', (message: ToChild) => {
    if (message.type === 'memory') return send({ type: 'memory', id: message.id, memory: memoryAfterGc() });
    if (message.type === 'profile') {
      profile(message.file).then(() => send({ type: 'profiled', id: message.id }), fail);
      return;
    }
    // exit() once the answer is out, rather than waiting for every handle to close.
    running.stop().then(
      (stored) => send({ type: 'stopped', stored }, () => process.exit(0)),
      (error: unknown) => fail(error, () => process.exit(1)),
    );
  });
  send({ type: 'ready', url: running.url, apiUrl: running.apiUrl, where: running.where });
}

if (process.send) await main();
