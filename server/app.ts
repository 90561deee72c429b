// The server: HTTP API and WebSocket play over one port, a hub of live matches, a store, and bot threads.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnyBots, AnyGame } from '../engine/index.ts';
import type { Store } from '../store/index.ts';
import { createBotRunner, type BotRunner } from './bots.ts';
import { handleApi } from './http.ts';
import { Hub } from './live.ts';
import { staticSite } from './static.ts';
import { attachWebSocket, type WireOptions } from './ws.ts';

export interface ServerOptions {
  readonly store: Store;
  /** The games served (default: the registry). */
  readonly games?: Readonly<Record<string, AnyGame>>;
  /** How bots play each game served, by id (default: the registry's). */
  readonly settings?: (gameId: string) => AnyBots;
  /** Worker threads for searching bots (default: cores − 1). */
  readonly botThreads?: number;
  /** A bot's pause before each move, [least, most] ms, for every game (default: each game's pace; [0, 0] is instant). */
  readonly botPauseMs?: readonly [number, number];
  /** Epoch milliseconds. */
  readonly now?: () => number;
  /** How many times faster than the wall clock match clocks run (tests; default 1). */
  readonly timeScale?: number;
  readonly idleMs?: number;
  readonly wire?: WireOptions;
  /** The browser app's build, served at `/` (default dist/web; null serves no app). */
  readonly webDir?: string | null;
}

export interface NocturneServer {
  readonly http: Server;
  readonly hub: Hub;
  /** Starts listening; resolves with the base URL (http://host:port). */
  listen(port: number, host?: string): Promise<string>;
  /** Stops accepting, closes connections, stops bots; the store stays open (its owner closes it). */
  close(): Promise<void>;
}

export function createNocturneServer(options: ServerOptions): NocturneServer {
  const bots: BotRunner = createBotRunner({ threads: options.botThreads });
  const hub = new Hub({
    store: options.store,
    games: options.games,
    settings: options.settings,
    bots,
    now: options.now,
    timeScale: options.timeScale,
    idleMs: options.idleMs,
    botPauseMs: options.botPauseMs,
  });
  const site = options.webDir === null ? null : staticSite(options.webDir);
  const http = createServer((req, res) => {
    handleApi(hub, req, res)
      .then(async (handled) => {
        if (handled || (site && (await site.serve(req, res)))) return;
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: { code: 'not-found', message: `There is nothing at ${req.url}.` } }));
      })
      .catch(() => res.destroy());
  });
  const wss = attachWebSocket(http, hub, options.wire);

  return {
    http,
    hub,
    async listen(port, host = '0.0.0.0') {
      await hub.resume();
      await new Promise<void>((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => resolve());
      });
      const address = http.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return `http://${shown}:${address.port}`;
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await hub.close();
      await bots.close();
    },
  };
}
