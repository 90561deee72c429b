// Helpers for Midnighters' tests: matches begun on a random map, quiet tables built card by card on a known map,
// moves played through the kernel's checked door by their keys, refusals checked to change nothing, and random
// reachable states.
import { expect } from 'vitest';
import {
  Match,
  MoveError,
  Rng,
  SYSTEM,
  applyMove,
  canonicalJson,
  nextTurn,
  type Seat,
} from '../../engine/index.ts';
import {
  BLUE,
  CARDS,
  CELLS,
  DIRECTOR_CARDS,
  KIND_OF,
  LOCATION_COUNT,
  SUSPENSE,
  nightmareCard,
} from './content.ts';
import { midnighters, type MidnightersEvent, type MidnightersMove, type MidnightersState } from './index.ts';
import { standingOn } from './traps.ts';
import type { MidnightersOptions } from './state.ts';

export const game = midnighters;

/** The tests' options: a random map (no layout to play through), the default 20-second window, a drawn Director. */
export const OPTIONS: MidnightersOptions = { layout: 'random', windowMs: 20_000, director: 'random' };

/** A match begun on a random map: Match.create plays the system seat's 'begin' at once. */
export function begun(
  players = 3,
  seed = 'table',
  options: Partial<MidnightersOptions> = {},
): Match<
  MidnightersState,
  MidnightersMove,
  ReturnType<typeof game.view>,
  MidnightersEvent,
  MidnightersOptions
> {
  const seats = Array.from({ length: players }, (_, s) => ({ name: `p${s + 1}` }));
  return Match.create(game, { seats, options: { ...OPTIONS, ...options }, seed });
}

/** A fresh state before 'begin' (setup only). */
export function dealt(players = 3, seed = 'table', options: Partial<MidnightersOptions> = {}) {
  return game.setup({ players, options: { ...OPTIONS, ...options }, rng: Rng.fromSeed(seed) });
}

/**
 * The map of a quiet table: location `i` on cell `i`, none turned. Row 1 (north): Corridors 1–4; row 2: Corridors
 * 5 and 6, the Forest, the Square; row 3: the Motel, the Restaurant, the Town Hall, the Bridge.
 */
export const CELL_OF: readonly number[] = Array.from({ length: LOCATION_COUNT }, (_, l) => l);

/** Writable views of a state's read-only fields, for building positions. */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A quiet table in play: the map above, the Director the last seat so seat 0 plays the first turn (two actions),
 * hands of the given kinds (director cards; none by default), every avatar on Corridor 1 unless given, nobody
 * haunted, no traps, an empty discard. The deck holds everything else: the director cards shuffled by `seed`,
 * the six nightmares at its bottom, so no draw meets one until a test puts one on top.
 */
export function table(
  players = 3,
  init: { hands?: readonly (readonly number[])[]; avatars?: readonly number[]; seed?: string } = {},
): MidnightersState {
  const state = dealt(players, init.seed ?? 'quiet') as Writable<MidnightersState>;
  state.director = players - 1;
  state.grid = Array.from({ length: CELLS }, (_, c) => c);
  state.cellOf = CELL_OF.slice();
  state.turns = new Array<number>(LOCATION_COUNT).fill(0);
  state.faceDown = 0;
  state.toPlace = [];
  state.avatar = Array.from({ length: players }, (_, s) => init.avatars?.[s] ?? 0);
  const directors = Rng.fromSeed(init.seed ?? 'quiet').shuffle(
    Array.from({ length: DIRECTOR_CARDS }, (_, c) => c),
  );
  state.hands = Array.from({ length: players }, () => []);
  state.knownBy = new Array<number>(CARDS).fill(0);
  (init.hands ?? []).forEach((kinds, seat) => {
    for (const kind of kinds) {
      const i = directors.findIndex((c) => KIND_OF[c] === kind);
      state.hands[seat].push(directors.splice(i, 1)[0]);
      state.knownBy[state.hands[seat][state.hands[seat].length - 1]] = 1 << seat;
    }
  });
  state.deck = [...Array.from({ length: 6 }, (_, n) => nightmareCard(n)), ...directors];
  state.discard = [];
  state.traps = Array.from({ length: players }, () => []);
  state.nightmares = Array.from({ length: players }, () => []);
  state.played = [];
  state.reshuffles = 0;
  state.phase = 'turn';
  state.turn = 0;
  state.actor = 0;
  state.actions = 2;
  state.turnsTaken = 1;
  state.skip = 0;
  state.control = new Array<number>(players).fill(-1);
  state.pending = [];
  state.window = null;
  state.activating = -1;
  state.activator = -1;
  state.ending = false;
  return state;
}

/** Takes a card out of the deck: a director card of `kind`, or (with `nightmare`) that nightmare. */
export function fromDeck(state: MidnightersState, kind: number, nightmare = false): number {
  const i = nightmare
    ? state.deck.indexOf(nightmareCard(kind))
    : state.deck.findLastIndex((c) => KIND_OF[c] === kind);
  if (i < 0) throw new Error(`no card of ${nightmare ? 'nightmare' : 'kind'} ${kind} in the deck`);
  return state.deck.splice(i, 1)[0];
}

/** Puts cards on top of the deck, the last one on top (the next drawn). */
export function onTop(state: MidnightersState, ...cards: number[]): void {
  for (const card of cards) {
    const i = state.deck.indexOf(card);
    if (i >= 0) state.deck.splice(i, 1);
    state.deck.push(card);
  }
}

/** Gives `seat` a director card of `kind` from the deck, known to it; returns the card. */
export function give(state: MidnightersState, seat: number, kind: number): number {
  const card = fromDeck(state, kind);
  state.hands[seat].push(card);
  state.knownBy[card] = 1 << seat;
  return card;
}

/** Lays nightmare `n` in front of `seat`, face up. */
export function haunt(state: MidnightersState, seat: number, n: number): number {
  const card = fromDeck(state, n, true);
  state.nightmares[seat].push(card);
  state.knownBy[card] = (1 << state.players) - 1;
  // The Blue nightmare lays its holder's hand open (MID-D16).
  if (n === BLUE) for (const c of state.hands[seat]) state.knownBy[c] = (1 << state.players) - 1;
  return card;
}

/** Prepares a trap for `owner` of `kind` on `location` from deck cards, as if set earlier (it has seen who is there). */
export function trap(state: MidnightersState, owner: number, kind: number, location: number): void {
  const cards: [number, number] = [fromDeck(state, SUSPENSE), fromDeck(state, kind)];
  for (const card of cards) state.knownBy[card] = 1 << owner;
  state.traps[owner].push({ cards, location, seen: standingOn(state, location) & ~(1 << owner) });
}

/** A move's key. */
export function key(move: MidnightersMove): string {
  return game.wire!.moveKey!(move);
}

/** The keys of a seat's legal moves. */
export function keys(state: MidnightersState, seat: Seat): string[] {
  return game.legalMoves(state, seat).map(key);
}

/**
 * Plays the legal move with this key for `seat` (the system seat too) through the checked door at `time`; throws
 * when it is not legal. Returns its events.
 */
export function play(
  state: MidnightersState,
  seat: Seat,
  moveKey: string,
  time = 0,
  seed = 'play',
): MidnightersEvent[] {
  const move = game.legalMoves(state, seat).find((m) => key(m) === moveKey);
  if (!move) throw new Error(`no legal move ${moveKey} for seat ${seat}: ${keys(state, seat).join(' ')}`);
  return applyMove(game, state, seat, JSON.parse(JSON.stringify(move)), { rng: Rng.fromSeed(seed), time })
    .events;
}

/**
 * Sends `raw` through the checked door for `seat`, expects it refused with `code`, and checks that the state is
 * exactly as it was. Returns the error.
 */
export function refuse(state: MidnightersState, seat: unknown, raw: unknown, code: string): MoveError {
  const before = canonicalJson(state);
  let error: unknown = null;
  try {
    applyMove(game, state, seat, raw, { rng: Rng.fromSeed('refuse'), time: 0 });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(MoveError);
  expect((error as MoveError).code).toBe(code);
  expect((error as MoveError).message.length).toBeGreaterThan(5);
  expect(canonicalJson(state)).toBe(before);
  return error as MoveError;
}

/** Closes the open trap window as the system seat does when its time is up. */
export function close(state: MidnightersState): MidnightersEvent[] {
  expect(state.window).not.toBeNull();
  return play(state, SYSTEM, 'close', state.window!.closesAt);
}

/** Plays several moves for one seat. */
export function playAll(state: MidnightersState, seat: Seat, ...moveKeys: string[]): MidnightersEvent[] {
  return moveKeys.flatMap((k) => play(state, seat, k));
}

/** Events of a type. */
export function ofType<T extends MidnightersEvent['type']>(
  events: readonly MidnightersEvent[],
  type: T,
): Extract<MidnightersEvent, { type: T }>[] {
  return events.filter((e): e is Extract<MidnightersEvent, { type: T }> => e.type === type);
}

/**
 * Random reachable states along random games, every `every` moves, each one a fresh copy: two games in three on a
 * random map, every third laid out by its Director (so the layout's face-down cards are met too).
 */
export function* randomStates(seed: string, games: number, every = 7): Generator<MidnightersState> {
  const rng = Rng.fromSeed(seed);
  for (let g = 0; g < games; g++) {
    const options: MidnightersOptions = g % 3 === 2 ? { ...OPTIONS, layout: 'director' } : OPTIONS;
    const state = game.setup({ players: 2 + (g % 5), options, rng });
    let time = 0;
    for (let i = 0; i < 3000 && game.outcome(state) === null; i++) {
      const now = game.toAct(state);
      const due = now.system ? (game.timing!.dueAt!(state) ?? time) : Infinity;
      const seat = nextTurn(now, 0, due <= time) ?? SYSTEM;
      const moves = game.legalMoves(state, seat);
      time = Math.max(time + 1000, seat === SYSTEM ? (game.timing!.dueAt!(state) ?? time) : time);
      game.apply(state, seat, moves[rng.int(moves.length)], { rng, time });
      if (i % every === 0 && game.outcome(state) === null) yield game.clone(state);
    }
  }
}
