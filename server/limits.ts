// What one client may ask of the server, counted per client address: requests a minute (fewer for creating
// matches and claiming seats) and WebSockets open at once; and how long a bot may search. Chosen so that a real
// evening of play never meets them: a lobby polls three lists every 5 s (36 requests a minute), a hot-seat table of
// six is created and seated in one request, a household or a class behind one address shares them.
import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

export interface Limits {
  /** API requests a client may make per minute (those not counted below). */
  readonly requestsPerMinute: number;
  /** Matches a client may create per minute. */
  readonly matchesPerMinute: number;
  /** Seats a client may claim per minute. */
  readonly claimsPerMinute: number;
  /** Reviews of decisions a client may ask for per minute. */
  readonly reviewsPerMinute: number;
  /** WebSockets a client may hold open at once. */
  readonly socketsPerClient: number;
  /**
   * The most ISMCTS iterations a bot of a new match may search per move; by default each game's hardest level
   * (`ismcts:hard`), so no bot a client can ask for costs more than the lobby's strongest.
   */
  readonly botIterations?: number;
}

export const DEFAULT_LIMITS: Limits = {
  requestsPerMinute: 600,
  matchesPerMinute: 20,
  claimsPerMinute: 60,
  reviewsPerMinute: 10,
  socketsPerClient: 64,
};

/** For tests and benchmarks whose load all comes from one address, far past what people send: no limit met. */
export const LOAD_LIMITS: Limits = {
  requestsPerMinute: 1e9,
  matchesPerMinute: 1e9,
  claimsPerMinute: 1e9,
  reviewsPerMinute: 1e9,
  socketsPerClient: 1e9,
};

/**
 * Who a request comes from, for counting: its address (the proxy's word for it only where TRUST_PROXY says the
 * proxy is trusted; Fastify's `request.ip`), an IPv6 address by its /64, since one home holds a whole /64.
 */
export function clientOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** "1 second", "42 seconds". */
export function seconds(n: number): string {
  return n === 1 ? '1 second' : `${n} seconds`;
}
