// The server's figures at /metrics: who may read them, and that they count what happened.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../engine/index.ts';
import { countdown, testBots } from '../engine/test-games/index.ts';
import { botsFor, games as registry } from '../games/index.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { openStore, type Store } from '../store/index.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';
import { ServerMetrics } from './metrics.ts';
import { TestClient, createMatch } from './test-client.ts';

const TOKEN = 'operator-secret';
const served: Record<string, AnyGame> = { ...registry, [countdown.id]: countdown as AnyGame };

let store: Store;
let server: NocturneServer;
let closedServer: NocturneServer;
let base: string;
let closedBase: string;

function scrape(url: string, authorization?: string): Promise<Response> {
  return fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
}

/** The value of one sample line, e.g. `nocturne_moves_total{game="x",result="acknowledged"}`; NaN if absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-metrics-')) });
  const options = {
    store,
    games: served,
    settings: (id: string) => (Object.hasOwn(registry, id) ? botsFor(id) : testBots(served[id])),
    botPauseMs: [0, 0] as const,
    botThreads: 1,
    webDir: null,
  };
  server = createNocturneServer({ ...options, metricsToken: TOKEN });
  base = await server.listen(0, '127.0.0.1');
  closedServer = createNocturneServer(options);
  closedBase = await closedServer.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await closedServer.close();
  await store.close();
});

describe('GET /metrics', () => {
  it('tells a node of several its leases, takeovers and messages through Redis, as its cluster counts them', async () => {
    const metrics = new ServerMetrics();
    let figures = { leases: 2, takeovers: 1, published: 40, heard: 35 };
    metrics.watchCluster(() => figures);
    const text = async () => metrics.registry.metrics();
    expect(sample(await text(), 'nocturne_cluster_leases')).toBe(2);
    expect(sample(await text(), 'nocturne_cluster_takeovers_total')).toBe(1);
    figures = { leases: 0, takeovers: 3, published: 52, heard: 41 };
    const later = await text();
    expect(sample(later, 'nocturne_cluster_leases')).toBe(0);
    expect(sample(later, 'nocturne_cluster_takeovers_total')).toBe(3);
    expect(sample(later, 'nocturne_cluster_messages_published_total')).toBe(52);
    expect(sample(later, 'nocturne_cluster_messages_heard_total')).toBe(41);
  });

  it('is not there without a token configured, and refuses a wrong or missing token', async () => {
    expect((await scrape(closedBase, `Bearer ${TOKEN}`)).status).toBe(404);
    const missing = await scrape(base);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('bad-token');
    expect((await scrape(base, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(base, TOKEN)).status).toBe(401);
  });

  it('counts moves acknowledged and refused, their latency, the store calls, the clock’s own moves and what is live', async () => {
    // A countdown whose clock strikes twice, a second apart (long after the moves below): the strikes are the game's
    // own timed moves.
    const { id, tokens } = await createMatch(base, countdown.id, [null], {
      interval: 1_000,
      strikes: 2,
      goal: 99,
    });
    const client = await TestClient.connect(base);
    client.send({ type: 'join', match: id, token: tokens[0] });
    const sync = (await client.next('sync')) as Extract<ServerMessage, { type: 'sync' }>;
    client.send({ type: 'move', version: sync.version, move: { nonsense: true } });
    await client.next('error');
    client.send({ type: 'move', version: sync.version, move: sync.legalMoves[0] });
    await client.next('update', (u) => u.entries.some((e) => e.seat === 0));
    await client.next('update', (u) => u.outcome !== null && u.outcome !== undefined);

    const answer = await scrape(base, `Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    const game = `game="${countdown.id}"`;
    expect(sample(text, `nocturne_moves_total{${game},result="acknowledged"}`)).toBe(1);
    expect(sample(text, `nocturne_moves_total{${game},result="illegal-move"}`)).toBe(1);
    expect(sample(text, `nocturne_move_seconds_count{${game}}`)).toBe(1);
    expect(sample(text, `nocturne_move_seconds_sum{${game}}`)).toBeGreaterThan(0);
    expect(sample(text, 'nocturne_store_seconds_count{call="createMatch"}')).toBe(1);
    expect(sample(text, 'nocturne_store_seconds_count{call="appendMoves"}')).toBeGreaterThanOrEqual(3);
    // Both strikes, each stored a little after it fell due, never before.
    expect(sample(text, `nocturne_timed_move_lateness_seconds_count{${game}}`)).toBe(2);
    expect(sample(text, `nocturne_timed_move_lateness_seconds_sum{${game}}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nocturne_sockets')).toBe(1);
    expect(sample(text, 'nocturne_live_matches')).toBe(1);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nocturne_event_loop_busy_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).not.toContain(tokens[0]);
    await client.close();
  });

  it('counts the bots’ searches: waiting, running, stopped, and how long each took', async () => {
    const { id } = await createMatch(base, 'liars-dice', ['ismcts:easy', 'ismcts:easy']);
    const client = await TestClient.connect(base);
    const sync = await client.join(id);
    await client.next('update', (u) => u.version >= sync.version + 2, 20_000);
    await client.close();
    const text = await (await scrape(base, `Bearer ${TOKEN}`)).text();
    expect(sample(text, 'nocturne_bot_jobs_queued')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nocturne_bot_jobs_running')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nocturne_bot_jobs_timed_out_total')).toBe(0);
    expect(sample(text, 'nocturne_bot_jobs_failed_total')).toBe(0);
    expect(sample(text, 'nocturne_bot_think_seconds_count{game="liars-dice"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'nocturne_bot_think_seconds_sum{game="liars-dice"}')).toBeGreaterThan(0);
  });
});
