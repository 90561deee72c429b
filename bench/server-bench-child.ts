// One server under test, alone in this process (bench/server-bench.ts forks it): ours with its SQLite store in a
// fresh temporary directory, or boardgame.io's with its default in-memory storage. Both listen on 127.0.0.1 only,
// on ports the system picks. The parent asks over IPC for samples (memory after a full GC, CPU time, event-loop
// utilisation, and for ours the time spent inside the store) and finally tells it to stop.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Store } from '../store/index.ts';

export type ServerKind = 'nocturne' | 'boardgame.io';

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
}

export type ToChild =
  { readonly type: 'sample'; readonly id: number; readonly gc: boolean } | { type: 'stop' };

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
  return {
    kind: inner.kind,
    createMatch: time('createMatch', inner.createMatch),
    claimSeat: time('claimSeat', inner.claimSeat),
    loadMatch: time('loadMatch', inner.loadMatch),
    appendMoves: time('appendMoves', inner.appendMoves),
    listMatches: time('other', inner.listMatches),
    playingMatchIds: time('other', inner.playingMatchIds),
    addChat: time('other', inner.addChat),
    loadChat: time('other', inner.loadChat),
    close: () => inner.close(),
  };
}

async function startNocturne(): Promise<Running> {
  const { openStore, SQLITE_FILE } = await import('../store/index.ts');
  const { createNocturneServer } = await import('../server/app.ts');
  const { LOAD_LIMITS } = await import('../server/limits.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-server-bench-'));
  const inner = await openStore({ dataDir });
  const zero = () => ({ calls: 0, ms: 0, max: 0 });
  const times: StoreTimes = {
    createMatch: zero(),
    claimSeat: zero(),
    loadMatch: zero(),
    appendMoves: zero(),
    other: zero(),
  };
  const server = createNocturneServer({
    store: timedStore(inner, times),
    botPauseMs: [0, 0],
    botThreads: 1,
    // The scripted clients move as fast as the server answers, far beyond a person's 15 messages a second, and
    // all come from this machine's one address.
    wire: { burst: 1e9, perSecond: 1e9 },
    limits: LOAD_LIMITS,
  });
  const url = await server.listen(0, '127.0.0.1');
  return {
    url,
    apiUrl: url,
    where: `SQLite (WAL, synchronous=FULL) in ${dataDir}`,
    store: times,
    async stop() {
      await server.close();
      await inner.close();
      // What the file holds once the server is gone: every acknowledged move must be in it.
      const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      const stored = {
        moves: count('SELECT count(*) AS n FROM moves'),
        finished: count(
          "SELECT count(*) AS n FROM matches WHERE status = 'finished' AND outcome IS NOT NULL",
        ),
      };
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
      return stored;
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
  };
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
    running = kind === 'nocturne' ? await startNocturne() : await startBoardgameIo();
  } catch (error) {
    send({ type: 'failed', message: (error as Error).stack ?? String(error) });
    process.exit(1);
  }
  process.on('message', (message: ToChild) => {
    if (message.type === 'sample') {
      send({ type: 'sample', id: message.id, sample: sample(running, message.gc) });
      return;
    }
    // exit() once the answer is out, rather than waiting for every handle to close (--cpu-prof still writes).
    running.stop().then(
      (stored) => send({ type: 'stopped', stored }, () => process.exit(0)),
      (error: unknown) =>
        send({ type: 'failed', message: (error as Error).stack ?? String(error) }, () => process.exit(1)),
    );
  });
  send({ type: 'ready', url: running.url, apiUrl: running.apiUrl, where: running.where });
}

if (process.send) await main();
