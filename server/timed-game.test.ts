// A real-time game through the server, its clock sped up: a ten-minute ATMOSFEAR hour played by scripted people
// who become Harbingers and then only wait. The Gatekeeper comes on his own, each appearance reaching every
// client at its due time; nothing tells a client when he comes next; the hour runs out; the record replays to the
// same state.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  Match,
  Rng,
  SYSTEM,
  canonicalJson,
  mayAct,
  type AnyGame,
  type MatchRecord,
} from '../engine/index.ts';
import { atmosfearBots } from '../games/atmosfear/bots.ts';
import type { AtmosfearMove, AtmosfearView } from '../games/atmosfear/index.ts';
import { gameById } from '../games/index.ts';
import type { ServerMessage } from '../protocol/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { TestClient, api, createMatch } from './test-client.ts';

/**
 * Match time runs this many times faster than the wall clock: ten minutes in thirty seconds, which leaves the
 * scripted players five seconds of wall-clock time for the race to the Headstones on a busy machine.
 */
const SCALE = 20;

let store: Store;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-timed-')) });
  server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1, timeScale: SCALE });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await store.close();
});

type Update = Extract<ServerMessage, { type: 'sync' | 'update' }>;

/** A person who writes a fear, races to a Headstone as the heuristic would, then only rolls and stays. */
function script(client: TestClient, seat: number): Promise<Update> {
  const rng = Rng.fromSeed(`timed/${seat}`);
  let answered = -1;
  return new Promise((resolve, reject) => {
    const look = () => {
      const last = client.received.findLast((m) => m.type === 'sync' || m.type === 'update') as Update;
      if (!last) return;
      if (last.outcome) return resolve(last);
      if (last.version === answered || !mayAct(last.toAct, seat) || last.legalMoves.length === 0) return;
      answered = last.version;
      const view = last.view as AtmosfearView;
      const moves = last.legalMoves as AtmosfearMove[];
      let move: AtmosfearMove;
      if (view.phase === 'fears') move = seat === 0 ? { type: 'fear', text: 'the attic stairs' } : moves[0];
      else if (view.role[seat] === 'skull') {
        move = atmosfearBots.heuristic!({ view, seat, moves, time: 0, reacting: false }, rng)!;
      } else move = moves.find((m) => m.type === 'stay' || m.type === 'end') ?? moves[0];
      client.send({ type: 'move', version: last.version, move });
    };
    client.socket.on('message', () => setImmediate(look));
    client.socket.on('close', () => reject(new Error(`seat ${seat}: closed`)));
    look();
  });
}

it(
  'plays a ten-minute hour: the Gatekeeper on time on every screen, his schedule never sent, the record replays',
  { timeout: 90_000 },
  async () => {
    const { id, tokens } = await createMatch(base, 'atmosfear', [null, null, null], { minutes: 10 });
    const clients = await Promise.all([0, 1, 2].map(() => TestClient.connect(base)));
    const spectator = await TestClient.connect(base);
    await spectator.join(id);
    const ends = clients.map((client, seat) => script(client, seat));
    await Promise.all(clients.map((client, seat) => client.join(id, tokens[seat])));
    const results = await Promise.all(ends);
    expect(results[0].outcome).toEqual({ winners: [], reason: 'hour' });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const record = (await api(base, 'GET', `/api/matches/${id}/record`)).body as MatchRecord;
    const game = gameById('atmosfear') as AnyGame;
    const replayed = Match.replay(game, record);
    expect(replayed.outcome()).toEqual(results[0].outcome);
    // The server's own state, random stream included, is the one its record replays to.
    expect((await server.hub.get(id))!.stateHash()).toBe(replayed.hash());

    // What each screen showed last is the replayed state's view for it.
    const viewers = [0, 1, 2, 'spectator'] as const;
    [...clients, spectator].forEach((client, i) => {
      const last = client.received.findLast((m) => m.type === 'update') as Update;
      expect(canonicalJson(last.view)).toBe(canonicalJson(replayed.view(viewers[i])));
    });

    // Each of his moves, logged at its due time, reached every client soon after that time on the sped-up clock.
    const due = new Map<number, number>();
    record.log.forEach((entry, i) => {
      if (entry.seat === SYSTEM) due.set(i + 1, entry.at);
    });
    let gatekeeper = 0;
    const late: number[] = [];
    for (const client of [...clients, spectator]) {
      // When the match began on the wall clock, as this client can tell: its sync says how far the clock had run.
      const sync = client.received.findIndex((m) => m.type === 'sync');
      const origin = client.receivedAt[sync] - (client.received[sync] as Update).clock.now / SCALE;
      client.received.forEach((message, i) => {
        if (message.type !== 'update') return;
        expect(message.clock.nextDue).toBeNull();
        for (const entry of message.entries) {
          if (!due.has(entry.version)) continue;
          if (entry.events.some((e) => (e as { type: string }).type === 'gatekeeper')) gatekeeper++;
          late.push((client.receivedAt[i] - origin) * SCALE - due.get(entry.version)!);
        }
      });
    }
    // He came every couple of minutes, on all four screens.
    expect(gatekeeper / 4).toBeGreaterThanOrEqual(3);
    late.sort((a, b) => a - b);
    // Never before it was due (beyond the time the sync took to arrive, by which the start is misjudged), and at
    // p99 soon after it. The speed goal (p99 within 100 ms, at many matches) is `npm run bench:clock`'s; here, with
    // other test files sharing the cores, the bound only catches a Gatekeeper that waits for something else.
    const ms = (q: number) => (late[Math.floor((late.length - 1) * q)] / SCALE).toFixed(1);
    console.log(
      `timed game: ${gatekeeper / 4} appearances; lateness on the wall clock min ${ms(0)}, p50 ${ms(0.5)}, p99 ${ms(0.99)} ms`,
    );
    expect(late[0] / SCALE).toBeGreaterThan(-50);
    expect(late[Math.floor(late.length * 0.99)] / SCALE).toBeLessThan(250);
    await Promise.all([...clients, spectator].map((c) => c.close()));
  },
);

it('ATM-D27 moves made at the same moment both count: the hour does not refuse a move the table outran', async () => {
  const { id, tokens } = await createMatch(base, 'atmosfear', [null, null, null], { minutes: 10 });
  const clients = await Promise.all([0, 1, 2].map(() => TestClient.connect(base)));
  const syncs = await Promise.all(clients.map((client, seat) => client.join(id, tokens[seat])));
  const version = syncs[0].version;
  // Two people drop their fears into the Well at once, each having seen the same table.
  clients[0].send({ type: 'move', version, move: { type: 'fear', text: 'the attic stairs' } });
  // Written in their own words: a key from the deck would be legal only if the seed dealt it to that seat.
  clients[1].send({ type: 'move', version, move: { type: 'fear', text: 'deep water' } });
  const seen = () =>
    new Set(clients[2].received.flatMap((m) => (m.type === 'update' ? m.entries.map((e) => e.seat) : [])));
  while (!(seen().has(0) && seen().has(1))) await clients[2].next('update', () => true, 5000);
  // Both by their writers, before the time to write ran out: neither was given one by the clock.
  expect(
    clients[2].received.some((m) => m.type === 'update' && m.entries.some((e) => e.seat === SYSTEM)),
  ).toBe(false);
  expect(clients.flatMap((c) => c.received.filter((m) => m.type === 'error'))).toEqual([]);
  // A move against a version the table has not reached is still refused.
  clients[2].send({ type: 'move', version: version + 99, move: { type: 'fear', key: 'fear.dark' } });
  expect((await clients[2].next('error')).code).toBe('stale-version');
  await Promise.all(clients.map((c) => c.close()));
});
