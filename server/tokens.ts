import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';

// Secret bytes come from one buffer of the cryptographic source, refilled when spent: as random as a call per
// token, without a call into the source for every token and match id (the lobby makes three per match).
const pool = Buffer.alloc(4096);
let used = pool.length;

function secureBytes(count: number): Buffer {
  if (used + count > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = Buffer.from(pool.subarray(used, used + count));
  // Spent bytes are wiped at once, so no later reader of the pool can see a token that was handed out.
  pool.fill(0, used, used + count);
  used += count;
  return bytes;
}

/** A new secret seat token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return secureBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether some seat's stored hash is the hash of `token` (compared in constant time): its index, else −1. */
export function findToken(token: string, storedHashes: readonly (string | null)[]): number {
  const a = Buffer.from(hashToken(token), 'hex');
  return storedHashes.findIndex((stored) => {
    if (!stored) return false;
    const b = Buffer.from(stored, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  });
}

/** A match id as the server makes them (newMatchId): anything else names no match, and is not looked up. */
export const MATCH_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** A match id: 12 random bytes, URL-safe (16 characters). */
export function newMatchId(): string {
  return secureBytes(12).toString('base64url');
}
