// "What is this worth?": every seat's score as if the game ended now (ATR-23, ATR-24, the held tiles), and what a
// keep would change. Pure functions of the public table, so a board can show them from any seat's view.
import {
  FAMILY_COUNT,
  familyOf,
  majorityRanking,
  scoreSheet,
  type Card,
  type Family,
  type ScoreSheet,
} from './rules.ts';
import type { AtrahTable } from './state.ts';

/** The scoring facts of the table now: the majority ranking and each seat's score sheet. */
export interface Estimate {
  /** Families by cards in the Majority area, most first, ties to the left (ATR-23). */
  readonly ranking: readonly Family[];
  /** The two families that would score double if the game ended now. */
  readonly doubled: readonly [Family, Family];
  /** Per seat, its score if the game ended now. */
  readonly sheets: readonly ScoreSheet[];
}

/** The part of the table scoring reads: a view or a state both have it. */
export type ScoredTable = Pick<
  AtrahTable,
  'players' | 'majority' | 'faces' | 'tiles' | 'headStart' | 'collections' | 'fish'
>;

export function estimateScores(table: ScoredTable): Estimate {
  const ranking = majorityRanking(table.majority.map((column) => column.length));
  const sheets: ScoreSheet[] = [];
  for (let seat = 0; seat < table.players; seat++) {
    sheets.push(scoreSheet(table, seat, table.collections[seat], table.fish[seat]));
  }
  return { ranking, doubled: [ranking[0], ranking[1]], sheets };
}

/**
 * What keeping `family` from the cards in front of the player would do to the seat's estimate: its cards join
 * the collection and, unless more families may still be kept (`extras` > 0 after this keep), the rest sinks to
 * the Majority area, which may shift the majorities. Returns the estimate's change for the seat.
 */
export function keepGain(
  table: ScoredTable & Pick<AtrahTable, 'hand' | 'extras'>,
  seat: number,
  family: Family,
  extra: boolean,
): number {
  const before = estimateScores(table).sheets[seat].total;
  const collections = table.collections.map((c) => c.slice());
  const majority = table.majority.map((column) => column.slice());
  const rest: Card[] = [];
  for (const card of table.hand) {
    if (familyOf(card) === family) collections[seat][card]++;
    else rest.push(card);
  }
  const extrasLeft = table.extras - (extra ? 1 : 0);
  // With Additional families still to keep, the rest stays in front of the player for now.
  if (extrasLeft <= 0) for (const card of rest) majority[familyOf(card)].push(card);
  const after = estimateScores({ ...table, collections, majority }).sheets[seat].total;
  return after - before;
}

/** Cards per family in the Majority area. */
export function columnSizes(table: Pick<AtrahTable, 'majority'>): number[] {
  const sizes: number[] = [];
  for (let f = 0; f < FAMILY_COUNT; f++) sizes.push(table.majority[f].length);
  return sizes;
}
