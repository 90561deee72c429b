// Several nodes are one server to a player (issue 28): every table rule and every lobby answer is the same
// whichever node a player is connected through. Two nodes in this process on real PostgreSQL and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_CAPS, type TableView } from '../../protocol/index.ts';
import { LOAD_LIMITS } from '../limits.ts';
import { api, createMatch, type TestClient } from '../test-client.ts';
import { TestNodes, uniquePlace, type Place, type TestNode } from './nodes.ts';

/** Match time runs this many times faster than the wall clock; away after 3 s of it (0.3 s of wall clock). */
const SCALE = 10;
const AWAY_MS = 3_000;

let place: Place;
let nodes: TestNodes;

beforeAll(async () => {
  place = await uniquePlace('agree');
  nodes = new TestNodes(place, { timeScale: SCALE, awayAfterMs: AWAY_MS });
});

afterAll(async () => {
  await nodes.close();
  await place.drop();
});

/** The table as the client was last told it (a sync, an update, or a table message). */
function lastTable(client: TestClient): TableView {
  const found = client.received.filter((m) => m.type === 'sync' || m.type === 'update' || m.type === 'table');
  return (found.at(-1) as { table: TableView }).table;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a table on two nodes', () => {
  it('a seat connected through one node is not away on the other; once gone, votes through both hand it to a bot', async () => {
    const [c, d] = [await nodes.start(), await nodes.start()];
    const { id, tokens } = await createMatch(c.base, 'liars-dice', [null, null, null, null]);
    // C owns the match. Seats 2 and 3 play through C, seats 0 and 1 through D.
    const [p2, p3] = [await nodes.connect(c), await nodes.connect(c)];
    const [p0, p1] = [await nodes.connect(d), await nodes.connect(d)];
    for (const [client, seat] of [
      [p2, 2],
      [p3, 3],
      [p0, 0],
      [p1, 1],
    ] as const)
      await client.join(id, tokens[seat]);
    expect((await c.server.hub.loadedCopy(id))?.driving).toBe(true);
    // Well past the grace period: nobody is away, on either node, and a vote on seat 2 is refused through D.
    await sleep((AWAY_MS / SCALE) * 3);
    p0.send({ type: 'vote-bot', seat: 2 });
    expect(await p0.next('error')).toMatchObject({ code: 'cannot-vote' });
    for (const client of [p0, p1, p2, p3]) expect(lastTable(client)).toMatchObject({ away: [], votes: [] });
    const seats = (await api(d.base, 'GET', `/api/matches/${id}`)).body.seats as { connected: boolean }[];
    expect(seats.map((s) => s.connected)).toEqual([true, true, true, true]);

    // Seat 2's player goes: after the grace period both nodes call the seat away.
    await p2.close();
    for (const client of [p0, p3])
      await client.next('table', (m) => m.table.away.some((a) => a.seat === 2), 5_000);
    // Votes through D, then C, then D: the last one passes, and a bot takes the seat on both nodes.
    p0.send({ type: 'vote-bot', seat: 2 });
    await p3.next('table', (m) => m.table.votes.some((v) => v.seat === 2 && v.voters.includes(0)));
    p3.send({ type: 'vote-bot', seat: 2 });
    await p1.next('table', (m) => m.table.votes.some((v) => v.seat === 2 && v.voters.includes(3)));
    expect(lastTable(p1).votes).toEqual([{ seat: 2, voters: [0, 3] }]);
    p1.send({ type: 'vote-bot', seat: 2 });
    // Each is told by an update, or (a copy that follows reads the match again after a table's entry) a sync.
    for (const client of [p0, p1, p3]) {
      await expect
        .poll(() => lastTable(client).botHeld, { timeout: 5_000 })
        .toEqual([{ seat: 2, level: 'medium', why: 'vote' }]);
      expect(lastTable(client).votes).toEqual([]);
    }
    // Decided once: one entry is stored.
    const stored = await c.store.loadMatch(id);
    expect(JSON.stringify(stored?.log).match(/bot-takes/g)).toHaveLength(1);
  }, 30_000);

  it('a node answers what was acknowledged through the other at once: claims make the match playing on both', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const created = await api(a.base, 'POST', '/api/matches', { game: 'tic-tac-toe', players: 2 });
    const id = created.body.id as string;
    // B has a copy in memory: someone watches the open match through it.
    const watcher = await nodes.connect(b);
    await watcher.join(id);
    for (const seat of [0, 1])
      expect(
        (await api(a.base, 'POST', `/api/matches/${id}/seats/${seat}`, { name: `P${seat}` })).status,
      ).toBe(201);
    for (const node of [b, a]) {
      const info = (await api(node.base, 'GET', `/api/matches/${id}`)).body;
      expect(info.status).toBe('playing');
      expect(info.seats.map((s: { name: string | null }) => s.name)).toEqual(['P0', 'P1']);
    }
  }, 30_000);

  it('a client gets the limits of one server, however it spreads its requests over the nodes', async () => {
    // A place of its own: the other tests' matches, made from this address, count against the same limit.
    const own = await uniquePlace('limits');
    const apart = new TestNodes(own, { limits: { ...LOAD_LIMITS, matchesPerMinute: 3 } });
    try {
      const [a, b] = [await apart.start(), await apart.start()];
      const create = (node: TestNode) =>
        api(node.base, 'POST', '/api/matches', { game: 'tic-tac-toe', players: 2 });
      const answers = [];
      for (const node of [a, b, a, b]) answers.push((await create(node)).status);
      expect(answers).toEqual([201, 201, 201, 429]);
    } finally {
      await apart.close();
      await own.drop();
    }
  }, 30_000);

  it('a spectator who reconnects, through either node, keeps the chat allowance the last connection used', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const { id } = await createMatch(a.base, 'tic-tac-toe', [null, null]);
    const first = await nodes.connect(a);
    await first.join(id);
    for (let line = 1; line <= TABLE_CAPS.chatBurst; line++) {
      first.send({ type: 'chat', text: `line ${line}` });
      await first.next('chat');
    }
    await first.close();
    for (const node of [b, a]) {
      const again = await nodes.connect(node);
      await again.join(id);
      again.send({ type: 'chat', text: 'one more' });
      expect(await again.next('error')).toMatchObject({ code: 'chat-too-fast' });
      await again.close();
    }
  }, 30_000);
});
