// The heuristic bot: it reads only the public table (a view, or the public part of a determinized state) and
// judges every decision by one number, its standing: its expected final score less its best rival's.
// It runs in every search playout, so each decision prepares the table once and then tries each move cheaply.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import {
  ABILITY,
  BOAT,
  CARDS_PER_STACK,
  DRAWS,
  EMPTY_STACKS_TO_END,
  EXTRAS,
  FAMILY_COUNT,
  FLAT_POINTS,
  LINE_STACKS,
  PENDING_OF,
  RING,
  RING_STACK,
  SEND,
  STACKS,
  TAKE,
  conditionOf,
  conditionPoints,
  familyOf,
  fishPoints,
  majorityRanking,
  valueOf,
  type Card,
  type Condition,
  type Family,
} from './rules.ts';
import type { AtrahMove, AtrahTable } from './state.ts';

/** How likely a family at each majority rank (0: most cards) is to end among the two that score double. */
const DOUBLE_CHANCE = [0.85, 0.7, 0.35, 0.15, 0.05];
/** A little randomness, in points, so equal choices vary and playouts explore. */
const WHIM = 0.3;
/** What one unknown card from the draw pile is worth on average, in points. */
const DRAW_WORTH = 2.5;
/** A rival's card sent away is one nobody takes next: this share of its value counts for the sender. */
const DENIAL = 0.25;

/** How far the game has gone toward its end, 0 … 1: the three emptiest stacks' share of what they held. */
export function progress(table: AtrahTable): number {
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

/** Fills `out` with each family's chance of scoring double, from column sizes, firmer as the end nears. */
function doubleChances(sizes: ArrayLike<number>, late: number, out: Float64Array): void {
  // Rank by size, ties to the family further left (ATR-23): an insertion sort of five.
  for (let i = 0; i < FAMILY_COUNT; i++) order[i] = i;
  for (let i = 1; i < FAMILY_COUNT; i++) {
    const f = order[i];
    let j = i - 1;
    while (j >= 0 && sizes[order[j]] < sizes[f]) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = f;
  }
  for (let r = 0; r < FAMILY_COUNT; r++) {
    out[order[r]] = DOUBLE_CHANCE[r] * (1 - late) + (r < 2 ? late : 0);
  }
}
const order = new Int8Array(FAMILY_COUNT);

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

/** A bit per value a collection holds in a family. */
function valueMask(collection: readonly number[], family: number): number {
  let mask = 0;
  for (let v = 0; v < 6; v++) if (collection[family * 6 + v] > 0) mask |= 1 << v;
  return mask;
}

function bits(mask: number): number {
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
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
            ranking ??= majorityRanking(this.sizes as unknown as number[]);
            base += conditionPoints(conditionOf(table.faces, f), collection, table.fish[p], ranking);
          }
        }
        if (p === seat) {
          this.masks[f] = mask;
          this.tileTerms[f] = this.tileTerm(f, mask);
        } else if (flat !== p && ability !== p) {
          base += this.hopeOf(p, f, bits(mask));
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
    const t = this.table;
    const p = this.seat;
    if (t.tiles[f] === p || t.tiles[ABILITY + f] === p) return 0;
    const different = bits(mask);
    const flatOpen = t.tiles[f] < 0 && !((t.declined[p] >> f) & 1);
    const abilityOpen = t.tiles[ABILITY + f] < 0;
    let claim = 0;
    if (different >= 3 && flatOpen) claim = FLAT_POINTS[f];
    if (different >= 4 && abilityOpen) claim = Math.max(claim, this.abilityWorth(f));
    return claim > 0 ? claim : this.hopeOf(p, f, different);
  }

  /** What a colour's ability tile would be worth to the judge's own seat if it took it now. */
  abilityWorth(f: number): number {
    const t = this.table;
    const condition = conditionOf(t.faces, f);
    const ranking = majorityRanking(this.sizes as unknown as number[]);
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
    const ranking = majorityRanking(this.hypoSizes as unknown as number[]);
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
const trial = {
  gained: new Int32Array(16),
  gainedCount: 0,
  sunk: new Int32Array(16),
  sunkCount: 0,
  snatched: -1,
  fish: 0,
};

function clearTrial(): void {
  trial.gainedCount = 0;
  trial.sunkCount = 0;
  trial.snatched = -1;
  trial.fish = 0;
}

const judge = new Judge();

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

// ─── Choosing a move ─────────────────────────────────────────────────────────────────────────────────────

/** The heuristic's move: the legal move after which the seat stands best. */
export function heuristicMove(
  table: AtrahTable,
  seat: PlayerSeat,
  moves: readonly AtrahMove[],
  rng: Rng,
): AtrahMove {
  if (moves.length === 1) return moves[0];
  judge.prepare(table, seat);
  let best = moves[0];
  let bestScore = -Infinity;
  for (let i = 0; i < moves.length; i++) {
    const score = judgeMove(table, seat, moves[i]) + rng.float() * WHIM;
    if (score > bestScore) {
      bestScore = score;
      best = moves[i];
    }
  }
  return best;
}

function judgeMove(table: AtrahTable, seat: PlayerSeat, move: AtrahMove): number {
  switch (move.type) {
    case 'row':
      return judgeRow(table, seat, move.line);
    case 'keep':
      return judgeKeep(table.hand, move.family, table.extras);
    case 'extra':
      return judgeKeep(table.hand, move.family, table.extras - 1);
    case 'send': {
      const card = table.tops[move.stack];
      clearTrial();
      trial.sunk[trial.sunkCount++] = card;
      return judge.standing() + DENIAL * valueOf(card);
    }
    case 'majority': {
      const column = table.majority[move.family];
      clearTrial();
      trial.gained[trial.gainedCount++] = column[column.length - 1];
      trial.snatched = move.family;
      return judge.standing();
    }
    case 'boat':
      return judgeBoatFirst(table, move.arrows);
    case 'claim':
    case 'decline':
      return judgeClaim(table, seat, move);
  }
}

/**
 * Keeping `family` from `hand` and, with `extras` more to keep, the families holding the most points; the
 * rest to the Majority area. The standing that follows, claims included.
 */
function judgeKeep(hand: readonly Card[], family: Family, extras: number, fish = 0): number {
  let kept = 1 << family;
  for (let e = 0; e < extras; e++) {
    let bestFamily = -1;
    let bestPoints = -1;
    for (let f = 0; f < FAMILY_COUNT; f++) {
      if ((kept >> f) & 1) continue;
      let points = -1;
      for (let i = 0; i < hand.length; i++) {
        if (familyOf(hand[i]) === f) points = Math.max(points, 0) + valueOf(hand[i]) + 0.5;
      }
      if (points > bestPoints) [bestFamily, bestPoints] = [f, points];
    }
    if (bestFamily >= 0 && bestPoints >= 0) kept |= 1 << bestFamily;
  }
  clearTrial();
  trial.fish = fish;
  for (let i = 0; i < hand.length; i++) {
    if ((kept >> familyOf(hand[i])) & 1) trial.gained[trial.gainedCount++] = hand[i];
    else trial.sunk[trial.sunkCount++] = hand[i];
  }
  return judge.standing();
}

const rowHand: Card[] = [];

/** Taking a row: its cards, what their effects promise, then the best keep of them. */
function judgeRow(table: AtrahTable, seat: PlayerSeat, line: number): number {
  const blocked = RING_STACK[table.boat];
  rowHand.length = 0;
  let bonus = 0;
  let extras = 0;
  let boat = table.boat;
  let fish = 0;
  let fished = -1; // the stack the first Boat stop took a Fish from
  for (const stack of LINE_STACKS[line]) {
    if (stack === blocked || table.heights[stack] === 0) continue;
    const card = table.tops[stack];
    rowHand.push(card);
    if (DRAWS[card]) {
      if (table.pileCount > 0) bonus += DRAW_WORTH;
    } else if (EXTRAS[card]) extras++;
    const pending = PENDING_OF[card];
    if (pending >= BOAT) {
      boat = (boat + pending - BOAT) % RING;
      const landed = RING_STACK[boat];
      if (landed >= 0 && table.stackFish[landed] - (landed === fished ? 1 : 0) > 0) {
        fish++;
        fished = landed;
      }
    } else if (pending === TAKE) {
      bonus += bestSnatchWorth(table, seat);
    } else if (pending === SEND) {
      bonus += 0.5;
    }
  }
  let best = -Infinity;
  let seen = 0;
  for (let i = 0; i < rowHand.length; i++) {
    const f = familyOf(rowHand[i]);
    if ((seen >> f) & 1) continue;
    seen |= 1 << f;
    const score = judgeKeep(rowHand, f, extras, fish);
    if (score > best) best = score;
  }
  return best + bonus;
}

/** Roughly what taking the best last card of a Majority column is worth, in points. */
function bestSnatchWorth(table: AtrahTable, seat: PlayerSeat): number {
  let best = 0;
  for (let f = 0; f < FAMILY_COUNT; f++) {
    const column = table.majority[f];
    if (column.length === 0) continue;
    const card = column[column.length - 1];
    const fresh = table.collections[seat][card] === 0 ? 1 : 0;
    best = Math.max(best, valueOf(card) * 1.4 + fresh);
  }
  return best;
}

/** Moving the Boat by `arrows` first, then the other pending Boat moves: the Fish it brings. */
function judgeBoatFirst(table: AtrahTable, arrows: number): number {
  let boat = (table.boat + arrows) % RING;
  let fish = 0;
  let first = RING_STACK[boat];
  if (first >= 0 && table.stackFish[first] > 0) fish++;
  else first = -1;
  let skipped = false;
  for (const code of table.pending) {
    if (code < BOAT) continue;
    if (!skipped && code - BOAT === arrows) {
      skipped = true;
      continue;
    }
    boat = (boat + code - BOAT) % RING;
    const stack = RING_STACK[boat];
    if (stack >= 0 && table.stackFish[stack] - (stack === first ? 1 : 0) > 0) fish++;
  }
  // The Boat's last stop blocks a stack for the next player: better a good card than a poor one.
  const last = RING_STACK[boat];
  const block = last >= 0 && table.heights[last] > 0 ? 0.1 * valueOf(table.tops[last]) : 0;
  return fish * 3 + block;
}

/** Claiming a tile now, or declining the offer. */
function judgeClaim(table: AtrahTable, seat: PlayerSeat, move: AtrahMove): number {
  const colour = table.offer;
  if (move.type === 'claim') {
    return move.tile < ABILITY ? FLAT_POINTS[move.tile] : judge.abilityWorth(colour);
  }
  // Declining keeps the ability tile in reach: worth it only when it is likely, valuable and time remains.
  if (table.tiles[ABILITY + colour] >= 0) return -1;
  const missing = 4 - bits(valueMask(table.collections[seat], colour));
  const chance = missing <= 0 ? 1 : Math.max(0, 0.7 - 0.25 * missing) * (1 - judge.late);
  return chance * judge.abilityWorth(colour) - 1;
}
