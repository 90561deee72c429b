import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/index.ts';
import { PROVINCES, SEWERS, SQUARE_COUNT, isUp, layoutOf } from '../board.ts';
import { HARBINGER_COUNT } from '../content.ts';
import {
  HALF,
  MIN_GAP,
  boardGeometry,
  distance,
  sizeOf,
  standing,
  walkPath,
  type Point,
} from './geometry.ts';

/** Tables to draw: the order setup would choose, and which pieces are turned, at random but the same each run. */
function tables(count: number): { order: number[]; flipped: number }[] {
  const rng = Rng.fromSeed('atmosfear board geometry');
  const out = [
    { order: [0, 1, 2, 3, 4, 5], flipped: 0 },
    { order: [5, 4, 3, 2, 1, 0], flipped: 63 },
  ];
  while (out.length < count) {
    const order = Array.from({ length: HARBINGER_COUNT }, (_, h) => h);
    rng.shuffle(order);
    out.push({ order, flipped: rng.int(64) });
  }
  return out;
}

const TABLES = tables(40);

/** The two drawn squares with the least room between them: their distance less the room they need. */
function closest(at: readonly (Point | null)[], room: (a: number, b: number) => number) {
  let worst = { a: -1, b: -1, gap: Infinity };
  for (let a = 0; a < at.length; a++) {
    const p = at[a];
    if (!p) continue;
    for (let b = a + 1; b < at.length; b++) {
      const q = at[b];
      if (!q) continue;
      const gap = distance(p, q) - room(a, b);
      if (gap < worst.gap) worst = { a, b, gap };
    }
  }
  return worst;
}

describe('the board drawing', () => {
  it('draws every square that is up, and none that is face down', () => {
    for (const { order, flipped } of TABLES) {
      const { at } = boardGeometry(order, flipped);
      for (let sq = 0; sq < SQUARE_COUNT; sq++)
        expect(at[sq] !== null, `square ${sq}`).toBe(isUp(sq, flipped));
    }
  });

  it('keeps squares apart, whatever the order of the Provinces and the pieces turned', () => {
    for (const { order, flipped } of TABLES) {
      const { a, b, gap } = closest(boardGeometry(order, flipped).at, () => MIN_GAP);
      expect(gap, `squares ${a} and ${b} at order ${order.join('')}, turned ${flipped}`).toBeGreaterThan(0);
    }
  });

  it('keeps a large centre square clear of the squares round it', () => {
    for (const { order, flipped } of TABLES) {
      const { a, b, gap } = closest(boardGeometry(order, flipped).at, (a, b) => (sizeOf(a) + sizeOf(b)) / 2);
      expect(gap, `squares ${a} and ${b}`).toBeGreaterThan(0);
    }
  });

  it('puts every square inside the view, whole, and the view inside the board', () => {
    for (const { order, flipped } of TABLES) {
      const { at, frame } = boardGeometry(order, flipped);
      at.forEach((p, sq) => {
        if (!p) return;
        const reach = sizeOf(sq) / 2;
        expect(p.x - reach, `square ${sq}`).toBeGreaterThanOrEqual(frame.x);
        expect(p.x + reach, `square ${sq}`).toBeLessThanOrEqual(frame.x + frame.width);
        expect(p.y - reach, `square ${sq}`).toBeGreaterThanOrEqual(frame.y);
        expect(p.y + reach, `square ${sq}`).toBeLessThanOrEqual(frame.y + frame.height);
      });
      expect(frame.x).toBeGreaterThanOrEqual(-HALF);
      expect(frame.y).toBeGreaterThanOrEqual(-HALF);
      expect(frame.x + frame.width).toBeLessThanOrEqual(HALF);
      expect(frame.y + frame.height).toBeLessThanOrEqual(HALF);
    }
  });

  it('keeps the view the same when pieces are turned over', () => {
    for (const { order } of TABLES.slice(0, 10)) {
      const frames = [0, 5, 42, 63].map((flipped) => boardGeometry(order, flipped).frame);
      for (const frame of frames) expect(frame).toEqual(frames[0]);
    }
  });

  it('draws every join of the layout between squares that are up, once, and no other', () => {
    for (const { order, flipped } of TABLES) {
      const { edges } = boardGeometry(order, flipped);
      const drawn = new Set(edges.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
      expect(drawn.size).toBe(edges.length);
      const layout = layoutOf(order);
      let wanted = 0;
      for (let sq = 0; sq < SQUARE_COUNT; sq++) {
        for (const n of layout.next[sq]) {
          if (n <= sq || !isUp(sq, flipped) || !isUp(n, flipped)) continue;
          wanted++;
          expect(drawn.has(`${sq}-${n}`), `join ${sq}-${n}`).toBe(true);
        }
      }
      expect(edges.length).toBe(wanted);
    }
  });

  it('draws each bridge reaching across to the next sector’s loop', () => {
    const order = [2, 0, 4, 1, 5, 3];
    const { edges } = boardGeometry(order, 0);
    for (let k = 0; k < HARBINGER_COUNT; k++) {
      const from = PROVINCES[order[k]].bridgeEnd;
      const to = PROVINCES[order[(k + 1) % HARBINGER_COUNT]].loop + 3;
      expect(edges.some(([a, b]) => (a === from && b === to) || (a === to && b === from))).toBe(true);
    }
  });
});

describe('a walk for the animation', () => {
  it('goes from one square to the other along joins, over squares that are up, without coming back', () => {
    const rng = Rng.fromSeed('walks');
    for (const { order, flipped } of TABLES) {
      const layout = layoutOf(order);
      const up = Array.from({ length: SQUARE_COUNT }, (_, sq) => sq).filter((sq) => isUp(sq, flipped));
      for (let i = 0; i < 10; i++) {
        const from = up[rng.int(up.length)];
        const to = up[rng.int(up.length)];
        const path = walkPath(layout, flipped, from, to);
        expect(path, `${from} to ${to}`).not.toBeNull();
        expect(path![0]).toBe(from);
        expect(path![path!.length - 1]).toBe(to);
        expect(new Set(path).size).toBe(path!.length);
        for (let s = 1; s < path!.length; s++) {
          expect(layout.next[path![s - 1]]).toContain(path![s]);
          expect(isUp(path![s], flipped)).toBe(true);
        }
      }
    }
  });

  it('takes the shortest way: one step to a neighbour, round the short side of a loop', () => {
    const layout = layoutOf([0, 1, 2, 3, 4, 5]);
    const loop = PROVINCES[2].loop;
    expect(walkPath(layout, 0, loop, loop + 1)).toEqual([loop, loop + 1]);
    expect(walkPath(layout, 0, loop, loop + 11)).toEqual([loop, loop + 11]);
    expect(walkPath(layout, 0, loop + 5, loop + 5)).toEqual([loop + 5]);
  });

  it('finds no way onto a face-down piece', () => {
    const layout = layoutOf([0, 1, 2, 3, 4, 5]);
    expect(walkPath(layout, 0, PROVINCES[0].loop, SEWERS[0].centre)).toBeNull();
  });
});

describe('pieces sharing a square', () => {
  it('sit side by side round it, none covering another', () => {
    for (let n = 1; n <= 6; n++) {
      const { radius, offsets } = standing(n);
      expect(offsets).toHaveLength(n);
      for (let a = 0; a < n; a++) {
        // Close enough round the square that a crowd is not taken for the next square's.
        const reach = distance(offsets[a], { x: 0, y: 0 }) + radius;
        expect(reach, `${n} pieces`).toBeLessThanOrEqual(MIN_GAP * 0.7);
        for (let b = a + 1; b < n; b++) {
          expect(distance(offsets[a], offsets[b]), `${n} pieces`).toBeGreaterThanOrEqual(2 * radius - 1e-9);
        }
      }
    }
  });
});
