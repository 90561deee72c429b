// The dream map (MID-D1): twelve location cards on a 4 × 3 grid, their arrows, and what moves and turns them.
// Avatars stand on locations, not cells, so a location that moves or turns carries its Midnighters along.
import {
  ARROWS,
  CELLS,
  COLUMNS,
  CORRIDORS,
  DIRECTIONS,
  FOREST,
  LOCATION_COUNT,
  NEIGHBOUR,
  type Direction,
  turnedArrows,
} from './content.ts';
import type { MidnightersState } from './state.ts';

/** What the map's functions read: a state, or a view (whose face-down locations read as not yet laid out). */
export interface DreamMap {
  readonly grid: readonly number[];
  readonly cellOf: readonly number[];
  readonly turns: readonly number[];
}

/** A map that changes: a state, or a trial copy of one. */
export interface MutableMap {
  grid: number[];
  cellOf: number[];
  turns: number[];
}

/** The arrows on a location's edges as it lies now (bits: 1 north, 2 east, 4 south, 8 west). */
export function arrowsOf(state: DreamMap, location: number): number {
  return turnedArrows(ARROWS[location], state.turns[location]);
}

export function dirIndex(dir: Direction): number {
  return DIRECTIONS.indexOf(dir);
}

/** MID-18, MID-D5: where a Dreamwalk from `location` across the edge `dir` leads: the next location, or −1. */
export function walkTarget(state: DreamMap, location: number, dir: number): number {
  if ((arrowsOf(state, location) & (1 << dir)) === 0) return -1;
  const next = NEIGHBOUR[state.cellOf[location] * 4 + dir];
  return next < 0 ? -1 : state.grid[next];
}

/** The directions (bits, as in `arrowsOf`) in which a Dreamwalk from `location` leads somewhere (`walkTarget`). */
export function exits(state: DreamMap, location: number): number {
  const arrows = arrowsOf(state, location);
  const at = state.cellOf[location] * 4;
  let out = 0;
  for (let d = 0; d < 4; d++) {
    if (arrows & (1 << d) && NEIGHBOUR[at + d] >= 0 && state.grid[NEIGHBOUR[at + d]] >= 0) out |= 1 << d;
  }
  return out;
}

/** Puts a location on an empty cell (the Director's layout). */
export function putLocation(state: MidnightersState, location: number, cell: number): void {
  const from = state.cellOf[location];
  if (from >= 0) state.grid[from] = -1;
  state.grid[cell] = location;
  state.cellOf[location] = cell;
}

/** MID-D6, MID-D11: two locations change places, each keeping its orientation and its Midnighters. */
export function swapLocations(state: MutableMap, a: number, b: number): void {
  const ca = state.cellOf[a];
  const cb = state.cellOf[b];
  state.grid[ca] = b;
  state.grid[cb] = a;
  state.cellOf[a] = cb;
  state.cellOf[b] = ca;
}

/** Turns a location by `quarters` quarter turns clockwise (negative: the other way). */
export function turnLocation(state: MidnightersState, location: number, quarters: number): void {
  state.turns[location] = (state.turns[location] + quarters + 4) & 3;
}

/** MID-D6: the location next to `location` in a direction (a Vertigo may swap the two), or −1 at the edge. */
export function neighbourOf(state: DreamMap, location: number, dir: number): number {
  const next = NEIGHBOUR[state.cellOf[location] * 4 + dir];
  return next >= 0 ? state.grid[next] : -1;
}

/** MID-D8: where the Forest takes you: every other location in its row or its column. */
export function forestTargets(state: DreamMap): number[] {
  const cell = state.cellOf[FOREST];
  const row = Math.floor(cell / COLUMNS);
  const col = cell % COLUMNS;
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) {
    const location = state.grid[c];
    if (location < 0 || location === FOREST) continue;
    if (Math.floor(c / COLUMNS) === row || c % COLUMNS === col) out.push(location);
  }
  return out;
}

/** The empty cells of the grid. */
export function emptyCells(state: DreamMap): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (state.grid[c] < 0) out.push(c);
  return out;
}

/** Whether a location is a Corridor. */
export function isCorridor(location: number): boolean {
  return location < CORRIDORS;
}

const queue = new Int8Array(LOCATION_COUNT);

/**
 * Dreamwalks from each location to `target` on the map as it lies (−1: no way by arrows), into `out` indexed by
 * location: the bots' sense of distance.
 */
export function stepsTo(map: DreamMap, target: number, out: Int8Array): void {
  out.fill(-1);
  if (map.cellOf[target] < 0) return;
  out[target] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = target;
  while (head < tail) {
    const to = queue[head++];
    const cell = map.cellOf[to];
    // Who can step onto `to`: a neighbour with an arrow pointing at it.
    for (let d = 0; d < 4; d++) {
      const n = NEIGHBOUR[cell * 4 + d];
      if (n < 0) continue;
      const from = map.grid[n];
      if (from < 0 || out[from] >= 0) continue;
      if ((arrowsOf(map, from) & (1 << ((d + 2) & 3))) === 0) continue;
      out[from] = out[to] + 1;
      queue[tail++] = from;
    }
  }
}

/**
 * Of the locations in `wanted` (a bitmask by location), those fewest Dreamwalks from `target` (0: none has a way
 * there). The search stops at the first distance that reaches one, so asking about a few locations is cheap.
 */
export function nearestTo(map: DreamMap, target: number, wanted: number): number {
  if (map.cellOf[target] < 0 || wanted === 0) return 0;
  if (wanted & (1 << target)) return 1 << target;
  let seen = 1 << target;
  let head = 0;
  let tail = 0;
  queue[tail++] = target;
  while (head < tail) {
    const layerEnd = tail;
    let found = 0;
    for (; head < layerEnd; head++) {
      const cell = map.cellOf[queue[head]];
      for (let d = 0; d < 4; d++) {
        const n = NEIGHBOUR[cell * 4 + d];
        if (n < 0) continue;
        const from = map.grid[n];
        if (from < 0 || seen & (1 << from)) continue;
        if ((arrowsOf(map, from) & (1 << ((d + 2) & 3))) === 0) continue;
        seen |= 1 << from;
        found |= wanted & (1 << from);
        queue[tail++] = from;
      }
    }
    if (found !== 0) return found;
  }
  return 0;
}
