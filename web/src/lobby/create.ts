// Creating a match from the lobby's choices, and sitting this device down at it. Shared by the lobby and by
// "play again" at the end of a match.
import type { TableRulesBody } from '../../../protocol/index.ts';
import { api, type SeatPlan } from '../lib/api.ts';
import { storage, type Mode } from '../lib/storage.ts';

/** One seat as the lobby plans it: a person (here or invited) or a bot. */
export type PlannedSeat =
  | { readonly kind: 'human'; readonly name: string; readonly mine?: boolean }
  | { readonly kind: 'bot'; readonly bot: string };

/**
 * Creates the match (with the game's options, when the lobby chose any) with the seats this device plays taken
 * in the same request, so that nobody can take one in between: the creator's own seat (`mine`) in every mode,
 * and every person's seat in hot-seat play. Online, the other people's seats stay open for the invite links.
 */
export async function createMatch(
  game: string,
  mode: Mode,
  seats: readonly PlannedSeat[],
  options?: unknown,
  /** The table's rules (a time limit) for an online match; the server's defaults without. */
  table?: TableRulesBody,
): Promise<string> {
  const plan: SeatPlan[] = seats.map((s) =>
    s.kind === 'bot' ? { bot: s.bot } : s.mine || mode === 'hotseat' ? { name: s.name } : null,
  );
  const created = await api.create(game, plan, options, table);
  for (const { seat, token } of created.seats)
    if (token) storage.addSeat(created.id, mode, seat, token, options);
  return created.id;
}
