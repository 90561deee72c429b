// The heuristic bot: it reads only the public table and plays the legal move after which its seat stands
// best (evaluation.ts: its expected final score less its best rival's). It is the `heuristic` bot and search's
// playout policy, so each decision prepares the judge once and then tries each move on paper.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import {
  ABILITY,
  BOAT,
  DRAWS,
  EXTRAS,
  FAMILY_COUNT,
  FLAT_POINTS,
  LINE_STACKS,
  PENDING_OF,
  RING_STACK,
  SEND,
  TAKE,
  familyOf,
  valueOf,
  type Card,
  type Family,
} from './content.ts';
import { clearTrial, judge, trial } from './evaluation.ts';
import { boatStop, fishAt, stackOpen } from './rules.ts';
import { distinctValues } from './score.ts';
import type { AtrahMove, AtrahTable } from './state.ts';

/** A little randomness, in points, so equal choices vary and playouts explore. */
const WHIM = 0.3;
/** What one unknown card from the draw pile is worth on average, in points. */
const DRAW_WORTH = 2.5;
/** A rival's card sent away is one nobody takes next: this share of its value counts for the sender. */
const DENIAL = 0.25;

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
    case 'fizzle':
      return -Infinity; // a Take lost on purpose: the Send first gives it a card (ATR-13 allows the waste)
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
  rowHand.length = 0;
  let bonus = 0;
  let extras = 0;
  let boat = table.boat;
  let fish = 0;
  let fished = -1; // the stack the first Boat stop took a Fish from
  for (const stack of LINE_STACKS[line]) {
    if (!stackOpen(table, stack)) continue;
    const card = table.tops[stack];
    rowHand.push(card);
    if (DRAWS[card]) {
      if (table.pileCount > 0) bonus += DRAW_WORTH;
    } else if (EXTRAS[card]) extras++;
    const pending = PENDING_OF[card];
    if (pending >= BOAT) {
      boat = boatStop(boat, pending - BOAT);
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
  let boat = boatStop(table.boat, arrows);
  let fish = 0;
  let first = -1; // the stack the first stop took a Fish from
  if (fishAt(table, boat)) {
    first = RING_STACK[boat];
    fish++;
  }
  let skipped = false;
  for (const code of table.pending) {
    if (code < BOAT) continue;
    if (!skipped && code - BOAT === arrows) {
      skipped = true;
      continue;
    }
    boat = boatStop(boat, code - BOAT);
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
  const missing = 4 - distinctValues(table.collections[seat], colour);
  const chance = missing <= 0 ? 1 : Math.max(0, 0.7 - 0.25 * missing) * (1 - judge.late);
  return chance * judge.abilityWorth(colour) - 1;
}
