// What one client may ask of the server: HTTP requests per minute (fewer for creating matches and claiming seats)
// and open WebSockets, counted per client address; over a limit, a clear 429 with Retry-After (or, for a
// WebSocket, a close with its reason). Behind a proxy the address is the proxy's word only when TRUST_PROXY says so.
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer, ServerOptions } from './app.ts';
import { createNocturneServer } from './app.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(
  options: Partial<ServerOptions> = {},
): Promise<{ server: NocturneServer; base: string }> {
  const store: Store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-limits-')) });
  const server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1, webDir: null, ...options });
  const base = await server.listen(0, '127.0.0.1');
  cleanups.push(async () => {
    await server.close();
    await store.close();
  });
  return { server, base };
}

/** A request from `from` (sent as X-Forwarded-For, which counts only behind a trusted proxy). */
async function call(base: string, method: string, path: string, from: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test: the assertions check the body
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const newMatch = { game: 'tic-tac-toe', players: 2 };

describe('HTTP rate limits per client', () => {
  it('a flood of new matches from one client is cut off with 429 and Retry-After; a person elsewhere is not', async () => {
    const { base } = await serve({ trustProxy: true });
    const flood = await Promise.all(
      Array.from({ length: 300 }, () => call(base, 'POST', '/api/matches', '203.0.113.7', newMatch)),
    );
    const accepted = flood.filter((a) => a.status === 201).length;
    const refused = flood.filter((a) => a.status === 429);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(20);
    expect(refused.length).toBe(300 - accepted);
    for (const answer of refused) {
      expect(answer.body.error.code).toBe('too-many-requests');
      expect(answer.body.error.message).toMatch(/^Too many new matches from your address.* \d+ seconds?\.$/);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Someone else creates a match meanwhile: accepted, and the first in the open list.
    const mine = await call(base, 'POST', '/api/matches', '198.51.100.20', newMatch);
    expect(mine.status).toBe(201);
    const open = await call(base, 'GET', '/api/matches?status=open', '198.51.100.20');
    expect(open.body.matches[0].id).toBe(mine.body.id);
    // The flooder may still read the lobby: the limit on new matches is not the limit on everything.
    expect((await call(base, 'GET', '/api/games', '203.0.113.7')).status).toBe(200);
  });

  it('a minute of a lobby polling every five seconds, with a dozen new matches, meets no limit; a scan of the API does', async () => {
    const { base } = await serve();
    // A minute of a lobby's polls (three lists every 5 s, 36 requests) and a dozen matches: all answered.
    for (let i = 0; i < 12; i++) {
      for (const status of ['open', 'playing', 'finished'])
        expect((await call(base, 'GET', `/api/matches?status=${status}`, '-')).status).toBe(200);
      expect((await call(base, 'POST', '/api/matches', '-', newMatch)).status).toBe(201);
    }
    const scan = await Promise.all(
      Array.from({ length: 700 }, (_, i) => call(base, 'GET', `/api/matches/guess${i}xx`, '-')),
    );
    expect(scan.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    expect(scan.filter((a) => a.status === 404).length).toBeLessThanOrEqual(600);
  });

  it('ignores X-Forwarded-For unless told to trust the proxy: a changing header does not escape the limit', async () => {
    const { base } = await serve();
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(base, 'POST', '/api/matches', `192.0.2.${i}`, newMatch)),
    );
    expect(flood.filter((a) => a.status === 201).length).toBe(20);
  });
});

describe('time to send a request', () => {
  it(
    'a body that stops coming is answered 408 after 15 seconds, and its connection closed',
    { timeout: 40_000 },
    async () => {
      const { base } = await serve();
      const socket = connect(Number(new URL(base).port), '127.0.0.1');
      cleanups.push(async () => void socket.destroy());
      let answer = '';
      socket.setEncoding('utf8').on('data', (text: string) => (answer += text));
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const sent = Date.now();
      socket.write(
        'POST /api/matches HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"game":',
      );
      const seconds = ((await closed) - sent) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(15);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        error: { code: 'request-timeout', message: 'The request did not arrive whole within 15 seconds.' },
      });
    },
  );
});

describe('WebSockets per client', () => {
  /** Opens a socket as `from`; resolves once it is open, or with the close code and reason if refused. */
  function open(
    base: string,
    from: string,
  ): Promise<{ socket: WebSocket; closed: Promise<[number, string]> }> {
    const socket = new WebSocket(base.replace(/^http/, 'ws') + '/ws', {
      headers: { 'x-forwarded-for': from },
    });
    const closed = new Promise<[number, string]>((resolve) =>
      socket.once('close', (code, reason) => resolve([code, reason.toString()])),
    );
    cleanups.push(async () => {
      socket.close();
      await closed;
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve({ socket, closed }));
      socket.once('error', reject);
    });
  }

  it('closes connections past the limit with a reason, and lets one in when another leaves', async () => {
    const { base } = await serve({ trustProxy: true, limits: { socketsPerClient: 5 } });
    const five = await Promise.all(Array.from({ length: 5 }, () => open(base, '203.0.113.9')));
    const sixth = await open(base, '203.0.113.9');
    expect(await sixth.closed).toEqual([1008, 'Too many connections from your address (at most 5).']);
    // Another address is not counted with it.
    const other = await open(base, '198.51.100.1');
    other.socket.send(JSON.stringify({ type: 'sync' }));
    const answer = await new Promise<string>((resolve) =>
      other.socket.once('message', (d) => resolve(String(d))),
    );
    expect(JSON.parse(answer).code).toBe('not-joined');
    five[0].socket.close();
    await five[0].closed;
    const again = await open(base, '203.0.113.9');
    again.socket.send(JSON.stringify({ type: 'sync' }));
    const reply = await new Promise<string>((resolve) =>
      again.socket.once('message', (d) => resolve(String(d))),
    );
    expect(JSON.parse(reply).code).toBe('not-joined');
  });

  it('by default a client holds at most 64 WebSockets', async () => {
    const { base } = await serve();
    await Promise.all(Array.from({ length: 64 }, () => open(base, '-')));
    const over = await open(base, '-');
    expect(await over.closed).toEqual([1008, 'Too many connections from your address (at most 64).']);
  });
});
