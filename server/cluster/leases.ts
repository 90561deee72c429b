// Which node drives each match. A match's owner key in Redis names its node, and holds for as long as that node
// lives: each node keeps one key of its own alive (renewed a few times a lease), so the cost of holding leases
// does not grow with the matches. When a node's key expires (it died, or paused past a lease), any other node may
// take its matches: each one is taken by compare-and-set, so exactly one node gets it. A node that finds its own
// key had expired lets go of the matches it no longer owns; the store's version check refuses its stale writes
// meanwhile. A match released by a graceful stop waits in a set of orphans for the first node to take it.
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';

/** Takes a match: free, already this node's, or its owner's key expired. KEYS: owner, mine, orphans, alive prefix. */
const TAKE = `
local owner = redis.call('get', KEYS[1])
if owner == ARGV[1] then return 1 end
if owner and redis.call('exists', KEYS[4] .. owner) == 1 then return 0 end
redis.call('set', KEYS[1], ARGV[1])
redis.call('sadd', KEYS[2], ARGV[2])
redis.call('srem', KEYS[3], ARGV[2])
if owner then redis.call('srem', KEYS[5] .. owner, ARGV[2]) end
return 1`;

/** Gives a match up if this node owns it. KEYS: owner, mine, orphans. ARGV: node, match, '1' when still needed. */
const RELEASE = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('del', KEYS[1])
redis.call('srem', KEYS[2], ARGV[2])
if ARGV[3] == '1' then redis.call('sadd', KEYS[3], ARGV[2]) end
return 1`;

export class Leases {
  /** Matches this node owns. */
  readonly held = new Set<string>();
  /** When Redis last renewed this node's key. */
  private renewedAt = Date.now();

  constructor(
    private readonly redis: Redis,
    private readonly keys: Keys,
    private readonly nodeId: string,
    /** How long this node's key lives unless renewed: its matches are taken over about this long after it died. */
    readonly ms: number,
  ) {}

  /** This node is alive, and among the nodes (done again at every renewal). */
  async begin(): Promise<void> {
    await this.redis
      .multi()
      .set(this.keys.alive(this.nodeId), '1', 'PX', this.ms)
      .sadd(this.keys.nodes, this.nodeId)
      .exec();
  }

  /** Takes `matchId` unless a living node owns it; true when this node owns it now. */
  async take(matchId: string): Promise<boolean> {
    if (this.held.has(matchId)) return true;
    const keys = [
      this.keys.owner(matchId),
      this.keys.held(this.nodeId),
      this.keys.orphans,
      this.keys.alive(''),
      this.keys.held(''),
    ];
    if ((await this.redis.eval(TAKE, keys.length, ...keys, this.nodeId, matchId)) !== 1) return false;
    this.held.add(matchId);
    return true;
  }

  /** Gives the match up (`done`: nobody needs to drive it any more; else the next node to look takes it). */
  async release(matchId: string, done: boolean): Promise<void> {
    this.held.delete(matchId);
    const keys = [this.keys.owner(matchId), this.keys.held(this.nodeId), this.keys.orphans];
    await this.redis.eval(RELEASE, keys.length, ...keys, this.nodeId, matchId, done ? '0' : '1');
  }

  /** Whether another node owns the match now (it took it over). */
  async lostTo(matchId: string): Promise<boolean> {
    return (await this.redis.get(this.keys.owner(matchId))) !== this.nodeId;
  }

  /**
   * Keeps this node's key alive; returns the matches it no longer owns. Its key had expired (a pause past a lease)
   * when the renewal finds none: other nodes may have taken its matches, so each is checked. Redis not answering
   * for most of a lease loses them all, since another node may have them by now.
   */
  async renew(): Promise<string[]> {
    const ids = [...this.held];
    const answers = await this.redis
      .multi()
      .set(this.keys.alive(this.nodeId), '1', 'PX', this.ms, 'GET')
      .sadd(this.keys.nodes, this.nodeId)
      .exec()
      .catch(() => null);
    if (!answers || answers.some(([error]) => error)) {
      return Date.now() - this.renewedAt > (this.ms * 2) / 3 ? ids : [];
    }
    this.renewedAt = Date.now();
    if (answers[0][1] !== null || ids.length === 0) return [];
    const owners = await this.redis.mget(ids.map((id) => this.keys.owner(id)));
    const lost = ids.filter((_, i) => owners[i] !== this.nodeId);
    // What it still owns is recorded again, for the nodes that may have cleared its set as a dead node's.
    const kept = ids.filter((_, i) => owners[i] === this.nodeId);
    if (kept.length) await this.redis.sadd(this.keys.held(this.nodeId), ...kept);
    return lost;
  }

  /**
   * Matches that need a node and have none: those released by a graceful stop, and those of nodes whose key
   * expired (a dead node is then forgotten). Costs a few commands and one per node, whatever the number of matches.
   */
  async abandoned(): Promise<string[]> {
    const [nodes, orphans] = await Promise.all([
      this.redis.smembers(this.keys.nodes),
      this.redis.smembers(this.keys.orphans),
    ]);
    const others = nodes.filter((node) => node !== this.nodeId);
    const alive = others.length ? await this.redis.mget(others.map((node) => this.keys.alive(node))) : [];
    const dead = others.filter((_, i) => alive[i] === null);
    const found = [...orphans];
    for (const node of dead) {
      // Each match leaves the dead node's set as it is taken; a dead node with none left is forgotten.
      const left = await this.redis.smembers(this.keys.held(node));
      if (left.length === 0) await this.redis.srem(this.keys.nodes, node);
      found.push(...left);
    }
    return found.filter((id) => !this.held.has(id));
  }

  /** Of these match ids, those no living node owns. */
  async unheld(matchIds: readonly string[]): Promise<string[]> {
    if (matchIds.length === 0) return [];
    const owners = await this.redis.mget(matchIds.map((id) => this.keys.owner(id)));
    const named = [...new Set(owners.filter((owner): owner is string => owner !== null))];
    const alive = named.length ? await this.redis.mget(named.map((node) => this.keys.alive(node))) : [];
    const living = new Set(named.filter((_, i) => alive[i] !== null));
    return matchIds.filter((_, i) => owners[i] === null || !living.has(owners[i]!));
  }

  /** This node stops: it is no longer among the nodes, and its key goes at once. */
  async end(): Promise<void> {
    await this.redis.multi().del(this.keys.alive(this.nodeId)).srem(this.keys.nodes, this.nodeId).exec();
  }
}
