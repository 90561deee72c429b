// ATRAH's content as typed constants: the families, the 85 cards and their effects, the table's geometry, the
// tiles and their faces, with the lookups that read them (a card's family and value, a tile's face up).
// Rule IDs (ATR-…) point into ../shared/rules/atrah.md, decision IDs (ATR-D…) into DESIGN.md.

// ─── Families (ATR-1, ATR-8) ─────────────────────────────────────────────────────────────────────────────

/** Families in the hierarchy order, most important first (ATR-8): the index is also the colour's column. */
export const FAMILIES = ['big-creatures', 'big-teeth', 'tentacles', 'luminous', 'shells'] as const;
export type FamilyId = (typeof FAMILIES)[number];
/** A family by its place in the hierarchy: 0 Big Creatures (purple) … 4 Shells (red). */
export type Family = 0 | 1 | 2 | 3 | 4;
export const FAMILY_COUNT = 5;
/** Each family's colour, in the same order (ATR-8, inferred in the digest from the worked examples). */
export const COLOURS = ['purple', 'blue', 'green', 'yellow', 'red'] as const;

// ─── Cards (ATR-1, ATR-D1 … ATR-D3) ──────────────────────────────────────────────────────────────────────

/** The highest value a card shows; values run from 0. */
export const MAX_VALUE = 5;
/** Values per family, 0 … MAX_VALUE: a card code is `family × VALUES + value`. */
export const VALUES = MAX_VALUE + 1;

/**
 * A card, as a small integer: `family × 6 + value`. Copies of a card are identical (same family, value and
 * effect: ATR-D1), so a card is fully described by this code, and hidden cards are a multiset of codes.
 */
export type Card = number;
export const CARD_CODES = FAMILY_COUNT * VALUES;

export function cardOf(family: number, value: number): Card {
  return family * VALUES + value;
}
export function familyOf(card: Card): Family {
  return ((card / VALUES) | 0) as Family;
}
export function valueOf(card: Card): number {
  return card % VALUES;
}

/** What a card makes its taker do in step 2 (ATR-17 … ATR-21). */
export type EffectKind = 'draw' | 'extra' | 'send' | 'take' | 'boat';

/** One card design: its family and value, how many copies the deck holds, its effect and a boat's arrows. */
export interface CardKind {
  readonly family: Family;
  readonly value: number;
  readonly copies: number;
  readonly effect: EffectKind | null;
  /** Spaces the Boat moves, for a `boat` effect; 0 otherwise. */
  readonly arrows: number;
}

function kinds(family: Family, rows: readonly [number, number, EffectKind | null, number?][]): CardKind[] {
  return rows.map(([value, copies, effect, arrows = 0]) => ({ family, value, copies, effect, arrows }));
}

/**
 * The 85 cards (ATR-D1 … ATR-D3). Rarer families are worth more per card and rank higher in the hierarchy;
 * every family has the six values 0 … 5; the low cards carry the effects, the family's own effect on its 0
 * (the Shells' 0 is bare: majority ballast), and the Boat rides the 1s and 2s.
 */
export const CARD_KINDS: readonly CardKind[] = [
  // Big Creatures (purple), 13 cards: they shove other creatures into the Majority area.
  ...kinds(0, [
    [0, 2, 'send'],
    [1, 2, 'boat', 3],
    [2, 3, null],
    [3, 2, 'send'],
    [4, 2, null],
    [5, 2, null],
  ]),
  // Big Teeth (blue), 15 cards: they snatch from the Majority area.
  ...kinds(1, [
    [0, 3, 'take'],
    [1, 3, 'boat', 1],
    [2, 3, null],
    [3, 2, 'take'],
    [4, 2, null],
    [5, 2, null],
  ]),
  // Tentacles (green), 17 cards: they hold on to a second family (the rulebook's Example 6).
  ...kinds(2, [
    [0, 4, 'extra'],
    [1, 3, 'boat', 1],
    [2, 3, 'boat', 2],
    [3, 3, null],
    [4, 2, 'extra'],
    [5, 2, null],
  ]),
  // Luminous Creatures (yellow), 19 cards: their light shows what lies in the draw pile.
  ...kinds(3, [
    [0, 5, 'draw'],
    [1, 4, null],
    [2, 3, 'boat', 2],
    [3, 3, 'draw'],
    [4, 2, null],
    [5, 2, null],
  ]),
  // Shells (red), 21 cards: the common bottom-dwellers that ride the currents with the Boat.
  ...kinds(4, [
    [0, 6, null],
    [1, 4, 'boat', 1],
    [2, 4, 'boat', 2],
    [3, 3, 'send'],
    [4, 2, null],
    [5, 2, null],
  ]),
];

/** Per card code: its kind (undefined for codes no card uses). */
export const KIND_OF: readonly (CardKind | undefined)[] = (() => {
  const table: (CardKind | undefined)[] = new Array(CARD_CODES).fill(undefined);
  for (const kind of CARD_KINDS) table[cardOf(kind.family, kind.value)] = kind;
  return table;
})();

/** Copies per card code: the whole deck as a multiset. */
export const DECK_COUNTS: readonly number[] = KIND_OF.map((k) => (k ? k.copies : 0));

/** The whole deck, one code per card, in code order. */
export const DECK: readonly Card[] = (() => {
  const deck: Card[] = [];
  DECK_COUNTS.forEach((n, card) => {
    for (let i = 0; i < n; i++) deck.push(card);
  });
  return deck;
})();

/**
 * An effect waiting to be resolved in step 2, as a small integer: the kinds that need a decision. Draw is
 * resolved the moment the card is taken and Additional family in step 3 (ATR-D9), so neither waits here.
 */
export const SEND = 1;
export const TAKE = 2;
/** A Boat effect is `BOAT + arrows`. */
export const BOAT = 10;

/** Per card code: the pending code of its effect, or 0 for none, draw and extra (see `DRAWS`, `EXTRAS`). */
export const PENDING_OF: readonly number[] = KIND_OF.map((k) => {
  if (!k) return 0;
  if (k.effect === 'send') return SEND;
  if (k.effect === 'take') return TAKE;
  if (k.effect === 'boat') return BOAT + k.arrows;
  return 0;
});
export const DRAWS: readonly boolean[] = KIND_OF.map((k) => k?.effect === 'draw');
export const EXTRAS: readonly boolean[] = KIND_OF.map((k) => k?.effect === 'extra');

// ─── The table's geometry (ATR-6, ATR-10, ATR-11, ATR-21, ATR-D5 … ATR-D7) ───────────────────────────────

/**
 * The play area is a 3×3 grid with the draw pile in the centre; its 8 outer spaces form the Boat's ring,
 * numbered clockwise from the top-left corner as seen from above (south at the bottom). The Reference cards
 * lie on the diagonal: "Awarded points per Fish token" at ring 0 (top left, where the Boat starts), "Majority
 * scoring" at ring 4 (bottom right). The six stacks fill the other spaces.
 */
export const RING = 8;
export const FISH_CARD = 0;
export const MAJORITY_CARD = 4;
export const STACKS = 6;
/** Stack index (0 … 5, called stacks 1 … 6 at the table) → its ring space, clockwise from the Fish card. */
export const STACK_RING: readonly number[] = [1, 2, 3, 5, 6, 7];
/** Ring space → the stack on it, or −1 on a Reference card. */
export const RING_STACK: readonly number[] = [-1, 0, 1, 2, -1, 3, 4, 5];
/** Ring space → [row, column] on the 3×3 grid, row 0 at the top (north). */
export const RING_CELL: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 2],
  [2, 2],
  [2, 1],
  [2, 0],
  [1, 0],
];

/**
 * The six lines of the grid, each holding two stacks (stack indices, clockwise order): 0–2 are the rows from
 * north to south, 3–5 the columns from west to east. Every line has exactly two stacks because the centre is
 * the draw pile and each outer line that meets a corner meets one Reference card.
 */
export const LINE_STACKS: readonly (readonly [number, number])[] = [
  [0, 1], // north row: top-middle, top-right (the Fish card is its third space)
  [2, 5], // middle row: middle-right, middle-left (the pile is in the centre)
  [3, 4], // south row: bottom-middle, bottom-left (the Majority card is its third space)
  [4, 5], // west column: bottom-left, middle-left (the Fish card is its third space)
  [0, 3], // middle column: top-middle, bottom-middle
  [1, 2], // east column: top-right, middle-right (the Majority card is its third space)
];

/** The sides of the table in clockwise seating order (ATR-D6): seat 1 south, seat 2 west, then north, east. */
export const SIDES = ['south', 'west', 'north', 'east'] as const;
export type Side = (typeof SIDES)[number];

/**
 * A seat's three rows: the lines parallel to its side of the table, farthest first (row A, B, C). Two players
 * sit at perpendicular sides (seats 1 and 2: south and west), so they never share a row (ATR-10).
 */
export const SEAT_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2], // south: the north row is farthest
  [5, 4, 3], // west: the east column is farthest
  [2, 1, 0], // north
  [3, 4, 5], // east
];

/** Cards per stack and Fish beside each stack, by player count (ATR-7, ATR-9). */
export const CARDS_PER_STACK: Readonly<Record<number, number>> = { 2: 8, 3: 10, 4: 12 };
export const FISH_PER_STACK: Readonly<Record<number, number>> = { 2: 2, 3: 3, 4: 4 };
export const FISH_TOKENS = 24;

/**
 * Points each seat starts with, by its place in turn order (ATR-D18): the first seats may get one more turn
 * than the last when the game ends mid-round, so later seats start a little ahead.
 */
export const HEAD_START: Readonly<Record<number, readonly number[]>> = {
  2: [0, 5],
  3: [0, 4, 8],
  4: [0, 2, 5, 7],
};

/** The game ends at the end of a turn with at least this many empty stacks (ATR-22). */
export const EMPTY_STACKS_TO_END = 3;

// ─── Special tiles (ATR-4, ATR-26 … ATR-36, ATR-D10 … ATR-D13) ───────────────────────────────────────────

/**
 * Tiles by number: 0 … 4 are the flat tiles of each colour (claimed with 3 different values), 5 … 9 the
 * double-sided ability tiles (claimed with 4 different values): tile `5 + colour`.
 */
export const TILES = 10;
export const ABILITY = 5;
/** The flat tiles' points, purple to red (ATR-26). */
export const FLAT_POINTS: readonly number[] = [8, 7, 6, 5, 4];

/** The ten ability conditions (ATR-27 … ATR-36). */
export type Condition =
  | 'third-family' // ATR-27
  | 'five-sets' // ATR-28
  | 'zero-each' // ATR-29
  | 'zero-five' // ATR-30
  | 'fish-each' // ATR-31
  | 'fish-six' // ATR-32
  | 'pairs' // ATR-33
  | 'triples' // ATR-34
  | 'most-family' // ATR-35
  | 'per-card'; // ATR-36

/**
 * The two faces of each colour's ability tile (ATR-D10): the faces that reward the same thing share a tile,
 * and each family gets the pair its cards lean to.
 */
export const ABILITY_FACES: readonly (readonly [Condition, Condition])[] = [
  ['five-sets', 'third-family'], // purple, Big Creatures: rare, so a card of each family is their reach
  ['most-family', 'per-card'], // blue, Big Teeth: the gluttons
  ['pairs', 'triples'], // green, Tentacles: many arms hold look-alikes
  ['zero-each', 'zero-five'], // yellow, Luminous: the family richest in 0s (Irene's 12-point tile)
  ['fish-each', 'fish-six'], // red, Shells: they ride with the Boat
];

/** The face up of each colour's ability tile, 0 or 1, as chosen at setup (ATR-4, ATR-D11). */
export type Faces = readonly number[];

export function conditionOf(faces: Faces, colour: number): Condition {
  return ABILITY_FACES[colour][faces[colour]];
}
