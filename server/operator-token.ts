// The operator's routes (`/metrics`, `/api/admin/…`) open to whoever sends their secret as a bearer token. The
// tokens are compared as hashes, in constant time, so neither the length nor the first difference shows in the
// time an answer takes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, notFound } from './error-answers.ts';

/**
 * A check for the operator's `token` to run first in a route's handler: it answers 404 when no token is set (the
 * path is not there), 401 for a missing or wrong token (`what` says what the route is for), and returns whether
 * the handler may go on.
 */
export function operatorGate(
  token: string | undefined,
  what: string,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = token ? digest(`Bearer ${token}`) : null;
  return (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!expected) {
      void notFound(request, reply);
      return false;
    }
    if (timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) return true;
    void reply
      .code(401)
      .send(errorBody('bad-token', `${what} are for the operator: send their token as a bearer token.`));
    return false;
  };
}
