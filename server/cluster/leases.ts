// Which node drives each match: a lease per match in Redis, taken by one node (SET NX), renewed by it while it
// lives, and released on a graceful stop or left to expire when it dies. Leases are changed only by the node that
// holds them: a node that lost its lease (it paused past its expiry, and another node took the match) cannot renew
// or release the new owner's.
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

export class Leases {
  /** Matches whose lease this node holds. */
  readonly held = new Set<string>();
  /** When Redis last renewed this node's leases. */
  private renewedAt = Date.now();

  constructor(
    private readonly redis: Redis,
    private readonly keys: Keys,
    private readonly nodeId: string,
    readonly ms: number,
  ) {}

  /** Takes the lease of `matchId` unless another node holds it; true when this node holds it now. */
  async take(matchId: string): Promise<boolean> {
    if (this.held.has(matchId)) return true;
    const key = this.keys.owner(matchId);
    const [[, taken], [, owner]] = (await this.redis
      .multi()
      .set(key, this.nodeId, 'PX', this.ms, 'NX')
      .get(key)
      .exec()) as [[Error | null, string | null], [Error | null, string | null]];
    if (taken !== 'OK' && owner !== this.nodeId) return false;
    this.held.add(matchId);
    await this.redis.sadd(this.keys.active, matchId);
    return true;
  }

  /** Gives the lease up (`done`: nobody needs to drive the match any more). */
  async release(matchId: string, done: boolean): Promise<void> {
    this.held.delete(matchId);
    if (done) await this.redis.srem(this.keys.active, matchId);
    await this.redis.eval(RELEASE, 1, this.keys.owner(matchId), this.nodeId);
  }

  /** Whether another node holds the lease now (it took the match over). */
  async lostTo(matchId: string): Promise<boolean> {
    return (await this.redis.get(this.keys.owner(matchId))) !== this.nodeId;
  }

  /** Renews every lease held; returns those that were lost (another node has the match now). */
  async renew(): Promise<string[]> {
    void this.redis.set(this.keys.alive(this.nodeId), '1', 'PX', this.ms).catch(() => {});
    const ids = [...this.held];
    if (ids.length === 0) {
      this.renewedAt = Date.now();
      return [];
    }
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.eval(RENEW, 1, this.keys.owner(id), this.nodeId, this.ms);
    const answers = await pipeline.exec().catch(() => null);
    if (!answers) {
      // Redis does not answer: past most of a lease, another node may have the match by now, so this one stops.
      return Date.now() - this.renewedAt > (this.ms * 2) / 3 ? ids : [];
    }
    this.renewedAt = Date.now();
    return ids.filter((_, i) => answers[i]?.[1] === 0);
  }

  /** Of these match ids, those no node holds a lease on. */
  async unheld(matchIds: readonly string[]): Promise<string[]> {
    if (matchIds.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of matchIds) pipeline.exists(this.keys.owner(id));
    const answers = (await pipeline.exec()) ?? [];
    return matchIds.filter((_, i) => answers[i]?.[1] === 0);
  }
}
