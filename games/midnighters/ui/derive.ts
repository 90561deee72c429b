// What the board reads off a view, its legal moves and the latest events, without React: whose hand and avatar
// the reader plays, where each legal move lands on the map in the step being prepared, what the reader has been
// shown of hidden cards, and what the latest events changed (to animate). Every target comes from a legal move.
import { walkTarget } from '../board.ts';
import {
  CELLS,
  COLUMNS,
  DIRECTIONS,
  HAND_LIMIT,
  HAND_LIMIT_AFTER_RESHUFFLE,
  KINDS,
  KIND_OF,
  NEIGHBOUR,
  isUnique,
  type Direction,
} from '../content.ts';
import { moveKey } from '../moves.ts';
import type { MidnightersEvent, MidnightersMove, Pending } from '../state.ts';
import type { MidnightersView } from '../view.ts';

export type Move = MidnightersMove;
export type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

export const keyOf = (move: Move): string => moveKey(move);

export function movesOf<T extends Move['type']>(moves: readonly Move[], type: T): MoveOf<T>[] {
  return moves.filter((m): m is MoveOf<T> => m.type === type);
}

export const colOf = (cell: number) => cell % COLUMNS;
export const rowOf = (cell: number) => Math.floor(cell / COLUMNS);

/** The direction (0 north … 3 west) from one cell to a neighbouring one, or −1. */
export function dirBetween(from: number, to: number): number {
  for (let d = 0; d < 4; d++) if (NEIGHBOUR[from * 4 + d] === to) return d;
  return -1;
}

/**
 * A step being prepared on the reader's turn: a Vertigo's location, a trap's second card, a blind swap, or the
 * cell a Vertigo trap moves its location to. Kept only while the moves it leads to are legal.
 */
export type Mode =
  | { readonly kind: 'none' }
  | { readonly kind: 'vertigo'; readonly location: number | null }
  | { readonly kind: 'trap'; readonly with: number | null }
  | { readonly kind: 'swap' }
  | { readonly kind: 'relocate'; readonly cell: number | null };

export const NO_MODE: Mode = { kind: 'none' };

/** The seat whose hand and avatar the reader plays now: its own, or the one its Dream Catcher trap took. */
export function handSeat(view: MidnightersView, me: number): number {
  return view.phase === 'turn' && view.actor === me ? view.turn : me;
}

/** MID-12, MID-15: 5 cards, 7 once the deck has been reshuffled, one less per nightmare in front of the seat. */
export function handLimit(view: MidnightersView, seat: number): number {
  const base = view.reshuffles > 0 ? HAND_LIMIT_AFTER_RESHUFFLE : HAND_LIMIT;
  return Math.max(0, base - view.nightmares[seat].length);
}

/** The decision the game waits for from the reader, if it is one. */
export function myPending(view: MidnightersView, me: number | null, moves: readonly Move[]): Pending | null {
  const first = view.pending[0];
  return first && first.seat === me && moves.length > 0 ? first : null;
}

/** Whether the reader may spring a trap or let the window pass now. */
export function inWindow(view: MidnightersView, moves: readonly Move[]): boolean {
  return view.window !== null && view.pending.length === 0 && moves.some((m) => m.type === 'pass');
}

/** What a click on a cell does in the step being prepared. */
export type TargetKind =
  | 'walk'
  | 'go'
  | 'trade'
  | 'send'
  | 'place'
  | 'settle'
  | 'vertigo-pick'
  | 'vertigo-swap'
  | 'trap'
  | 'relocate-pick';

export interface Target {
  readonly kind: TargetKind;
  /** The move a click makes; null when the click only chooses (a Vertigo's location, a cell to move to). */
  readonly move: Move | null;
  /** The location the click is about (where it leads, or what it picks), or −1 for an empty cell. */
  readonly location: number;
  /** The direction it lies in from the reader's avatar or the chosen location, where that matters. */
  readonly dir: Direction | null;
}

/**
 * The map's targets now: cell → what a click there does. `placeTurn` is the turn the Director has chosen for the
 * next Corridor. Each target's move is one of `moves`; a choosing target leads only to legal moves.
 */
export function targetsOf(
  view: MidnightersView,
  me: number | null,
  moves: readonly Move[],
  mode: Mode,
  placeTurn: number,
): Map<number, Target> {
  const out = new Map<number, Target>();
  if (me === null || moves.length === 0) return out;
  const cellOfLocation = (location: number) => view.cellOf[location];
  const put = (cell: number, target: Target) => {
    if (cell >= 0) out.set(cell, target);
  };
  if (view.phase === 'arrange') {
    const next = view.toPlace[0];
    const corridor = next >= 0 && !isUnique(next);
    for (const m of movesOf(moves, 'place'))
      if (m.turn === (corridor ? placeTurn : 0))
        put(m.cell, { kind: 'place', move: m, location: -1, dir: null });
    return out;
  }
  if (view.phase === 'settle') {
    for (const m of movesOf(moves, 'settle'))
      put(cellOfLocation(m.location), { kind: 'settle', move: m, location: m.location, dir: null });
    return out;
  }
  const pending = myPending(view, me, moves);
  if (pending) {
    switch (pending.kind) {
      case 'forest':
      case 'restaurant': {
        const kind = pending.kind === 'forest' ? 'go' : 'trade';
        for (const m of movesOf(moves, 'go'))
          put(cellOfLocation(m.location), { kind, move: m, location: m.location, dir: null });
        break;
      }
      case 'send':
        for (const m of movesOf(moves, 'send'))
          if (m.location >= 0)
            put(cellOfLocation(m.location), { kind: 'send', move: m, location: m.location, dir: null });
        break;
      case 'relocate': {
        const chosen = mode.kind === 'relocate' ? mode.cell : null;
        const cells = new Set(movesOf(moves, 'relocate').map((m) => m.cell));
        for (const cell of cells)
          if (cell !== chosen)
            put(cell, { kind: 'relocate-pick', move: null, location: view.grid[cell], dir: null });
        break;
      }
      default:
        break;
    }
    return out;
  }
  if (view.phase !== 'turn' || inWindow(view, moves)) return out;
  if (mode.kind === 'vertigo') {
    const vertigos = movesOf(moves, 'vertigo');
    if (mode.location === null) {
      for (const location of new Set(vertigos.map((m) => m.location)))
        put(cellOfLocation(location), { kind: 'vertigo-pick', move: null, location, dir: null });
    } else {
      const from = cellOfLocation(mode.location);
      for (const m of vertigos) {
        if (m.location !== mode.location || m.how === 'cw' || m.how === 'ccw') continue;
        const cell = NEIGHBOUR[from * 4 + DIRECTIONS.indexOf(m.how)];
        put(cell, { kind: 'vertigo-swap', move: m, location: view.grid[cell], dir: m.how });
      }
    }
    return out;
  }
  if (mode.kind === 'trap') {
    if (mode.with !== null)
      for (const m of movesOf(moves, 'trap'))
        if (m.with === mode.with)
          put(cellOfLocation(m.location), { kind: 'trap', move: m, location: m.location, dir: null });
    return out;
  }
  if (mode.kind === 'none') {
    const from = view.avatar[view.turn];
    for (const m of movesOf(moves, 'walk')) {
      const to = walkTarget(view, from, DIRECTIONS.indexOf(m.dir));
      put(cellOfLocation(to), { kind: 'walk', move: m, location: to, dir: m.dir });
    }
  }
  return out;
}

/** A mode stays only while it still leads to a legal move. */
export function validMode(
  mode: Mode,
  view: MidnightersView,
  me: number | null,
  moves: readonly Move[],
): Mode {
  switch (mode.kind) {
    case 'none':
      return mode;
    case 'vertigo':
      return moves.some(
        (m) => m.type === 'vertigo' && (mode.location === null || m.location === mode.location),
      )
        ? mode
        : NO_MODE;
    case 'trap':
      return moves.some((m) => m.type === 'trap' && (mode.with === null || m.with === mode.with))
        ? mode
        : NO_MODE;
    case 'swap':
      return moves.some((m) => m.type === 'swap') ? mode : NO_MODE;
    case 'relocate':
      return myPending(view, me, moves)?.kind === 'relocate' &&
        (mode.cell === null || moves.some((m) => m.type === 'relocate' && m.cell === mode.cell))
        ? mode
        : NO_MODE;
  }
}

/** How many cards of each kind a list holds (unknown cards left out). */
export function kindCounts(cards: readonly (number | null)[]): number[] {
  const counts = KINDS.map(() => 0);
  for (const card of cards) if (card !== null && KIND_OF[card] >= 0) counts[KIND_OF[card]]++;
  return counts;
}

/** A hand in the rulebook's order of kinds (cards of one kind are alike). */
export function sortedHand(cards: readonly (number | null)[]): (number | null)[] {
  return [...cards].sort((a, b) => {
    if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
    return KIND_OF[a] - KIND_OF[b] || a - b;
  });
}

/** What a Motel (a hand), a Square (the discard pile) or a Dream Catcher (the deck's top) showed the reader. */
export interface Seen {
  readonly at: 'hand' | 'discard' | 'deck';
  readonly target: number | null;
  readonly cards: readonly number[];
}

/** What the latest events changed, as the reader saw them. */
export interface Fresh {
  /** Seats whose avatars moved. */
  readonly moved: ReadonlySet<number>;
  /** Locations that moved or turned. */
  readonly shifted: ReadonlySet<number>;
  /** Locations where a trap was sprung. */
  readonly sprung: ReadonlySet<number>;
  /** The discard pile became the deck: the new hand limit. */
  readonly reshuffled: number | null;
  /** What a Motel, Square or Dream Catcher showed the reader just now. */
  readonly looked: Seen | null;
  /** The reader will play this seat's next turn (its Dream Catcher trap). */
  readonly controls: number | null;
  /** Seats caught by a trap just now. */
  readonly caught: readonly number[];
  /** Nightmares that just took effect (or came to nothing in the Town Hall). */
  readonly nightmares: readonly {
    readonly seat: number;
    readonly nightmare: number;
    readonly void: boolean;
    /** How it came (MID-24): drawn, dealt at setup, handed over at the Motel. */
    readonly came: 'drawn' | 'dealt' | 'given';
  }[];
}

export function freshOf(events: readonly MidnightersEvent[], me: number | null): Fresh {
  const moved = new Set<number>();
  const shifted = new Set<number>();
  const sprung = new Set<number>();
  const caught: number[] = [];
  const nightmares: { seat: number; nightmare: number; void: boolean; came: 'drawn' | 'dealt' | 'given' }[] =
    [];
  let reshuffled: number | null = null;
  let looked: Fresh['looked'] = null;
  let controls: number | null = null;
  for (const e of events) {
    switch (e.type) {
      case 'walked':
      case 'moved':
      case 'settled':
        moved.add(e.seat);
        break;
      case 'vertigo':
      case 'location-moved':
        shifted.add(e.location);
        break;
      case 'sprung':
        sprung.add(e.location);
        break;
      case 'caught':
        caught.push(e.seat);
        break;
      case 'reshuffled':
        reshuffled = e.limit;
        break;
      case 'looked':
        if (e.seat === me && e.cards !== null) looked = { at: e.at, target: e.target, cards: e.cards };
        break;
      case 'controls':
        if (e.seat === me) controls = e.victim;
        break;
      case 'nightmare':
        nightmares.push({ seat: e.seat, nightmare: e.nightmare, void: e.void, came: e.came });
        break;
      default:
        break;
    }
  }
  return { moved, shifted, sprung, reshuffled, looked, controls, caught, nightmares };
}

/** Every cell, in reading order. */
export const ALL_CELLS: readonly number[] = Array.from({ length: CELLS }, (_, c) => c);

/** The seats whose avatars stand on a location. */
export function standing(view: MidnightersView, location: number): number[] {
  const out: number[] = [];
  view.avatar.forEach((at, seat) => {
    if (at === location) out.push(seat);
  });
  return out;
}

/** The next seat whose avatar the Director puts down (MID-7: seats in order). */
export function nextToSettle(view: MidnightersView): number {
  return view.avatar.indexOf(-1);
}
