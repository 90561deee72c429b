// The load generator for boardgame.io's server (bench/server-bench.ts): pairs of its own Client with the SocketIO
// transport (websocket only), its Lobby API (on its own port) to create each match and join both seats. Whenever
// it is a client's turn it sends a random legal move at once (seeded, per pair) and times it until the server's
// state for it; a pair that ends a match starts the next.
import type { Client as BgioClientFn } from 'boardgame.io/client';
import type { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import type { SocketIO as BgioSocketIO } from 'boardgame.io/multiplayer';
import { Rng } from '../engine/index.ts';
import type { BgioTicTacToeState } from './bgio-tic-tac-toe.ts';
import { bgioTicTacToe } from './bgio-tic-tac-toe.ts';
import { HttpConnection, postOk } from './http-connection.ts';
import { inBatches, withRetries, type Recorder } from './load.ts';

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
    this.recorder.ended(win ? 'three-in-a-row' : 'board-full', moves, same && counted && (win || draw));
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

export class BgioDriver {
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
    await inBatches(count, 25, async (i) => {
      const pair = new BgioPair(
        this.bgio,
        game,
        this.gameUrl,
        new HttpConnection(new URL(this.apiUrl)),
        this.recorder,
        Rng.fromSeed(`bench/table/${i}`),
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
