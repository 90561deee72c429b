// `GET /metrics` (server/metrics.ts) for the operator's scraper, behind a bearer token (operator-token.ts).
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './metrics.ts';
import { operatorGate } from './operator-token.ts';

/** `GET /metrics` for whoever holds `token` (as a bearer token); without a token the path is not there. */
export function metricsRoute(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined): void {
  const gate = operatorGate(token, 'The figures');
  const schema = {
    tags: ['operator'],
    summary: 'The server’s figures for Prometheus, with the operator’s token.',
  };
  app.get('/metrics', { schema }, async (request, reply) => {
    if (!gate(request, reply)) return reply;
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
