// ATRAH's scoring (ATR-23 … ATR-36, ATR-D4, ATR-D18): a seat's final score part by part, and "what is this
// worth?": every seat's score as if the game ended now and what a keep would change. Pure functions of the
// public table, so a board can show them from any seat's view.
import {
  ABILITY,
  CARD_CODES,
  FAMILY_COUNT,
  FLAT_POINTS,
  TILES,
  VALUES,
  conditionOf,
  familyOf,
  type Card,
  type Condition,
  type Faces,
  type Family,
} from './content.ts';
import type { AtrahTable } from './state.ts';

// ─── The final score ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Points per Fish token by how many a player has (ATR-D4): 1 each for one or two, 2 each for three or four
 * (the rulebook's example: 4 Fish score 8), 3 each for five or more.
 */
export function fishPoints(fish: number): number {
  if (fish <= 2) return fish;
  if (fish <= 4) return fish * 2;
  return fish * 3;
}

/**
 * The families ranked by their cards in the Majority area, most first; ties go to the family further left
 * in the hierarchy (ATR-23).
 */
export function majorityRanking(columnSizes: ArrayLike<number>): Family[] {
  const order: Family[] = [0, 0, 0, 0, 0];
  return rankFamilies(columnSizes, order);
}

/** `majorityRanking` into `order`, which it returns: for the heuristic, which ranks without allocating. */
export function rankFamilies<T extends number[]>(columnSizes: ArrayLike<number>, order: T): T {
  for (let i = 0; i < 5; i++) order[i] = i;
  // Insertion sort: stable, and five items.
  for (let i = 1; i < 5; i++) {
    const f = order[i];
    let j = i - 1;
    while (j >= 0 && columnSizes[order[j]] < columnSizes[f]) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = f;
  }
  return order;
}

/** What scoring needs to know of the table besides a seat's cards and Fish. */
export interface ScoringTable {
  readonly majority: readonly (readonly Card[])[];
  readonly faces: Faces;
  readonly tiles: readonly number[];
  readonly headStart: readonly number[];
}

/** One seat's score, part by part (for the end-of-game summary and the tests). */
export interface ScoreSheet {
  /** Card points per family, after doubling. */
  readonly families: readonly number[];
  readonly fish: number;
  /** Points per tile the seat holds, by tile number. */
  readonly tiles: Readonly<Record<number, number>>;
  /** The points the seat started with (ATR-D18). */
  readonly headStart: number;
  readonly total: number;
}

/** Card count per family in a collection (card code → copies). */
export function familyCounts(collection: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (let card = 0; card < CARD_CODES; card++) counts[familyOf(card)] += collection[card];
  return counts;
}

/** Different values a collection holds in one family (ATR-15). */
export function distinctValues(collection: readonly number[], family: number): number {
  let n = 0;
  const base = family * VALUES;
  for (let v = 0; v < VALUES; v++) if (collection[base + v] > 0) n++;
  return n;
}

/** The sum of the card values a collection holds in one family. */
export function familySum(collection: readonly number[], family: number): number {
  let sum = 0;
  const base = family * VALUES;
  for (let v = 1; v < VALUES; v++) sum += v * collection[base + v];
  return sum;
}

/** Points of one ability condition for a collection (ATR-27 … ATR-36, ATR-D12, ATR-D13). */
export function conditionPoints(
  condition: Condition,
  collection: readonly number[],
  fish: number,
  ranking: readonly Family[],
): number {
  switch (condition) {
    case 'third-family':
      return familySum(collection, ranking[2]); // its points once more: doubled
    case 'five-sets':
      return 6 * Math.min(...familyCounts(collection));
    case 'zero-each':
    case 'zero-five': {
      let zeros = 0;
      for (let f = 0; f < FAMILY_COUNT; f++) zeros += collection[f * VALUES];
      if (condition === 'zero-each') return 3 * zeros;
      return zeros === 5 ? 12 : zeros >= 6 ? 8 : 0;
    }
    case 'fish-each':
      return 2 * fish;
    case 'fish-six':
      return fish === 6 ? 12 : fish >= 7 ? 8 : 0;
    case 'pairs':
    case 'triples': {
      const size = condition === 'pairs' ? 2 : 3;
      const points = condition === 'pairs' ? 3 : 7;
      let sets = 0;
      for (let card = 0; card < CARD_CODES; card++) sets += Math.floor(collection[card] / size);
      return points * sets;
    }
    case 'most-family':
      return 3 * Math.max(...familyCounts(collection));
    case 'per-card': {
      let cards = 0;
      for (let card = 0; card < CARD_CODES; card++) cards += collection[card];
      return cards;
    }
  }
}

/**
 * A seat's final score (ATR-24): card values (two majority families doubled), Fish, its tiles, and the
 * points it started with (ATR-D18).
 */
export function scoreSheet(table: ScoringTable, seat: number, collection: readonly number[], fish: number) {
  const ranking = majorityRanking(table.majority.map((column) => column.length));
  const families: number[] = [];
  const headStart = table.headStart[seat];
  let total = headStart;
  for (let f = 0; f < FAMILY_COUNT; f++) {
    const doubled = ranking[0] === f || ranking[1] === f;
    const points = familySum(collection, f) * (doubled ? 2 : 1);
    families.push(points);
    total += points;
  }
  const fishScore = fishPoints(fish);
  total += fishScore;
  const tiles: Record<number, number> = {};
  for (let t = 0; t < TILES; t++) {
    if (table.tiles[t] !== seat) continue;
    const points =
      t < ABILITY
        ? FLAT_POINTS[t]
        : conditionPoints(conditionOf(table.faces, t - ABILITY), collection, fish, ranking);
    tiles[t] = points;
    total += points;
  }
  return { families, fish: fishScore, tiles, headStart, total } satisfies ScoreSheet;
}

/** The part of the table scoring reads: a view or a state both have it. */
export type ScoredTable = Pick<
  AtrahTable,
  'players' | 'majority' | 'faces' | 'tiles' | 'headStart' | 'collections' | 'fish'
>;

/** Final scores, one per seat (ATR-24). */
export function finalScores(table: ScoredTable): number[] {
  const scores: number[] = [];
  for (let p = 0; p < table.players; p++) {
    scores.push(scoreSheet(table, p, table.collections[p], table.fish[p]).total);
  }
  return scores;
}

// ─── The estimate ────────────────────────────────────────────────────────────────────────────────────────

/** The scoring facts of the table now: the majority ranking and each seat's score sheet. */
export interface Estimate {
  /** Families by cards in the Majority area, most first, ties to the left (ATR-23). */
  readonly ranking: readonly Family[];
  /** The two families that would score double if the game ended now. */
  readonly doubled: readonly [Family, Family];
  /** Per seat, its score if the game ended now. */
  readonly sheets: readonly ScoreSheet[];
}

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
