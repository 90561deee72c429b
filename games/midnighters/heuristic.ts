// The heuristic Midnighter (the `heuristic` bot and search's playout policy). It heads for the Bridge, or for the
// Town Hall or the Motel while a nightmare keeps it from waking; it turns the map with Vertigo when no arrows lead
// on, and against the leader when the leader is close; it sets traps where rivals must pass (the Bridge first) and
// springs them on whoever is about to win. It reads only what its seat may see: the map, where everyone stands,
// the nightmares on the table, where traps lie, and its own hand and traps — a view, or a state read the same way.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { neighbourOf, stepsTo, swapLocations, walkTarget, type DreamMap } from './board.ts';
import {
  ANGLE,
  BRIDGE,
  CATCHER,
  DREAMWALK,
  FOREST,
  HORROR,
  KIND_OF,
  LOCATION_COUNT,
  MOTEL,
  RESTAURANT,
  STAR,
  SUSPENSE,
  TOWN_HALL,
  VERTIGO,
  nightmareCard,
} from './content.ts';
import { VERTIGO_HOWS } from './moves.ts';
import type { MidnightersMove, MidnightersState, Pending } from './state.ts';

/** What the heuristic reads: a state, or a seat's view of it (the same fields, the unknown ones null). */
export interface Seen extends DreamMap {
  readonly players: number;
  readonly director: PlayerSeat;
  readonly phase: MidnightersState['phase'];
  readonly avatar: readonly number[];
  readonly hands: readonly (readonly (number | null)[])[];
  readonly traps: readonly (readonly {
    readonly location: number;
    readonly cards: readonly number[] | null;
  }[])[];
  readonly nightmares: readonly (readonly number[])[];
  readonly turn: PlayerSeat;
  readonly actor: PlayerSeat;
  readonly actions: number;
  readonly pending: readonly Pending[];
  readonly window: MidnightersState['window'];
  readonly activating: number;
  readonly activator: PlayerSeat;
  readonly toPlace: readonly number[];
}

// Scratch distance tables, reused (no allocation per decision).
const toBridge = new Int8Array(LOCATION_COUNT);
const toGoal = new Int8Array(LOCATION_COUNT);
const trial = new Int8Array(LOCATION_COUNT);

/** Dreamwalks from a location, or far when there is no way. */
function far(d: number): number {
  return d < 0 ? 9 : d;
}

/** Where `seat` heads: the Bridge, or, with a nightmare, the Town Hall (which sheds them all, MID-D12). */
function goalOf(t: Seen, seat: PlayerSeat): number {
  const mine = t.nightmares[seat];
  if (mine.length === 0) return BRIDGE;
  // The Horror alone stays through the others' Town Halls: its holder heads for whichever of its own ways out,
  // the Town Hall or the Motel, is nearer.
  if (!mine.includes(nightmareCard(HORROR))) return TOWN_HALL;
  stepsTo(t, TOWN_HALL, toGoal);
  const hall = far(toGoal[t.avatar[seat]]);
  stepsTo(t, MOTEL, toGoal);
  return far(toGoal[t.avatar[seat]]) < hall ? MOTEL : TOWN_HALL;
}

/**
 * The rival closest to waking: no nightmare, fewest Dreamwalks to the Bridge, and among equals the one who plays
 * soonest after us; −1 when none can wake soon.
 */
function leader(t: Seen, seat: PlayerSeat): PlayerSeat {
  stepsTo(t, BRIDGE, toBridge);
  let best = -1;
  let bestSteps = 99;
  for (let i = 1; i < t.players; i++) {
    const s = (seat + i) % t.players;
    if (t.nightmares[s].length > 0 || t.avatar[s] < 0) continue;
    const steps = far(toBridge[t.avatar[s]]);
    if (steps < bestSteps) {
      bestSteps = steps;
      best = s;
    }
  }
  return best;
}

function has(hand: readonly (number | null)[], kind: number): boolean {
  for (const card of hand) if (card !== null && KIND_OF[card] === kind) return true;
  return false;
}

/** Whether a rival's trap lies on a location (the heuristic keeps off them when it can). */
function trapped(t: Seen, seat: PlayerSeat, location: number): boolean {
  for (let s = 0; s < t.players; s++) {
    if (s === seat) continue;
    for (const trap of t.traps[s]) if (trap.location === location) return true;
  }
  return false;
}

export function heuristicMove(
  t: Seen,
  seat: PlayerSeat,
  moves: readonly MidnightersMove[],
  rng: Rng,
): MidnightersMove | null {
  if (moves.length === 1) return moves[0];
  if (t.pending.length > 0) return decide(t, seat, t.pending[0], moves, rng);
  if (t.window) return react(t, seat, moves);
  if (t.phase === 'settle') return settleAvatar(t, moves);
  if (t.phase === 'arrange') return arrange(moves, rng);
  return playTurn(t, seat, moves, rng);
}

/**
 * MID-D36, the Director's layout: the Corridors fill one corner of the grid, nearest the corner first (cells A1,
 * B1, A2, C1, B2, A3), each turned at random; the unique locations, face down, take the rest. Wherever the Bridge
 * falls it is then at least three locations from the corner.
 */
export const CORRIDOR_CELLS: readonly number[] = [0, 1, 4, 2, 5, 8];

function arrange(moves: readonly MidnightersMove[], rng: Rng): MidnightersMove {
  for (const cell of CORRIDOR_CELLS) {
    const here = moves.filter((m) => m.type === 'place' && m.cell === cell);
    if (here.length > 0) return rng.pick(here);
  }
  return rng.pick(moves);
}

/**
 * MID-D36: every avatar, the Director's own too, starts on the Corridor in the corner: nobody begins nearer the
 * Bridge than another, and nobody within reach of it on the first turn.
 */
function settleAvatar(t: Seen, moves: readonly MidnightersMove[]): MidnightersMove {
  return closest(moves, (m) => t.cellOf[(m as { location: number }).location]);
}

/** A trap window: spring on a rival about to win, or to steal an activation; otherwise let it pass. */
function react(t: Seen, seat: PlayerSeat, moves: readonly MidnightersMove[]): MidnightersMove | null {
  stepsTo(t, BRIDGE, toBridge);
  let best: MidnightersMove | null = null;
  let bestScore = 0;
  for (const move of moves) {
    if (move.type !== 'spring') continue;
    const trap = t.traps[seat][move.trap];
    if (!trap || !trap.cards) continue;
    const kind = KIND_OF[trap.cards[1]];
    let score = 0;
    if (t.activating === trap.location && t.activator !== seat) {
      // Steal the activation with a Midnight Star; any trap at least catches the activator.
      score = kind === STAR ? 10 : 4;
    }
    for (let s = 0; s < t.players; s++) {
      if (s === seat || t.avatar[s] !== trap.location) continue;
      const steps = far(toBridge[trap.location]);
      if (t.nightmares[s].length === 0 && steps <= 1) score += 6;
      else if (t.nightmares[s].length === 0 && steps <= 2) score += 2;
    }
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  if (best) return best;
  return moves.find((m) => m.type === 'pass') ?? null;
}

/** A decision inside a turn. */
function decide(
  t: Seen,
  seat: PlayerSeat,
  pending: Pending,
  moves: readonly MidnightersMove[],
  rng: Rng,
): MidnightersMove {
  switch (pending.kind) {
    case 'forest': {
      stepsTo(t, goalOf(t, pending.who), toGoal);
      return closest(moves, (m) => far(toGoal[(m as { location: number }).location]));
    }
    case 'restaurant':
      return bestSwap(t, pending.who, moves);
    case 'motel-look': {
      const lead = leader(t, seat);
      return moves.find((m) => m.type === 'look' && m.seat === lead) ?? rng.pick(moves);
    }
    case 'motel-give':
      return moves.find((m) => m.type === 'give' && m.yes) ?? moves[0];
    case 'catcher': {
      // Bury the nightmares it shows.
      let mask = 0;
      pending.cards.forEach((card, i) => {
        if (KIND_OF[card] < 0) mask |= 1 << i;
      });
      return moves.find((m) => m.type === 'bury' && m.mask === mask) ?? moves[0];
    }
    case 'discard':
      return closest(moves, (m) => KEEP[(m as { kind: number }).kind]);
    case 'send': {
      const who = pending.who[0];
      stepsTo(t, goalOf(t, who), toGoal);
      const here = far(toGoal[t.avatar[who]]);
      // Itself toward its goal, a rival as far from its goal as a Corridor lies.
      return closest(moves, (m) => {
        const to = (m as { location: number }).location;
        const steps = to < 0 ? here : far(toGoal[to]);
        return who === seat ? steps : -steps;
      });
    }
    case 'relocate':
      return bestRelocation(t, seat, pending.location, moves);
    case 'take': {
      const lead = leader(t, seat);
      return moves.find((m) => m.type === 'take' && m.seat === lead) ?? rng.pick(moves);
    }
  }
}

/** How much a kind is worth keeping (lower goes first when the hand is too full). */
const KEEP: readonly number[] = [];
(KEEP as number[])[DREAMWALK] = 5;
(KEEP as number[])[STAR] = 6;
(KEEP as number[])[VERTIGO] = 4;
(KEEP as number[])[SUSPENSE] = 3;
(KEEP as number[])[ANGLE] = 2;
(KEEP as number[])[CATCHER] = 1;

/** The move with the lowest score (the first among equals). */
function closest(moves: readonly MidnightersMove[], score: (m: MidnightersMove) => number): MidnightersMove {
  let best = moves[0];
  let bestScore = Infinity;
  for (const move of moves) {
    const s = score(move);
    if (s < bestScore) {
      bestScore = s;
      best = move;
    }
  }
  return best;
}

/** A copy of the map's arrays to try a change on. */
function trialMap(t: Seen): { grid: number[]; cellOf: number[]; turns: number[] } {
  return { grid: t.grid.slice(), cellOf: t.cellOf.slice(), turns: t.turns.slice() };
}

/** MID-D11: the Restaurant's swap that brings `who` closest to its goal. */
function bestSwap(t: Seen, who: PlayerSeat, moves: readonly MidnightersMove[]): MidnightersMove {
  const goal = goalOf(t, who);
  const mine = t.avatar[who];
  return closest(moves, (m) => {
    const other = (m as { location: number }).location;
    const map = trialMap(t);
    const a = map.cellOf[mine];
    const b = map.cellOf[other];
    map.grid[a] = other;
    map.grid[b] = mine;
    map.cellOf[mine] = b;
    map.cellOf[other] = a;
    stepsTo(map, goal, trial);
    return far(trial[mine]);
  });
}

/** MID-30: where a Vertigo trap puts its location: far from waking for the rivals on it, near for the owner. */
function bestRelocation(
  t: Seen,
  seat: PlayerSeat,
  location: number,
  moves: readonly MidnightersMove[],
): MidnightersMove {
  return closest(moves, (m) => {
    const { cell, turn } = m as { cell: number; turn: number };
    const map = trialMap(t);
    if (map.grid[cell] !== location) swapLocations(map, location, map.grid[cell]);
    map.turns[location] = turn;
    return spread(t, map, seat);
  });
}

/** How a map stands for `seat`: its own Dreamwalks to its goal, less the leader's to the Bridge (lower is better). */
function spread(t: Seen, map: DreamMap, seat: PlayerSeat): number {
  const goal = goalOf(t, seat);
  stepsTo(map, goal, trial);
  const mine = far(trial[t.avatar[seat]]);
  if (goal !== BRIDGE) stepsTo(map, BRIDGE, trial);
  let theirs = 9;
  for (let s = 0; s < t.players; s++) {
    if (s === seat || t.nightmares[s].length > 0 || t.avatar[s] < 0) continue;
    theirs = Math.min(theirs, far(trial[t.avatar[s]]));
  }
  // Our own way counts double: opening a way for us and a rival alike is still worth it.
  return 2 * mine - theirs;
}

/** MID-13: a turn's actions, the most useful first. */
function playTurn(
  t: Seen,
  seat: PlayerSeat,
  moves: readonly MidnightersMove[],
  rng: Rng,
): MidnightersMove | null {
  const end = moves.find((m) => m.type === 'end') ?? moves[0];
  // A turn played for someone else (a Dream Catcher trap) is spent doing nothing.
  if (t.actor !== t.turn) return end;
  const hand = t.hands[seat];
  const here = t.avatar[seat];
  const goal = goalOf(t, seat);
  const star = moves.find((m) => m.type === 'star');
  // Wake, or shed nightmares, where we stand.
  if (star && here === goal) return star;
  // Spring a trap of ours on a rival standing on it, close to waking.
  const spring = springOnOurTurn(t, seat, moves);
  if (spring) return spring;
  if (t.actions <= 0) {
    const angle = moves.find((m) => m.type === 'angle');
    return angle && usefulMoves(moves) ? angle : end;
  }
  stepsTo(t, goal, toGoal);
  const dist = far(toGoal[here]);
  // A leader near the Bridge who would wake before us is stopped first: the Vertigo that pushes it furthest, or
  // a trap set under its feet.
  const lead = leader(t, seat);
  if (lead >= 0) {
    const theirs = far(toBridge[t.avatar[lead]]);
    if (theirs <= STOP_LEADER_AT && (goal !== BRIDGE || dist > theirs)) {
      const stop =
        (has(hand, VERTIGO) ? blockingVertigo(t, seat, lead, moves) : null) ??
        (t.actions >= 2 ? pickTrap(moves, t.avatar[lead], UNDER_FOOT) : null);
      if (stop) return stop;
    }
  }
  // A Dreamwalk that brings us closer, keeping off rivals' traps unless it is the goal.
  let bestWalk: MidnightersMove | null = null;
  let bestSteps = dist;
  for (const move of moves) {
    if (move.type !== 'walk') continue;
    const to = walkTarget(t, here, 'nesw'.indexOf(move.dir));
    const steps = far(toGoal[to]) + (to !== goal && trapped(t, seat, to) ? 1 : 0);
    if (steps < bestSteps) {
      bestSteps = steps;
      bestWalk = move;
    }
  }
  if (bestWalk) return bestWalk;
  // No way on from here: wander, since another place may have one.
  if (dist >= 9 && has(hand, DREAMWALK)) {
    const walks = moves.filter((m) => m.type === 'walk');
    if (walks.length > 0 && rng.int(2) === 0) return rng.pick(walks);
  }
  // The Forest or the Restaurant may carry us when the arrows do not.
  if (star && (here === FOREST || here === RESTAURANT) && dist > 1) return star;
  // A trap where the leader must pass: the Bridge, when the leader is close and we are not.
  if (lead >= 0 && t.actions >= 2) {
    stepsTo(t, BRIDGE, toBridge);
    const theirs = far(toBridge[t.avatar[lead]]);
    if (theirs <= 3 && (goal !== BRIDGE || theirs < dist)) {
      const trap = pickTrap(moves, BRIDGE, ON_THE_WAY);
      if (trap) return trap;
    }
  }
  // Vertigo: the change that helps us most against the leader (or opens a way).
  if (has(hand, VERTIGO)) {
    const vertigo = bestVertigo(t, seat, moves);
    if (vertigo) return vertigo;
  }
  const angle = moves.find((m) => m.type === 'angle');
  if (angle && usefulMoves(moves)) return angle;
  const catcher = moves.find((m) => m.type === 'catcher');
  if (catcher && rng.int(2) === 0) return catcher;
  const swap = pickSwap(hand, dist, moves);
  if (swap) return swap;
  return end;
}

/**
 * A blind swap (MID-13) of the card we hold most of beyond what we keep: a Dreamwalk or two while there is a way
 * on, a Midnight Star, a Vertigo; the rest goes.
 */
function pickSwap(
  hand: readonly (number | null)[],
  dist: number,
  moves: readonly MidnightersMove[],
): MidnightersMove | null {
  const keep = [dist > 0 && dist < 9 ? Math.min(dist, 2) : 0, 0, 1, 1, 0, 0];
  const count = [0, 0, 0, 0, 0, 0];
  for (const card of hand) if (card !== null && KIND_OF[card] >= 0) count[KIND_OF[card]]++;
  let best: MidnightersMove | null = null;
  let bestSurplus = 0;
  for (const move of moves) {
    if (move.type !== 'swap') continue;
    const surplus = count[move.kind] - keep[move.kind];
    if (surplus > bestSurplus) {
      bestSurplus = surplus;
      best = move;
    }
  }
  return best;
}

/** Whether a move other than ending, a Dutch Angle and springing is on offer (so an extra action helps). */
function usefulMoves(moves: readonly MidnightersMove[]): boolean {
  return moves.some((m) => m.type === 'walk' || m.type === 'star' || m.type === 'vertigo');
}

/**
 * Trap kinds by preference (lower first; 99 never): on the leader's way, the Midnight Star kind (it steals the
 * wake), else Dreamwalk; under the leader's feet, the Dreamwalk kind (it sends them to a Corridor), the Star last.
 */
const ON_THE_WAY = [1, 99, 0, 2, 3, 4];
const UNDER_FOOT = [0, 99, 9, 1, 2, 3];

/** A trap on `location`, the kind `rank` ranks first. */
function pickTrap(
  moves: readonly MidnightersMove[],
  location: number,
  rank: readonly number[],
): MidnightersMove | null {
  let best: MidnightersMove | null = null;
  let bestRank = 99;
  for (const move of moves) {
    if (move.type !== 'trap' || move.location !== location) continue;
    if (rank[move.with] < bestRank) {
      bestRank = rank[move.with];
      best = move;
    }
  }
  return best;
}

function springOnOurTurn(
  t: Seen,
  seat: PlayerSeat,
  moves: readonly MidnightersMove[],
): MidnightersMove | null {
  stepsTo(t, BRIDGE, toBridge);
  for (const move of moves) {
    if (move.type !== 'spring') continue;
    const trap = t.traps[seat][move.trap];
    if (!trap || !trap.cards || KIND_OF[trap.cards[1]] === STAR) continue;
    for (let s = 0; s < t.players; s++) {
      if (s === seat || t.avatar[s] !== trap.location || t.nightmares[s].length > 0) continue;
      if (far(toBridge[trap.location]) <= 1) return move;
    }
  }
  return null;
}

/** How many Dreamwalks from the Bridge a leader may come before the others turn their Vertigos and traps on it. */
const STOP_LEADER_AT = 3;

/** The Vertigo that takes the leader furthest from the Bridge (ours to our goal breaks ties), if any does. */
function blockingVertigo(
  t: Seen,
  seat: PlayerSeat,
  lead: PlayerSeat,
  moves: readonly MidnightersMove[],
): MidnightersMove | null {
  stepsTo(t, BRIDGE, trial);
  const now = far(trial[t.avatar[lead]]);
  let best: MidnightersMove | null = null;
  let bestScore = 0;
  const map = trialMap(t);
  const goal = goalOf(t, seat);
  for (const move of moves) {
    if (move.type !== 'vertigo') continue;
    let theirs = 0;
    const score = withVertigo(map, move, () => {
      stepsTo(map, BRIDGE, trial);
      theirs = far(trial[t.avatar[lead]]);
      stepsTo(map, goal, trial);
      return (theirs - now) * 10 - far(trial[t.avatar[seat]]);
    });
    if (theirs > now && (best === null || score > bestScore)) {
      bestScore = score;
      best = move;
    }
  }
  return best;
}

/** What `measure` reads on the trial map with a Vertigo played on it; the map is left as it was. */
function withVertigo(
  map: ReturnType<typeof trialMap>,
  move: Extract<MidnightersMove, { type: 'vertigo' }>,
  measure: () => number,
): number {
  const location = move.location;
  const how = VERTIGO_HOWS.indexOf(move.how);
  const turned = map.turns[location];
  const other = how < 2 ? -1 : neighbourOf(map, location, how - 2);
  if (how < 2) map.turns[location] = (turned + (how === 0 ? 1 : 3)) & 3;
  else swapLocations(map, location, other);
  const result = measure();
  if (how < 2) map.turns[location] = turned;
  else swapLocations(map, location, other);
  return result;
}

/** The Vertigo that lowers `spread` the most, if any lowers it. */
function bestVertigo(t: Seen, seat: PlayerSeat, moves: readonly MidnightersMove[]): MidnightersMove | null {
  const now = spread(t, t, seat);
  let best: MidnightersMove | null = null;
  let bestScore = now;
  // One trial map, each Vertigo tried on it and undone.
  const map = trialMap(t);
  for (const move of moves) {
    if (move.type !== 'vertigo') continue;
    const score = withVertigo(map, move, () => spread(t, map, seat));
    if (score < bestScore) {
      bestScore = score;
      best = move;
    }
  }
  return best;
}
