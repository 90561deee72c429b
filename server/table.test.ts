// The table through the server (issue 18): a seat that runs out of time is played by a bot until its player
// returns; a vote hands an away seat to a bot; resigning ends a match with the right winners; the chat keeps its
// limits and its channels apart, and survives a restart; the record replays the clocks and the takeovers exactly.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, MatchRecord } from '../engine/index.ts';
import { Match, TABLE, mayAct } from '../engine/index.ts';
import { games as registry } from '../games/index.ts';
import type { ServerMessage, TableView } from '../protocol/index.ts';
import { TABLE_CAPS } from '../protocol/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { LOAD_LIMITS } from './limits.ts';
import { TestClient, api } from './test-client.ts';

/** Match time runs this many times faster than the wall clock: a 10-second reserve lasts a second. */
const SCALE = 10;
/** Away after 3 seconds of match time (0.3 s of wall clock). */
const AWAY_MS = 3_000;

const games: Readonly<Record<string, AnyGame>> = registry;
let dataDir: string;
let store: Store;
let server: NocturneServer;
let base: string;
const clients: TestClient[] = [];

async function start(): Promise<void> {
  store = await openStore({ dataDir });
  server = createNocturneServer({
    store,
    games,
    botPauseMs: [0, 0],
    botThreads: 1,
    timeScale: SCALE,
    awayAfterMs: AWAY_MS,
    limits: LOAD_LIMITS,
  });
  base = await server.listen(0, '127.0.0.1');
}

async function stop(): Promise<void> {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
  await store.close();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nocturne-table-'));
  await start();
});
afterAll(stop);
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

async function connect(): Promise<TestClient> {
  const client = await TestClient.connect(base);
  clients.push(client);
  return client;
}

/** An online match: seat 0 taken by its creator, the others claimed; the tokens by seat. */
async function online(game: string, players: number, table?: unknown, options?: unknown) {
  const created = await api(base, 'POST', '/api/matches', {
    game,
    players,
    seats: [{ name: 'Ann' }],
    ...(table ? { table } : {}),
    ...(options ? { options } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  const tokens: string[] = [created.body.seats[0].token];
  for (let seat = 1; seat < players; seat++) {
    const claim = await api(base, 'POST', `/api/matches/${id}/seats/${seat}`, {
      name: ['Bo', 'Cy'][seat - 1],
    });
    expect(claim.status).toBe(201);
    tokens.push(claim.body.token);
  }
  return { id, tokens };
}

type State = Extract<ServerMessage, { type: 'sync' | 'update' }>;

function latest(client: TestClient): State {
  return client.received.filter((m): m is State => m.type === 'sync' || m.type === 'update').at(-1)!;
}

function lastTable(client: TestClient): TableView {
  const found = client.received
    .filter((m) => m.type === 'sync' || m.type === 'update' || m.type === 'table')
    .at(-1);
  return (found as { table: TableView }).table;
}

/** Waits for an update whose history holds the table entry `type` for `seat`. */
function tableEntry(client: TestClient, type: string, seat: number) {
  return client.next('update', (u) =>
    u.entries.some(
      (e) => e.seat === TABLE && e.table?.type === type && e.table.type !== 'halt' && e.table.seat === seat,
    ),
  );
}

/** The record, replayed: the same hash as the server's match, and the table as the server told it. */
async function replayRecord(id: string): Promise<Match<unknown, unknown, unknown, unknown, unknown>> {
  const record = await api(base, 'GET', `/api/matches/${id}/record`);
  expect(record.status).toBe(200);
  const replayed = Match.replay(games[record.body.game], record.body as MatchRecord);
  const live = await server.hub.get(id);
  expect(replayed.hash()).toBe(live!.stateHash());
  return replayed;
}

describe('time limits', () => {
  it(
    'a seat runs out of time and a bot takes it; its player returns and plays on; the record replays it',
    { timeout: 60_000 },
    async () => {
      const rules = { clock: { reserveMs: 10_000, incrementMs: 0 }, onTimeout: 'bot', botLevel: 'easy' };
      const { id, tokens } = await online('tic-tac-toe', 2, rules);
      const info = await api(base, 'GET', `/api/matches/${id}`);
      expect(info.body.table).toEqual(rules);
      const ann = await connect();
      const bo = await connect();
      const annSync = await ann.join(id, tokens[0]);
      await bo.join(id, tokens[1]);
      expect(annSync.table.clocks).toEqual([
        { seat: 0, remainingMs: 10_000, runningSince: 0 },
        { seat: 1, remainingMs: 10_000, runningSince: null },
      ]);
      ann.send({ type: 'move', version: 0, move: annSync.legalMoves[0] });
      await ann.next('update', (u) => u.version === 1);
      // Bo does nothing: his ten seconds run out, the table logs it at the very millisecond, and a bot plays him.
      const timedOut = await tableEntry(ann, 'timeout', 1);
      const entry = timedOut.entries.find((e) => e.seat === TABLE)!;
      expect(entry.at).toBe(ann.received.find((m) => m.type === 'update')!.entries[0].at + 10_000);
      expect(timedOut.table.botHeld).toEqual([{ seat: 1, level: 'easy', why: 'timeout' }]);
      expect(timedOut.table.clocks[1]).toMatchObject({ seat: 1, remainingMs: 0, runningSince: null });
      const botMove = await ann.next('update', (u) => u.entries.some((e) => e.seat === 1));
      expect(botMove.table.botHeld).toHaveLength(1);
      // Bo comes back (a new connection, as after closing the tab): the seat is his again, with half a minute at most
      // the reserve on his clock (TBL-D2).
      await bo.close();
      const back = await connect();
      await back.join(id, tokens[1]);
      const returned = await tableEntry(ann, 'player-returns', 1);
      expect(returned.table.botHeld).toEqual([]);
      expect(returned.table.clocks[1].remainingMs).toBe(10_000);
      // And he plays on himself.
      let state = latest(ann);
      if (mayAct(state.toAct, 0)) {
        ann.send({ type: 'move', version: state.version, move: state.legalMoves[0] });
        state = await ann.next('update', (u) => u.version > state.version);
      }
      const mine = await back
        .next('update', (u) => mayAct(u.toAct, 1) && u.legalMoves.length > 0)
        .catch(() => latest(back));
      back.send({ type: 'move', version: mine.version, move: mine.legalMoves[0] });
      const played = await ann.next('update', (u) =>
        u.entries.some((e) => e.seat === 1 && e.at > entry.at && u.table.botHeld.length === 0),
      );
      expect(played.table.botHeld).toEqual([]);
      // Ann resigns to end it: the record is public, and replays the clocks and the takeover exactly.
      ann.send({ type: 'resign' });
      const end = await ann.next('update', (u) => u.outcome !== null);
      expect(end.outcome).toEqual({ winners: [1], reason: 'table.resign' });
      const replayed = await replayRecord(id);
      const { away: _away, votes: _votes, ...told } = end.table;
      expect(replayed.tableStatus()).toEqual(told);
      expect(replayed.record.table).toEqual(rules);
    },
  );

  it('with onTimeout lose, the seat out of time loses a two-seat match', { timeout: 30_000 }, async () => {
    const { id, tokens } = await online('tic-tac-toe', 2, {
      clock: { reserveMs: 10_000, incrementMs: 0 },
      onTimeout: 'lose',
    });
    const ann = await connect();
    await ann.join(id, tokens[0]);
    const end = await ann.next('update', (u) => u.outcome !== null);
    expect(end.outcome).toEqual({ winners: [1], reason: 'table.timeout' });
    expect((await store.loadMatch(id))!.status).toBe('finished');
    await replayRecord(id);
  });

  it('a table of bots and people seated together (solo, hot-seat) keeps no clock; the caps are the server’s', async () => {
    const solo = await api(base, 'POST', '/api/matches', {
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ name: 'Ann' }, { bot: 'random' }],
      table: { clock: { reserveMs: 10_000, incrementMs: 0 }, onTimeout: 'lose' },
    });
    expect(solo.status).toBe(201);
    expect((await api(base, 'GET', `/api/matches/${solo.body.id}`)).body.table.clock).toBeNull();
    const tooLong = await api(base, 'POST', '/api/matches', {
      game: 'tic-tac-toe',
      players: 2,
      table: { clock: { reserveMs: TABLE_CAPS.maxReserveMs + 1, incrementMs: 0 } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('malformed-body');
  });
});

describe('a seat whose player is gone', () => {
  it(
    'is away after the grace period; the others vote to hand it to a bot; its player gets it back',
    { timeout: 30_000 },
    async () => {
      const { id, tokens } = await online('liars-dice', 3);
      const [ann, bo, cy] = [await connect(), await connect(), await connect()];
      await ann.join(id, tokens[0]);
      await bo.join(id, tokens[1]);
      await cy.join(id, tokens[2]);
      // Too early: Cy is here.
      ann.send({ type: 'vote-bot', seat: 2 });
      expect((await ann.next('error')).code).toBe('cannot-vote');
      await cy.close();
      const away = await ann.next('table', (m) => m.table.away.some((a) => a.seat === 2));
      expect(away.table.away[0].since).toBeGreaterThanOrEqual(0);
      ann.send({ type: 'vote-bot', seat: 0 });
      expect((await ann.next('error')).code).toBe('cannot-vote'); // one's own seat
      ann.send({ type: 'vote-bot', seat: 2 });
      const one = await bo.next('table', (m) => m.table.votes.length > 0);
      expect(one.table.votes).toEqual([{ seat: 2, voters: [0] }]);
      bo.send({ type: 'vote-bot', seat: 2 });
      const taken = await tableEntry(ann, 'bot-takes', 2);
      expect(taken.table.botHeld).toEqual([{ seat: 2, level: 'medium', why: 'vote' }]);
      expect(taken.table.votes).toEqual([]);
      // Cy returns: the seat is his again, and he is not away.
      const back = await connect();
      await back.join(id, tokens[2]);
      const returned = await tableEntry(ann, 'player-returns', 2);
      expect(returned.table.botHeld).toEqual([]);
      expect(lastTable(ann).away.map((a) => a.seat)).not.toContain(2);
    },
  );

  it(
    'a vote is refused with a time limit, from a spectator, and on a seat that is not away',
    { timeout: 30_000 },
    async () => {
      const { id, tokens } = await online('tic-tac-toe', 2, {
        clock: { reserveMs: 600_000, incrementMs: 0 },
      });
      const ann = await connect();
      await ann.join(id, tokens[0]);
      await new Promise((resolve) => setTimeout(resolve, (AWAY_MS / SCALE) * 2));
      ann.send({ type: 'vote-bot', seat: 1 });
      expect((await ann.next('error')).message).toBe('With a time limit, the clock decides, not a vote.');
      const watcher = await connect();
      await watcher.join(id);
      watcher.send({ type: 'vote-bot', seat: 1 });
      expect((await watcher.next('error')).code).toBe('cannot-vote');
    },
  );
});

describe('resigning', () => {
  it('ends a two-seat match: the other wins, the record says why', async () => {
    const { id, tokens } = await online('tic-tac-toe', 2);
    const [ann, bo, watcher] = [await connect(), await connect(), await connect()];
    await ann.join(id, tokens[0]);
    await bo.join(id, tokens[1]);
    await watcher.join(id);
    watcher.send({ type: 'resign' });
    expect((await watcher.next('error')).code).toBe('cannot-resign');
    bo.send({ type: 'resign' });
    const end = await ann.next('update', (u) => u.outcome !== null);
    expect(end.outcome).toEqual({ winners: [0], reason: 'table.resign' });
    expect(end.entries.at(-1)).toMatchObject({ seat: TABLE, table: { type: 'resign', seat: 1 }, events: [] });
    expect((await watcher.next('update', (u) => u.outcome !== null)).outcome?.winners).toEqual([0]);
    const stored = await store.loadMatch(id);
    expect(stored).toMatchObject({ status: 'finished', outcome: { winners: [0], reason: 'table.resign' } });
    bo.send({ type: 'resign' });
    expect((await bo.next('error')).code).toBe('cannot-resign');
    await replayRecord(id);
  });

  it(
    'in a larger match a bot plays the seat out, which can no longer win; the last seat left wins',
    { timeout: 30_000 },
    async () => {
      const { id, tokens } = await online('liars-dice', 3);
      const [ann, bo, cy] = [await connect(), await connect(), await connect()];
      await ann.join(id, tokens[0]);
      await bo.join(id, tokens[1]);
      await cy.join(id, tokens[2]);
      bo.send({ type: 'resign' });
      const out = await tableEntry(ann, 'resign', 1);
      expect(out.outcome).toBeNull();
      expect(out.table.out).toEqual([{ seat: 1, why: 'resign' }]);
      expect(out.table.botHeld).toEqual([{ seat: 1, level: 'medium', why: 'resign' }]);
      cy.send({ type: 'resign' });
      const end = await ann.next('update', (u) => u.outcome !== null);
      expect(end.outcome).toEqual({ winners: [0], reason: 'table.resign' });
      await replayRecord(id);
    },
  );
});

describe('table chat', () => {
  it(
    'players and spectators talk in channels that never meet; the limits hold; it survives a restart',
    { timeout: 30_000 },
    async () => {
      const { id, tokens } = await online('tic-tac-toe', 2);
      const [ann, bo, watcher] = [await connect(), await connect(), await connect()];
      await ann.join(id, tokens[0]);
      await bo.join(id, tokens[1]);
      watcher.send({ type: 'join', match: id, name: ' Zoë ' });
      expect((await watcher.next('sync')).chat).toEqual({ channel: 'spectators', lines: [] });

      ann.send({ type: 'chat', text: '  Good   luck <b>!</b> ' });
      const heard = await bo.next('chat');
      expect(heard).toMatchObject({
        channel: 'players',
        line: { seat: 0, name: 'Ann', text: 'Good luck <b>!</b>' },
      });
      expect((await ann.next('chat')).line).toEqual(heard.line);
      watcher.send({ type: 'chat', text: 'Ann, play the centre' });
      const spectators = await watcher.next('chat');
      expect(spectators).toMatchObject({
        channel: 'spectators',
        line: { seat: null, name: 'Zoë', text: 'Ann, play the centre' },
      });

      // Refused past the limits, with a sentence; nothing is sent to anyone.
      bo.send({ type: 'chat', text: 'x'.repeat(TABLE_CAPS.chatChars + 1) });
      expect(await bo.next('error')).toMatchObject({
        code: 'chat-too-long',
        message: 'A message is at most 200 characters.',
      });
      bo.send({ type: 'chat', text: 'evil\u202e' });
      expect(await bo.next('error')).toMatchObject({ code: 'bad-chat' });
      for (let i = 0; i < TABLE_CAPS.chatBurst; i++) bo.send({ type: 'chat', text: `line ${i}` });
      bo.send({ type: 'chat', text: 'one too many' });
      expect(await bo.next('error')).toMatchObject({ code: 'chat-too-fast' });
      await ann.next('chat', (m) => m.line.text === `line ${TABLE_CAPS.chatBurst - 1}`);
      await new Promise((resolve) => setTimeout(resolve, 200));

      // Nothing crossed: no spectator line reached a seat, no player's line a spectator.
      const lines = (client: TestClient) => client.received.filter((m) => m.type === 'chat');
      expect(lines(ann).every((m) => m.channel === 'players')).toBe(true);
      expect(lines(bo).every((m) => m.channel === 'players')).toBe(true);
      expect(lines(watcher).map((m) => m.line.text)).toEqual(['Ann, play the centre']);
      expect(ann.frames.join('\n')).not.toContain('play the centre');
      expect(watcher.frames.join('\n')).not.toContain('Good luck');

      // A restart: the chat is kept with the match, each channel to its own.
      await stop();
      await start();
      const [ann2, watcher2] = [await connect(), await connect()];
      const annSync = await ann2.join(id, tokens[0]);
      expect(annSync.chat.channel).toBe('players');
      expect(annSync.chat.lines.map((l) => l.text)).toEqual([
        'Good luck <b>!</b>',
        ...Array.from({ length: TABLE_CAPS.chatBurst }, (_, i) => `line ${i}`),
      ]);
      const watcherSync = await watcher2.join(id);
      expect(watcherSync.chat).toMatchObject({
        channel: 'spectators',
        lines: [{ name: 'Zoë', text: 'Ann, play the centre' }],
      });
      expect(JSON.stringify(watcherSync)).not.toContain('Good luck');
    },
  );

  it('a spectator’s name is checked like any name', async () => {
    const { id } = await online('tic-tac-toe', 2);
    const watcher = await connect();
    watcher.send({ type: 'join', match: id, name: 'Zoë\u202e' });
    expect(await watcher.next('error')).toMatchObject({ code: 'bad-name' });
  });
});

describe('a seat held for its player', () => {
  it(
    'is taken back by its player’s move, even one refused: the return stands',
    { timeout: 30_000 },
    async () => {
      const { id, tokens } = await online('tic-tac-toe', 2, { clock: { reserveMs: 10_000, incrementMs: 0 } });
      const [ann, bo] = [await connect(), await connect()];
      const sync = await ann.join(id, tokens[0]);
      await bo.join(id, tokens[1]);
      ann.send({ type: 'move', version: 0, move: sync.legalMoves[0] });
      await tableEntry(bo, 'timeout', 1);
      // The bot moves for Bo; now it is Ann's turn, and Bo, still connected, clicks.
      const afterBot = await bo.next('update', (u) => u.entries.some((e) => e.seat === 1));
      expect(mayAct(afterBot.toAct, 0)).toBe(true);
      bo.send({ type: 'move', version: afterBot.version, move: { cell: 4 } });
      expect((await bo.next('error')).code).toBe('not-your-turn');
      const back = await tableEntry(ann, 'player-returns', 1);
      expect(back.table.botHeld).toEqual([]);
    },
  );
});

describe('a clock across a restart', () => {
  it(
    'a clock that ran out while the server was down is logged at the millisecond it ran out',
    { timeout: 30_000 },
    async () => {
      const { id, tokens } = await online('tic-tac-toe', 2, {
        clock: { reserveMs: 10_000, incrementMs: 0 },
        onTimeout: 'lose',
      });
      const ann = await connect();
      const sync = await ann.join(id, tokens[0]);
      ann.send({ type: 'move', version: 0, move: sync.legalMoves[0] });
      const moved = await ann.next('update', (u) => u.version === 1);
      await stop();
      await new Promise((resolve) => setTimeout(resolve, 1_200)); // 12 s of match time: Bo's 10 run out meanwhile
      await start();
      const watcher = await connect();
      // Resumed, the match catches up with its clock at once: the timeout is in the sync or comes right after.
      const synced = await watcher.join(id);
      const after = synced.outcome ? synced : await watcher.next('update', (u) => u.outcome !== null);
      const entries = after.type === 'sync' ? after.history : after.entries;
      expect(entries.find((e) => e.seat === TABLE)).toMatchObject({
        table: { type: 'timeout', seat: 1 },
        at: moved.entries[0].at + 10_000,
      });
      expect(after.outcome).toEqual({ winners: [0], reason: 'table.timeout' });
      await replayRecord(id);
    },
  );
});

describe('a move that comes just after its clock ran out', () => {
  it(
    'TBL-D4 comes after the timeout, and takes the seat back from the bot at once',
    { timeout: 30_000 },
    async () => {
      // A server whose clock the test moves: the move arrives before the server's own timer would have fired.
      let skew = 0;
      const own = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-table-late-')) });
      const late = createNocturneServer({
        store: own,
        botPauseMs: [0, 0],
        botThreads: 1,
        now: () => Date.now() + skew,
        limits: LOAD_LIMITS,
      });
      const url = await late.listen(0, '127.0.0.1');
      try {
        const created = await api(url, 'POST', '/api/matches', {
          game: 'tic-tac-toe',
          players: 2,
          seats: [{ name: 'Ann' }],
          table: { clock: { reserveMs: 60_000, incrementMs: 0 } },
        });
        const id = created.body.id as string;
        const claim = await api(url, 'POST', `/api/matches/${id}/seats/1`, { name: 'Bo' });
        const [ann, bo] = [await TestClient.connect(url), await TestClient.connect(url)];
        clients.push(ann, bo);
        const sync = await ann.join(id, created.body.seats[0].token);
        await bo.join(id, claim.body.token);
        ann.send({ type: 'move', version: 0, move: sync.legalMoves[0] });
        const mine = await bo.next('update', (u) => u.version === 1);
        skew += 61_000; // Bo's minute has run out, and his move is on its way
        bo.send({ type: 'move', version: 1, move: mine.legalMoves[0] });
        const played = await ann.next('update', (u) => u.entries.some((e) => e.seat === 1));
        expect(played.entries.map((e) => (e.seat === TABLE ? e.table!.type : e.seat))).toEqual([
          'timeout',
          'player-returns',
          1,
        ]);
        expect(played.table.botHeld).toEqual([]);
      } finally {
        await late.close();
        await own.close();
      }
    },
  );
});

describe('suggest a move', () => {
  it(
    'TBL-D8 the easy bot suggests a legal move to the seat that decides, once per version; others are refused',
    { timeout: 30_000 },
    async () => {
      const { id, tokens } = await online('liars-dice', 2);
      const [ann, bo, watcher] = [await connect(), await connect(), await connect()];
      await ann.join(id, tokens[0]);
      await bo.join(id, tokens[1]);
      await watcher.join(id);
      const state = latest(ann);
      const [deciding, waiting] = mayAct(state.toAct, 0) ? [ann, bo] : [bo, ann];
      const version = state.version;
      const moves = latest(deciding).legalMoves;

      deciding.send({ type: 'suggest', version });
      const first = await deciding.next('suggestion');
      expect(first.version).toBe(version);
      expect(moves).toContainEqual(first.move);
      deciding.send({ type: 'suggest', version });
      expect((await deciding.next('suggestion')).move).toEqual(first.move);

      deciding.send({ type: 'suggest', version: version + 5 });
      expect((await deciding.next('error')).code).toBe('stale-version');
      waiting.send({ type: 'suggest', version });
      expect((await waiting.next('error')).code).toBe('cannot-suggest');
      watcher.send({ type: 'suggest', version });
      expect((await watcher.next('error')).code).toBe('cannot-suggest');
      // Asking changes nothing: the match is where it was.
      expect((await server.hub.get(id))!.version).toBe(version);
    },
  );
});
