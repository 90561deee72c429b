// What the hunters can know of the Phantom's hidden route, kept exact as the game goes (OH-14, OH-22, OH-D16).
//
// The route on record is a chain of cells x0, x1, … xK, one per Move card since the round began or the Phantom
// was last revealed; each card moves it one orthogonal step or leaves it where it is (OH-D10). Everything the
// table learns constrains single steps: x0 is one of the `origin` cells; a search of cell c that finds no trace
// rules c out of every step so far; a trace on c with step j sets xj = c and rules c out of the later steps (the
// step is the last visit, OH-D16); a Pentagram's ring rules its cells out of every step taken while it stood, or
// pins the step that tripped it; a trap the Phantom did not spring rules its cell out of every step taken after it
// was set; a summon, a wrong accusation, a flash, or a turn ended off an intact relic narrow the current step.
// The public constraints are kept in `pub` (two words per step); the traps are the hunters' own and are applied
// when the sets are computed.
//
// By default (OH-D16) a trace found by a search tells only that the route passed the cell, not when: a *visit*
// (cell, deadline) says some step up to the deadline (the last step when it was found) stood on the cell. That is
// not a constraint on one step, so while visits are on record the filter runs over pairs (cell, visits made so
// far), one set of cells per subset of the visits, and drops at each deadline the subsets lacking that visit; the
// union over subsets is `possible`. Visits are few (one per traced cell), and the subsets that hold any cell fewer.
// With the stamped traces option a trace carries its step and every constraint is on a single step.
//
// With every constraint on single steps, filtering forward — possible(k) = spread(possible(k − 1)) ∩ allowed(k)
// — gives exactly the cells the Phantom can be on now (the last step), and sampling backwards from it gives a
// route consistent with everything seen: the determinization for a hunter. The Phantom's determinization draws
// the traps instead and recomputes the sets from `pub` with them.
import type { Rng } from '../../engine/index.ts';
import { HI_ALL, LO_ALL, NEIGHBOUR, bitHi, bitLo, has, nthCell, size } from './board.ts';
import type { OldHouseState } from './state.ts';

const COL_A_LO = 0x204081;
const COL_A_HI = 0x4081;
const COL_G_LO = COL_A_LO << 6;
const COL_G_HI = COL_A_HI << 6;

// Scratch results, read right after the call that sets them (no pair is allocated on the hot path).
let outLo = 0;
let outHi = 0;

/**
 * Every cell the Phantom can be on after one more Move card from a cell of the set: one orthogonal step, walls
 * ignored (the Phantom passes through them, OH-D2), or the same cell (a card played `still`, OH-D10).
 */
export function spread(lo: number, hi: number): void {
  outLo =
    lo |
    ((lo << 1) & ~COL_A_LO & LO_ALL) |
    ((lo >>> 1) & ~COL_G_LO) |
    ((lo << 7) & LO_ALL) |
    (lo >>> 7) |
    ((hi & 0x7f) << 21);
  outHi =
    hi |
    ((hi << 1) & ~COL_A_HI & HI_ALL) |
    ((hi >>> 1) & ~COL_G_HI) |
    (((hi << 7) | (lo >>> 21)) & HI_ALL) |
    (hi >>> 7);
}

/** The result of the last `spread`. */
export function spreadLo(): number {
  return outLo;
}
export function spreadHi(): number {
  return outHi;
}

/** The traps the hunters know the Phantom did not walk into by round clock `g` (a step taken after they were set). */
function trapsAt(state: OldHouseState, g: number): void {
  let lo = 0;
  let hi = 0;
  const cells = state.trapCells;
  for (let i = 0; i < cells.length; i++) {
    if (state.trapPlacedAt[i] < g) {
      lo |= bitLo(cells[i]);
      hi |= bitHi(cells[i]);
    }
  }
  const gone = state.trapsGone;
  for (let i = 0; i < gone.length; i += 3) {
    if (gone[i + 1] < g && g <= gone[i + 2]) {
      lo |= bitLo(gone[i]);
      hi |= bitHi(gone[i]);
    }
  }
  outLo = lo;
  outHi = hi;
}

/** Recomputes `possible` from step `from` on (the earlier steps are unchanged). */
export function recompute(state: OldHouseState, from: number): void {
  if (state.visits.length > 0) {
    layered(state, null);
    return;
  }
  const pub = state.pub;
  const possible = state.possible;
  possible.length = pub.length;
  for (let k = from; k * 2 < pub.length; k++) {
    let lo: number;
    let hi: number;
    if (k === 0) {
      lo = state.originLo & pub[0];
      hi = state.originHi & pub[1];
    } else {
      spread(possible[k * 2 - 2], possible[k * 2 - 1]);
      lo = outLo & pub[k * 2];
      hi = outHi & pub[k * 2 + 1];
      trapsAt(state, state.segStart + k);
      lo &= ~outLo;
      hi &= ~outHi;
    }
    possible[k * 2] = lo;
    possible[k * 2 + 1] = hi;
  }
}

/** A new route on record, starting on one of the cells of the set (round start, or a reveal). */
export function startRoute(state: OldHouseState, lo: number, hi: number): void {
  state.segStart = state.played;
  state.visits.length = 0;
  state.originLo = lo;
  state.originHi = hi;
  state.pub.length = 0;
  state.pub.push(LO_ALL, HI_ALL);
  state.possible.length = 0;
  state.possible.push(lo, hi);
  state.traces.length = 0;
}

/** The route grows by one step (a Move card), allowed on the cells `lo`/`hi` by what the table saw. */
export function addStep(state: OldHouseState, lo: number, hi: number): void {
  const possible = state.possible;
  const k = possible.length;
  state.pub.push(lo, hi);
  if (state.visits.length > 0) {
    // Only the new step: from the last layer, kept in `front`.
    possible.push(0, 0);
    state.front = stepLayer(state, k / 2, state.front);
    return;
  }
  spread(possible[k - 2], possible[k - 1]);
  lo &= outLo;
  hi &= outHi;
  trapsAt(state, state.played);
  possible.push(lo & ~outLo, hi & ~outHi);
}

/** Restricts steps `from` … `to` of the route to the set. */
export function restrict(state: OldHouseState, from: number, to: number, lo: number, hi: number): void {
  const pub = state.pub;
  let changed = -1;
  for (let k = from; k <= to; k++) {
    const a = pub[k * 2] & lo;
    const b = pub[k * 2 + 1] & hi;
    if (a !== pub[k * 2] || b !== pub[k * 2 + 1]) {
      pub[k * 2] = a;
      pub[k * 2 + 1] = b;
      if (changed < 0) changed = k;
    }
  }
  if (changed >= 0) recompute(state, changed);
}

/** The number of the last step (the Move cards on record). */
export function lastStep(state: { readonly pub: readonly number[] }): number {
  return state.pub.length / 2 - 1;
}

/**
 * A search of some cells (OH-22): a cell the route passed takes a Trace with the step of the Phantom's last
 * visit there; the others are ruled out of the whole route. Returns the traces found (cell, step, …) and
 * updates `pub`, `possible` and `traces`.
 */
export function search(state: OldHouseState, cells: readonly number[]): number[] {
  const route = state.route;
  const last = route.length - 1;
  const pub = state.pub;
  const found: number[] = [];
  let from = pub.length;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    const cLo = bitLo(c);
    const cHi = bitHi(c);
    const step = route.lastIndexOf(c);
    if (step >= 0 && !state.stamped) {
      // OH-22, OH-D16: the route passed here this round, at a step nobody is told.
      found.push(c, -1);
      if (indexOfTrace(state.traces, c) < 0) state.traces.push(c, -1);
      if (indexOfTrace(state.visits, c) < 0) {
        state.visits.push(c, last);
        from = 0;
      }
    } else if (step >= 0) {
      found.push(c, step);
      pub[step * 2] &= cLo;
      pub[step * 2 + 1] &= cHi;
      if (step < from) from = step;
      for (let k = step + 1; k <= last; k++) {
        pub[k * 2] &= ~cLo;
        pub[k * 2 + 1] &= ~cHi;
      }
      const at = indexOfTrace(state.traces, c);
      if (at >= 0) state.traces[at + 1] = step;
      else state.traces.push(c, step);
    } else {
      // Nothing to learn if the cell was already out of every step.
      let seen = false;
      for (let k = 0; k <= last; k++) {
        if ((pub[k * 2] & cLo) !== 0 || (pub[k * 2 + 1] & cHi) !== 0) {
          pub[k * 2] &= ~cLo;
          pub[k * 2 + 1] &= ~cHi;
          if (!seen && k < from) from = k;
          seen = true;
        }
      }
    }
  }
  if (from <= last) recompute(state, from);
  return found;
}

/** The index of the pair (cell, …) for `cell` in a list of pairs, or −1. */
export function indexOfTrace(traces: readonly number[], cell: number): number {
  for (let i = 0; i < traces.length; i += 2) if (traces[i] === cell) return i;
  return -1;
}

/** The cells the Phantom can be on now, as the hunters know: the last step's set. */
export function nowLo(state: { readonly possible: readonly number[] }): number {
  return state.possible[state.possible.length - 2];
}
export function nowHi(state: { readonly possible: readonly number[] }): number {
  return state.possible[state.possible.length - 1];
}

const options = new Int8Array(5);

/**
 * The forward filter over (cell, visits made) while visits are on record: per step, the subsets of visits (as a
 * bitmask) with the cells that can be reached having made exactly those visits, as triples (mask, lo, hi).
 * Writes the union into `possible`, and keeps the layers when asked (route sampling). Plain arrays and no
 * closures: it runs after every search and every Move card while a trace is on record.
 */
function layered(state: OldHouseState, keep: number[][] | null): void {
  state.possible.length = state.pub.length;
  let layer: number[] = [0, state.originLo, state.originHi];
  for (let k = 0; k * 2 < state.pub.length; k++) {
    layer = stepLayer(state, k, layer);
    if (keep) keep.push(layer);
  }
  state.front = layer;
}

/** Step k's layer from step k − 1's (or, at step 0, from the origin as subset 0); sets `possible` there. */
function stepLayer(state: OldHouseState, k: number, layer: readonly number[]): number[] {
  const pub = state.pub;
  const visits = state.visits;
  let allowLo = pub[k * 2];
  let allowHi = pub[k * 2 + 1];
  if (k > 0) {
    trapsAt(state, state.segStart + k);
    allowLo &= ~outLo;
    allowHi &= ~outHi;
  }
  const next: number[] = [];
  for (let j = 0; j < layer.length; j += 3) {
    const mask = layer[j];
    let lo: number;
    let hi: number;
    if (k === 0) {
      lo = layer[j + 1] & allowLo;
      hi = layer[j + 2] & allowHi;
    } else {
      spread(layer[j + 1], layer[j + 2]);
      lo = outLo & allowLo;
      hi = outHi & allowHi;
    }
    // Cells that make a visit move to the subset with it; the rest stay.
    for (let i = 0; i < visits.length; i += 2) {
      const c = visits[i];
      if (!has(lo, hi, c)) continue;
      const cLo = bitLo(c);
      const cHi = bitHi(c);
      lo &= ~cLo;
      hi &= ~cHi;
      put(next, mask | (1 << (i >> 1)), cLo, cHi);
    }
    put(next, mask, lo, hi);
  }
  // A visit found at step k was made by then.
  let need = 0;
  for (let i = 0; i < visits.length; i += 2) if (visits[i + 1] === k) need |= 1 << (i >> 1);
  let uLo = 0;
  let uHi = 0;
  let w = 0;
  for (let j = 0; j < next.length; j += 3) {
    if ((next[j] & need) !== need) continue;
    next[w] = next[j];
    next[w + 1] = next[j + 1];
    next[w + 2] = next[j + 2];
    uLo |= next[j + 1];
    uHi |= next[j + 2];
    w += 3;
  }
  next.length = w;
  state.possible[k * 2] = uLo;
  state.possible[k * 2 + 1] = uHi;
  return next;
}

/** Adds cells to a layer's subset `mask` (triples mask, lo, hi), making the subset if it is new. */
function put(layer: number[], mask: number, lo: number, hi: number): void {
  if (lo === 0 && hi === 0) return;
  for (let j = 0; j < layer.length; j += 3) {
    if (layer[j] === mask) {
      layer[j + 1] |= lo;
      layer[j + 2] |= hi;
      return;
    }
  }
  layer.push(mask, lo, hi);
}

/** The cells of subset `mask` in a layer, as [lo, hi], or null. */
function subsetOf(layer: readonly number[], mask: number): [number, number] | null {
  for (let j = 0; j < layer.length; j += 3) if (layer[j] === mask) return [layer[j + 1], layer[j + 2]];
  return null;
}

/** A route consistent with everything the hunters know (see `sampleRoute`), visits and all. */
export function sampleRouteOf(state: OldHouseState, rng: Rng): number[] {
  if (state.visits.length === 0) return sampleRoute(state.possible, rng);
  const layers: number[][] = [];
  layered(state, layers);
  const steps = layers.length;
  const route = new Array<number>(steps);
  // The last cell uniform among the possible ones, then one of the subsets holding it.
  const last = layers[steps - 1];
  const lo = state.possible[steps * 2 - 2];
  const hi = state.possible[steps * 2 - 1];
  let cell = nthCell(lo, hi, rng.int(Math.max(1, size(lo, hi))));
  const masks: number[] = [];
  for (let j = 0; j < last.length; j += 3) if (has(last[j + 1], last[j + 2], cell)) masks.push(last[j]);
  let mask = masks.length > 0 ? masks[rng.int(masks.length)] : 0;
  route[steps - 1] = cell;
  const visitBit = (c: number): number => {
    const i = indexOfTrace(state.visits, c);
    return i < 0 ? 0 : 1 << (i >> 1);
  };
  for (let k = steps - 2; k >= 0; k--) {
    const layer = layers[k];
    // The step before: a cell on or next to this one, in a subset that this cell's visit completes.
    const bit = visitBit(cell);
    const before = (mask & bit) !== 0 ? [mask, mask & ~bit] : [mask];
    const choices: number[] = [];
    for (const m of before) {
      const set = subsetOf(layer, m);
      if (!set) continue;
      if (has(set[0], set[1], cell)) choices.push(cell, m);
      for (let d = 0; d < 4; d++) {
        const n = NEIGHBOUR[cell * 8 + d];
        if (n >= 0 && has(set[0], set[1], n)) choices.push(n, m);
      }
    }
    if (choices.length > 0) {
      const j = rng.int(choices.length / 2) * 2;
      cell = choices[j];
      mask = choices[j + 1];
    }
    route[k] = cell;
  }
  return route;
}

/**
 * A route consistent with everything the hunters know: its last cell uniform among the possible ones, then each
 * earlier cell uniform among the possible ones on it or next to it.
 */
export function sampleRoute(possible: readonly number[], rng: Rng): number[] {
  const steps = possible.length / 2;
  const route = new Array<number>(steps);
  let lo = possible[steps * 2 - 2];
  let hi = possible[steps * 2 - 1];
  let cell = nthCell(lo, hi, rng.int(Math.max(1, size(lo, hi))));
  route[steps - 1] = cell;
  for (let k = steps - 2; k >= 0; k--) {
    lo = possible[k * 2];
    hi = possible[k * 2 + 1];
    let n = 0;
    if (has(lo, hi, cell)) options[n++] = cell;
    for (let d = 0; d < 4; d++) {
      const m = NEIGHBOUR[cell * 8 + d];
      if (m >= 0 && has(lo, hi, m)) options[n++] = m;
    }
    if (n > 0) cell = options[rng.int(n)];
    route[k] = cell;
  }
  return route;
}
