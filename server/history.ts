// A live match's history: the full events of every accepted move, kept in order (index = version − 1) from the
// stored log's replay on, and told to each reader redacted to what that reader may see.
import type { AnyGame, Applied, Seat, TableEntry, TableSeat, Viewer } from '../engine/index.ts';
import { Match, TABLE, eventsFor } from '../engine/index.ts';
import type { HistoryEntry } from '../protocol/index.ts';
import { recordOf, type StoredMatch } from '../store/index.ts';

export type AnyMatch = Match<unknown, unknown, unknown, unknown, unknown>;

/** A log entry as the history keeps it: who, when, the game's events in full, or the table's entry. */
export interface Past {
  readonly seat: Seat | TableSeat;
  readonly at: number;
  readonly events: readonly unknown[];
  readonly table?: TableEntry;
}

export function pastOf(applied: Applied<unknown, unknown>): Past {
  return applied.seat === TABLE
    ? { seat: TABLE, at: applied.at, events: [], table: applied.move }
    : { seat: applied.seat, at: applied.at, events: applied.events };
}

/** The entries from version `from` + 1 on, as `viewer` may see them. */
export function entriesFor(
  game: AnyGame,
  history: readonly Past[],
  viewer: Viewer,
  from: number,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (let i = from; i < history.length; i++) {
    const h = history[i];
    entries.push({
      version: i + 1,
      seat: h.seat,
      at: h.at,
      events: h.seat === TABLE ? [] : eventsFor(game, h.events, viewer),
      ...(h.table ? { table: h.table } : {}),
    });
  }
  return entries;
}

/** Replays a stored match's log through the kernel, keeping each accepted move's events. */
export function replayStored(game: AnyGame, stored: StoredMatch) {
  const history: Past[] = [];
  const match = Match.replay(game, recordOf(stored), (applied) => history.push(pastOf(applied)));
  return { match, history };
}
