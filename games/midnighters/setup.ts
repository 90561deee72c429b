// A fresh dream (MID-5 … MID-9, MID-D3, MID-D4): the Director, the deal, the map — laid out by the Director as
// printed, or by the engine — the avatars on Corridors, and the nightmares dealt at setup taking effect.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { putLocation } from './board.ts';
import { handWatchers } from './cards.ts';
import { CARDS, CELLS, CORRIDORS, HAND_LIMIT, LOCATION_COUNT, nightmareOf } from './content.ts';
import { arrive } from './nightmares.ts';
import {
  bit,
  nextSeat,
  type MidnightersEvent,
  type MidnightersOptions,
  type MidnightersState,
} from './state.ts';

// Every card, every Corridor, every unique location, in order: a setup copies and shuffles them.
const ALL_CARDS: readonly number[] = Array.from({ length: CARDS }, (_, card) => card);
const ALL_CORRIDORS: readonly number[] = Array.from({ length: CORRIDORS }, (_, i) => i);
const ALL_UNIQUES: readonly number[] = Array.from(
  { length: LOCATION_COUNT - CORRIDORS },
  (_, i) => CORRIDORS + i,
);

export function setup(players: number, options: MidnightersOptions, rng: Rng): MidnightersState {
  const deck = ALL_CARDS.slice();
  rng.shuffle(deck); // MID-8: the director cards with the nightmares
  // MID-5, MID-D4: the Director the players chose in the lobby, or one drawn at random.
  const director = options.director === 'random' ? rng.int(players) : Math.min(options.director, players - 1);
  const corridors = ALL_CORRIDORS.slice();
  const uniques = ALL_UNIQUES.slice();
  rng.shuffle(corridors); // MID-6: shuffled apart
  rng.shuffle(uniques);
  const state: MidnightersState = {
    players,
    options,
    director,
    phase: options.layout === 'director' ? 'arrange' : 'begin',
    grid: new Array<number>(CELLS).fill(-1),
    cellOf: new Array<number>(LOCATION_COUNT).fill(-1),
    turns: new Array<number>(LOCATION_COUNT).fill(0),
    faceDown: 0,
    toPlace: [...corridors, ...uniques],
    avatar: new Array<number>(players).fill(-1),
    deck,
    discard: [],
    hands: Array.from({ length: players }, () => []),
    traps: Array.from({ length: players }, () => []),
    nightmares: Array.from({ length: players }, () => []),
    played: [],
    knownBy: new Array<number>(CARDS).fill(0),
    reshuffles: 0,
    turn: nextSeat({ players }, director),
    actor: nextSeat({ players }, director),
    actions: 0,
    turnsTaken: 0,
    skip: 0,
    control: new Array<number>(players).fill(-1),
    pending: [],
    window: null,
    activating: -1,
    activator: -1,
    ending: false,
    trapsSet: 0,
    trapsSprung: 0,
    drawnBy: new Array<number>(6).fill(0),
    winner: -1,
    faded: false,
  };
  // MID-8: five cards each, face down; the nightmares among them wait for the start (MID-9).
  for (let seat = 0; seat < players; seat++) {
    for (let i = 0; i < HAND_LIMIT; i++) {
      const card = deck.pop()!;
      state.hands[seat].push(card);
      state.knownBy[card] = bit(seat);
    }
  }
  if (options.layout === 'random') layOutAtRandom(state, rng);
  return state;
}

/** MID-D3: the random map: the twelve locations on the twelve cells, turned any way; avatars on random Corridors. */
function layOutAtRandom(state: MidnightersState, rng: Rng): void {
  const cells = Array.from({ length: CELLS }, (_, c) => c);
  rng.shuffle(cells);
  for (const location of state.toPlace) {
    putLocation(state, location, cells.pop()!);
    state.turns[location] = rng.int(4);
  }
  state.toPlace = [];
  for (let seat = 0; seat < state.players; seat++) state.avatar[seat] = rng.int(CORRIDORS);
}

/** The location the Director places next, and whether it goes face down (a unique one). */
export function nextToPlace(state: MidnightersState): number {
  return state.toPlace[0];
}

/**
 * MID-6: the Director puts the next location on an empty cell: a Corridor face up, turned as it chooses; a unique
 * location face down, so its turn is not the Director's to see (MID-D3: it is drawn at random, hidden).
 */
export function place(
  state: MidnightersState,
  cell: number,
  turn: number,
  rng: Rng,
  events: MidnightersEvent[],
): void {
  const location = state.toPlace.shift()!;
  putLocation(state, location, cell);
  if (location < CORRIDORS) {
    state.turns[location] = turn;
    events.push({ type: 'placed', location, cell, turn });
  } else {
    state.turns[location] = rng.int(4);
    state.faceDown |= 1 << location;
    events.push({ type: 'placed', location: -1, cell, turn: 0 });
  }
  if (state.toPlace.length === 0) state.phase = 'settle';
}

/** The seat whose avatar the Director puts down next (MID-7): seats in order. */
export function nextToSettle(state: MidnightersState): PlayerSeat {
  return state.avatar.indexOf(-1);
}

/** MID-7: the Director puts an avatar on a Corridor (any number share one). */
export function settle(state: MidnightersState, location: number, events: MidnightersEvent[]): void {
  const seat = nextToSettle(state);
  state.avatar[seat] = location;
  events.push({ type: 'settled', seat, location });
  if (state.avatar.indexOf(-1) < 0) state.phase = 'begin';
}

/**
 * MID-7, MID-9: the game begins: the unique locations turn face up, and the nightmares dealt at setup take effect,
 * seat by seat in turn order from the first player (the system seat plays this step, so it is in the log).
 */
export function begin(state: MidnightersState, rng: Rng, events: MidnightersEvent[]): void {
  if (state.faceDown !== 0) {
    const locations: { location: number; cell: number; turn: number }[] = [];
    for (let location = CORRIDORS; location < LOCATION_COUNT; location++) {
      if (state.faceDown & (1 << location)) {
        locations.push({ location, cell: state.cellOf[location], turn: state.turns[location] });
      }
    }
    state.faceDown = 0;
    events.push({ type: 'revealed', locations });
  }
  let seat = state.turn;
  for (let i = 0; i < state.players; i++, seat = nextSeat(state, seat)) {
    const hand = state.hands[seat];
    for (let j = hand.length - 1; j >= 0; j--) {
      const card = hand[j];
      if (nightmareOf(card) < 0) continue;
      hand.splice(j, 1);
      arrive(state, seat, card, rng, events, 'dealt');
    }
    const watchers = handWatchers(state, seat);
    for (const card of hand) state.knownBy[card] |= watchers;
  }
  state.phase = 'turn';
}
