// Matches in play: one authoritative Match per id in memory, loaded from the store on demand and dropped when
// idle. Every change is stored before anyone is told; every message is built from its reader's view.
import { thinkMs } from '../ai/index.ts';
import type {
  AnyBots,
  AnyGame,
  Applied,
  LogEntry,
  PlayerSeat,
  Seat,
  TableEntry,
  TableSeat,
  Viewer,
} from '../engine/index.ts';
import {
  Match,
  MoveError,
  TABLE,
  SPECTATOR,
  SYSTEM,
  askOrder,
  eventsFor,
  isReacting,
  mayAct,
  nextTurn,
  seatBit,
} from '../engine/index.ts';
import { botsFor, games as registry } from '../games/index.ts';
import type { MatchStatus, Store, StoredMatch, StoredSeat } from '../store/index.ts';
import { playableBot } from './bot-budgets.ts';
import type { BotRunner } from './bots.ts';
import type {
  ChatChannel,
  ChatLine,
  ErrorCode,
  HistoryEntry,
  MatchClock,
  SeatPublic,
  ServerMessage,
  TableView,
} from '../protocol/index.ts';
import { TABLE_CAPS, checkChatText, printableText } from '../protocol/index.ts';
import { ChatRate, Presence, RecentChat } from './table.ts';
import { Reviews, type ReviewLimits } from './reviews.ts';
import { findToken } from './tokens.ts';

/** A connection as the hub sees it. */
export interface Client {
  send(message: ServerMessage): void;
  /** Sends a message already serialised (one text shared by every reader with the same view). */
  sendText(text: string): void;
  /** Ends the connection (the client will reconnect and resync). */
  close(code: number, reason: string): void;
}

export interface HubOptions {
  readonly store: Store;
  /** The games served (default: the registry). */
  readonly games?: Readonly<Record<string, AnyGame>>;
  /** How bots play each game served, by id (default: the registry's). */
  readonly settings?: (gameId: string) => AnyBots;
  readonly bots: BotRunner;
  /** Epoch milliseconds; tests may drive their own clock. */
  readonly now?: () => number;
  /** A match nobody watches and nothing waits on leaves memory after this long. */
  readonly idleMs?: number;
  /**
   * A bot's pause before each move, [least, most] milliseconds, for every game and level alike ([0, 0] is
   * instant, for tests and load); by default each game's pace for the bot's level (`GameBots.thinkMs`).
   */
  readonly botPauseMs?: readonly [number, number];
  /**
   * How many times faster than the wall clock the matches' clocks run (default 1): a test plays an ATMOSFEAR hour
   * in seconds, its timed events and bot pauses firing on the faster clock.
   */
  readonly timeScale?: number;
  /** The most iterations a bot may search per move (`Limits.botIterations`; default each game's hardest level). */
  readonly botIterations?: number;
  /** How long a person may be disconnected before the table calls them away (default `TABLE_CAPS.awayAfterMs`). */
  readonly awayAfterMs?: number;
  /** What a review may cost (default `REVIEW_LIMITS`; tests make them cheap). */
  readonly reviewLimits?: ReviewLimits;
  /** With several nodes: who drives each match, and how changes cross between nodes (server/cluster/). */
  readonly cluster?: Coordinator;
}

/**
 * What a match's owner did, so that a node following it can do the same to its own copy and reach the same state
 * (the engine is deterministic): a player's move at a time, or the clock run to a time; or, for a table's entry
 * (a resignation, a vote, a seat taken back), `reread`: the followers read the match again from the store.
 */
export type Step =
  | { readonly seat: PlayerSeat; readonly move: unknown; readonly at: number }
  | { readonly advance: number }
  | { readonly reread: true };

/**
 * How the hub works with the other nodes (server/cluster/cluster.ts). Without one, this node drives every match.
 */
export interface Coordinator {
  /** Called once, when the hub is made. */
  attach(hub: Hub): void;
  /** Starts hearing of changes made to `matchId` on other nodes (before it is loaded here, so nothing is missed). */
  watch(matchId: string): Promise<void>;
  /** Whether this node drives `matchId`: it holds its lease, or has just taken it. */
  lead(matchId: string): Promise<boolean>;
  /** `live` is in memory here, and this node drives it (`fresh`: it has just taken it over). */
  leading(live: LiveMatch, fresh: boolean): void;
  /** The match left memory here: stop hearing of it, and give up its lease (`done`: nobody needs to drive it). */
  forget(matchId: string, done: boolean): void;
  /** The owner stored a change: the other nodes' copies follow. */
  stored(matchId: string, before: number, step: Step): void;
  /** Who is connected to `live` through this node changed (or may have): the other nodes' copies hear of it. */
  present(live: LiveMatch): void;
  /** Seats changed through the lobby on this node: the other nodes' copies read them again. */
  seatsChanged(matchId: string): void;
  /** A chat line kept through this node: the other nodes' copies pass it to their watchers of its channel. */
  chatted(matchId: string, channel: ChatChannel, line: ChatLine): void;
  /** A move made on a copy that this node does not drive, for the owner to judge. */
  forward(live: LiveMatch, seat: PlayerSeat, version: number, move: unknown): Promise<void>;
  /** Hands every match this node drives to the others (a graceful stop). */
  drain(): Promise<void>;
  /** Of these match ids, those no node drives now. */
  unowned(matchIds: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
}

/** A refusal to send to one client, with the version the match is at. */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type AnyMatch = Match<unknown, unknown, unknown, unknown, unknown>;

/** A log entry as the history keeps it: who, when, the game's events in full, or the table's entry. */
interface Past {
  readonly seat: Seat | TableSeat;
  readonly at: number;
  readonly events: readonly unknown[];
  readonly table?: TableEntry;
}

/** The chat channel a viewer writes in and reads. */
function channelOf(viewer: Viewer): ChatChannel {
  return viewer === SPECTATOR ? 'spectators' : 'players';
}

function pastOf(applied: Applied<unknown, unknown>): Past {
  return applied.seat === TABLE
    ? { seat: TABLE, at: applied.at, events: [], table: applied.move }
    : { seat: applied.seat, at: applied.at, events: applied.events };
}

/** One match in memory: the Match, its seats, its history of events, its watchers, its bots and clock. */
export class LiveMatch {
  readonly clients = new Map<Client, Viewer>();
  /** Full events of every accepted move, in order (index = version − 1); redacted per reader when sent. */
  private history: Past[] = [];
  private chain: Promise<void> = Promise.resolve();
  private clockTimer: NodeJS.Timeout | undefined;
  /** Bots thinking, with the version each is thinking about. */
  private readonly thinking = new Map<PlayerSeat, number>();
  /** Bots that let the moment pass at version `passedAt` (a bitmask of seats). */
  private passed = 0;
  private passedAt = -1;
  /** The easy bot's suggestions by `seat@version`, asked or being searched (TBL-D8). */
  private readonly suggestions = new Map<string, Promise<unknown>>();
  private broken = false;
  /**
   * Whether this node runs the match's bots and clock and judges its moves. With several nodes, only the match's
   * owner does; a copy on another node follows the owner's changes and forwards its clients' moves to it.
   */
  driving = true;
  /** Seats connected through other nodes (a bitmask), as the cluster last heard. */
  private remoteSeats = 0;
  /** The last `seats` message every watcher has (in it, or in its sync): the same one is not sent again. */
  private seatsText: string;
  lastActive: number;
  /** Who of the people is connected, who is away, the votes on them (server/table.ts). */
  private readonly presence: Presence;
  private awayTimer: NodeJS.Timeout | undefined;
  /** Spectators' names for their chat, by connection. */
  private readonly spectatorNames = new Map<Client, string>();
  private readonly chatRate = new ChatRate();
  private readonly recentChat: RecentChat;

  constructor(
    private readonly hub: Hub,
    readonly id: string,
    readonly game: AnyGame,
    private match: AnyMatch,
    private seats: StoredSeat[],
    private status: MatchStatus,
    private startedAt: number | null,
    chat?: RecentChat,
  ) {
    this.lastActive = hub.now();
    this.seatsText = this.seatsMessage();
    this.presence = new Presence(
      seats.filter((s) => s.bot === null).map((s) => s.seat),
      hub.now(),
    );
    this.recentChat = chat ?? new RecentChat();
  }

  /** Rebuilds a stored match by replaying its log through the kernel. */
  static load(hub: Hub, stored: StoredMatch, chat?: RecentChat): LiveMatch {
    const { game, match, history } = LiveMatch.rebuild(hub, stored);
    const live = new LiveMatch(
      hub,
      stored.id,
      game,
      match,
      [...stored.seats],
      stored.status,
      stored.startedAt,
      chat,
    );
    live.history.push(...history);
    return live;
  }

  private static rebuild(hub: Hub, stored: StoredMatch) {
    const game = hub.game(stored.game);
    if (!game) throw new Error(`match ${stored.id} is of ${stored.game}, which this server does not serve`);
    const history: Past[] = [];
    const match = Match.replay(
      game,
      {
        game: stored.game,
        options: stored.options,
        seed: stored.seed,
        seats: stored.seats.map((s) => ({ name: s.name ?? '', ...(s.bot ? { bot: s.bot } : {}) })),
        log: stored.log,
        ...(stored.table ? { table: stored.table } : {}),
      },
      (applied) => history.push(pastOf(applied)),
    );
    return { game, match, history };
  }

  /** The hash of the match's state and random stream (`Match.hash`): what a replay of its record must reach. */
  stateHash(): string {
    return this.match.hash();
  }

  get version(): number {
    return this.match.version;
  }

  /**
   * Whether something still needs this match in memory: watchers, thinking bots, or bots waiting on the game's
   * clock. (A clock with only absent people is caught up when the match is next loaded: every timed move is
   * logged at its due time, whenever it is played.)
   */
  get busy(): boolean {
    if (this.clients.size > 0 || this.thinking.size > 0) return true;
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
  private clock(): number {
    return this.startedAt === null ? 0 : Math.max(this.match.time, this.hub.now() - this.startedAt);
  }

  seatOf(token: string): PlayerSeat | null {
    // The token is hashed once, then held against every person's seat.
    const found = findToken(
      token,
      this.seats.map((s) => (s.bot === null ? s.tokenHash : null)),
    );
    return found < 0 ? null : this.seats[found].seat;
  }

  publicSeats(): SeatPublic[] {
    const connected = new Set([...this.clients.values()]);
    return this.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      bot: s.bot,
      connected: s.bot !== null || connected.has(s.seat) || (this.remoteSeats & seatBit(s.seat)) !== 0,
    }));
  }

  /** The seats with a connection to this copy, as a bitmask. */
  localSeats(): number {
    let mask = 0;
    for (const viewer of this.clients.values()) if (viewer !== SPECTATOR) mask |= seatBit(viewer);
    return mask;
  }

  /** `name`: a spectator's name for the spectators' chat (checked by the caller). */
  join(client: Client, viewer: Viewer, name?: string): void {
    this.clients.set(client, viewer);
    if (viewer === SPECTATOR && name !== undefined) this.spectatorNames.set(client, name);
    this.lastActive = this.hub.now();
    if (viewer !== SPECTATOR) this.arrived(viewer);
    client.send(this.syncFor(viewer));
    // The newcomer's sync already holds the seats; everyone else hears that it came.
    this.broadcastSeats(client);
    this.hub.cluster?.present(this);
  }

  leave(client: Client): void {
    const viewer = this.clients.get(client);
    if (!this.clients.delete(client)) return;
    this.spectatorNames.delete(client);
    this.chatRate.forget(client);
    this.lastActive = this.hub.now();
    if (viewer !== undefined && viewer !== SPECTATOR && ![...this.clients.values()].includes(viewer)) {
      this.presence.left(viewer, this.hub.now());
      this.scheduleAway();
    }
    this.broadcastSeats();
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
    this.seats = [...stored.seats];
    const started = this.status === 'open' && stored.status === 'playing';
    this.status = stored.status;
    this.startedAt = stored.startedAt;
    if (started) {
      for (const [client, viewer] of this.clients) client.send(this.syncFor(viewer));
      this.scheduleWork();
    }
    this.broadcastSeats();
  }

  syncFor(viewer: Viewer): ServerMessage {
    return {
      type: 'sync',
      match: this.id,
      game: this.game.id,
      options: this.match.options,
      you: viewer,
      status: this.status,
      version: this.match.version,
      seats: this.publicSeats(),
      history: this.entriesFor(viewer, 0),
      ...this.stateFor(viewer),
      chat: { channel: channelOf(viewer), lines: this.recentChat.of(channelOf(viewer)) },
    };
  }

  private stateFor(viewer: Viewer) {
    const toAct = this.match.toAct();
    const canMove = this.status === 'playing' && viewer !== SPECTATOR && mayAct(toAct, viewer);
    return {
      view: this.match.view(viewer),
      legalMoves: canMove ? this.match.legalMoves(viewer as PlayerSeat) : [],
      toAct,
      outcome: this.match.outcome(),
      clock: this.clockNow(),
      table: this.tableView(),
    };
  }

  /** The table as messages tell it: the match's table, and who is away (in the match's clock) and voted on. */
  private tableView(): TableView {
    const origin = this.startedAt ?? this.hub.now();
    const away =
      this.status === 'playing'
        ? this.presence
            .away(this.hub.now(), this.hub.awayAfterMs)
            .filter(({ seat }) => !this.match.isOut(seat))
            .map(({ seat, since }) => ({ seat, since: Math.max(0, since - origin) }))
        : [];
    return { ...this.match.tableStatus(), away, votes: this.presence.votesView() };
  }

  /** The clock as a message tells it (the rate only where a test runs it faster). */
  private clockNow(): MatchClock {
    const clock = { now: this.clock(), nextDue: this.publicDue() };
    return this.hub.timeScale === 1 ? clock : { ...clock, rate: this.hub.timeScale };
  }

  /** When the game acts next, as clients may be told it: never for a game whose schedule is secret. */
  private publicDue(): number | null {
    return this.game.secretSchedule ? null : this.match.nextDue();
  }

  private entriesFor(viewer: Viewer, from: number): HistoryEntry[] {
    const entries: HistoryEntry[] = [];
    for (let i = from; i < this.history.length; i++) {
      const h = this.history[i];
      entries.push({
        version: i + 1,
        seat: h.seat,
        at: h.at,
        events: h.seat === TABLE ? [] : eventsFor(this.game, h.events, viewer),
        ...(h.table ? { table: h.table } : {}),
      });
    }
    return entries;
  }

  /**
   * A move from a client, made against `version` (what it had seen): validated, stored, then told to everyone;
   * or refused with nothing changed. A move made against an older version is refused, since its seat had not
   * seen the change, except in a real-time game or one whose turns run on a clock (`lateMovesCount`), where it
   * counts if it is still legal when it arrives.
   */
  submit(seat: PlayerSeat, version: number, move: unknown, byBot = false): Promise<void> {
    if (!this.driving && this.hub.cluster) return this.hub.cluster.forward(this, seat, version, move);
    return this.enqueue(async () => {
      if (this.status === 'open')
        throw new Refusal('not-started', 'The match has not started: seats are still open.');
      const current = this.match.version;
      if (version > current) {
        throw new Refusal(
          'stale-version',
          `The match is at version ${current}, not ${version}: nothing was played.`,
        );
      }
      const behind = version < current;
      if (behind && !this.game.realTime && !this.game.lateMovesCount) {
        throw new Refusal(
          'stale-version',
          `The table moved on before your move arrived (it is at version ${current}, you saw ${version}): nothing was played.`,
        );
      }
      const before = current;
      const at = this.clock();
      const applied: Applied<unknown, unknown>[] = [];
      const held = this.match.botHolds(seat) || this.seats[seat]?.bot != null;
      // A bot's move for a seat its player took back meanwhile is void; a person's move takes the seat back.
      if (byBot && !held) throw new Refusal('stale-version', 'The seat’s player is back.');
      try {
        // What fell due before the move first (a clock that ran out, a timed event), so that a seat whose time ran
        // out just before its player's move is taken back by that move rather than left to the bot.
        applied.push(...this.match.advance(at));
        if (!byBot && this.match.botHolds(seat)) {
          if (this.match.isOut(seat))
            throw new Refusal(
              'not-your-turn',
              'You are out of this match: a bot plays your seat to the end.',
            );
          applied.push(...this.match.tableEntry({ type: 'player-returns', seat }, at));
        }
        applied.push(...this.match.play(seat, move, at));
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

  /**
   * The easy bot's move for `seat` at `version`, searched from that seat's view and legal moves only (TBL-D8).
   * One search per seat and version, however often it is asked: asking again gets the same answer.
   */
  suggest(seat: PlayerSeat, version: number): Promise<unknown> {
    if (this.status !== 'playing')
      return Promise.reject(new Refusal('cannot-suggest', 'Suggestions are for a match being played.'));
    if (version !== this.match.version)
      return Promise.reject(new Refusal('stale-version', 'The match has moved on since; ask again.'));
    const toAct = this.match.toAct();
    if (!mayAct(toAct, seat) || this.match.isOut(seat))
      return Promise.reject(new Refusal('cannot-suggest', 'There is nothing for you to decide now.'));
    const key = `${seat}@${version}`;
    const known = this.suggestions.get(key);
    if (known) return known;
    for (const old of this.suggestions.keys()) if (!old.endsWith(`@${version}`)) this.suggestions.delete(old);
    const input = {
      view: this.match.view(seat),
      seat,
      moves: this.match.legalMoves(seat),
      time: this.clock(),
      reacting: isReacting(toAct, seat),
    };
    const spec = this.hub.playable(this.game.id, SUGGESTING_BOT);
    const asked = this.hub.bots
      .choose(this.game, this.hub.settings(this.game.id), spec, input)
      .then((move) => {
        if (move === null) throw new Refusal('cannot-suggest', 'The bot would let this moment pass.');
        return move;
      });
    asked.catch(() => this.suggestions.delete(key));
    this.suggestions.set(key, asked);
    return asked;
  }

  /** `seat` resigns: a table entry, stored, then told (TBL-D1 says what follows). */
  resign(seat: PlayerSeat): Promise<void> {
    return this.enqueue(async () => {
      if (this.status !== 'playing')
        throw new Refusal('cannot-resign', 'Only a match being played can be resigned.');
      if (this.match.isOut(seat)) throw new Refusal('cannot-resign', 'You are already out of this match.');
      await this.tableEntry({ type: 'resign', seat });
    });
  }

  /**
   * `voter` votes to hand `seat`, whose player is away, to a bot (TBL-D5): it passes once every other connected
   * person's seat has voted, and the bot takes the seat (a table entry).
   */
  voteBot(voter: PlayerSeat, seat: number): Promise<void> {
    return this.enqueue(async () => {
      const refuse = (why: string) => {
        throw new Refusal('cannot-vote', why);
      };
      if (this.status !== 'playing') refuse('Votes are for a match being played.');
      if (this.match.tableRules.clock) refuse('With a time limit, the clock decides, not a vote.');
      if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length || this.seats[seat].bot !== null)
        refuse('There is no person’s seat by that number.');
      if (seat === voter) refuse('You cannot vote on your own seat.');
      if (!this.presence.isAway(seat, this.hub.now(), this.hub.awayAfterMs))
        refuse('That seat’s player is not away.');
      if (this.match.botHolds(seat)) refuse('A bot already plays that seat.');
      const voters = this.presence.vote(seat, voter);
      const connected = new Set(this.clients.values());
      const needed = this.seats.filter(
        (s) => s.bot === null && s.seat !== seat && connected.has(s.seat) && !this.match.isOut(s.seat),
      );
      if (needed.every((s) => voters.has(s.seat))) {
        this.presence.clearVotes(seat);
        await this.tableEntry({ type: 'bot-takes', seat });
      } else this.broadcastTable();
    });
  }

  /** A person's seat has a connection again: away no more, and the seat back from a bot that held it for them. */
  private arrived(seat: PlayerSeat): void {
    // Only a change anyone sees is told: a seat that was away or voted on, not every reconnection.
    const told =
      this.presence.isAway(seat, this.hub.now(), this.hub.awayAfterMs) || this.presence.hasVotes(seat);
    this.presence.arrived(seat);
    if (this.status === 'playing' && this.match.botHolds(seat) && !this.match.isOut(seat)) {
      void this.enqueue(async () => {
        if (this.match.botHolds(seat) && !this.match.isOut(seat))
          await this.tableEntry({ type: 'player-returns', seat });
      }).catch(() => undefined);
    } else if (told) this.broadcastTable();
  }

  /** A table entry from the server itself (not a timeout: the clock logs those), stored, then told. */
  private async tableEntry(entry: TableEntry): Promise<void> {
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

  /**
   * A chat line from `viewer` on `client`: checked (length, characters, rate), kept with the match, then sent to
   * its channel alone (TBL-D6).
   */
  async chat(client: Client, viewer: Viewer, text: string): Promise<void> {
    const checked = checkChatText(text, TABLE_CAPS.chatChars);
    if (!checked.ok) {
      if (checked.tooLong)
        throw new Refusal('chat-too-long', `A message is at most ${TABLE_CAPS.chatChars} characters.`);
      throw new Refusal('bad-chat', checked.reason);
    }
    const channel = channelOf(viewer);
    const who = viewer === SPECTATOR ? client : `seat ${viewer}`;
    if (!this.chatRate.take(who, this.hub.now()))
      throw new Refusal(
        'chat-too-fast',
        `Too many messages: at most ${TABLE_CAPS.chatBurst} at once and ${TABLE_CAPS.chatPerMinute} a minute.`,
      );
    const name =
      viewer === SPECTATOR
        ? (this.spectatorNames.get(client) ?? 'Spectator')
        : (this.seats[viewer].name ?? `#${viewer + 1}`);
    let line: ChatLine;
    try {
      line = await this.hub.store.addChat(this.id, {
        channel,
        at: this.hub.now(),
        seat: viewer === SPECTATOR ? null : viewer,
        name,
        text: checked.text,
      });
    } catch (error) {
      this.hub.log(`match ${this.id}: a chat line was not kept (${String(error)})`);
      throw new Refusal('unavailable', 'The message could not be kept, so it was not sent. Try again.');
    }
    this.hearChat(channel, line);
    this.hub.cluster?.chatted(this.id, channel, line);
  }

  /** A chat line kept (here, or through another node): the channel's watchers on this node get it. */
  hearChat(channel: ChatChannel, line: ChatLine): void {
    this.recentChat.add(channel, line);
    const message = JSON.stringify({ type: 'chat', channel, line });
    for (const [reader, seen] of this.clients) if (channelOf(seen) === channel) reader.sendText(message);
  }

  /** Tells every watcher the table as it is now, when it changed without a move (presence, votes). */
  private broadcastTable(): void {
    if (this.clients.size === 0 || this.status === 'open') return;
    const text = JSON.stringify({ type: 'table', table: this.tableView(), clock: this.clockNow() });
    for (const client of this.clients.keys()) client.sendText(text);
  }

  /** When someone left, the table tells it once they count as away. */
  private scheduleAway(): void {
    clearTimeout(this.awayTimer);
    if (this.status !== 'playing') return;
    this.awayTimer = setTimeout(() => this.broadcastTable(), this.hub.awayAfterMs / this.hub.timeScale + 5);
    this.awayTimer.unref();
  }

  /** Plays the game's own moves that have fallen due (timed events) and stores them. */
  private tick(): Promise<void> {
    return this.enqueue(async () => {
      if (this.status !== 'playing' || !this.driving) return;
      const before = this.match.version;
      const now = this.clock();
      const applied = this.match.advance(now);
      if (applied.length > 0) await this.persist(before, applied, { advance: now });
      else this.scheduleClock();
    });
  }

  /** Runs `work` after everything queued before it: one change at a time per match. */
  private enqueue(work: () => Promise<void>): Promise<void> {
    if (this.broken)
      return Promise.reject(new Refusal('unavailable', 'This match is being reloaded; try again.'));
    const run = this.chain.then(work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async persist(before: number, applied: Applied<unknown, unknown>[], step: Step): Promise<void> {
    const outcome = this.match.outcome();
    // The history follows the match at once, not once stored: a sync sent while the store writes (a join, a
    // reconnection, a seat switched) tells the match's version and view, so it must tell the same moment's history,
    // or the table's log has a hole (this batch's update is then already seen) that a later sync fills, changing
    // the lines after it (issue 27). If the write fails, this copy is dropped with its history.
    for (const a of applied) this.history.push(pastOf(a));
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
      this.broken = true;
      this.hub.drop(this, error);
      throw new Refusal('unavailable', 'The move could not be saved, so it did not count. Reconnecting…');
    }
    this.hub.stored(this.id);
    this.hub.cluster?.stored(this.id, before, step);
    if (outcome) this.status = 'finished';
    this.lastActive = this.hub.now();
    this.sendUpdates(before);
    this.scheduleWork();
  }

  /**
   * Tells every watcher what changed since `before`. Each distinct reader (a seat, or the spectators) gets its
   * message built and serialised once, however many connections it has; what is the same for everyone is
   * serialised once for all.
   */
  private sendUpdates(before: number): void {
    if (this.clients.size === 0) return;
    const toAct = this.match.toAct();
    const shared =
      `"toAct":${JSON.stringify(toAct)},"outcome":${JSON.stringify(this.match.outcome())},` +
      `"clock":${JSON.stringify(this.clockNow())},"table":${JSON.stringify(this.tableView())}}`;
    const head = `{"type":"update","version":${this.match.version},"entries":`;
    const texts = new Map<Viewer, string>();
    for (const [client, viewer] of this.clients) {
      let text = texts.get(viewer);
      if (text === undefined) {
        // Key order as in ServerMessage's update: type, version, entries, view, legalMoves, toAct, outcome, clock.
        const canMove = this.status === 'playing' && viewer !== SPECTATOR && mayAct(toAct, viewer);
        text =
          head +
          JSON.stringify(this.entriesFor(viewer, before)) +
          `,"view":${JSON.stringify(this.match.view(viewer))}` +
          `,"legalMoves":${canMove ? JSON.stringify(this.match.legalMoves(viewer as PlayerSeat)) : '[]'},` +
          shared;
        texts.set(viewer, text);
      }
      client.sendText(text);
    }
  }

  /**
   * After every change: the game's clock is set, and bots decide as every driver has them (engine/turn-order.ts):
   * in asking order, one at a time, a reacting bot free to let the moment pass; in a real-time game all at once.
   */
  scheduleWork(): void {
    if (this.status !== 'playing' || this.broken || !this.driving) return;
    this.scheduleClock();
    const version = this.match.version;
    if (this.passedAt !== version) {
      this.passed = 0;
      this.passedAt = version;
    }
    const now = this.match.toAct();
    let people = 0;
    // A seat the table holds for its player (a timeout, a vote, a seat out) is a bot's until its player returns.
    for (const s of this.seats) if (s.bot === null && !this.match.botHolds(s.seat)) people |= seatBit(s.seat);
    if (this.game.realTime) {
      for (const seat of askOrder(now)) {
        if ((people | this.passed) & seatBit(seat) || this.thinking.has(seat)) continue;
        this.think(seat, this.botSpec(seat));
      }
      return;
    }
    for (const at of this.thinking.values()) if (at === version) return; // a bot is deciding this moment
    // A system seat that is due is played by the clock's tick (set above), which then wakes the bots.
    const seat = nextTurn(now, people | this.passed, this.dueNow());
    if (seat !== null && seat !== SYSTEM && !this.thinking.has(seat)) this.think(seat, this.botSpec(seat));
  }

  /** Whether a timed event of the game is due now (its tick is on its way). */
  private dueNow(): boolean {
    const due = this.match.nextDue();
    return due !== null && due <= this.clock();
  }

  /** The bot that plays `seat`: its own, or the table's level for a person's seat the table holds. */
  private botSpec(seat: PlayerSeat): string {
    return this.seats[seat].bot ?? `ismcts:${this.match.tableRules.botLevel}`;
  }

  private scheduleClock(): void {
    clearTimeout(this.clockTimer);
    // The game's timed events and the people's clocks running out.
    const due = this.match.nextEvent();
    if (due === null || this.startedAt === null) return;
    const wait = Math.max(0, this.startedAt + due - this.hub.now());
    this.clockTimer = setTimeout(() => void this.tick().catch(() => undefined), wait / this.hub.timeScale);
  }

  private think(seat: PlayerSeat, spec: string): void {
    const version = this.match.version;
    this.thinking.set(seat, version);
    const now = this.match.toAct();
    const input = {
      view: this.match.view(seat),
      seat,
      moves: this.match.legalMoves(seat),
      time: this.clock(),
      reacting: isReacting(now, seat),
    };
    let passed = false;
    setTimeout(
      () => {
        this.hub.bots
          .choose(this.game, this.hub.settings(this.game.id), this.hub.playable(this.game.id, spec), input)
          .then((move) => {
            if (move !== null) return this.submit(seat, version, move, true);
            passed = true;
            if (this.match.version === version) this.passed |= seatBit(seat);
          })
          .catch(() => undefined) // a stale or refused bot move is simply thought again below
          .finally(() => {
            this.thinking.delete(seat);
            if (this.broken) return;
            if (this.match.version !== version || passed) this.scheduleWork();
            else if (mayAct(this.match.toAct(), seat) && !this.dueNow()) {
              // The bot's move was refused without the match changing: that is a bug in a bot, not a reason to spin.
              // (Unless a timed event fell due before it and made it illegal: the event's tick wakes the bots.)
              this.hub.log(
                `bot ${spec} in seat ${seat} of ${this.id} made no acceptable move at version ${version}`,
              );
            }
          });
      },
      this.hub.botPause(this.game.id, spec) / this.hub.timeScale,
    );
  }

  private seatsMessage(): string {
    return JSON.stringify({ type: 'seats', status: this.status, seats: this.publicSeats() });
  }

  /**
   * Tells every watcher (but `except`, whose sync has it) who sits where and who is connected, when that changed:
   * a spectator coming or going changes nothing a watcher sees, so nothing is sent.
   */
  broadcastSeats(except?: Client): void {
    const text = this.seatsMessage();
    if (text === this.seatsText) return;
    this.seatsText = text;
    for (const client of this.clients.keys()) if (client !== except) client.sendText(text);
  }

  // ——— With several nodes (server/cluster/): following the owner, and becoming it ———

  /**
   * Does what the owner did (`step`, made at version `before`) to this copy, and tells this node's watchers. False
   * when this copy is not at `before` (it missed a change, or is ahead): the caller reloads it from the store.
   */
  follow(before: number, step: Step): boolean {
    if (this.broken || before !== this.match.version) return before < this.match.version;
    if ('reread' in step) return false;
    let applied: Applied<unknown, unknown>[];
    try {
      applied =
        'advance' in step ? this.match.advance(step.advance) : this.match.play(step.seat, step.move, step.at);
    } catch {
      return false;
    }
    for (const a of applied) this.history.push(pastOf(a));
    if (this.match.outcome()) this.status = 'finished';
    this.lastActive = this.hub.now();
    this.sendUpdates(before);
    return true;
  }

  /**
   * Takes the store's copy of the match as this one's (a change was missed, or this node takes the match over);
   * watchers get a fresh sync when anything they see may have changed.
   */
  resync(stored: StoredMatch): void {
    if (this.broken) return;
    if (stored.log.length !== this.match.version || stored.status !== this.status) {
      const { match, history } = LiveMatch.rebuild(this.hub, stored);
      this.match = match;
      this.history = history;
      this.seats = [...stored.seats];
      this.status = stored.status;
      this.startedAt = stored.startedAt;
      for (const [client, viewer] of this.clients) client.send(this.syncFor(viewer));
      this.seatsText = this.seatsMessage();
      // Play may have begun (the last seat was claimed through another node): the owner's bots start.
      this.scheduleWork();
    } else {
      this.seated(stored);
    }
  }

  /** This node drives the match from now on, from the store's copy: its bots and clock go on here. */
  lead(stored: StoredMatch): void {
    this.resync(stored);
    this.driving = true;
    this.scheduleWork();
  }

  /** Another node drives the match now: this copy stops its clock (its bots' moves, if any, go to the owner). */
  follower(): void {
    this.driving = false;
    clearTimeout(this.clockTimer);
  }

  /** Which seats other nodes have connections for: watchers hear of a change. */
  connectedElsewhere(mask: number): void {
    if (mask === this.remoteSeats) return;
    this.remoteSeats = mask;
    this.broadcastSeats();
  }

  /** Resolves once every change queued on this copy has been stored (or refused). */
  settled(): Promise<void> {
    return this.chain;
  }

  /** Stops timers; connections are closed so their clients reconnect (to a fresh copy, if there is one). */
  dispose(closeClients: boolean): void {
    clearTimeout(this.clockTimer);
    clearTimeout(this.awayTimer);
    this.broken = true;
    if (closeClients) for (const client of this.clients.keys()) client.close(1012, 'match reloading');
    this.clients.clear();
  }
}

/** After a failed write, a match that plays on by itself is loaded again after this long, doubling to the most. */
/** The bot whose move "Suggest a move" shows: the easy one, a hint, not the best play (TBL-D8). */
const SUGGESTING_BOT = 'ismcts:easy';
const RELOAD_FIRST_MS = 500;
const RELOAD_MAX_MS = 30_000;

/** All matches in memory, each loaded once, with the store, the bots and the clock they share. */
export class Hub {
  readonly store: Store;
  readonly bots: BotRunner;
  readonly now: () => number;
  readonly games: Readonly<Record<string, AnyGame>>;
  /** How bots play the game with this id. */
  readonly settings: (gameId: string) => AnyBots;
  private readonly idleMs: number;
  /** See `HubOptions.timeScale`: waits on the match clock are this many times shorter on the wall clock. */
  readonly timeScale: number;
  private readonly pause: readonly [number, number] | undefined;
  private readonly botIterations: number | undefined;
  /** With several nodes, how this one works with the others; undefined when it is alone. */
  readonly cluster: Coordinator | undefined;
  /** See `HubOptions.awayAfterMs`. */
  readonly awayAfterMs: number;
  /** Reviews of finished matches' decisions, on a thread of their own. */
  readonly reviews: Reviews;
  private readonly live = new Map<string, Promise<LiveMatch | null>>();
  private readonly sweeper: NodeJS.Timeout;
  /** Matches dropped after a failed write, waiting to be loaded again: their timers and how often they failed. */
  private readonly reloading = new Map<string, { timer: NodeJS.Timeout; failures: number }>();

  constructor(options: HubOptions) {
    this.store = options.store;
    this.games = options.games ?? registry;
    this.settings = options.settings ?? botsFor;
    this.bots = options.bots;
    this.timeScale = options.timeScale ?? 1;
    const origin = Date.now();
    const scale = this.timeScale;
    this.now = options.now ?? (scale === 1 ? Date.now : () => origin + (Date.now() - origin) * scale);
    this.idleMs = options.idleMs ?? 5 * 60_000;
    this.pause = options.botPauseMs;
    this.botIterations = options.botIterations;
    this.cluster = options.cluster;
    this.cluster?.attach(this);
    this.awayAfterMs = options.awayAfterMs ?? TABLE_CAPS.awayAfterMs;
    this.reviews = new Reviews(this.store, Date.now, (line) => this.log(line), options.reviewLimits);
    this.sweeper = setInterval(() => this.sweep(), Math.max(10, this.idleMs / 2));
    this.sweeper.unref();
  }

  /** The served game with this id, if any. */
  game(id: string): AnyGame | undefined {
    return Object.hasOwn(this.games, id) ? this.games[id] : undefined;
  }

  /** How long a bot pauses before its move: the server's override, else the game's pace for the bot's level. */
  botPause(gameId: string, spec: string): number {
    const [least, most] = this.pause ?? thinkMs(this.settings(gameId), spec);
    return least + Math.random() * (most - least);
  }

  /** The bot that plays a seat stored with `spec` (over today's budget, the hardest level: bot-budgets.ts). */
  playable(gameId: string, spec: string): string {
    return playableBot(spec, this.settings(gameId), this.botIterations);
  }

  /** One line on stderr; whatever a client put in it (a name, a path) cannot steer the terminal or break the line. */
  log(line: string): void {
    console.warn(`nocturne: ${printableText(line)}`);
  }

  /** How many matches are in memory (for tests of the memory bound). */
  get loaded(): number {
    return this.live.size;
  }

  isLoaded(matchId: string): boolean {
    return this.live.has(matchId);
  }

  /** The match in memory, loading it from the store first if need be; null when there is no such match. */
  get(matchId: string): Promise<LiveMatch | null> {
    const known = this.live.get(matchId);
    if (known) return known;
    const loading = this.load(matchId);
    this.live.set(matchId, loading);
    // Nothing to keep for a missing match or a failed load: the next call asks the store again.
    const forget = () => {
      if (this.live.get(matchId) === loading) this.live.delete(matchId);
    };
    loading.then((live) => live ?? forget(), forget);
    return loading;
  }

  /** A stored match with the last lines of both its chat channels, or null when there is no such match. */
  private async read(matchId: string): Promise<{ stored: StoredMatch; chat: RecentChat } | null> {
    const [stored, players, spectators] = await Promise.all([
      this.store.loadMatch(matchId),
      this.store.loadChat(matchId, 'players', TABLE_CAPS.chatInSync),
      this.store.loadChat(matchId, 'spectators', TABLE_CAPS.chatInSync),
    ]);
    return stored ? { stored, chat: new RecentChat(players, spectators) } : null;
  }

  private async load(matchId: string): Promise<LiveMatch | null> {
    const cluster = this.cluster;
    if (!cluster) {
      const read = await this.read(matchId);
      if (!read) return null;
      const live = LiveMatch.load(this, read.stored, read.chat);
      live.scheduleWork();
      return live;
    }
    // Heard of before read: a change stored after the read arrives after it, and is applied to this copy.
    await cluster.watch(matchId);
    const driving = await cluster.lead(matchId);
    const read = await this.read(matchId);
    if (!read) {
      cluster.forget(matchId, true);
      return null;
    }
    const live = LiveMatch.load(this, read.stored, read.chat);
    live.driving = driving;
    if (driving) cluster.leading(live, true);
    live.scheduleWork();
    return live;
  }

  /** Takes a match just created and stored into memory (unless a copy is there already), and sets it going. */
  adopt(live: LiveMatch): void {
    if (this.live.has(live.id)) return;
    const cluster = this.cluster;
    if (!cluster) {
      this.live.set(live.id, Promise.resolve(live));
      live.scheduleWork();
      return;
    }
    // Nobody else knows of a match just created: this node takes its lease, and drives it.
    const adopted = (async () => {
      await cluster.watch(live.id);
      live.driving = await cluster.lead(live.id);
      if (live.driving) cluster.leading(live, false);
      live.scheduleWork();
      return live;
    })();
    this.live.set(live.id, adopted);
    adopted.catch(() => {
      if (this.live.get(live.id) === adopted) this.live.delete(live.id);
    });
  }

  /** The copy in memory, if there is one (being loaded or loaded); nothing is loaded. */
  loadedCopy(matchId: string): Promise<LiveMatch | null> | undefined {
    return this.live.get(matchId);
  }

  /** Lets a match leave memory, if it is still the one loaded and nothing needs it by the time this runs. */
  release(live: LiveMatch): void {
    const entry = this.live.get(live.id);
    void entry?.then((current) => {
      if (current === live && !live.busy && this.live.get(live.id) === entry) {
        this.live.delete(live.id);
        live.dispose(false);
        this.cluster?.forget(live.id, true);
      }
    });
  }

  /**
   * Forgets a broken copy after a write the store refused: the next `get` reloads it from the store. A match
   * that plays on by itself (bots, the game's clock) is reloaded without waiting for anyone to ask: soon after a
   * passing failure (a lock held too long, a dropped connection), and less and less often while the store keeps
   * failing, so that its bots go on once the store is back.
   */
  drop(live: LiveMatch, error: unknown): void {
    this.log(`match ${live.id}: the store refused a write (${String(error)}); reloading it from the store`);
    if (this.live.get(live.id) !== undefined) this.live.delete(live.id);
    const selfDriven = live.playsOnItsOwn;
    live.dispose(true);
    // With several nodes, the match is let go (another node may drive it meanwhile), and found again by whoever
    // needs it: the reload below, or another node's look for matches without a driver.
    this.cluster?.forget(live.id, false);
    if (selfDriven) this.reloadLater(live.id);
  }

  private reloadLater(matchId: string): void {
    const failures = (this.reloading.get(matchId)?.failures ?? 0) + 1;
    const wait = Math.min(RELOAD_MAX_MS, RELOAD_FIRST_MS * 2 ** (failures - 1));
    const timer = setTimeout(() => {
      this.get(matchId).then(
        (live) => {
          // Loaded: its bots and clock are going again. The count is kept until it stores a move (`stored`).
          if (!live) this.reloading.delete(matchId);
        },
        () => this.reloadLater(matchId),
      );
    }, wait);
    timer.unref();
    this.reloading.set(matchId, { timer, failures });
  }

  /** A match stored a change: whatever failed before has passed. */
  stored(matchId: string): void {
    if (this.reloading.size > 0) this.reloading.delete(matchId);
  }

  /** Loads every match being played, so bots and clocks go on after a restart. */
  async resume(): Promise<number> {
    const playing = await this.store.playingMatchIds();
    // With several nodes, each match is resumed by one of them: whoever takes its lease first. The others load
    // no copy until one of their clients asks for it.
    const cluster = this.cluster;
    let ids = playing;
    if (cluster) {
      const unowned = await cluster.unowned(playing);
      const led = await Promise.all(unowned.map((id) => cluster.lead(id)));
      ids = unowned.filter((_, i) => led[i]);
    }
    // One match that cannot be resumed (a game this server no longer serves) must not keep the others down.
    const resumed = await Promise.all(
      ids.map((id) =>
        this.get(id).then(
          () => 1,
          (error: unknown) => {
            this.log(`match ${id} was not resumed: ${(error as Error).message}`);
            return 0;
          },
        ),
      ),
    );
    return resumed.reduce((sum: number, n) => sum + n, 0);
  }

  /** Drops matches that nobody watches and that nothing is waiting on. */
  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.live) {
      void entry.then((live) => {
        if (live && !live.busy && now - live.lastActive >= this.idleMs && this.live.get(id) === entry) {
          this.live.delete(id);
          live.dispose(false);
          this.cluster?.forget(id, true);
        }
      });
    }
  }

  async close(): Promise<void> {
    await this.cluster?.close();
    await this.reviews.close();
    clearInterval(this.sweeper);
    for (const { timer } of this.reloading.values()) clearTimeout(timer);
    this.reloading.clear();
    for (const entry of this.live.values()) (await entry.catch(() => null))?.dispose(true);
    this.live.clear();
  }
}

export { SPECTATOR };
