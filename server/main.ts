// `npm start`: the Nocturne server on PORT (default 8080), SQLite under ./data unless DATABASE_URL says PostgreSQL.
import { openStore } from '../store/index.ts';
import { createNocturneServer, type ServerOptions } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? './data';
// REDIS_URL (several nodes) is not served yet: every server is a sole one for now.
const redisUrl: string | undefined = undefined;
const pace = process.env.NOCTURNE_BOT_PACE === 'instant' ? ([0, 0] as const) : undefined;

/** TRUST_PROXY: unset (no proxy), "true" (any), a number of proxies, or their addresses and CIDRs, comma-separated. */
function trustProxy(text = ''): ServerOptions['trustProxy'] {
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

const store = await openStore({ databaseUrl, dataDir });
// A server alone keeps its matches in memory as the truth between writes: a second one on the same database
// would serve them inconsistently, so it refuses to start. Nodes with REDIS_URL coordinate, and share.
const mode = redisUrl ? 'shared' : 'sole';
if (!((await store.register?.(mode)) ?? true)) {
  console.error(
    mode === 'sole'
      ? 'Nocturne cannot start: another Nocturne server uses this database; set REDIS_URL to run several.'
      : 'Nocturne cannot start: a Nocturne server without REDIS_URL uses this database; stop it, or give it REDIS_URL too.',
  );
  await store.close();
  process.exit(1);
}
const server = createNocturneServer({
  store,
  botPauseMs: pace,
  trustProxy: trustProxy(process.env.TRUST_PROXY),
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
  console.error(`Nocturne cannot listen on port ${port}: ${why}.`);
  await store.close();
  process.exit(1);
}
const where = store.kind === 'sqlite' ? `SQLite in ${dataDir}` : 'PostgreSQL';
console.log(
  `Nocturne is listening on ${url} (store: ${where}). API: ${url}/api/games, play: ${url.replace('http', 'ws')}/ws`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Nocturne is stopping…');
    void server
      .close()
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}
