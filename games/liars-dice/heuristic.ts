// Liar's Dice's heuristic, its own policy: it sees only its own view, counts on its own dice and reckons the
// rest by chance. It is the `heuristic` bot (bots.ts) and search's playout policy.
import type { Rng } from '../../engine/index.ts';
import { MATCH_CHANCE, countMatching, diceInPlay } from './content.ts';
import type { BidMove, Face, LiarsDiceMove, LiarsDiceView } from './state.ts';

/** How much randomness goes into choosing among raises: enough to vary play, too little to bid foolishly. */
const WHIM = 0.08;
/** How often an opener shades its bid one below what it expects, to leave room and hide its hand. */
const SHADE = 0.3;

/** The chance of at least `k` successes in `n` independent trials of chance `p` (a binomial tail). */
export function chanceAtLeast(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let exactly = Math.pow(1 - p, n); // P(X = 0)
  let below = 0;
  for (let i = 0; i < k; i++) {
    below += exactly;
    exactly *= ((n - i) / (i + 1)) * (p / (1 - p)); // P(X = i + 1) from P(X = i)
  }
  return Math.max(0, 1 - below);
}

/** What the bot believes about the table: its own dice exactly, every unseen die by chance. */
export class Reckoning {
  private readonly own: readonly Face[];
  private readonly unseen: number;

  constructor(view: LiarsDiceView) {
    this.own = view.ownDice ?? [];
    this.unseen = diceInPlay(view.counts) - this.own.length;
  }

  /** Expected number of dice on the table counting toward `face`. */
  expected(face: Face): number {
    return countMatching(this.own, face) + this.unseen * MATCH_CHANCE[face];
  }

  /** The chance that a bid of `count` × `face` is true. */
  chanceTrue(count: number, face: Face): number {
    return chanceAtLeast(count - countMatching(this.own, face), this.unseen, MATCH_CHANCE[face]);
  }
}

export function reckon(view: LiarsDiceView): Reckoning {
  return new Reckoning(view);
}

/**
 * Opening: bid the face its dice support best, at about the count it expects on the table.
 * Answering: find the cheapest raise on each face and keep the one most likely true. Calling liar loses a die
 * when the standing bid is true; raising loses one, if challenged, when the raise is false. So call liar when
 * the standing bid is more likely false than that best raise is true: when it is clearly above expectation.
 */
export function chooseMove(view: LiarsDiceView, moves: readonly LiarsDiceMove[], rng: Rng): LiarsDiceMove {
  const table = reckon(view);
  const last = view.bids[view.bids.length - 1];
  if (!last) return openingBid(table, moves, rng);

  const cheapest = cheapestRaisePerFace(moves);
  let best: BidMove | null = null;
  let bestScore = -Infinity;
  let bestChance = 0;
  for (const raise of cheapest) {
    if (!raise) continue;
    const chance = table.chanceTrue(raise.count, raise.face);
    const score = chance + rng.float() * WHIM;
    if (score > bestScore) [best, bestScore, bestChance] = [raise, score, chance];
  }
  const challenge = moves.find((m) => m.type === 'challenge');
  if (challenge && (!best || 1 - table.chanceTrue(last.count, last.face) > bestChance)) return challenge;
  return best ?? rng.pick(moves);
}

/** For each face, the legal bid with the lowest count (legal moves never hold two bids of one face and count). */
function cheapestRaisePerFace(moves: readonly LiarsDiceMove[]): (BidMove | undefined)[] {
  const cheapest: (BidMove | undefined)[] = [];
  for (const move of moves) {
    if (move.type !== 'bid') continue;
    const known = cheapest[move.face];
    if (!known || move.count < known.count) cheapest[move.face] = move;
  }
  return cheapest;
}

function openingBid(table: Reckoning, moves: readonly LiarsDiceMove[], rng: Rng): LiarsDiceMove {
  let face: Face = 2;
  let most = -Infinity;
  for (const f of [1, 2, 3, 4, 5, 6] as const) {
    const score = table.expected(f) + rng.float() * WHIM;
    if (score > most) [face, most] = [f, score];
  }
  const count = Math.max(1, Math.floor(table.expected(face)) - (rng.float() < SHADE ? 1 : 0));
  const bid = moves.find((m) => m.type === 'bid' && m.face === face && m.count === count);
  return bid ?? rng.pick(moves);
}
