// `npm start`: the Nocturne server on PORT (default 8080), SQLite under ./data unless DATABASE_URL says PostgreSQL.
import { openStore } from '../store/index.ts';
import { createNocturneServer } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? './data';
const pace = process.env.NOCTURNE_BOT_PACE === 'instant' ? ([0, 0] as const) : undefined;

const store = await openStore({ databaseUrl, dataDir });
const server = createNocturneServer({ store, botPauseMs: pace });
const url = await server.listen(port);
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
