// The operator's routes on a real server (issue 29, part 8): closed without the token and to a wrong one, the
// matches being played, ending a stuck one (TBL-D9) with every seat told why, and a match's chat with the address
// each line came from, to mute one address in it. Two nodes answering alike: server/cluster/two-nodes.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games as registry } from '../games/index.ts';
import { openStore, type Store } from '../store/index.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';
import { LOAD_LIMITS } from './limits.ts';
import { TestClient, api, createMatch } from './test-client.ts';

const TOKEN = 'operator-secret-0123456789';
let store: Store;
let server: NocturneServer;
let closed: NocturneServer;
let base: string;
let closedBase: string;
const clients: TestClient[] = [];

/** A request with the operator's token (or `token`). */
async function admin(method: string, path: string, body?: unknown, token = TOKEN) {
  const res = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test helper: assertions check the bodies
  return { status: res.status, body: (await res.json()) as any };
}

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(base);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-admin-')) });
  const options = { store, games: registry, botThreads: 1, webDir: null, limits: LOAD_LIMITS };
  server = createNocturneServer({ ...options, adminToken: TOKEN });
  base = await server.listen(0, '127.0.0.1');
  closed = createNocturneServer(options);
  closedBase = await closed.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  await closed.close();
  await store.close();
});

describe('the operator’s routes', () => {
  it('are not there without ADMIN_TOKEN, and refuse a wrong token before reading the body', async () => {
    const { id } = await createMatch(base, 'tic-tac-toe', [null, null]);
    for (const [method, path] of [
      ['GET', '/api/admin/matches'],
      ['POST', `/api/admin/matches/${id}/halt`],
      ['GET', `/api/admin/matches/${id}/chat`],
      ['POST', `/api/admin/matches/${id}/mutes`],
    ] as const) {
      const none = await fetch(closedBase + path, { method });
      expect([path, none.status]).toEqual([path, 404]);
      for (const token of ['', 'wrong-secret-0123456789', TOKEN + 'x']) {
        // A body that would be refused as malformed: the token is judged first.
        const answer = await admin(method, path, method === 'POST' ? '{not json' : undefined, token);
        expect([path, answer.status, answer.body.error.code]).toEqual([path, 401, 'bad-token']);
      }
    }
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.status).toBe('playing');
  });

  it('list the matches being played, and TBL-D9 end one: every seat is told the operator ended it', async () => {
    const { id, tokens } = await createMatch(base, 'tic-tac-toe', [null, null]);
    const open = await api(base, 'POST', '/api/matches', { game: 'tic-tac-toe', players: 2 });
    const listed = await admin('GET', '/api/admin/matches');
    expect(listed.status).toBe(200);
    const ids = listed.body.matches.map((m: { id: string }) => m.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(open.body.id);
    expect(
      listed.body.matches.find((m: { id: string }) => m.id === id).seats.map((s: { name: string }) => s.name),
    ).toEqual(['P1', 'P2']);

    const [ann, bo, watcher] = [await connect(), await connect(), await connect()];
    await ann.join(id, tokens[0]);
    await bo.join(id, tokens[1]);
    await watcher.join(id);
    const halted = await admin('POST', `/api/admin/matches/${id}/halt`);
    expect(halted).toEqual({ status: 200, body: { id, version: 1 } });
    for (const client of [ann, bo, watcher]) {
      const update = await client.next('update', (u) => u.outcome !== null);
      expect(update.outcome).toEqual({ winners: [], reason: 'table.halt' });
    }
    // Kept: the record ends with the halt, and the match is no longer listed as being played.
    const record = await api(base, 'GET', `/api/matches/${id}/record`);
    expect(record.body.log.at(-1)).toMatchObject({ seat: 'table', move: { type: 'halt' } });
    expect(
      (await admin('GET', '/api/admin/matches')).body.matches.map((m: { id: string }) => m.id),
    ).not.toContain(id);
    // Once over, or never begun, or not there at all: a clear refusal, nothing changed.
    expect((await admin('POST', `/api/admin/matches/${id}/halt`)).body.error.code).toBe('not-playing');
    expect((await admin('POST', `/api/admin/matches/${open.body.id}/halt`)).body.error.code).toBe(
      'not-playing',
    );
    const missing = await admin('POST', '/api/admin/matches/no-such-match/halt');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'no-such-match']);
    expect((await api(base, 'GET', `/api/matches/${open.body.id}`)).body.status).toBe('open');
  });

  it('show where each chat line came from, and mute one address in one match, nowhere else', async () => {
    const { id, tokens } = await createMatch(base, 'tic-tac-toe', [null, null]);
    const other = await createMatch(base, 'tic-tac-toe', [null, null]);
    const [ann, watcher, elsewhere] = [await connect(), await connect(), await connect()];
    await ann.join(id, tokens[0]);
    await watcher.join(id);
    await elsewhere.join(other.id);
    watcher.send({ type: 'chat', text: 'first' });
    await watcher.next('chat');
    const chat = await admin('GET', `/api/admin/matches/${id}/chat`);
    expect(
      chat.body.lines.map((l: { text: string; address: string; channel: string }) => [
        l.channel,
        l.text,
        l.address,
      ]),
    ).toEqual([['spectators', 'first', '127.0.0.1']]);
    // The players never see an address.
    expect(JSON.stringify(watcher.received)).not.toContain('127.0.0.1');

    const muted = await admin('POST', `/api/admin/matches/${id}/mutes`, { address: '127.0.0.1' });
    expect(muted).toEqual({ status: 200, body: { id, address: '127.0.0.1' } });
    watcher.send({ type: 'chat', text: 'after the mute' });
    expect(await watcher.next('error')).toMatchObject({ code: 'chat-muted' });
    ann.send({ type: 'chat', text: 'a player from the same address' });
    expect(await ann.next('error')).toMatchObject({ code: 'chat-muted' });
    // Nothing of it was kept or sent; the same address still chats in another match.
    expect((await admin('GET', `/api/admin/matches/${id}/chat`)).body.lines).toHaveLength(1);
    elsewhere.send({ type: 'chat', text: 'still here' });
    expect((await elsewhere.next('chat')).line.text).toBe('still here');
    // Bad requests change nothing.
    for (const body of [{}, { address: '' }, { address: 'x'.repeat(201) }, { address: '1.2.3.4', more: 1 }])
      expect((await admin('POST', `/api/admin/matches/${id}/mutes`, body)).body.error.code).toBe(
        'malformed-body',
      );
    expect(
      (await admin('POST', '/api/admin/matches/no-such-match/mutes', { address: '1.2.3.4' })).status,
    ).toBe(404);
  });
});
