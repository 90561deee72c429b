// `GET /metrics` (server/metrics.ts) for the operator's scraper, behind a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody, notFound } from './error-answers.ts';
import type { ServerMetrics } from './metrics.ts';

/**
 * `GET /metrics` for whoever holds `token` (as a bearer token); without a token the path is not there. The
 * tokens are compared as hashes, in constant time.
 */
export function metricsRoute(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined): void {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = token ? digest(`Bearer ${token}`) : null;
  const schema = {
    tags: ['operator'],
    summary: 'The server’s figures for Prometheus, with the operator’s token.',
  };
  app.get('/metrics', { schema }, async (request, reply) => {
    if (!expected) return notFound(request, reply);
    reply.header('cache-control', 'no-store');
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply
        .code(401)
        .send(
          errorBody('bad-token', 'The figures are for the operator: send their token as a bearer token.'),
        );
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
