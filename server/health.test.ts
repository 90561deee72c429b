// /healthz and /readyz: what a load balancer asks, on a real SQLite store and a real Redis.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';
import { Cluster } from './cluster/cluster.ts';
import { REDIS_URL } from './cluster/nodes.ts';
import { notReady } from './health.ts';

let store: Store;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-health-')) });
  // Five requests a minute: a balancer's probes must not count against it.
  server = createNocturneServer({ store, botThreads: 1, webDir: null, limits: { requestsPerMinute: 5 } });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await store.close().catch(() => {});
});

async function get(path: string): Promise<{ status: number; body: unknown; cache: string | null }> {
  const answer = await fetch(base + path);
  return { status: answer.status, body: await answer.json(), cache: answer.headers.get('cache-control') };
}

describe('health', () => {
  it('a live, ready node answers 200 to both, as often as it is asked, never cached', async () => {
    for (let i = 0; i < 20; i++) {
      expect(await get('/healthz')).toEqual({ status: 200, body: { live: true }, cache: 'no-store' });
      expect(await get('/readyz')).toEqual({ status: 200, body: { ready: true }, cache: 'no-store' });
    }
    // The API is still limited: the probes did not use up its five requests, and the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await get('/api/games')).status).toBe(200);
    expect((await get('/api/games')).status).toBe(429);
  });

  it('answers HEAD as a load balancer asks it, with the status and no body', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await fetch(`${base}${path}`, { method: 'HEAD' });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe('');
    }
  });

  it('is not ready, with the reason, when the database does not answer; still live', async () => {
    await store.close();
    expect(await get('/readyz')).toEqual({
      status: 503,
      body: { ready: false, reason: 'The database does not answer.' },
      cache: 'no-store',
    });
    expect((await get('/healthz')).status).toBe(200);
  });

  it('a node of several is not ready when Redis does not answer, nor while it stops', async () => {
    const healthy = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-health-')) });
    const cluster = await Cluster.open({ redisUrl: REDIS_URL, prefix: `nocturne-health:${process.pid}:` });
    try {
      const readiness = { store: healthy, cluster, stopping: () => false };
      expect(await notReady(readiness)).toBeNull();
      expect(await notReady({ ...readiness, stopping: () => true })).toBe('This node is stopping.');
      await cluster.close();
      expect(await notReady(readiness)).toBe('Redis does not answer.');
    } finally {
      await cluster.close().catch(() => {});
      await healthy.close();
    }
  });
});
