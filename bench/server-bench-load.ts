// The load generator of the server benchmark (bench/server-bench.ts): pairs of scripted clients, one per seat,
// each pair playing tic-tac-toe matches one after another against a server in another process. Whenever it is
// a client's turn it sends a random legal move at once (seeded, per pair) and times it until its own
// acknowledgement. Two drivers, one per server, with the same shape: set up N pairs (each with its first match
// created, both seats taken and joined, nobody moving yet), then `go()`, then `close()`.
//
// Kept lean on purpose: of the machine's two cores it gets one (the server has the other), and it has to outrun
// the server under test.
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import type { Client as BgioClientFn } from 'boardgame.io/client';
import type { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import type { SocketIO as BgioSocketIO } from 'boardgame.io/multiplayer';
import { Rng } from '../engine/index.ts';
import type { BgioTicTacToeState } from './bgio-tic-tac-toe.ts';
import { bgioTicTacToe } from './bgio-tic-tac-toe.ts';

/** What the clients saw: acknowledged moves with their latencies, finished matches, refusals. */
export class Recorder {
  /** Acknowledgements count towards the figures only while this is on (the measured window). */
  recording = false;
  /** Once set, no client sends a new move or starts a new match. */
  stopping = false;
  /** Latency (ms) of every move acknowledged inside the window, in arrival order. */
  readonly latencies: number[] = [];
  /** Every acknowledged move of the run, in or out of the window. */
  acksTotal = 0;
  /** Moves sent and not yet acknowledged (or refused). */
  pending = 0;
  /** Matches both clients saw end, in the whole run and inside the window. */
  matchesTotal = 0;
  matchesInWindow = 0;
  wins = 0;
  draws = 0;
  /** Ended matches whose outcome was not a proper win or draw, or on which the two seats disagreed. */
  badOutcomes = 0;
  /** Moves per ended match: index = moves. */
  readonly lengths: number[] = Array<number>(10).fill(0);
  /** Refusals and failures by kind. */
  readonly errors = new Map<string, number>();

  ack(latencyMs: number): void {
    this.acksTotal++;
    this.pending--;
    if (this.recording) this.latencies.push(latencyMs);
  }

  refused(): void {
    this.pending--;
  }

  ended(moves: number, result: 'win' | 'draw' | 'bad'): void {
    this.matchesTotal++;
    if (this.recording) this.matchesInWindow++;
    if (result === 'win') this.wins++;
    else if (result === 'draw') this.draws++;
    else this.badOutcomes++;
    if (moves >= 0 && moves < this.lengths.length) this.lengths[moves]++;
  }

  error(kind: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  /** Waits (up to `ms`) until no move is outstanding. */
  async drain(ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    while (this.pending > 0 && performance.now() < deadline) await sleep(10);
  }
}

export interface Driver {
  /** Sets up the pairs; each has its first match ready, and nobody moves before `go()`. */
  setup(pairs: number): Promise<void>;
  /** Everyone starts playing. */
  go(): void;
  /** Closes every connection (call after `recorder.stopping` and a drain). */
  close(): Promise<void>;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How many pairs connect and set up their first match at once (so the servers' accept queues never overflow). */
const SETUP_BATCH = 25;

async function inBatches(count: number, start: (i: number) => Promise<void>): Promise<void> {
  for (let from = 0; from < count; from += SETUP_BATCH) {
    const batch: Promise<void>[] = [];
    for (let i = from; i < Math.min(count, from + SETUP_BATCH); i++) batch.push(start(i));
    await Promise.all(batch);
  }
}

/** POSTs JSON over plain node:http with keep-alive (lighter than fetch), and parses the JSON answer. */
export function postJson(
  agent: Agent,
  url: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: data ? (JSON.parse(data) as unknown) : null });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function postOk<T>(agent: Agent, url: string, body: unknown, what: string): Promise<T> {
  const res = await postJson(agent, url, body);
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as T;
}

/** Retries a match set-up a few times (counting each failure) before giving up on the run. */
async function withRetries(recorder: Recorder, what: string, attempt: () => Promise<void>): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      // Once stopping, the server may already be gone: nothing to count or retry.
      if (recorder.stopping) return;
      recorder.error(`${what}: ${(error as Error).message.slice(0, 120)}`);
      if (tries >= 5) throw error;
      await sleep(50 * tries);
    }
  }
}

function pairRng(index: number): Rng {
  return Rng.fromSeed(`server-bench/pair/${index}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Nocturne: HTTP to create the match and claim both seats, then join and play over /ws with `ws`.

interface OurOutcome {
  readonly winners: readonly number[];
  readonly reason: string;
}

/** The fields of `sync` and `update` that the clients read. */
interface OurState {
  readonly type: 'sync' | 'update';
  readonly match?: string;
  readonly version: number;
  readonly legalMoves: readonly unknown[];
  readonly outcome: OurOutcome | null;
}

interface OurSeat {
  readonly seat: 0 | 1;
  readonly socket: WebSocket;
  token: string;
  joined: boolean;
  version: number;
  legal: readonly unknown[];
  /** performance.now() when the unacknowledged move was sent, else −1. */
  sentAt: number;
  sentVersion: number;
  outcome: OurOutcome | null;
}

class OurPair {
  readonly seats: [OurSeat, OurSeat];
  private matchId = '';
  private playing = false;
  private joinedBoth: (() => void) | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly agent: Agent,
    private readonly recorder: Recorder,
    private readonly rng: Rng,
    sockets: [WebSocket, WebSocket],
  ) {
    this.seats = [this.seat(0, sockets[0]), this.seat(1, sockets[1])];
  }

  static async connect(baseUrl: string, agent: Agent, recorder: Recorder, rng: Rng): Promise<OurPair> {
    const url = baseUrl.replace(/^http/, 'ws') + '/ws';
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url, { perMessageDeflate: false });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    const sockets = await Promise.all([open(), open()]);
    return new OurPair(baseUrl, agent, recorder, rng, [sockets[0], sockets[1]]);
  }

  private seat(seat: 0 | 1, socket: WebSocket): OurSeat {
    const s: OurSeat = {
      seat,
      socket,
      token: '',
      joined: false,
      version: 0,
      legal: [],
      sentAt: -1,
      sentVersion: -1,
      outcome: null,
    };
    socket.on('message', (data) => this.receive(s, String(data)));
    socket.on('close', () => {
      if (!this.recorder.stopping) this.recorder.error('nocturne: connection closed');
    });
    socket.on('error', () => this.recorder.error('nocturne: connection error'));
    return s;
  }

  /** Creates a match with two human seats, claims both, joins both; resolves once both have their sync. */
  async newMatch(): Promise<void> {
    const created = await postOk<{ id: string }>(
      this.agent,
      `${this.baseUrl}/api/matches`,
      { game: 'tic-tac-toe', players: 2, seats: [null, null] },
      'create',
    );
    const tokens = await Promise.all(
      this.seats.map((s) =>
        postOk<{ token: string }>(
          this.agent,
          `${this.baseUrl}/api/matches/${created.id}/seats/${s.seat}`,
          { name: `P${s.seat}` },
          'claim',
        ),
      ),
    );
    this.matchId = created.id;
    const joined = new Promise<void>((resolve) => (this.joinedBoth = resolve));
    for (const s of this.seats) {
      s.token = tokens[s.seat].token;
      s.joined = false;
      s.outcome = null;
      s.legal = [];
      s.socket.send(JSON.stringify({ type: 'join', match: created.id, token: s.token }));
    }
    await joined;
  }

  go(): void {
    this.playing = true;
    for (const s of this.seats) this.maybeMove(s);
  }

  private receive(s: OurSeat, text: string): void {
    const message = JSON.parse(text) as OurState | { type: 'error'; code: string } | { type: 'seats' };
    switch (message.type) {
      case 'sync':
        if (message.match !== this.matchId) return;
        if (!s.joined) {
          s.joined = true;
          if (this.seats[0].joined && this.seats[1].joined) this.joinedBoth?.();
        }
        this.state(s, message);
        return;
      case 'update':
        if (s.joined) this.state(s, message);
        return;
      case 'error':
        this.recorder.error(`nocturne: ${message.code}`);
        if (s.sentAt >= 0) {
          s.sentAt = -1;
          this.recorder.refused();
        }
        return;
      default:
        return; // seats: who sat down or left
    }
  }

  private state(s: OurSeat, m: OurState): void {
    if (s.sentAt >= 0 && m.version > s.sentVersion) {
      this.recorder.ack(performance.now() - s.sentAt);
      s.sentAt = -1;
    }
    s.version = m.version;
    s.legal = m.legalMoves;
    if (m.outcome) {
      if (s.outcome === null) {
        s.outcome = m.outcome;
        this.seatSawEnd();
      }
      return;
    }
    this.maybeMove(s);
  }

  private maybeMove(s: OurSeat): void {
    if (!this.playing || s.sentAt >= 0 || s.legal.length === 0 || this.recorder.stopping) return;
    const move = s.legal[this.rng.int(s.legal.length)];
    s.sentVersion = s.version;
    this.recorder.pending++;
    s.sentAt = performance.now();
    s.socket.send(JSON.stringify({ type: 'move', version: s.version, move }));
  }

  private seatSawEnd(): void {
    const [a, b] = this.seats;
    if (a.outcome === null || b.outcome === null) return;
    const moves = a.version;
    const same = JSON.stringify(a.outcome) === JSON.stringify(b.outcome) && a.version === b.version;
    const w = a.outcome.winners;
    const win = w.length === 1 && a.outcome.reason === 'three-in-a-row' && moves >= 5 && moves <= 9;
    const draw = w.length === 2 && a.outcome.reason === 'board-full' && moves === 9;
    this.recorder.ended(moves, !same ? 'bad' : win ? 'win' : draw ? 'draw' : 'bad');
    if (this.recorder.stopping) return;
    this.playing = false;
    withRetries(this.recorder, 'nocturne new match', () => this.newMatch())
      .then(() => this.go())
      .catch(() => this.recorder.error('nocturne: a pair gave up'));
  }

  close(): void {
    for (const s of this.seats) s.socket.terminate();
  }
}

export class NocturneDriver implements Driver {
  private readonly pairs: OurPair[] = [];
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
  ) {}

  async setup(count: number): Promise<void> {
    await inBatches(count, async (i) => {
      const pair = await OurPair.connect(this.baseUrl, this.agent, this.recorder, pairRng(i));
      this.pairs.push(pair);
      await withRetries(this.recorder, 'nocturne set-up', () => pair.newMatch());
    });
  }

  go(): void {
    for (const pair of this.pairs) pair.go();
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) pair.close();
    this.agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// boardgame.io: its Lobby API (on its own port) to create the match and join both seats, then its own Client
// with the SocketIO transport (websocket only) for play.

interface BgioModules {
  readonly Client: typeof BgioClientFn;
  readonly SocketIO: typeof BgioSocketIO;
  readonly INVALID_MOVE: typeof BGIO_INVALID_MOVE;
}
type BgioClient = ReturnType<typeof BgioClientFn<BgioTicTacToeState>>;
type BgioClientState = NonNullable<ReturnType<BgioClient['getState']>>;

interface BgioSeat {
  readonly playerID: '0' | '1';
  client: BgioClient | null;
  /** Set while switching matches: states until the new match's first are the old match's. */
  waitingSync: boolean;
  sentAt: number;
  /** ctx.turn when the move was sent: the server's state for it has a later turn, or the game over. */
  sentTurn: number;
  scheduled: boolean;
  over: BgioClientState['ctx']['gameover'] | undefined;
  moves: number;
}

class BgioPair {
  readonly seats: [BgioSeat, BgioSeat];
  private playing = false;
  private synced: (() => void) | null = null;

  constructor(
    private readonly bgio: BgioModules,
    private readonly game: ReturnType<typeof bgioTicTacToe>,
    private readonly gameUrl: string,
    private readonly apiUrl: string,
    private readonly agent: Agent,
    private readonly recorder: Recorder,
    private readonly rng: Rng,
  ) {
    const seat = (playerID: '0' | '1'): BgioSeat => ({
      playerID,
      client: null,
      waitingSync: true,
      sentAt: -1,
      sentTurn: -1,
      scheduled: false,
      over: undefined,
      moves: 0,
    });
    this.seats = [seat('0'), seat('1')];
  }

  /** Creates a match in the lobby, joins both seats, and points both clients at it. */
  async newMatch(): Promise<void> {
    const lobby = `${this.apiUrl}/games/${this.game.name}`;
    const { matchID } = await postOk<{ matchID: string }>(
      this.agent,
      `${lobby}/create`,
      { numPlayers: 2 },
      'create',
    );
    const credentials = await Promise.all(
      this.seats.map((s) =>
        postOk<{ playerCredentials: string }>(
          this.agent,
          `${lobby}/${matchID}/join`,
          { playerID: s.playerID, playerName: `P${s.playerID}` },
          'join',
        ),
      ),
    );
    const synced = new Promise<void>((resolve) => (this.synced = resolve));
    for (const s of this.seats) {
      s.waitingSync = true;
      s.over = undefined;
      s.moves = 0;
      const creds = credentials[Number(s.playerID)].playerCredentials;
      if (s.client === null) {
        const client = this.bgio.Client({
          game: this.game,
          numPlayers: 2,
          debug: false,
          multiplayer: this.bgio.SocketIO({
            server: this.gameUrl,
            socketOpts: { transports: ['websocket'] },
          }),
          matchID,
          playerID: s.playerID,
          credentials: creds,
        });
        s.client = client;
        client.subscribe((state) => this.state(s, state));
        client.start();
      } else {
        // boardgame.io's way to move a client to another match on the same connection (each call re-syncs).
        s.client.updateMatchID(matchID);
        s.client.updateCredentials(creds);
      }
    }
    await synced;
  }

  go(): void {
    this.playing = true;
    for (const s of this.seats) this.schedule(s);
  }

  private state(s: BgioSeat, state: BgioClientState | null): void {
    if (state === null) return;
    const over = state.ctx.gameover;
    if (s.waitingSync) {
      // The previous match's state lingers until the new one's sync arrives, and it has ended.
      if (over !== undefined || state._stateID !== 0) return;
      s.waitingSync = false;
      if (!this.seats[0].waitingSync && !this.seats[1].waitingSync) this.synced?.();
    }
    if (s.sentAt >= 0 && (state.ctx.turn > s.sentTurn || over !== undefined)) {
      // The server's state for our move (the client's own optimistic state keeps the turn and no game over).
      this.recorder.ack(performance.now() - s.sentAt);
      s.sentAt = -1;
      s.moves++;
    }
    if (over !== undefined) {
      if (s.over === undefined) {
        s.over = over;
        this.seatSawEnd(state);
      }
      return;
    }
    if (state.ctx.currentPlayer === s.playerID) this.schedule(s);
  }

  /** Moves on a microtask: never from inside the client's own dispatch. */
  private schedule(s: BgioSeat): void {
    if (s.scheduled || !this.playing || s.sentAt >= 0 || s.waitingSync || this.recorder.stopping) return;
    s.scheduled = true;
    queueMicrotask(() => {
      s.scheduled = false;
      const state = s.client?.getState();
      if (!state || !this.playing || s.sentAt >= 0 || s.waitingSync || this.recorder.stopping) return;
      if (state.ctx.gameover !== undefined || state.ctx.currentPlayer !== s.playerID) return;
      const cells: number[] = [];
      for (let cell = 0; cell < 9; cell++) if (state.G.cells[cell] === null) cells.push(cell);
      if (cells.length === 0) return;
      const cell = cells[this.rng.int(cells.length)];
      s.sentTurn = state.ctx.turn;
      this.recorder.pending++;
      s.sentAt = performance.now();
      s.client!.moves.clickCell(cell);
    });
  }

  private seatSawEnd(state: BgioClientState): void {
    const [a, b] = this.seats;
    if (a.over === undefined || b.over === undefined) return;
    const moves = state.G.cells.filter((c) => c !== null).length;
    const same = JSON.stringify(a.over) === JSON.stringify(b.over);
    const over = a.over as { winner?: string; draw?: boolean };
    const win = (over.winner === '0' || over.winner === '1') && moves >= 5 && moves <= 9;
    const draw = over.draw === true && moves === 9;
    // Each seat made its own share of the moves: the acknowledgements add up to the board.
    const counted = a.moves + b.moves === moves;
    this.recorder.ended(moves, same && counted ? (win ? 'win' : draw ? 'draw' : 'bad') : 'bad');
    if (this.recorder.stopping) return;
    this.playing = false;
    withRetries(this.recorder, 'boardgame.io new match', () => this.newMatch())
      .then(() => this.go())
      .catch(() => this.recorder.error('boardgame.io: a pair gave up'));
  }

  close(): void {
    for (const s of this.seats) s.client?.stop();
  }
}

export class BgioDriver implements Driver {
  private readonly pairs: BgioPair[] = [];
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  private constructor(
    private readonly bgio: BgioModules,
    private readonly gameUrl: string,
    private readonly apiUrl: string,
    private readonly recorder: Recorder,
  ) {}

  /** Loads boardgame.io's client (on demand, like the rest of the boardgame.io benchmark). */
  static async create(gameUrl: string, apiUrl: string, recorder: Recorder): Promise<BgioDriver> {
    // Its client logs refused moves unless in production; a deployed client would be a production build.
    process.env.NODE_ENV ??= 'production';
    const [{ Client }, { SocketIO }, { INVALID_MOVE }] = await Promise.all([
      import('boardgame.io/client'),
      import('boardgame.io/multiplayer'),
      import('boardgame.io/core'),
    ]);
    return new BgioDriver({ Client, SocketIO, INVALID_MOVE }, gameUrl, apiUrl, recorder);
  }

  async setup(count: number): Promise<void> {
    const game = bgioTicTacToe(this.bgio.INVALID_MOVE);
    await inBatches(count, async (i) => {
      const pair = new BgioPair(
        this.bgio,
        game,
        this.gameUrl,
        this.apiUrl,
        this.agent,
        this.recorder,
        pairRng(i),
      );
      this.pairs.push(pair);
      await withRetries(this.recorder, 'boardgame.io set-up', () => pair.newMatch());
    });
  }

  go(): void {
    for (const pair of this.pairs) pair.go();
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) pair.close();
    this.agent.destroy();
  }
}
