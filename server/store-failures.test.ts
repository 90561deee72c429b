// When the store cannot keep a move: the server stays up, the mover is told `unavailable` before its connection
// closes, and matches go on by themselves once the store is back. Real parts: a SQLite file whose insert a trigger
// refuses, a SQLite write lock held past the store's busy timeout by another connection, and PostgreSQL's
// pg_terminate_backend on the very connection that is storing a move.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/index.ts';
import { SQLITE_FILE, openPostgresStore, openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { TestClient, api, createMatch } from './test-client.ts';

const PG_URL = process.env.NOCTURNE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const clients: TestClient[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Errors no one handled while the test ran: the process would have died of any of them. */
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
process.on('uncaughtException', onUncaught);
afterAll(() => {
  process.off('uncaughtException', onUncaught);
});

async function serve(store: Store): Promise<{ server: NocturneServer; base: string }> {
  const server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1, webDir: null });
  const base = await server.listen(0, '127.0.0.1');
  cleanups.push(async () => {
    await server.close();
    await store.close();
  });
  return { server, base };
}

async function connect(base: string): Promise<TestClient> {
  const client = await TestClient.connect(base);
  clients.push(client);
  return client;
}

/** Polls the lobby's lists (read from the store; they load no match) until `test` holds for the match. */
async function listedUntil(
  base: string,
  id: string,
  test: (m: { version: number; status: string }) => boolean,
  ms: number,
) {
  const deadline = Date.now() + ms;
  let last: unknown = null;
  for (;;) {
    for (const status of ['playing', 'finished']) {
      const { body } = await api(base, 'GET', `/api/matches?status=${status}`);
      const summary = body.matches.find((m: { id: string }) => m.id === id);
      if (summary) last = summary;
      if (summary && test(summary)) return summary;
    }
    if (Date.now() > deadline)
      throw new Error(`match ${id} did not get there by itself; last ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a move the store cannot keep', () => {
  it('the mover is told unavailable before its connection closes, and plays it again after reconnecting', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-refused-'));
    const { base } = await serve(await openStore({ dataDir }));
    const { id, tokens } = await createMatch(base, 'tic-tac-toe', [null, null]);
    const x = await connect(base);
    await x.join(id, tokens[0]);
    // The database refuses the first move of this match, as a full disk or a broken constraint would.
    const raw = new Database(join(dataDir, SQLITE_FILE));
    raw.exec(`CREATE TRIGGER refuse BEFORE INSERT ON moves WHEN NEW.match_id = '${id}'
              BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
    x.send({ type: 'move', version: 0, move: { cell: 4 } });
    const refused = await x.next('error');
    expect(refused.code).toBe('unavailable');
    expect(refused.message).toMatch(/did not count/);
    await new Promise<void>((resolve) => (x.closed ? resolve() : x.socket.once('close', () => resolve())));
    expect(x.closed?.code).toBe(1012);
    raw.exec('DROP TRIGGER refuse');
    raw.close();
    const again = await connect(base);
    expect((await again.join(id, tokens[0])).version).toBe(0);
    again.send({ type: 'move', version: 0, move: { cell: 4 } });
    expect((await again.next('update')).version).toBe(1);
  });

  it(
    'bots go on by themselves after SQLite was locked past its busy timeout, with nobody watching',
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-locked-'));
      const { base } = await serve(await openStore({ dataDir }));
      // Six heuristic bots with six dice each: well over a hundred moves, so the match is still on when the lock comes.
      const created = await api(base, 'POST', '/api/matches', {
        game: 'liars-dice',
        players: 6,
        options: { dice: 6 },
        seats: Array.from({ length: 6 }, () => ({ bot: 'heuristic' })),
      });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      await listedUntil(base, id, (m) => m.version >= 3, 10_000);
      // Another process takes the write lock and keeps it past the store's busy timeout (5 s): the next write fails.
      const other = new Database(join(dataDir, SQLITE_FILE));
      other.exec('BEGIN IMMEDIATE');
      const locked = await listedUntil(base, id, () => true, 1000);
      await new Promise((resolve) => setTimeout(resolve, 6500));
      other.exec('ROLLBACK');
      other.close();
      // Nobody opens the match, nobody watches it: it goes on, and ends, by itself.
      const ended = await listedUntil(base, id, (m) => m.status === 'finished', 30_000);
      expect(ended.version).toBeGreaterThan(locked.version);
    },
  );
});

describe('PostgreSQL drops the connection that is storing a move', () => {
  it('the server survives, tells the mover unavailable, and reconnects', async () => {
    const schema = `nocturne_drop_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
    await admin.connect();
    cleanups.push(async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });
    const { base } = await serve(await openPostgresStore(PG_URL, { schema, poolSize: 3 }));
    const { id, tokens } = await createMatch(base, 'tic-tac-toe', [null, null]);
    const x = await connect(base);
    await x.join(id, tokens[0]);

    // The test holds the match's row, so the server's transaction for the move waits on it, mid-way; then its
    // connection is terminated, as an administrator or a failover would.
    const holder = new Client({ connectionString: PG_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT 1 FROM ${schema}.matches WHERE id = $1 FOR UPDATE`, [id]);
    const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    x.send({ type: 'move', version: 0, move: { cell: 4 } });
    let waiting: number | undefined;
    for (let i = 0; i < 200 && waiting === undefined; i++) {
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))',
        [holderPid],
      );
      waiting = rows[0]?.pid;
      if (waiting === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(waiting, 'the server’s move never waited on the lock').toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [waiting]);
    // Give an unhandled 'error' event its chance to surface (the socket's end comes after the error message).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.query('ROLLBACK');
    await holder.end();
    expect(uncaught.map(String)).toEqual([]);
    expect((await x.next('error')).code).toBe('unavailable');

    // The server is still here, the pool opens a new connection, and the move is played again.
    const again = await connect(base);
    expect((await again.join(id, tokens[0])).version).toBe(0);
    again.send({ type: 'move', version: 0, move: { cell: 4 } });
    expect((await again.next('update')).version).toBe(1);
  });
});
