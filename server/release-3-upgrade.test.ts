// Upgrading keeps every match: a store written by the previous release (schema version 3, no rules versions;
// server/fixtures/release-3) opened by this one, on SQLite and on PostgreSQL. Every finished match still replays to
// its stored outcome, and every match in progress resumes on a real server and takes its person's next move. A
// match whose rules this release no longer has is ended with the table's halt, its record kept.
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { Match, mayAct, TABLE, type MatchRecord } from '../engine/index.ts';
import { gameAt, games } from '../games/index.ts';
import { rulesVersion } from '../games/versions.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { openPostgresStore } from '../store/postgres.ts';
import { openSqliteStore, type Store } from '../store/index.ts';
import { withSqliteFile } from '../store/sqlite-raw.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';
import {
  FIXTURE_TOKEN,
  release3Rows,
  writeRelease3Postgres,
  writeRelease3Sqlite,
} from './fixtures/release-3.ts';
import { TestClient, api, keptLog } from './test-client.ts';

const PG_URL = process.env.NOCTURNE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RUN = `nocturne_r3_${randomBytes(5).toString('hex')}`;

async function pgReachable(): Promise<boolean> {
  const client = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const withPostgres = (await pgReachable()) || process.env.CI === 'true'; // on CI, an absent database fails

/** A release-3 store on one database: opened by this release, and reached behind its back to change a row. */
interface OldStore {
  open(): Promise<Store>;
  setRules(matchId: string, rules: number): Promise<void>;
  schemaVersion(): Promise<number>;
}

const dirs: string[] = [];
const schemas: string[] = [];
let pgAdmin: Client | undefined;
async function admin(sql: string, values: unknown[] = []) {
  if (!pgAdmin) {
    pgAdmin = new Client({ connectionString: PG_URL });
    await pgAdmin.connect();
  }
  return pgAdmin.query(sql, values);
}

const BACKENDS: Record<'sqlite' | 'postgres', () => Promise<OldStore>> = {
  async sqlite() {
    const dir = mkdtempSync(join(tmpdir(), 'nocturne-r3-'));
    dirs.push(dir);
    const file = join(dir, 'nocturne.db');
    writeRelease3Sqlite(file, release3Rows(Date.now()));
    const raw = <T>(use: (db: Database.Database) => T): T => withSqliteFile(file, use);
    return {
      open: async () => openSqliteStore(file),
      setRules: async (id, rules) =>
        void raw((db) => db.prepare('UPDATE matches SET rules = ? WHERE id = ?').run(rules, id)),
      schemaVersion: async () => raw((db) => db.pragma('user_version', { simple: true }) as number),
    };
  },
  async postgres() {
    const schema = `${RUN}_${schemas.length + 1}`;
    schemas.push(schema);
    await writeRelease3Postgres(PG_URL, schema, release3Rows(Date.now()));
    return {
      open: () => openPostgresStore(PG_URL, { schema, poolSize: 4 }),
      setRules: async (id, rules) =>
        void (await admin(`UPDATE ${schema}.matches SET rules = $1 WHERE id = $2`, [rules, id])),
      schemaVersion: async () =>
        (await admin(`SELECT max(version) AS v FROM ${schema}.schema_version`)).rows[0].v as number,
    };
  },
};

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const schema of schemas) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pgAdmin?.end();
});

const ids = (status: string) => Object.keys(games).map((game) => `r3-${game}-${status}`);

/** A server on `store` that resumes its playing matches as it starts, bots without pauses. */
async function serve(store: Store, lines: Record<string, unknown>[]) {
  const server = createNocturneServer({
    store,
    botPauseMs: [0, 0],
    botThreads: 1,
    webDir: null,
    logger: keptLog('info', lines),
  });
  return { server, base: await server.listen(0, '127.0.0.1') };
}

type State = Extract<ServerMessage, { type: 'sync' | 'update' }>;
const latest = (client: TestClient) =>
  client.received.filter((m): m is State => m.type === 'sync' || m.type === 'update').at(-1)!;

/** The first message from index `from` on that `pick` takes, waiting up to 10 s. */
async function firstFrom(client: TestClient, from: number, pick: (m: ServerMessage) => boolean) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const found = client.received.slice(from).find(pick);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nothing came; last: ${JSON.stringify(client.received.at(-1))}`);
}

/** Seat 0 plays a legal move of its own as soon as it may (bots may move first); returns the accepting update. */
async function seatZeroMoves(client: TestClient): Promise<State> {
  for (let tries = 0; tries < 50; tries++) {
    const state = latest(client);
    expect(state.outcome).toBeNull();
    const from = client.received.length;
    if (!mayAct(state.toAct, 0) || state.legalMoves.length === 0) {
      await firstFrom(client, from, (m) => m.type === 'update');
      continue;
    }
    client.send({ type: 'move', version: state.version, move: state.legalMoves[0] });
    const answer = await firstFrom(
      client,
      from,
      (m) => m.type === 'error' || (m.type === 'update' && m.entries.some((e) => e.seat === 0)),
    );
    if (answer.type === 'update') return answer;
    // Overtaken by a bot's move (a real-time game): try again from where the match is now.
    expect(answer).toMatchObject({ type: 'error', code: 'stale-version' });
  }
  throw new Error('seat 0 never got a move in');
}

const kinds = (Object.keys(BACKENDS) as (keyof typeof BACKENDS)[]).filter(
  (kind) => kind === 'sqlite' || withPostgres,
);

describe.each(kinds)('a release-3 store opened by this release (%s)', (kind) => {
  it('migrates, replays every finished match to its stored outcome, and resumes every match in progress', async () => {
    const old = await BACKENDS[kind]();
    const store = await old.open();
    const lines: Record<string, unknown>[] = [];
    let server: NocturneServer | undefined;
    const clients: TestClient[] = [];
    try {
      expect(await old.schemaVersion()).toBe(4);
      for (const id of ids('finished')) {
        const stored = await store.loadMatch(id);
        expect(stored?.status, id).toBe('finished');
        expect(stored?.rules).toBeUndefined(); // stored before versions: version 1
        const game = gameAt(stored!.game, rulesVersion(stored!))!;
        expect(game, id).toBeDefined();
      }
      const started = await serve(store, lines);
      server = started.server;
      for (const id of ids('finished')) {
        const stored = (await store.loadMatch(id))!;
        const { status, body } = await api(started.base, 'GET', `/api/matches/${id}/record`);
        expect(status, id).toBe(200);
        const record = body as MatchRecord;
        const replayed = Match.replay(gameAt(record.game, rulesVersion(record))!, record);
        expect(replayed.outcome(), id).toEqual(stored.outcome);
        expect(replayed.version).toBe(stored.log.length);
      }
      for (const id of ids('playing')) {
        const before = (await store.loadMatch(id))!;
        expect(before.status, id).toBe('playing');
        const client = await TestClient.connect(started.base);
        clients.push(client);
        const sync = await client.join(id, FIXTURE_TOKEN);
        expect(sync.you, id).toBe(0);
        const accepted = await seatZeroMoves(client);
        const after = (await store.loadMatch(id))!;
        expect(after.log.length, id).toBeGreaterThanOrEqual(accepted.version);
        expect(after.log.slice(0, before.log.length)).toEqual(before.log);
        expect(
          after.log.slice(before.log.length).some((e) => e.seat === 0),
          id,
        ).toBe(true);
      }
      expect(lines.filter((l) => /halted|not resumed/.test(String(l.msg)))).toEqual([]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
      await server?.close();
      await store.close();
    }
  });

  it('TBL-D9 a match in progress under rules this release no longer has is halted at resume, its record kept', async () => {
    const old = await BACKENDS[kind]();
    await (await old.open()).close(); // migrated, so the rules column is there to change
    const [playing, finished] = ['r3-liars-dice-playing', 'r3-liars-dice-finished'];
    await old.setRules(playing, 99);
    await old.setRules(finished, 99);
    const store = await old.open();
    const before = (await store.loadMatch(playing))!;
    const lines: Record<string, unknown>[] = [];
    const { server, base } = await serve(store, lines);
    const client = await TestClient.connect(base);
    try {
      const halted = (await store.loadMatch(playing))!;
      expect(halted.status).toBe('finished');
      expect(halted.outcome).toEqual({ winners: [], reason: 'table.halt' });
      expect(halted.log.slice(0, -1)).toEqual(before.log);
      expect(halted.log.at(-1)).toEqual({ seat: TABLE, move: { type: 'halt' }, at: before.log.at(-1)!.at });
      expect(lines.some((l) => String(l.msg).includes('halted: played under rules version 99'))).toBe(true);

      // Its seat is told why when it comes back; the record (with its version) is served, as the finished one's.
      client.send({ type: 'join', match: playing, token: FIXTURE_TOKEN });
      const refused = await client.next('error');
      expect(refused.code).toBe('rules-gone');
      expect(refused.message).toMatch(/version 99 of the rules of liars-dice.*it was ended \(nobody wins\)/);
      // A match that had ended in play under those rules is not said to have been ended by the server.
      client.send({ type: 'join', match: finished });
      const told = await client.next('error');
      expect(told.message).toMatch(/version 99 of the rules of liars-dice, which this server no longer has/);
      expect(told.message).not.toMatch(/nobody wins/);
      const info = await api(base, 'GET', `/api/matches/${playing}`);
      expect([info.status, info.body.error.code]).toEqual([410, 'rules-gone']);
      expect(info.body.error.message).toMatch(/no longer has/);
      for (const id of [playing, finished]) {
        const { status, body } = await api(base, 'GET', `/api/matches/${id}/record`);
        expect(status, id).toBe(200);
        expect((body as MatchRecord).rules).toBe(99);
        expect(gameAt('liars-dice', 99)).toBeUndefined();
      }
      // The other matches in progress were resumed as ever.
      expect((await store.loadMatch('r3-tic-tac-toe-playing'))!.status).toBe('playing');
    } finally {
      await client.close();
      await server.close();
      await store.close();
    }
  });
});
