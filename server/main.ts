// `npm start`: the Nocturne server on PORT (default 8080), SQLite under ./data unless DATABASE_URL says PostgreSQL;
// every setting is read and checked in server/config.ts.
import { openStore } from '../store/index.ts';
import { createNocturneServer } from './app.ts';
import { Cluster } from './cluster/cluster.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { serverLogger } from './logger.ts';
import { DEFAULT_PRUNE_DAYS, keepMatches } from './retention.ts';

let config: Config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  serverLogger('info').fatal(`Nocturne cannot start: ${error.message}`);
  process.exit(1);
}
const { port, databaseUrl, dataDir, redisUrl } = config;
const log = serverLogger(config.logLevel);

const store = await openStore({ databaseUrl, dataDir });
// A server alone keeps its matches in memory as the truth between writes: a second one on the same database
// would serve them inconsistently, so it refuses to start. Nodes with REDIS_URL coordinate, and share.
const mode = redisUrl ? 'shared' : 'sole';
/** Set once the server serves: a stop before then (the lock lost while starting) has nothing to hand over. */
let serving = false;
let stopping = false;
const lostLock = (why: string) => {
  log.fatal(`Nocturne stops: it lost its hold on the database (${why}).`);
  stop(1);
};
if (!((await store.register?.(mode, lostLock)) ?? true)) {
  log.fatal(
    mode === 'sole'
      ? 'Nocturne cannot start: another Nocturne server uses this database; set REDIS_URL to run several.'
      : 'Nocturne cannot start: a Nocturne server without REDIS_URL uses this database; stop it, or give it REDIS_URL too.',
  );
  await store.close();
  process.exit(1);
}
// With REDIS_URL, this is one node of several (docs/deploy.md).
let cluster: Cluster | undefined;
if (redisUrl) {
  if (store.kind !== 'postgres') {
    log.fatal(
      'Nocturne cannot start: several nodes (REDIS_URL) share one PostgreSQL database; set DATABASE_URL.',
    );
    await store.close();
    process.exit(1);
  }
  try {
    cluster = await Cluster.open({
      redisUrl,
      prefix: config.redisPrefix,
      leaseMs: config.leaseMs,
    });
  } catch (error) {
    log.fatal(`Nocturne cannot start: ${(error as Error).message.replace(/\.$/, '')}.`);
    await store.close();
    process.exit(1);
  }
}
const server = createNocturneServer({
  cluster,
  store,
  botPauseMs: config.botPauseMs,
  botQueue: config.botQueue,
  botTimeLimitMs: config.botTimeLimitMs,
  warmBots: true,
  trustProxy: config.trustProxy,
  metricsToken: config.metricsToken,
  adminToken: config.adminToken,
  logger: log,
});
let url: string;
try {
  url = await server.listen(port);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'EADDRINUSE'
      ? 'another program is using it (set PORT to choose another)'
      : code === 'EACCES'
        ? 'this user may not use it (set PORT to one above 1023)'
        : (error as Error).message;
  log.fatal(`Nocturne cannot listen on port ${port}: ${why}.`);
  await store.close();
  process.exit(1);
}
const where =
  (store.kind === 'sqlite' ? `SQLite in ${dataDir}` : 'PostgreSQL') +
  (cluster ? ', one of several nodes through Redis' : '');
log.info(
  `Nocturne is listening on ${url} (store: ${where}). API: ${url}/api/games, play: ${url.replace('http', 'ws')}/ws`,
);

const stopPruning = keepMatches(
  store,
  { unstartedDays: config.pruneDays ?? DEFAULT_PRUNE_DAYS, finishedDays: config.keepFinishedDays },
  log,
);
serving = true;

/** A graceful stop: the matches handed over or stored, the connections closed, then the store. */
function stop(code: number): void {
  if (!serving) process.exit(code);
  if (stopping) return;
  stopping = true;
  log.info('Nocturne is stopping…');
  stopPruning();
  void server
    .close()
    .then(() => store.close())
    .then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
