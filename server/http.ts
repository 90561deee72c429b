// The HTTP API (JSON) as Fastify routes: games, matches, seats, records. Each route's schema is its part of the
// OpenAPI document (server/openapi.ts); the prose is docs/api.md.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AnyGame, AnyPresentation } from '../engine/index.ts';
import { DEFAULT_TABLE, Match, cryptoSeed, jsonEqual } from '../engine/index.ts';
import type { GameInfo, MatchInfo, NewMatchAnswer } from '../protocol/index.ts';
import { checkName, tableRulesOf } from '../protocol/index.ts';
// The shapes of the answers, for the document (server/openapi.ts).
import * as shapes from '../protocol/index.ts';
import type { StoredSeat } from '../store/index.ts';
import { recordOf } from '../store/index.ts';
import { currentRules } from './rules-versions.ts';
import { botRefusal } from './bot-budgets.ts';
import { isQuick } from './bots.ts';
import type { Limits } from './limits.ts';
import type { Hub } from './hub.ts';
import { LiveMatch } from './match-actor.ts';
import { HttpError } from './http-error.ts';
import { notFound, tooMany } from './error-answers.ts';
import { claimBody, jsonBodies, newMatchBody, tokenBody } from './request-bodies.ts';
import { MATCH_ID, hashToken, newMatchId, newToken } from './tokens.ts';

function gameInfo(game: AnyGame, { texts }: AnyPresentation): GameInfo {
  return {
    id: game.id,
    name: { en: texts.en.name, ru: texts.ru.name, et: texts.et.name },
    summary: { en: texts.en.summary, ru: texts.ru.summary, et: texts.et.summary },
    players: game.options.players,
    defaultOptions: game.options.defaults,
  };
}

/** A person's name, normalised, or a 400 saying what is wrong with it. */
function personName(text: string): string {
  const checked = checkName(text);
  if (!checked.ok) throw new HttpError(400, 'bad-name', checked.reason);
  return checked.name;
}

/** What a request's parameters are (for the document: their handlers judge them). */
const matchParams = z.object({ id: z.string().meta({ description: 'The match’s id.' }) });
const seatParams = matchParams.extend({ seat: z.string().meta({ description: 'The seat, 0 first.' }) });
type MatchParams = z.infer<typeof matchParams>;
type SeatParams = z.infer<typeof seatParams>;
/** Every route may answer an error (docs/api.md lists which). */
const answers = <T>(success: T) => ({ ...success, default: shapes.apiErrorBody });

/** The API's routes on `app` (which has the rate limiter registered: every route here counts against a limit). */
export function apiRoutes(app: FastifyInstance, hub: Hub, limits: Limits): void {
  jsonBodies(app);

  const limited = (what: string, max: number) => ({
    rateLimit: { max, timeWindow: 60_000, errorResponseBuilder: tooMany(what, max) },
  });
  const json = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).header('cache-control', 'no-store').send(body);

  app.get(
    '/api/games',
    {
      schema: {
        tags: ['games'],
        summary: 'The games this server plays.',
        response: answers({ 200: z.object({ games: z.array(shapes.gameInfo) }) }),
      },
    },
    (_request, reply) =>
      json(reply, 200, {
        games: Object.values(hub.games).map((game) => gameInfo(game, hub.presentations(game.id))),
      }),
  );

  app.post<{ Body: z.infer<typeof newMatchBody> }>(
    '/api/matches',
    {
      config: limited('new matches', limits.matchesPerMinute),
      schema: {
        tags: ['matches'],
        summary: 'Creates a match: its seats’ bots, the creator’s own seats, the table’s rules.',
        body: newMatchBody,
        response: answers({ 201: shapes.newMatchAnswer }),
      },
    },
    async (request, reply) => json(reply, 201, await createMatch(hub, limits, request.body)),
  );

  app.get<{ Querystring: { status?: unknown } }>(
    '/api/matches',
    {
      schema: {
        tags: ['matches'],
        summary: 'Up to 100 matches, newest first (open ones by default).',
        querystring: z.object({ status: shapes.matchStatus.optional() }),
        response: answers({ 200: z.object({ matches: z.array(shapes.matchSummary) }) }),
      },
    },
    async (request, reply) => {
      const status = request.query.status ?? 'open';
      if (status !== 'open' && status !== 'playing' && status !== 'finished') {
        throw new HttpError(400, 'bad-status', 'status is one of open, playing, finished.');
      }
      return json(reply, 200, { matches: await hub.store.listMatches(status, 100) });
    },
  );

  app.get<{ Params: MatchParams }>(
    '/api/matches/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'One match, as a spectator may know it.',
        params: matchParams,
        response: answers({ 200: shapes.matchInfo }),
      },
    },
    async (request, reply) => json(reply, 200, await matchInfo(hub, request.params.id)),
  );

  app.post<{ Params: SeatParams; Body: z.infer<typeof claimBody> }>(
    '/api/matches/:id/seats/:seat',
    {
      config: limited('seats claimed', limits.claimsPerMinute),
      schema: {
        tags: ['matches'],
        summary: 'Claims a free person’s seat; the answer holds its token.',
        params: seatParams,
        body: claimBody,
        response: answers({ 201: shapes.seatClaimed }),
      },
    },
    async (request, reply) =>
      json(reply, 201, await claimSeat(hub, request.params.id, request.params.seat, request.body)),
  );

  app.get<{ Params: MatchParams }>(
    '/api/matches/:id/record',
    {
      schema: {
        tags: ['matches'],
        summary: 'A finished match’s record, seed and all.',
        params: matchParams,
        response: answers({ 200: shapes.matchRecord }),
      },
    },
    async (request, reply) => {
      const stored = MATCH_ID.test(request.params.id) ? await hub.store.loadMatch(request.params.id) : null;
      if (!stored) throw new HttpError(404, 'no-such-match', 'There is no such match.');
      if (stored.status !== 'finished') {
        throw new HttpError(
          409,
          'not-finished',
          'The record (with its seed) is given out only once the match has ended.',
        );
      }
      return json(reply, 200, recordOf(stored));
    },
  );

  // A review of one's own decisions (issue 27): asked for and read with the seat's token, never by anyone else.
  app.post<{ Params: MatchParams; Body: z.infer<typeof tokenBody> }>(
    '/api/matches/:id/reviews',
    {
      config: limited('reviews', limits.reviewsPerMinute),
      schema: {
        tags: ['reviews'],
        summary: 'Asks for a review of the seat whose token is sent.',
        params: matchParams,
        body: tokenBody,
        response: answers({ 202: shapes.reviewStatus }),
      },
    },
    async (request, reply) =>
      json(reply, 202, await hub.reviews.request(request.params.id, request.body.token)),
  );
  app.post<{ Params: MatchParams; Body: z.infer<typeof tokenBody> }>(
    '/api/matches/:id/reviews/read',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reads the review of the seat whose token is sent: its status, and once done, the review.',
        params: matchParams,
        body: tokenBody,
        response: answers({ 200: shapes.reviewStatus }),
      },
    },
    async (request, reply) => json(reply, 200, await hub.reviews.read(request.params.id, request.body.token)),
  );

  // Anything else under /api/ (another method, another path) is answered here, and counted like the rest. It has
  // no tags: it is not part of the document.
  app.all('/api/*', (request, reply) => notFound(request, reply));
}

async function createMatch(
  hub: Hub,
  limits: Limits,
  request: z.infer<typeof newMatchBody>,
): Promise<NewMatchAnswer> {
  const game = hub.game(request.game);
  if (!game) {
    const known = Object.keys(hub.games).join(', ');
    throw new HttpError(400, 'unknown-game', `There is no game "${request.game}"; there are: ${known}.`);
  }
  const { min, max } = game.options.players;
  if (request.players < min || request.players > max) {
    throw new HttpError(400, 'bad-players', `${game.id} is for ${min}–${max} players.`);
  }
  const seatSpecs = request.seats ?? [];
  if (seatSpecs.length > request.players)
    throw new HttpError(400, 'bad-seats', 'There are more seats than players.');
  const settings = hub.settings(game.id);
  const seats: StoredSeat[] = [];
  const tokens = new Map<number, string>();
  for (let seat = 0; seat < request.players; seat++) {
    const spec = seatSpecs[seat];
    if (spec && 'name' in spec) {
      const token = newToken();
      tokens.set(seat, token);
      seats.push({ seat, name: personName(spec.name), bot: null, tokenHash: hashToken(token) });
      continue;
    }
    const bot = spec?.bot ?? null;
    if (bot !== null) {
      const refusal = botRefusal(bot, settings, limits.botIterations);
      if (refusal) throw new HttpError(400, 'bad-bot', refusal);
    }
    seats.push({ seat, name: bot, bot, tokenHash: null });
  }
  // Searches wait for the bot threads up to the bound: matches under way keep them; ask again in 10 s (they drain).
  if (seats.some((s) => s.bot !== null && !isQuick(s.bot)) && hub.bots.busy())
    throw new HttpError(503, 'busy', 'Bots are busy on this server; try again in a few seconds.', 10);
  let options: unknown;
  try {
    options = game.options.parse(request.options ?? game.options.defaults, request.players);
  } catch (error) {
    throw new HttpError(400, 'bad-options', (error as Error).message);
  }
  const id = newMatchId();
  const seed = cryptoSeed();
  const now = hub.now();
  const everyoneSeated = seats.every((s) => s.bot !== null || s.tokenHash !== null);
  const startedAt = everyoneSeated ? now : null;
  // The table's rules are for people playing online: a table whose every person sat down with it (solo against
  // bots, hot-seat at one screen) has nobody to wait for, so it keeps the defaults.
  const table = everyoneSeated ? DEFAULT_TABLE : tableRulesOf(request.table);
  const custom = !jsonEqual(table, DEFAULT_TABLE);
  // The game's opening chance steps, if any, happen at creation and are stored with it.
  const match = Match.create(game, {
    seats: seats.map((s) => ({ name: s.name ?? '', ...(s.bot ? { bot: s.bot } : {}) })),
    options,
    seed,
    table,
  });
  await hub.store.createMatch({
    id,
    game: game.id,
    options,
    seed,
    seats,
    createdAt: now,
    startedAt,
    ...(custom ? { table } : {}),
    rules: currentRules(game),
  });
  if (match.version > 0) {
    await hub.store.appendMoves(id, 0, match.record.log);
    if (everyoneSeated) await hub.get(id); // loaded with its opening's events; bots start at once
  } else {
    // Nothing to replay: the match in hand is what the store holds, so it goes into memory as it is (and its
    // bots start at once), sparing the joins to come a load from the store.
    const status = everyoneSeated ? 'playing' : 'open';
    hub.adopt(new LiveMatch(hub, id, game, { match, history: [], seats, status, startedAt }));
  }
  return {
    id,
    game: game.id,
    status: everyoneSeated ? 'playing' : 'open',
    seats: seats.map(({ seat, bot }) => ({
      seat,
      bot,
      ...(tokens.has(seat) ? { token: tokens.get(seat) } : {}),
    })),
  };
}

async function matchInfo(hub: Hub, id: string): Promise<MatchInfo> {
  const live = MATCH_ID.test(id) ? await hub.get(id) : null;
  if (!live) throw new HttpError(404, 'no-such-match', 'There is no such match.');
  // Through one of several nodes: a seat claimed, or an entry stored, through another a moment ago is told too.
  await hub.cluster?.catchUp(live);
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
    table: sync.table.rules,
  };
}

async function claimSeat(hub: Hub, id: string, seatText: string, body: z.infer<typeof claimBody>) {
  const name = personName(body.name);
  const seat = /^\d+$/.test(seatText) ? Number(seatText) : NaN;
  // A safe integer: the store refuses anything larger (99999999999999999999 would otherwise be a 503).
  if (!Number.isSafeInteger(seat)) throw new HttpError(400, 'bad-seat', 'The seat is a number, 0 first.');
  if (!MATCH_ID.test(id)) throw new HttpError(404, 'no-such-match', 'There is no such match.');
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
  hub.cluster?.seatsChanged(id);
  return { match: id, seat, token };
}
