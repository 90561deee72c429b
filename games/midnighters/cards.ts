// Where the cards go, and who knows it: drawing, playing, discarding, the reshuffle (MID-14, MID-15), and the
// `knownBy` bookkeeping a view and a determinization read. Every move of a card goes through here.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { BLUE, HAND_LIMIT, HAND_LIMIT_AFTER_RESHUFFLE, KIND_OF, nightmareCard } from './content.ts';
import { bit, type MidnightersEvent, type MidnightersState } from './state.ts';

/** Every seat (bitmask). */
export function everyone(state: MidnightersState): number {
  return (1 << state.players) - 1;
}

/** MID-12, MID-15: the hand limit of a seat: 5 (7 once the deck has been reshuffled), minus one per nightmare. */
export function handLimit(state: MidnightersState, seat: PlayerSeat): number {
  const base = state.reshuffles > 0 ? HAND_LIMIT_AFTER_RESHUFFLE : HAND_LIMIT;
  return Math.max(0, base - state.nightmares[seat].length);
}

/**
 * Who sees `seat`'s hand: who learns a card that enters it, and where a card from it goes (under the deck, into a
 * trap, face down to the discard). The seat itself; the one playing its turn, when a Dream Catcher trap's owner
 * plays it (MID-33); everyone, when the hand is open (MID-D16).
 */
export function handWatchers(state: MidnightersState, seat: PlayerSeat): number {
  const nightmares = state.nightmares[seat];
  if (nightmares.length > 0 && nightmares.includes(nightmareCard(BLUE))) return everyone(state);
  return seat === state.turn ? bit(seat) | bit(state.actor) : bit(seat);
}

/** A card played face up: everyone knows it is in the discard. */
export function discardOpenly(state: MidnightersState, card: number): void {
  state.discard.push(card);
  state.knownBy[card] = everyone(state);
}

/** A card discarded face down by `seat`: only it knows where it went (MID-D9). */
export function discardSecretly(state: MidnightersState, seat: PlayerSeat, card: number): void {
  state.discard.push(card);
  state.knownBy[card] = bit(seat);
}

/** The index in `seat`'s hand of a card of `kind`, or −1: the last one, so removing it moves nothing else. */
export function cardOfKind(hand: readonly number[], kind: number): number {
  for (let i = hand.length - 1; i >= 0; i--) if (KIND_OF[hand[i]] === kind) return i;
  return -1;
}

/**
 * Takes a card of `kind` out of `seat`'s hand and returns it (the move was checked: there is one). MID-D35: cards
 * of one kind are alike, so the card taken is the one that tells the others nothing new: the one known to the
 * most seats; and a seat that knew another card of that kind in the hand, but not the one taken, forgets one of
 * them — it only knows that one fewer is left, as at a real table.
 */
export function takeFromHand(state: MidnightersState, seat: PlayerSeat, kind: number): number {
  const hand = state.hands[seat];
  const knownBy = state.knownBy;
  let best = -1;
  let bestCount = -1;
  let knowers = 0;
  for (let i = hand.length - 1; i >= 0; i--) {
    const card = hand[i];
    if (KIND_OF[card] !== kind) continue;
    const mask = knownBy[card];
    knowers |= mask;
    const count = bitCount(mask);
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  }
  const card = hand[best];
  hand[best] = hand[hand.length - 1];
  hand.pop();
  let forget = knowers & ~knownBy[card] & ~bit(seat);
  while (forget !== 0) {
    const seatBit = forget & -forget;
    forget ^= seatBit;
    for (let i = 0; i < hand.length; i++) {
      if (KIND_OF[hand[i]] === kind && knownBy[hand[i]] & seatBit) {
        knownBy[hand[i]] &= ~seatBit;
        break;
      }
    }
  }
  return card;
}

/** How many seats a bitmask holds. */
function bitCount(mask: number): number {
  let n = 0;
  for (; mask !== 0; mask &= mask - 1) n++;
  return n;
}

/** The kinds `hand` holds (nightmares aside), as a bitmask: bit `kind` set when it holds one. */
export function kindsHeld(hand: readonly number[]): number {
  let held = 0;
  for (let i = 0; i < hand.length; i++) {
    const kind = KIND_OF[hand[i]];
    if (kind >= 0) held |= 1 << kind;
  }
  return held;
}

/** How many cards of `kind` a hand holds. */
export function countKind(hand: readonly number[], kind: number): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (KIND_OF[hand[i]] === kind) n++;
  return n;
}

/**
 * The top card of the deck, taken off it. MID-15: when the deck runs out, the Director shuffles the discard pile
 * into a new deck at once (the hand limit rises to 7); a deck still empty then (the pile was empty too) is made
 * the next time a card is drawn. Null when both are empty.
 */
export function drawTop(state: MidnightersState, rng: Rng, events: MidnightersEvent[]): number | null {
  if (state.deck.length === 0) {
    if (state.discard.length === 0) return null;
    reshuffle(state, rng, events);
    if (state.faded) return null;
  }
  const card = state.deck.pop()!;
  if (state.deck.length === 0 && state.discard.length > 0) reshuffle(state, rng, events);
  return card;
}

/** MID-15: the discard pile, shuffled, becomes the deck; nobody knows its order (MID-D31: the fourth time, the dream fades). */
export function reshuffle(state: MidnightersState, rng: Rng, events: MidnightersEvent[]): void {
  state.reshuffles++;
  if (state.reshuffles > FADES_AFTER) return fade(state, events);
  const deck = state.discard;
  state.discard = state.deck;
  rng.shuffle(deck);
  for (const card of deck) state.knownBy[card] = 0;
  state.deck = deck;
  events.push({ type: 'reshuffled', limit: HAND_LIMIT_AFTER_RESHUFFLE });
}

/**
 * MID-D31: a dream does not last for ever: it fades, and nobody wakes, when the deck would be reshuffled a fourth
 * time or when the fortieth round is over (`FADES_AFTER_ROUNDS`).
 */
export const FADES_AFTER = 3;
export const FADES_AFTER_ROUNDS = 40;

/** The dream fades (MID-D31). */
export function fade(state: MidnightersState, events: MidnightersEvent[]): void {
  state.faded = true;
  state.phase = 'over';
  events.push({ type: 'faded' });
}

/**
 * A card goes under the deck; the seats of `watchers` know it is there (MID-D13, MID-D14). What a seat knows of
 * the deck is always where a card lies in it: the top cards a Dream Catcher showed, the bottom ones put there.
 */
export function putUnder(state: MidnightersState, card: number, watchers: number): void {
  state.deck.unshift(card);
  state.knownBy[card] = watchers;
}

/** `seat` now knows where each of `cards` is. */
export function learn(state: MidnightersState, seat: PlayerSeat, cards: readonly number[]): void {
  const b = bit(seat);
  for (let i = 0; i < cards.length; i++) state.knownBy[cards[i]] |= b;
}
