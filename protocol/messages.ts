// The WebSocket protocol: what clients may send and what the server sends back, as zod schemas (client messages
// are validated with them; the OpenAPI document describes both from them, server/openapi.ts).
import { z } from 'zod';
import { matchStatus, seatPublic } from './api.ts';
import { acting, moveErrorCode, outcome, seat, tableEntry, viewer } from './engine-shapes.ts';
import { TABLE } from '../engine/index.ts';
import { chatChannel, chatLine, tableView } from './table.ts';

/** The largest message a client may send; bigger ones are refused with `message-too-large`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * Any JSON value (a move, a game's options): zod's `z.json()`, written out so that it refers to itself by name,
 * which a document can follow (the recursion of `z.json()` itself has no name).
 */
export const jsonValue: z.ZodType<z.core.util.JSONType> = z
  .lazy(() =>
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(jsonValue),
      z.record(z.string(), jsonValue),
    ]),
  )
  .meta({ id: 'Json', description: 'Any JSON value.' });

const matchId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not a match id');

/** A message of the protocol, named for the OpenAPI document (`client.move`, `server.update`, …). */
function message<T extends z.ZodObject>(from: 'client' | 'server', schema: T, description: string): T {
  return schema.meta({ id: `${from}.${(schema.shape.type as z.ZodLiteral<string>).value}`, description });
}

export const clientMessage = z
  .discriminatedUnion('type', [
    message(
      'client',
      z
        .object({
          type: z.literal('join'),
          match: matchId,
          token: z.string().min(1).max(200).optional(),
          name: z.string().max(400).optional(),
        })
        .strict(),
      'Sit at a match: with a seat’s token as that seat, without one as a spectator (`name`: how a spectator signs ' +
        'the spectators’ chat; "Spectator" without one). A seat a bot holds for its player is taken back by ' +
        'joining with its token.',
    ),
    message(
      'client',
      z
        .object({ type: z.literal('move'), version: z.number().int().nonnegative(), move: jsonValue })
        .strict(),
      'A move (one of your `legalMoves`) made against `version`, how many moves you had seen.',
    ),
    message('client', z.object({ type: z.literal('sync') }).strict(), 'Ask for a fresh `sync`.'),
    message(
      'client',
      z.object({ type: z.literal('resign') }).strict(),
      'Resign the seat joined as (where the game goes on without it, a bot plays it to the end).',
    ),
    message(
      'client',
      z.object({ type: z.literal('vote-bot'), seat: z.number().int().nonnegative() }).strict(),
      'Vote to hand `seat`, whose player is away, to a bot; it passes once every other connected person’s seat ' +
        'has voted. Only at a table without a time limit (with one, the clock decides).',
    ),
    message(
      'client',
      z.object({ type: z.literal('chat'), text: z.string().max(2000) }).strict(),
      'A chat line, plain text, to your channel: a seat’s to `players`, a spectator’s to `spectators`.',
    ),
    message(
      'client',
      z.object({ type: z.literal('suggest'), version: z.number().int().nonnegative() }).strict(),
      'Ask the easy bot what it would play for your seat at `version`, from your seat’s view (TBL-D8).',
    ),
  ])
  .meta({ id: 'ClientMessage', description: 'What a client may send on /ws.' });
export type ClientMessage = z.infer<typeof clientMessage>;

/** Every refusal the server can give; each comes with a sentence a person can read. */
export const errorCode = z.union([
  moveErrorCode,
  z.enum([
    'malformed-message',
    'message-too-large',
    'too-many-messages',
    'no-such-match',
    'bad-token',
    'not-joined',
    'not-a-seat',
    'not-started',
    'stale-version',
    'too-late',
    'unavailable',
    'bad-name', // a spectator's name in `join` is not a printable name (the message says why)
    'chat-too-long', // over TABLE_CAPS.chatChars characters
    'chat-too-fast', // over the chat's rate (TABLE_CAPS.chatBurst, chatPerMinute)
    'chat-muted', // the operator muted the writer's address in this match's chat
    'rules-gone', // the match was played under a rules version this server no longer has (it was ended)
    'bad-chat', // empty, or holds characters a text may not (control, bidi, invisible): the message says which
    'cannot-resign', // a spectator, a seat already out, a match not being played
    'cannot-vote', // the seat is not away, a time limit is set, the voter is not a person's seat …
    'cannot-suggest', // a spectator, a seat that may not move now, a match not being played
  ]),
]);
export type ErrorCode = z.infer<typeof errorCode>;

/** One accepted move as a viewer may know of it: who, when, and the events it may see (never the move). */
export const historyEntry = z
  .object({
    version: z.number().int(),
    /** A player's seat, the game's `system`, or `table` for the table's own entries. */
    seat: z.union([seat, z.literal(TABLE)]),
    at: z.number(),
    /** The game's events (none for a table entry). */
    events: z.array(z.unknown()).readonly(),
    /** A table entry (seat `table`): a timeout, a seat handed to a bot, its player back, a resignation. Public. */
    table: tableEntry.optional(),
  })
  .meta({
    id: 'HistoryEntry',
    description: 'One accepted move as you may know of it: who, when, and its events.',
  });
export type HistoryEntry = z.infer<typeof historyEntry>;

/**
 * The match's clock as the server read it when it sent a message: milliseconds since the match began, when the
 * game's own clock next strikes (null when it does not, or when that is the game's secret), and how many of its
 * milliseconds pass in one of the wall clock's (absent for 1: only tests run a faster clock).
 */
export const matchClock = z
  .object({ now: z.number(), nextDue: z.number().nullable(), rate: z.number().optional() })
  .meta({
    id: 'MatchClock',
    description:
      'Milliseconds since the match began, and when the game’s own clock next strikes (null: not known).',
  });
export type MatchClock = z.infer<typeof matchClock>;

const moves = z.array(z.unknown()).readonly();

export const serverMessage = z
  .discriminatedUnion('type', [
    message(
      'server',
      z.object({
        type: z.literal('sync'),
        match: z.string(),
        game: z.string(),
        options: z.unknown().meta({ description: 'The options the match is played with, complete.' }),
        you: viewer,
        status: matchStatus,
        version: z.number().int().meta({ description: 'Moves accepted so far.' }),
        seats: z.array(seatPublic).readonly(),
        view: z
          .unknown()
          .meta({ description: 'Your seat’s view of the game (the spectator’s for a spectator).' }),
        legalMoves: moves,
        toAct: acting,
        outcome: outcome.nullable(),
        history: z.array(historyEntry).readonly(),
        clock: matchClock,
        table: tableView,
        chat: z
          .object({ channel: chatChannel, lines: z.array(chatLine).readonly() })
          .meta({ description: 'The last lines (oldest first, at most 50) of your own chat channel.' }),
      }),
      'Everything you may know now: sent after `join` and `sync`.',
    ),
    message(
      'server',
      z.object({
        type: z.literal('update'),
        version: z.number().int(),
        entries: z.array(historyEntry).readonly(),
        view: z.unknown(),
        legalMoves: moves,
        toAct: acting,
        outcome: outcome.nullable(),
        clock: matchClock,
        table: tableView,
      }),
      'After every accepted change: the new version, the new entries of history and your new view. The update ' +
        'that carries your move is its acknowledgement: it is stored.',
    ),
    message(
      'server',
      z.object({ type: z.literal('seats'), status: matchStatus, seats: z.array(seatPublic).readonly() }),
      'Someone sat down, connected or left.',
    ),
    message(
      'server',
      z.object({ type: z.literal('table'), table: tableView, clock: matchClock }),
      'The table changed without a move (someone became away, a vote was cast): its whole state again.',
    ),
    message(
      'server',
      z.object({ type: z.literal('chat'), channel: chatChannel, line: chatLine }),
      'A new chat line in your channel (never the other one).',
    ),
    message(
      'server',
      z.object({ type: z.literal('suggestion'), version: z.number().int(), move: z.unknown() }),
      'The easy bot’s move for your seat at `version` (TBL-D8): one of your legal moves.',
    ),
    message(
      'server',
      z.object({
        type: z.literal('error'),
        code: errorCode,
        message: z.string(),
        version: z.number().int().optional(),
      }),
      'A refusal, with a sentence a person can read: nothing was applied.',
    ),
  ])
  .meta({ id: 'ServerMessage', description: 'What the server sends on /ws.' });
export type ServerMessage = z.infer<typeof serverMessage>;
