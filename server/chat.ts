// A match's chat (TBL-D6): the players' channel and the spectators' channel, which never meet. A line is checked
// (length, characters, the writer's rate: a seat's, or a spectator's address's however often it reconnects, and on
// several nodes counted for all of them), kept in the store, and only then sent to its channel's watchers; the
// last lines of each channel stay in memory for the syncs. Nothing here knows a game.
import type { Viewer } from '../engine/index.ts';
import { SPECTATOR } from '../engine/index.ts';
import type { ChatChannel, ChatLine } from '../protocol/index.ts';
import { TABLE_CAPS, checkChatText } from '../protocol/index.ts';
import type { StoredSeat } from '../store/index.ts';
import type { Client, FanOut } from './fan-out.ts';
import type { MatchHost } from './match-host.ts';
import { Refusal } from './refusal.ts';

/** The chat channel a viewer writes in and reads. */
function channelOf(viewer: Viewer): ChatChannel {
  return viewer === SPECTATOR ? 'spectators' : 'players';
}

/** What chat uses of its match (match-actor.ts). */
export interface ChatMatch {
  readonly id: string;
  readonly seats: readonly StoredSeat[];
  readonly hub: Pick<MatchHost<unknown>, 'now' | 'store' | 'log' | 'cluster'>;
  readonly audience: FanOut;
}

export class Chat {
  /** Spectators' names for their chat, by connection. */
  private readonly spectatorNames = new Map<Client, string>();
  private readonly rate = new ChatRate();

  constructor(
    private readonly live: ChatMatch,
    private readonly lines: RecentChat = new RecentChat(),
  ) {}

  /** `name`: a spectator's name for the spectators' chat (checked by the caller). */
  joined(client: Client, viewer: Viewer, name?: string): void {
    if (viewer === SPECTATOR && name !== undefined) this.spectatorNames.set(client, name);
  }

  left(client: Client): void {
    this.spectatorNames.delete(client);
  }

  /** The channel `viewer` reads, with its last lines, for a sync. */
  forSync(viewer: Viewer): { channel: ChatChannel; lines: readonly ChatLine[] } {
    const channel = channelOf(viewer);
    return { channel, lines: this.lines.of(channel) };
  }

  /**
   * A chat line from `viewer` on `client`, from network address `address`: checked, kept with the match, then
   * sent to its channel alone. The store keeps nothing from an address the operator muted in the match, so every
   * node gives the same answer.
   */
  async say(client: Client, viewer: Viewer, text: string, address: string | null = null): Promise<void> {
    const checked = checkChatText(text, TABLE_CAPS.chatChars);
    if (!checked.ok) {
      if (checked.tooLong)
        throw new Refusal('chat-too-long', `A message is at most ${TABLE_CAPS.chatChars} characters.`);
      throw new Refusal('bad-chat', checked.reason);
    }
    const { hub, id, seats } = this.live;
    const channel = channelOf(viewer);
    const who = viewer === SPECTATOR ? `address ${address}` : `seat ${viewer}`;
    const now = hub.now();
    // Without Redis for a moment, each node counts on its own rather than refusing everyone.
    const allowed = hub.cluster
      ? await hub.cluster.takeChat(id, who, now).catch(() => this.rate.take(who, now))
      : this.rate.take(who, now);
    if (!allowed)
      throw new Refusal(
        'chat-too-fast',
        `Too many messages: at most ${TABLE_CAPS.chatBurst} at once and ${TABLE_CAPS.chatPerMinute} a minute.`,
      );
    const name =
      viewer === SPECTATOR
        ? (this.spectatorNames.get(client) ?? 'Spectator')
        : (seats[viewer].name ?? `#${viewer + 1}`);
    let line: ChatLine | null;
    try {
      line = await hub.store.addChat(id, {
        channel,
        at: hub.now(),
        seat: viewer === SPECTATOR ? null : viewer,
        name,
        text: checked.text,
        address,
      });
    } catch (error) {
      hub.log(`a chat line was not kept (${String(error)})`, { match: id });
      throw new Refusal('unavailable', 'The message could not be kept, so it was not sent. Try again.');
    }
    if (line === null)
      throw new Refusal(
        'chat-muted',
        'The server’s operator has muted chat from your address in this match.',
      );
    this.hear(channel, line);
    hub.cluster?.chatted(id, channel, line);
  }

  /** A chat line kept (here, or through another node): the channel's watchers on this node get it. */
  hear(channel: ChatChannel, line: ChatLine): void {
    this.lines.add(channel, line);
    const message = JSON.stringify({ type: 'chat', channel, line });
    this.live.audience.sendText(message, (seen) => channelOf(seen) === channel);
  }
}

/** A chat writer's allowance: `TABLE_CAPS.chatBurst` lines at once, `chatPerMinute` more each minute. */
export class ChatRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** Takes one line from `who`'s allowance (a seat, or a spectator's address) at `now` (epoch ms); false when there is none left. */
  take(who: string, now: number): boolean {
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
