// Limits counted once for all the nodes, in Redis: a client that spreads its requests or its chat over several
// nodes, or reconnects to another, gets no more than from one server. The HTTP limits are @fastify/rate-limit's
// own Redis store (app.ts); chat's allowance is the same bucket as a server alone keeps (chat.ts), kept here.
import type { Redis } from 'ioredis';
import { TABLE_CAPS } from '../../protocol/index.ts';

/** A bucket of TABLE_CAPS.chatBurst lines, refilled at chatPerMinute: takes one line, 1 if there was one, else 0. */
const TAKE_LINE = `
local burst, perMinute, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local bucket = redis.call('hmget', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 60000 * perMinute)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('hset', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('pexpire', KEYS[1], 120000)
return taken`;

export class SharedLimits {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Where @fastify/rate-limit keeps its counts. */
  get rateLimits(): { readonly redis: Redis; readonly nameSpace: string } {
    return { redis: this.redis, nameSpace: `${this.prefix}rate:` };
  }

  /** Takes a chat line from `who`'s allowance in the match (a seat, or a spectator's address) at `now`. */
  async takeChat(matchId: string, who: string, now: number): Promise<boolean> {
    const key = `${this.prefix}chat:${matchId}:${who}`;
    const taken = await this.redis.eval(
      TAKE_LINE,
      1,
      key,
      TABLE_CAPS.chatBurst,
      TABLE_CAPS.chatPerMinute,
      now,
    );
    return taken === 1;
  }
}
