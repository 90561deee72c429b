// Servers on one PostgreSQL database (issue 17): a server alone must be alone; nodes of a cluster share.
// PostgreSQL is looked for at NOCTURNE_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';

const PG_URL = process.env.NOCTURNE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RUN = `nocturne_reg_${randomBytes(5).toString('hex')}`;
let schemas = 0;
const opened: Store[] = [];

async function stores(count: number): Promise<Store[]> {
  const schema = `${RUN}_${schemas++}`;
  const made: Store[] = [];
  for (let i = 0; i < count; i++) made.push(await openPostgresStore(PG_URL, { schema, poolSize: 2 }));
  opened.push(...made);
  return made;
}

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  for (let i = 0; i < schemas; i++) await admin.query(`DROP SCHEMA IF EXISTS ${RUN}_${i} CASCADE`);
  await admin.end();
});

describe('registering a server on a PostgreSQL store', () => {
  it('a second sole server on the same schema is refused; once the first closes, it is let in', async () => {
    const [first, second] = await stores(2);
    expect(await first.register!('sole')).toBe(true);
    expect(await second.register!('sole')).toBe(false);
    // …nor may a node of a cluster join a database that a sole server uses, or the other way round.
    expect(await second.register!('shared')).toBe(false);
    await first.close();
    expect(await second.register!('sole')).toBe(true);
  });

  it('nodes of a cluster share the database, and keep a sole server out', async () => {
    const [a, b, c] = await stores(3);
    expect(await a.register!('shared')).toBe(true);
    expect(await b.register!('shared')).toBe(true);
    expect(await c.register!('sole')).toBe(false);
  });

  it('servers on different schemas do not see each other', async () => {
    const [a] = await stores(1);
    const [b] = await stores(1);
    expect(await a.register!('sole')).toBe(true);
    expect(await b.register!('sole')).toBe(true);
  });

  it('a SQLite store always lets its server in', async () => {
    const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nocturne-reg-')), 'x.db'));
    opened.push(store);
    expect(await store.register!('sole')).toBe(true);
  });
});
