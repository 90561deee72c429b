// The board of the Old House: a 7 × 7 grid of cells A1 … G7 (OH-D1), four walled corner rooms (OH-D2), typed
// cells (OH-D3), six relics (OH-D4), the Phantom's start and the heroes' portraits (OH-D5). Everything here is
// data, computed once when the module loads; the rules read it.
//
// A cell is a number 0 … 48: column x (A … G, west to east) plus 7 × row y (1 … 7, south to north), so A1 is 0,
// G1 is 6, A2 is 7 and G7 is 48. The Phantom's player sits at the south edge, by row 1 (OH-3).
//
// Sets of cells are 49-bit sets held as two 32-bit numbers: `lo` holds rows 1–4 (cells 0 … 27), `hi` rows 5–7
// (cells 28 … 48, as bits 0 … 20). The hunters' deduction runs on them (belief.ts), so they are plain numbers and
// the helpers below write their results into module scratch variables instead of allocating pairs.

export const SIZE = 7;
export const CELLS = 49;
const COLUMNS = 'ABCDEFG';

export function cellAt(x: number, y: number): number {
  return y * SIZE + x;
}
export function colOf(cell: number): number {
  return cell % SIZE;
}
export function rowOf(cell: number): number {
  return (cell - (cell % SIZE)) / SIZE;
}
/** "A1" … "G7". */
export function cellName(cell: number): string {
  return COLUMNS[colOf(cell)] + String(rowOf(cell) + 1);
}
/** The cell a name such as "D4" names, or −1. */
export function cellByName(name: string): number {
  const m = /^([A-G])([1-7])$/.exec(name);
  return m ? cellAt(COLUMNS.indexOf(m[1]), Number(m[2]) - 1) : -1;
}

/** Orthogonal directions (OH-13: nobody moves diagonally), then the diagonals (a Poltergeist's, OH-D19). */
export const DIRECTIONS = ['n', 'e', 's', 'w', 'ne', 'se', 'sw', 'nw'] as const;
export type Direction = (typeof DIRECTIONS)[number];
const DX = [0, 1, 0, -1, 1, 1, -1, -1];
const DY = [1, 0, -1, 0, 1, -1, -1, 1];

/** The neighbour of `cell` in direction `d` (index into DIRECTIONS), or −1 off the board. Walls ignored. */
export const NEIGHBOUR: Int8Array = (() => {
  const table = new Int8Array(CELLS * 8).fill(-1);
  for (let c = 0; c < CELLS; c++) {
    for (let d = 0; d < 8; d++) {
      const x = colOf(c) + DX[d];
      const y = rowOf(c) + DY[d];
      if (x >= 0 && x < SIZE && y >= 0 && y < SIZE) table[c * 8 + d] = cellAt(x, y);
    }
  }
  return table;
})();

// OH-D2: the house. Four corner rooms of 3 × 3 cells (A–C × 1–3, E–G × 1–3, A–C × 5–7, E–G × 5–7) are walled off
// from the cross of corridors (column D and row 4); each room has one door, onto the north–south corridor, in the
// middle of its side. Heroes, Poltergeists and Slime go round by the doors; the Phantom and Shadows pass through.
const DOORS: readonly (readonly [string, string])[] = [
  ['C2', 'D2'],
  ['E2', 'D2'],
  ['C6', 'D6'],
  ['E6', 'D6'],
];

function inRoom(cell: number): number {
  const x = colOf(cell);
  const y = rowOf(cell);
  if (x === 3 || y === 3) return -1; // the corridors
  return (x > 3 ? 1 : 0) + (y > 3 ? 2 : 0);
}

/** Is there a wall between two orthogonally adjacent cells? */
function wallBetween(a: number, b: number): boolean {
  if (inRoom(a) === inRoom(b)) return false;
  const na = cellName(a);
  const nb = cellName(b);
  return !DOORS.some(([p, q]) => (p === na && q === nb) || (p === nb && q === na));
}

/** `WALKABLE[cell * 4 + d]`: a walker (hero, Poltergeist, Slime) may step from `cell` in orthogonal direction d. */
export const WALKABLE: Uint8Array = (() => {
  const table = new Uint8Array(CELLS * 4);
  for (let c = 0; c < CELLS; c++) {
    for (let d = 0; d < 4; d++) {
      const n = NEIGHBOUR[c * 8 + d];
      table[c * 4 + d] = n >= 0 && !wallBetween(c, n) ? 1 : 0;
    }
  }
  return table;
})();

/** A diagonal step is open to a Poltergeist when one of the two L-shaped ways round it is open (OH-D19). */
export function diagonalOpen(cell: number, d: number): boolean {
  const target = NEIGHBOUR[cell * 8 + d];
  if (target < 0) return false;
  // The diagonal's two orthogonal parts: e.g. ne = n then e, or e then n.
  const v = DY[d] > 0 ? 0 : 2;
  const h = DX[d] > 0 ? 1 : 3;
  const viaV = NEIGHBOUR[cell * 8 + v];
  const viaH = NEIGHBOUR[cell * 8 + h];
  return (
    (WALKABLE[cell * 4 + v] === 1 && WALKABLE[viaV * 4 + h] === 1) ||
    (WALKABLE[cell * 4 + h] === 1 && WALKABLE[viaH * 4 + v] === 1)
  );
}

/** Walking distance between two cells for a hero: orthogonal steps round the walls. */
export const WALK: Uint8Array = (() => {
  const table = new Uint8Array(CELLS * CELLS).fill(255);
  const queue = new Int8Array(CELLS);
  for (let from = 0; from < CELLS; from++) {
    table[from * CELLS + from] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      const c = queue[head++];
      for (let d = 0; d < 4; d++) {
        if (!WALKABLE[c * 4 + d]) continue;
        const n = NEIGHBOUR[c * 8 + d];
        if (table[from * CELLS + n] !== 255) continue;
        table[from * CELLS + n] = table[from * CELLS + c] + 1;
        queue[tail++] = n;
      }
    }
  }
  return table;
})();

/** Grid distance, as the Phantom flies through walls (orthogonal steps). */
export function flight(a: number, b: number): number {
  return Math.abs(colOf(a) - colOf(b)) + Math.abs(rowOf(a) - rowOf(b));
}

/** Every cell ordered by walking distance from each cell (itself first): a hero's reach is a prefix. */
export const BY_WALK: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, from) =>
  Array.from({ length: CELLS }, (_, c) => c).sort(
    (a, b) => WALK[from * CELLS + a] - WALK[from * CELLS + b] || a - b,
  ),
);
/** `REACH_END[from * 16 + r]`: how many cells of BY_WALK[from] lie within walking distance r (0 … 15). */
export const REACH_END: Uint8Array = (() => {
  const table = new Uint8Array(CELLS * 16);
  for (let from = 0; from < CELLS; from++) {
    for (let r = 0; r < 16; r++) {
      let n = 0;
      while (n < CELLS && WALK[from * CELLS + BY_WALK[from][n]] <= r) n++;
      table[from * 16 + r] = n;
    }
  }
  return table;
})();

// OH-D3: cell types for the entities. In each room the outer corner is a Shadow cell, the corner on the row-1 or
// row-7 edge nearest the corridor a Poltergeist cell, and the other edge corner a Slime cell. The start cell
// counts as every type (OH-16).
export const ENTITY_KINDS = ['shadows', 'poltergeist', 'slime'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export const SHADOWS = 0;
export const POLTERGEIST = 1;
export const SLIME = 2;
const TYPED: Readonly<Record<string, number>> = {
  A1: SHADOWS,
  G1: SHADOWS,
  A7: SHADOWS,
  G7: SHADOWS,
  C1: POLTERGEIST,
  E1: POLTERGEIST,
  C7: POLTERGEIST,
  E7: POLTERGEIST,
  A3: SLIME,
  G3: SLIME,
  A5: SLIME,
  G5: SLIME,
};

/** OH-D5: the Phantom's start, in the middle of the house where the corridors cross. */
export const START = cellByName('D4');
/**
 * OH-18, OH-D4: the six relics, on the framed starting cells (the heroes' portraits, OH-D5): one in the middle of
 * each room and one at each end of the east–west corridor.
 */
export const RELIC_CELLS: readonly number[] = ['B2', 'F2', 'B6', 'F6', 'A4', 'G4'].map(cellByName);
/** The relic's index (0 … 5) on each cell, or −1. */
export const RELIC_AT: Int8Array = (() => {
  const table = new Int8Array(CELLS).fill(-1);
  RELIC_CELLS.forEach((c, i) => (table[c] = i));
  return table;
})();

/** The entity type of each cell: 0 … 2, −1 for a plain cell; the start cell counts as every type. */
export const CELL_TYPE: Int8Array = (() => {
  const table = new Int8Array(CELLS).fill(-1);
  for (const [name, kind] of Object.entries(TYPED)) table[cellByName(name)] = kind;
  return table;
})();
/** The cells of each entity type, in cell order. */
export const CELLS_OF_TYPE: readonly (readonly number[])[] = [0, 1, 2].map((kind) =>
  Array.from({ length: CELLS }, (_, c) => c).filter((c) => CELL_TYPE[c] === kind),
);

// ----- 49-bit sets -----

export const LO_BITS = 28;
export const LO_ALL = 0xfffffff;
export const HI_ALL = 0x1fffff;

/** The set {cell} as lo and hi words. */
export function bitLo(cell: number): number {
  return cell < LO_BITS ? 1 << cell : 0;
}
export function bitHi(cell: number): number {
  return cell < LO_BITS ? 0 : 1 << (cell - LO_BITS);
}
export function has(lo: number, hi: number, cell: number): boolean {
  return cell < LO_BITS ? (lo & (1 << cell)) !== 0 : (hi & (1 << (cell - LO_BITS))) !== 0;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
export function size(lo: number, hi: number): number {
  return popcount(lo) + popcount(hi);
}

/** The k-th cell (0-based, in cell order) of a set; −1 if the set has fewer. */
export function nthCell(lo: number, hi: number, k: number): number {
  let word = lo;
  let base = 0;
  const n = popcount(lo);
  if (k >= n) {
    k -= n;
    word = hi;
    base = LO_BITS;
  }
  while (word !== 0) {
    const low = word & -word;
    if (k-- === 0) return base + 31 - Math.clz32(low);
    word ^= low;
  }
  return -1;
}

/** The cells of a set, in order. */
export function cellsOf(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let word = lo; word !== 0; word &= word - 1) out.push(31 - Math.clz32(word & -word));
  for (let word = hi; word !== 0; word &= word - 1) out.push(LO_BITS + 31 - Math.clz32(word & -word));
  return out;
}

/** A set from a list of cells, as [lo, hi]. */
export function setOf(cells: readonly number[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const c of cells) {
    lo |= bitLo(c);
    hi |= bitHi(c);
  }
  return [lo, hi];
}

export const RELICS_SET = setOf(RELIC_CELLS);
/** Per entity type, its cells plus the start cell: where the Phantom stood if it summoned that kind (OH-16). */
export const SUMMON_FROM: readonly (readonly [number, number])[] = CELLS_OF_TYPE.map((cells) =>
  setOf([...cells, START]),
);
/** Per cell, its row and column (a Photographer's flash, OH-D6). */
export const LINE_OF: readonly (readonly [number, number])[] = Array.from({ length: CELLS }, (_, c) =>
  setOf(
    Array.from({ length: CELLS }, (_, o) => o).filter((o) => rowOf(o) === rowOf(c) || colOf(o) === colOf(c)),
  ),
);
/** Per cell, the 3 × 3 block around it: a Pentagram's ring (OH-23). */
export const RING_OF: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) =>
  Array.from({ length: CELLS }, (_, o) => o).filter(
    (o) => Math.abs(colOf(o) - colOf(c)) <= 1 && Math.abs(rowOf(o) - rowOf(c)) <= 1,
  ),
);
export const RING_SET: readonly (readonly [number, number])[] = RING_OF.map((ring) => setOf(ring));
/** Per cell, the cells within grid distance 2: how crowded the possible set is around a hero's cell. */
export const NEAR_SET: readonly (readonly [number, number])[] = Array.from({ length: CELLS }, (_, c) =>
  setOf(Array.from({ length: CELLS }, (_, o) => o).filter((o) => flight(o, c) <= 2)),
);
