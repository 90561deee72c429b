// The fan-out: who watches a match through this node, and what each is told. Like lila's RoundSocket beside its
// game's actor: the match actor (match-actor.ts) changes the match, then hands the change here. Each distinct
// reader (a seat, or the spectators) gets its message built and serialised once, however many connections it has,
// and every message is built from its reader's view alone.
import type { AnyGame, PlayerSeat, Viewer } from '../engine/index.ts';
import { SPECTATOR, mayAct, seatBit } from '../engine/index.ts';
import type {
  ChatChannel,
  ChatLine,
  MatchClock,
  SeatPublic,
  ServerMessage,
  TableView,
} from '../protocol/index.ts';
import type { MatchStatus, StoredSeat } from '../store/index.ts';
import { entriesFor, type AnyMatch, type Past } from './history.ts';
import type { MatchHost } from './match-host.ts';

/** A connection as a match sees it. */
export interface Client {
  send(message: ServerMessage): void;
  /** Sends a message already serialised (one text shared by every reader with the same view). */
  sendText(text: string): void;
  /** Ends the connection (the client will reconnect and resync). */
  close(code: number, reason: string): void;
}

/** What the fan-out reads of its match: the match actor (match-actor.ts), and the parts beside it. */
export interface Told {
  readonly id: string;
  readonly game: AnyGame;
  readonly match: AnyMatch;
  readonly status: MatchStatus;
  readonly seats: readonly StoredSeat[];
  readonly history: readonly Past[];
  readonly hub: Pick<MatchHost<unknown>, 'timeScale'>;
  readonly referee: { tableView(): TableView };
  readonly chat: { forSync(viewer: Viewer): { channel: ChatChannel; lines: readonly ChatLine[] } };
  clock(): number;
}

export class FanOut {
  private readonly watching = new Map<Client, Viewer>();
  /** Seats connected through other nodes (a bitmask), as the cluster last heard. */
  private remoteSeats = 0;
  /** The last `seats` message every watcher has (in it, or in its sync): the same one is not sent again. */
  private seatsText: string;

  constructor(private readonly live: Told) {
    this.seatsText = this.seatsMessage();
  }

  /** Every connection watching through this node, with its viewer. */
  get clients(): ReadonlyMap<Client, Viewer> {
    return this.watching;
  }

  /** How many connections watch. */
  get size(): number {
    return this.watching.size;
  }

  /** The viewer of each connection (a seat once per connection). */
  viewers(): Viewer[] {
    return [...this.watching.values()];
  }

  /** Counts `client` among the watchers (its sync is sent by `greet`). */
  add(client: Client, viewer: Viewer): void {
    this.watching.set(client, viewer);
  }

  /** The newcomer gets its sync, which holds the seats; everyone else hears that it came. */
  greet(client: Client, viewer: Viewer): void {
    client.send(this.syncFor(viewer));
    this.tellSeats(client);
  }

  /** Forgets `client`; its viewer, or undefined when it was not watching. */
  remove(client: Client): Viewer | undefined {
    const viewer = this.watching.get(client);
    this.watching.delete(client);
    return viewer;
  }

  publicSeats(): SeatPublic[] {
    const here = this.localSeats();
    return this.live.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      bot: s.bot,
      connected: s.bot !== null || ((here | this.remoteSeats) & seatBit(s.seat)) !== 0,
    }));
  }

  /** Whether the seat's player has a connection to the match through any node. */
  isConnected(seat: PlayerSeat): boolean {
    return ((this.localSeats() | this.remoteSeats) & seatBit(seat)) !== 0;
  }

  /** The seats with a connection to this copy, as a bitmask. */
  localSeats(): number {
    let mask = 0;
    for (const viewer of this.watching.values()) if (viewer !== SPECTATOR) mask |= seatBit(viewer);
    return mask;
  }

  /** Which seats other nodes have connections for: watchers hear of a change. */
  connectedElsewhere(mask: number): void {
    if (mask === this.remoteSeats) return;
    this.remoteSeats = mask;
    this.tellSeats();
  }

  syncFor(viewer: Viewer): ServerMessage {
    const live = this.live;
    return {
      type: 'sync',
      match: live.id,
      game: live.game.id,
      options: live.match.options,
      you: viewer,
      status: live.status,
      version: live.match.version,
      seats: this.publicSeats(),
      history: entriesFor(live.game, live.history, viewer, 0),
      ...this.stateFor(viewer),
      chat: live.chat.forSync(viewer),
    };
  }

  private stateFor(viewer: Viewer) {
    const match = this.live.match;
    const toAct = match.toAct();
    const canMove = this.live.status === 'playing' && viewer !== SPECTATOR && mayAct(toAct, viewer);
    return {
      view: match.view(viewer),
      legalMoves: canMove ? match.legalMoves(viewer as PlayerSeat) : [],
      toAct,
      outcome: match.outcome(),
      clock: this.clockNow(),
      table: this.live.referee.tableView(),
    };
  }

  /** The clock as a message tells it (the rate only where a test runs it faster). */
  clockNow(): MatchClock {
    const clock = { now: this.live.clock(), nextDue: this.publicDue() };
    const scale = this.live.hub.timeScale;
    return scale === 1 ? clock : { ...clock, rate: scale };
  }

  /** When the game acts next, as clients may be told it: never for a game whose schedule is secret. */
  private publicDue(): number | null {
    return this.live.game.timing?.secretSchedule ? null : this.live.match.nextDue();
  }

  /** Every watcher gets a fresh sync (play began, or the match was read again from the store). */
  syncAll(): void {
    for (const [client, viewer] of this.watching) client.send(this.syncFor(viewer));
  }

  /**
   * Tells every watcher what changed since `before`. What is the same for everyone is serialised once for all.
   */
  sendUpdates(before: number): void {
    if (this.watching.size === 0) return;
    const live = this.live;
    const toAct = live.match.toAct();
    const shared =
      `"toAct":${JSON.stringify(toAct)},"outcome":${JSON.stringify(live.match.outcome())},` +
      `"clock":${JSON.stringify(this.clockNow())},"table":${JSON.stringify(live.referee.tableView())}}`;
    const head = `{"type":"update","version":${live.match.version},"entries":`;
    const texts = new Map<Viewer, string>();
    for (const [client, viewer] of this.watching) {
      let text = texts.get(viewer);
      if (text === undefined) {
        // Key order as in ServerMessage's update: type, version, entries, view, legalMoves, toAct, outcome, clock.
        const canMove = live.status === 'playing' && viewer !== SPECTATOR && mayAct(toAct, viewer);
        text =
          head +
          JSON.stringify(entriesFor(live.game, live.history, viewer, before)) +
          `,"view":${JSON.stringify(live.match.view(viewer))}` +
          `,"legalMoves":${canMove ? JSON.stringify(live.match.legalMoves(viewer as PlayerSeat)) : '[]'},` +
          shared;
        texts.set(viewer, text);
      }
      client.sendText(text);
    }
  }

  /** Sends one serialised message to every watcher that `to` picks (by default, all of them). */
  sendText(text: string, to: (viewer: Viewer) => boolean = () => true): void {
    for (const [client, viewer] of this.watching) if (to(viewer)) client.sendText(text);
  }

  private seatsMessage(): string {
    return JSON.stringify({ type: 'seats', status: this.live.status, seats: this.publicSeats() });
  }

  /**
   * Tells every watcher (but `except`, whose sync has it) who sits where and who is connected, when that changed:
   * a spectator coming or going changes nothing a watcher sees, so nothing is sent.
   */
  tellSeats(except?: Client): void {
    const text = this.seatsMessage();
    if (text === this.seatsText) return;
    this.seatsText = text;
    for (const client of this.watching.keys()) if (client !== except) client.sendText(text);
  }

  /** Every watcher was just sent a sync, which holds the seats as they are now. */
  seatsSynced(): void {
    this.seatsText = this.seatsMessage();
  }

  /** Ends every connection (`close`), or just forgets them; their clients reconnect to a fresh copy. */
  dismiss(close: boolean): void {
    if (close) for (const client of this.watching.keys()) client.close(1012, 'match reloading');
    this.watching.clear();
  }
}
