// Who is connected to a match through which node, so that every node tells the same seats as connected: each node
// writes its own connections to the match's presence hash in Redis, and a copy counts the other nodes' entries
// for as long as those nodes live.
import type { Redis } from 'ioredis';
import type { LiveMatch } from '../match-actor.ts';
import type { Keys } from './keys.ts';

export class NodePresence {
  /** Per match, the seats this node last said it has connections for. */
  private readonly here = new Map<string, number>();
  /** Per match, the other nodes whose connections its copy here counts: re-read when one of them dies. */
  private readonly elsewhere = new Map<string, Set<string>>();

  constructor(
    private readonly redis: Redis,
    private readonly keys: Keys,
    private readonly nodeId: string,
    /** Runs work on a match's copy after whatever was queued for it before. */
    private readonly inTurn: (matchId: string, work: () => Promise<void>) => Promise<void>,
    /** Tells the other nodes that this node's connections to a match changed. */
    private readonly changed: (matchId: string) => void,
    /** The copy of a match in memory here, if there is one. */
    private readonly copyOf: (matchId: string) => Promise<LiveMatch | null>,
  ) {}

  /** Who is connected to `live` through this node changed (or may have): written for the other nodes. */
  present(live: LiveMatch): void {
    const mask = live.audience.localSeats();
    const known = this.here.get(live.id);
    if (known === mask) return;
    this.here.set(live.id, mask);
    // The first time, this copy also learns who is connected through the other nodes.
    if (known === undefined) void this.inTurn(live.id, () => this.read(live));
    if (known === undefined && mask === 0) return;
    const key = this.keys.presence(live.id);
    const write = mask === 0 ? this.redis.hdel(key, this.nodeId) : this.redis.hset(key, this.nodeId, mask);
    void write.then(() => this.changed(live.id)).catch(() => {});
  }

  /** Who is connected to the match through the other nodes that live, for `live`'s watchers here. */
  async read(live: LiveMatch): Promise<void> {
    const all = await this.redis.hgetall(this.keys.presence(live.id));
    const others = Object.keys(all).filter((node) => node !== this.nodeId);
    const alive =
      others.length === 0 ? [] : await this.redis.mget(others.map((node) => this.keys.alive(node)));
    let mask = 0;
    const counted = new Set<string>();
    others.forEach((node, i) => {
      if (alive[i] === null) return;
      counted.add(node);
      mask |= Number(all[node]);
    });
    this.elsewhere.set(live.id, counted);
    live.audience.connectedElsewhere(mask);
    live.referee.connectionsChanged();
  }

  /** The match left memory here: its connections through this node stop counting. */
  forget(matchId: string): void {
    this.elsewhere.delete(matchId);
    if (this.here.delete(matchId)) {
      void this.redis.hdel(this.keys.presence(matchId), this.nodeId).catch(() => {});
    }
  }

  /** Connections through a node that died no longer count: the copies that counted them read again. */
  async forgetTheDead(): Promise<void> {
    const nodes = new Set<string>();
    for (const counted of this.elsewhere.values()) for (const node of counted) nodes.add(node);
    if (nodes.size === 0) return;
    const list = [...nodes];
    const alive = await this.redis.mget(list.map((node) => this.keys.alive(node)));
    const dead = new Set(list.filter((_, i) => alive[i] === null));
    if (dead.size === 0) return;
    for (const [matchId, counted] of this.elsewhere) {
      if (![...counted].some((node) => dead.has(node))) continue;
      void this.redis.hdel(this.keys.presence(matchId), ...[...counted].filter((node) => dead.has(node)));
      void this.inTurn(matchId, async () => {
        const live = await this.copyOf(matchId).catch(() => null);
        if (live) await this.read(live);
      });
    }
  }

  /** This node stops: its connections stop counting on the other nodes now, not when a lease runs out. */
  async close(): Promise<void> {
    for (const matchId of this.here.keys()) {
      await this.redis.hdel(this.keys.presence(matchId), this.nodeId).catch(() => {});
      this.changed(matchId);
    }
  }
}
