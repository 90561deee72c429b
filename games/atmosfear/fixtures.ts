// Helpers for ATMOSFEAR's tests: a table whose hour has begun, pieces put where a test needs them, moves played
// by the game's own functions with a seeded stream, and a match played through the kernel in virtual time.
import { expect } from 'vitest';
import { Match, Rng, SYSTEM, type PlayerSeat, type Seat } from '../../engine/index.ts';
import { HEADSTONES, PROVINCES, SEWER_SKULLS } from './board.ts';
import { playByHeuristic } from './bench-position.ts';
import { atmosfear, type AtmosfearEvent, type AtmosfearMove, type AtmosfearState } from './index.ts';
import { moveKey } from './moves.ts';
import type { AtmosfearOptions } from './state.ts';

export const game = atmosfear;

/** A fresh table before any fear is written. */
export function fresh(players = 4, seed = 'table', options: Partial<AtmosfearOptions> = {}): AtmosfearState {
  return game.setup({ players, options: { ...game.options.defaults, ...options }, rng: Rng.fromSeed(seed) });
}

/** A table whose fears are all in the Well (ours), so the hour has begun at time 0. */
export function begun(players = 4, seed = 'table', options: Partial<AtmosfearOptions> = {}): AtmosfearState {
  const state = fresh(players, seed, options);
  const rng = Rng.fromSeed(`${seed}/moves`);
  for (let s = 0; s < players; s++)
    game.apply(state, s, { type: 'fear', key: state.dealt[s][0] }, { rng, time: 0 });
  expect(state.phase).toBe('play');
  return state;
}

/** The test's stream of chance, fixed. */
export function rngOf(seed = 'moves'): Rng {
  return Rng.fromSeed(seed);
}

/** Plays `move` for `seat` if it is legal (by key), at `time`; returns the events. */
export function play(
  state: AtmosfearState,
  seat: Seat,
  move: AtmosfearMove,
  rng: Rng = rngOf(),
  time = state.lastAt,
): AtmosfearEvent[] {
  const keys = game.legalMoves(state, seat).map(moveKey);
  expect(keys, `${String(seat)} may play ${moveKey(move)}`).toContain(moveKey(move));
  return game.apply(state, seat, move, { rng, time });
}

/** Lets the clock run to its next due time and plays what falls due. */
export function tick(state: AtmosfearState, rng: Rng = rngOf()): AtmosfearEvent[] {
  const due = game.timing!.dueAt!(state)!;
  return game.apply(state, SYSTEM, { type: 'time' }, { rng, time: Math.max(due, state.lastAt) });
}

/** Makes `seat` the Harbinger `h`, standing on its Headstone. */
export function harbinger(state: AtmosfearState, seat: PlayerSeat, h: number): void {
  state.role[seat] = 'harbinger';
  state.harbinger[seat] = h;
  state.at[seat] = HEADSTONES[h];
}

/** Makes `seat` a Soul Ranger of Harbinger `h`'s Sewer, turned, standing on its Skull. */
export function ranger(state: AtmosfearState, seat: PlayerSeat, h: number): void {
  state.flipped |= 1 << h;
  state.role[seat] = 'ranger';
  state.rangerHome[seat] = SEWER_SKULLS[h];
  state.at[seat] = SEWER_SKULLS[h];
  state.drafted = true;
}

/** Gives `seat` Keystones of these colours, seen by everyone. */
export function give(
  state: AtmosfearState,
  seat: PlayerSeat,
  colours: readonly number[],
  knownBy = -1,
): void {
  for (const c of colours) {
    state.keys[seat].push(c);
    state.known[seat].push(knownBy < 0 ? (1 << state.players) - 1 : knownBy | (1 << seat));
  }
}

/** Sets the dice as if `seat` had just rolled them (its turn, ready to move). */
export function rolled(state: AtmosfearState, seat: PlayerSeat, dice: number[]): void {
  state.turn = seat;
  state.stage = 'move';
  state.dice = dice;
  state.throughGates = dice.includes(state.number[seat]);
  state.gatekeeper.speakingUntil = -1;
  state.pending = null;
}

/** A seeded match of heuristic bots, driven in virtual time until `until` says so or it ends. */
export function simulated(
  players: number,
  seed: string,
  options: Partial<AtmosfearOptions> = {},
  until: (
    match: Match<AtmosfearState, AtmosfearMove, unknown, AtmosfearEvent, AtmosfearOptions>,
  ) => boolean = () => false,
) {
  const seats = Array.from({ length: players }, (_, s) => ({ name: `p${s + 1}` }));
  const match = Match.create(game, { seats, seed, options: { ...game.options.defaults, ...options } });
  playByHeuristic(match, seed, () => until(match));
  return match;
}

/** A square of Harbinger h's Province loop (0 where its approach arrives, then round). */
export function loop(h: number, i: number): number {
  return PROVINCES[h].loop + (((i % 12) + 12) % 12);
}

/** The keys of a seat's legal moves. */
export function keys(state: AtmosfearState, seat: number): string[] {
  return game.legalMoves(state, seat).map(moveKey);
}

/** Makes every seat a Harbinger (seat s of Harbinger s), so nothing of the race is left. */
export function allHarbingers(state: AtmosfearState): void {
  for (let s = 0; s < state.players; s++) harbinger(state, s, s);
  state.drafted = true;
}

/**
 * Brings the Gatekeeper now, trying one stream of chance after another until he does what `wanted` asks; returns
 * the state after his appearance and its events.
 */
export function summon(
  state: AtmosfearState,
  wanted: (e: Extract<AtmosfearEvent, { type: 'gatekeeper' }>) => boolean,
): { state: AtmosfearState; events: AtmosfearEvent[] } {
  for (let i = 0; i < 3000; i++) {
    const tried = game.clone(state);
    tried.gatekeeper.nextAt = tried.lastAt;
    tried.gatekeeper.speakingUntil = -1;
    tried.drafted = true;
    const events = tick(tried, rngOf(`summon/${i}`));
    const said = events.find((e) => e.type === 'gatekeeper');
    if (said && said.type === 'gatekeeper' && wanted(said)) return { state: tried, events };
  }
  throw new Error('he never did that');
}
