// Matches that never started go after NOCTURNE_PRUNE_DAYS, and finished ones after NOCTURNE_KEEP_FINISHED_DAYS when
// the operator sets it, on a real store, through the pruning the server runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { keepMatches } from './retention.ts';
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
    const stop = keepMatches(store, { unstartedDays: 30 }, keptLog('info', lines), () => NOW);
    try {
      await waitFor(async () => (await store.loadMatch('stale')) === null);
      expect((await store.loadMatch('recent'))?.status).toBe('open');
      expect((await store.loadMatch('started'))?.status).toBe('playing');
      await waitFor(async () => lines.length > 0);
      expect(lines.map((l) => l.msg)).toEqual([
        'deleted 1 matches that never started, created over 30 days ago',
      ]);
    } finally {
      stop();
    }
  });

  it('keeps finished matches for ever by default, and deletes them after the days the operator sets', async () => {
    store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-retention-')) });
    const seats = [0, 1].map((seat) => ({ seat, name: `P${seat}`, bot: null, tokenHash: `h${seat}` }));
    const base = { game: 'tic-tac-toe', options: {}, seed: 's', seats, createdAt: NOW - 400 * DAY };
    const outcome = { winners: [0], reason: 'end.line' };
    for (const [id, endedDaysAgo] of [
      ['old', 366],
      ['young', 364],
    ] as const) {
      await store.createMatch({ ...base, id, startedAt: NOW - 400 * DAY });
      await store.appendMoves(id, 0, [{ seat: 0, move: { cell: 0 }, at: 1 }], {
        outcome,
        at: NOW - endedDaysAgo * DAY,
      });
    }
    await store.createMatch({ ...base, id: 'playing', startedAt: NOW - 400 * DAY });
    const lines: Record<string, unknown>[] = [];
    // Unset: nothing finished is deleted, however old.
    keepMatches(store, { unstartedDays: 30 }, keptLog('info', lines), () => NOW)();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await store.loadMatch('old'))?.status).toBe('finished');
    const stop = keepMatches(
      store,
      { unstartedDays: 30, finishedDays: 365 },
      keptLog('info', lines),
      () => NOW,
    );
    try {
      await waitFor(async () => (await store.loadMatch('old')) === null);
      expect((await store.loadMatch('young'))?.status).toBe('finished');
      expect((await store.loadMatch('playing'))?.status).toBe('playing');
      await waitFor(async () => lines.length > 0);
      expect(lines.map((l) => l.msg)).toEqual(['deleted 1 matches finished over 365 days ago']);
    } finally {
      stop();
    }
  });
});
