// The transport's limit (npm run bench:server): a bare relay on `ws`, the same library our server uses, with no
// engine, no store and no HTTP API. Two sockets join a pair; each move from one is answered by an `update` of a
// given size to both, carrying the next version. What our server does per move beyond this (judge the move,
// store it, build each seat's view) is what the ratio of the two measures.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawData } from 'ws';
import { WebSocket, WebSocketServer } from 'ws';

export interface Relay {
  readonly url: string;
  close(): Promise<void>;
}

/** Every `update` begins as our server's does, so the same reading of its version applies. */
export const RELAY_UPDATE_HEAD = '{"type":"update","version":';

interface Pair {
  version: number;
  readonly sockets: (WebSocket | null)[];
}

/** `{"type":"update","version":N,"pad":"…"}` padded to `bytes` (at least its bare length). */
export function relayUpdate(version: number, bytes: number): string {
  const bare = `${RELAY_UPDATE_HEAD}${version},"pad":""}`;
  return `${RELAY_UPDATE_HEAD}${version},"pad":"${'x'.repeat(Math.max(0, bytes - bare.length))}"}`;
}

/**
 * Listens on 127.0.0.1 (a port the system picks). A client sends `{"type":"join","pair":"p","seat":0|1}` and
 * gets `{"type":"sync","version":v}`; then `{"type":"move","version":v,…}` from a seat sends an update of
 * `updateBytes` to both seats of its pair. A move is parsed (a server must read it) but not judged.
 */
export async function startRelay(updateBytes: number): Promise<Relay> {
  const http = createServer((_, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const pairs = new Map<string, Pair>();
  wss.on('connection', (socket) => {
    let pair: Pair | null = null;
    socket.on('message', (data: RawData) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        pair?: string;
        seat?: number;
        version?: number;
      };
      if (message.type === 'join') {
        const id = String(message.pair);
        pair = pairs.get(id) ?? { version: 0, sockets: [null, null] };
        pairs.set(id, pair);
        pair.sockets[message.seat === 1 ? 1 : 0] = socket;
        socket.send(`{"type":"sync","version":${pair.version}}`);
      } else if (message.type === 'move' && pair && message.version === pair.version) {
        pair.version++;
        // A text per seat, as our server builds one per seat's view.
        for (const s of pair.sockets)
          if (s?.readyState === WebSocket.OPEN) s.send(relayUpdate(pair.version, updateBytes));
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
