// The table's part of the protocol, the same for every game: the time limit chosen in the lobby, who is away, the
// votes to hand an away seat to a bot, resigning, and the chat (players and spectators in separate channels).
import { z } from 'zod';
import type { TableRules } from '../engine/index.ts';
import { LEVELS } from '../engine/index.ts';
import { playerSeat, tableStatus } from './engine-shapes.ts';

/** What the server allows, whatever a client asks for. */
export const TABLE_CAPS = Object.freeze({
  /** A clock's reserve: 10 seconds to an hour. */
  minReserveMs: 10_000,
  maxReserveMs: 60 * 60_000,
  /** Its increment per turn: none to 5 minutes. */
  maxIncrementMs: 5 * 60_000,
  /** A person disconnected this long (and no time limit) is away: the others may vote to hand the seat to a bot. */
  awayAfterMs: 60_000,
  /** The longest chat line, in characters after normalisation. */
  chatChars: 200,
  /** Chat lines one seat (or one spectator's connection) may send in a burst, and how many more it earns a minute. */
  chatBurst: 5,
  chatPerMinute: 20,
  /** The last chat lines of the viewer's channel that a `sync` carries. */
  chatInSync: 50,
});

/**
 * `table` in `POST /api/matches` (solo and hot-seat matches may send it; it only matters where several people
 * play online). Everything is optional: no clock, `onTimeout: 'bot'`, `botLevel: 'medium'`.
 */
export const tableRulesBody = z
  .object({
    clock: z
      .union([
        z.null(),
        z
          .object({
            reserveMs: z.number().int().min(TABLE_CAPS.minReserveMs).max(TABLE_CAPS.maxReserveMs),
            incrementMs: z.number().int().min(0).max(TABLE_CAPS.maxIncrementMs),
          })
          .strict(),
      ])
      .optional(),
    onTimeout: z.enum(['bot', 'lose']).optional(),
    botLevel: z.enum(LEVELS).optional(),
  })
  .strict();
export type TableRulesBody = z.infer<typeof tableRulesBody>;

/** The table's rules a request asked for, complete. */
export function tableRulesOf(body: TableRulesBody | undefined): TableRules {
  return {
    clock: body?.clock ?? null,
    onTimeout: body?.onTimeout ?? 'bot',
    botLevel: body?.botLevel ?? 'medium',
  };
}

/**
 * The table as `sync`, `update` and `table` messages tell it: its rules and clocks, who a bot plays and who is
 * out (from the match log), and who is away and the votes on them (the server's presence, not logged). Every
 * time is milliseconds since the match began, the clock of `MatchClock.now`.
 */
export const tableView = tableStatus
  .extend({
    /** People disconnected past `TABLE_CAPS.awayAfterMs`, and since when (the moment they disconnected). */
    away: z.array(z.object({ seat: playerSeat, since: z.number() })).readonly(),
    /** Votes under way to hand an away seat to a bot: the seats that voted so far. */
    votes: z.array(z.object({ seat: playerSeat, voters: z.array(playerSeat).readonly() })).readonly(),
  })
  .meta({
    id: 'TableView',
    description:
      'The table: its rules and clocks, the seats a bot holds, who is out, who is away and the votes on them.',
  });
export type TableView = z.infer<typeof tableView>;

/** A chat channel: seats talk in `players`, spectators in `spectators`; neither ever sees the other. */
export const chatChannel = z.enum(['players', 'spectators']);
export type ChatChannel = z.infer<typeof chatChannel>;

/** One chat line as it is kept and sent. `at` is epoch milliseconds; `seat` is null for a spectator. */
export const chatLine = z
  .object({
    /** Increasing within a match (a client keeps lines by id, so a line heard twice is shown once). */
    id: z.number().int(),
    at: z.number(),
    seat: playerSeat.nullable(),
    /** The seat's player's name, or "Spectator" for a spectator. */
    name: z.string(),
    text: z.string(),
  })
  .meta({
    id: 'ChatLine',
    description: 'One chat line: `at` in epoch milliseconds, `seat` null for a spectator.',
  });
export type ChatLine = z.infer<typeof chatLine>;
