// Liar's Dice's types: the state, a move, a bid, the events, the options, what a seat sees; and small reads
// of the dice on the table. Rule and decision IDs (LD-…) point into DESIGN.md.
import type { PlayerSeat, Viewer } from '../../engine/index.ts';

/** A die's face. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** A claim that at least `count` dice on the whole table show `face` (wild ones included). */
export interface BidMove {
  readonly type: 'bid';
  readonly count: number;
  readonly face: Face;
}

/** Calling the last bid a lie: every die is revealed and counted. */
export interface ChallengeMove {
  readonly type: 'challenge';
}

export type LiarsDiceMove = BidMove | ChallengeMove;

/** A bid as it stands in a round's history: who made it, and what it claims. Never changed once made. */
export interface Bid {
  readonly seat: PlayerSeat;
  readonly count: number;
  readonly face: Face;
}

export interface LiarsDiceOptions {
  /** Dice each player starts with, 1…6. */
  readonly dice: number;
}

/** What a challenge showed, public from then on: every die on the table and who paid for it. */
export interface Challenge {
  readonly round: number;
  readonly challenger: PlayerSeat;
  readonly bid: Bid;
  /** Every seat's dice as they were revealed (empty for seats already out). */
  readonly dice: readonly (readonly Face[])[];
  /** How many of them counted toward the bid, wild ones included. */
  readonly total: number;
  readonly loser: PlayerSeat;
}

/**
 * The full state. Arrays inside `dice` are replaced, never changed in place, and bids and challenges never
 * change once made: so events and the last challenge may share them, and `clone` copies little.
 */
export interface LiarsDiceState {
  readonly dicePerPlayer: number;
  /** Each seat's dice this round, sorted; empty once the seat is out. Secret: only its owner sees them. */
  dice: Face[][];
  /** 1 for the first round. */
  round: number;
  /** The seat to act, or −1 once the game is over. */
  turn: number;
  /** This round's bids, oldest first; the last is the one to raise or challenge. */
  bids: Bid[];
  /** Seats in the order they lost their last die. */
  eliminated: PlayerSeat[];
  lastChallenge: Challenge | null;
}

/** What one seat (or a spectator) may know: the state without any other seat's dice values. */
export interface LiarsDiceView {
  readonly viewer: Viewer;
  readonly dicePerPlayer: number;
  /** How many dice each seat holds: public, since losing a die is public. */
  readonly counts: readonly number[];
  /** The viewer's own dice, sorted; null for a spectator. */
  readonly ownDice: readonly Face[] | null;
  readonly round: number;
  readonly turn: number;
  readonly bids: readonly Bid[];
  readonly eliminated: readonly PlayerSeat[];
  readonly lastChallenge: Challenge | null;
}

export type LiarsDiceEvent =
  /** A round began: everyone still in rolled. `dice[s]` is null where the reader may not see that seat's dice. */
  | {
      readonly type: 'rolled';
      readonly round: number;
      readonly opener: PlayerSeat;
      readonly counts: readonly number[];
      readonly dice: readonly (readonly Face[] | null)[];
    }
  | { readonly type: 'bid'; readonly seat: PlayerSeat; readonly count: number; readonly face: Face }
  /** Someone called the last bid a lie: the whole table is revealed, to everyone. */
  | {
      readonly type: 'challenged';
      readonly seat: PlayerSeat;
      readonly bidder: PlayerSeat;
      readonly count: number;
      readonly face: Face;
      readonly dice: readonly (readonly Face[])[];
      readonly total: number;
    }
  | { readonly type: 'die-lost'; readonly seat: PlayerSeat; readonly left: number }
  | { readonly type: 'out'; readonly seat: PlayerSeat }
  | { readonly type: 'won'; readonly seat: PlayerSeat };

/** How many dice each seat holds. */
export function countsOf(dice: readonly (readonly Face[])[]): number[] {
  return dice.map((hand) => hand.length);
}

/** The dice still in play: the most any bid may claim (LD-4). */
export function diceLeft(dice: readonly (readonly Face[])[]): number {
  let n = 0;
  for (const hand of dice) n += hand.length;
  return n;
}
