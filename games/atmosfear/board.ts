// ATM-D1: the board as a graph of squares. The Central Hub holds six Home grooves; the Ring Road runs round it;
// six Provinces, each a Harbinger's, sit round the Ring Road in the order setup chose (ATM-5), and each has a
// Sewer on its back (ATM-34). Square ids are fixed (a Province's squares are its own whatever its place); how
// Provinces join the Ring Road and each other depends on the order, so the joins are built once per order.
import { HARBINGER_COUNT } from './content.ts';

/** What a square is. */
export const PLAIN = 0;
export const KEYSTONE = 1;
export const LIGHTNING = 2;
export const COMPASS = 3;
export const SKULL = 4;
export const BLACK_HOLE = 5;
export const HEADSTONE = 6;
export const HOME = 7;
export const RING = 8;
export const KINDS = [
  'plain',
  'keystone',
  'lightning',
  'compass',
  'skull',
  'black-hole',
  'headstone',
  'home',
  'ring',
] as const;

/** Which part of the board a square belongs to. */
export const HUB = 0;
export const ROAD = 1;
export const PROVINCE = 2;
export const SEWER = 3;

/** Squares of the Ring Road per Province's sector. */
export const RING_PER_SECTOR = 4;
export const RING_LENGTH = RING_PER_SECTOR * HARBINGER_COUNT;
/** A Home groove k faces Ring Road square 4k; sector k's Province (or Sewer) joins it at square 4k + 2. */
const HOME_FACES = 0;
const ENTRY_AT = 2;

/**
 * ATM-D1: how many squares lead from a Province's gate to its loop: the harder Headstones (ATM-13) lie further
 * from the Ring Road. Gevaudan 2, Hellin 1, Khufu 3, Bathory 4, Samedi 0, Chantraine 1.
 */
export const APPROACH: readonly number[] = [2, 1, 3, 4, 0, 1];
/** A Sewer's way in is one square long. */
const SEWER_APPROACH = 1;

/** The loop round a Province's centre, twelve squares, from the square its approach reaches. */
const PROVINCE_LOOP = [
  PLAIN,
  KEYSTONE,
  LIGHTNING,
  KEYSTONE,
  PLAIN,
  KEYSTONE,
  COMPASS,
  PLAIN,
  PLAIN,
  PLAIN,
  BLACK_HOLE,
  PLAIN,
];
const SEWER_LOOP = [
  PLAIN,
  KEYSTONE,
  SKULL,
  KEYSTONE,
  PLAIN,
  KEYSTONE,
  BLACK_HOLE,
  PLAIN,
  PLAIN,
  PLAIN,
  COMPASS,
  PLAIN,
];
const LOOP = 12;
/** The loop squares the two spokes to the centre leave from, the one a neighbour's bridge arrives at, and ours. */
const SPOKES = [4, 8] as const;
const ARRIVAL = 3;
const DEPARTURE = 9;
/** ATM-D1: the squares of the bridge from a loop to the next sector's. */
export const BRIDGE = 4;

/** A piece of the board (a Province or a Sewer) laid out from its first square. */
interface Piece {
  readonly first: number;
  readonly gate: number;
  readonly loop: number;
  readonly spokes: readonly [number, number];
  readonly centre: number;
  /** The bridge's first square (by the loop); the last one reaches the next sector. */
  readonly bridge: number;
  readonly bridgeEnd: number;
  readonly size: number;
}

function piece(first: number, approach: number): Piece {
  const loop = first + 1 + approach;
  return {
    first,
    gate: first,
    loop,
    spokes: [loop + LOOP, loop + LOOP + 1],
    centre: loop + LOOP + 2,
    bridge: loop + LOOP + 3,
    bridgeEnd: loop + LOOP + 2 + BRIDGE,
    size: approach + LOOP + 4 + BRIDGE,
  };
}

const HOMES = 0;
const ROAD_FIRST = HOMES + HARBINGER_COUNT;
const PIECES_FIRST = ROAD_FIRST + RING_LENGTH;

/** Each Harbinger's Province and Sewer. */
export const PROVINCES: readonly Piece[] = [];
export const SEWERS: readonly Piece[] = [];
{
  let next = PIECES_FIRST;
  for (let h = 0; h < HARBINGER_COUNT; h++) {
    const p = piece(next, APPROACH[h]);
    (PROVINCES as Piece[]).push(p);
    next += p.size;
  }
  for (let h = 0; h < HARBINGER_COUNT; h++) {
    const s = piece(next, SEWER_APPROACH);
    (SEWERS as Piece[]).push(s);
    next += s.size;
  }
}
export const SQUARE_COUNT = SEWERS[HARBINGER_COUNT - 1].first + SEWERS[HARBINGER_COUNT - 1].size;

/** Per square: its kind, its part of the board, and the Harbinger whose Province or Sewer it is on (−1: hub, road). */
export const KIND: number[] = new Array<number>(SQUARE_COUNT).fill(PLAIN);
export const PART: number[] = new Array<number>(SQUARE_COUNT).fill(HUB);
export const OWNER: number[] = new Array<number>(SQUARE_COUNT).fill(-1);
/** Per square on a Province or Sewer: its place on its piece (0 the gate), for layouts and texts. */
export const PLACE: number[] = new Array<number>(SQUARE_COUNT).fill(-1);

/** Edges that never change: inside the hub, the road and each piece. */
const FIXED_EDGES: [number, number][] = [];

export function homeSquare(groove: number): number {
  return HOMES + groove;
}
export function ringSquare(i: number): number {
  return ROAD_FIRST + (((i % RING_LENGTH) + RING_LENGTH) % RING_LENGTH);
}

for (let k = 0; k < HARBINGER_COUNT; k++) KIND[homeSquare(k)] = HOME;
for (let i = 0; i < RING_LENGTH; i++) {
  const sq = ringSquare(i);
  KIND[sq] = RING;
  PART[sq] = ROAD;
  FIXED_EDGES.push([sq, ringSquare(i + 1)]);
}
for (let k = 0; k < HARBINGER_COUNT; k++)
  FIXED_EDGES.push([homeSquare(k), ringSquare(k * RING_PER_SECTOR + HOME_FACES)]);

function layPiece(
  p: Piece,
  harbinger: number,
  part: number,
  loopKinds: readonly number[],
  centreKind: number,
  spokeKinds: readonly [number, number],
) {
  for (let sq = p.first; sq < p.first + p.size; sq++) {
    PART[sq] = part;
    OWNER[sq] = harbinger;
    PLACE[sq] = sq - p.first;
  }
  // The gate, the approach and the loop's first square are one line.
  for (let sq = p.gate; sq < p.loop; sq++) FIXED_EDGES.push([sq, sq + 1]);
  for (let i = 0; i < LOOP; i++) {
    KIND[p.loop + i] = loopKinds[i];
    FIXED_EDGES.push([p.loop + i, p.loop + ((i + 1) % LOOP)]);
  }
  for (let s = 0; s < 2; s++) {
    KIND[p.spokes[s]] = spokeKinds[s];
    FIXED_EDGES.push([p.loop + SPOKES[s], p.spokes[s]], [p.spokes[s], p.centre]);
  }
  KIND[p.centre] = centreKind;
  FIXED_EDGES.push([p.loop + DEPARTURE, p.bridge]);
  for (let sq = p.bridge; sq < p.bridgeEnd; sq++) FIXED_EDGES.push([sq, sq + 1]);
}
for (let h = 0; h < HARBINGER_COUNT; h++) {
  layPiece(PROVINCES[h], h, PROVINCE, PROVINCE_LOOP, HEADSTONE, [SKULL, LIGHTNING]);
  layPiece(SEWERS[h], h, SEWER, SEWER_LOOP, SKULL, [SKULL, LIGHTNING]);
}

/** Each Harbinger's Headstone (ATM-12) and its Sewer's Skull, where a Soul Ranger starts (ATM-35). */
export const HEADSTONES: readonly number[] = PROVINCES.map((p) => p.centre);
export const SEWER_SKULLS: readonly number[] = SEWERS.map((s) => s.centre);

/**
 * The places of each Harbinger's six Keystones on its Province and on its Sewer: its Keystone squares in turn, two
 * Keystones to a square (a Keystone's place is its index: bit i of `AtmosfearState.stones`).
 */
export const PROVINCE_STONES: readonly (readonly number[])[] = PROVINCES.map((p) => stonesOf(p));
export const SEWER_STONES: readonly (readonly number[])[] = SEWERS.map((s) => stonesOf(s));
function stonesOf(p: Piece): number[] {
  const squares: number[] = [];
  for (let sq = p.first; sq < p.first + p.size; sq++) if (KIND[sq] === KEYSTONE) squares.push(sq);
  return Array.from({ length: 6 }, (_, i) => squares[i % squares.length]);
}

/** Squares of a kind, in id order. */
export function squaresOfKind(kind: number): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) if (KIND[sq] === kind) out.push(sq);
  return out;
}

/** The board for one order of the Provinces round the hub: every square's neighbours. */
export interface Layout {
  /** `order[k]`: the Harbinger whose Province is in sector k. */
  readonly order: readonly number[];
  /** `sectorOf[h]`: the sector Harbinger h's Province is in. */
  readonly sectorOf: readonly number[];
  /** Neighbours per square, both sides of every piece included (a driver skips the side face down). */
  readonly next: readonly (readonly number[])[];
}

const layouts = new Map<number, Layout>();

let lastOrder: readonly number[] | null = null;
let lastLayout: Layout | null = null;

/** The layout for this order, built once (and the last one asked for found at once: states share their order). */
export function layoutOf(order: readonly number[]): Layout {
  if (order === lastOrder) return lastLayout!;
  let code = 0;
  for (let k = 0; k < order.length; k++) code = code * HARBINGER_COUNT + order[k];
  let layout = layouts.get(code);
  if (!layout) {
    layout = buildLayout(order);
    layouts.set(code, layout);
  }
  lastOrder = order;
  lastLayout = layout;
  return layout;
}

function buildLayout(order: readonly number[]): Layout {
  const sectorOf = new Array<number>(HARBINGER_COUNT);
  for (let k = 0; k < HARBINGER_COUNT; k++) sectorOf[order[k]] = k;
  const next: number[][] = Array.from({ length: SQUARE_COUNT }, () => []);
  const join = (a: number, b: number) => {
    next[a].push(b);
    next[b].push(a);
  };
  for (const [a, b] of FIXED_EDGES) join(a, b);
  for (let k = 0; k < HARBINGER_COUNT; k++) {
    const h = order[k];
    const after = order[(k + 1) % HARBINGER_COUNT];
    const entry = ringSquare(k * RING_PER_SECTOR + ENTRY_AT);
    for (const sides of [PROVINCES, SEWERS]) join(sides[h].gate, entry);
    // A bridge reaches the next sector's arrival square, on whichever side of it is up.
    for (const from of [PROVINCES[h], SEWERS[h]]) {
      for (const to of [PROVINCES[after], SEWERS[after]]) join(from.bridgeEnd, to.loop + ARRIVAL);
    }
  }
  return { order: order.slice(), sectorOf, next };
}

/** Whether a square is on the board's face now: Provinces up until turned (`flipped`, a bit per Harbinger). */
export function isUp(square: number, flipped: number): boolean {
  const part = PART[square];
  if (part === PROVINCE) return (flipped & (1 << OWNER[square])) === 0;
  if (part === SEWER) return (flipped & (1 << OWNER[square])) !== 0;
  return true;
}

/**
 * The squares of `squares` nearest to `from` along the squares that are up, by steps; ties go to the lowest id.
 * −1 when none can be reached.
 */
export function nearest(
  layout: Layout,
  flipped: number,
  from: number,
  wanted: (square: number) => boolean,
): number {
  const seen = new Uint8Array(SQUARE_COUNT);
  let frontier = [from];
  seen[from] = 1;
  while (frontier.length > 0) {
    let best = -1;
    for (const sq of frontier) if (wanted(sq) && (best < 0 || sq < best)) best = sq;
    if (best >= 0) return best;
    const following: number[] = [];
    for (const sq of frontier) {
      for (const n of layout.next[sq]) {
        if (!seen[n] && isUp(n, flipped)) {
          seen[n] = 1;
          following.push(n);
        }
      }
    }
    frontier = following;
  }
  return -1;
}
