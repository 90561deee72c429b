// What each seat may know (MID-D9, issue's hidden information): its own hand and traps, what it has been shown
// (a Motel, a Square, a Dream Catcher, a trap that took someone's turn, an open hand), counts of everyone else's
// cards, and the table; the spectator sees what every seat knows. Cards it does not know are null in place: a
// view, an event (viewEvent) and a determinization all read `knownBy`. A determinization deals the unknown cards back into those
// places, keeping what the rules require: a trap is a Suspense and another director card; a hand holds no
// nightmare once play has begun; the face-down locations are the unique ones not yet seen.
import type { PlayerSeat, Rng, Viewer } from '../../engine/index.ts';
import { SPECTATOR } from '../../engine/index.ts';
import {
  BLUE,
  CARDS,
  CATCHER_LOOK,
  CORRIDORS,
  KIND_OF,
  LOCATION_COUNT,
  SUSPENSE,
  nightmareCard,
} from './content.ts';
import type {
  MidnightersEvent,
  MidnightersOptions,
  MidnightersState,
  Pending,
  Phase,
  Shown,
  Trap,
  TrapWindow,
} from './state.ts';

/** A face-down location on the map, or the next location to lay out when it is a unique one. */
export const FACE_DOWN = -2;
/** A Corridor still to lay out, not yet drawn from its pile. */
export const UNSEEN_CORRIDOR = -3;

export interface TrapView {
  /**
   * The two cards, to those who know them: the owner, the one who prepared it for the owner (MID-33), all who saw
   * them leave an open hand (MID-D16); null to everyone else.
   */
  readonly cards: readonly [number, number] | null;
  readonly location: number;
  readonly seen: number;
}

export interface MidnightersView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: MidnightersOptions;
  readonly director: PlayerSeat;
  readonly phase: Phase;
  /** Per cell: a location, −1 while none is laid there, FACE_DOWN a unique location not yet turned up. */
  readonly grid: readonly number[];
  /** Per location, its cell and turns (−1 and 0 while face down or not laid out). */
  readonly cellOf: readonly number[];
  readonly turns: readonly number[];
  /** What the Director still lays out: the next Corridor as drawn, the rest unseen or face down. */
  readonly toPlace: readonly number[];
  readonly avatar: readonly number[];
  /** Per seat, its hand: the cards the viewer knows, null for the others. */
  readonly hands: readonly (readonly (number | null)[])[];
  readonly traps: readonly (readonly TrapView[])[];
  readonly nightmares: readonly (readonly number[])[];
  readonly played: readonly number[];
  /** The deck, its top at the end, and the discard pile: cards the viewer knows in place, null the others. */
  readonly deck: readonly (number | null)[];
  readonly discard: readonly (number | null)[];
  readonly reshuffles: number;
  readonly turn: PlayerSeat;
  readonly actor: PlayerSeat;
  readonly actions: number;
  readonly turnsTaken: number;
  readonly skip: number;
  readonly control: readonly number[];
  readonly pending: readonly Pending[];
  readonly window: TrapWindow | null;
  readonly activating: number;
  readonly activator: PlayerSeat;
  readonly ending: boolean;
  readonly trapsSet: number;
  readonly trapsSprung: number;
  readonly drawnBy: readonly number[];
  readonly winner: number;
  readonly faded: boolean;
}

/** Whether `viewer` knows where `card` is: a seat by `knownBy`; the spectator what every seat knows (it is public). */
function knows(state: MidnightersState, viewer: Viewer, card: number): boolean {
  const known = state.knownBy[card];
  return viewer === SPECTATOR ? known === (1 << state.players) - 1 : (known & (1 << viewer)) !== 0;
}

function seenBy(state: MidnightersState, viewer: Viewer, cards: readonly number[]): (number | null)[] {
  return cards.map((card) => (knows(state, viewer, card) ? card : null));
}

/**
 * MID-D35: another seat's hand as the viewer may know it: the cards it knows, as a multiset (in card order, not
 * the hand's), then one null per card it does not: no order and no slot that could tell which card left.
 */
function handSeenBy(state: MidnightersState, viewer: Viewer, hand: readonly number[]): (number | null)[] {
  const known: number[] = [];
  for (const card of hand) if (knows(state, viewer, card)) known.push(card);
  known.sort((a, b) => a - b);
  const out: (number | null)[] = known;
  while (out.length < hand.length) out.push(null);
  return out;
}

function pendingFor(pending: Pending, viewer: Viewer): Pending {
  // What a Dream Catcher shows is its player's alone.
  return pending.kind === 'catcher' && pending.seat !== viewer ? { ...pending, cards: [] } : pending;
}

export function view(state: MidnightersState, viewer: Viewer): MidnightersView {
  const hidden = state.faceDown;
  const grid = state.grid.map((location) =>
    location >= 0 && hidden & (1 << location) ? FACE_DOWN : location,
  );
  const cellOf = state.cellOf.map((cell, location) => (hidden & (1 << location) ? -1 : cell));
  const turns = state.turns.map((turn, location) => (hidden & (1 << location) ? 0 : turn));
  const toPlace = state.toPlace.map((location, i) =>
    location >= CORRIDORS ? FACE_DOWN : i === 0 ? location : UNSEEN_CORRIDOR,
  );
  return {
    viewer,
    players: state.players,
    options: state.options,
    director: state.director,
    phase: state.phase,
    grid,
    cellOf,
    turns,
    toPlace,
    avatar: state.avatar.slice(),
    hands: state.hands.map((hand, seat) =>
      seat === viewer ? hand.slice() : handSeenBy(state, viewer, hand),
    ),
    traps: state.traps.map((traps) =>
      traps.map((trap) => ({
        // Its owner's; and the one who prepared it for the owner (MID-33), or all who saw an open hand (MID-D16).
        cards: knows(state, viewer, trap.cards[0]) ? trap.cards : null,
        location: trap.location,
        seen: trap.seen,
      })),
    ),
    nightmares: state.nightmares.map((cards) => cards.slice()),
    played: state.played.slice(),
    deck: seenBy(state, viewer, state.deck),
    discard: seenBy(state, viewer, state.discard),
    reshuffles: state.reshuffles,
    turn: state.turn,
    actor: state.actor,
    actions: state.actions,
    turnsTaken: state.turnsTaken,
    skip: state.skip,
    control: state.control.slice(),
    pending: state.pending.map((p) => pendingFor(p, viewer)),
    window: state.window && { ...state.window },
    activating: state.activating,
    activator: state.activator,
    ending: state.ending,
    trapsSet: state.trapsSet,
    trapsSprung: state.trapsSprung,
    drawnBy: state.drawnBy.slice(),
    winner: state.winner,
    faded: state.faded,
  };
}

/** Whether an event's cards are shown to `viewer` (state.ts `Shown`): the same seats its `knownBy` records. */
function shown(event: Shown, viewer: Viewer): boolean {
  return event.open || (viewer !== SPECTATOR && (event.shownTo & (1 << viewer)) !== 0);
}

/** Events as a viewer may see them: what was drawn, swapped, shown, discarded face down or laid in a trap. */
export function viewEvent(event: MidnightersEvent, viewer: Viewer): MidnightersEvent {
  switch (event.type) {
    case 'drew':
      return shown(event, viewer) ? event : { ...event, cards: event.cards.map(() => null) };
    case 'swapped':
      return shown(event, viewer) ? event : { ...event, kind: null, card: null };
    case 'discarded':
      return shown(event, viewer) ? event : { ...event, card: null };
    case 'trap-set':
      return shown(event, viewer) ? event : { ...event, with: null };
    case 'looked':
    case 'controls':
      if (event.seat === viewer) return event;
      return event.type === 'looked' ? { ...event, cards: null } : { ...event, hand: null };
    default:
      return event;
  }
}

export function clone(state: MidnightersState): MidnightersState {
  return {
    ...state,
    grid: state.grid.slice(),
    cellOf: state.cellOf.slice(),
    turns: state.turns.slice(),
    toPlace: state.toPlace.slice(),
    avatar: state.avatar.slice(),
    deck: state.deck.slice(),
    discard: state.discard.slice(),
    hands: state.hands.map((hand) => hand.slice()),
    traps: state.traps.map((traps) => traps.map(cloneTrap)),
    nightmares: state.nightmares.map((cards) => cards.slice()),
    played: state.played.slice(),
    knownBy: state.knownBy.slice(),
    control: state.control.slice(),
    pending: state.pending.slice(),
    window: state.window && { ...state.window },
    drawnBy: state.drawnBy.slice(),
  };
}

function cloneTrap(trap: Trap): Trap {
  return { cards: trap.cards, location: trap.location, seen: trap.seen };
}

/**
 * A state consistent with everything `seat` knows: its known cards stay where they are; the rest are dealt at
 * random into the places it does not know, a Suspense and another director card into each hidden trap, director
 * cards only into hands once play has begun (MID-9 has put the dealt nightmares out); the face-down locations are
 * the unique ones it has not seen, each turned at random.
 */
export function determinize(v: MidnightersView, seat: PlayerSeat, rng: Rng): MidnightersState {
  const everyone = (1 << v.players) - 1;
  const mine = 1 << seat;
  const knownBy = new Array<number>(CARDS).fill(0);
  const seen = new Uint8Array(CARDS);
  const mark = (cards: readonly (number | null)[]) => {
    for (const card of cards) if (card !== null) seen[card] = 1;
  };
  v.hands.forEach(mark);
  mark(v.deck);
  mark(v.discard);
  mark(v.played);
  v.nightmares.forEach(mark);
  for (const traps of v.traps) for (const trap of traps) if (trap.cards) mark(trap.cards);

  const suspense: number[] = [];
  const others: number[] = [];
  const nightmares: number[] = [];
  for (let card = 0; card < CARDS; card++) {
    if (seen[card]) continue;
    const kind = KIND_OF[card];
    (kind === SUSPENSE ? suspense : kind < 0 ? nightmares : others).push(card);
  }
  rng.shuffle(suspense);
  rng.shuffle(others);

  const traps: Trap[][] = v.traps.map((list, owner) =>
    list.map((trap) => {
      const cards: [number, number] = trap.cards
        ? [trap.cards[0], trap.cards[1]]
        : [suspense.pop()!, others.pop()!];
      if (!trap.cards) {
        knownBy[cards[0]] = 1 << owner;
        knownBy[cards[1]] = 1 << owner;
      }
      return { cards, location: trap.location, seen: trap.seen };
    }),
  );
  const directors = rng.shuffle([...suspense, ...others]);
  const anything = rng.shuffle([...directors, ...nightmares]);
  const preBegin = v.phase !== 'turn' && v.phase !== 'over';
  // Hands first (director cards only, once play has begun), then the discard and the deck take the rest.
  const handPool = preBegin ? anything : directors;
  const taken = new Uint8Array(CARDS);
  const draw = (pool: number[]): number => {
    for (;;) {
      const card = pool.pop()!;
      if (!taken[card]) {
        taken[card] = 1;
        return card;
      }
    }
  };
  // Who sees a hand (cards.ts handWatchers): its owner, and the one playing its turn for it (MID-33).
  const watchers = (owner: number) => (1 << owner) | (owner === v.turn ? 1 << v.actor : 0);
  const hands = v.hands.map((hand, owner) =>
    hand.map((card) => {
      if (card !== null) return card;
      const dealt = draw(handPool);
      knownBy[dealt] = watchers(owner);
      return dealt;
    }),
  );
  // A card face down in the discard is a director card (a nightmare always goes there face up): deal those
  // places from the director cards left, then the deck from everything left.
  const hiddenDiscard = rng.shuffle([...directors]);
  const discard = v.discard.map((card) => (card !== null ? card : draw(hiddenDiscard)));
  const rest = preBegin ? anything : rng.shuffle([...anything]);
  const deck = v.deck.map((card) => (card !== null ? card : draw(rest)));

  // What `seat` knows it knows; what is public everyone knows; each owner knows its own hand and traps; an open
  // hand (MID-D16) everyone knows.
  const markKnown = (cards: readonly (number | null)[], mask: number) => {
    for (const card of cards) if (card !== null) knownBy[card] |= mask;
  };
  const blue = nightmareCard(BLUE);
  v.hands.forEach((hand, owner) =>
    markKnown(hand, v.nightmares[owner].includes(blue) ? everyone : mine | watchers(owner)),
  );
  v.traps.forEach((list, owner) => {
    for (const trap of list) if (trap.cards) markKnown(trap.cards, mine | (1 << owner));
  });
  markKnown(v.deck, mine);
  markKnown(v.discard, mine);
  markKnown(v.played, everyone);
  v.nightmares.forEach((cards) => markKnown(cards, everyone));
  hands.forEach((hand, owner) => markKnown(hand, 1 << owner));

  // The locations still face down, and those still to lay out, are the unique ones not yet seen.
  const grid = v.grid.slice();
  const cellOf = v.cellOf.slice();
  const turns = v.turns.slice();
  let faceDown = 0;
  const unseenUniques: number[] = [];
  const unseenCorridors: number[] = [];
  for (let location = 0; location < LOCATION_COUNT; location++) {
    if (cellOf[location] >= 0 || v.toPlace.includes(location)) continue;
    (location < CORRIDORS ? unseenCorridors : unseenUniques).push(location);
  }
  rng.shuffle(unseenUniques);
  rng.shuffle(unseenCorridors);
  for (let cell = 0; cell < grid.length; cell++) {
    if (grid[cell] !== FACE_DOWN) continue;
    const location = unseenUniques.pop()!;
    grid[cell] = location;
    cellOf[location] = cell;
    turns[location] = rng.int(4);
    faceDown |= 1 << location;
  }
  const toPlace = v.toPlace.map((location) =>
    location === FACE_DOWN
      ? unseenUniques.pop()!
      : location === UNSEEN_CORRIDOR
        ? unseenCorridors.pop()!
        : location,
  );

  return {
    players: v.players,
    options: v.options,
    director: v.director,
    phase: v.phase,
    grid,
    cellOf,
    turns,
    faceDown,
    toPlace,
    avatar: v.avatar.slice(),
    deck,
    discard,
    hands,
    traps,
    nightmares: v.nightmares.map((cards) => cards.slice()),
    played: v.played.slice(),
    knownBy,
    reshuffles: v.reshuffles,
    turn: v.turn,
    actor: v.actor,
    actions: v.actions,
    turnsTaken: v.turnsTaken,
    skip: v.skip,
    control: v.control.slice(),
    // What a Dream Catcher showed someone else is the top of the deck as dealt here.
    pending: v.pending.map((p) =>
      p.kind === 'catcher' && p.seat !== seat
        ? { ...p, cards: deck.slice(-CATCHER_LOOK).reverse() }
        : { ...p },
    ),
    window: v.window && { ...v.window },
    activating: v.activating,
    activator: v.activator,
    ending: v.ending,
    trapsSet: v.trapsSet,
    trapsSprung: v.trapsSprung,
    drawnBy: v.drawnBy.slice(),
    winner: v.winner,
    faded: v.faded,
  };
}
