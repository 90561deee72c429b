// Matches that never started go after NOCTURNE_PRUNE_DAYS, on a real store, through the pruning the server runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { keepUnstartedFor } from './retention.ts';
import { keptLog } from './test-client.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 7);

let store: Store;
afterEach(() => store.close());

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await check()); tries++) {
    if (tries > 200) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('pruning the matches that never started', () => {
  it('deletes an open match older than the days, keeps a newer one and a started one, and says so in the log', async () => {
    store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-retention-')) });
    const seats = [0, 1].map((seat) => ({ seat, name: null, bot: null, tokenHash: null }));
    const base = { game: 'tic-tac-toe', options: {}, seed: 's', seats, startedAt: null };
    await store.createMatch({ ...base, id: 'stale', createdAt: NOW - 31 * DAY });
    await store.createMatch({ ...base, id: 'recent', createdAt: NOW - 29 * DAY });
    await store.createMatch({
      ...base,
      id: 'started',
      createdAt: NOW - 90 * DAY,
      startedAt: NOW - 90 * DAY,
      seats: seats.map((s) => ({ ...s, name: `P${s.seat}`, tokenHash: `h${s.seat}` })),
    });
    const lines: Record<string, unknown>[] = [];
    const stop = keepUnstartedFor(store, 30, keptLog('info', lines), () => NOW);
    try {
      await waitFor(async () => (await store.loadMatch('stale')) === null);
      expect((await store.loadMatch('recent'))?.status).toBe('open');
      expect((await store.loadMatch('started'))?.status).toBe('playing');
      await waitFor(async () => lines.length > 0);
      expect(lines.map((l) => l.msg)).toEqual(['deleted 1 matches that never started in 30 days']);
    } finally {
      stop();
    }
  });
});
