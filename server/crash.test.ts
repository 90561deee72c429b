// kill -9 loses no acknowledged move. The real server (`node --import tsx server/main.ts`, as `npm start` runs
// it) plays a tic-tac-toe between two people and a Liar's Dice of one person against two bots over WebSocket,
// and is killed with SIGKILL twice, each time right after a move was sent whose acknowledgement may or may not
// have come. After each kill the SQLite file is read directly, then the server is started again on it: every
// acknowledged move and every history entry anyone was shown is still there, the move in flight is either wholly
// there or not at all, bots play on by themselves, and the players reconnect with their tokens and finish.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../engine/index.ts';
import { Match, Rng, askOrder, canonicalJson, mayAct } from '../engine/index.ts';
import { games } from '../games/index.ts';
import { openStore, type StoredMatch } from '../store/index.ts';
import type { HistoryEntry, ServerMessage } from '../protocol/index.ts';
import { TestClient, api } from './test-client.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Tic-tac-toe cells in play order: no line before the ninth, which draws. */
const CELLS = [4, 0, 2, 6, 3, 5, 1, 7, 8];

type State = Extract<ServerMessage, { type: 'sync' | 'update' }>;

interface Running {
  readonly proc: ChildProcess;
  readonly base: string;
  readonly output: string[];
}

const running: Running[] = [];
const clients: TestClient[] = [];

/** Starts `npm start`'s server on a free port (PORT=0: it prints the port it got) over `dataDir`. */
function start(dataDir: string): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    NOCTURNE_BOT_PACE: 'instant',
  };
  delete env.DATABASE_URL; // SQLite in dataDir
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output.join('')}`)),
      30_000,
    );
    proc.stderr!.setEncoding('utf8').on('data', (text: string) => output.push(text));
    proc.stdout!.setEncoding('utf8').on('data', (text: string) => {
      output.push(text);
      const port = /listening on http:\/\/\S+?:(\d+)/.exec(output.join(''))?.[1];
      if (!port) return;
      clearTimeout(timer);
      const server = { proc, base: `http://127.0.0.1:${port}`, output };
      running.push(server);
      resolve(server);
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output.join('')}`));
    });
  });
}

/** SIGKILL: no handler runs, nothing is flushed, the process is simply gone. */
async function kill9(server: Running): Promise<void> {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null)
    throw new Error(`the server had already exited (${server.proc.exitCode}):\n${server.output.join('')}`);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    server.proc.once('exit', (_code, signal) => resolve(signal)),
  );
  server.proc.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  for (const server of running)
    if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGKILL');
});

async function connect(base: string): Promise<TestClient> {
  const client = await TestClient.connect(base);
  clients.push(client);
  return client;
}

/** Waits (polling) until `test` finds something in what the client has received. */
async function until<T>(
  client: TestClient,
  test: () => T | undefined,
  what: string,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = test();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`no ${what} within ${ms} ms; last: ${JSON.stringify(client.received.at(-1))}`);
    if (client.closed) throw new Error(`connection closed while waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function latest(client: TestClient): State {
  return client.received.findLast((m) => m.type === 'sync' || m.type === 'update') as State;
}

/** A player: a connection, its seat and token, and everything it was told and had acknowledged. */
class Player {
  client!: TestClient;
  /** Every history entry this seat was shown, by version (the redacted events as it saw them). */
  readonly seen = new Map<number, HistoryEntry>();
  /** Every move of this seat acknowledged by the server: version → move. */
  readonly acked = new Map<number, unknown>();
  /** A move sent whose acknowledgement had not come when the server was killed. */
  pending: { version: number; move: unknown } | null = null;

  constructor(
    readonly name: string,
    readonly match: string,
    readonly seat: number,
    readonly token: string,
  ) {}

  async connect(base: string): Promise<Extract<ServerMessage, { type: 'sync' }>> {
    this.client = await connect(base);
    return this.client.join(this.match, this.token);
  }

  /** Takes note of every entry shown so far (the acknowledgement of a move is the update carrying it). */
  record(): void {
    for (const message of this.client.received) {
      if (message.type !== 'sync' && message.type !== 'update') continue;
      for (const entry of message.type === 'sync' ? message.history : message.entries)
        this.seen.set(entry.version, entry);
    }
  }

  /** The state when this seat may move (null once the match is over). */
  async myTurn(): Promise<State | null> {
    return until(
      this.client,
      () => {
        const state = latest(this.client);
        if (state.outcome) return null;
        return mayAct(state.toAct, this.seat) && state.legalMoves.length > 0 ? state : undefined;
      },
      `${this.name}'s turn`,
    );
  }

  send(version: number, move: unknown): void {
    this.client.send({ type: 'move', version, move });
  }

  /** Sends a move and waits for its acknowledgement (the update carrying it); a refusal fails the test. */
  async play(version: number, move: unknown): Promise<void> {
    const from = this.client.received.length;
    this.send(version, move);
    await until(
      this.client,
      () => {
        for (const message of this.client.received.slice(from)) {
          if (message.type === 'error')
            throw new Error(`${this.name}'s move refused: ${message.code} ${message.message}`);
          if (
            message.type === 'update' &&
            message.entries.some((e) => e.version === version + 1 && e.seat === this.seat)
          )
            return true;
        }
        return undefined;
      },
      `acknowledgement of ${this.name}'s move at ${version}`,
    );
    this.acked.set(version + 1, move);
    this.record();
  }
}

function recordOf(stored: StoredMatch): MatchRecord {
  return {
    game: stored.game,
    options: stored.options,
    seed: stored.seed,
    seats: stored.seats.map((s) => ({ name: s.name ?? '', ...(s.bot ? { bot: s.bot } : {}) })),
    log: stored.log,
  };
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * Reads the matches straight from the SQLite file of the killed server and checks them against what the players
 * were told. Returns, for each match, its stored version and whether a bot was to act when the server died.
 */
async function checkStore(dataDir: string, players: Player[], ids: string[]) {
  const store = await openStore({ dataDir });
  const found = new Map<string, { version: number; botToAct: boolean; finished: boolean }>();
  try {
    for (const id of ids) {
      const stored = (await store.loadMatch(id))!;
      // Never partial: the log replays through the kernel, and the match is finished exactly when the game is over.
      const replayed = Match.replay(games[stored.game], recordOf(stored));
      expect(stored.status).toBe(replayed.outcome() ? 'finished' : 'playing');
      expect(stored.outcome).toEqual(replayed.outcome());
      const botToAct = askOrder(replayed.toAct()).some((seat) => stored.seats[seat].bot !== null);
      found.set(id, {
        version: stored.log.length,
        botToAct: botToAct && !replayed.outcome(),
        finished: !!replayed.outcome(),
      });
    }
    for (const player of players) {
      const stored = (await store.loadMatch(player.match))!;
      // Every acknowledged move is stored, at its version.
      for (const [version, move] of player.acked) {
        expect(stored.log.length).toBeGreaterThanOrEqual(version);
        expect(stored.log[version - 1].seat).toBe(player.seat);
        expect(same(stored.log[version - 1].move, move)).toBe(true);
      }
      // So is every move anyone was shown.
      expect(stored.log.length).toBeGreaterThanOrEqual(Math.max(0, ...player.seen.keys()));
      // The move in flight is wholly there, or not at all.
      if (player.pending) {
        const { version, move } = player.pending;
        expect(stored.log.length).toBeGreaterThanOrEqual(version);
        if (stored.log.length > version) {
          expect(stored.log[version].seat).toBe(player.seat);
          expect(same(stored.log[version].move, move)).toBe(true);
        }
      }
    }
  } finally {
    await store.close();
  }
  return found;
}

/** Back on the new server with the same token: the history holds every entry shown before, exactly as shown. */
async function rejoin(player: Player, base: string): Promise<'stored' | 'lost' | 'none'> {
  const sync = await player.connect(base);
  expect(sync.you).toBe(player.seat);
  const history = new Map(sync.history.map((e) => [e.version, e]));
  for (const [version, entry] of player.seen) {
    expect(history.has(version), `${player.name}: entry ${version} is gone`).toBe(true);
    expect(canonicalJson(history.get(version))).toBe(canonicalJson(entry));
  }
  for (const version of player.acked.keys()) expect(history.get(version)?.seat).toBe(player.seat);
  if (!player.pending) return 'none';
  const { version, move } = player.pending;
  player.pending = null;
  if (sync.version > version) {
    expect(history.get(version + 1)?.seat).toBe(player.seat); // it counted: it was stored before the kill
    player.acked.set(version + 1, move);
    player.record();
    return 'stored';
  }
  // It did not count: the match waits at that version for the same seat, which sends it again.
  expect(sync.version).toBe(version);
  expect(sync.toAct.waiting).toContain(player.seat);
  await player.play(version, move);
  return 'lost';
}

/** Polls the lobby list (read from the store; it loads no match) until `test` holds for the match. */
async function lobbyUntil(
  base: string,
  id: string,
  test: (m: { version: number; status: string }) => boolean,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const status of ['playing', 'finished']) {
      const { body } = await api(base, 'GET', `/api/matches?status=${status}`);
      const summary = body.matches.find((m: { id: string }) => m.id === id);
      if (summary && test({ ...summary, status })) return { ...summary, status };
    }
    if (Date.now() > deadline) throw new Error(`match ${id} did not get there by itself`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a server killed with SIGKILL', () => {
  it('loses no acknowledged move: the move in flight is all there or absent, bots resume, players finish', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-crash-'));
    const rng = Rng.fromSeed('crash');
    let server = await start(dataDir);

    const ttt = (await api(server.base, 'POST', '/api/matches', { game: 'tic-tac-toe', players: 2 })).body
      .id as string;
    const dice = (
      await api(server.base, 'POST', '/api/matches', {
        game: 'liars-dice',
        players: 3,
        seats: [null, { bot: 'heuristic' }, { bot: 'heuristic' }],
      })
    ).body.id as string;
    const claim = async (id: string, seat: number) =>
      (await api(server.base, 'POST', `/api/matches/${id}/seats/${seat}`, { name: `P${seat}` })).body
        .token as string;
    const x = new Player('X', ttt, 0, await claim(ttt, 0));
    const o = new Player('O', ttt, 1, await claim(ttt, 1));
    const ann = new Player('Ann', dice, 0, await claim(dice, 0));
    const players = [x, o, ann];
    for (const player of players) await player.connect(server.base);

    /** The tic-tac-toe's next move, by whoever is to move, acknowledged. */
    const tttMove = async () => {
      const version = latest(x.client).version;
      const player = version % 2 === 0 ? x : o;
      await until(
        player.client,
        () => (latest(player.client).version === version ? true : undefined),
        'ttt sync',
      );
      await player.play(version, { cell: CELLS[version] });
    };
    /** Ann's next move (a low raise mostly, so that the match lasts), acknowledged; false once she cannot move. */
    const annMove = async () => {
      const state = await ann.myTurn();
      if (!state) return false;
      const lowest =
        state.legalMoves.find((m) => (m as { type: string }).type === 'bid') ?? state.legalMoves[0];
      const pick = rng.float() < 0.7 ? lowest : rng.pick(state.legalMoves);
      await ann.play(state.version, pick);
      return true;
    };
    /** What became of each move in flight, for the log. */
    const outcomes: string[] = [];
    /**
     * Sends the next move of each match without waiting for it, then kills the server after `delayMs`; `justBefore`
     * runs right before the moves are sent.
     */
    const crash = async (delayMs: number, justBefore?: () => Promise<void>) => {
      const version = latest(x.client).version;
      const mover = version % 2 === 0 ? x : o;
      mover.pending = { version, move: { cell: CELLS[version] } };
      const turn = await ann.myTurn();
      await justBefore?.();
      if (turn) {
        ann.pending = { version: turn.version, move: turn.legalMoves[turn.legalMoves.length > 1 ? 1 : 0] };
        ann.send(ann.pending.version, ann.pending.move);
      }
      mover.send(version, mover.pending.move);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await kill9(server);
      // An acknowledgement that made it before the kill is an acknowledgement.
      for (const player of players) {
        player.record();
        if (player.pending && player.seen.get(player.pending.version + 1)?.seat === player.seat) {
          player.acked.set(player.pending.version + 1, player.pending.move);
          player.pending = null;
          outcomes.push(`${player.name}: acknowledged before the kill`);
        }
      }
    };

    // Before the first kill: three moves of tic-tac-toe, three of Ann's, and, a moment before the kill, a long match
    // of bots only (six players, six dice: over a hundred moves), so that a bot is certainly to act when it dies.
    for (let i = 0; i < 3; i++) await tttMove();
    for (let i = 0; i < 3; i++) expect(await annMove()).toBe(true);
    let bots = '';
    await crash(0, async () => {
      const created = await api(server.base, 'POST', '/api/matches', {
        game: 'liars-dice',
        players: 6,
        options: { dice: 6 },
        seats: Array.from({ length: 6 }, () => ({ bot: 'heuristic' })),
      });
      bots = created.body.id;
    });

    /** After a kill: the file holds what it must; a new server resumes the bots by itself; the players rejoin. */
    const recover = async () => {
      const stored = await checkStore(dataDir, players, [ttt, dice, bots]);
      server = await start(dataDir);
      // With nobody connected and no request about them, the bots to act move on: the server resumed the
      // playing matches at start (the lobby list is read from the store and loads no match).
      for (const id of [dice, bots]) {
        const at = stored.get(id)!;
        if (at.botToAct) await lobbyUntil(server.base, id, (m) => m.version > at.version);
      }
      for (const player of players) {
        const inFlight = await rejoin(player, server.base);
        if (inFlight !== 'none')
          outcomes.push(
            `${player.name}: ${inFlight === 'stored' ? 'stored, unacknowledged' : 'lost, sent again'}`,
          );
      }
      return stored;
    };

    const first = await recover();
    expect(first.get(bots)!.botToAct).toBe(true);
    await lobbyUntil(server.base, bots, (m) => m.status === 'finished'); // the bots played theirs to the end alone
    // Two more moves each, then the second kill, a few milliseconds after sending.
    for (let i = 0; i < 2; i++) await tttMove();
    for (let i = 0; i < 2; i++) await annMove();
    await crash(3);
    await recover();

    // The players carry on to the end.
    while (latest(x.client).version < CELLS.length) await tttMove();
    while (await annMove());
    const endOf = async (player: Player) => {
      const end = await until(
        player.client,
        () => (latest(player.client).outcome ? latest(player.client) : undefined),
        'the end',
        60_000,
      );
      player.record();
      return end;
    };
    const ends = { ttt: await endOf(x), dice: await endOf(ann) };
    expect(ends.ttt.outcome?.reason).toBe('board-full'); // the draw the cells were chosen for

    // The public records replay to the same ends, and hold every acknowledged move where it was acknowledged.
    for (const [id, end, owners] of [
      [ttt, ends.ttt, [x, o]],
      [dice, ends.dice, [ann]],
    ] as const) {
      const record = (await api(server.base, 'GET', `/api/matches/${id}/record`)).body as MatchRecord;
      const replayed = Match.replay(games[record.game], record);
      expect(replayed.version).toBe(end.version);
      expect(replayed.outcome()).toEqual(end.outcome);
      for (const player of owners)
        for (const [version, move] of player.acked) {
          expect(record.log[version - 1].seat).toBe(player.seat);
          expect(same(record.log[version - 1].move, move)).toBe(true);
        }
    }
    expect(x.acked.size + o.acked.size).toBe(CELLS.length);
    console.info(`crash test, the moves in flight: ${outcomes.join('; ')}`);
    await kill9(server);
  });
});
