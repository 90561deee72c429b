// Live play over WebSocket: join as a seat or a spectator, send moves, receive views built for you alone.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { PlayerSeat, Viewer } from '../engine/index.ts';
import { SPECTATOR } from '../engine/index.ts';
import { notFound } from './error-answers.ts';
import { clientOf } from './limits.ts';
import type { Client } from './fan-out.ts';
import { resync } from './follower.ts';
import type { Hub } from './hub.ts';
import type { LiveMatch } from './match-actor.ts';
import { webSocketSchema } from './openapi.ts';
import { Refusal } from './refusal.ts';
import type { ClientMessage, ErrorCode, ServerMessage } from '../protocol/index.ts';
import { MAX_MESSAGE_BYTES, checkName, clientMessage } from '../protocol/index.ts';

export interface WireOptions {
  /** Messages a connection may send in a burst, and how many more it earns each second. */
  readonly burst?: number;
  readonly perSecond?: number;
}

/** A connection that keeps breaking the limits this many times is closed. */
const MAX_STRIKES = 50;

/**
 * `GET /ws` on `app` (with @fastify/websocket registered): the upgrade is routed like any request, so it counts
 * against the client's request limit, and a client holds at most `socketsPerClient` connections at once.
 */
export function webSocketRoute(
  app: FastifyInstance,
  hub: Hub,
  options: WireOptions & { readonly socketsPerClient: number },
): void {
  const burst = options.burst ?? 30;
  const perSecond = options.perSecond ?? 15;
  /** Open connections by client. */
  const open = new Map<string, number>();

  app.route({
    method: 'GET',
    url: '/ws',
    schema: webSocketSchema,
    // A plain GET (no upgrade) is answered like any other address that serves nothing.
    handler: notFound,
    wsHandler: (socket: WebSocket, request) => {
      const from = clientOf(request);
      const count = (open.get(from) ?? 0) + 1;
      if (count > options.socketsPerClient) {
        socket.close(1008, `Too many connections from your address (at most ${options.socketsPerClient}).`);
        return;
      }
      open.set(from, count);
      socket.once('close', () => {
        const left = open.get(from)! - 1;
        if (left === 0) open.delete(from);
        else open.set(from, left);
      });
      let live: LiveMatch | null = null;
      let viewer: Viewer | null = null;
      let tokens = burst;
      let refilled = Date.now();
      let strikes = 0;
      let alive = true;
      // Messages are handled one at a time, in the order they came, even when one waits on the store.
      let inOrder: Promise<void> = Promise.resolve();

      const client: Client = {
        send(message: ServerMessage) {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        },
        sendText(text: string) {
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
        close(code, reason) {
          // After every message already received has had its answer: a mover told `unavailable` hears it first.
          inOrder = inOrder.then(() => socket.close(code, reason));
        },
      };
      const refuse = (code: ErrorCode, message: string) => {
        client.send({ type: 'error', code, message, ...(live ? { version: live.version } : {}) });
      };
      const strike = (code: ErrorCode, message: string) => {
        refuse(code, message);
        if (++strikes >= MAX_STRIKES) socket.close(1008, 'too many bad messages');
      };

      socket.on('pong', () => (alive = true));
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, 30_000);
      heartbeat.unref();

      socket.on('message', (data: RawData, isBinary: boolean) => {
        const received = performance.now();
        const now = Date.now();
        tokens = Math.min(burst, tokens + ((now - refilled) / 1000) * perSecond);
        refilled = now;
        if (tokens < 1) return strike('too-many-messages', 'Too many messages: slow down.');
        tokens -= 1;
        const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
        if (size > MAX_MESSAGE_BYTES) {
          return strike(
            'message-too-large',
            `That message is too large (at most ${MAX_MESSAGE_BYTES} bytes).`,
          );
        }
        if (isBinary) return strike('malformed-message', 'Messages are JSON text.');
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString());
        } catch {
          return strike('malformed-message', 'That message is not JSON.');
        }
        let message: ClientMessage;
        const move = asMove(parsed);
        if (move) message = move;
        else {
          let result: ReturnType<typeof clientMessage.safeParse>;
          try {
            result = clientMessage.safeParse(parsed);
          } catch {
            // The schema walks JSON recursively: a few thousand levels of nesting (10 KB) overflow the stack, and a
            // throw here would be uncaught and take the whole process down.
            return strike('malformed-message', 'That message is nested too deeply.');
          }
          if (!result.success) {
            const issue = result.error.issues[0];
            const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
            return strike(
              'malformed-message',
              `That message is not understood: ${issue?.message ?? 'bad shape'}${where}.`,
            );
          }
          message = result.data;
        }
        inOrder = inOrder
          .then(() => handle(message, received))
          .catch((error: unknown) => {
            if (error instanceof Refusal) {
              // A move made against an old version is refused with the version the match is at; the client
              // already has, or is about to get, every update since, so nothing is sent again.
              refuse(error.code, error.message);
              return;
            }
            const where = live ? { match: live.id, ...(viewer === null ? {} : { seat: viewer }) } : {};
            hub.log(
              `websocket: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
              where,
            );
            refuse('unavailable', 'Something went wrong on the server; nothing was changed. Try again.');
          });
      });

      /** `received`: when the message arrived (performance.now()), for the move latency the server reports. */
      async function handle(message: ClientMessage, received: number): Promise<void> {
        switch (message.type) {
          case 'join': {
            const target = await hub.get(message.match);
            if (!target) throw new Refusal('no-such-match', 'There is no such match.');
            let seat: Viewer = SPECTATOR;
            let name: string | undefined;
            if (message.name !== undefined && message.token === undefined) {
              const checked = checkName(message.name);
              if (!checked.ok) throw new Refusal('bad-name', checked.reason);
              name = checked.name;
            }
            if (message.token !== undefined) {
              let found = target.seatOf(message.token);
              if (found === null && hub.cluster) {
                // The seat may have been claimed through another node a moment ago: the store has the truth.
                const stored = await hub.store.loadMatch(target.id);
                if (stored) resync(target, stored);
                found = target.seatOf(message.token);
              }
              if (found === null)
                throw new Refusal('bad-token', 'That seat token is not valid for this match.');
              seat = found;
            }
            live?.leave(client);
            live = target;
            viewer = seat;
            target.join(client, seat, name);
            return;
          }
          case 'resign': {
            if (!live || viewer === null) throw new Refusal('not-joined', 'Join a match first.');
            if (viewer === SPECTATOR)
              throw new Refusal('cannot-resign', 'Spectators have nothing to resign.');
            await live.referee.resign(viewer);
            return;
          }
          case 'vote-bot': {
            if (!live || viewer === null) throw new Refusal('not-joined', 'Join a match first.');
            if (viewer === SPECTATOR) throw new Refusal('cannot-vote', 'Only the players vote.');
            await live.referee.voteBot(viewer, message.seat);
            return;
          }
          case 'chat': {
            if (!live || viewer === null) throw new Refusal('not-joined', 'Join a match first.');
            await live.chat.say(client, viewer, message.text, from);
            return;
          }
          case 'move': {
            if (!live || viewer === null) throw new Refusal('not-joined', 'Join a match before moving.');
            if (viewer === SPECTATOR) throw new Refusal('not-a-seat', 'Spectators cannot move.');
            await live.submit(viewer as PlayerSeat, message.version, message.move);
            const seconds = (performance.now() - received) / 1000;
            hub.metrics.moveSeconds.observe({ game: live.game.id }, seconds);
            return;
          }
          case 'suggest': {
            if (!live || viewer === null) throw new Refusal('not-joined', 'Join a match first.');
            if (viewer === SPECTATOR)
              throw new Refusal('cannot-suggest', 'Only a seat at the table gets suggestions.');
            const move = await live.bots.suggest(viewer as PlayerSeat, message.version);
            client.send({ type: 'suggestion', version: message.version, move });
            return;
          }
          case 'sync': {
            if (!live || viewer === null) throw new Refusal('not-joined', 'Join a match first.');
            client.send(live.syncFor(viewer));
            return;
          }
        }
      }

      socket.on('close', () => {
        clearInterval(heartbeat);
        live?.leave(client);
        live = null;
      });
    },
  });
}

type MoveMessage = Extract<ClientMessage, { type: 'move' }>;

/**
 * The schema's answer for the commonest message, without its cost: exactly `type`, `version` and `move`, with
 * type "move" and a version that is a non-negative safe integer. JSON.parse gives only JSON data, which is all
 * the schema asks of a move, so the move is only checked to be shallow enough for the schema to have walked it
 * (the engine judges the rest). Anything else is left to the schema (null), which also words the refusal.
 */
function asMove(parsed: unknown): MoveMessage | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const m = parsed as { type?: unknown; version?: unknown; move?: unknown };
  if (m.type !== 'move' || !Number.isSafeInteger(m.version) || (m.version as number) < 0) return null;
  if (!Object.hasOwn(m, 'move') || Object.keys(m).length !== 3 || !shallow(m.move, 32)) return null;
  return { type: 'move', version: m.version as number, move: m.move as MoveMessage['move'] };
}

/** Whether parsed JSON nests at most `depth` levels. */
function shallow(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth === 0) return false;
  for (const inner of Array.isArray(value) ? value : Object.values(value)) {
    if (!shallow(inner, depth - 1)) return false;
  }
  return true;
}
