// Where each square of the board is drawn, for one order of the Provinces and one set of turned pieces: the hub
// in the middle, the Ring Road round it, each sector's piece (the side that is up) beyond it, and the bridges
// between neighbouring loops. Plain geometry over board.ts's graph: no React, no DOM. The origin is the board's
// centre; angles grow clockwise on screen (SVG's y points down).
import {
  BRIDGE,
  OWNER,
  PART,
  RING_LENGTH,
  RING_PER_SECTOR,
  PROVINCES,
  SEWER,
  SEWERS,
  SQUARE_COUNT,
  homeSquare,
  isUp,
  layoutOf,
  ringSquare,
  type Layout,
} from '../board.ts';
import { HARBINGER_COUNT } from '../content.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

type Piece = (typeof PROVINCES)[number];

/** No square is ever drawn further than this from the centre, either way. */
export const HALF = 500;
/** A square's side, and the closest two squares' centres ever come (room for a gap and an outline). */
export const SQUARE_SIZE = 27;
export const MIN_GAP = 33;
/** The loop's centre square (a Headstone or a Skull) is drawn larger: it is the piece's landmark. */
export const CENTRE_SIZE = 34;

export const WELL_RADIUS = 46;
const HOME_RADIUS = 82;
/** 24 squares round this circle are 34 apart. */
export const RING_RADIUS = 131;
/** Between the gate, the approach squares and the loop. */
const STEP = 34;
export const LOOP_RADIUS = 68;
/** The tinted ground under a loop reaches just past its squares. */
export const GROUND_RADIUS = LOOP_RADIUS + 20;
const LOOP = 12;
/** board.ts: the loop squares the bridges leave from and arrive at, and the ones the spokes start from. */
const DEPARTURE = 9;
const ARRIVAL = 3;
const SPOKES = [4, 8] as const;

const DEGREE = Math.PI / 180;

/** Ring Road square i's angle: square 0 at the top, then clockwise. */
function ringAngle(i: number): number {
  return -90 * DEGREE + (i * 2 * Math.PI) / RING_LENGTH;
}

/** Sector k's middle: where its piece joins the Ring Road (board.ts: square 4k + 2). */
export function sectorAngle(k: number): number {
  return ringAngle(k * RING_PER_SECTOR + 2);
}

function polar(radius: number, angle: number): Point {
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
}

function plus(a: Point, b: Point, times = 1): Point {
  return { x: a.x + b.x * times, y: a.y + b.y * times };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The side of Harbinger h's piece that is up. */
export function pieceUp(h: number, flipped: number): Piece {
  return (flipped & (1 << h)) !== 0 ? SEWERS[h] : PROVINCES[h];
}

/** Squares between a piece's gate and its loop. */
function approachOf(p: Piece): number {
  return p.loop - p.gate - 1;
}

/** One sector as drawn: whose piece, which side, and its loop's circle (for the tinted ground behind it). */
export interface Sector {
  readonly harbinger: number;
  readonly sewer: boolean;
  readonly centre: Point;
  readonly angle: number;
}

/** A rectangle of the drawing, as an SVG viewBox. */
export interface Frame {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface BoardGeometry {
  readonly layout: Layout;
  /**
   * The view: room for every square of this order whichever sides are up, so that turning a piece over never
   * rescales the board (the order is fixed for a match).
   */
  readonly frame: Frame;
  readonly flipped: number;
  /** Per square id: where it is drawn, or null while it is face down. */
  readonly at: readonly (Point | null)[];
  /** Each join between two squares that are up, once (lower id first). */
  readonly edges: readonly (readonly [number, number])[];
  readonly sectors: readonly Sector[];
}

/**
 * Lays a piece out in sector k: the gate and the approach on the sector's middle line, going out from the Ring
 * Road (so the harder Headstones, with longer approaches, lie further away), the loop as a circle with square 0
 * facing the hub and square 9 facing the next sector, the spokes half-way to the centre. Returns the centre.
 */
function layPiece(p: Piece, k: number, at: (Point | null)[]): Point {
  const angle = sectorAngle(k);
  const approach = approachOf(p);
  for (let j = 0; j <= approach; j++) at[p.gate + j] = polar(RING_RADIUS + STEP * (j + 1), angle);
  const centre = loopCentre(p, angle);
  // From facing the hub (angle + 180°) a quarter turn each three squares: square 3 faces the previous sector.
  for (let i = 0; i < LOOP; i++) {
    at[p.loop + i] = plus(centre, polar(LOOP_RADIUS, angle + Math.PI + (i * 2 * Math.PI) / LOOP));
  }
  at[p.centre] = centre;
  p.spokes.forEach((spoke, s) => {
    const from = at[p.loop + SPOKES[s]]!;
    at[spoke] = { x: (from.x + centre.x) / 2, y: (from.y + centre.y) / 2 };
  });
  return centre;
}

/** A longer approach puts the loop further out. */
function loopCentre(p: Piece, angle: number): Point {
  return polar(RING_RADIUS + STEP * (approachOf(p) + 2) + LOOP_RADIUS, angle);
}

function sectorOf(p: Piece, k: number): Sector {
  const angle = sectorAngle(k);
  return { harbinger: OWNER[p.centre], sewer: PART[p.centre] === SEWER, centre: loopCentre(p, angle), angle };
}

/**
 * The bridge from a loop's departure square to the next loop's arrival square: a cubic curve leaving each loop
 * straight out from its centre (so it clears the loop's own squares), its four squares evenly along it.
 */
function layBridge(from: Piece, fromCentre: Point, to: Piece, toCentre: Point, at: (Point | null)[]): void {
  const start = at[from.loop + DEPARTURE]!;
  const end = at[to.loop + ARRIVAL]!;
  const chord = distance(start, end);
  const handle = chord * 0.45;
  const outOf = (p: Point, c: Point) => {
    const d = distance(p, c);
    return { x: (p.x - c.x) / d, y: (p.y - c.y) / d };
  };
  const c1 = plus(start, outOf(start, fromCentre), handle);
  const c2 = plus(end, outOf(end, toCentre), handle);
  const curve = (t: number): Point => {
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    return {
      x: a * start.x + b * c1.x + c * c2.x + d * end.x,
      y: a * start.y + b * c1.y + c * c2.y + d * end.y,
    };
  };
  // Even spacing by length, measured on a fine polyline.
  const SAMPLES = 200;
  const lengths = [0];
  let last = start;
  for (let i = 1; i <= SAMPLES; i++) {
    const p = curve(i / SAMPLES);
    lengths.push(lengths[i - 1] + distance(last, p));
    last = p;
  }
  const total = lengths[SAMPLES];
  let i = 0;
  for (let b = 1; b <= BRIDGE; b++) {
    const wanted = (total * b) / (BRIDGE + 1);
    while (lengths[i + 1] < wanted) i++;
    const t = (i + (wanted - lengths[i]) / (lengths[i + 1] - lengths[i])) / SAMPLES;
    at[from.bridge + b - 1] = curve(t);
  }
}

/** The board as drawn for this order of the Provinces, with the pieces in `flipped` turned to their Sewers. */
export function boardGeometry(order: readonly number[], flipped: number): BoardGeometry {
  const layout = layoutOf(order);
  const at = positions(order, flipped);
  const edges: [number, number][] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    if (!isUp(sq, flipped)) continue;
    for (const n of layout.next[sq]) if (n > sq && isUp(n, flipped)) edges.push([sq, n]);
  }
  const sectors = order.map((h, k) => sectorOf(pieceUp(h, flipped), k));
  return { layout, frame: frameOf(order), flipped, at, edges, sectors };
}

/** Room round the outermost squares for an outline, a loop's ground, a piece standing over the edge. */
const MARGIN = 12;

const frames = new Map<string, Frame>();

/**
 * The box round every square this order can show: both sides of each piece, and each bridge between every pair
 * of sides of its two loops (all sides up, none, every other sector's, the others').
 */
export function frameOf(order: readonly number[]): Frame {
  const key = order.join();
  const known = frames.get(key);
  if (known) return known;
  let every = 0;
  order.forEach((h, k) => {
    if (k % 2 === 0) every |= 1 << h;
  });
  const all = (1 << HARBINGER_COUNT) - 1;
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const flipped of [0, all, every, all & ~every]) {
    positions(order, flipped).forEach((p, sq) => {
      if (!p) return;
      const reach = sizeOf(sq) / 2 + MARGIN;
      left = Math.min(left, p.x - reach);
      right = Math.max(right, p.x + reach);
      top = Math.min(top, p.y - reach);
      bottom = Math.max(bottom, p.y + reach);
    });
  }
  const frame = { x: left, y: top, width: right - left, height: bottom - top };
  frames.set(key, frame);
  return frame;
}

function positions(order: readonly number[], flipped: number): (Point | null)[] {
  const at: (Point | null)[] = new Array<Point | null>(SQUARE_COUNT).fill(null);
  for (let k = 0; k < HARBINGER_COUNT; k++)
    at[homeSquare(k)] = polar(HOME_RADIUS, ringAngle(k * RING_PER_SECTOR));
  for (let i = 0; i < RING_LENGTH; i++) at[ringSquare(i)] = polar(RING_RADIUS, ringAngle(i));
  const pieces = order.map((h) => pieceUp(h, flipped));
  const centres = pieces.map((p, k) => layPiece(p, k, at));
  pieces.forEach((p, k) => {
    const next = (k + 1) % HARBINGER_COUNT;
    layBridge(p, centres[k], pieces[next], centres[next], at);
  });
  return at;
}

const CENTRES = new Set([...PROVINCES, ...SEWERS].map((p) => p.centre));

/** A square's drawn size: a loop's centre is larger. */
export function sizeOf(square: number): number {
  return CENTRES.has(square) ? CENTRE_SIZE : SQUARE_SIZE;
}

/**
 * A shortest walk from `from` to `to` over squares that are up, both ends included (breadth first, so the
 * animation steps square by square); null when `to` cannot be reached.
 */
export function walkPath(layout: Layout, flipped: number, from: number, to: number): number[] | null {
  if (from === to) return [from];
  const before = new Int32Array(SQUARE_COUNT).fill(-1);
  before[from] = from;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const sq = queue[head];
    for (const n of layout.next[sq]) {
      if (before[n] >= 0 || !isUp(n, flipped)) continue;
      before[n] = sq;
      if (n === to) {
        const path = [to];
        for (let at = to; at !== from; at = before[at]) path.push(before[at]);
        return path.reverse();
      }
      queue.push(n);
    }
  }
  return null;
}

/**
 * How the n pieces standing on one square sit round its centre, side by side without covering each other: one
 * large, two smaller in a row, more in two rows.
 */
export function standing(n: number): { readonly radius: number; readonly offsets: readonly Point[] } {
  if (n <= 1) return { radius: 10.5, offsets: [{ x: 0, y: 0 }] };
  const radius = n === 2 ? 8.5 : n <= 4 ? 7.5 : 7;
  const perRow = n === 2 ? 2 : Math.ceil(n / 2);
  const rows = Math.ceil(n / perRow);
  const offsets: Point[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = row === rows - 1 ? n - row * perRow : perRow;
    const col = i - row * perRow;
    offsets.push({ x: (col - (inRow - 1) / 2) * 2 * radius, y: (row - (rows - 1) / 2) * 2 * radius });
  }
  return { radius, offsets };
}
