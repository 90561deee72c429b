// The load generator of the server benchmark (bench/server-bench.ts): pairs of scripted clients, one per seat,
// each pair playing tic-tac-toe matches one after another against a server in another process. Whenever it is
// a client's turn it sends a random legal move at once (seeded, per pair) and times it until its own
// acknowledgement. Two drivers, one per server, with the same shape: set up N pairs (each with its first match
// created, both seats taken and joined, nobody moving yet), then `go()`, then `close()`.
//
// Kept lean on purpose: of the machine's two cores it gets one (the server has the other), and it has to outrun
// the server under test.
import { connect, type Socket } from 'node:net';
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
  /** `update` messages the clients received, and their characters (the relay's updates are sized by these). */
  updates = 0;
  updateChars = 0;
  /** `update` messages the spectators received. */
  spectatorUpdates = 0;
  /** Everything the server sent our clients and the relay's: WebSocket messages and HTTP answers. */
  messages = 0;

  /** Latency (ms) of the moves inside the window whose client was on another node than its match's HTTP node. */
  readonly crossLatencies: number[] = [];

  /** `crossing`: the mover's socket is on another node than the one its match was created and claimed through. */
  ack(latencyMs: number, crossing = false): void {
    this.acksTotal++;
    this.pending--;
    if (!this.recording) return;
    this.latencies.push(latencyMs);
    if (crossing) this.crossLatencies.push(latencyMs);
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

/**
 * One keep-alive HTTP/1.1 connection that POSTs JSON and reads JSON answers, requests pipelined and answered in
 * order (much lighter per request than node:http's client, which the load generator cannot afford). It
 * reconnects when the server has closed it; a request cut off by a close fails (and is retried by its caller).
 */
export class HttpConnection {
  private socket: Socket | null = null;
  private input: Buffer = Buffer.alloc(0);
  private readonly waiting: { resolve: (res: HttpAnswer) => void; reject: (error: Error) => void }[] = [];

  constructor(private readonly base: URL) {}

  post(path: string, body: unknown): Promise<HttpAnswer> {
    const text = JSON.stringify(body);
    const socket = this.socket ?? this.connect();
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${this.base.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  close(): void {
    this.socket?.destroy();
  }

  private connect(): Socket {
    const socket = connect({ host: this.base.hostname, port: Number(this.base.port) });
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const gone = (error?: Error) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.input = Buffer.alloc(0);
      for (const w of this.waiting.splice(0))
        w.reject(error ?? new Error('the server closed the connection'));
    };
    socket.on('error', gone);
    socket.on('close', () => gone());
    this.socket = socket;
    return socket;
  }

  /** Answers are parsed as they complete: status line, Content-Length (or chunks), the JSON body. */
  private read(chunk: Buffer): void {
    this.input = this.input.length === 0 ? chunk : Buffer.concat([this.input, chunk]);
    for (;;) {
      const end = this.input.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.input.toString('latin1', 0, end);
      const status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      let body: string;
      let used: number;
      if (length) {
        used = end + 4 + Number(length[1]);
        if (this.input.length < used) return;
        body = this.input.toString('utf8', end + 4, used);
      } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
        const chunks = dechunk(this.input, end + 4);
        if (!chunks) return;
        [body, used] = chunks;
      } else {
        throw new Error(`an HTTP answer without a length: ${head}`);
      }
      this.input = this.input.subarray(used);
      const waiter = this.waiting.shift();
      try {
        waiter?.resolve({ status, body: body ? (JSON.parse(body) as unknown) : null });
      } catch (error) {
        waiter?.reject(error as Error);
      }
    }
  }
}

export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A chunked body starting at `from`: its text and where the answer ends, or null while incomplete. */
function dechunk(input: Buffer, from: number): [string, number] | null {
  const parts: Buffer[] = [];
  let at = from;
  for (;;) {
    const line = input.indexOf('\r\n', at);
    if (line < 0) return null;
    const size = parseInt(input.toString('latin1', at, line), 16);
    if (input.length < line + 2 + size + 2) return null;
    if (size === 0) return [Buffer.concat(parts).toString('utf8'), line + 4];
    parts.push(input.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}

async function postOk<T>(http: HttpConnection, path: string, body: unknown, what: string): Promise<T> {
  const res = await http.post(path, body);
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as T;
}

/** Retries a match set-up a few times (counting each failure) before giving up on the run. */
export async function withRetries(
  recorder: Recorder,
  what: string,
  attempt: () => Promise<void>,
): Promise<void> {
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

export function pairRng(index: number): Rng {
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
  /** On another node than the one its matches are created through (several nodes). */
  crossing: boolean;
  token: string;
  joined: boolean;
  version: number;
  /** Our legal moves as the server wrote them (a JSON array), "[]" when it is not our turn. */
  legal: string;
  /** performance.now() when the unacknowledged move was sent, else −1. */
  sentAt: number;
  sentVersion: number;
  outcome: OurOutcome | null;
}

/** How every `update` begins (the server writes its keys in a fixed order); what follows is the version. */
const UPDATE_HEAD = '{"type":"update","version":';
const NO_MOVES = '[]';

/** A spectator's socket: it joins each of its pair's matches without a token and only reads. */
interface OurSpectator {
  readonly socket: WebSocket;
  joined: boolean;
}

/** Opens a WebSocket to our server's /ws. */
export function openOurSocket(baseUrl: string): Promise<WebSocket> {
  const url = baseUrl.replace(/^http/, 'ws') + '/ws';
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Two seats playing match after match. Eager (the default), a seat moves as soon as it may; paced, only when
 * `tick()` is called. Spectators, if any, join every match the pair plays and only read.
 */
export class OurPair {
  readonly seats: [OurSeat, OurSeat];
  private readonly spectators: OurSpectator[];
  private matchId = '';
  private playing = false;
  private joinedAll: (() => void) | null = null;

  constructor(
    private readonly http: HttpConnection,
    private readonly recorder: Recorder,
    private readonly rng: Rng,
    sockets: [WebSocket, WebSocket],
    spectators: readonly WebSocket[] = [],
    private readonly paced = false,
  ) {
    this.seats = [this.seat(0, sockets[0]), this.seat(1, sockets[1])];
    this.spectators = spectators.map((socket) => this.spectator(socket));
  }

  /** Creates and claims through `baseUrl`; each seat's socket is on `seatUrls` (by default `baseUrl` too). */
  static async connect(
    baseUrl: string,
    recorder: Recorder,
    rng: Rng,
    seatUrls: readonly [string, string] = [baseUrl, baseUrl],
  ): Promise<OurPair> {
    const sockets = await Promise.all(seatUrls.map((url) => openOurSocket(url)));
    const pair = new OurPair(new HttpConnection(new URL(baseUrl)), recorder, rng, [sockets[0], sockets[1]]);
    for (const s of pair.seats) s.crossing = seatUrls[s.seat] !== baseUrl;
    return pair;
  }

  private spectator(socket: WebSocket): OurSpectator {
    const w: OurSpectator = { socket, joined: false };
    socket.on('message', (data: Buffer) => {
      this.recorder.messages++;
      const text = data.toString();
      if (text.startsWith(UPDATE_HEAD)) {
        this.recorder.spectatorUpdates++;
        return;
      }
      if (w.joined || !text.startsWith('{"type":"sync"')) return;
      if ((JSON.parse(text) as OurState).match !== this.matchId) return;
      w.joined = true;
      this.checkJoined();
    });
    socket.on('close', () => {
      if (!this.recorder.stopping) this.recorder.error('nocturne: a spectator connection closed');
    });
    socket.on('error', () => this.recorder.error('nocturne: spectator connection error'));
    return w;
  }

  private checkJoined(): void {
    if (this.seats.every((s) => s.joined) && this.spectators.every((w) => w.joined)) this.joinedAll?.();
  }

  /** Paced play: each seat whose turn it is moves now (if its last move was answered). */
  tick(): void {
    for (const s of this.seats) this.maybeMove(s, true);
  }

  private seat(seat: 0 | 1, socket: WebSocket): OurSeat {
    const s: OurSeat = {
      seat,
      socket,
      crossing: false,
      token: '',
      joined: false,
      version: 0,
      legal: NO_MOVES,
      sentAt: -1,
      sentVersion: -1,
      outcome: null,
    };
    socket.on('message', (data: Buffer) => this.receive(s, data.toString()));
    socket.on('close', () => {
      if (!this.recorder.stopping) this.recorder.error('nocturne: connection closed');
    });
    socket.on('error', () => this.recorder.error('nocturne: connection error'));
    return s;
  }

  /** Creates a match with two human seats, claims both, joins both; resolves once both have their sync. */
  async newMatch(): Promise<void> {
    const created = await postOk<{ id: string }>(
      this.http,
      '/api/matches',
      { game: 'tic-tac-toe', players: 2, seats: [null, null] },
      'create',
    );
    const tokens = await Promise.all(
      this.seats.map((s) =>
        postOk<{ token: string }>(
          this.http,
          `/api/matches/${created.id}/seats/${s.seat}`,
          { name: `P${s.seat}` },
          'claim',
        ),
      ),
    );
    this.matchId = created.id;
    this.recorder.messages += 3; // the answers to the create and the two claims
    const joined = new Promise<void>((resolve) => (this.joinedAll = resolve));
    for (const s of this.seats) {
      s.token = tokens[s.seat].token;
      s.joined = false;
      s.outcome = null;
      s.legal = NO_MOVES;
      s.socket.send(JSON.stringify({ type: 'join', match: created.id, token: s.token }));
    }
    for (const w of this.spectators) {
      w.joined = false;
      w.socket.send(JSON.stringify({ type: 'join', match: created.id }));
    }
    await joined;
  }

  go(): void {
    this.playing = true;
    for (const s of this.seats) this.maybeMove(s);
  }

  /**
   * An `update` (nearly every message) is read without parsing it whole: the version after its fixed head,
   * the legal moves (a tic-tac-toe move holds no array, so its list ends at the first "]"), and whether the
   * outcome is still null. Anything else, and the last update of a match, is parsed in full.
   */
  private receive(s: OurSeat, text: string): void {
    this.recorder.messages++;
    if (s.joined && text.startsWith(UPDATE_HEAD)) {
      this.recorder.updates++;
      this.recorder.updateChars += text.length;
      const legalAt = text.indexOf('"legalMoves":', UPDATE_HEAD.length);
      const legalEnd = text.indexOf(']', legalAt) + 1;
      const outcomeAt = text.indexOf('"outcome":', legalEnd);
      if (legalAt > 0 && outcomeAt > 0 && text.startsWith('null', outcomeAt + 10)) {
        const version = parseInt(text.slice(UPDATE_HEAD.length, UPDATE_HEAD.length + 8), 10);
        this.state(s, version, text.slice(legalAt + 13, legalEnd), null);
        return;
      }
    }
    const message = JSON.parse(text) as OurState | { type: 'error'; code: string } | { type: 'seats' };
    switch (message.type) {
      case 'sync':
        if (message.match !== this.matchId) return;
        if (!s.joined) {
          s.joined = true;
          this.checkJoined();
        }
        this.state(s, message.version, JSON.stringify(message.legalMoves), message.outcome);
        return;
      case 'update':
        if (s.joined) this.state(s, message.version, JSON.stringify(message.legalMoves), message.outcome);
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

  private state(s: OurSeat, version: number, legal: string, outcome: OurOutcome | null): void {
    if (s.sentAt >= 0 && version > s.sentVersion) {
      this.recorder.ack(performance.now() - s.sentAt, s.crossing);
      s.sentAt = -1;
    }
    s.version = version;
    s.legal = legal;
    if (outcome) {
      if (s.outcome === null) {
        s.outcome = outcome;
        this.seatSawEnd();
      }
      return;
    }
    this.maybeMove(s);
  }

  private maybeMove(s: OurSeat, ticked = false): void {
    if (this.paced && !ticked) return;
    if (!this.playing || s.sentAt >= 0 || s.legal === NO_MOVES || this.recorder.stopping) return;
    const legal = JSON.parse(s.legal) as unknown[];
    if (legal.length === 0) return;
    const move = legal[this.rng.int(legal.length)];
    s.sentVersion = s.version;
    this.recorder.pending++;
    s.sentAt = performance.now();
    s.socket.send(`{"type":"move","version":${s.version},"move":${JSON.stringify(move)}}`);
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
    for (const w of this.spectators) w.socket.terminate();
    this.http.close();
  }
}

export class NocturneDriver implements Driver {
  private readonly pairs: OurPair[] = [];

  /**
   * With several nodes, pair i creates its matches through node i mod n, seat 0 there and seat 1 on the next node:
   * half the moves come from a client on another node than the match's.
   */
  constructor(
    private readonly nodes: readonly string[],
    private readonly recorder: Recorder,
  ) {}

  async setup(count: number): Promise<void> {
    await inBatches(count, async (i) => {
      const home = this.nodes[i % this.nodes.length];
      const other = this.nodes[(i + 1) % this.nodes.length];
      const pair = await OurPair.connect(home, this.recorder, pairRng(i), [home, other]);
      this.pairs.push(pair);
      await withRetries(this.recorder, 'nocturne set-up', () => pair.newMatch());
    });
  }

  go(): void {
    for (const pair of this.pairs) pair.go();
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) pair.close();
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
    private readonly lobby: HttpConnection,
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
    const lobby = `/games/${this.game.name}`;
    const { matchID } = await postOk<{ matchID: string }>(
      this.lobby,
      `${lobby}/create`,
      { numPlayers: 2 },
      'create',
    );
    const credentials = await Promise.all(
      this.seats.map((s) =>
        postOk<{ playerCredentials: string }>(
          this.lobby,
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
    this.lobby.close();
  }
}

export class BgioDriver implements Driver {
  private readonly pairs: BgioPair[] = [];

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
        new HttpConnection(new URL(this.apiUrl)),
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
  }
}
