// The HTTP API (JSON): games, matches, seats, records. Documented in docs/api.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createBot } from '../ai/index.ts';
import type { AnyGame } from '../engine/index.ts';
import { Match, cryptoSeed } from '../engine/index.ts';
import type { GameInfo, MatchInfo } from '../protocol/index.ts';
import type { StoredSeat } from '../store/index.ts';
import { LiveMatch, type Hub } from './live.ts';
import { hashToken, newMatchId, newToken } from './tokens.ts';

const MAX_BODY_BYTES = 16 * 1024;

/** An answer that is not a success: a status, a code to act on, and a sentence to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const newMatchBody = z
  .object({
    game: z.string(),
    players: z.number().int(),
    options: z.json().optional(),
    /** One entry per seat: a bot spec for a bot, or null / {} for a person. Default: every seat a person. */
    seats: z.array(z.union([z.null(), z.object({ bot: z.string().max(40).optional() }).strict()])).optional(),
  })
  .strict();

const claimBody = z.object({ name: z.string().trim().min(1).max(40) }).strict();

function gameInfo(game: AnyGame): GameInfo {
  return {
    id: game.id,
    name: { en: game.texts.en.name, ru: game.texts.ru.name, et: game.texts.et.name },
    summary: { en: game.texts.en.summary, ru: game.texts.ru.summary, et: game.texts.et.summary },
    players: game.players,
    defaultOptions: game.defaultOptions,
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, 'body-too-large', `The request body is over ${MAX_BODY_BYTES} bytes.`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    throw new HttpError(400, 'malformed-body', 'The request body is not JSON.');
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(value);
  } catch {
    // The schema walks JSON recursively: thousands of levels of nesting overflow the stack.
    throw new HttpError(400, 'malformed-body', 'The request body is nested too deeply.');
  }
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
  throw new HttpError(
    400,
    'malformed-body',
    `The request is not understood: ${issue?.message ?? 'bad shape'}${where}.`,
  );
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    // A body too large is not read to its end: the rest of it would sit on a kept-alive connection, and the next
    // request on it would never be answered (and close() would wait on it). So that connection is not reused.
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  res.end(text);
}

/** Handles /api/…; returns false for any other path (the caller serves it, or answers 404). */
export async function handleApi(hub: Hub, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    // An absolute-form request target that is not a URL (http://a:b:c/): answer, rather than drop the line.
    send(res, 400, { error: { code: 'bad-url', message: 'That address is not a valid URL.' } });
    return true;
  }
  if (!url.pathname.startsWith('/api/')) return false;
  try {
    const parts = url.pathname.split('/').filter(Boolean).slice(1); // after "api"
    const method = req.method ?? 'GET';
    const route = `${method} /${parts.map((p, i) => (i % 2 === 1 ? ':' : p)).join('/')}`;
    switch (route) {
      case 'GET /games':
        send(res, 200, { games: Object.values(hub.games).map(gameInfo) });
        return true;
      case 'POST /matches':
        send(res, 201, await createMatch(hub, await readJson(req)));
        return true;
      case 'GET /matches': {
        const status = url.searchParams.get('status') ?? 'open';
        if (status !== 'open' && status !== 'playing' && status !== 'finished') {
          throw new HttpError(400, 'bad-status', 'status is one of open, playing, finished.');
        }
        send(res, 200, { matches: await hub.store.listMatches(status, 100) });
        return true;
      }
      case 'GET /matches/:':
        send(res, 200, await matchInfo(hub, parts[1]));
        return true;
      case 'POST /matches/:/seats/:':
        send(res, 201, await claimSeat(hub, parts[1], parts[3], await readJson(req)));
        return true;
      case 'GET /matches/:/record': {
        const stored = await hub.store.loadMatch(parts[1]);
        if (!stored) throw new HttpError(404, 'no-such-match', 'There is no such match.');
        if (stored.status !== 'finished') {
          throw new HttpError(
            409,
            'not-finished',
            'The record (with its seed) is given out only once the match has ended.',
          );
        }
        send(res, 200, {
          game: stored.game,
          options: stored.options,
          seed: stored.seed,
          seats: stored.seats.map((s) => ({ name: s.name ?? '', ...(s.bot ? { bot: s.bot } : {}) })),
          log: stored.log,
        });
        return true;
      }
      default:
        throw new HttpError(404, 'not-found', `There is no ${method} ${url.pathname}.`);
    }
  } catch (error) {
    if (error instanceof HttpError) {
      send(res, error.status, { error: { code: error.code, message: error.message } });
    } else {
      hub.log(`http: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      send(res, 503, {
        error: {
          code: 'unavailable',
          message: 'The server could not do that just now; nothing was changed.',
        },
      });
    }
    return true;
  }
}

async function createMatch(hub: Hub, body: unknown) {
  const request = parse(newMatchBody, body);
  const game = hub.game(request.game);
  if (!game) {
    const known = Object.keys(hub.games).join(', ');
    throw new HttpError(400, 'unknown-game', `There is no game "${request.game}"; there are: ${known}.`);
  }
  const { min, max } = game.players;
  if (request.players < min || request.players > max) {
    throw new HttpError(400, 'bad-players', `${game.id} is for ${min}–${max} players.`);
  }
  const seatSpecs = request.seats ?? [];
  if (seatSpecs.length > request.players)
    throw new HttpError(400, 'bad-seats', 'There are more seats than players.');
  const seats: StoredSeat[] = [];
  for (let seat = 0; seat < request.players; seat++) {
    const bot = seatSpecs[seat]?.bot ?? null;
    if (bot !== null) {
      try {
        createBot(bot, game, hub.settings(game.id), 'check');
      } catch (error) {
        throw new HttpError(400, 'bad-bot', (error as Error).message);
      }
    }
    seats.push({ seat, name: bot, bot, tokenHash: null });
  }
  let options: unknown;
  try {
    options = game.parseOptions(request.options ?? game.defaultOptions, request.players);
  } catch (error) {
    throw new HttpError(400, 'bad-options', (error as Error).message);
  }
  const id = newMatchId();
  const seed = cryptoSeed();
  const now = hub.now();
  const everyoneSeated = seats.every((s) => s.bot !== null);
  const startedAt = everyoneSeated ? now : null;
  // The game's opening chance steps, if any, happen at creation and are stored with it.
  const match = Match.create(game, { seats: seats.map((s) => ({ name: s.name ?? '' })), options, seed });
  await hub.store.createMatch({
    id,
    game: game.id,
    options,
    seed,
    seats,
    createdAt: now,
    startedAt,
  });
  if (match.version > 0) {
    await hub.store.appendMoves(id, 0, match.record.log);
    if (everyoneSeated) await hub.get(id); // loaded with its opening's events; bots start at once
  } else {
    // Nothing to replay: the match in hand is what the store holds, so it goes into memory as it is (and its
    // bots start at once), sparing the claims and joins to come a load from the store.
    hub.adopt(new LiveMatch(hub, id, game, match, seats, everyoneSeated ? 'playing' : 'open', startedAt));
  }
  return {
    id,
    game: game.id,
    status: everyoneSeated ? 'playing' : 'open',
    seats: seats.map(({ seat, bot }) => ({ seat, bot })),
  };
}

async function matchInfo(hub: Hub, id: string): Promise<MatchInfo> {
  const live = await hub.get(id);
  if (!live) throw new HttpError(404, 'no-such-match', 'There is no such match.');
  const sync = live.syncFor('spectator');
  if (sync.type !== 'sync') throw new Error('unreachable');
  return {
    id,
    game: sync.game,
    options: sync.options,
    status: sync.status,
    version: sync.version,
    seats: sync.seats,
    toAct: sync.toAct,
    outcome: sync.outcome,
  };
}

async function claimSeat(hub: Hub, id: string, seatText: string, body: unknown) {
  const { name } = parse(claimBody, body);
  const seat = /^\d+$/.test(seatText) ? Number(seatText) : NaN;
  // A safe integer: the store refuses anything larger (99999999999999999999 would otherwise be a 503).
  if (!Number.isSafeInteger(seat)) throw new HttpError(400, 'bad-seat', 'The seat is a number, 0 first.');
  const token = newToken();
  const tokenHash = hashToken(token);
  const at = hub.now();
  const claimed = await hub.store.claimSeat(id, seat, name, tokenHash, at);
  if (!claimed) {
    const stored = await hub.store.loadMatch(id);
    if (!stored) throw new HttpError(404, 'no-such-match', 'There is no such match.');
    throw new HttpError(
      409,
      'seat-taken',
      'That seat is not free: it is taken, a bot’s, or not in this match.',
    );
  }
  // A copy in memory (or being loaded) hears of the claim; one loaded now, after it, has it already (and its
  // bots start if play began).
  const loaded = hub.isLoaded(id);
  const live = await hub.get(id);
  if (loaded) live?.claimed(seat, name, tokenHash, at);
  return { match: id, seat, token };
}
