// The night's course, which both sides' turns lead into: each turn's start and its dice (OH-14, OH-21), the
// Phantom's piece shown on the board (OH-18), the end of the hunters' turn and dawn (OH-29, OH-30), and the
// game's end.
import type { Rng } from '../../engine/index.ts';
import { bitHi, bitLo } from './board.ts';
import { lastStep, nowHi, nowLo, restrict, startRoute } from './belief.ts';
import { MOVE_CARDS, ROUNDS, RUNNER } from './content.ts';
import {
  DOUBLE_SPENT,
  FRIGHTENED,
  SKIPPING,
  SKIP_NEXT,
  type EndReason,
  type OldHouseEvent as Event,
  type OldHouseState as State,
} from './state.ts';

/** The Phantom's turn begins: its die, which its entities share (OH-17). */
export function startPhantomTurn(state: State, rng: Rng, events: Event[]): void {
  state.phase = 'phantom';
  state.roll = rng.between(1, 6); // OH-14
  if (state.partyDice) {
    // OH-D33: against a lone hunter (two players) the Phantom rolls a 1 or a 2 again, once.
    if (state.players === 2 && state.roll <= 2) state.roll = rng.between(1, 6);
    // OH-D27: a Phantom facing three heroes rolls three dice, keeps the highest, and adds one.
    if (state.heroCell.length >= 3)
      state.roll = Math.max(state.roll, rng.between(1, 6), rng.between(1, 6)) + 1;
  }
  state.stepsLeft = state.roll;
  state.cardsThisTurn = 0;
  state.summoned = false;
  state.stopped = false;
  events.push({ type: 'phantom-turn', roll: state.roll, opening: state.openingLeft > 0 });
}

/**
 * The Phantom's piece goes on the board (OH-18). The route of the round goes on: a search still finds the cells it
 * crossed before (OH-22, OH-D17); the table learns the cell of the current step.
 */
export function reveal(state: State, events: Event[]): void {
  if (state.revealed === state.cell) return; // already shown there, and no card played since
  state.revealed = state.cell;
  // OH-D15: the played Move cards are discarded unseen; the stamped traces option shows the route to all.
  events.push({ type: 'revealed', cell: state.cell, route: state.stamped ? state.route.slice() : [] });
  const k = lastStep(state);
  restrict(state, k, k, bitLo(state.cell), bitHi(state.cell));
}

/** The game is over. */
export function finish(state: State, reason: EndReason, events: Event[]): void {
  state.end = reason;
  state.phase = 'over';
  events.push({ type: 'game-over', reason });
}

/** The hunters' turn begins: every hero rolls, or sits it out (OH-D21). */
export function startHuntersTurn(state: State, rng: Rng, events: Event[]): void {
  state.phase = 'hunters';
  state.seatsDone = 0;
  state.struck = false;
  const rolls: number[] = [];
  for (let h = 0; h < state.heroCell.length; h++) {
    let f = state.heroFlags[h] & (SKIP_NEXT | FRIGHTENED | DOUBLE_SPENT);
    let roll: number;
    if ((f & SKIP_NEXT) !== 0) {
      f = (f & ~SKIP_NEXT) | SKIPPING; // OH-24
      roll = 0;
    } else if ((f & FRIGHTENED) !== 0) {
      f &= ~FRIGHTENED; // OH-D8
      roll = 1;
    } else {
      roll = rng.between(1, 6) + (state.heroChar[h] === RUNNER ? 1 : 0); // OH-21
    }
    state.heroRoll[h] = roll;
    state.heroFlags[h] = f;
    rolls.push(roll);
  }
  events.push({ type: 'hunters-turn', rolls });
}

/** Every hunter seat is done: the Phantom's next turn or, once the night is over, dawn. */
export function endHuntersTurn(state: State, rng: Rng, events: Event[]): void {
  if (!state.nightOver) return startPhantomTurn(state, rng, events);
  // OH-30: everything leaves the board, the traps are shown, and the Time token moves on.
  events.push({ type: 'dawn', round: state.round, traps: state.trapCells.slice() });
  const lo = nowLo(state);
  const hi = nowHi(state);
  state.trapCells.length = 0;
  state.trapPlacedAt.length = 0;
  state.trapKnown.length = 0;
  state.trapsGone.length = 0;
  state.pentagrams.length = 0;
  state.entities.length = 0;
  state.phantomCards = 0;
  state.hunterCards = 0;
  state.hand = MOVE_CARDS; // OH-D10
  for (let h = 0; h < state.heroFlags.length; h++) state.heroFlags[h] &= ~DOUBLE_SPENT;
  state.nightOver = false;
  state.played = 0;
  state.route.length = 1;
  state.route[0] = state.cell;
  startRoute(state, lo, hi); // OH-D26: it stays where it is, hidden
  if (state.round >= ROUNDS) return finish(state, 'dawn', events); // OH-1
  state.round++;
  state.phase = 'twilight';
  state.draftLeft = -1;
  state.draftRoll = 0;
  state.lastPick = -1;
  events.push({ type: 'round', round: state.round });
}
