// The content of Midnighters as data: the 96 director cards and 6 nightmares (MID-1, MID-2), the 12 locations
// with the arrows on their edges (MID-3, MID-D2), the dream map's grid (MID-D1), and the numbers the rules count
// with. Rule IDs (MID-…) point into ../../../shared/rules/midnighters.md, decision IDs (MID-D…) into DESIGN.md.

/** The kinds of director card, in the rulebook's order (MID-1). */
export const KINDS = ['dreamwalk', 'suspense', 'star', 'vertigo', 'angle', 'catcher'] as const;
export type Kind = (typeof KINDS)[number];
export const DREAMWALK = 0;
export const SUSPENSE = 1;
export const STAR = 2;
export const VERTIGO = 3;
export const ANGLE = 4;
export const CATCHER = 5;
/** MID-1: how many of each kind. */
export const KIND_COUNTS: readonly number[] = [36, 18, 12, 12, 9, 9];
export const DIRECTOR_CARDS = 96;

/** MID-2: the six nightmares, each one card (ids follow the director cards). */
export const NIGHTMARES = ['red', 'blue', 'green', 'multicoloured', 'colourless', 'horror'] as const;
export type Nightmare = (typeof NIGHTMARES)[number];
export const RED = 0;
export const BLUE = 1;
export const GREEN = 2;
export const MULTICOLOURED = 3;
export const COLOURLESS = 4;
export const HORROR = 5;
export const CARDS = DIRECTOR_CARDS + NIGHTMARES.length;

/** A card's kind (0 … 5), or −1 for a nightmare. */
export const KIND_OF: readonly number[] = (() => {
  const kinds: number[] = [];
  KIND_COUNTS.forEach((count, kind) => {
    for (let i = 0; i < count; i++) kinds.push(kind);
  });
  for (let i = 0; i < NIGHTMARES.length; i++) kinds.push(-1);
  return kinds;
})();

/** The card id of a nightmare. */
export function nightmareCard(nightmare: number): number {
  return DIRECTOR_CARDS + nightmare;
}

/** Which nightmare a card is, or −1 for a director card. */
export function nightmareOf(card: number): number {
  return card >= DIRECTOR_CARDS ? card - DIRECTOR_CARDS : -1;
}

/** MID-3: the twelve locations. The first six are the Corridors. */
export const LOCATIONS = [
  'corridor-1',
  'corridor-2',
  'corridor-3',
  'corridor-4',
  'corridor-5',
  'corridor-6',
  'forest',
  'square',
  'motel',
  'restaurant',
  'town-hall',
  'bridge',
] as const;
export type LocationName = (typeof LOCATIONS)[number];
export const CORRIDORS = 6;
export const FOREST = 6;
export const SQUARE = 7;
export const MOTEL = 8;
export const RESTAURANT = 9;
export const TOWN_HALL = 10;
export const BRIDGE = 11;
export const LOCATION_COUNT = LOCATIONS.length;

/** Whether a location is one of the six unique ones (the only ones a Midnight Star activates, MID-20). */
export function isUnique(location: number): boolean {
  return location >= CORRIDORS;
}

// Edges, as bits of an arrow mask, clockwise from north.
export const NORTH = 1;
export const EAST = 2;
export const SOUTH = 4;
export const WEST = 8;
export const DIRECTIONS = ['n', 'e', 's', 'w'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * MID-D2: the arrows on each location's edges as printed on the card (its first orientation). A Midnighter
 * leaves a location across an edge with an arrow (MID-18). Corridors lead on (two straight, four forks); the
 * Square is a crossroads; the Bridge has a single way off it, so reaching it takes a neighbour that points
 * there. On a random map, seven Corridors in eight have a way to the Bridge, three Dreamwalks long on average:
 * most of the time there is a route, and a Vertigo can close it.
 */
export const ARROWS: readonly number[] = [
  NORTH | SOUTH, // corridor 1: straight
  EAST | WEST, // corridor 2: straight
  NORTH | EAST | SOUTH, // corridor 3: fork
  EAST | SOUTH | WEST, // corridor 4: fork
  NORTH | EAST | SOUTH, // corridor 5: fork
  EAST | SOUTH | WEST, // corridor 6: fork
  EAST | WEST, // forest
  NORTH | EAST | SOUTH | WEST, // square
  NORTH | SOUTH, // motel
  EAST | SOUTH, // restaurant
  NORTH | EAST | WEST, // town hall
  NORTH, // bridge
];

/** The arrows of a card turned `turns` quarter turns clockwise. */
export function turnedArrows(arrows: number, turns: number): number {
  const t = turns & 3;
  return ((arrows << t) | (arrows >> (4 - t))) & 15;
}

/** MID-D1: the dream map is a 4 × 3 grid of the twelve location cards, edge to edge. */
export const COLUMNS = 4;
export const ROWS = 3;
export const CELLS = COLUMNS * ROWS;

/** The cell next to `cell` in a direction (0 north … 3 west), or −1 off the grid. Row 0 is the north edge. */
export const NEIGHBOUR: readonly number[] = (() => {
  const out: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const row = Math.floor(cell / COLUMNS);
    const col = cell % COLUMNS;
    out.push(row > 0 ? cell - COLUMNS : -1);
    out.push(col < COLUMNS - 1 ? cell + 1 : -1);
    out.push(row < ROWS - 1 ? cell + COLUMNS : -1);
    out.push(col > 0 ? cell - 1 : -1);
  }
  return out;
})();

/** MID-12, MID-15: the hand limit before and after the deck has been reshuffled; each nightmare takes one off. */
export const HAND_LIMIT = 5;
export const HAND_LIMIT_AFTER_RESHUFFLE = 7;
/** MID-13: actions a turn. */
export const ACTIONS = 2;
/** MID-D13: how many cards a Dream Catcher played on its own shows from the top of the deck. */
export const CATCHER_LOOK = 2;
