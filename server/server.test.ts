import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../engine/index.ts';
import { Match, mayAct } from '../engine/index.ts';
import { countdown, testPresentation } from '../engine/test-games/index.ts';
import { games as registry, presentationFor } from '../games/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { LOAD_LIMITS } from './limits.ts';
import { MAX_MESSAGE_BYTES } from '../protocol/index.ts';
import { TestClient, api, createMatch } from './test-client.ts';

let store: Store;
let server: NocturneServer;
let base: string;
const clients: TestClient[] = [];

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(base);
  clients.push(client);
  return client;
}

/** Creates a match on this file's server and claims every human seat. */
function newMatch(game: string, seats: (string | null)[], options?: unknown) {
  return createMatch(base, game, seats, options);
}

/** Plays the first legal move whenever it is this client's turn, until the match ends. */
async function playToTheEnd(client: TestClient, seat: number) {
  let state = client.received.filter((m) => m.type === 'sync' || m.type === 'update').at(-1)!;
  for (;;) {
    if (state.type !== 'sync' && state.type !== 'update') throw new Error('unreachable');
    if (state.outcome) return state;
    if (mayAct(state.toAct, seat) && state.legalMoves.length > 0) {
      client.send({ type: 'move', version: state.version, move: state.legalMoves[0] });
    }
    state = await client.next('update', (u) => u.version > (state as { version: number }).version);
  }
}

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-server-')) });
  const games: Record<string, AnyGame> = { ...registry, [countdown.id]: countdown as AnyGame };
  server = createNocturneServer({
    store,
    games,
    presentations: (id) => (Object.hasOwn(registry, id) ? presentationFor(id) : testPresentation(games[id])),
    botPauseMs: [0, 0],
    botThreads: 1,
    idleMs: 200,
    // This file creates matches far faster than people do, and searches longer to load the bot threads.
    limits: { ...LOAD_LIMITS, botIterations: 20_000 },
  });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  await store.close();
});

describe('HTTP API', () => {
  it('lists the games with names in three languages and player counts', async () => {
    const { status, body } = await api(base, 'GET', '/api/games');
    expect(status).toBe(200);
    const dice = body.games.find((g: { id: string }) => g.id === 'liars-dice');
    expect(dice.players).toEqual({ min: 2, max: 6 });
    expect(Object.keys(dice.name)).toEqual(['en', 'ru', 'et']);
  });

  it('refuses bad match requests with a code and a sentence', async () => {
    const cases: [unknown, number, string][] = [
      [{ game: 'chess', players: 2 }, 400, 'unknown-game'],
      [{ game: 'tic-tac-toe', players: 3 }, 400, 'bad-players'],
      [{ game: 'tic-tac-toe', players: 2, seats: [{ bot: 'genius' }] }, 400, 'bad-bot'],
      [{ game: 'liars-dice', players: 2, options: { dice: 99 } }, 400, 'bad-options'],
      [{ game: 'tic-tac-toe', players: 2, extra: 1 }, 400, 'malformed-body'],
      ['{not json', 400, 'malformed-body'],
      [{ game: 'tic-tac-toe', players: 2, options: 'x'.repeat(20_000) }, 413, 'body-too-large'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await api(base, 'POST', '/api/matches', body);
      expect([answer.status, answer.body.error.code]).toEqual([status, code]);
      expect(answer.body.error.message).toMatch(/\w/);
      expect(JSON.stringify(answer.body)).not.toMatch(/\n\s+at /); // never a stack trace
    }
    expect((await api(base, 'GET', '/api/nothing')).status).toBe(404);
    expect((await api(base, 'GET', '/api/matches/nosuchmatch')).status).toBe(404);
  });

  it('opens a match, gives out each seat once with a token, and lists it while seats are open', async () => {
    const created = await api(base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 3,
      seats: [null, null, { bot: 'heuristic' }],
    });
    const id = created.body.id;
    expect(created.body.status).toBe('open');
    const open = await api(base, 'GET', '/api/matches?status=open');
    expect(open.body.matches.map((m: { id: string }) => m.id)).toContain(id);
    expect(JSON.stringify(open.body)).not.toContain('seed');
    const first = await api(base, 'POST', `/api/matches/${id}/seats/0`, { name: 'Ann' });
    expect(first.status).toBe(201);
    expect(first.body.token).toMatch(/^[\w-]{40,}$/);
    expect((await api(base, 'POST', `/api/matches/${id}/seats/0`, { name: 'Eve' })).status).toBe(409);
    expect((await api(base, 'POST', `/api/matches/${id}/seats/2`, { name: 'Eve' })).status).toBe(409); // a bot's
    expect((await api(base, 'POST', `/api/matches/${id}/seats/1`, { name: '' })).status).toBe(400);
    expect((await api(base, 'POST', `/api/matches/${id}/seats/1`, { name: 'Bo' })).status).toBe(201);
    const info = await api(base, 'GET', `/api/matches/${id}`);
    expect(info.body.status).toBe('playing');
    expect(info.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bo', 'heuristic']);
    const record = await api(base, 'GET', `/api/matches/${id}/record`);
    expect([record.status, record.body.error.code]).toEqual([409, 'not-finished']);
  });
});

describe('what a client may send over HTTP', () => {
  it('a 404 echoes a short prefix of the path, never a 10 k id sent back whole', async () => {
    const id = 'x'.repeat(10_000);
    const api404 = await api(base, 'GET', `/api/matches/${id}/record/nowhere`);
    expect(api404.status).toBe(404);
    const said = api404.body.error.message as string;
    expect(said).toMatch(/^There is no GET \/api\/matches\/x+….$/);
    expect(said.length).toBeLessThan(120);
    const page = await fetch(`${base}/nowhere/${id}.png`);
    expect(page.status).toBe(404);
    const text = ((await page.json()) as { error: { message: string } }).error.message;
    expect(text).toMatch(/^There is nothing at \/nowhere\/x+….$/);
    expect(text.length).toBeLessThan(120);
  });

  it('creates a match and seats its creator in the same request: a script polling the open list never gets that seat', async () => {
    // A script polls the open list and claims the first seat (the creator's, here) of every match it sees there.
    let polling = true;
    const stolen: string[] = [];
    const thief = (async () => {
      while (polling) {
        const { body } = await api(base, 'GET', '/api/matches?status=open');
        for (const m of body.matches as { id: string; seats: { seat: number; name: string | null }[] }[]) {
          if (m.seats[0]?.name !== null) continue;
          const claim = await api(base, 'POST', `/api/matches/${m.id}/seats/0`, { name: 'Thief' });
          if (claim.status === 201) stolen.push(m.id);
        }
      }
    })();
    const mine: { id: string; token: string }[] = [];
    try {
      for (let i = 0; i < 30; i++) {
        const created = await api(base, 'POST', '/api/matches', {
          game: 'tic-tac-toe',
          players: 2,
          seats: [{ name: 'Ann' }, null],
        });
        expect(created.status).toBe(201);
        expect(created.body.status).toBe('open');
        expect(created.body.seats[0]).toEqual({
          seat: 0,
          bot: null,
          token: expect.stringMatching(/^[\w-]{40,}$/),
        });
        expect(created.body.seats[1]).toEqual({ seat: 1, bot: null });
        mine.push({ id: created.body.id, token: created.body.seats[0].token });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      polling = false;
      await thief;
    }
    expect(stolen.filter((id) => mine.some((m) => m.id === id))).toEqual([]);
    // The creator's token is the seat's; the invited seat is still free.
    const [first] = mine;
    const ann = await connect();
    expect((await ann.join(first.id, first.token)).you).toBe(0);
    expect((await api(base, 'POST', `/api/matches/${first.id}/seats/0`, { name: 'Eve' })).status).toBe(409);
    expect((await api(base, 'POST', `/api/matches/${first.id}/seats/1`, { name: 'Bo' })).status).toBe(201);
  });

  it('a hot-seat table sits everyone down in the one request that creates it, and it starts', async () => {
    const created = await api(base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 6,
      seats: ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((name) => ({ name })),
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('playing');
    const tokens = created.body.seats.map((s: { token: string }) => s.token);
    expect(new Set(tokens).size).toBe(6);
    const info = await api(base, 'GET', `/api/matches/${created.body.id}`);
    expect(info.body.seats.map((s: { name: string }) => s.name)).toEqual([
      'Ann',
      'Bo',
      'Cy',
      'Di',
      'Ed',
      'Flo',
    ]);
  });

  it('refuses a name that is not printable, in a claim or at creation, and keeps a name in its normal form', async () => {
    const bad = [
      'Ann\u200b', // zero-width space
      '\u202eevil\u202c', // a bidi override, which runs on into the rest of a lobby line
      'A\u2066nn', // a bidi isolate
      'Ann\u0000', // NUL
      'Ann\nBo', // a newline
      '\u001b[31mAnn', // an ANSI escape
      'Z\u0351\u0352\u0353\u0354\u0355', // a stack of combining marks
      '\u00ad', // only a soft hyphen: nothing to see
      ' ',
      'x'.repeat(41),
    ];
    const { body } = await api(base, 'POST', '/api/matches', { game: 'tic-tac-toe', players: 2 });
    for (const name of bad) {
      const claim = await api(base, 'POST', `/api/matches/${body.id}/seats/0`, { name });
      expect([JSON.stringify(name), claim.status, claim.body.error?.code]).toEqual([
        JSON.stringify(name),
        400,
        'bad-name',
      ]);
      expect(claim.body.error.message).toMatch(/name/);
      const created = await api(base, 'POST', '/api/matches', {
        game: 'tic-tac-toe',
        players: 2,
        seats: [{ name }, null],
      });
      expect([JSON.stringify(name), created.status, created.body.error?.code]).toEqual([
        JSON.stringify(name),
        400,
        'bad-name',
      ]);
    }
    // Full-width letters, a ligature and spaces around: the name as it is meant, in its normal form.
    const fine = await api(base, 'POST', `/api/matches/${body.id}/seats/0`, {
      name: '  \uff21nn  \ufb01ne  ',
    });
    expect(fine.status).toBe(201);
    const wide = await api(base, 'POST', `/api/matches/${body.id}/seats/1`, { name: 'Zoë 🌙 Łukasz' });
    expect(wide.status).toBe(201);
    const info = await api(base, 'GET', `/api/matches/${body.id}`);
    expect(info.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ann fine', 'Zoë 🌙 Łukasz']);
  });

  it('refuses options and bodies carrying __proto__ or constructor.prototype, rather than dropping them', async () => {
    for (const body of [
      '{"game":"liars-dice","players":2,"options":{"__proto__":{"dice":6}}}',
      '{"game":"liars-dice","players":2,"options":{"dice":5,"constructor":{"prototype":{"dice":6}}}}',
      '{"game":"tic-tac-toe","players":2,"__proto__":{"admin":true}}',
    ]) {
      const answer = await api(base, 'POST', '/api/matches', body);
      expect([body, answer.status, answer.body.error?.code]).toEqual([body, 400, 'malformed-body']);
      expect(answer.body.error.message).toMatch(/__proto__|constructor/);
    }
  });

  it('every API answer says nosniff, whatever its status', async () => {
    const answers = await Promise.all([
      fetch(`${base}/api/games`),
      fetch(`${base}/api/matches`, {
        method: 'POST',
        body: '{"game":"tic-tac-toe","players":2}',
        headers: { 'content-type': 'application/json' },
      }),
      fetch(`${base}/api/matches`, {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      fetch(`${base}/api/matches/nosuchmatch`),
      fetch(`${base}/api/nothing`),
      fetch(`${base}/api/matches?status=nope`),
      fetch(`${base}/api/matches`, { method: 'POST', body: '{"game":"tic-tac-toe","players":2}' }),
      fetch(`${base}/api/matches`, {
        method: 'POST',
        body: 'x'.repeat(20_000),
        headers: { 'content-type': 'application/json' },
      }),
      fetch(`${base}/%zz`),
      fetch(`${base}/ws`), // a plain GET of the WebSocket's address
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 201, 400, 404, 404, 400, 415, 413, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      if (answer.status >= 400)
        expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/\w/);
      else await answer.arrayBuffer();
    }
  });
});

describe('live play over WebSocket', () => {
  it('a spectator coming and going sends nothing to the other watchers; a seat coming does', async () => {
    const { id, tokens } = await newMatch('tic-tac-toe', [null, null]);
    const watchers = await Promise.all(Array.from({ length: 20 }, () => connect()));
    for (const watcher of watchers) await watcher.join(id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = watchers.map((w) => w.frames.length);
    const passer = await connect();
    await passer.join(id);
    await passer.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watchers.map((w) => w.frames.length)).toEqual(before);
    // Not silence for everything: a seat's player sitting down is news to every watcher.
    const x = await connect();
    await x.join(id, tokens[0]);
    for (const watcher of watchers) {
      const seats = await watcher.next('seats');
      expect(seats.seats[0].connected).toBe(true);
    }
  });

  it('a scripted client finishes a match against bots; the record is given out after the end and replays', async () => {
    const { id, tokens } = await newMatch('liars-dice', [null, 'heuristic', 'ismcts:easy']);
    const client = await connect();
    const sync = await client.join(id, tokens[0]);
    expect(sync.you).toBe(0);
    expect(sync.status).toBe('playing');
    const end = await playToTheEnd(client, 0);
    expect(end.outcome?.reason).toBe('last-with-dice');
    const record = await api(base, 'GET', `/api/matches/${id}/record`);
    expect(record.status).toBe(200);
    const replayed = Match.replay(registry['liars-dice'], record.body);
    expect(replayed.outcome()).toEqual(end.outcome);
    expect(replayed.version).toBe(end.version);
  });

  it('refuses every bad message with a typed error, changing nothing, and a stale move gets only its error', async () => {
    const { id, tokens } = await newMatch('tic-tac-toe', [null, null]);
    const x = await connect();
    const o = await connect();
    const spectator = await connect();
    const bad = await connect();
    await x.join(id, tokens[0]);
    await o.join(id, tokens[1]);
    await spectator.join(id);

    bad.send({ type: 'join', match: id, token: 'forged' });
    expect((await bad.next('error')).code).toBe('bad-token');
    bad.send({ type: 'move', version: 0, move: { cell: 0 } });
    expect((await bad.next('error')).code).toBe('not-joined');
    bad.send('{oops');
    expect((await bad.next('error')).code).toBe('malformed-message');
    bad.send({ type: 'move', version: -1, move: 1 });
    expect((await bad.next('error')).code).toBe('malformed-message');
    bad.send({ type: 'teleport' });
    expect((await bad.next('error')).code).toBe('malformed-message');
    bad.send(JSON.stringify({ type: 'sync', pad: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    expect((await bad.next('error')).code).toBe('message-too-large');

    spectator.send({ type: 'move', version: 0, move: { cell: 0 } });
    expect((await spectator.next('error')).code).toBe('not-a-seat');
    o.send({ type: 'move', version: 0, move: { cell: 0 } });
    expect((await o.next('error')).code).toBe('not-your-turn');
    x.send({ type: 'move', version: 0, move: { cell: 9 } });
    expect((await x.next('error')).code).toBe('illegal-move');
    x.send({ type: 'move', version: 0, move: { cell: 4 } });
    expect((await x.next('update')).version).toBe(1);
    x.send({ type: 'move', version: 0, move: { cell: 0 } }); // made against an old version
    const stale = await x.next('error');
    expect([stale.code, stale.version]).toEqual(['stale-version', 1]);
    // No sync follows it (x already has the update): the answer to the next message comes right after the error.
    const afterStale = x.received.indexOf(stale) + 1;
    x.send('{probe');
    await x.next('error', (e) => e.code === 'malformed-message');
    expect(
      x.received
        .slice(afterStale)
        .filter((m) => m.type !== 'seats')
        .map((m) => (m.type === 'error' ? m.code : m.type)),
    ).toEqual(['malformed-message']);
    const info = await api(base, 'GET', `/api/matches/${id}`);
    expect(info.body.version).toBe(1); // only the one good move counted
    for (const client of [x, o, spectator, bad]) {
      for (const m of client.received) if (m.type === 'error') expect(m.message).not.toMatch(/\n\s+at /);
    }
  });

  it('limits the rate of messages per connection', async () => {
    const client = await connect();
    for (let i = 0; i < 80; i++) client.send({ type: 'sync' });
    const limited = await client.next('error', (e) => e.code === 'too-many-messages');
    expect(limited.message).toMatch(/slow down/);
  });

  it('plays the game’s own timed moves on time, logged at their due time', async () => {
    const { id, tokens } = await newMatch('test-countdown', [null, null], {
      interval: 150,
      strikes: 3,
      goal: 99,
    });
    const client = await connect();
    await client.join(id, tokens[0]);
    const end = await client.next('update', (u) => u.outcome !== null, 5000);
    expect(end.outcome?.reason).toBe('midnight');
    const record = await api(base, 'GET', `/api/matches/${id}/record`);
    const strikes = record.body.log.filter((e: { seat: unknown }) => e.seat === 'system');
    expect(strikes.map((e: { at: number }) => e.at)).toEqual([150, 300, 450]);
    expect(Match.replay(countdown as AnyGame, record.body).outcome()).toEqual(end.outcome);
  });

  it('searching bots think in a worker: the event loop stays responsive', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const { id } = await newMatch('liars-dice', ['ismcts-20000', 'ismcts-20000']);
    const spectator = await connect();
    await spectator.join(id);
    await spectator.next('update', (u) => u.version >= 4, 30_000);
    delay.disable();
    // Each search of 20,000 iterations takes about half a second: run on the event loop, it would stall it that
    // long, again and again. The bound leaves room for a busy machine (other test files run meanwhile).
    expect(delay.percentile(99) / 1e6).toBeLessThan(150);
  });

  it('drops idle matches from memory and loads them again when someone comes back', async () => {
    const { id, tokens } = await newMatch('tic-tac-toe', [null, null]);
    const client = await connect();
    await client.join(id, tokens[0]);
    client.send({ type: 'move', version: 0, move: { cell: 4 } });
    await client.next('update');
    await client.close();
    const deadline = Date.now() + 3000;
    while (server.hub.isLoaded(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(server.hub.isLoaded(id)).toBe(false);
    const back = await connect();
    const sync = await back.join(id, tokens[1]);
    expect(sync.version).toBe(1);
    expect(sync.legalMoves).toHaveLength(8);
  });
});
