// The table's own rules, beside any game's: a chess clock per seat, what happens to a seat that runs out, and the
// table's entries in the match log (a timeout, a seat handed to a bot, its player's return, a resignation). They
// are part of the record, so a replay reproduces the clocks and the takeovers exactly. Nothing here knows a game.
import type { Level } from './bots.ts';
import { LEVELS } from './bots.ts';
import type { PlayerSeat } from './game.ts';

/** The seat the table's own entries are logged under (beside the players' seats and the game's `system`). */
export const TABLE = 'table';
export type TableSeat = typeof TABLE;

/** A chess clock: each seat's reserve at the start, and what it gains each time its turn ends. */
export interface ClockRules {
  readonly reserveMs: number;
  readonly incrementMs: number;
}

/** How the table plays, chosen when the match is created (`DEFAULT_TABLE` when the record says nothing). */
export interface TableRules {
  /** Null: no time limit (friends' pace). */
  readonly clock: ClockRules | null;
  /** A seat out of time is played by a bot until its player returns, or it loses. */
  readonly onTimeout: 'bot' | 'lose';
  /** The named level of every bot that takes a seat at this table. */
  readonly botLevel: Level;
}

export const DEFAULT_TABLE: TableRules = Object.freeze({ clock: null, onTimeout: 'bot', botLevel: 'medium' });

/** Why a bot holds a person's seat. */
export type BotHoldReason = 'timeout' | 'vote' | 'resign';

/** Why a seat is out of the match (it can no longer win). */
export type OutReason = 'timeout' | 'resign';

/**
 * An entry of the table in the match log, logged under the seat `table`:
 * - `timeout`: `seat`'s clock ran out (logged at the very millisecond it did); what follows is the table's rule.
 * - `bot-takes`: the other players voted to hand `seat`, whose player is away, to a bot.
 * - `player-returns`: `seat`'s player took it back from the bot (by joining again or moving).
 * - `resign`: `seat`'s player resigned.
 * - `halt`: the server's operator ended the match (a stuck one, say); nobody wins.
 */
export type TableEntry = SeatEntry | { readonly type: 'halt' };

/** A table entry about one person's seat. */
export type SeatEntry =
  | { readonly type: 'timeout'; readonly seat: PlayerSeat }
  | { readonly type: 'bot-takes'; readonly seat: PlayerSeat }
  | { readonly type: 'player-returns'; readonly seat: PlayerSeat }
  | { readonly type: 'resign'; readonly seat: PlayerSeat };

/** The reasons `Outcome.reason` takes when the table, not the game, ended a match (texts of the faces, not games). */
export const TABLE_REASONS = {
  timeout: 'table.timeout',
  resign: 'table.resign',
  halt: 'table.halt',
} as const;

/** What the table is at one moment, for a face to show: every time in milliseconds since the match began. */
export interface TableStatus {
  readonly rules: TableRules;
  /** Each seat's clock (empty without a time limit): what is left, and since when it runs (null: stopped). */
  readonly clocks: readonly {
    readonly seat: PlayerSeat;
    readonly remainingMs: number;
    readonly runningSince: number | null;
  }[];
  readonly botHeld: readonly {
    readonly seat: PlayerSeat;
    readonly level: Level;
    readonly why: BotHoldReason;
  }[];
  readonly out: readonly { readonly seat: PlayerSeat; readonly why: OutReason }[];
}

/**
 * Table rules from a record (untrusted, like every record): returned as they are when sound, else a RangeError
 * saying what is wrong. The server's own caps on new matches are stricter (protocol/table.ts).
 */
export function checkTableRules(raw: unknown): TableRules {
  const fail = (what: string): never => {
    throw new RangeError(`table rules: ${what}`);
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('not an object');
  const rules = raw as Record<string, unknown>;
  const clock = rules.clock as Record<string, unknown> | null | undefined;
  if (clock !== null) {
    if (typeof clock !== 'object' || Array.isArray(clock))
      return fail('clock is null or { reserveMs, incrementMs }');
    for (const key of ['reserveMs', 'incrementMs']) {
      const ms = clock[key];
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
        fail(`clock.${key} is not a number of milliseconds`);
    }
    if ((clock.reserveMs as number) <= 0) fail('clock.reserveMs must be more than 0');
  }
  if (rules.onTimeout !== 'bot' && rules.onTimeout !== 'lose') fail('onTimeout is bot or lose');
  if (!(LEVELS as readonly unknown[]).includes(rules.botLevel))
    fail(`botLevel is one of ${LEVELS.join(', ')}`);
  return raw as TableRules;
}
