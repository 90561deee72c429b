// Traps (MID-26 … MID-33, MID-D21 … MID-D28, MID-D30): preparing one on a unique location, the windows in which its owner
// may spring it on someone else's turn, and what each of the five kinds does when sprung.
import type { PlayerSeat } from '../../engine/index.ts';
import { discardOpenly, handWatchers, takeFromHand } from './cards.ts';
import { nearestTo } from './board.ts';
import { ANGLE, BRIDGE, CATCHER, DREAMWALK, KIND_OF, STAR, SUSPENSE, VERTIGO } from './content.ts';
import { mayTrap } from './nightmares.ts';
import { bit, type MidnightersEvent, type MidnightersState, type Trap } from './state.ts';

/** The seats (bitmask) whose avatars stand on a location. */
export function standingOn(state: MidnightersState, location: number): number {
  let mask = 0;
  for (let s = 0; s < state.players; s++) if (state.avatar[s] === location) mask |= 1 << s;
  return mask;
}

/** The seats of a bitmask, lowest first. */
export function seatsOf(mask: number): number[] {
  const out: number[] = [];
  for (let s = 0; mask >> s; s++) if (mask & (1 << s)) out.push(s);
  return out;
}

/**
 * MID-26: `seat` lays a Suspense and a card of kind `other` face down on a unique location (two actions, on its
 * own turn). Who saw them in its hand knows them: the seat, the one playing its turn (MID-33), everyone when the
 * hand was open (MID-D16). The caller draws the two cards it is short.
 */
export function prepareTrap(
  state: MidnightersState,
  seat: PlayerSeat,
  other: number,
  location: number,
): Trap {
  const suspense = takeFromHand(state, seat, SUSPENSE);
  const card = takeFromHand(state, seat, other);
  const trap: Trap = { cards: [suspense, card], location, seen: standingOn(state, location) & ~bit(seat) };
  state.traps[seat].push(trap);
  const watchers = handWatchers(state, seat);
  state.knownBy[suspense] = watchers;
  state.knownBy[card] = watchers;
  state.trapsSet++;
  return trap;
}

/**
 * MID-27, MID-D23: after anything that changes who stands where, the owner of each trap that now has a
 * Midnighter on it who was not there at its owner's last chance may spring it, on anyone's turn: a window opens
 * for those owners (the one whose turn it is springs on its own turn as a move). Returns the owners (bitmask).
 */
export function newChances(state: MidnightersState): number {
  let owners = 0;
  for (let owner = 0; owner < state.players; owner++) {
    const traps = state.traps[owner];
    if (traps.length === 0) continue;
    for (let t = 0; t < traps.length; t++) {
      const present = standingOn(state, traps[t].location) & ~bit(owner);
      if ((present & ~traps[t].seen) !== 0 && owner !== state.actor && mayTrap(state, owner))
        owners |= bit(owner);
      traps[t].seen = present;
    }
  }
  return owners;
}

/** Owners of traps on a location, other than `except` and those their nightmare stops (MID-D19). */
export function ownersOn(state: MidnightersState, location: number, except: PlayerSeat): number {
  let owners = 0;
  for (let owner = 0; owner < state.players; owner++) {
    if (owner === except || !mayTrap(state, owner)) continue;
    for (const trap of state.traps[owner]) if (trap.location === location) owners |= bit(owner);
  }
  return owners;
}

/** The kind of a trap: its card that is not the Suspense. */
export function trapKind(trap: Trap): number {
  return KIND_OF[trap.cards[1]];
}

/**
 * MID-27 … MID-33: `owner` springs its trap `index`. Its cards go face up to the discard; the Midnighters other
 * than the owner on its location are caught (MID-28, MID-D22) and skip their next turn, and the trap's kind acts.
 * The Midnight Star trap sprung while its location is being activated steals the activation (the activator is
 * the one caught: true is returned, and the caller resolves the activation for the owner); the Dream Catcher trap
 * takes one Midnighter's next turn instead of making it skip.
 */
export function springTrap(
  state: MidnightersState,
  owner: PlayerSeat,
  index: number,
  events: MidnightersEvent[],
): boolean {
  const trap = state.traps[owner][index];
  state.traps[owner].splice(index, 1);
  const kind = trapKind(trap);
  for (const card of trap.cards) discardOpenly(state, card);
  state.trapsSprung++;
  const location = trap.location;
  const present = standingOn(state, location) & ~bit(owner);
  // Who is caught, told before what the trap does, so the log follows the events (MID-D22): a Star trap in the
  // window of an activation here steals it and catches the activator; a Dream Catcher trap takes a turn instead.
  const stole = kind === STAR && state.activating === location;
  const caught = stole ? bit(state.activator) : kind === CATCHER ? 0 : present;
  events.push({ type: 'sprung', seat: owner, location, with: kind, caught: seatsOf(caught), stole });
  countCaught(state, owner, kind === CATCHER ? present : caught);
  for (const victim of seatsOf(caught)) {
    state.skip |= bit(victim); // MID-D24: once, however often caught
    events.push({ type: 'caught', seat: victim, by: owner });
  }
  switch (kind) {
    case DREAMWALK:
      // MID-29, MID-D25: the owner sends itself and/or each Midnighter caught to any Corridor.
      state.pending.push({ kind: 'send', seat: owner, who: [owner, ...seatsOf(present)] });
      break;
    case VERTIGO:
      // MID-30, MID-D27: the owner moves the trap's location, with whoever is on it, and turns it.
      state.pending.push({ kind: 'relocate', seat: owner, location });
      break;
    case STAR:
      // MID-31, MID-D30: in the window of an activation here, the activation is the owner's.
      if (stole) state.activating = -1;
      break;
    case ANGLE:
      // MID-32, MID-D26: everyone caught loses every trap it has prepared, face down to the discard.
      for (const victim of seatsOf(present)) {
        const lost = state.traps[victim];
        if (lost.length === 0) continue;
        for (const t of lost) for (const card of t.cards) state.discard.push(card);
        events.push({ type: 'traps-lost', seat: victim, count: lost.length });
        state.traps[victim] = [];
      }
      break;
    case CATCHER:
      // MID-33, MID-D28: the owner plays one caught Midnighter's next turn: it chooses which when several stand there.
      if (present !== 0 && (present & (present - 1)) === 0)
        takeTurn(state, owner, seatsOf(present)[0], events);
      else if (present !== 0) state.pending.push({ kind: 'take', seat: owner, location });
      break;
  }
  return stole;
}

/** The balance report's count (state.caughtBy): were those caught the nearest to the Bridge, the owner aside? */
function countCaught(state: MidnightersState, owner: PlayerSeat, caught: number): void {
  let standing = 0;
  for (let s = 0; s < state.players; s++)
    if (s !== owner && state.avatar[s] >= 0) standing |= 1 << state.avatar[s];
  const nearest = nearestTo(state, BRIDGE, standing);
  for (let s = 0; s < state.players; s++) {
    if (s === owner) continue;
    const far = state.avatar[s] >= 0 && nearest & (1 << state.avatar[s]) ? 0 : 1;
    state.caughtBy[2 + far]++;
    if (caught & bit(s)) state.caughtBy[far]++;
  }
}

/** MID-33: `owner` will play `victim`'s next turn, and looks at its cards now. */
export function takeTurn(
  state: MidnightersState,
  owner: PlayerSeat,
  victim: PlayerSeat,
  events: MidnightersEvent[],
): void {
  state.control[victim] = owner;
  const hand = state.hands[victim];
  for (const card of hand) state.knownBy[card] |= bit(owner);
  events.push({ type: 'controls', seat: owner, victim, hand: hand.slice().sort((a, b) => a - b) });
}
