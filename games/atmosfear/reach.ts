// Where a piece may go: the powers its Keystones give it, the squares it may set foot on, and the squares a roll
// takes it to (ATM-10, ATM-16, ATM-19, ATM-29, ATM-38, ATM-39).
import type { PlayerSeat } from '../../engine/index.ts';
import {
  COMPASS,
  HOME,
  KIND,
  OWNER,
  PART,
  PROVINCE,
  ROAD,
  SQUARE_COUNT,
  homeSquare,
  isUp,
  layoutOf,
  squaresOfKind,
  type Layout,
} from './board.ts';
import { ALL_COLOURS, DOUBLE, GATES, RANGER_DOUBLE_COLOURS, RELEASE, colourFor } from './content.ts';
import type { AtmosfearState, Table } from './state.ts';
import { coloursHeld } from './state.ts';

/** ATM-18, ATM-D3, ATM-D4: whether a seat's Keystones give it a power now. */
export function hasPower(state: Table, seat: PlayerSeat, power: number): boolean {
  const role = state.role[seat];
  if (role === 'harbinger') return state.keys[seat].includes(colourFor(state.harbinger[seat], power));
  if (role === 'ranger') {
    if (power === RELEASE) return state.keys[seat].length > 0;
    if (power === DOUBLE) return (coloursHeld(state, seat) & RANGER_DOUBLE_COLOURS) !== 0;
  }
  return false;
}

/** ATM-19: a seat with all six colours may head Home. */
export function homebound(state: Table, seat: PlayerSeat): boolean {
  return state.role[seat] !== 'skull' && coloursHeld(state, seat) === ALL_COLOURS;
}

/** A seat's own Home groove. */
export function homeOf(state: Table, seat: PlayerSeat): number {
  return homeSquare(state.number[seat] - 1);
}

/** Whether a Soul Ranger may walk the Provinces now (ATM-38): a Keystone frees it, or the Gatekeeper's leave. */
export function rangerFree(state: Table, seat: PlayerSeat): boolean {
  return state.gatekeeper.roam || hasPower(state, seat, RELEASE);
}

/**
 * The parts of the board a seat may set foot on now, as flags: the Ring Road, the Provinces, its Home.
 * Sewers are open to everyone; Gates are checked on their own.
 */
function footing(state: Table, seat: PlayerSeat): number {
  const role = state.role[seat];
  const home = homebound(state, seat);
  if (role === 'skull') return ROAD_OK | PROVINCE_OK;
  if (role === 'harbinger') return PROVINCE_OK | (home ? ROAD_OK | HOME_OK : 0);
  return ROAD_OK | (rangerFree(state, seat) ? PROVINCE_OK : 0) | (home ? HOME_OK : 0);
}
const ROAD_OK = 1;
const PROVINCE_OK = 2;
const HOME_OK = 4;

/** Whether a seat may stand on (or pass) `square` with these footing flags. */
function mayTread(state: Table, seat: PlayerSeat, square: number, flags: number, gates: boolean): boolean {
  if (!isUp(square, state.flipped)) return false;
  const part = PART[square];
  if (part === ROAD) return (flags & ROAD_OK) !== 0;
  if (part === PROVINCE && (flags & PROVINCE_OK) === 0) return false;
  if (KIND[square] === HOME) {
    // ATM-36: a Soul Ranger chases a player all the way Home, into the groove it stands in.
    if (state.role[seat] === 'ranger' && occupiedByOther(state, seat, square)) return true;
    return (flags & HOME_OK) !== 0 && square === homeOf(state, seat);
  }
  if (!gates && state.gates.includes(square)) return false;
  return true;
}

function occupiedByOther(state: Table, seat: PlayerSeat, square: number): boolean {
  for (let s = 0; s < state.players; s++) if (s !== seat && state.at[s] === square) return true;
  return false;
}

/** Scratch for the walk: per square, the search that last marked it (so nothing is cleared between searches). */
const landedAt = new Int32Array(SQUARE_COUNT);
const checkedAt = new Int32Array(SQUARE_COUNT);
const treadable = new Uint8Array(SQUARE_COUNT);
let stamp = 0;
/** Per step along an edge with so many steps left: the search that last took it (paths that meet go on as one). */
const MAX_DEGREE = 4;
const MAX_STEPS = 16;
const steppedAt = new Int32Array(SQUARE_COUNT * MAX_DEGREE * MAX_STEPS);
const STACK = 1 << 12;
const stackSquare = new Int16Array(STACK);
const stackFrom = new Int16Array(STACK);
const stackLeft = new Int8Array(STACK);

/**
 * ATM-10, ATM-D7: the squares `steps` steps from the seat's square along the board, never stepping straight back
 * to the square just left (no change of direction within a turn), through the squares it may tread. Through a
 * Gate only with the Gates power or when the dice showed its own number (ATM-29, ATM-D16). Each square once, in
 * the order first found.
 */
export function destinations(
  state: Table,
  seat: PlayerSeat,
  steps: number,
  throughGates: boolean,
): readonly number[] {
  return walk(layoutOf(state.order), state, seat, steps, throughGates, footing(state, seat));
}

function walk(
  layout: Layout,
  state: Table,
  seat: PlayerSeat,
  steps: number,
  throughGates: boolean,
  flags: number,
): number[] {
  const next = layout.next;
  const out: number[] = [];
  if (++stamp === 0x7fffffff) {
    landedAt.fill(0);
    checkedAt.fill(0);
    steppedAt.fill(0);
    stamp = 1;
  }
  const start = state.at[seat];
  // A depth-first walk on an explicit stack, each step along an edge taken once per number of steps left;
  // whether a square may be trodden is asked once per search.
  stackSquare[0] = start;
  stackFrom[0] = -1;
  stackLeft[0] = steps;
  let top = 1;
  while (top > 0) {
    top--;
    const square = stackSquare[top];
    const from = stackFrom[top];
    const left = stackLeft[top];
    if (left === 0) {
      if (landedAt[square] !== stamp && square !== start) {
        landedAt[square] = stamp;
        out.push(square);
      }
      continue;
    }
    const around = next[square];
    for (let i = around.length - 1; i >= 0; i--) {
      const n = around[i];
      if (n === from) continue;
      if (checkedAt[n] !== stamp) {
        checkedAt[n] = stamp;
        treadable[n] = mayTread(state, seat, n, flags, throughGates) ? 1 : 0;
      }
      if (treadable[n] === 0 || top === STACK) continue;
      const step = (square * MAX_DEGREE + i) * MAX_STEPS + left - 1;
      if (steppedAt[step] === stamp) continue;
      steppedAt[step] = stamp;
      stackSquare[top] = n;
      stackFrom[top] = square;
      stackLeft[top] = left - 1;
      top++;
    }
  }
  return out;
}

/** Every Compass on the board's face with nobody on it (ATM-26). */
export function freeCompasses(state: Table, except: number): number[] {
  const out: number[] = [];
  for (const sq of COMPASSES) {
    if (sq !== except && isUp(sq, state.flipped) && !state.at.includes(sq) && !state.gates.includes(sq))
      out.push(sq);
  }
  return out;
}
const COMPASSES = squaresOfKind(COMPASS);

/**
 * ATM-29, ATM-D17: the squares a Gate may stand on: "anywhere on the board except the Ring Road" — any square of
 * a Province or Sewer on the board's face (Headstones and Keystone squares too, occupied or not), with no other
 * Gate on it. The Homes are grooves in the Hub, not a path a Gate could block.
 */
export function gateSquares(state: AtmosfearState): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    if (OWNER[sq] < 0 || !isUp(sq, state.flipped)) continue;
    if (state.gates.includes(sq)) continue;
    out.push(sq);
  }
  return out;
}

/**
 * Steps from every square to the nearest of `targets`, along squares `seat` may tread (Gates closed unless it
 * has the Gates power); 255 where none can be reached. For planning routes (bots); the answer is shared, so it
 * is only read.
 */
export function stepsTo(state: Table, seat: PlayerSeat, targets: readonly number[]): Uint8Array {
  const layout = layoutOf(state.order);
  const next = layout.next;
  const flags = footing(state, seat);
  const gates = hasPower(state, seat, GATES);
  // The same plan is asked for again and again (a search's worlds share the board): remembered by what it
  // depends on, a few hundred at most.
  if (layout !== planLayout) {
    planLayout = layout;
    plans.clear();
  }
  const key = `${targets.join()}|${flags}|${gates ? 'through' : state.gates.join()}|${state.flipped}|${state.number[seat]}`;
  const known = plans.get(key);
  if (known) return known;
  const steps = new Uint8Array(SQUARE_COUNT);
  steps.fill(255);
  if (++planStamp === 0x7fffffff) {
    planChecked.fill(0);
    planStamp = 1;
  }
  let head = 0;
  let tail = 0;
  for (const t of targets) {
    if (steps[t] !== 0) {
      steps[t] = 0;
      queue[tail++] = t;
    }
  }
  while (head < tail) {
    const sq = queue[head++];
    const d = steps[sq] + 1;
    if (d >= 255) continue;
    const around = next[sq];
    for (let i = 0; i < around.length; i++) {
      const n = around[i];
      if (steps[n] !== 255) continue;
      if (planChecked[n] !== planStamp) {
        planChecked[n] = planStamp;
        planTreadable[n] = mayTread(state, seat, n, flags, gates) ? 1 : 0;
      }
      if (planTreadable[n] === 0) continue;
      steps[n] = d;
      queue[tail++] = n;
    }
  }
  if (plans.size >= 512) plans.clear();
  plans.set(key, steps);
  return steps;
}

/** Plans remembered for the last board layout asked about. */
const plans = new Map<string, Uint8Array>();
let planLayout: Layout | null = null;
/** Scratch for stepsTo: the queue, and whether each square may be trodden (asked once a search). */
const queue = new Int16Array(SQUARE_COUNT);
const planChecked = new Int32Array(SQUARE_COUNT);
const planTreadable = new Uint8Array(SQUARE_COUNT);
let planStamp = 0;
