// Several server nodes, one service (issue 17): PostgreSQL holds the matches, Redis says who drives each one and
// carries what crosses between nodes. Each live match is owned by one node at a time, for as long as that node's
// key in Redis lives (leases.ts): renewed a few times a lease, it expires when the node dies. The owner alone judges moves, runs bots and timed
// events; it publishes each stored change on the match's channel, and every other node with a copy does the same
// to its copy (the engine is deterministic) and builds its own clients' views. A move made on a copy is forwarded
// to the owner's node (move-mail.ts). The store stays the truth: a copy that missed something reloads from it, and
// a stale owner's write is refused by the store's version check. What a copy does with the owner's news is in
// ../follower.ts; who is connected through which node, in presence.ts; the leases, in leases.ts.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChatChannel, ChatLine } from '../../protocol/index.ts';
import type { PlayerSeat } from '../../engine/index.ts';
import { follow, lead, resync, stopDriving } from '../follower.ts';
import type { Coordinator, Hub } from '../hub.ts';
import type { LiveMatch } from '../match-actor.ts';
import type { Step } from '../match-host.ts';
import type { ClusterFigures } from '../metrics.ts';
import { Keys } from './keys.ts';
import { Leases } from './leases.ts';
import { MoveMail, type NodeMail } from './move-mail.ts';
import { NodePresence } from './presence.ts';
import { SharedLimits } from './shared-limits.ts';
import { redactUrl } from '../../store/index.ts';

export interface ClusterOptions {
  /** redis://… (REDIS_URL). */
  readonly redisUrl: string;
  /** Put before every key and channel, so that several services (or test runs) can share one Redis. */
  readonly prefix?: string;
  /**
   * How long a node's lease lasts unless renewed (default 1 s): a dead node's matches are taken over within
   * about this and a third more. A node whose event loop stalls longer loses its matches to the others.
   */
  readonly leaseMs?: number;
  /** How long a forwarded move waits for the owner's answer (default 5 s). */
  readonly forwardTimeoutMs?: number;
}

/** What goes on a match's channel. */
type MatchNews =
  | { readonly t: 'step'; readonly from: string; readonly before: number; readonly step: Step }
  | { readonly t: 'seats'; readonly from: string }
  | { readonly t: 'presence'; readonly from: string }
  | { readonly t: 'vote'; readonly from: string; readonly seat: PlayerSeat; readonly voter: PlayerSeat }
  | { readonly t: 'chat'; readonly from: string; readonly channel: ChatChannel; readonly line: ChatLine }
  | { readonly t: 'owner'; readonly from: string; readonly version: number }
  | { readonly t: 'released'; readonly from: string };

/** The longest a stop waits to hand its matches over. */
const DRAIN_MS = 5_000;
/** A killed node's matches go on within 2 s: the lease, and the other nodes' look a third of it later. */
const DEFAULT_LEASE_MS = 1_000;

export class Cluster implements Coordinator {
  readonly nodeId = randomUUID();
  private readonly keys: Keys;
  /** Commands and publishing; a connection in subscriber mode can do neither. */
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private hub: Hub | undefined;
  /** Which node drives each match. */
  private readonly leases: Leases;
  private readonly watched = new Set<string>();
  private readonly counted = { takeovers: 0, published: 0, heard: 0 }; // told by figures()
  /** Moves made on copies here and sent to their owners, and moves sent here to judge. */
  private readonly mail: MoveMail;
  /** Who is connected to each match through which node. */
  private readonly presence: NodePresence;
  /** The HTTP limits and chat's allowance, counted for all the nodes. */
  readonly limits: SharedLimits;
  /** Per match, what is being done to its copy here in answer to other nodes, one thing after another. */
  private readonly queues = new Map<string, Promise<void>>();
  private renewer: NodeJS.Timeout | undefined;
  private scanner: NodeJS.Timeout | undefined;
  private draining = false;

  private constructor(options: ClusterOptions) {
    this.keys = new Keys(options.prefix ?? 'nocturne:');
    const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    const forwardTimeoutMs = options.forwardTimeoutMs ?? 5_000;
    // A command waits for a lost connection to come back for a little while, not for ever: a move fails with
    // `unavailable`, and a stop does not hang on a Redis that has gone.
    const connection = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 };
    this.redis = new Redis(options.redisUrl, connection);
    this.subscriber = new Redis(options.redisUrl, connection);
    this.leases = new Leases(this.redis, this.keys, this.nodeId, leaseMs);
    this.limits = new SharedLimits(this.redis, options.prefix ?? 'nocturne:');
    // A dropped connection is reported here and reconnected by ioredis; without a listener Node would crash.
    this.redis.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.mail = new MoveMail(
      this.redis,
      this.keys,
      this.nodeId,
      forwardTimeoutMs,
      forwardTimeoutMs + leaseMs,
      {
        drivenCopy: async (matchId) => {
          const live = await this.hub?.loadedCopy(matchId);
          return live && live.driving && this.leases.held.has(matchId) ? live : null;
        },
        takeOver: async (matchId) => {
          if (!(await this.lead(matchId))) return false;
          await this.takeOver(matchId);
          return true;
        },
      },
    );
    this.presence = new NodePresence(
      this.redis,
      this.keys,
      this.nodeId,
      (matchId, work) => this.inTurn(matchId, work),
      (matchId) => this.publish(matchId, { t: 'presence', from: this.nodeId }),
      (matchId) => this.hub?.loadedCopy(matchId) ?? Promise.resolve(null),
    );
  }

  /** Connects to Redis and starts listening on this node's own channel. */
  static async open(options: ClusterOptions): Promise<Cluster> {
    const cluster = new Cluster(options);
    try {
      await cluster.redis.connect();
      await cluster.subscriber.connect();
      cluster.subscriber.on('message', (channel: string, text: string) => cluster.heard(channel, text));
      await cluster.subscriber.subscribe(cluster.keys.nodeChannel(cluster.nodeId));
      await cluster.leases.begin();
    } catch (error) {
      cluster.redis.disconnect();
      cluster.subscriber.disconnect();
      throw new Error(`cannot reach Redis at ${redactUrl(options.redisUrl)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return cluster;
  }

  attach(hub: Hub): void {
    this.hub = hub;
    const every = Math.max(50, Math.floor(this.leases.ms / 3));
    this.renewer = setInterval(() => void this.renew(), every);
    this.scanner = setInterval(() => void this.scan(), every);
    this.renewer.unref();
    this.scanner.unref();
  }

  async watch(matchId: string): Promise<void> {
    if (this.watched.has(matchId)) return;
    this.watched.add(matchId);
    await this.subscriber.subscribe(this.keys.matchChannel(matchId));
  }

  async lead(matchId: string): Promise<boolean> {
    return !this.draining && (await this.leases.take(matchId));
  }

  leading(live: LiveMatch, fresh: boolean): void {
    // Copies elsewhere that missed the old owner's last change (it died between storing and publishing) catch up.
    if (fresh) this.publish(live.id, { t: 'owner', from: this.nodeId, version: live.version });
  }

  forget(matchId: string, done: boolean): void {
    this.presence.forget(matchId);
    if (this.watched.delete(matchId))
      void this.subscriber.unsubscribe(this.keys.matchChannel(matchId)).catch(() => {});
    if (this.leases.held.has(matchId)) void this.release(matchId, done).catch(() => {});
  }

  private async release(matchId: string, done: boolean): Promise<void> {
    await this.leases.release(matchId, done);
    this.publish(matchId, { t: 'released', from: this.nodeId });
  }

  stored(matchId: string, before: number, step: Step): void {
    this.publish(matchId, { t: 'step', from: this.nodeId, before, step });
  }

  present(live: LiveMatch): void {
    this.presence.present(live);
  }

  seatsChanged(matchId: string): void {
    this.publish(matchId, { t: 'seats', from: this.nodeId });
  }

  voted(matchId: string, seat: PlayerSeat, voter: PlayerSeat): void {
    this.publish(matchId, { t: 'vote', from: this.nodeId, seat, voter });
  }

  takeChat(matchId: string, who: string, now: number): Promise<boolean> {
    return this.limits.takeChat(matchId, who, now);
  }

  chatted(matchId: string, channel: ChatChannel, line: ChatLine): void {
    this.publish(matchId, { t: 'chat', from: this.nodeId, channel, line });
  }

  unowned(matchIds: readonly string[]): Promise<string[]> {
    return this.leases.unheld(matchIds);
  }

  private publish(matchId: string, news: MatchNews): void {
    this.counted.published++;
    void this.redis.publish(this.keys.matchChannel(matchId), JSON.stringify(news)).catch(() => {});
  }

  forward(live: LiveMatch, seat: PlayerSeat, version: number, move: unknown): Promise<void> {
    return this.mail.forward(live, seat, version, move);
  }

  private heard(channel: string, text: string): void {
    this.counted.heard++;
    let message: MatchNews | NodeMail;
    try {
      message = JSON.parse(text) as MatchNews | NodeMail;
    } catch {
      return;
    }
    if (channel === this.keys.nodeChannel(this.nodeId)) {
      this.mail.heard(message as NodeMail);
      return;
    }
    const news = message as MatchNews;
    if (news.from === this.nodeId) return;
    const matchId = channel.slice(this.keys.matchChannel('').length);
    void this.inTurn(matchId, () => this.apply(matchId, news));
  }

  /** Runs `work` on a match's copy after whatever was queued for it before. */
  private inTurn(matchId: string, work: () => Promise<void>): Promise<void> {
    const run = (this.queues.get(matchId) ?? Promise.resolve()).then(work).catch((error: unknown) => {
      this.hub?.log(`cluster: ${(error as Error).message}`, { match: matchId });
    });
    this.queues.set(matchId, run);
    void run.then(() => {
      if (this.queues.get(matchId) === run) this.queues.delete(matchId);
    });
    return run;
  }

  private async apply(matchId: string, news: MatchNews): Promise<void> {
    const hub = this.hub;
    const live = await hub?.loadedCopy(matchId)?.catch(() => null);
    if (!hub || !live) return;
    switch (news.t) {
      case 'step':
        if (live.driving) {
          // Another node stored a change of a match this one drives: a table entry made through that node's
          // copy (a resignation, a vote), or this node lost its lease (it paused past its expiry). Either way the
          // store has the truth; without the lease, this node stops driving.
          await live.settled();
          if (await this.leases.lostTo(matchId)) {
            this.letGo(matchId);
            stopDriving(live);
          }
          await this.reload(live);
        } else if (!follow(live, news.before, news.step)) await this.reload(live);
        return;
      case 'owner':
        if (news.version !== live.version) await this.reload(live);
        return;
      case 'seats':
        await this.reload(live);
        return;
      case 'presence':
        await this.presence.read(live);
        return;
      case 'vote':
        void live.referee.heardVote(news.seat, news.voter).catch(() => undefined);
        return;
      case 'chat':
        live.chat.hear(news.channel, news.line);
        return;
      case 'released':
        if (!live.driving && (await this.lead(matchId))) {
          this.counted.takeovers++;
          await this.promote(live);
        }
        return;
    }
  }

  catchUp(live: LiveMatch): Promise<void> {
    return this.inTurn(live.id, async () => {
      if (live.driving) await live.settled();
      await this.reload(live);
    });
  }

  private async reload(live: LiveMatch): Promise<void> {
    const stored = await this.hub!.store.loadMatch(live.id);
    if (stored) resync(live, stored);
  }

  private async promote(live: LiveMatch): Promise<void> {
    if (live.driving) return;
    const stored = await this.hub!.store.loadMatch(live.id);
    if (!stored) return;
    lead(live, stored);
    this.leading(live, true);
  }

  /** This node holds the lease of `matchId` now: its copy here (loaded if need be) drives the match. */
  private async takeOver(matchId: string): Promise<void> {
    this.counted.takeovers++;
    const hub = this.hub!;
    const copy = hub.loadedCopy(matchId);
    if (copy) {
      await this.inTurn(matchId, async () => {
        const live = await copy.catch(() => null);
        if (live) await this.promote(live);
      });
    } else await hub.get(matchId);
  }

  /** Keeps this node's leases; a lease that was lost (another node has the match now) stops this node driving. */
  private async renew(): Promise<void> {
    for (const id of await this.leases.renew()) this.letGo(id);
  }

  /** This node no longer holds `matchId`'s lease: its copy stops driving it. */
  private letGo(matchId: string): void {
    if (!this.leases.held.delete(matchId)) return;
    void this.hub
      ?.loadedCopy(matchId)
      ?.then((live) => live && stopDriving(live))
      .catch(() => {});
  }

  /** Takes over the matches that need a driver and have none (their node died, or handed them over). */
  private async scan(): Promise<void> {
    if (this.draining || !this.hub) return;
    try {
      await this.presence.forgetTheDead();
      for (const id of await this.leases.abandoned()) if (await this.lead(id)) await this.takeOver(id);
    } catch (error) {
      this.hub.log(`cluster: looking for matches without a node failed: ${(error as Error).message}`);
    }
  }

  /** Hands the matches over, giving up after a few seconds if Redis does not answer (their leases then expire). */
  figures(): ClusterFigures {
    return { leases: this.leases.held.size, ...this.counted };
  }

  async reachable(): Promise<boolean> {
    return this.redis.status === 'ready' && (await this.redis.ping()) === 'PONG';
  }

  async drain(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MS)));
    await Promise.race([this.handOver(), gaveUp]);
    clearTimeout(timer);
  }

  private async handOver(): Promise<void> {
    this.draining = true;
    clearInterval(this.scanner);
    for (const id of [...this.leases.held]) {
      const live = await this.hub?.loadedCopy(id)?.catch(() => null);
      if (live) {
        stopDriving(live);
        await live.settled();
      }
      // Still active: another node takes it over at once (a copy there, on 'released') or on its next scan.
      await this.release(id, false).catch(() => {});
    }
  }

  async close(): Promise<void> {
    clearInterval(this.renewer);
    clearInterval(this.scanner);
    if (!this.draining) await this.drain();
    this.mail.close();
    // This node's connections are gone: they stop counting on the other nodes now, not when a lease runs out.
    await this.leases.end().catch(() => {});
    await this.presence.close();
    this.subscriber.disconnect();
    await this.redis.quit().catch(() => {});
  }
}
