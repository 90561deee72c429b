// The unique locations' activations (MID-20, MID-22, MID-D8 … MID-D12): what a Midnight Star does on each, and the
// decisions some of them ask for. `who` gains the activation; `seat` decides (they differ only when someone else
// plays the turn: a Dream Catcher trap's owner, MID-33).
import type { PlayerSeat } from '../../engine/index.ts';
import { forestTargets, swapLocations } from './board.ts';
import { learn } from './cards.ts';
import { BRIDGE, FOREST, MOTEL, RESTAURANT, SQUARE, TOWN_HALL } from './content.ts';
import { handOver, shedAll } from './nightmares.ts';
import type { MidnightersEvent, MidnightersState } from './state.ts';

/** MID-22: a unique location activated for `who`, decided by `seat`. */
export function activate(
  state: MidnightersState,
  who: PlayerSeat,
  seat: PlayerSeat,
  location: number,
  events: MidnightersEvent[],
): void {
  // MID-11: a Bridge activated for a Midnighter with a nightmare does nothing, and the log says so (not "works").
  if (location === BRIDGE && state.nightmares[who].length > 0) {
    events.push({ type: 'barred', seat: who });
    return;
  }
  events.push({ type: 'activated', seat: who, location });
  switch (location) {
    case FOREST:
      if (forestTargets(state).length > 0) state.pending.push({ kind: 'forest', seat, who });
      break;
    case SQUARE:
      // MID-D9: the pile lies face down; the Square lets you look through it.
      learn(state, seat, state.discard);
      events.push({ type: 'looked', seat, at: 'discard', target: null, cards: state.discard.slice() });
      break;
    case MOTEL:
      state.pending.push({ kind: 'motel-look', seat, who });
      break;
    case RESTAURANT:
      state.pending.push({ kind: 'restaurant', seat, who });
      break;
    case TOWN_HALL:
      shedAll(state, who, events);
      break;
    case BRIDGE:
      // MID-10: a Midnighter without nightmares wakes (MID-11: the others were barred above).
      state.winner = who;
      state.phase = 'over';
      events.push({ type: 'woke', seat: who });
      break;
  }
}

/** MID-D8: the Forest takes `who` to a location in its row or column. */
export function forestGo(
  state: MidnightersState,
  who: PlayerSeat,
  to: number,
  events: MidnightersEvent[],
): void {
  state.avatar[who] = to;
  events.push({ type: 'moved', seat: who, by: who, to, why: 'forest' });
}

/** MID-D10: the Motel shows `seat` the hand of `target`. */
export function motelLook(
  state: MidnightersState,
  seat: PlayerSeat,
  target: PlayerSeat,
  events: MidnightersEvent[],
): void {
  learn(state, seat, state.hands[target]);
  // In card order, not the hand's (MID-D35): the order would tell which cards came last.
  const cards = state.hands[target].slice().sort((a, b) => a - b);
  events.push({ type: 'looked', seat, at: 'hand', target, cards });
}

/** MID-D10: `who` hands `target` its nightmares; `target` then discards down to its limit (its choice). */
export function motelGive(
  state: MidnightersState,
  who: PlayerSeat,
  target: PlayerSeat,
  events: MidnightersEvent[],
): void {
  if (handOver(state, who, target, events)) state.pending.push({ kind: 'discard', seat: target });
}

/** MID-D11: the Restaurant: `who`'s location changes places with another, each with its Midnighters. */
export function restaurantSwap(
  state: MidnightersState,
  who: PlayerSeat,
  other: number,
  events: MidnightersEvent[],
): void {
  const mine = state.avatar[who];
  swapLocations(state, mine, other);
  for (const location of [mine, other]) {
    events.push({
      type: 'location-moved',
      location,
      cell: state.cellOf[location],
      turn: state.turns[location],
      why: 'restaurant',
    });
  }
}

/** The locations the Restaurant can swap `who`'s location with: every other one. */
export function restaurantTargets(state: MidnightersState, who: PlayerSeat): number[] {
  const mine = state.avatar[who];
  const out: number[] = [];
  for (let location = 0; location < state.cellOf.length; location++) {
    if (location !== mine && state.cellOf[location] >= 0) out.push(location);
  }
  return out;
}
