// Health for load balancers and orchestrators: `GET /healthz` answers while the process lives; `GET /readyz`
// answers 200 only while this node can serve (its store answers, Redis too for a node of several, and it is not
// stopping), else 503 with the reason. Neither is rate-limited: a balancer asks often, from one address.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/index.ts';
import type { Coordinator } from './hub.ts';

/** A check that has not answered within this long counts as failed. */
const CHECK_MS = 2_000;

export interface Readiness {
  readonly store: Store;
  readonly cluster: Coordinator | undefined;
  /** Whether the server has begun to stop (its matches go to other nodes, its clients are being closed). */
  readonly stopping: () => boolean;
}

/** Whether `check` answers true within CHECK_MS. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_MS)));
  try {
    return (await Promise.race([check().then((ok) => ok !== false), late])) === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Why this node cannot serve now, or null when it can. */
export async function notReady(r: Readiness): Promise<string | null> {
  if (r.stopping()) return 'This node is stopping.';
  const [store, cluster] = await Promise.all([
    answers(() => r.store.listMatches('playing', 1)),
    r.cluster ? answers(() => r.cluster!.reachable()) : Promise.resolve(true),
  ]);
  if (!store) return 'The database does not answer.';
  return cluster ? null : 'Redis does not answer.';
}

export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  // Not rate-limited, and answered to HEAD as well: load balancers often check with HEAD.
  const quiet = { config: { rateLimit: false }, exposeHeadRoute: true };
  const tags = ['operator'];
  app.get(
    '/healthz',
    { ...quiet, schema: { tags, summary: 'Whether the process lives.' } },
    (_request, reply) => reply.header('cache-control', 'no-store').send({ live: true }),
  );
  const readyz = { tags, summary: 'Whether this node can serve now (503 with the reason if not).' };
  app.get('/readyz', { ...quiet, schema: readyz }, async (_request, reply) => {
    const why = await notReady(readiness);
    reply.header('cache-control', 'no-store');
    return why === null ? reply.send({ ready: true }) : reply.code(503).send({ ready: false, reason: why });
  });
}
