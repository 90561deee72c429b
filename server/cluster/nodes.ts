// Test tools for several nodes on one PostgreSQL schema and one Redis prefix, unique to each run: the nodes, and
// what a client last saw checked against the stored record replayed by the engine.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { AnyGame, Viewer } from '../../engine/index.ts';
import { Match, jsonEqual } from '../../engine/index.ts';
import { games } from '../../games/index.ts';
import type { ServerMessage } from '../../protocol/index.ts';
import { openPostgresStore, type Store, type StoredMatch } from '../../store/index.ts';
import { createNocturneServer, type NocturneServer, type ServerOptions } from '../app.ts';
import { LOAD_LIMITS } from '../limits.ts';
import { TestClient } from '../test-client.ts';
import { Cluster } from './cluster.ts';

export const PG_URL = process.env.NOCTURNE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.NOCTURNE_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A schema and a Redis prefix nobody else uses; `drop` removes the schema. */
export type Place = Awaited<ReturnType<typeof uniquePlace>>;

export async function uniquePlace(name: string) {
  const tag = `${name}_${randomBytes(5).toString('hex')}`;
  const schema = `nocturne_${tag}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  return {
    schema,
    prefix: `nocturne-test:${tag}:`,
    /** DATABASE_URL for a child process, with the schema first on the search path. */
    databaseUrl: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: () => adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

type StateMessage = Extract<ServerMessage, { type: 'sync' | 'update' }>;

/** The last sync or update a client got (what its table shows), or undefined. */
export function lastState(received: readonly ServerMessage[]): StateMessage | undefined {
  return received.filter((m): m is StateMessage => m.type === 'sync' || m.type === 'update').at(-1);
}

/**
 * Replays the stored record with the engine and compares what `viewer` may see with what the client was last
 * sent; null when they agree, else what differs.
 */
export async function viewDifference(
  store: Store,
  matchId: string,
  viewer: Viewer,
  received: readonly ServerMessage[],
  game?: AnyGame,
): Promise<string | null> {
  const stored = (await store.loadMatch(matchId)) as StoredMatch;
  game ??= games[stored.game];
  const truth = Match.replay(game, {
    game: stored.game,
    options: stored.options,
    seed: stored.seed,
    seats: stored.seats.map((s) => ({ name: s.name ?? '' })),
    log: stored.log,
  });
  const seen = lastState(received);
  if (!seen) return 'no state received';
  if (seen.version !== truth.version) return `version ${seen.version}, stored ${truth.version}`;
  if (!jsonEqual(seen.view, truth.view(viewer))) return `view of ${String(viewer)} differs`;
  if (!jsonEqual(seen.outcome, truth.outcome())) return 'outcome differs';
  return null;
}

/** A node started in this process: its own store's pool and Redis connections, and its server. */
export interface TestNode {
  readonly store: Store;
  readonly cluster: Cluster;
  readonly server: NocturneServer;
  readonly base: string;
}

/** What a test may set of a node; the rest is a node as deployed, with the load test's limits. */
export type TestNodeOptions = Partial<
  Pick<ServerOptions, 'botPauseMs' | 'awayAfterMs' | 'adminToken' | 'games' | 'timeScale' | 'limits'>
>;

/** Nodes in this process on one place, and the clients connected to them: each closed once, all at the end. */
export class TestNodes {
  private readonly started: TestNode[] = [];
  private readonly stopped = new Set<TestNode>();
  private readonly clients: TestClient[] = [];

  constructor(
    private readonly place: Place,
    private readonly defaults: TestNodeOptions = {},
  ) {}

  async start(options: TestNodeOptions = {}): Promise<TestNode> {
    const store = await openPostgresStore(PG_URL, { schema: this.place.schema, poolSize: 4 });
    const cluster = await Cluster.open({ redisUrl: REDIS_URL, prefix: this.place.prefix, leaseMs: 1_000 });
    const server = createNocturneServer({
      store,
      cluster,
      botPauseMs: [0, 0],
      botThreads: 1,
      webDir: null,
      limits: LOAD_LIMITS,
      ...this.defaults,
      ...options,
    });
    const node = { store, cluster, server, base: await server.listen(0, '127.0.0.1') };
    this.started.push(node);
    return node;
  }

  async stop(node: TestNode): Promise<void> {
    if (this.stopped.has(node)) return;
    this.stopped.add(node);
    await node.server.close();
    await node.store.close();
  }

  async connect(node: TestNode): Promise<TestClient> {
    const client = await TestClient.connect(node.base);
    this.clients.push(client);
    return client;
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.close()));
    for (const node of this.started) await this.stop(node);
  }
}
