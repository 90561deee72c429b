// Nightmares (MID-23 … MID-25, MID-D15 … MID-D20): what happens when one is drawn, what each does while it lies in
// front of its Midnighter, and how they are shed at the Town Hall or handed on at the Motel.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { countKind, discardOpenly, everyone, handLimit, handWatchers, takeFromHand } from './cards.ts';
import {
  BLUE,
  COLOURLESS,
  DREAMWALK,
  GREEN,
  HORROR,
  KIND_OF,
  MULTICOLOURED,
  RED,
  TOWN_HALL,
  nightmareCard,
  nightmareOf,
} from './content.ts';
import { bit, type MidnightersEvent, type MidnightersState } from './state.ts';

/** Whether `seat` has this nightmare in front of it. */
export function haunted(state: MidnightersState, seat: PlayerSeat, nightmare: number): boolean {
  const cards = state.nightmares[seat];
  if (cards.length === 0) return false;
  const card = nightmareCard(nightmare);
  for (let i = 0; i < cards.length; i++) if (cards[i] === card) return true;
  return false;
}

/** MID-D15: the Red nightmare, heavy feet: one Dreamwalk a turn. */
export function mayWalk(state: MidnightersState, seat: PlayerSeat): boolean {
  return !haunted(state, seat, RED) || countKind(state.played, DREAMWALK) === 0;
}

/** MID-D17: the Green nightmare, the mire: one action a turn instead of two. */
export function actionsOf(state: MidnightersState, seat: PlayerSeat): number {
  return haunted(state, seat, GREEN) ? 1 : 2;
}

/** MID-D19: the Colourless nightmare, oblivion: its holder can neither prepare nor spring a trap. */
export function mayTrap(state: MidnightersState, seat: PlayerSeat): boolean {
  return !haunted(state, seat, COLOURLESS);
}

/** MID-D16: the Blue nightmare, the glass mind: its holder's hand is open to everyone. */
export function handOpen(state: MidnightersState, seat: PlayerSeat): boolean {
  return haunted(state, seat, BLUE);
}

/** MID-D18: the Multicoloured nightmare turns its holder's location at the start of each of its turns. */
export function spins(state: MidnightersState, seat: PlayerSeat): boolean {
  return haunted(state, seat, MULTICOLOURED);
}

/**
 * MID-23, MID-24: a nightmare that comes to `seat` (drawn, or dealt at setup: `came`) takes effect at once and lies
 * face up in front of it; coming to a Midnighter in the Town Hall, it has no effect and is discarded. The
 * Colourless one makes every other Midnighter outside the Town Hall forget a card at random (MID-D19); the Green
 * one takes an action from the turn under way at once (MID-D34).
 */
export function arrive(
  state: MidnightersState,
  seat: PlayerSeat,
  card: number,
  rng: Rng,
  events: MidnightersEvent[],
  came: 'drawn' | 'dealt' = 'drawn',
): void {
  const nightmare = nightmareOf(card);
  state.drawnBy[nightmare] |= bit(seat);
  if (state.avatar[seat] === TOWN_HALL) {
    discardOpenly(state, card);
    events.push({ type: 'nightmare', seat, nightmare, void: true, came });
    return;
  }
  state.nightmares[seat].push(card);
  state.knownBy[card] = (1 << state.players) - 1;
  events.push({ type: 'nightmare', seat, nightmare, void: false, came });
  if (nightmare === GREEN) mired(state, seat, -1);
  if (nightmare === BLUE) openHand(state, seat);
  if (nightmare === COLOURLESS) {
    for (let other = 0; other < state.players; other++) {
      if (other === seat || state.avatar[other] === TOWN_HALL) continue;
      const hand = state.hands[other];
      // A director card: a nightmare still in a hand dealt at setup is not forgotten, it is played (MID-9).
      let directors = 0;
      for (const card of hand) if (KIND_OF[card] >= 0) directors++;
      if (directors === 0) continue;
      let i = rng.int(directors);
      if (directors < hand.length) {
        for (let j = 0, left = i; ; j++) {
          if (KIND_OF[hand[j]] >= 0 && left-- === 0) {
            i = j;
            break;
          }
        }
      }
      const forgotten = hand[i];
      hand[i] = hand[hand.length - 1];
      hand.pop();
      discardOpenly(state, forgotten);
      events.push({ type: 'forgot', seat: other, card: forgotten });
    }
  }
}

/**
 * MID-D34: the Green nightmare counts from the moment it comes until the moment it goes: coming to the Midnighter
 * whose turn is under way it takes one of the actions left (`delta` −1, never below none); leaving it then (the
 * Town Hall, the Motel) gives that action back (+1).
 */
function mired(state: MidnightersState, seat: PlayerSeat, delta: number): void {
  if (state.phase !== 'turn' || state.ending || seat !== state.turn) return;
  state.actions = Math.max(0, state.actions + delta);
}

/** Everyone now knows `seat`'s hand (the Blue nightmare). */
export function openHand(state: MidnightersState, seat: PlayerSeat): void {
  const all = (1 << state.players) - 1;
  for (const card of state.hands[seat]) state.knownBy[card] = all;
}

/**
 * MID-22, MID-D12: the Town Hall: `who`, its activator, sheds all its nightmares, the Midnight Horror included
 * («скинуть все свои кошмары в сброс»), and every other Midnighter's are cancelled too — all but the Horror
 * («кроме Полночного ужаса, для всех Полуночников»).
 */
export function shedAll(state: MidnightersState, who: PlayerSeat, events: MidnightersEvent[]): void {
  const horror = nightmareCard(HORROR);
  for (let s = 0; s < state.players; s++) {
    const kept: number[] = [];
    const shed: number[] = [];
    for (const card of state.nightmares[s]) (card === horror && s !== who ? kept : shed).push(card);
    if (shed.length === 0) continue;
    state.nightmares[s] = kept;
    for (const card of shed) discardOpenly(state, card);
    if (shed.includes(nightmareCard(GREEN))) mired(state, s, 1);
    events.push({ type: 'shed', seat: s, nightmares: shed.map(nightmareOf) });
  }
}

/**
 * MID-22, MID-25: the Motel: `from` hands all its nightmares to `to`, whose effects go on (on `to` now). `to` must
 * then come down to its new hand limit (MID-12): true when it has cards to discard.
 */
export function handOver(
  state: MidnightersState,
  from: PlayerSeat,
  to: PlayerSeat,
  events: MidnightersEvent[],
): boolean {
  const cards = state.nightmares[from];
  if (cards.length === 0) return false;
  state.nightmares[from] = [];
  if (cards.includes(nightmareCard(GREEN))) mired(state, from, 1);
  events.push({ type: 'gave', seat: from, to, nightmares: cards.map(nightmareOf) });
  if (state.avatar[to] === TOWN_HALL) {
    // MID-24: handed to a Midnighter in the Town Hall, they have no effect and are discarded at once.
    for (const card of cards) {
      discardOpenly(state, card);
      events.push({ type: 'nightmare', seat: to, nightmare: nightmareOf(card), void: true, came: 'given' });
    }
    return false;
  }
  state.nightmares[to].push(...cards);
  if (haunted(state, to, BLUE)) openHand(state, to);
  return state.hands[to].length > handLimit(state, to);
}

/** A hand over its limit discards a card of `kind`, face down (MID-12, MID-D9). */
export function discardKind(
  state: MidnightersState,
  seat: PlayerSeat,
  kind: number,
  events: MidnightersEvent[],
): void {
  const card = takeFromHand(state, seat, kind);
  state.discard.push(card);
  const shownTo = handWatchers(state, seat);
  state.knownBy[card] = shownTo;
  events.push({ type: 'discarded', seat, card, shownTo, open: shownTo === everyone(state) });
}

/** Whether a card is a director card of `kind`. */
export function isKind(card: number, kind: number): boolean {
  return KIND_OF[card] === kind;
}
