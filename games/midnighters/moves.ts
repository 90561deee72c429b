// Every move object, made once: legal-move lists hand these out (search asks for them hundreds of thousands of
// times a second), and a move's key names it in a few characters.
import {
  CELLS,
  CORRIDORS,
  DIRECTIONS,
  KINDS,
  LOCATION_COUNT,
  NEIGHBOUR,
  SUSPENSE,
  type Direction,
} from './content.ts';
import type { MidnightersMove, VertigoHow } from './state.ts';

const SEATS = 6;
/** Traps one seat can hold at most: one per Suspense card (MID-1). */
export const MAX_TRAPS = 18;

export const VERTIGO_HOWS: readonly VertigoHow[] = ['cw', 'ccw', 'n', 'e', 's', 'w'];

export const PLACE: readonly MidnightersMove[] = Array.from({ length: CELLS * 4 }, (_, i) => ({
  type: 'place',
  cell: i >> 2,
  turn: i & 3,
}));
export const SETTLE: readonly MidnightersMove[] = Array.from({ length: LOCATION_COUNT }, (_, location) => ({
  type: 'settle',
  location,
}));
export const WALK: readonly MidnightersMove[] = DIRECTIONS.map((dir) => ({ type: 'walk', dir }));
export const VERTIGO: readonly MidnightersMove[] = Array.from({ length: LOCATION_COUNT * 6 }, (_, i) => ({
  type: 'vertigo',
  location: Math.floor(i / 6),
  how: VERTIGO_HOWS[i % 6],
}));
/**
 * A location's Vertigo moves by the cell it lies on, once the map is full (in play it always is): both turns,
 * and a swap across each edge that has a neighbour.
 */
export const VERTIGO_AT: readonly (readonly MidnightersMove[])[] = Array.from(
  { length: LOCATION_COUNT * CELLS },
  (_, i) => {
    const location = Math.floor(i / CELLS);
    const cell = i % CELLS;
    const moves = [VERTIGO[location * 6], VERTIGO[location * 6 + 1]];
    for (let d = 0; d < 4; d++) if (NEIGHBOUR[cell * 4 + d] >= 0) moves.push(VERTIGO[location * 6 + 2 + d]);
    return moves;
  },
);
export const STAR: MidnightersMove = { type: 'star' };
export const CATCHER: MidnightersMove = { type: 'catcher' };
export const ANGLE: MidnightersMove = { type: 'angle' };
export const SWAP: readonly MidnightersMove[] = KINDS.map((_, kind) => ({ type: 'swap', kind }));
export const TRAP: readonly MidnightersMove[] = Array.from(
  { length: KINDS.length * LOCATION_COUNT },
  (_, i) => ({
    type: 'trap',
    with: Math.floor(i / LOCATION_COUNT),
    location: i % LOCATION_COUNT,
  }),
);
/** The blind swaps a hand holding the kinds of `held` (a bitmask, cards.ts kindsHeld) may make, by `held`. */
export const SWAPS_OF: readonly (readonly MidnightersMove[])[] = Array.from(
  { length: 1 << KINDS.length },
  (_, held) => SWAP.filter((_, kind) => held & (1 << kind)),
);
/**
 * The traps such a hand may prepare, by `held`: a Suspense and any other kind held (MID-26), on each unique
 * location (the map is full once play has begun, MID-D1), location by location.
 */
export const TRAPS_OF: readonly (readonly MidnightersMove[])[] = Array.from(
  { length: 1 << KINDS.length },
  (_, held) => {
    const moves: MidnightersMove[] = [];
    if ((held & (1 << SUSPENSE)) === 0) return moves;
    for (let location = CORRIDORS; location < LOCATION_COUNT; location++) {
      for (let kind = 0; kind < KINDS.length; kind++)
        if (kind !== SUSPENSE && held & (1 << kind)) moves.push(TRAP[kind * LOCATION_COUNT + location]);
    }
    return moves;
  },
);
export const SPRING: readonly MidnightersMove[] = Array.from({ length: MAX_TRAPS }, (_, trap) => ({
  type: 'spring',
  trap,
}));
export const END: MidnightersMove = { type: 'end' };
export const GO: readonly MidnightersMove[] = Array.from({ length: LOCATION_COUNT }, (_, location) => ({
  type: 'go',
  location,
}));
export const LOOK: readonly MidnightersMove[] = Array.from({ length: SEATS }, (_, seat) => ({
  type: 'look',
  seat,
}));
export const GIVE: readonly MidnightersMove[] = [
  { type: 'give', yes: false },
  { type: 'give', yes: true },
];
export const BURY: readonly MidnightersMove[] = [0, 1, 2, 3].map((mask) => ({ type: 'bury', mask }));
export const DISCARD: readonly MidnightersMove[] = KINDS.map((_, kind) => ({ type: 'discard', kind }));
/** Where a Dreamwalk trap sends a Midnighter: a Corridor, or −1 to leave it where it is. */
export const SEND: readonly MidnightersMove[] = Array.from({ length: LOCATION_COUNT + 1 }, (_, i) => ({
  type: 'send',
  location: i - 1,
}));
export const RELOCATE: readonly MidnightersMove[] = Array.from({ length: CELLS * 4 }, (_, i) => ({
  type: 'relocate',
  cell: i >> 2,
  turn: i & 3,
}));
export const TAKE: readonly MidnightersMove[] = Array.from({ length: SEATS }, (_, seat) => ({
  type: 'take',
  seat,
}));
export const PASS: MidnightersMove = { type: 'pass' };
export const BEGIN: MidnightersMove = { type: 'begin' };
export const CLOSE: MidnightersMove = { type: 'close' };
export const NO_MOVES: readonly MidnightersMove[] = [];

export function dirOf(dir: Direction): number {
  return DIRECTIONS.indexOf(dir);
}

/** A short, stable name for a move. */
export function moveKey(move: MidnightersMove): string {
  switch (move.type) {
    case 'place':
      return `P${move.cell}.${move.turn}`;
    case 'settle':
      return `S${move.location}`;
    case 'walk':
      return `w${move.dir}`;
    case 'vertigo':
      return `v${move.location}${move.how}`;
    case 'star':
      return 'star';
    case 'catcher':
      return 'dc';
    case 'angle':
      return 'da';
    case 'swap':
      return `x${move.kind}`;
    case 'trap':
      return `t${move.with}.${move.location}`;
    case 'spring':
      return `!${move.trap}`;
    case 'end':
      return 'end';
    case 'go':
      return `g${move.location}`;
    case 'look':
      return `l${move.seat}`;
    case 'give':
      return move.yes ? 'give' : 'keep';
    case 'bury':
      return `b${move.mask}`;
    case 'discard':
      return `d${move.kind}`;
    case 'send':
      return `s${move.location}`;
    case 'relocate':
      return `r${move.cell}.${move.turn}`;
    case 'take':
      return `k${move.seat}`;
    case 'pass':
      return 'pass';
    case 'begin':
      return 'begin';
    case 'close':
      return 'close';
  }
}
