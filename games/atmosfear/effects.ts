// What happens to a piece, whoever makes it happen (the Gatekeeper, a Fate card, an Occupation, a square): the
// Black Holes (ATM-28), missed turns, Gates (ATM-29), Compass flights (ATM-26) and the Occupation penalties
// (ATM-30, ATM-D5).
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { BLACK_HOLE, KIND, isUp, layoutOf, nearest } from './board.ts';
import { OCCUPATIONS, RELEASE } from './content.ts';
import { loseOne, sendBack } from './keystones.ts';
import { freeCompasses, gateSquares, hasPower } from './reach.ts';
import type { AtmosfearEvent, AtmosfearState, MoveHow, PendingWhy } from './state.ts';
import { bit } from './state.ts';

/** Moves a piece, leaving the square it duelled from (ATM-24). */
export function place(
  state: AtmosfearState,
  seat: PlayerSeat,
  to: number,
  how: MoveHow,
  events: AtmosfearEvent[],
): void {
  const from = state.at[seat];
  state.at[seat] = to;
  if (to !== from) state.duelledAt[seat] = -1;
  events.push({ type: 'moved', seat, from, to, how });
}

/** The Black Hole nearest a seat, along the squares that are up. */
export function nearestBlackHole(state: AtmosfearState, seat: PlayerSeat): number {
  const layout = layoutOf(state.order);
  return nearest(
    layout,
    state.flipped,
    state.at[seat],
    (sq) => KIND[sq] === BLACK_HOLE && isUp(sq, state.flipped),
  );
}

/**
 * ATM-28, ATM-39: a piece in a Black Hole is held there unless its Keystones free it — a Harbinger, or a Numb Skull
 * banished there ("you can not play unless you have the Keystone"); a Soul Ranger never is (it cannot be Banished,
 * ATM-39).
 */
export function intoBlackHole(state: AtmosfearState, seat: PlayerSeat, events: AtmosfearEvent[]): void {
  if (state.role[seat] === 'ranger' || hasPower(state, seat, RELEASE)) return;
  state.stuck |= bit(seat);
  events.push({ type: 'stuck', seat, square: state.at[seat] });
}

/**
 * ATM-28: whether a seat is held in a Black Hole so that it cannot play: as printed, until the Gatekeeper frees it
 * (with the `roll` option it tries for its own number on its turn instead, ATM-D18).
 */
export function held(state: AtmosfearState, seat: PlayerSeat): boolean {
  return (state.stuck & bit(seat)) !== 0 && state.options.blackHole !== 'roll';
}

/** ATM-28: banished to the nearest Black Hole. */
export function banish(state: AtmosfearState, seat: PlayerSeat, events: AtmosfearEvent[]): void {
  const hole = nearestBlackHole(state, seat);
  if (hole < 0) return;
  if (hole !== state.at[seat]) place(state, seat, hole, 'black-hole', events);
  intoBlackHole(state, seat, events);
}

/** Out of the Black Hole. */
export function free(state: AtmosfearState, seat: PlayerSeat, events: AtmosfearEvent[]): void {
  if ((state.stuck & bit(seat)) === 0) return;
  state.stuck &= ~bit(seat);
  events.push({ type: 'freed', seat });
}

/** The seat misses its next turn. */
export function sleep(state: AtmosfearState, seat: PlayerSeat): void {
  state.sleeping[seat]++;
}

/** ATM-29, ATM-D17: a new Gate on a random free path square, or, all four being out, one of them moved. */
export function gatekeeperGate(state: AtmosfearState, rng: Rng, events: AtmosfearEvent[]): void {
  const squares = gateSquares(state);
  if (squares.length === 0) return;
  const to = squares[rng.int(squares.length)];
  if (state.gates.length < GATE_COUNT) {
    state.gates.push(to);
    events.push({ type: 'gate', square: to, from: -1 });
  } else {
    const i = rng.int(state.gates.length);
    const from = state.gates[i];
    state.gates[i] = to;
    events.push({ type: 'gate', square: to, from });
  }
}
export const GATE_COUNT = 4;

/** A Gate moves from one square to another (−1: it leaves the board). */
export function moveGate(state: AtmosfearState, from: number, to: number, events: AtmosfearEvent[]): void {
  const i = state.gates.indexOf(from);
  if (i < 0 || from === to) return;
  if (to < 0) state.gates.splice(i, 1);
  else state.gates[i] = to;
  events.push({ type: 'gate', square: to, from });
}

/**
 * Asks `seat` to choose among `among` for `why` (about the player `about`, where it concerns one); with nothing to
 * choose among, nothing happens. `until`: when the system seat chooses instead (−1: no limit).
 */
export function ask(
  state: AtmosfearState,
  seat: PlayerSeat,
  why: PendingWhy,
  among: readonly number[],
  about: PlayerSeat = -1,
  until = -1,
): boolean {
  if (among.length === 0) return false;
  state.pending = { seat, why, among, about, until };
  return true;
}

/** Seats other than `seat`. */
export function opponents(state: AtmosfearState, seat: PlayerSeat): PlayerSeat[] {
  const out: PlayerSeat[] = [];
  for (let s = 0; s < state.players; s++) if (s !== seat) out.push(s);
  return out;
}

/** Opponents holding at least one Keystone (someone to take one from). */
export function richOpponents(state: AtmosfearState, seat: PlayerSeat): PlayerSeat[] {
  return opponents(state, seat).filter((s) => state.keys[s].length > 0);
}

/** ATM-26: a flight to a free Compass of the seat's choice. */
export function askCompass(state: AtmosfearState, seat: PlayerSeat, why: PendingWhy = 'compass'): boolean {
  return ask(state, seat, why, freeCompasses(state, state.at[seat]));
}

/**
 * ATM-30, ATM-D5: `seat` (a Harbinger with its Occupation Keystone) lands on `victim`'s square and does its
 * Harbinger's penalty to it. Returns whether the penalty waits for a choice (Hellin's throw).
 */
export function occupy(
  state: AtmosfearState,
  seat: PlayerSeat,
  victim: PlayerSeat,
  rng: Rng,
  events: AtmosfearEvent[],
): boolean {
  const penalty = OCCUPATIONS[state.harbinger[seat]];
  events.push({ type: 'occupied', seat, victim, penalty });
  switch (penalty) {
    case 'maul':
      sleep(state, victim);
      return false;
    case 'hurl':
      return ask(state, seat, 'hurl', freeCompasses(state, -1), victim);
    case 'entomb':
      sendBack(state, victim, events);
      return false;
    case 'drain':
      loseOne(state, victim, rng, events);
      return false;
    case 'raise':
      banish(state, victim, events);
      return false;
    case 'hex': {
      const hand = state.hands[victim];
      if (hand.length === 0) {
        sleep(state, victim);
        return false;
      }
      const [card] = hand.splice(rng.int(hand.length), 1);
      state.spent[state.harbinger[victim]].push(card);
      return false;
    }
  }
}
