// The play area as one seat sees it: the 3×3 grid turned so that the seat's own side is at the bottom, its
// rows A (farthest) to C (nearest) running across the screen from top to bottom (ATR-D5, ATR-D6).
import { FAMILY_COUNT, KIND_OF, LINE_STACKS, RING, RING_CELL, RING_STACK, SEAT_LINES } from '../content.ts';
import { boatStop, fishAt, stackOpen } from '../rules.ts';
import type { AtrahTable } from '../state.ts';

/** A place on the screen's 3×3 grid: row 0 at the top, column 0 at the left. */
export interface ScreenCell {
  readonly row: number;
  readonly col: number;
}

/**
 * Where grid cell (r, c) (r from north, c from west) appears for a seat at side `side` (0 south, 1 west,
 * 2 north, 3 east): the grid turned so that the seat looks across it from the bottom edge.
 */
export function toScreen(side: number, r: number, c: number): ScreenCell {
  switch (side % 4) {
    case 1:
      return { row: 2 - c, col: r };
    case 2:
      return { row: 2 - r, col: 2 - c };
    case 3:
      return { row: c, col: 2 - r };
    default:
      return { row: r, col: c };
  }
}

/** The screen place of a ring space (a stack or a Reference card). */
export function ringOnScreen(side: number, ring: number): ScreenCell {
  const [r, c] = RING_CELL[ring % RING];
  return toScreen(side, r, c);
}

/** The grid line shown on screen row `row` for a seat: its row A, B or C (ATR-D6). */
export function lineOnScreenRow(seat: number, row: number): number {
  return SEAT_LINES[seat % 4][row];
}

/** The stacks a row would give now, in clockwise order: neither empty nor under the Boat (ATR-11, ATR-12). */
export function rowCards(table: AtrahTable, line: number): { stack: number; card: number }[] {
  return LINE_STACKS[line]
    .filter((s) => stackOpen(table, s))
    .map((stack) => ({ stack, card: table.tops[stack] }));
}

/** Where the Boat would stop after `arrows` spaces, and whether a Fish waits there (ATR-21). */
export function boatLanding(
  table: Pick<AtrahTable, 'boat' | 'stackFish'>,
  arrows: number,
): { ring: number; stack: number; fish: boolean } {
  const ring = boatStop(table.boat, arrows);
  return { ring, stack: RING_STACK[ring], fish: fishAt(table, ring) };
}

/** A card's effect and its Boat arrows, or null for a card without one. */
export function effectOf(
  card: number,
): { kind: 'draw' | 'extra' | 'send' | 'take' | 'boat'; arrows: number } | null {
  const kind = KIND_OF[card];
  return kind && kind.effect ? { kind: kind.effect, arrows: kind.arrows } : null;
}

/** Values per family in a collection, hierarchy order, low values first, one entry per copy. */
export function collectionByFamily(collection: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let f = 0; f < FAMILY_COUNT; f++) {
    const values: number[] = [];
    for (let v = 0; v <= 5; v++) for (let i = 0; i < collection[f * 6 + v]; i++) values.push(v);
    out.push(values);
  }
  return out;
}
