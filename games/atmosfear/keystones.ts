// Keystones: where they lie, who holds which, and who knows it (ATM-17, ATM-21, ATM-23, ATM-36). A Keystone taken
// from the board is seen by everyone; one taken from a player, unseen, is known only to the two of them.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { HEADSTONES, HUB, OWNER, PART, PROVINCE_STONES, ROAD, SEWER, SEWER_STONES } from './board.ts';
import { DUEL_SETS, STONES_PER_COLOUR } from './content.ts';
import { homeOf, homebound } from './reach.ts';
import type { AtmosfearEvent, AtmosfearState } from './state.ts';
import { bit } from './state.ts';

/** The place (bit of `stones`) of a Keystone lying on `square`, or −1 when none lies there. */
function placeOn(state: AtmosfearState, square: number): number {
  const h = OWNER[square];
  if (h < 0) return -1;
  const mask = state.stones[h];
  const sewer = PART[square] === SEWER;
  const places = sewer ? SEWER_STONES[h] : PROVINCE_STONES[h];
  const offset = sewer ? STONES_PER_COLOUR : 0;
  for (let i = 0; i < places.length; i++)
    if (places[i] === square && mask & (1 << (i + offset))) return i + offset;
  return -1;
}

/** The colour of a Keystone lying on `square`, or −1 when none lies there. */
export function stoneAt(state: AtmosfearState, square: number): number {
  return placeOn(state, square) < 0 ? -1 : OWNER[square];
}

/** Everyone at the table, as a bitmask. */
export function everyone(state: AtmosfearState): number {
  return (1 << state.players) - 1;
}

/** ATM-17: a seat takes the Keystone from the square it landed on; everyone sees which. */
export function takeFromBoard(
  state: AtmosfearState,
  seat: PlayerSeat,
  square: number,
  events: AtmosfearEvent[],
): void {
  const colour = OWNER[square];
  state.stones[colour] &= ~(1 << placeOn(state, square));
  gain(state, seat, colour, everyone(state));
  events.push({ type: 'took-stone', seat, colour, square });
  collectDuelCards(state, seat, events);
}

function gain(state: AtmosfearState, seat: PlayerSeat, colour: number, knownBy: number): void {
  state.keys[seat].push(colour);
  state.known[seat].push(knownBy | bit(seat));
}

/**
 * ATM-22, ATM-D8: a Harbinger that holds its own colour takes its Duel cards from its Headstone at once, the first
 * time (whoever took them off the board before cannot; the set waits there).
 */
export function collectDuelCards(state: AtmosfearState, seat: PlayerSeat, events: AtmosfearEvent[]): void {
  const h = state.harbinger[seat];
  if (h < 0 || state.collected & bit(h) || !state.keys[seat].includes(h)) return;
  state.collected |= bit(h);
  state.hands[seat] = DUEL_SETS[h].slice();
  events.push({ type: 'duel-cards', seat, harbinger: h });
}

/**
 * One of `from`'s Keystones, picked without looking, goes to `to` (a duel, a Soul Ranger's catch, a Fate card):
 * the two of them know its colour, nobody else — unless it is the thief's own colour and brings it its Duel cards,
 * which the whole table sees picked up (ATM-D23). A shielded loser keeps it (ATM-D9). Returns the colour, or −1.
 */
export function stealOne(
  state: AtmosfearState,
  to: PlayerSeat,
  from: PlayerSeat,
  rng: Rng,
  events: AtmosfearEvent[],
): number {
  if (state.keys[from].length === 0) return -1;
  if (state.shielded & bit(from)) {
    state.shielded &= ~bit(from);
    events.push({ type: 'shielded', seat: from });
    return -1;
  }
  const i = rng.int(state.keys[from].length);
  const [colour] = state.keys[from].splice(i, 1);
  state.known[from].splice(i, 1);
  // ATM-D23: a Keystone that brings the thief its Duel cards is seen by all: the table sees the cards picked up.
  const h = state.harbinger[to];
  const seen = h === colour && (state.collected & bit(h)) === 0;
  gain(state, to, colour, seen ? everyone(state) : bit(from));
  events.push({ type: 'stole', seat: to, from, colour, seen });
  collectDuelCards(state, to, events);
  afterLoss(state, from, colour, events);
  return colour;
}

/**
 * One of a seat's Keystones, at random, goes back to a free Keystone square of its colour (its Province, or its
 * Sewer once turned), seen by everyone; with none free it leaves the game. A shielded seat keeps it.
 */
export function loseOne(state: AtmosfearState, seat: PlayerSeat, rng: Rng, events: AtmosfearEvent[]): void {
  if (state.keys[seat].length === 0) return;
  if (state.shielded & bit(seat)) {
    state.shielded &= ~bit(seat);
    events.push({ type: 'shielded', seat });
    return;
  }
  const i = rng.int(state.keys[seat].length);
  const [colour] = state.keys[seat].splice(i, 1);
  state.known[seat].splice(i, 1);
  const sewer = (state.flipped & bit(colour)) !== 0;
  const squares = sewer ? SEWER_STONES[colour] : PROVINCE_STONES[colour];
  const offset = sewer ? STONES_PER_COLOUR : 0;
  let square = -1;
  for (let b = 0; b < squares.length; b++) {
    if ((state.stones[colour] & (1 << (b + offset))) === 0 && !state.at.includes(squares[b])) {
      state.stones[colour] |= 1 << (b + offset);
      square = squares[b];
      break;
    }
  }
  if (square < 0) state.gone[colour]++;
  events.push({ type: 'stone-back', seat, colour, square });
  afterLoss(state, seat, colour, events);
}

/**
 * ATM-21: a seat that loses one of its six colours on the Ring Road or at Home goes back to its Headstone (a Soul
 * Ranger to a Sewer's Skull).
 */
function afterLoss(state: AtmosfearState, seat: PlayerSeat, colour: number, events: AtmosfearEvent[]): void {
  if (state.keys[seat].includes(colour) || homebound(state, seat)) return;
  const part = PART[state.at[seat]];
  if (part === HUB || part === ROAD) sendBack(state, seat, events);
}

/** A seat goes back to where its character starts: its Headstone, or a Soul Ranger's Sewer Skull. */
export function sendBack(state: AtmosfearState, seat: PlayerSeat, events: AtmosfearEvent[]): void {
  const to = startOf(state, seat);
  const from = state.at[seat];
  state.at[seat] = to;
  state.stuck &= ~bit(seat);
  state.duelledAt[seat] = -1;
  events.push({ type: 'moved', seat, from, to, how: state.role[seat] === 'ranger' ? 'sewer' : 'headstone' });
}

/** Where a seat's character starts: a Harbinger's Headstone; a Soul Ranger's Sewer Skull (ATM-35); a Numb Skull's Home. */
export function startOf(state: AtmosfearState, seat: PlayerSeat): number {
  const role = state.role[seat];
  if (role === 'harbinger') return HEADSTONES[state.harbinger[seat]];
  return role === 'ranger' ? state.rangerHome[seat] : homeOf(state, seat);
}
