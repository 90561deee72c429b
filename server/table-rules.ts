// The table's rules, as the server keeps them beside the match actor: who of the people is connected and who is
// away (TBL-D5), the votes to hand an away seat to a bot, resignations (TBL-D1), and the clock that wakes the
// match when a timed event or a time limit falls due. What they change in the match goes through the actor as a
// table entry, judged by the engine and stored like a move. Nothing here knows a game.
//
// With several nodes, a seat is connected if it is connected through any node (cluster/presence.ts), and a vote
// made through one node is counted by every node's copy; the node that drives the match alone decides that a
// vote passed, so the bot takes the seat once.
import type { PlayerSeat, TableEntry } from '../engine/index.ts';
import type { TableView } from '../protocol/index.ts';
import type { MatchStatus, StoredSeat } from '../store/index.ts';
import type { FanOut } from './fan-out.ts';
import type { AnyMatch } from './history.ts';
import type { MatchHost } from './match-host.ts';
import { Refusal } from './refusal.ts';

/** What the table's rules work on: the match actor (match-actor.ts), through which every table entry goes. */
export interface RefereedMatch {
  readonly id: string;
  readonly match: AnyMatch;
  /** This node drives the match (always, on a server alone). */
  readonly driving: boolean;
  readonly status: MatchStatus;
  readonly seats: readonly StoredSeat[];
  readonly startedAt: number | null;
  readonly hub: Pick<MatchHost<unknown>, 'now' | 'awayAfterMs' | 'timeScale' | 'cluster'>;
  readonly audience: FanOut;
  enqueue(work: () => Promise<void>): Promise<void>;
  tableEntry(entry: TableEntry): Promise<void>;
  tick(): Promise<void>;
}

export class TableReferee {
  /** The seats people play. */
  private readonly people: readonly PlayerSeat[];
  private readonly presence: Presence;
  private awayTimer: NodeJS.Timeout | undefined;
  private clockTimer: NodeJS.Timeout | undefined;

  constructor(private readonly live: RefereedMatch) {
    this.people = live.seats.filter((s) => s.bot === null).map((s) => s.seat);
    this.presence = new Presence(this.people, live.hub.now());
  }

  /** The table as messages tell it: the match's table, and who is away (in the match's clock) and voted on. */
  tableView(): TableView {
    const { hub, match, status } = this.live;
    const origin = this.live.startedAt ?? hub.now();
    const away =
      status === 'playing'
        ? this.presence
            .away(hub.now(), hub.awayAfterMs)
            .filter(({ seat }) => !match.isOut(seat))
            .map(({ seat, since }) => ({ seat, since: Math.max(0, since - origin) }))
        : [];
    // Votes on a seat a bot took are over (a copy that did not decide it still holds them).
    const votes = this.presence.votesView().filter(({ seat }) => !match.botHolds(seat));
    return { ...match.tableStatus(), away, votes };
  }

  /**
   * A person's seat has a connection again: away no more, and, where it connected (`here`, not through another
   * node), the seat back from a bot that held it for them.
   */
  arrived(seat: PlayerSeat, here = true): void {
    const live = this.live;
    // Only a change anyone sees is told: a seat that was away or voted on, not every reconnection.
    const told =
      this.presence.isAway(seat, live.hub.now(), live.hub.awayAfterMs) || this.presence.hasVotes(seat);
    this.presence.arrived(seat);
    if (here && live.status === 'playing' && live.match.botHolds(seat) && !live.match.isOut(seat)) {
      void live
        .enqueue(async () => {
          if (live.match.botHolds(seat) && !live.match.isOut(seat))
            await live.tableEntry({ type: 'player-returns', seat });
        })
        .catch(() => undefined);
    } else if (told) this.tellTable();
  }

  /** A person's seat has no connection left: the table tells it once they count as away. */
  left(seat: PlayerSeat): void {
    this.presence.left(seat, this.live.hub.now());
    clearTimeout(this.awayTimer);
    if (this.live.status !== 'playing') return;
    const { awayAfterMs, timeScale } = this.live.hub;
    this.awayTimer = setTimeout(() => this.tellTable(), awayAfterMs / timeScale + 5);
    this.awayTimer.unref();
  }

  /** Who is connected through the other nodes changed: a seat connected through any node is here, else gone. */
  connectionsChanged(): void {
    for (const seat of this.people) {
      const connected = this.live.audience.isConnected(seat);
      if (connected && this.presence.isGone(seat)) this.arrived(seat, false);
      else if (!connected && !this.presence.isGone(seat)) this.left(seat);
    }
  }

  /** `seat` resigns: a table entry, stored, then told (TBL-D1 says what follows). */
  resign(seat: PlayerSeat): Promise<void> {
    const live = this.live;
    return live.enqueue(async () => {
      if (live.status !== 'playing')
        throw new Refusal('cannot-resign', 'Only a match being played can be resigned.');
      if (live.match.isOut(seat)) throw new Refusal('cannot-resign', 'You are already out of this match.');
      await live.tableEntry({ type: 'resign', seat });
    });
  }

  /**
   * `voter` votes to hand `seat`, whose player is away, to a bot (TBL-D5): it passes once every other connected
   * person's seat has voted, and the bot takes the seat (a table entry).
   */
  voteBot(voter: PlayerSeat, seat: number): Promise<void> {
    const live = this.live;
    return live.enqueue(async () => {
      const refuse = (why: string) => {
        throw new Refusal('cannot-vote', why);
      };
      const { match, seats, hub } = live;
      if (live.status !== 'playing') refuse('Votes are for a match being played.');
      if (match.tableRules.clock) refuse('With a time limit, the clock decides, not a vote.');
      if (!Number.isInteger(seat) || seat < 0 || seat >= seats.length || seats[seat].bot !== null)
        refuse('There is no person’s seat by that number.');
      if (seat === voter) refuse('You cannot vote on your own seat.');
      if (!this.presence.isAway(seat, hub.now(), hub.awayAfterMs)) refuse('That seat’s player is not away.');
      if (match.botHolds(seat)) refuse('A bot already plays that seat.');
      this.presence.vote(seat, voter);
      hub.cluster?.voted(live.id, seat, voter);
      await this.passOrTell(seat);
    });
  }

  /** A vote on `seat` made through another node, which judged it. */
  heardVote(seat: PlayerSeat, voter: PlayerSeat): Promise<void> {
    const live = this.live;
    return live.enqueue(async () => {
      if (live.status !== 'playing' || live.match.botHolds(seat) || !this.presence.isGone(seat)) return;
      this.presence.vote(seat, voter);
      await this.passOrTell(seat);
    });
  }

  /** The vote on `seat` passes once every other person's seat connected anywhere voted; else everyone sees it. */
  private async passOrTell(seat: PlayerSeat): Promise<void> {
    const { match, seats, audience } = this.live;
    const voters = this.presence.votersOn(seat);
    const needed = seats.filter(
      (s) => s.bot === null && s.seat !== seat && audience.isConnected(s.seat) && !match.isOut(s.seat),
    );
    if (this.live.driving && needed.every((s) => voters.has(s.seat))) {
      this.presence.clearVotes(seat);
      await this.live.tableEntry({ type: 'bot-takes', seat });
    } else this.tellTable();
  }

  /** Tells every watcher the table as it is now, when it changed without a move (presence, votes). */
  private tellTable(): void {
    const audience = this.live.audience;
    if (audience.size === 0 || this.live.status === 'open') return;
    audience.sendText(JSON.stringify({ type: 'table', table: this.tableView(), clock: audience.clockNow() }));
  }

  /** Wakes the match when the game's next timed event falls due, or a person's clock runs out. */
  setClock(): void {
    clearTimeout(this.clockTimer);
    const due = this.live.match.nextEvent();
    const startedAt = this.live.startedAt;
    if (due === null || startedAt === null) return;
    const { hub } = this.live;
    const wait = Math.max(0, startedAt + due - hub.now());
    this.clockTimer = setTimeout(() => void this.live.tick().catch(() => undefined), wait / hub.timeScale);
  }

  /** Another node drives the match now, or it leaves memory: nothing falls due here. */
  stopClock(): void {
    clearTimeout(this.clockTimer);
  }

  /** Stops every timer (the match leaves memory). */
  stop(): void {
    clearTimeout(this.clockTimer);
    clearTimeout(this.awayTimer);
  }
}

/** Who of the people at a table is connected, who left when, and the votes on those away. Times: epoch ms. */
export class Presence {
  private readonly leftAt = new Map<PlayerSeat, number>();
  private readonly votes = new Map<PlayerSeat, Set<PlayerSeat>>();

  /** `people`: the seats people play; each counts as gone since `now` until it joins. */
  constructor(people: readonly PlayerSeat[], now: number) {
    for (const seat of people) this.leftAt.set(seat, now);
  }
  /** A person's seat has a connection again: it is not away, and the votes on it are void. */
  arrived(seat: PlayerSeat): void {
    this.leftAt.delete(seat);
    this.votes.delete(seat);
  }

  /** A person's seat has no connection left since `now`. */
  left(seat: PlayerSeat, now: number): void {
    if (!this.leftAt.has(seat)) this.leftAt.set(seat, now);
  }

  /** Seats gone for `awayAfterMs` or more by `now`, and since when. */
  away(now: number, awayAfterMs: number): { seat: PlayerSeat; since: number }[] {
    return [...this.leftAt]
      .filter(([, since]) => now - since >= awayAfterMs)
      .sort(([a], [b]) => a - b)
      .map(([seat, since]) => ({ seat, since }));
  }

  /** Whether the seat has no connection (away, or not yet). */
  isGone(seat: PlayerSeat): boolean {
    return this.leftAt.has(seat);
  }

  isAway(seat: PlayerSeat, now: number, awayAfterMs: number): boolean {
    const since = this.leftAt.get(seat);
    return since !== undefined && now - since >= awayAfterMs;
  }

  /** Counts `voter`'s vote on `seat`. */
  vote(seat: PlayerSeat, voter: PlayerSeat): void {
    let voters = this.votes.get(seat);
    if (!voters) this.votes.set(seat, (voters = new Set()));
    voters.add(voter);
  }

  votersOn(seat: PlayerSeat): ReadonlySet<PlayerSeat> {
    return this.votes.get(seat) ?? new Set();
  }

  hasVotes(seat: PlayerSeat): boolean {
    return this.votes.has(seat);
  }

  clearVotes(seat: PlayerSeat): void {
    this.votes.delete(seat);
  }

  votesView(): TableView['votes'] {
    return [...this.votes]
      .sort(([a], [b]) => a - b)
      .map(([seat, voters]) => ({ seat, voters: [...voters].sort((a, b) => a - b) }));
  }
}
