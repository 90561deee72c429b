// The hunters' knowledge: exact, and the routes drawn from it consistent with everything seen.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/index.ts';
import { sampleRouteOf, spread, spreadHi, spreadLo } from './belief.ts';
import { CELLS, NEIGHBOUR, bitHi, bitLo, cellsOf, has } from './board.ts';
import { game, randomStates } from './fixtures.ts';
import { possibleCells, type OldHouseState } from './index.ts';

/** Every cell a route could end on, by brute force over all routes that satisfy each step's allowed cells. */
function endsByEnumeration(state: OldHouseState): Set<number> {
  const steps = state.pub.length / 2;
  const allowed: [number, number][] = [];
  for (let k = 0; k < steps; k++) {
    let lo = state.pub[k * 2];
    let hi = state.pub[k * 2 + 1];
    if (k === 0) {
      lo &= state.originLo;
      hi &= state.originHi;
    }
    // The hunters' own traps: a step taken after a trap was set did not end on it (nor while it stood).
    const g = state.segStart + k;
    if (k > 0) {
      state.trapCells.forEach((cell, i) => {
        if (state.trapPlacedAt[i] < g) {
          lo &= ~bitLo(cell);
          hi &= ~bitHi(cell);
        }
      });
      for (let i = 0; i < state.trapsGone.length; i += 3) {
        if (state.trapsGone[i + 1] < g && g <= state.trapsGone[i + 2]) {
          lo &= ~bitLo(state.trapsGone[i]);
          hi &= ~bitHi(state.trapsGone[i]);
        }
      }
    }
    allowed.push([lo, hi]);
  }
  // Forward over (cell, traced cells visited so far), one step at a time, by listing neighbours one by one (no
  // bit tricks); a trace found at step d needs its cell visited by then.
  const visits: [number, number][] = [];
  for (let i = 0; i < state.visits.length; i += 2) visits.push([state.visits[i], state.visits[i + 1]]);
  const key = (cell: number, seen: string) => `${cell}|${seen}`;
  const mark = (seen: string, cell: number) =>
    visits.some(([c]) => c === cell) && !seen.split(',').includes(String(cell))
      ? [...seen.split(',').filter(Boolean), String(cell)].sort().join(',')
      : seen;
  const due = (seen: string, k: number) =>
    visits.every(([c, d]) => d !== k || seen.split(',').includes(String(c)));
  let frontier = new Map<string, [number, string]>();
  for (const cell of cellsOf(allowed[0][0], allowed[0][1])) {
    const seen = mark('', cell);
    if (due(seen, 0)) frontier.set(key(cell, seen), [cell, seen]);
  }
  for (let k = 1; k < steps; k++) {
    const next = new Map<string, [number, string]>();
    for (const [cell, seen] of frontier.values()) {
      for (const to of [cell, ...[0, 1, 2, 3].map((d) => NEIGHBOUR[cell * 8 + d]).filter((n) => n >= 0)]) {
        if (!has(allowed[k][0], allowed[k][1], to)) continue;
        const now = mark(seen, to);
        if (due(now, k)) next.set(key(to, now), [to, now]);
      }
    }
    frontier = next;
  }
  return new Set([...frontier.values()].map(([cell]) => cell));
}

describe('what the hunters know (OH-D16)', () => {
  it('OH-D16 the set of possible cells always holds the Phantom and equals a brute-force count of routes', () => {
    for (const traces of ['route', 'stamped'] as const) {
      let checked = 0;
      let visited = 0;
      for (const state of randomStates(`exact ${traces}`, 30, 3, { ...game.options.defaults, traces })) {
        const now = possibleCells(state);
        expect(now).toContain(state.cell);
        expect(new Set(now)).toEqual(endsByEnumeration(state));
        if (state.visits.length > 0) visited++;
        checked++;
      }
      expect(checked).toBeGreaterThan(500);
      // By default the searches' traces are visits; stamped, they pin steps and no visit is kept.
      if (traces === 'route') expect(visited).toBeGreaterThan(50);
      else expect(visited).toBe(0);
    }
  });

  it('OH-D16 a sampled route is one of those: every step allowed, each step next to the last, traces on time', () => {
    const rng = Rng.fromSeed('routes');
    const states = function* () {
      yield* randomStates('sample', 12, 7);
      yield* randomStates('sample stamped', 12, 7, {
        ...game.options.defaults,
        traces: 'stamped',
        traps: 'armed',
      });
    };
    for (const state of states()) {
      const route = sampleRouteOf(state, rng);
      expect(route).toHaveLength(state.route.length);
      route.forEach((cell, k) =>
        expect(has(state.possible[k * 2], state.possible[k * 2 + 1], cell)).toBe(true),
      );
      for (let k = 1; k < route.length; k++) {
        const a = route[k - 1];
        const b = route[k];
        expect(a === b || [0, 1, 2, 3].some((d) => NEIGHBOUR[a * 8 + d] === b)).toBe(true);
      }
      // A stamped trace says where the Phantom was at its step (it may have come back since it was found); a
      // trace by default, that the route passed its cell by the time it was found.
      for (let i = 0; i < state.traces.length; i += 2)
        if (state.traces[i + 1] >= 0) expect(route[state.traces[i + 1]]).toBe(state.traces[i]);
      for (let i = 0; i < state.visits.length; i += 2)
        expect(route.slice(0, state.visits[i + 1] + 1)).toContain(state.visits[i]);
    }
  });

  it('OH-D10 one Move card spreads the set by one step or none, walls or not', () => {
    spread(bitLo(0), bitHi(0));
    expect(cellsOf(spreadLo(), spreadHi())).toEqual([0, 1, 7]);
    const g7 = CELLS - 1;
    spread(bitLo(g7), bitHi(g7));
    expect(cellsOf(spreadLo(), spreadHi())).toEqual([41, 47, 48]);
    const d4 = 24;
    spread(bitLo(d4), bitHi(d4));
    expect(cellsOf(spreadLo(), spreadHi())).toEqual([17, 23, 24, 25, 31]);
  });
});
