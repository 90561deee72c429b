// A scripted WebSocket client for tests and benchmarks: send messages, wait for the ones you expect. Beside it, the
// API calls a test makes, and a log that keeps what the server said.
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { mayAct } from '../engine/index.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { serverLogger, type LogLevel, type Logger } from './logger.ts';

export class TestClient {
  /** Every message received, in order. */
  readonly received: ServerMessage[] = [];
  /** Every raw frame received, as text (for leak checks on what crossed the wire). */
  readonly frames: string[] = [];
  /** When each message arrived (epoch ms), by index in `received`. */
  readonly receivedAt: number[] = [];
  private cursor = 0;
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      this.received.push(JSON.parse(text) as ServerMessage);
      this.receivedAt.push(Date.now());
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static connect(baseUrl: string): Promise<TestClient> {
    const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws');
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestClient(socket)));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * The next message (after those already taken) that matches, waiting up to `ms`; messages before it are
   * skipped. Rejects on timeout or when the connection closes first.
   */
  async next<T extends ServerMessage['type']>(
    type: T,
    match: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ms = 10_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + ms;
    for (;;) {
      while (this.cursor < this.received.length) {
        const message = this.received[this.cursor++];
        if (message.type === type && match(message as Extract<ServerMessage, { type: T }>)) {
          return message as Extract<ServerMessage, { type: T }>;
        }
      }
      if (this.closed) throw new Error(`connection closed (${this.closed.code}) while waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type} message within ${ms} ms; last: ${JSON.stringify(this.received.at(-1))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Joins a match (as a seat with a token, else as a spectator) and returns the first sync. */
  async join(match: string, token?: string) {
    this.send(token === undefined ? { type: 'join', match } : { type: 'join', match, token });
    return this.next('sync');
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** JSON over HTTP for tests: the status and the parsed body. */
export async function api(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test helper: assertions check the bodies
): Promise<{ status: number; body: any }> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Creates a match over the API, a bot spec per bot seat and null per person, and claims every person's seat as
 * `P1`, `P2`, …; returns the id and the tokens by seat. Throws on any refusal, with the server's answer.
 */
export async function createMatch(
  baseUrl: string,
  game: string,
  seats: readonly (string | null)[],
  options?: unknown,
): Promise<{ id: string; tokens: Record<number, string> }> {
  const created = await api(baseUrl, 'POST', '/api/matches', {
    game,
    players: seats.length,
    seats: seats.map((bot) => (bot ? { bot } : null)),
    ...(options === undefined ? {} : { options }),
  });
  if (created.status !== 201) throw new Error(`match refused: ${JSON.stringify(created.body)}`);
  const tokens: Record<number, string> = {};
  for (let seat = 0; seat < seats.length; seat++) {
    if (seats[seat]) continue;
    const claim = await api(baseUrl, 'POST', `/api/matches/${created.body.id}/seats/${seat}`, {
      name: `P${seat + 1}`,
    });
    if (claim.status !== 201) throw new Error(`seat ${seat} refused: ${JSON.stringify(claim.body)}`);
    tokens[seat] = claim.body.token;
  }
  return { id: created.body.id as string, tokens };
}

/**
 * A finished match of `game` in which each person's seat (null in `seats`) always plays its first legal move, as
 * a careless newcomer might, against the bots named; its id and the seats' tokens. For reviews to find blunders.
 */
export async function carelessMatch(
  baseUrl: string,
  game: string,
  seats: readonly (string | null)[],
): Promise<{ id: string; tokens: Record<number, string> }> {
  const { id, tokens } = await createMatch(baseUrl, game, seats);
  const players = await Promise.all(
    Object.entries(tokens).map(async ([seat, token]) => {
      const client = await TestClient.connect(baseUrl);
      client.send({ type: 'join', match: id, token });
      return { seat: Number(seat), client };
    }),
  );
  await Promise.all(
    players.map(async ({ seat, client }) => {
      await client.next('sync');
      let sentAt = -1;
      for (;;) {
        const latest = client.received
          .filter((m) => m.type === 'sync' || m.type === 'update')
          .at(-1) as Extract<ServerMessage, { type: 'sync' | 'update' }>;
        if (latest.outcome) return;
        if (mayAct(latest.toAct, seat) && latest.legalMoves.length > 0 && sentAt !== latest.version) {
          sentAt = latest.version;
          client.send({ type: 'move', version: latest.version, move: latest.legalMoves[0] });
        }
        if ((await client.next('update', () => true, 60_000).catch(() => null)) === null) return;
      }
    }),
  );
  await Promise.all(players.map(({ client }) => client.close()));
  return { id, tokens };
}

/** A log at `level` that keeps each line, parsed, in `lines`: for tests that read what the server logged. */
export function keptLog(level: LogLevel, lines: Record<string, unknown>[]): Logger {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return serverLogger(level, { destination });
}
