// The server's part of the table that is not in the match log: who is connected and since when each person left
// (away after a grace period), the votes to hand an away seat to a bot, the chat's rate, and the last chat lines
// of each channel kept in memory for the syncs. Nothing here knows a game.
import type { PlayerSeat } from '../engine/index.ts';
import type { ChatChannel, ChatLine, TableView } from '../protocol/index.ts';
import { TABLE_CAPS } from '../protocol/index.ts';

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

  isAway(seat: PlayerSeat, now: number, awayAfterMs: number): boolean {
    const since = this.leftAt.get(seat);
    return since !== undefined && now - since >= awayAfterMs;
  }

  /** Counts `voter`'s vote on `seat`; returns every voter so far. */
  vote(seat: PlayerSeat, voter: PlayerSeat): ReadonlySet<PlayerSeat> {
    let voters = this.votes.get(seat);
    if (!voters) this.votes.set(seat, (voters = new Set()));
    voters.add(voter);
    return voters;
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

/** A chat writer's allowance: `TABLE_CAPS.chatBurst` lines at once, `chatPerMinute` more each minute. */
export class ChatRate {
  private readonly buckets = new Map<unknown, { tokens: number; at: number }>();

  /** Takes one line from `who`'s allowance (a seat, or a spectator's connection) at `now` (epoch ms); false when there is none left. */
  take(who: unknown, now: number): boolean {
    const bucket = this.buckets.get(who) ?? { tokens: TABLE_CAPS.chatBurst, at: now };
    bucket.tokens = Math.min(
      TABLE_CAPS.chatBurst,
      bucket.tokens + ((now - bucket.at) / 60_000) * TABLE_CAPS.chatPerMinute,
    );
    bucket.at = now;
    this.buckets.set(who, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** A spectator's connection has gone: its allowance with it. */
  forget(who: unknown): void {
    this.buckets.delete(who);
  }
}

/** The last lines of each channel, as the store gave them and as they came since, for every sync. */
export class RecentChat {
  private readonly lines: Record<ChatChannel, ChatLine[]>;

  constructor(players: readonly ChatLine[] = [], spectators: readonly ChatLine[] = []) {
    this.lines = { players: [...players], spectators: [...spectators] };
  }

  add(channel: ChatChannel, line: ChatLine): void {
    const lines = this.lines[channel];
    lines.push(line);
    if (lines.length > TABLE_CAPS.chatInSync) lines.splice(0, lines.length - TABLE_CAPS.chatInSync);
  }

  of(channel: ChatChannel): readonly ChatLine[] {
    return this.lines[channel].slice();
  }
}
