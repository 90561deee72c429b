// Liar's Dice's content: faces, the one order of all bids and its shared move objects, wild ones, rolling and
// counting dice. Rule and decision IDs (LD-…) point into DESIGN.md.
import type { Rng } from '../../engine/index.ts';
import type { BidMove, ChallengeMove, Face } from './state.ts';

/** Ones are wild: they count toward every other face (LD-3). */
export const WILD: Face = 1;

/** Faces from lowest to highest bid: at the same quantity, ones beat sixes because they are twice as rare (LD-D1). */
export const FACES_IN_BID_ORDER: readonly Face[] = [2, 3, 4, 5, 6, 1];

/** The chance that one unseen die counts toward a face: its own face, plus the wild one for faces 2…6. */
export const MATCH_CHANCE: Readonly<Record<Face, number>> = {
  1: 1 / 6,
  2: 1 / 3,
  3: 1 / 3,
  4: 1 / 3,
  5: 1 / 3,
  6: 1 / 3,
};

/** The `dice` option's default and bounds, and the most dice that can ever be in play (six players with six dice). */
export const DEFAULT_DICE = 5;
export const MIN_DICE = 1;
export const MAX_DICE = 6;
export const MAX_PLAYERS = 6;
export const MAX_DICE_IN_PLAY = MAX_PLAYERS * MAX_DICE;

const FACE_RANK: readonly number[] = (() => {
  const rank: number[] = [];
  FACES_IN_BID_ORDER.forEach((face, i) => (rank[face] = i));
  return rank;
})();

/**
 * A bid's place in the single order of all bids (LD-5): by quantity, then by face in bid order. A raise is
 * exactly a bid with a higher place, so legality is one comparison.
 */
export function bidIndex(count: number, face: Face): number {
  return (count - 1) * FACES_IN_BID_ORDER.length + FACE_RANK[face];
}

/** Every possible bid, in bid order, one shared frozen object each: legal moves are slices of this list. */
export const ALL_BIDS: readonly BidMove[] = (() => {
  const bids: BidMove[] = [];
  for (let count = 1; count <= MAX_DICE_IN_PLAY; count++) {
    for (const face of FACES_IN_BID_ORDER) bids.push(Object.freeze({ type: 'bid', count, face }));
  }
  return bids;
})();

export const CHALLENGE: ChallengeMove = Object.freeze({ type: 'challenge' });

/** Does this die count toward a bid on `face`? A one counts for every face; a bid on ones counts only ones. */
export function countsToward(die: Face, face: Face): boolean {
  return die === face || (die === WILD && face !== WILD);
}

/** How many of these dice count toward a bid on `face`. */
export function countMatching(dice: readonly Face[], face: Face): number {
  let n = 0;
  for (const die of dice) if (countsToward(die, face)) n++;
  return n;
}

/** How many dice on the whole table count toward a bid on `face`: what a challenge reveals. */
export function countOnTable(hands: readonly (readonly Face[])[], face: Face): number {
  let n = 0;
  for (const hand of hands) n += countMatching(hand, face);
  return n;
}

/** `n` fresh dice, sorted so that a hand's look never depends on roll order (LD-D3). */
export function rollDice(n: number, rng: Rng): Face[] {
  const dice: Face[] = [];
  for (let i = 0; i < n; i++) dice.push(rng.between(1, 6) as Face);
  return dice.sort((a, b) => a - b);
}

/** The dice still in play: the most any bid may claim (LD-4). */
export function diceInPlay(counts: readonly number[]): number {
  let n = 0;
  for (const c of counts) n += c;
  return n;
}
