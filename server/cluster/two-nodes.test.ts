// Two nodes in one process on one PostgreSQL schema and one Redis prefix (issue 17): a match is claimed and
// played through both, each node's clients see every update built from their own view, and a node that stops
// hands its matches to the other without anyone reconnecting to a stalled match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, SYSTEM, mayAct, type AnyGame } from '../../engine/index.ts';
import { countdown } from '../../engine/test-games/index.ts';
import { games as registry } from '../../games/index.ts';
import { type TestClient, api } from '../test-client.ts';
import { lastState, uniquePlace, viewDifference, TestNodes, type Place, type TestNode } from './nodes.ts';

const ADMIN_TOKEN = 'operator-secret-0123456789';
let place: Place;
let nodes: TestNodes;

/**
 * Plays the first legal move whenever it is this client's seat's turn, until the match ends (`after` is called
 * after each change it sees); resolves with the longest wait for the update after one of its moves.
 */
async function playToTheEnd(client: TestClient, seat: number, after?: (version: number) => Promise<void>) {
  let longest = 0;
  for (;;) {
    const state = lastState(client.received)!;
    if (state.outcome) return longest;
    const sent = Date.now();
    const moving = mayAct(state.toAct, seat) && state.legalMoves.length > 0;
    if (moving) client.send({ type: 'move', version: state.version, move: state.legalMoves[0] });
    const next = await client.next('update', (u) => u.version > state.version, 15_000);
    if (moving) longest = Math.max(longest, Date.now() - sent);
    await after?.(next.version);
  }
}

beforeAll(async () => {
  place = await uniquePlace('two');
  nodes = new TestNodes(place, {
    games: { ...registry, [countdown.id]: countdown as AnyGame },
    adminToken: ADMIN_TOKEN,
  });
});

afterAll(async () => {
  await nodes.close();
  await place.drop();
});

describe('two nodes', () => {
  it('the operator’s list, halt and mute give the same answer through either node', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const admin = async (node: TestNode, method: string, path: string, body?: unknown) => {
      const res = await fetch(node.base + path, {
        method,
        headers: {
          authorization: `Bearer ${ADMIN_TOKEN}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ name: 'Ann' }, { name: 'Bob' }],
    });
    const id = created.body.id as string;
    const [ann, bob] = [await nodes.connect(a), await nodes.connect(b)];
    await ann.join(id, created.body.seats[0].token);
    await bob.join(id, created.body.seats[1].token);
    expect((await a.server.hub.loadedCopy(id))?.driving).toBe(true);
    for (const node of [a, b]) {
      const listed = (await admin(node, 'GET', '/api/admin/matches')).body.matches as { id: string }[];
      expect(listed.map((m) => m.id)).toContain(id);
    }
    // Muted through B, Ann's address is refused on A, where she is connected.
    expect((await admin(b, 'POST', `/api/admin/matches/${id}/mutes`, { address: '127.0.0.1' })).status).toBe(
      200,
    );
    ann.send({ type: 'chat', text: 'hello' });
    expect(await ann.next('error')).toMatchObject({ code: 'chat-muted' });
    // Ann moves (A stores it), then the halt comes through B, which follows A's match.
    ann.send({ type: 'move', version: 0, move: lastState(ann.received)!.legalMoves[0] });
    await bob.next('update', (u) => u.version >= 1);
    const halted = await admin(b, 'POST', `/api/admin/matches/${id}/halt`);
    expect(halted).toEqual({ status: 200, body: { id, version: 2 } });
    // Each seat is told, by an update or (where the table's entry made the copy read the match again) a sync.
    for (const client of [ann, bob])
      await expect
        .poll(() => lastState(client.received)?.outcome, { timeout: 10_000 })
        .toEqual({
          winners: [],
          reason: 'table.halt',
        });
    // A, the owner, stopped: it refuses a move, and both nodes say the match is over.
    ann.send({ type: 'move', version: 2, move: { cell: 0 } });
    expect(await ann.next('error')).toMatchObject({ code: 'game-over' });
    for (const node of [a, b]) {
      expect((await api(node.base, 'GET', `/api/matches/${id}`)).body.status).toBe('finished');
      expect((await admin(node, 'POST', `/api/admin/matches/${id}/halt`)).body).toMatchObject({
        error: { code: 'not-playing' },
      });
    }
  }, 30_000);

  it('a match created on one node is claimed and played through both; every client sees the true view', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 3,
      seats: [{ name: 'Ann' }, null, { bot: 'heuristic' }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // The second seat is claimed through the other node; the lobby on either node says the match began.
    const claim = await api(b.base, 'POST', `/api/matches/${id}/seats/1`, { name: 'Bob' });
    expect(claim.status).toBe(201);
    for (const node of [a, b]) {
      const listed = await api(node.base, 'GET', '/api/matches?status=playing');
      expect(listed.body.matches.map((m: { id: string }) => m.id)).toContain(id);
    }
    const ann = await nodes.connect(b); // Ann created the match on A, and plays through B.
    const bob = await nodes.connect(a);
    const watcher = await nodes.connect(b);
    await ann.join(id, created.body.seats[0].token);
    // Bob's token was made on B: A's copy learns of the claim (from Redis or the store) and lets him in.
    await bob.join(id, claim.body.token);
    await watcher.join(id);
    // A drives the match (it was created there); B's copy follows it and forwards Ann's moves.
    expect((await a.server.hub.loadedCopy(id))?.driving).toBe(true);
    expect((await b.server.hub.loadedCopy(id))?.driving).toBe(false);
    await Promise.all([playToTheEnd(ann, 0), playToTheEnd(bob, 1)]);
    await watcher.next('update', (u) => u.outcome !== null, 15_000);
    for (const [client, viewer] of [
      [ann, 0],
      [bob, 1],
      [watcher, 'spectator'],
    ] as const) {
      expect(await viewDifference(a.store, id, viewer, client.received)).toBeNull();
    }
    // Nothing of another seat's view crossed: Ann never got Bob's dice.
    for (const frame of ann.frames) expect(frame).not.toContain('"you":1');
  }, 60_000);

  it('play that begins with a claim through another node sets the owner’s bots going', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ bot: 'random' }, null],
    });
    const id = created.body.id as string;
    await a.server.hub.get(id); // A owns the match, waiting for its second seat
    const claim = await api(b.base, 'POST', `/api/matches/${id}/seats/1`, { name: 'Bob' });
    expect(claim.status).toBe(201);
    const bob = await nodes.connect(b);
    await bob.join(id, claim.body.token);
    // The bot, on A, moves first: A heard of the claim through Redis.
    await bob.next('update', (u) => u.version >= 1, 10_000);
    expect((await a.server.hub.loadedCopy(id))?.driving).toBe(true);
  }, 30_000);

  it('who is connected is the same on every node: a seat connected through one shows connected on the other', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ name: 'Ann' }, { name: 'Bob' }],
    });
    const id = created.body.id as string;
    const ann = await nodes.connect(a);
    await ann.join(id, created.body.seats[0].token);
    const bob = await nodes.connect(b);
    await bob.join(id, created.body.seats[1].token);
    const watcher = await nodes.connect(b);
    await watcher.join(id);
    const connected = () => {
      const last = watcher.received.findLast((m) => m.type === 'seats' || m.type === 'sync');
      if (last?.type !== 'seats' && last?.type !== 'sync') return null;
      return last.seats.map((s) => s.connected);
    };
    const until = async (want: boolean[]) => {
      const deadline = Date.now() + 5_000;
      while (JSON.stringify(connected()) !== JSON.stringify(want)) {
        if (Date.now() > deadline) throw new Error(`seats connected ${JSON.stringify(connected())}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await until([true, true]); // Ann is connected through A, the watcher is on B
    await ann.close();
    await until([false, true]);
  }, 30_000);

  it('a resignation through a following node is stored, and the owner drives on', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 3,
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { bot: 'random' }],
    });
    const id = created.body.id as string;
    const ann = await nodes.connect(b);
    await ann.join(id, created.body.seats[0].token);
    const bob = await nodes.connect(a);
    await bob.join(id, created.body.seats[1].token);
    ann.send({ type: 'resign' });
    await bob.next('update', (u) => u.version >= 1, 10_000);
    // A read the store again and kept its lease (it did not take B's write for a lost lease).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await a.server.hub.loadedCopy(id))?.driving).toBe(true);
    await playToTheEnd(bob, 1);
    expect((await a.server.hub.loadedCopy(id))?.driving).toBe(true);
    expect(await viewDifference(a.store, id, 1, bob.received)).toBeNull();
  }, 60_000);

  it('TBL-D8 a suggestion asked through a following node is a legal move of the seat; a review through either node is one review', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ name: 'Ann' }, { bot: 'random' }],
    });
    const id = created.body.id as string;
    const token = created.body.seats[0].token as string;
    const ann = await nodes.connect(b);
    await ann.join(id, token);
    const state = lastState(ann.received)!;
    expect(mayAct(state.toAct, 0)).toBe(true);
    ann.send({ type: 'suggest', version: state.version });
    const suggestion = await ann.next('suggestion');
    expect(state.legalMoves).toContainEqual(suggestion.move);
    await playToTheEnd(ann, 0);
    // Asked through B and through A at once: one review is claimed, and both nodes read it.
    const [viaB, viaA] = await Promise.all([
      api(b.base, 'POST', `/api/matches/${id}/reviews`, { token }),
      api(a.base, 'POST', `/api/matches/${id}/reviews`, { token }),
    ]);
    expect([viaB.status, viaA.status]).toEqual([202, 202]);
    for (let i = 0; i < 600; i++) {
      const read = await api(a.base, 'POST', `/api/matches/${id}/reviews/read`, { token });
      if (read.body.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [readA, readB] = await Promise.all([
      api(a.base, 'POST', `/api/matches/${id}/reviews/read`, { token }),
      api(b.base, 'POST', `/api/matches/${id}/reviews/read`, { token }),
    ]);
    expect(readA.body.status).toBe('done');
    expect(readB.body).toEqual(readA.body);
  }, 90_000);

  it('a chat line said through one node reaches its channel on the other, and only its channel', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ name: 'Ann' }, { name: 'Bob' }],
    });
    const id = created.body.id as string;
    const ann = await nodes.connect(a);
    await ann.join(id, created.body.seats[0].token);
    const bob = await nodes.connect(b);
    await bob.join(id, created.body.seats[1].token);
    const watcher = await nodes.connect(b);
    await watcher.join(id);
    ann.send({ type: 'chat', text: 'Good luck, Bob' });
    const heard = await bob.next('chat', () => true, 10_000);
    expect(heard).toMatchObject({ channel: 'players', line: { name: 'Ann', text: 'Good luck, Bob' } });
    // The watcher on the same node as Bob hears nothing of the players' channel.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watcher.frames.some((frame) => frame.includes('Good luck'))).toBe(false);
  }, 30_000);

  it('a node that stops hands its matches to the other at once: play goes on, bots and all', async () => {
    const [a, b] = [await nodes.start({ botPauseMs: [20, 40] }), await nodes.start({ botPauseMs: [20, 40] })];
    const created = await api(a.base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 3,
      seats: [{ name: 'Ann' }, { bot: 'random' }, { bot: 'heuristic' }],
    });
    const id = created.body.id as string;
    // A bots-only match driven by A too, that nobody watches anywhere: B must find it by itself.
    const botsOnly = await api(a.base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 2,
      seats: [{ bot: 'random' }, { bot: 'random' }],
    });
    const ann = await nodes.connect(b);
    await ann.join(id, created.body.seats[0].token);
    const watcher = await nodes.connect(b);
    await watcher.join(id);
    let stopping: Promise<void> | undefined;
    const longest = await playToTheEnd(ann, 0, async (version) => {
      if (version >= 4 && !stopping) stopping = nodes.stop(a);
    });
    await stopping;
    expect(stopping).toBeDefined();
    // Taken over without a pause a player would notice (generous, for a loaded machine).
    expect(longest).toBeLessThan(2_000);
    expect((await b.server.hub.loadedCopy(id))?.driving).toBe(true);
    await watcher.next('update', (u) => u.outcome !== null, 15_000);
    expect(await viewDifference(b.store, id, 0, ann.received)).toBeNull();
    expect(await viewDifference(b.store, id, 'spectator', watcher.received)).toBeNull();
    const deadline = Date.now() + 15_000;
    while ((await b.store.loadMatch(botsOnly.body.id))?.status !== 'finished') {
      if (Date.now() > deadline) throw new Error('the bots-only match was not taken over');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // B counts its part (its /metrics shows these): Ann's match it took over (the bots-only one too, unless A
    // finished it first), and the news through Redis.
    const figures = b.cluster.figures();
    expect(figures.takeovers).toBeGreaterThanOrEqual(1);
    expect(figures.published).toBeGreaterThan(0);
    expect(figures.heard).toBeGreaterThan(0);
  }, 60_000);

  it('the game’s clock goes on on the node that takes over, its timed events at their due times', async () => {
    const [a, b] = [await nodes.start(), await nodes.start()];
    const interval = 250;
    const created = await api(a.base, 'POST', '/api/matches', {
      game: countdown.id,
      players: 1,
      seats: [{ name: 'Ann' }],
      options: { interval, strikes: 8, goal: 99 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const ann = await nodes.connect(b);
    await ann.join(id, created.body.seats[0].token);
    // The clock strikes twice on A; then A stops, and B strikes the rest.
    await ann.next('update', (u) => u.version >= 2, 10_000);
    await nodes.stop(a);
    const end = await ann.next('update', (u) => u.outcome !== null, 15_000);
    expect(end.version).toBe(8);
    const stored = (await b.store.loadMatch(id))!;
    // Every strike was logged at its due time (a replay checks that too), none twice, none late.
    expect(stored.log.map((e) => [e.seat, e.at])).toEqual(
      Array.from({ length: 8 }, (_, i) => [SYSTEM, interval * (i + 1)]),
    );
    const replayed = Match.replay(countdown as AnyGame, {
      game: countdown.id,
      options: stored.options,
      seed: stored.seed,
      seats: [{ name: 'Ann' }],
      log: stored.log,
    });
    expect(replayed.outcome()).toEqual(end.outcome);
    expect(await viewDifference(b.store, id, 0, ann.received, countdown as AnyGame)).toBeNull();
  }, 60_000);
});
