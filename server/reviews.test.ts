// Reviews through the server (issue 27): asked for and read with the seat's token only, once the match has
// ended; run on their own thread, stored with the match (a restart keeps them), one per seat however often
// asked; refused clearly otherwise.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decisionsOf } from '../ai/index.ts';
import { gameById } from '../games/index.ts';
import type { Review, ReviewStatus } from '../protocol/index.ts';
import type { Store } from '../store/index.ts';
import { openStore, recordOf } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { LOAD_LIMITS } from './limits.ts';
import { api, carelessMatch, createMatch } from './test-client.ts';

const CHEAP = { iterations: 60, msPerSearch: 200, maxDecisions: 400, staleMs: 60_000, queued: 4 };

let dataDir: string;
let store: Store;
let server: NocturneServer;
let base: string;

async function start(): Promise<void> {
  store = await openStore({ dataDir });
  server = createNocturneServer({
    store,
    botPauseMs: [0, 0],
    botThreads: 1,
    limits: LOAD_LIMITS,
    reviewLimits: CHEAP,
    webDir: null,
  });
  base = await server.listen(0, '127.0.0.1');
}

async function stop(): Promise<void> {
  await server.close();
  await store.close();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nocturne-reviews-'));
  await start();
});
afterAll(stop);

async function reviewed(id: string, token: string): Promise<ReviewStatus> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const read = await api(base, 'POST', `/api/matches/${id}/reviews/read`, { token });
    expect(read.status).toBe(200);
    if (read.body.status !== 'running') return read.body as ReviewStatus;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the review did not end in a minute');
}

it(
  'reviews a seat’s own decisions once the match has ended, for that seat only, and keeps it',
  { timeout: 120_000 },
  async () => {
    const { id, tokens } = await carelessMatch(base, 'tic-tac-toe', [null, 'ismcts:easy']);
    const token = tokens[0];
    expect((await api(base, 'POST', `/api/matches/${id}/reviews/read`, { token })).body).toEqual({
      seat: 0,
      status: 'none',
    });
    const asked = await api(base, 'POST', `/api/matches/${id}/reviews`, { token });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ seat: 0, status: 'running' });
    const done = await reviewed(id, token);
    expect(done.status).toBe('done');
    const review = done.review as Review;
    // Every choice of seat 0 with two options or more, judged; the review's moves are the seat's own.
    const stored = (await store.loadMatch(id))!;
    const decisions = decisionsOf(gameById('tic-tac-toe'), recordOf(stored), 0);
    expect(review.decisions.map((d) => d.index)).toEqual(decisions.map((d) => d.index));
    expect(review.decisions.length).toBeGreaterThan(1);
    for (const d of review.decisions) {
      expect(stored.log[d.index].move).toEqual(d.chosen);
      expect(d.bestChance).toBeGreaterThanOrEqual(d.chosenChance);
      expect(d.chosenChance).toBeGreaterThanOrEqual(0);
      expect(d.bestChance).toBeLessThanOrEqual(1);
    }
    // Asking again starts nothing: the same review.
    expect((await api(base, 'POST', `/api/matches/${id}/reviews`, { token })).body).toEqual({
      seat: 0,
      status: 'done',
    });
    // A restart keeps it.
    await stop();
    await start();
    expect((await api(base, 'POST', `/api/matches/${id}/reviews/read`, { token })).body.review).toEqual(
      review,
    );
  },
);

it('refuses anyone without the seat’s token, and a match not ended', async () => {
  const { id, tokens } = await createMatch(base, 'tic-tac-toe', [null, null]);
  const refused = async (path: string, body: unknown) => {
    const answer = await api(base, 'POST', `/api/matches/${id}${path}`, body);
    return [answer.status, answer.body.error?.code];
  };
  expect(await refused('/reviews', { token: tokens[0] })).toEqual([409, 'not-finished']);
  expect(await refused('/reviews', { token: 'x'.repeat(43) })).toEqual([403, 'bad-token']);
  expect(await refused('/reviews/read', { token: 'x'.repeat(43) })).toEqual([403, 'bad-token']);
  expect(await refused('/reviews', {})).toEqual([400, 'malformed-body']);
  expect(await refused('/reviews', { token: tokens[0], seat: 1 })).toEqual([400, 'malformed-body']);
  const none = await api(base, 'POST', '/api/matches/nosuchmatch/reviews', { token: tokens[0] });
  expect([none.status, none.body.error?.code]).toEqual([404, 'no-such-match']);
});
