import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret seat token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash was stored, compared in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A match id: 12 random bytes, URL-safe (16 characters). */
export function newMatchId(): string {
  return randomBytes(12).toString('base64url');
}
