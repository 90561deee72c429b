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

interface Pair {
  version: number;
  readonly sockets: (WebSocket | null)[];
}

/** Seat `seat`'s turn at `version`, as our server writes who acts and what they may do. */
function turn(version: number, seat: number): string {
  const mover = version % 2;
  return (
    `"legalMoves":${mover === seat ? `[{"cell":${version % 9}}]` : '[]'},` +
    `"toAct":{"waiting":[${mover}],"reacting":[],"system":false},"outcome":null`
  );
}

/** The update of `version` for `seat` (the move was `mover`'s), padded to `bytes` (at least its bare length). */
function relayUpdate(version: number, seat: number, mover: number, bytes: number): string {
  const head = `{"type":"update","version":${version},"entries":[{"seat":${mover}}],${turn(version, seat)},"pad":"`;
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - 2))}"}`;
}

/**
 * Listens on 127.0.0.1 (a port the system picks), speaking our server's protocol without its meaning: a client
 * sends `{"type":"join","match":"p","token":"0"|"1"}` and gets a `sync` for that seat; then a `move` from the
 * seat whose turn it is (by the version's parity) sends an update of `updateBytes` to both seats of the pair.
 * A move is parsed (a server must read it) but not judged.
 */
export async function startRelay(updateBytes: number): Promise<Relay> {
  const http = createServer((_, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const pairs = new Map<string, Pair>();
  wss.on('connection', (socket) => {
    let pair: Pair | null = null;
    let seat = 0;
    socket.on('message', (data: RawData) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        match?: string;
        token?: string;
        version?: number;
      };
      if (message.type === 'join') {
        const id = String(message.match);
        pair = pairs.get(id) ?? { version: 0, sockets: [null, null] };
        pairs.set(id, pair);
        seat = message.token === '1' ? 1 : 0;
        pair.sockets[seat] = socket;
        socket.send(`{"type":"sync","match":"${id}","version":${pair.version},${turn(pair.version, seat)}}`);
      } else if (message.type === 'move' && pair && message.version === pair.version) {
        pair.version++;
        // A text per seat, as our server builds one per seat's view.
        pair.sockets.forEach((s, to) => {
          if (s?.readyState === WebSocket.OPEN) s.send(relayUpdate(pair!.version, to, seat, updateBytes));
        });
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
