// The engine's shapes that travel in the protocol, as zod schemas, so the OpenAPI document (server/openapi.ts) can
// describe them. The engine has no dependencies, so its types stay its own; the compiler holds each schema here
// to the very type it describes (`Same` below), so the two cannot drift apart.
import { z } from 'zod';
import type {
  Acting,
  MatchRecord,
  MoveErrorCode,
  Outcome,
  Seat,
  TableEntry,
  TableRules,
  TableStatus,
  Viewer,
} from '../engine/index.ts';
import { LEVELS, SPECTATOR, SYSTEM, TABLE } from '../engine/index.ts';

export const playerSeat = z.number().int().nonnegative().meta({ description: 'A player’s seat, 0 first.' });
export const seat = z.union([playerSeat, z.literal(SYSTEM)]);
export const viewer = z.union([playerSeat, z.literal(SPECTATOR)]);
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const acting = z
  .object({
    waiting: list(playerSeat),
    reacting: list(playerSeat),
    system: z.boolean(),
    simultaneous: z.boolean().optional(),
  })
  .meta({
    id: 'Acting',
    description:
      'Who acts now: the seats the game waits for, the seats that may react but need not, whether the game itself acts (engine/game.ts).',
  });

export const outcome = z
  .object({
    winners: list(playerSeat),
    scores: list(z.number()).optional(),
    reason: z.string(),
    rewards: list(z.number()).optional(),
  })
  .meta({ id: 'Outcome', description: 'How a finished match ended: the winners, and why.' });

export const tableRules = z
  .object({
    clock: z.union([z.null(), z.object({ reserveMs: z.number(), incrementMs: z.number() })]),
    onTimeout: z.enum(['bot', 'lose']),
    botLevel: z.enum(LEVELS),
  })
  .meta({
    id: 'TableRules',
    description: 'The table’s rules: a time limit, what a timeout does, the bots’ level.',
  });

export const tableStatus = z.object({
  rules: tableRules,
  clocks: list(z.object({ seat: playerSeat, remainingMs: z.number(), runningSince: z.number().nullable() })),
  botHeld: list(
    z.object({ seat: playerSeat, level: z.enum(LEVELS), why: z.enum(['timeout', 'vote', 'resign']) }),
  ),
  out: list(z.object({ seat: playerSeat, why: z.enum(['timeout', 'resign']) })),
});

export const tableEntry = z
  .union([
    z.object({ type: z.enum(['timeout', 'bot-takes', 'player-returns', 'resign']), seat: playerSeat }),
    z.object({ type: z.literal('halt') }),
  ])
  .meta({ id: 'TableEntry', description: 'An entry of the table in the match log, under the seat `table`.' });

export const moveErrorCode = z.enum([
  'malformed-move',
  'not-your-turn',
  'illegal-move',
  'game-over',
  'bad-time',
]);

export const matchRecord = z
  .object({
    game: z.string(),
    options: z.unknown(),
    seed: z.string(),
    seats: list(z.object({ name: z.string(), bot: z.string().optional() })),
    log: list(
      z.union([
        z.object({ seat, move: z.unknown(), at: z.number() }),
        z.object({ seat: z.literal(TABLE), move: tableEntry, at: z.number() }),
      ]),
    ),
    table: tableRules.optional(),
    rules: z.number().int().min(1).optional(),
  })
  .meta({
    id: 'MatchRecord',
    description:
      'A finished match’s record: replay it with `nocturne replay` or the engine’s `Match.replay`.',
  });

/** True when A and B are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only while every schema above describes its engine type exactly. */
export const ENGINE_SHAPES_MATCH: [
  Same<z.infer<typeof seat>, Seat>,
  Same<z.infer<typeof viewer>, Viewer>,
  Same<z.infer<typeof acting>, Acting>,
  Same<z.infer<typeof outcome>, Outcome>,
  Same<z.infer<typeof tableRules>, TableRules>,
  Same<z.infer<typeof tableStatus>, TableStatus>,
  Same<z.infer<typeof tableEntry>, TableEntry>,
  Same<z.infer<typeof moveErrorCode>, MoveErrorCode>,
  Same<z.infer<typeof matchRecord>, MatchRecord>,
] = [true, true, true, true, true, true, true, true, true];
