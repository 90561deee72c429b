// How a seat stands: every seat's expected final score, read from the public table only (a view, or the
// public part of a determinized state), after a decision tried on paper (the heuristic's judge), and as
// chances of winning (search's `evaluate`). It runs in every search playout, so the judge prepares a table
// once and each trial costs a few sums, without allocating.
import type { PlayerSeat } from '../../engine/index.ts';
import {
  ABILITY,
  CARDS_PER_STACK,
  EMPTY_STACKS_TO_END,
  FAMILY_COUNT,
  FLAT_POINTS,
  STACKS,
  conditionOf,
  familyOf,
  valueOf,
  type Condition,
  type Family,
} from './content.ts';
import { bitCount, claimableWith } from './rules.ts';
import { conditionPoints, fishPoints, majorityRanking, rankFamilies } from './score.ts';
import type { AtrahTable } from './state.ts';

/** How likely a family at each majority rank (0: most cards) is to end among the two that score double. */
const DOUBLE_CHANCE = [0.85, 0.7, 0.35, 0.15, 0.05];

/** How far the game has gone toward its end, 0 … 1: the three emptiest stacks' share of what they held. */
function progress(table: AtrahTable): number {
  const h = table.heights;
  // The three smallest of six heights, without sorting a copy.
  let a = Infinity;
  let b = Infinity;
  let c = Infinity;
  for (let s = 0; s < STACKS; s++) {
    const x = h[s];
    if (x < a) [a, b, c] = [x, a, b];
    else if (x < b) [b, c] = [x, b];
    else if (x < c) c = x;
  }
  return 1 - (a + b + c) / (CARDS_PER_STACK[table.players] * EMPTY_STACKS_TO_END);
}

/** `doubleChances`'s ranking of the families, reused. */
const order = [0, 0, 0, 0, 0];

/** Fills `out` with each family's chance of scoring double, from column sizes, firmer as the end nears. */
function doubleChances(sizes: ArrayLike<number>, late: number, out: Float64Array): void {
  rankFamilies(sizes, order); // by size, ties to the family further left (ATR-23)
  for (let r = 0; r < FAMILY_COUNT; r++) {
    out[order[r]] = DOUBLE_CHANCE[r] * (1 - late) + (r < 2 ? late : 0);
  }
}

/** Points a held ability condition tends to add over the rest of a game, beyond what it scores now. */
function growth(condition: Condition): number {
  switch (condition) {
    case 'per-card':
    case 'zero-each':
    case 'fish-each':
    case 'pairs':
      return 6;
    case 'most-family':
    case 'five-sets':
    case 'third-family':
      return 5;
    default:
      return 2;
  }
}

/**
 * The table as one decision sees it: per seat its card points per family and the points that do not depend
 * on the Majority area (Fish, tiles, the hope of tiles to come), so each candidate move costs a few sums.
 */
class Judge {
  table!: AtrahTable;
  seat = 0;
  players = 0;
  late = 0;
  readonly sizes = new Int32Array(FAMILY_COUNT);
  /** Card values per seat and family, seat × 5 + family. */
  readonly sums = new Float64Array(4 * FAMILY_COUNT);
  /** Per seat, its points beside card values (for the judge's own seat, without its per-family tile terms). */
  readonly base = new Float64Array(4);
  /** The judge's own seat: the values it holds per family, as bits. */
  readonly masks = new Int32Array(FAMILY_COUNT);
  /** The judge's own seat: what each family's tiles are worth to it now (a tile's hope, or nothing). */
  readonly tileTerms = new Float64Array(FAMILY_COUNT);
  /** Whether the judge's own seat holds an ability tile (whose points then depend on the trial). */
  holdsAbility = false;
  readonly chance = new Float64Array(FAMILY_COUNT);
  private readonly hypoSizes = new Int32Array(FAMILY_COUNT);
  private readonly gainSums = new Float64Array(FAMILY_COUNT);
  private readonly gainMasks = new Int32Array(FAMILY_COUNT);

  prepare(table: AtrahTable, seat: PlayerSeat): this {
    this.table = table;
    this.seat = seat;
    this.players = table.players;
    this.late = progress(table);
    for (let f = 0; f < FAMILY_COUNT; f++) this.sizes[f] = table.majority[f].length;
    let ranking: Family[] | null = null;
    this.holdsAbility = false;
    for (let p = 0; p < this.players; p++) {
      const collection = table.collections[p];
      let base = fishPoints(table.fish[p]) + table.headStart[p];
      for (let f = 0; f < FAMILY_COUNT; f++) {
        let sum = 0;
        let mask = 0;
        for (let v = 0; v < 6; v++) {
          const n = collection[f * 6 + v];
          if (n > 0) {
            sum += v * n;
            mask |= 1 << v;
          }
        }
        this.sums[p * FAMILY_COUNT + f] = sum;
        const flat = table.tiles[f];
        const ability = table.tiles[ABILITY + f];
        if (flat === p) base += FLAT_POINTS[f];
        if (ability === p) {
          if (p === seat) this.holdsAbility = true;
          else {
            ranking ??= majorityRanking(this.sizes);
            base += conditionPoints(conditionOf(table.faces, f), collection, table.fish[p], ranking);
          }
        }
        if (p === seat) {
          this.masks[f] = mask;
          this.tileTerms[f] = this.tileTerm(f, mask);
        } else if (flat !== p && ability !== p) {
          base += this.hopeOf(p, f, bitCount(mask));
        }
      }
      this.base[p] = base;
    }
    return this;
  }

  /** What a seat may still hope from a colour's tiles, with `different` values held there. */
  private hopeOf(p: number, f: number, different: number): number {
    const t = this.table;
    if (t.tiles[f] === p || t.tiles[ABILITY + f] === p) return 0;
    const flatOpen = t.tiles[f] < 0 && !((t.declined[p] >> f) & 1);
    const abilityOpen = t.tiles[ABILITY + f] < 0;
    const left = 1 - this.late;
    if (flatOpen) {
      if (different === 2) return 0.35 * FLAT_POINTS[f] * left;
      if (different === 1) return 0.1 * FLAT_POINTS[f] * left;
    }
    if (abilityOpen && different === 3) return 0.3 * 10 * left;
    return 0;
  }

  /** For the judge's own seat: the tile points a family's values `mask` bring now (claimable) or promise. */
  tileTerm(f: number, mask: number): number {
    const different = bitCount(mask);
    const open = claimableWith(this.table, this.seat, f, different);
    let claim = 0;
    if (open & 1) claim = FLAT_POINTS[f];
    if (open & 2) claim = Math.max(claim, this.abilityWorth(f));
    return claim > 0 ? claim : this.hopeOf(this.seat, f, different);
  }

  /** What a colour's ability tile would be worth to the judge's own seat if it took it now. */
  abilityWorth(f: number): number {
    const t = this.table;
    const condition = conditionOf(t.faces, f);
    const ranking = majorityRanking(this.sizes);
    const now = conditionPoints(condition, t.collections[this.seat], t.fish[this.seat], ranking);
    return now + growth(condition) * (1 - this.late);
  }

  /** The judge's standing after the trial decision (see `trial`). */
  standing(): number {
    this.settle();
    let rival = -Infinity;
    for (let p = 0; p < this.players; p++) {
      if (p === this.seat) continue;
      const v = this.seatValue(p);
      if (v > rival) rival = v;
    }
    return this.ownValue() - rival;
  }

  /** Sets the trial's Majority area: the prepared one plus the sunk cards, less a snatched card. */
  settle(): void {
    const sizes = this.hypoSizes;
    for (let f = 0; f < FAMILY_COUNT; f++) sizes[f] = this.sizes[f];
    for (let i = 0; i < trial.sunkCount; i++) sizes[familyOf(trial.sunk[i])]++;
    if (trial.snatched >= 0) sizes[trial.snatched]--;
    doubleChances(sizes, this.late, this.chance);
  }

  /** Another seat's expected score in the settled Majority area. */
  seatValue(p: number): number {
    let v = this.base[p];
    for (let f = 0; f < FAMILY_COUNT; f++) v += this.sums[p * FAMILY_COUNT + f] * (1 + this.chance[f]);
    return v;
  }

  /** The judge's own expected score in the settled Majority area, with the trial's cards and Fish. */
  ownValue(): number {
    for (let f = 0; f < FAMILY_COUNT; f++) {
      this.gainSums[f] = 0;
      this.gainMasks[f] = this.masks[f];
    }
    for (let i = 0; i < trial.gainedCount; i++) {
      const card = trial.gained[i];
      const f = familyOf(card);
      this.gainSums[f] += valueOf(card);
      this.gainMasks[f] |= 1 << valueOf(card);
    }
    const t = this.table;
    const me = this.seat;
    const myFish = t.fish[me];
    let v = this.base[me] + fishPoints(myFish + trial.fish) - fishPoints(myFish);
    for (let f = 0; f < FAMILY_COUNT; f++) {
      v += (this.sums[me * FAMILY_COUNT + f] + this.gainSums[f]) * (1 + this.chance[f]);
      v += this.gainMasks[f] === this.masks[f] ? this.tileTerms[f] : this.tileTerm(f, this.gainMasks[f]);
    }
    if (this.holdsAbility) v += this.abilityAfter();
    return v;
  }

  /** The judge's ability tiles' points with the trial's cards added (tried in place, then undone). */
  private abilityAfter(): number {
    const t = this.table;
    const collection = t.collections[this.seat];
    for (let i = 0; i < trial.gainedCount; i++) collection[trial.gained[i]]++;
    const ranking = majorityRanking(this.hypoSizes);
    let points = 0;
    for (let f = 0; f < FAMILY_COUNT; f++) {
      if (t.tiles[ABILITY + f] !== this.seat) continue;
      points += conditionPoints(conditionOf(t.faces, f), collection, t.fish[this.seat] + trial.fish, ranking);
    }
    for (let i = 0; i < trial.gainedCount; i++) collection[trial.gained[i]]--;
    return points;
  }
}

/**
 * A decision tried on paper: cards that join the judge's collection, cards that go to the Majority area, the
 * family of a card taken out of it (−1: none) and Fish gained. One shared, reused record: no allocation.
 */
export const trial = {
  gained: new Int32Array(16),
  gainedCount: 0,
  sunk: new Int32Array(16),
  sunkCount: 0,
  snatched: -1,
  fish: 0,
};

/** Empties the trial: no cards gained or sunk, nothing snatched, no Fish. */
export function clearTrial(): void {
  trial.gainedCount = 0;
  trial.sunkCount = 0;
  trial.snatched = -1;
  trial.fish = 0;
}

/** The one judge, prepared afresh for each decision. */
export const judge = new Judge();

/**
 * Rewards in [0, 1] per seat for an unfinished game, for search that cuts its playouts short: each seat's
 * expected score turned into a chance of winning, less sure the more game is left.
 */
export function evaluateTable(table: AtrahTable): number[] {
  const scores: number[] = [];
  let best = -Infinity;
  for (let p = 0; p < table.players; p++) {
    judge.prepare(table, p);
    clearTrial();
    judge.settle();
    const score = judge.ownValue();
    scores.push(score);
    if (score > best) best = score;
  }
  const spread = 4 + 12 * (1 - judge.late); // points: how far apart scores may still drift
  let sum = 0;
  for (let p = 0; p < scores.length; p++) {
    scores[p] = Math.exp((scores[p] - best) / spread);
    sum += scores[p];
  }
  for (let p = 0; p < scores.length; p++) scores[p] /= sum;
  return scores;
}
