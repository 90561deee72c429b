// The HTTP API's shapes (docs/api.md): what the server answers and the browser reads, written once as zod schemas;
// the types come from them, and so does the OpenAPI document (server/openapi.ts).
import { z } from 'zod';
import { acting, outcome, playerSeat, tableRules } from './engine-shapes.ts';

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

/** A match's lifecycle: open until every seat is taken, then playing, then finished. */
export const matchStatus = z
  .enum(['open', 'playing', 'finished'])
  .meta({ id: 'MatchStatus', description: 'Open until every seat is taken, then playing, then finished.' });
export type MatchStatus = z.infer<typeof matchStatus>;

const inEveryLanguage = z.object({ en: z.string(), ru: z.string(), et: z.string() });

/** A game the server serves, as the lobby shows it. */
export const gameInfo = z
  .object({
    id: z.string(),
    name: inEveryLanguage,
    summary: inEveryLanguage,
    players: z.object({ min: z.number().int(), max: z.number().int() }),
    defaultOptions: z.unknown(),
  })
  .meta({ id: 'GameInfo', description: 'A game the server serves, as the lobby shows it.' });
export type GameInfo = z.infer<typeof gameInfo>;

/** What the lobby lists: no seed, no tokens, no log. */
export const matchSummary = z
  .object({
    id: z.string(),
    game: z.string(),
    status: matchStatus,
    seats: list(z.object({ seat: playerSeat, name: z.string().nullable(), bot: z.string().nullable() })),
    createdAt: z.number(),
    version: z.number().int(),
  })
  .meta({ id: 'MatchSummary', description: 'A match as the lobby lists it: no seed, no tokens, no log.' });
export type MatchSummary = z.infer<typeof matchSummary>;

/** A seat as everyone at the table may see it. */
export const seatPublic = z
  .object({
    seat: playerSeat,
    name: z.string().nullable(),
    bot: z.string().nullable(),
    connected: z.boolean(),
  })
  .meta({
    id: 'SeatPublic',
    description: 'A seat as everyone may see it: who sits there, and whether connected.',
  });
export type SeatPublic = z.infer<typeof seatPublic>;

/** One match, as `GET /api/matches/:id` tells it. */
export const matchInfo = z
  .object({
    id: z.string(),
    game: z.string(),
    options: z.unknown().meta({ description: 'The options the match is played with, complete.' }),
    status: matchStatus,
    version: z.number().int(),
    seats: list(seatPublic),
    toAct: acting,
    outcome: outcome.nullable(),
    table: tableRules,
  })
  .meta({ id: 'MatchInfo', description: 'One match, as a spectator may know it.' });
export type MatchInfo = z.infer<typeof matchInfo>;

/**
 * One seat of a new match: a bot's spec; a person's name, for a seat taken by whoever creates the match (its token
 * comes in the answer, so nobody can take the seat in between); or null for a seat left open to claim.
 */
export type SeatPlan = { readonly bot: string } | { readonly name: string } | null;

/** What `POST /api/matches` answers: each seat taken by the creator carries its token. */
export const newMatchAnswer = z
  .object({
    id: z.string(),
    game: z.string(),
    status: matchStatus,
    seats: list(z.object({ seat: playerSeat, bot: z.string().nullable(), token: z.string().optional() })),
  })
  .meta({
    id: 'NewMatchAnswer',
    description: 'A new match: each seat taken by its creator carries its token.',
  });
export type NewMatchAnswer = z.infer<typeof newMatchAnswer>;

/** What `POST /api/matches/:id/seats/:seat` answers: the seat's token, its secret. */
export const seatClaimed = z.object({ match: z.string(), seat: playerSeat, token: z.string() }).meta({
  id: 'SeatClaimed',
  description: 'A claimed seat: its token is its secret (the server keeps a hash).',
});

/** Every failed answer's body: a code to act on and a sentence to show. */
export const apiErrorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).meta({
  id: 'ApiError',
  description: 'Every failed answer: a code for programs and a sentence for people.',
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** One decision of a review: what the seat chose and the bot's choice, with the chance of winning each gave. */
export const reviewedDecision = z.object({
  index: z.number().int().meta({ description: 'The entry of the match’s record that holds the choice.' }),
  at: z.number().meta({ description: 'Milliseconds since the match began.' }),
  chosen: z.unknown(),
  chosenChance: z.number(),
  best: z.unknown(),
  bestChance: z.number(),
  options: z.number().int(),
});
export type ReviewedDecision = z.infer<typeof reviewedDecision>;

/** A review of one seat's decisions, as `…/reviews/read` gives it once done. */
export const review = z
  .object({
    seat: playerSeat,
    decisions: list(reviewedDecision),
    skipped: z.number().int().meta({
      description:
        'Decisions left out from the start of a very long match (the budget judges the last ones).',
    }),
    iterations: z.number().int().meta({ description: 'ISMCTS iterations per search.' }),
    ms: z.number().meta({ description: 'How long the whole review took on the server.' }),
  })
  .meta({
    id: 'Review',
    description: 'A review of one seat’s decisions: each choice beside the hard bot’s.',
  });
export type Review = z.infer<typeof review>;

/** Where a seat's review stands; `review` once it is done. */
export const reviewStatus = z
  .object({
    seat: playerSeat,
    status: z.enum(['none', 'running', 'done', 'failed']),
    review: z.unknown().optional().meta({ description: 'The Review, once done.' }),
  })
  .meta({ id: 'ReviewStatus', description: 'Where a seat’s review stands.' });
export type ReviewStatus = z.infer<typeof reviewStatus>;
