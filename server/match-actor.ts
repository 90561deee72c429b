// The match actor: one authoritative copy of a match in memory, loaded from the store on demand and dropped when
// idle. It judges every change with the engine, one at a time, stores it, and only then has it told: a move's walk
// from a socket (ws.ts) through `submit` to the engine, to the store in `persist`, and to the watchers' sockets
// (fan-out.ts). Like lila's RoundAsyncActor, it keeps the rest beside it, each in its own file: the table's rules
// (table-rules.ts), the bots (bot-scheduler.ts), chat (chat.ts); and, with several nodes, follower.ts keeps a copy
// that another node drives in step with it.
import type { AnyGame, Applied, LogEntry, PlayerSeat, TableEntry, Viewer } from '../engine/index.ts';
import { MoveError, SPECTATOR, SYSTEM, TABLE } from '../engine/index.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { rulesVersion } from '../games/versions.ts';
import type { MatchStatus, StoredMatch, StoredSeat } from '../store/index.ts';
import { BotScheduler } from './bot-scheduler.ts';
import { Chat, type RecentChat } from './chat.ts';
import { FanOut, type Client } from './fan-out.ts';
import { pastOf, replayStored, type AnyMatch, type Past } from './history.ts';
import type { MatchHost, Step } from './match-host.ts';
import { Refusal } from './refusal.ts';
import { RulesGone } from './rules-versions.ts';
import { TableReferee } from './table-rules.ts';
import { findToken } from './tokens.ts';

/** The match as this copy knows it; replaced whole when it is read again from the store. */
interface Copy {
  match: AnyMatch;
  /** Full events of every accepted move, in order (index = version − 1); redacted per reader when told. */
  history: Past[];
  seats: StoredSeat[];
  status: MatchStatus;
  startedAt: number | null;
}

export class LiveMatch {
  /** Who watches through this node, and what each is told. */
  readonly audience: FanOut;
  /** Away, votes, resignations and the clock. */
  readonly referee: TableReferee;
  readonly chat: Chat;
  readonly bots: BotScheduler;
  private chain: Promise<void> = Promise.resolve();
  private failed = false;
  /**
   * Whether this node runs the match's bots and clock and judges its moves. With several nodes, only the match's
   * owner does; a copy on another node follows the owner's changes and forwards its clients' moves to it.
   */
  driving = true;
  lastActive: number;

  constructor(
    readonly hub: MatchHost<LiveMatch>,
    readonly id: string,
    readonly game: AnyGame,
    private copy: Copy,
    chat?: RecentChat,
  ) {
    this.lastActive = hub.now();
    this.audience = new FanOut(this);
    this.referee = new TableReferee(this);
    this.chat = new Chat(this, chat);
    this.bots = new BotScheduler(this);
  }

  /** Rebuilds a stored match by replaying its log through the kernel. */
  static load(hub: MatchHost<LiveMatch>, stored: StoredMatch, chat?: RecentChat): LiveMatch {
    const { game, copy } = LiveMatch.rebuild(hub, stored);
    return new LiveMatch(hub, stored.id, game, copy, chat);
  }

  /** The stored match replayed through the kernel under its own rules, with its history: a whole copy. */
  private static rebuild(hub: MatchHost<LiveMatch>, stored: StoredMatch): { game: AnyGame; copy: Copy } {
    if (!hub.game(stored.game))
      throw new Error(`match ${stored.id} is of ${stored.game}, which this server does not serve`);
    const game = hub.gameAt(stored.game, rulesVersion(stored));
    // The hub halts such a match before loading it (rules-versions.ts); never replay it under other rules.
    if (!game) throw new RulesGone(stored);
    const { seats, status, startedAt } = stored;
    return { game, copy: { ...replayStored(game, stored), seats: [...seats], status, startedAt } };
  }

  get match(): AnyMatch {
    return this.copy.match;
  }

  get history(): readonly Past[] {
    return this.copy.history;
  }

  get seats(): readonly StoredSeat[] {
    return this.copy.seats;
  }

  get status(): MatchStatus {
    return this.copy.status;
  }

  get startedAt(): number | null {
    return this.copy.startedAt;
  }

  get version(): number {
    return this.copy.match.version;
  }

  /** Whether a write failed or the copy was disposed: it does nothing more, and is loaded again if need be. */
  get broken(): boolean {
    return this.failed;
  }

  /** Every connection watching through this node, with its viewer (fan-out.ts). */
  get clients(): ReadonlyMap<Client, Viewer> {
    return this.audience.clients;
  }

  /** The hash of the match's state and random stream (`Match.hash`): what a replay of its record must reach. */
  stateHash(): string {
    return this.match.hash();
  }

  /**
   * Whether something still needs this match in memory: watchers, thinking bots, or bots waiting on the game's
   * clock. (A clock with only absent people is caught up when the match is next loaded: every timed move is
   * logged at its due time, whenever it is played.)
   */
  get busy(): boolean {
    if (this.audience.size > 0 || this.bots.busy) return true;
    // A person's clock that runs out hands the seat to a bot or ends the match: it must be here to do it.
    if (this.status === 'playing' && this.match.nextTimeout() !== null) return true;
    return (
      this.status === 'playing' && this.match.nextDue() !== null && this.seats.some((s) => s.bot !== null)
    );
  }

  /** Whether the match moves without anyone at it: it is being played, and a bot or the game's clock acts in it. */
  get playsOnItsOwn(): boolean {
    return (
      this.status === 'playing' &&
      (this.match.nextEvent() !== null ||
        this.seats.some((s) => s.bot !== null || this.match.botHolds(s.seat)))
    );
  }

  /** Milliseconds since play began. */
  clock(): number {
    const { startedAt, match } = this.copy;
    return startedAt === null ? 0 : Math.max(match.time, this.hub.now() - startedAt);
  }

  seatOf(token: string): PlayerSeat | null {
    // The token is hashed once, then held against every person's seat.
    const found = findToken(
      token,
      this.seats.map((s) => (s.bot === null ? s.tokenHash : null)),
    );
    return found < 0 ? null : this.seats[found].seat;
  }

  /** What `viewer` is sent on joining or asking again: the whole table as it may see it (fan-out.ts). */
  syncFor(viewer: Viewer): ServerMessage {
    return this.audience.syncFor(viewer);
  }

  /** `name`: a spectator's name for the spectators' chat (checked by the caller). */
  join(client: Client, viewer: Viewer, name?: string): void {
    this.audience.add(client, viewer);
    this.chat.joined(client, viewer, name);
    this.lastActive = this.hub.now();
    if (viewer !== SPECTATOR) this.referee.arrived(viewer);
    this.audience.greet(client, viewer);
    this.hub.cluster?.present(this);
  }

  leave(client: Client): void {
    const viewer = this.audience.remove(client);
    if (viewer === undefined) return;
    this.chat.left(client);
    this.lastActive = this.hub.now();
    if (viewer !== SPECTATOR && !this.audience.isConnected(viewer)) this.referee.left(viewer);
    this.audience.tellSeats();
    this.hub.cluster?.present(this);
    // A finished match nobody watches has nothing left to do here: it leaves memory now rather than after the
    // idle time (at many matches a minute, those would pile up), and comes back from the store if asked for.
    if (this.status === 'finished' && !this.busy) this.hub.release(this);
  }

  /**
   * The store gave `seat` to a player at `at`. As the store's contract has it, play began if that was the last
   * open seat. (Applying this twice, or to a copy loaded with the claim already in it, changes nothing more.)
   */
  claimed(seat: number, name: string, tokenHash: string, at: number): void {
    const seats = this.seats.map((s) => (s.seat === seat ? { ...s, name, tokenHash } : s));
    const starts = this.status === 'open' && seats.every((s) => s.bot !== null || s.tokenHash !== null);
    this.seated({
      seats,
      status: starts ? 'playing' : this.status,
      startedAt: starts ? at : this.startedAt,
    });
  }

  /** Who sits where now (through the lobby): maybe the match has begun. */
  seated(stored: Pick<StoredMatch, 'seats' | 'status' | 'startedAt'>): void {
    const started = this.status === 'open' && stored.status === 'playing';
    this.copy.seats = [...stored.seats];
    this.copy.status = stored.status;
    this.copy.startedAt = stored.startedAt;
    if (started) {
      this.audience.syncAll();
      this.scheduleWork();
    }
    this.audience.tellSeats();
  }

  /**
   * A move from a client, made against `version` (what it had seen): validated, stored, then told to everyone;
   * or refused with nothing changed. A move made against an older version is refused, since its seat had not
   * seen the change, except in a real-time game or one whose turns run on a clock (`timing.lateMovesCount`), where it
   * counts if it is still legal when it arrives.
   */
  submit(seat: PlayerSeat, version: number, move: unknown, byBot = false): Promise<void> {
    if (!this.driving && this.hub.cluster) return this.hub.cluster.forward(this, seat, version, move);
    const judged = this.judge(seat, version, move, byBot);
    const moves = this.hub.metrics.moves;
    void judged.then(
      () => moves.inc({ game: this.game.id, result: 'acknowledged' }),
      (error: unknown) =>
        moves.inc({ game: this.game.id, result: error instanceof Refusal ? error.code : 'failed' }),
    );
    return judged;
  }

  private judge(seat: PlayerSeat, version: number, move: unknown, byBot: boolean): Promise<void> {
    return this.enqueue(async () => {
      if (this.status === 'open')
        throw new Refusal('not-started', 'The match has not started: seats are still open.');
      const match = this.match;
      const current = match.version;
      if (version > current) {
        throw new Refusal(
          'stale-version',
          `The match is at version ${current}, not ${version}: nothing was played.`,
        );
      }
      const behind = version < current;
      if (behind && !this.game.timing?.realTime && !this.game.timing?.lateMovesCount) {
        throw new Refusal(
          'stale-version',
          `The table moved on before your move arrived (it is at version ${current}, you saw ${version}): nothing was played.`,
        );
      }
      const before = current;
      const at = this.clock();
      const applied: Applied<unknown, unknown>[] = [];
      const held = match.botHolds(seat) || this.seats[seat]?.bot != null;
      // A bot's move for a seat its player took back meanwhile is void; a person's move takes the seat back.
      if (byBot && !held) throw new Refusal('stale-version', 'The seat’s player is back.');
      try {
        // What fell due before the move first (a clock that ran out, a timed event), so that a seat whose time ran
        // out just before its player's move is taken back by that move rather than left to the bot.
        applied.push(...match.advance(at));
        if (!byBot && match.botHolds(seat)) {
          if (match.isOut(seat))
            throw new Refusal(
              'not-your-turn',
              'You are out of this match: a bot plays your seat to the end.',
            );
          applied.push(...match.tableEntry({ type: 'player-returns', seat }, at));
        }
        applied.push(...match.play(seat, move, at));
      } catch (error) {
        // The seat's return stands even when the move that brought it back is refused.
        if (applied.length > 0) await this.persist(before, applied, { reread: true });
        if (!(error instanceof MoveError)) throw error;
        if (behind) {
          throw new Refusal(
            'too-late',
            `Too late: the table moved on before your move arrived, and it is no longer allowed (${error.message})`,
          );
        }
        throw new Refusal(error.code, error.message);
      }
      // A table's entry in the batch (a clock run out, a seat taken back) is not redone by the followers: they
      // read the match again. Anything else, the game's own timed events included, they redo with the move.
      const tabled = applied.some((a) => a.seat === TABLE);
      await this.persist(before, applied, tabled ? { reread: true } : { seat, move, at });
    });
  }

  /** A table entry from the server itself (not a timeout: the clock logs those), stored, then told. */
  async tableEntry(entry: TableEntry): Promise<void> {
    const before = this.match.version;
    let applied: Applied<unknown, unknown>[];
    try {
      applied = this.match.tableEntry(entry, this.clock());
    } catch (error) {
      if (!(error instanceof MoveError)) throw error;
      throw new Refusal(entry.type === 'resign' ? 'cannot-resign' : 'cannot-vote', error.message);
    }
    await this.persist(before, applied, { reread: true });
  }

  /** Plays the game's own moves that have fallen due (timed events, clocks run out) and stores them. */
  tick(): Promise<void> {
    return this.enqueue(async () => {
      if (this.status !== 'playing' || !this.driving) return;
      const before = this.match.version;
      const now = this.clock();
      const applied = this.match.advance(now);
      if (applied.length > 0) await this.persist(before, applied, { advance: now });
      else this.referee.setClock();
    });
  }

  /** Runs `work` after everything queued before it: one change at a time per match. */
  enqueue(work: () => Promise<void>): Promise<void> {
    if (this.failed)
      return Promise.reject(new Refusal('unavailable', 'This match is being reloaded; try again.'));
    const run = this.chain.then(work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Stores what `applied` did to the match since version `before`, then has it told and the next step set going. */
  private async persist(before: number, applied: Applied<unknown, unknown>[], step: Step): Promise<void> {
    const outcome = this.match.outcome();
    // The history follows the match at once, not once stored: a sync sent while the store writes (a join, a
    // reconnection, a seat switched) tells the match's version and view, so it must tell the same moment's history,
    // or the table's log has a hole (this batch's update is then already seen) that a later sync fills, changing
    // the lines after it (issue 27). If the write fails, this copy is dropped with its history.
    for (const a of applied) this.copy.history.push(pastOf(a));
    try {
      await this.hub.store.appendMoves(
        this.id,
        before,
        applied.map(({ seat, move, at }) => ({ seat, move, at }) as LogEntry),
        outcome ? { outcome, at: this.hub.now() } : undefined,
      );
    } catch (error) {
      // The store is the truth: memory is now ahead of it, so this copy is dropped and everyone resyncs
      // from the store when they come back.
      this.failed = true;
      this.hub.drop(this, error);
      throw new Refusal('unavailable', 'The move could not be saved, so it did not count. Reconnecting…');
    }
    // How late the game's own moves were stored, on the wall clock: `at` is when each fell due.
    const stored = this.clock();
    for (const a of applied) {
      if (a.seat !== SYSTEM) continue;
      this.hub.metrics.timedLateness.observe(
        { game: this.game.id },
        (stored - a.at) / this.hub.timeScale / 1000,
      );
    }
    this.hub.stored(this.id);
    this.hub.cluster?.stored(this.id, before, step);
    this.moved(before, Boolean(outcome));
    this.scheduleWork();
  }

  /** What the node that drives the match did to it since `before`, done to this copy too (follower.ts). */
  followed(before: number, applied: readonly Applied<unknown, unknown>[]): void {
    for (const a of applied) this.copy.history.push(pastOf(a));
    this.moved(before, Boolean(this.match.outcome()));
  }

  /** The match moved on from version `before`: it is over if it `ended`, and its watchers are told. */
  private moved(before: number, ended: boolean): void {
    if (ended) this.copy.status = 'finished';
    this.lastActive = this.hub.now();
    this.audience.sendUpdates(before);
  }

  /** After every change on the node that drives the match: the game's clock is set, and the bots decide. */
  scheduleWork(): void {
    if (this.status !== 'playing' || this.failed || !this.driving) return;
    this.referee.setClock();
    this.bots.schedule();
  }

  /** Takes the store's copy of the match as this one's; its watchers get a fresh sync (follower.ts). */
  reread(stored: StoredMatch): void {
    this.copy = LiveMatch.rebuild(this.hub, stored).copy;
    this.audience.syncAll();
    this.audience.seatsSynced();
  }

  /** Resolves once every change queued on this copy has been stored (or refused). */
  settled(): Promise<void> {
    return this.chain;
  }

  /** Stops timers; connections are closed so their clients reconnect (to a fresh copy, if there is one). */
  dispose(closeClients: boolean): void {
    this.referee.stop();
    this.failed = true;
    this.audience.dismiss(closeClients);
  }
}
