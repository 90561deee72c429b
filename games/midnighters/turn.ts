// A Midnighter's turn (MID-13 … MID-15): its beginning (skipped or played by a trap's owner, a spinning room),
// its actions and what each costs, and its end (the played cards discarded, the hand drawn back up).
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { neighbourOf, swapLocations, turnLocation, walkTarget } from './board.ts';
import {
  FADES_AFTER_ROUNDS,
  discardOpenly,
  drawTop,
  everyone,
  fade,
  handLimit,
  handWatchers,
  learn,
  putUnder,
  takeFromHand,
} from './cards.ts';
import {
  ANGLE,
  BRIDGE,
  CATCHER,
  CATCHER_LOOK,
  DREAMWALK,
  STAR,
  VERTIGO,
  isUnique,
  nightmareOf,
} from './content.ts';
import { VERTIGO_HOWS } from './moves.ts';
import { actionsOf, arrive, spins } from './nightmares.ts';
import { bit, nextSeat, type MidnightersEvent, type MidnightersState, type VertigoHow } from './state.ts';

/** Draws one card into `seat`'s hand; a nightmare takes effect instead (MID-23). False when no card is left. */
export function drawOne(
  state: MidnightersState,
  seat: PlayerSeat,
  rng: Rng,
  events: MidnightersEvent[],
  drawn: (number | null)[],
): boolean {
  const card = drawTop(state, rng, events);
  if (card === null) return false;
  if (nightmareOf(card) >= 0) {
    arrive(state, seat, card, rng, events);
  } else {
    state.hands[seat].push(card);
    state.knownBy[card] |= handWatchers(state, seat);
    drawn.push(card);
  }
  return true;
}

/** MID-14: `seat` draws back up to its hand limit. */
export function drawUp(
  state: MidnightersState,
  seat: PlayerSeat,
  rng: Rng,
  events: MidnightersEvent[],
): void {
  const drawn: (number | null)[] = [];
  while (state.phase !== 'over' && state.hands[seat].length < handLimit(state, seat)) {
    if (!drawOne(state, seat, rng, events, drawn)) break;
  }
  drew(state, seat, drawn, events);
}

/** MID-26: after preparing a trap, the player draws the two cards it is short (a nightmare counts as one). */
export function drawTwo(state: MidnightersState, rng: Rng, events: MidnightersEvent[]): void {
  const seat = state.turn;
  const drawn: (number | null)[] = [];
  for (let i = 0; i < 2 && state.phase !== 'over' && state.hands[seat].length < handLimit(state, seat); i++) {
    if (!drawOne(state, seat, rng, events, drawn)) break;
  }
  drew(state, seat, drawn, events);
}

/** The `drew` event: the cards are shown to whoever sees the hand now (a Blue nightmare drawn among them opens it). */
function drew(
  state: MidnightersState,
  seat: PlayerSeat,
  drawn: (number | null)[],
  events: MidnightersEvent[],
) {
  if (drawn.length === 0) return;
  const shownTo = handWatchers(state, seat);
  events.push({ type: 'drew', seat, cards: drawn, shownTo, open: shownTo === everyone(state) });
}

/**
 * MID-13: the turn of the next seat that plays begins. A seat caught by a trap skips it (MID-28); a seat taken by
 * a Dream Catcher trap has it played by the trap's owner (MID-33). The Multicoloured nightmare turns its holder's
 * location first (MID-D18).
 */
export function startNextTurn(state: MidnightersState, events: MidnightersEvent[]): void {
  if (state.turnsTaken >= FADES_AFTER_ROUNDS * state.players) return fade(state, events);
  let seat = nextSeat(state, state.turn);
  for (let guard = 0; guard < state.players; guard++) {
    if (state.control[seat] < 0 && state.skip & bit(seat)) {
      state.skip &= ~bit(seat);
      events.push({ type: 'skipped', seat });
      seat = nextSeat(state, seat);
      continue;
    }
    break;
  }
  state.skip &= ~bit(seat);
  const actor = state.control[seat] >= 0 ? state.control[seat] : seat;
  state.control[seat] = -1;
  state.turn = seat;
  state.actor = actor;
  state.actions = actionsOf(state, seat);
  state.turnsTaken++;
  state.ending = false;
  if (actor !== seat) learn(state, actor, state.hands[seat]);
  events.push({ type: 'turn', seat, actor, actions: state.actions });
  if (spins(state, seat)) {
    const location = state.avatar[seat];
    turnLocation(state, location, 1);
    events.push({
      type: 'location-moved',
      location,
      cell: state.cellOf[location],
      turn: state.turns[location],
      why: 'spin',
    });
  }
}

/** MID-14: the turn ends: the cards played are discarded, the hand is drawn back up. */
export function endTurn(state: MidnightersState, rng: Rng, events: MidnightersEvent[]): void {
  const seat = state.turn;
  for (const card of state.played) discardOpenly(state, card);
  state.played = [];
  events.push({ type: 'turn-ended', seat });
  drawUp(state, seat, rng, events);
  state.ending = true;
}

/** A director card of `kind` leaves the hand of the turn's seat for the table (played face up, MID-14). */
function play(state: MidnightersState, kind: number): number {
  const card = takeFromHand(state, state.turn, kind);
  state.played.push(card);
  state.knownBy[card] = (1 << state.players) - 1;
  return card;
}

/** MID-18: a Dreamwalk one step across an arrow of the walker's location (MID-D5). */
export function walk(state: MidnightersState, dir: number, events: MidnightersEvent[]): void {
  const seat = state.turn;
  const from = state.avatar[seat];
  play(state, DREAMWALK);
  state.actions--;
  const to = walkTarget(state, from, dir);
  state.avatar[seat] = to;
  events.push({ type: 'walked', seat, from, to });
}

/** MID-19, MID-D6: a Vertigo turns a location a quarter turn, or swaps it with the location next to it. */
export function vertigo(
  state: MidnightersState,
  location: number,
  how: VertigoHow,
  events: MidnightersEvent[],
): void {
  play(state, VERTIGO);
  state.actions--;
  if (how === 'cw' || how === 'ccw') turnLocation(state, location, how === 'cw' ? 1 : -1);
  else swapLocations(state, location, neighbourOf(state, location, VERTIGO_HOWS.indexOf(how) - 2));
  events.push({
    type: 'vertigo',
    seat: state.turn,
    location,
    how,
    cell: state.cellOf[location],
    turn: state.turns[location],
  });
}

/** MID-20: the Midnight Star is played on the walker's unique location (its activation follows, rules.ts). */
export function playStar(state: MidnightersState, events: MidnightersEvent[]): number {
  play(state, STAR);
  state.actions--;
  const location = state.avatar[state.turn];
  events.push({ type: 'star', seat: state.turn, location });
  return location;
}

/** MID-D13: a Dream Catcher on its own shows the top two cards of the deck; the player may bury any of them. */
export function playCatcher(state: MidnightersState, events: MidnightersEvent[]): void {
  play(state, CATCHER);
  state.actions--;
  const deck = state.deck;
  const cards: number[] = [];
  for (let i = 0; i < CATCHER_LOOK && i < deck.length; i++) cards.push(deck[deck.length - 1 - i]);
  learn(state, state.actor, cards);
  events.push({ type: 'looked', seat: state.actor, at: 'deck', target: null, cards });
  state.pending.push({ kind: 'catcher', seat: state.actor, cards });
}

/** MID-D13: the shown cards chosen by `mask` (bit i: the i-th from the top) go under the deck, in that order. */
export function bury(
  state: MidnightersState,
  mask: number,
  cards: readonly number[],
  events: MidnightersEvent[],
): void {
  let count = 0;
  for (let i = 0; i < cards.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    const at = state.deck.lastIndexOf(cards[i]);
    state.deck.splice(at, 1);
    putUnder(state, cards[i], bit(state.actor));
    count++;
  }
  events.push({ type: 'buried', seat: state.actor, count });
}

/** MID-13: a Dutch Angle gives one more action this turn, for none. */
export function playAngle(state: MidnightersState, events: MidnightersEvent[]): void {
  play(state, ANGLE);
  state.actions++;
  events.push({ type: 'angle', seat: state.turn });
}

/**
 * MID-13, MID-D14: a blind swap: a director card goes under the deck, the top card comes to hand. The log tells
 * the swap, then the nightmare it brought, if it did (it takes effect as it comes, MID-23).
 */
export function blindSwap(state: MidnightersState, kind: number, rng: Rng, events: MidnightersEvent[]): void {
  const seat = state.turn;
  state.actions--;
  // Who sees the hand sees which card left it for the bottom of the deck (a Blue nightmare drawn now came later).
  const shownTo = handWatchers(state, seat);
  const given = takeFromHand(state, seat, kind);
  const card = drawTop(state, rng, events);
  putUnder(state, given, shownTo);
  const director = card !== null && nightmareOf(card) < 0;
  if (director) {
    state.hands[seat].push(card);
    state.knownBy[card] |= shownTo;
  }
  events.push({
    type: 'swapped',
    seat,
    kind,
    card: director ? card : null,
    shownTo,
    open: shownTo === everyone(state),
  });
  if (card !== null && !director) arrive(state, seat, card, rng, events);
}

/** Whether the deck (or the discard it would become) has a card to give. */
export function cardsLeft(state: MidnightersState): boolean {
  return state.deck.length + state.discard.length > 0;
}

/**
 * MID-20, MID-D7: whether the turn's Midnighter may play a Midnight Star where it stands: a unique location, the
 * Bridge only without a nightmare (MID-11).
 */
export function mayStar(state: MidnightersState): boolean {
  const location = state.avatar[state.turn];
  return isUnique(location) && (location !== BRIDGE || state.nightmares[state.turn].length === 0);
}
