// Bots a client may ask for: a bot's budget is the server's to bound. A request for a search longer than the
// game's hardest level is refused with the reason, and a match stored before this rule (or written to the store
// by hand) plays its over-budget bots at that level, so that one match can never pin the bot threads.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoSeed } from '../engine/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { TestClient, api } from './test-client.ts';

let store: Store;
let server: NocturneServer;
let base: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-budgets-')) });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server?.close();
  await store.close();
});

describe('bot budgets', () => {
  it('refuses a bot that would search longer than the game’s hardest level, with the reason', async () => {
    server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1, webDir: null });
    base = await server.listen(0, '127.0.0.1');
    for (const bot of [
      'ismcts-99999999999999999999',
      'ismcts-86400000ms',
      'ismcts-1ms',
      'ismcts-1001',
      'ismcts:constructor',
      'ismcts:toString',
    ]) {
      const answer = await api(base, 'POST', '/api/matches', {
        game: 'liars-dice',
        players: 2,
        seats: [null, { bot }],
      });
      expect([bot, answer.status, answer.body.error?.code]).toEqual([bot, 400, 'bad-bot']);
      expect(answer.body.error.message).toMatch(/\w/);
    }
    const refused = await api(base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 2,
      seats: [null, { bot: 'ismcts-5000' }],
    });
    // Liar's Dice's hardest level searches 1,000 iterations a move: the answer says so.
    expect(refused.body.error.message).toContain('1,000');
    // Everything up to the hardest level is welcome.
    for (const bot of [
      'random',
      'heuristic',
      'ismcts',
      'ismcts:easy',
      'ismcts:hard',
      'ismcts-1000',
      'ismcts-7',
    ]) {
      const answer = await api(base, 'POST', '/api/matches', {
        game: 'liars-dice',
        players: 2,
        seats: [null, { bot }],
      });
      expect([bot, answer.status]).toEqual([bot, 201]);
    }
  });

  it('a stored match with a day-long bot resumes after a restart at the hardest level: other matches’ bots still answer', async () => {
    await server.close();
    // Written straight to the store, as the old server accepted it: a bot that would think for a day per move.
    const pinned = `pinned${cryptoSeed().slice(0, 10)}`;
    await store.createMatch({
      id: pinned,
      game: 'liars-dice',
      options: { dice: 5 },
      seed: cryptoSeed(),
      seats: [
        { seat: 0, name: 'ismcts-86400000ms', bot: 'ismcts-86400000ms', tokenHash: null },
        { seat: 1, name: 'ismcts-99999999999', bot: 'ismcts-99999999999', tokenHash: null },
      ],
      createdAt: Date.now(),
      startedAt: Date.now(),
    });
    // One bot thread, as on a small machine: the restarted server resumes the match above first.
    server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1, webDir: null });
    base = await server.listen(0, '127.0.0.1');
    const created = await api(base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 2,
      seats: [{ bot: 'ismcts:easy' }, { bot: 'ismcts:easy' }],
    });
    expect(created.status).toBe(201);
    const watcher = await TestClient.connect(base);
    clients.push(watcher);
    await watcher.join(created.body.id);
    await watcher.next('update', (u) => u.version >= 6, 20_000);
    // And the resumed match plays too, as its hardest level would.
    const spectator = await TestClient.connect(base);
    clients.push(spectator);
    const sync = await spectator.join(pinned);
    await spectator.next('update', (u) => u.version > sync.version, 20_000);
  });
});
