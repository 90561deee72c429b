// Several people acting at once, at the wire: a real-time race (the test game `countdown`), a reaction window
// (`trap-track`) with bots in it, and what each client is told.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyBots, AnyGame } from '../engine/index.ts';
import { Match } from '../engine/index.ts';
import { countdown, testBots, trapTrack } from '../engine/test-games/index.ts';
import type { TrapTrackMove } from '../engine/test-games/trap-track.ts';
import { botsFor, games as registry } from '../games/index.ts';
import type { ServerMessage } from '../protocol/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { TestClient, api, createMatch } from './test-client.ts';

let store: Store;
let server: NocturneServer;
let base: string;
const clients: TestClient[] = [];
const served: Record<string, AnyGame> = {
  ...registry,
  [countdown.id]: countdown as AnyGame,
  [trapTrack.id]: trapTrack as AnyGame,
};

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(base);
  clients.push(client);
  return client;
}

/** Creates a match on this file's server and claims every human seat. */
function newMatch(game: string, seats: (string | null)[], options?: unknown) {
  return createMatch(base, game, seats, options);
}

type Update = Extract<ServerMessage, { type: 'update' }>;

/** Every event a client was told of in updates, in order. */
function toldEvents(client: TestClient): unknown[] {
  return client.received.flatMap((m) => (m.type === 'update' ? m.entries.flatMap((e) => e.events) : []));
}

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-realtime-')) });
  server = createNocturneServer({
    store,
    games: served,
    settings: (id) => (Object.hasOwn(registry, id) ? botsFor(id) : testBots(served[id])),
    botPauseMs: [0, 0],
    botThreads: 1,
  });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  await store.close();
});

describe('a real-time game at the wire', () => {
  it('two seats move at the same instant against the same version: both land, in arrival order, and each client sees both', async () => {
    const { id, tokens } = await newMatch('test-countdown', [null, null], { interval: 600_000, goal: 99 });
    const ann = await connect();
    const bo = await connect();
    const annSync = await ann.join(id, tokens[0]);
    const boSync = await bo.join(id, tokens[1]);
    expect([annSync.version, boSync.version]).toEqual([0, 0]);
    expect(annSync.toAct).toEqual({ waiting: [], reacting: [0, 1], system: true });
    // Both moves are made against version 0, and sent together: the second to arrive is against an older version.
    ann.send({ type: 'move', version: 0, move: { type: 'chandelier' } });
    bo.send({ type: 'move', version: 0, move: { type: 'taper' } });
    for (const client of [ann, bo]) await client.next('update', (u) => u.version === 2);
    for (const client of [ann, bo]) {
      expect(client.received.filter((m) => m.type === 'error')).toEqual([]);
      const lit = toldEvents(client).filter((e) => (e as { type: string }).type === 'lit');
      expect(lit).toHaveLength(2);
      expect(lit.map((e) => (e as { seat: number }).seat).sort()).toEqual([0, 1]);
    }
    const stored = await store.loadMatch(id);
    expect(stored!.log.map((e) => [e.seat, (e.move as { type: string }).type])).toEqual(
      // Ann's move was sent first on its own connection; the two connections race, so either order is arrival order.
      toldEvents(ann)
        .filter((e) => (e as { type: string }).type === 'lit')
        .map((e) => [
          (e as { seat: number }).seat,
          (e as { seat: number }).seat === 0 ? 'chandelier' : 'taper',
        ]),
    );
    const last = bo.received.filter((m): m is Update => m.type === 'update').at(-1)!;
    expect(last.view).toMatchObject({ candles: [4, 1] });
  });

  it('a move that arrives after the race was lost is refused as too late, in words, and changes nothing', async () => {
    const { id, tokens } = await newMatch('test-countdown', [null, null], { interval: 600_000, goal: 1 });
    const ann = await connect();
    const bo = await connect();
    await ann.join(id, tokens[0]);
    await bo.join(id, tokens[1]);
    ann.send({ type: 'move', version: 0, move: { type: 'taper' } }); // wins at once: the goal is one candle
    await bo.next('update', (u) => u.outcome !== null);
    bo.send({ type: 'move', version: 0, move: { type: 'taper' } });
    const refused = await bo.next('error');
    expect(refused.code).toBe('too-late');
    expect(refused.message).toMatch(/^Too late: the table moved on/);
    expect((await store.loadMatch(id))!.log).toHaveLength(1);
  });
});

describe('a reaction window at the wire', () => {
  it('a turn-based game refuses a move made against an older version, with only the error', async () => {
    const { id, tokens } = await newMatch('test-trap-track', [null, null, null], {
      goal: 8,
      windowMs: 600_000,
    });
    const [ann, bo, cy] = await Promise.all([connect(), connect(), connect()]);
    await ann.join(id, tokens[0]);
    await bo.join(id, tokens[1]);
    await cy.join(id, tokens[2]);
    ann.send({ type: 'move', version: 0, move: { type: 'step', by: 2 } });
    const opened = await cy.next('update', (u) => u.version === 1);
    expect(opened.toAct).toEqual({ waiting: [], reacting: [1, 2], system: true });
    expect(opened.legalMoves).toEqual([{ type: 'spring' }, { type: 'pass' }]);
    // Bo springs; Cy, who had not seen it, tries too against version 1: the window is gone.
    bo.send({ type: 'move', version: 1, move: { type: 'spring' } });
    await cy.next('update', (u) => u.version === 2);
    cy.send({ type: 'move', version: 1, move: { type: 'spring' } });
    const refused = await cy.next('error');
    expect([refused.code, refused.version]).toEqual(['stale-version', 2]);
    expect(refused.message).toMatch(/moved on before your move arrived/);
    const stored = await store.loadMatch(id);
    expect(stored!.log.map((e) => e.seat)).toEqual([0, 1]);
  });

  it('bots in the window decide one at a time in asking order, and the match replays', async () => {
    // Bots that always say something (the mover steps two, every reactor passes) and pause for a random while:
    // had they thought at once, the quickest would often have gone first.
    const polite: AnyBots = {
      heuristic: ({ moves }) =>
        (moves as TrapTrackMove[]).find((m) => m.type === 'pass') ?? (moves as TrapTrackMove[]).at(-1)!,
    };
    const paced = createNocturneServer({
      store,
      games: served,
      settings: () => polite,
      botPauseMs: [0, 40],
      botThreads: 1,
    });
    const pacedBase = await paced.listen(0, '127.0.0.1');
    const created = await api(pacedBase, 'POST', '/api/matches', {
      game: 'test-trap-track',
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ bot: 'heuristic' })),
      options: { goal: 6, windowMs: 600_000 },
    });
    const id = created.body.id as string;
    const spectator = await TestClient.connect(pacedBase);
    await spectator.join(id);
    const end = await spectator.next('update', (u) => u.outcome !== null, 30_000);
    await spectator.close();
    await paced.close();
    expect(end.outcome).toEqual({ winners: [0], scores: [6, 4, 4, 4], reason: 'goal' });
    const stored = (await store.loadMatch(id))!;
    const log = stored.log.map((e) => [e.seat, (e.move as TrapTrackMove).type]);
    // Each step opens a window, and the three others pass in turn order after the mover, one after another.
    const window = (mover: number) => [
      [mover, 'step'],
      [(mover + 1) % 4, 'pass'],
      [(mover + 2) % 4, 'pass'],
      [(mover + 3) % 4, 'pass'],
    ];
    expect(log).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0].flatMap(window));
    const replayed = Match.replay(trapTrack as AnyGame, {
      ...stored,
      seats: stored.seats.map((seat) => ({ name: seat.name ?? '' })),
    });
    expect(replayed.outcome()).toEqual(end.outcome);
  });
});

describe('bot pace', () => {
  it('a bot thinks as long as its game says for its level, not one pace for the whole server', async () => {
    const own = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-pace-')) });
    const paced = createNocturneServer({
      store: own,
      // Easy bots of this tic-tac-toe take their time; hard ones answer at once.
      settings: (id) => ({
        ...botsFor(id),
        thinkMs: { easy: [600, 600], medium: [300, 300], hard: [0, 0] },
      }),
      botThreads: 1,
    });
    const pacedBase = await paced.listen(0, '127.0.0.1');
    const { id } = await createMatch(pacedBase, 'tic-tac-toe', ['ismcts:easy', 'ismcts:hard']);
    const spectator = await TestClient.connect(pacedBase);
    await spectator.join(id);
    await spectator.next('update', (u) => u.outcome !== null, 30_000);
    await spectator.close();
    await paced.close();
    const log = (await own.loadMatch(id))!.log;
    await own.close();
    // How long each seat took over its moves: from the move before to its own.
    const took = log.map((entry, i) => ({ seat: entry.seat, ms: entry.at - (i === 0 ? 0 : log[i - 1].at) }));
    const easy = took.filter((t) => t.seat === 0).map((t) => t.ms);
    const hard = took.filter((t) => t.seat === 1).map((t) => t.ms);
    expect(Math.min(...easy)).toBeGreaterThanOrEqual(600);
    expect(Math.max(...hard)).toBeLessThan(600);
  });
});
