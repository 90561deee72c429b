// What each seat may know (OH-11, OH-14, OH-28): the Phantom its cell and route and what it has learnt of the
// traps, the hunters their traps and exactly where the Phantom can be; and the states a search draws among those
// a view allows (OH-D28), a view's events, and the deep copy.
import { SPECTATOR } from '../../engine/index.ts';
import type { PlayerSeat, Rng, Viewer } from '../../engine/index.ts';
import { CELLS, RELICS_SET, bitHi, bitLo, colOf, has, rowOf } from './board.ts';
import { recompute, sampleRouteOf } from './belief.ts';
import { PHANTOM, type OldHouseEvent, type OldHouseState, type Seen } from './state.ts';
import { trapWeights } from './trap-odds.ts';

export type Role = 'phantom' | 'hunter' | 'spectator';

/**
 * What one seat may know: the state's fields, with what the viewer may not see emptied. The Phantom's view has
 * its `cell`, `route` and `trapKnown`, and no `trapCells` or `possible`; a hunter's has `trapCells` and
 * `possible` (the exact cells the Phantom can be on now are its last two words: see `possibleCells`), and
 * `cell` −1 with no `route` or `trapKnown`; a spectator's has none of them.
 */
export type OldHouseView = Seen & {
  readonly viewer: Viewer;
  readonly role: Role;
};

const NONE: readonly number[] = [];

function roleOf(viewer: Viewer): Role {
  return viewer === SPECTATOR ? 'spectator' : viewer === PHANTOM ? 'phantom' : 'hunter';
}

export function view(state: OldHouseState, viewer: Viewer): OldHouseView {
  // A seat that is not at the table sees nothing: it must not get a hunter's view by default.
  if (viewer !== SPECTATOR && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.players))
    throw new RangeError(`old-house: no seat ${String(viewer)} at a table of ${state.players}`);
  const role = roleOf(viewer);
  const phantom = role === 'phantom';
  const hunter = role === 'hunter';
  return {
    viewer,
    role,
    players: state.players,
    stamped: state.stamped,
    partyDice: state.partyDice,
    armedTraps: state.armedTraps,
    heroChar: state.heroChar.slice(),
    heroSeat: state.heroSeat.slice(),
    round: state.round,
    phase: state.phase,
    draftLeft: state.draftLeft,
    draftRoll: state.draftRoll,
    lastPick: state.lastPick,
    phantomCards: state.phantomCards,
    hunterCards: state.hunterCards,
    cell: phantom ? state.cell : -1,
    route: phantom ? state.route.slice() : NONE,
    hand: state.hand,
    damage: state.damage,
    revealed: state.revealed,
    openingLeft: state.openingLeft,
    roll: state.roll,
    stepsLeft: state.stepsLeft,
    cardsThisTurn: state.cardsThisTurn,
    summoned: state.summoned,
    stopped: state.stopped,
    nightOver: state.nightOver,
    destroyed: state.destroyed,
    entities: state.entities.slice(),
    pentagrams: state.pentagrams.slice(),
    trapCells: hunter ? state.trapCells.slice() : NONE,
    trapPlacedAt: state.trapPlacedAt.slice(),
    trapKnown: phantom ? state.trapKnown.slice() : NONE,
    trapsGone: state.trapsGone.slice(),
    traces: state.traces.slice(),
    visits: state.visits.slice(),
    heroCell: state.heroCell.slice(),
    heroRoll: state.heroRoll.slice(),
    heroFlags: state.heroFlags.slice(),
    seatsDone: state.seatsDone,
    struck: state.struck,
    played: state.played,
    segStart: state.segStart,
    originLo: state.originLo,
    originHi: state.originHi,
    pub: state.pub.slice(),
    possible: hunter ? state.possible.slice() : NONE,
    front: hunter ? state.front.slice() : NONE,
    end: state.end,
  };
}

/** An event as `viewer` may see it. */
export function viewEvent(event: OldHouseEvent, viewer: Viewer): OldHouseEvent {
  // The Phantom's steps are its own (OH-11); the traps' cells are the hunters' (OH-28).
  if (event.type === 'phantom-step' && viewer !== PHANTOM) return { ...event, cell: -1 };
  if (event.type === 'trap-set' && (viewer === PHANTOM || viewer === SPECTATOR))
    return { ...event, cell: -1 };
  return event;
}

/** The view's fields as a state of its own, sharing nothing with the view. */
function fromView(v: OldHouseView): OldHouseState {
  return {
    players: v.players,
    stamped: v.stamped,
    partyDice: v.partyDice,
    armedTraps: v.armedTraps,
    heroChar: v.heroChar.slice(),
    heroSeat: v.heroSeat.slice(),
    round: v.round,
    phase: v.phase,
    draftLeft: v.draftLeft,
    draftRoll: v.draftRoll,
    lastPick: v.lastPick,
    phantomCards: v.phantomCards,
    hunterCards: v.hunterCards,
    cell: v.cell,
    route: v.route.slice(),
    hand: v.hand,
    damage: v.damage,
    revealed: v.revealed,
    openingLeft: v.openingLeft,
    roll: v.roll,
    stepsLeft: v.stepsLeft,
    cardsThisTurn: v.cardsThisTurn,
    summoned: v.summoned,
    stopped: v.stopped,
    nightOver: v.nightOver,
    destroyed: v.destroyed,
    entities: v.entities.slice(),
    pentagrams: v.pentagrams.slice(),
    trapCells: v.trapCells.slice(),
    trapPlacedAt: v.trapPlacedAt.slice(),
    trapKnown: v.trapKnown.slice(),
    trapsGone: v.trapsGone.slice(),
    traces: v.traces.slice(),
    visits: v.visits.slice(),
    heroCell: v.heroCell.slice(),
    heroRoll: v.heroRoll.slice(),
    heroFlags: v.heroFlags.slice(),
    seatsDone: v.seatsDone,
    struck: v.struck,
    played: v.played,
    segStart: v.segStart,
    originLo: v.originLo,
    originHi: v.originHi,
    pub: v.pub.slice(),
    possible: v.possible.slice(),
    front: v.front.slice(),
    end: v.end,
  };
}

/**
 * The Phantom's determinization: the traps drawn among the cells it cannot rule out (never a relic, never a cell
 * it or a walking entity crossed since the trap was set, no two in a row or a column), weighted as it expects
 * hunters to set them (`trapWeights`); then the hunters' knowledge recomputed with them.
 */
function sampleTraps(state: OldHouseState, rng: Rng): number[] {
  const n = state.trapPlacedAt.length;
  const cells = new Array<number>(n).fill(-1);
  const known = state.trapKnown;
  const weights = Array.from({ length: n }, (_, i) => {
    const w = new Float64Array(CELLS);
    trapWeights(state, i, w);
    return w;
  });
  const place = (i: number, rows: number, cols: number): boolean => {
    if (i === n) return true;
    const weight = (c: number) => weights[i][c];
    const options: number[] = [];
    let total = 0;
    for (let c = 0; c < CELLS; c++) {
      if (has(known[i * 2], known[i * 2 + 1], c)) continue;
      if ((rows & (1 << rowOf(c))) !== 0 || (cols & (1 << colOf(c))) !== 0) continue;
      options.push(c);
      total += weight(c);
    }
    // Draw without replacement by weight until one leads to a full placement.
    while (options.length > 0) {
      let pick = rng.float() * total;
      let j = 0;
      while (j < options.length - 1 && (pick -= weight(options[j])) >= 0) j++;
      const c = options[j];
      options.splice(j, 1);
      total -= weight(c);
      cells[i] = c;
      if (place(i + 1, rows | (1 << rowOf(c)), cols | (1 << colOf(c)))) return true;
    }
    return false;
  };
  if (!place(0, 0, 0)) throw new Error('old-house: no trap placement fits what the Phantom knows');
  return cells;
}

/** What the Phantom would know of the traps on a sampled route (for a hunter's determinization). */
function knownOnRoute(state: OldHouseState, route: readonly number[]): number[] {
  const known: number[] = [];
  for (const placedAt of state.trapPlacedAt) {
    let lo = RELICS_SET[0];
    let hi = RELICS_SET[1];
    for (let k = 1; k < route.length; k++) {
      if (state.segStart + k > placedAt) {
        lo |= bitLo(route[k]);
        hi |= bitHi(route[k]);
      }
    }
    known.push(lo, hi);
  }
  return known;
}

/**
 * A full state consistent with what `seat` knows: for the Phantom the traps drawn (`sampleTraps`), for a hunter a
 * route drawn among those its knowledge allows (belief.ts), and what the Phantom would know of the traps on it.
 */
export function determinize(v: OldHouseView, seat: PlayerSeat, rng: Rng): OldHouseState {
  if (seat === PHANTOM) {
    const state = fromView(v);
    state.trapCells = sampleTraps(state, rng);
    recompute(state, 0);
    return state;
  }
  const state = fromView(v);
  const route = sampleRouteOf(state, rng);
  state.route = route;
  state.cell = route[route.length - 1];
  state.trapKnown = knownOnRoute(state, route);
  return state;
}

export function clone(state: OldHouseState): OldHouseState {
  return {
    ...state,
    heroChar: state.heroChar.slice(),
    heroSeat: state.heroSeat.slice(),
    route: state.route.slice(),
    entities: state.entities.slice(),
    pentagrams: state.pentagrams.slice(),
    trapCells: state.trapCells.slice(),
    trapPlacedAt: state.trapPlacedAt.slice(),
    trapKnown: state.trapKnown.slice(),
    trapsGone: state.trapsGone.slice(),
    traces: state.traces.slice(),
    visits: state.visits.slice(),
    heroCell: state.heroCell.slice(),
    heroRoll: state.heroRoll.slice(),
    heroFlags: state.heroFlags.slice(),
    pub: state.pub.slice(),
    possible: state.possible.slice(),
    front: state.front.slice(),
  };
}
