// The heuristic bots (the `heuristic` bot and ISMCTS's rollout policy) and the evaluation a search horizon
// scores with (OH-D28, bots.ts). Both read only what the acting seat may see: the Phantom its cell, route and what it
// knows of the traps; the hunters their traps and their exact set of possible cells. They take a view, or a
// state read the same way (the fields have the same names), so a search may skip building views.
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import {
  CELLS,
  CELL_TYPE,
  HI_ALL,
  LO_ALL,
  NEAR_SET,
  NEIGHBOUR,
  RELIC_AT,
  RELIC_CELLS,
  RING_SET,
  WALK,
  bitHi,
  bitLo,
  flight,
  has,
  popcount,
  size,
} from './board.ts';
import {
  ACTION_CARDS,
  HORROR_CARDS,
  MAX_SUMMONS_HELD,
  MOVE_CARDS,
  BANISHMENT,
  PHANTOM_ACCELERATION,
  RELICS_TO_WIN,
  ROUNDS,
  SCHOLAR,
  SUMMON_CARDS,
  PENTAGRAM_CARDS,
  TRAP_CARDS,
  type DarkFace,
  type LightFace,
} from './content.ts';
import { spread as spreadSet, spreadHi, spreadLo } from './belief.ts';
import {
  FRIGHTENED,
  MOVED,
  PHANTOM,
  SKIPPING,
  SKIP_NEXT,
  UNARMED,
  relicIntact,
  relicsDestroyed,
  type OldHouseMove,
  type OldHouseState,
} from './state.ts';

/** What a bot reads: a view, or a state read as the acting seat's view would show it. */
export type Seen = {
  readonly [K in keyof OldHouseState]: OldHouseState[K] extends number[]
    ? readonly number[]
    : OldHouseState[K];
};

let sLo = 0;
let sHi = 0;
function spread(lo: number, hi: number): void {
  spreadSet(lo, hi);
  sLo = spreadLo();
  sHi = spreadHi();
}

/** The chance a hero's die (1 … 6) lets it end exactly on a cell `d` walking steps away (it may not stay). */
const REACH_CHANCE = [0, 1, 5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6];
function reachChance(d: number): number {
  return d < REACH_CHANCE.length ? REACH_CHANCE[d] : 0;
}

/** The chance that at least one hero able to move next hunters' turn can end on `cell`. */
export function heroReach(t: Seen, cell: number): number {
  let miss = 1;
  for (let h = 0; h < t.heroCell.length; h++) {
    miss *= 1 - reachChance(WALK[t.heroCell[h] * CELLS + cell]);
  }
  return 1 - miss;
}

function intactSet(destroyed: number): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let r = 0; r < RELIC_CELLS.length; r++) {
    if (relicIntact(destroyed, r)) {
      lo |= bitLo(RELIC_CELLS[r]);
      hi |= bitHi(RELIC_CELLS[r]);
    }
  }
  return [lo, hi];
}

export function heuristicMove(
  t: Seen,
  seat: PlayerSeat,
  moves: readonly OldHouseMove[],
  rng: Rng,
): OldHouseMove {
  if (moves.length === 1) return moves[0];
  return seat === PHANTOM ? phantomMove(t, moves, rng) : hunterMove(t, seat, moves, rng);
}

// ---------------------------------------------------------------- the Phantom

const DARK_VALUE: Readonly<Record<DarkFace, number>> = {
  shadows: 3,
  poltergeist: 2.6,
  slime: 2.4,
  horror: 1.6,
  acceleration: 2,
};
const LIGHT_DENIAL: Readonly<Record<LightFace, number>> = { trap: 2.2, pentagram: 1.6, acceleration: 0.6 };

function draftMove(t: Seen, moves: readonly OldHouseMove[], rng: Rng): OldHouseMove {
  if (t.draftLeft < 0) return moves[rng.float() < 0.6 ? 1 : 0]; // rolling averages 4.5 cards
  // The best set of cards still to take, then its leftmost card that is legal now.
  const scores: { card: number; score: number }[] = [];
  for (let card = t.lastPick + 1; card < ACTION_CARDS.length; card++) {
    const c = ACTION_CARDS[card];
    scores.push({ card, score: DARK_VALUE[c.dark] + LIGHT_DENIAL[c.light] + rng.float() * 0.5 });
  }
  scores.sort((a, b) => b.score - a.score);
  let summons = popcount(t.phantomCards & SUMMON_CARDS);
  const chosen: number[] = [];
  for (const { card } of scores) {
    if (chosen.length >= t.draftLeft) break;
    const isSummon = (SUMMON_CARDS & (1 << card)) !== 0;
    if (isSummon && summons >= MAX_SUMMONS_HELD) continue;
    if (isSummon) summons++;
    chosen.push(card);
  }
  chosen.sort((a, b) => a - b);
  for (const card of chosen) {
    const m = moves.find((x) => x.type === 'pick' && x.card === card);
    if (m) return m;
  }
  return moves[0];
}

/** The table's public deduction (without the hunters' traps, which the Phantom cannot know): the last step's set. */
function publicNow(t: Seen): [number, number] {
  let lo = t.originLo & t.pub[0];
  let hi = t.originHi & t.pub[1];
  for (let k = 2; k < t.pub.length; k += 2) {
    spread(lo, hi);
    lo = sLo & t.pub[k];
    hi = sHi & t.pub[k + 1];
  }
  return [lo, hi];
}

/**
 * The odds of a trap on a cell by where it lies for the table when the trap was set — out of its sight, among
 * the cells it could place the Phantom on, just around those — beside an intact relic or away from one (OH-D32).
 */
const TRAP_ODDS_BY_RELIC = [1, 2.6, 4.5];
const TRAP_ODDS_AWAY = [0.1, 0.15, 6];

/**
 * How likely the Phantom thinks a trap is on a cell before anything rules it out, relative to a cell beside an
 * intact relic and out of the table's sight: the odds hunters set traps with, measured over 5,223 traps of
 * heuristic and searching hunters at 2–4 players. Hunters guard relics (a relic can only be reached through its
 * four neighbours) and the cells just outside where the table could place the Phantom — where it must step out
 * — and almost never the inside, since a trap springs only after the Phantom's next turn (OH-D12). The
 * determinization draws traps with these weights, and the heuristic reckons with them.
 */
export function trapWeights(t: Seen, trap: number, out: Float64Array): void {
  // Where the table could place the Phantom when this trap was set, if that was on the route on record.
  const placed = t.trapPlacedAt[trap] === UNARMED ? t.played : t.trapPlacedAt[trap];
  const step = placed - t.segStart;
  let pLo = 0;
  let pHi = 0;
  if (step >= 0 && step * 2 < t.pub.length) {
    pLo = t.originLo & t.pub[0];
    pHi = t.originHi & t.pub[1];
    for (let k = 1; k <= step; k++) {
      spread(pLo, pHi);
      pLo = sLo & t.pub[k * 2];
      pHi = sHi & t.pub[k * 2 + 1];
    }
  }
  spread(pLo, pHi);
  const aroundLo = sLo;
  const aroundHi = sHi;
  for (let c = 0; c < CELLS; c++) {
    let odds = TRAP_ODDS_AWAY;
    for (let d = 0; d < 4; d++) {
      const n = NEIGHBOUR[c * 8 + d];
      if (n >= 0 && RELIC_AT[n] >= 0 && relicIntact(t.destroyed, RELIC_AT[n])) {
        odds = TRAP_ODDS_BY_RELIC;
        break;
      }
    }
    out[c] = odds[has(pLo, pHi, c) ? 1 : has(aroundLo, aroundHi, c) ? 2 : 0];
  }
}

const weights = new Float64Array(CELLS);

/** The Phantom's estimate of the chance of a trap on each cell, from what it knows of each trap. */
function trapRisk(t: Seen, out: Float64Array): void {
  out.fill(0);
  const known = t.trapKnown;
  for (let i = 0; i * 2 < known.length; i++) {
    trapWeights(t, i, weights);
    const freeLo = ~known[i * 2] & LO_ALL;
    const freeHi = ~known[i * 2 + 1] & HI_ALL;
    let total = 0;
    for (let c = 0; c < CELLS; c++) if (has(freeLo, freeHi, c)) total += weights[c];
    if (total === 0) continue;
    for (let c = 0; c < CELLS; c++) if (has(freeLo, freeHi, c)) out[c] += weights[c] / total;
  }
}

const risk = new Float64Array(CELLS);
const reachAt = new Float64Array(CELLS);
const pathCost = new Float64Array(CELLS);
const cellCost = new Float64Array(CELLS);
const pathDist = new Int8Array(CELLS);
const order = new Int8Array(CELLS);

/** What a relic is worth against a banishment level, and what standing near one is worth (tuned in play). */
const RELIC_WORTH = 1.0;
const APPROACH_WORTH = 0.5;
/** The chance a hero wants before it accuses (the Scholar risks nothing, so she accuses on less). */
const ACCUSE_BELOW = 0.3;
/** How much randomness goes into choosing between ways and between plans of nearly equal worth. */
const PATH_WHIM = 0.15;
const PLAN_WHIM = 0.03;

/** The expected number of heroes that can end on `cell` next hunters' turn. */
export function heroesReaching(t: Seen, cell: number): number {
  let sum = 0;
  for (let h = 0; h < t.heroCell.length; h++) {
    const f = t.heroFlags[h];
    if ((f & SKIP_NEXT) !== 0) continue;
    const d = WALK[t.heroCell[h] * CELLS + cell];
    sum += (f & FRIGHTENED) !== 0 ? (d === 1 ? 1 : 0) : reachChance(d);
  }
  return sum;
}

/** Cheapest way (trap risk, pentagram rings, cells heroes may search) from the Phantom to every cell. */
function planPaths(t: Seen, ringLo: number, ringHi: number, lives: number): void {
  for (let c = 0; c < CELLS; c++) cellCost[c] = stepCost(c, ringLo, ringHi, lives);
  const from = t.cell;
  pathDist.fill(-1);
  pathDist[from] = 0;
  pathCost[from] = 0;
  let head = 0;
  let tail = 0;
  order[tail++] = from;
  while (head < tail) {
    const c = order[head++];
    for (let d = 0; d < 4; d++) {
      const n = NEIGHBOUR[c * 8 + d];
      if (n < 0) continue;
      const cost = pathCost[c] + cellCost[n];
      if (pathDist[n] < 0) {
        pathDist[n] = pathDist[c] + 1;
        pathCost[n] = cost;
        order[tail++] = n;
      } else if (pathDist[n] === pathDist[c] + 1 && cost < pathCost[n]) pathCost[n] = cost;
    }
  }
}

/** The price of one card that leaves the Phantom on `cell`: a trap, a ring's alarm, a trace for a hero to find. */
function stepCost(cell: number, ringLo: number, ringHi: number, lives: number): number {
  return (risk[cell] * 1.5 + (has(ringLo, ringHi, cell) ? 0.3 : 0) + 0.04 * reachAt[cell]) / lives;
}

interface Plan {
  /** The cell the Phantom means to end its turn on, whether it destroys a relic there, and the plan's worth. */
  readonly target: number;
  readonly relic: boolean;
  readonly score: number;
}

interface Outlook {
  readonly lives: number;
  readonly relicGain: number;
  readonly ringLo: number;
  readonly ringHi: number;
}

function outlook(t: Seen): Outlook {
  let ringLo = 0;
  let ringHi = 0;
  for (const p of t.pentagrams) {
    ringLo |= RING_SET[p][0];
    ringHi |= RING_SET[p][1];
  }
  const relicsLeft = RELICS_TO_WIN - relicsDestroyed(t.destroyed);
  const roundsLeft = ROUNDS - t.round + t.hand / MOVE_CARDS;
  const urgency = Math.min(2.5, Math.max(0.7, relicsLeft / Math.max(0.5, roundsLeft)));
  return {
    lives: Math.max(1, BANISHMENT - t.damage),
    relicGain: (RELIC_WORTH * urgency) / Math.max(1, relicsLeft),
    ringLo,
    ringHi,
  };
}

/** The Phantom's best end cell for this turn, with `budget` cards it may play. */
function planTurn(t: Seen, budget: number, o: Outlook, whim: Rng): Plan {
  const opening = t.openingLeft > 0;
  const [intactLo, intactHi] = intactSet(t.destroyed);
  // How many cells the hunters will have to consider once it has played the whole budget.
  let [lo, hi] = publicNow(t);
  for (let d = 0; d < budget; d++) {
    spread(lo, hi);
    lo = sLo;
    hi = sHi;
  }
  const ambiguity = Math.max(1, size(lo & ~intactLo, hi & ~intactHi));
  // How safely each intact relic could be struck next turn: nobody near enough to punish it.
  let relics = 0;
  for (let i = 0; i < RELIC_CELLS.length; i++) {
    if (!relicIntact(t.destroyed, i)) continue;
    relicSafety[relics] = 1 - caughtChance(reachAt[RELIC_CELLS[i]], 1);
    relicCell[relics++] = RELIC_CELLS[i];
  }
  const approachWorth = APPROACH_WORTH * o.relicGain;
  let best = t.cell;
  let bestRelic = false;
  let bestScore = -Infinity;
  for (let c = 0; c < CELLS; c++) {
    const d = pathDist[c];
    if (d < 0 || d > budget) continue;
    const reach = reachAt[c];
    const r = RELIC_AT[c];
    let score: number;
    let relic = false;
    if (!opening && r >= 0 && relicIntact(t.destroyed, r)) {
      // Destroyed, and a hero in reach strikes the revealed Phantom.
      score = o.relicGain - caughtChance(reach, 1) / o.lives - pathCost[c];
      relic = true;
    } else {
      const stillHere = t.revealed === c && budget === 0;
      const found = reach === 0 ? 0 : caughtChance(reach, stillHere ? 1 : ambiguity);
      let approach = 0;
      for (let i = 0; i < relics; i++) {
        const f = flight(c, relicCell[i]);
        const v = f <= 6 ? ((7 - f) / 6) * relicSafety[i] : 0;
        if (v > approach) approach = v;
      }
      score = -found / o.lives + approachWorth * approach - pathCost[c];
    }
    score += (whim.float() * PLAN_WHIM) / o.lives;
    if (score > bestScore) {
      bestScore = score;
      best = c;
      bestRelic = relic;
    }
  }
  return { target: best, relic: bestRelic, score: bestScore };
}

const relicSafety = new Float64Array(RELIC_CELLS.length);
const relicCell = new Int8Array(RELIC_CELLS.length);

function phantomMove(t: Seen, moves: readonly OldHouseMove[], rng: Rng): OldHouseMove {
  if (t.phase === 'twilight') return draftMove(t, moves, rng);
  const o = outlook(t);
  for (let c = 0; c < CELLS; c++) reachAt[c] = heroesReaching(t, c);
  trapRisk(t, risk);
  planPaths(t, o.ringLo, o.ringHi, o.lives);
  // Steps an entity needs to reach a relic nobody guards are kept for it.
  const entityNeed = entityStepsWanted(t);
  const budget = Math.max(0, Math.min(t.stepsLeft - entityNeed, t.hand));
  const plan = planTurn(t, budget, o, rng);

  // Acceleration: when two more cards make a better turn, or before the night takes the card away.
  const accel = moves.find((m) => m.type === 'accelerate');
  if (accel && t.hand > budget) {
    const withMore = planTurn(t, Math.min(t.hand, budget + PHANTOM_ACCELERATION), o, rng);
    if (withMore.score > plan.score + 0.02 || t.hand <= 6) return accel;
  }
  // A revealed Phantom breaks the ring it stands in before it slips away.
  for (const m of moves) {
    if (m.type === 'attack' && t.revealed >= 0 && has(RING_SET[m.cell][0], RING_SET[m.cell][1], t.revealed)) {
      if (t.stepsLeft > 1) return m;
    }
  }
  // Summon while cards remain to slip away from the kind of cell it gives away.
  const summon = bestSummon(t, moves);
  if (summon && (t.revealed >= 0 || budget >= 2)) return summon;

  const needed = pathDist[plan.target];
  if (needed > 0 && budget > 0) {
    let bestStep: OldHouseMove | null = null;
    let bestCost = Infinity;
    for (const m of moves) {
      if (m.type !== 'step' || m.dir === 'still') continue;
      const n = NEIGHBOUR[t.cell * 8 + 'nesw'.indexOf(m.dir)];
      if (flight(n, plan.target) !== needed - 1) continue;
      // Among equally short ways, an unpredictable one: hunters who can guess the path can trap it.
      const cost = stepCost(n, o.ringLo, o.ringHi, o.lives) + (rng.float() * PATH_WHIM) / o.lives;
      if (cost < bestCost) {
        bestCost = cost;
        bestStep = m;
      }
    }
    if (bestStep) return bestStep;
  }
  // At the target with cards to spare: play them still, so the hunters have more cells to search.
  if (!plan.relic && budget > 0 && !has(o.ringLo, o.ringHi, t.cell)) {
    const still = moves.find((m) => m.type === 'step' && m.dir === 'still');
    if (still) return still;
  }
  const creep = bestCreep(t, moves);
  if (creep) return creep;
  if (summon) return summon;
  if ((t.phantomCards & HORROR_CARDS) !== 0) {
    const horror = bestHorror(t, moves);
    if (horror) return horror;
  }
  return moves[moves.length - 1]; // end the turn
}

/** Steps worth keeping for the entities this turn: the shortest way one of them has to an unguarded relic. */
function entityStepsWanted(t: Seen): number {
  let need = 0;
  for (let e = 0; e < t.entities.length; e += 3) {
    const kind = t.entities[e];
    const at = t.entities[e + 1];
    const r0 = RELIC_AT[at];
    if (r0 >= 0 && relicIntact(t.destroyed, r0)) continue;
    for (let i = 0; i < RELIC_CELLS.length; i++) {
      if (!relicIntact(t.destroyed, i) || reachAt[RELIC_CELLS[i]] > 0.6) continue;
      const d = kind === 0 ? flight(at, RELIC_CELLS[i]) : WALK[at * CELLS + RELIC_CELLS[i]];
      // Only when it gets there this turn and leaves the Phantom three cards' worth of cover.
      if (d <= t.stepsLeft - 3 && d > need) need = d;
    }
  }
  return need;
}

function bestSummon(t: Seen, moves: readonly OldHouseMove[]): OldHouseMove | null {
  let best: OldHouseMove | null = null;
  let bestScore = 0.25;
  for (const m of moves) {
    if (m.type !== 'summon') continue;
    let score = 0;
    for (let i = 0; i < RELIC_CELLS.length; i++) {
      if (!relicIntact(t.destroyed, i)) continue;
      const r = RELIC_CELLS[i];
      const kind = CELL_TYPE[m.cell];
      const d = kind === 0 ? flight(m.cell, r) : WALK[m.cell * CELLS + r];
      const v = (d <= 4 ? 1 - d / 5 : 0) * (1 - heroReach(t, r));
      if (v > score) score = v;
    }
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

function bestCreep(t: Seen, moves: readonly OldHouseMove[]): OldHouseMove | null {
  let best: OldHouseMove | null = null;
  let bestGain = 0.05;
  for (const m of moves) {
    if (m.type !== 'creep') continue;
    const i = t.entities.indexOf(m.from, 0);
    const kindAt = entityKindAt(t, m.from);
    if (i < 0 || kindAt < 0) continue;
    // Stay on an intact relic; otherwise close in on the one nobody guards.
    const r0 = RELIC_AT[m.from];
    if (r0 >= 0 && relicIntact(t.destroyed, r0)) continue;
    const gain = relicPull(t, m.from, kindAt) - relicPull(t, m.to, kindAt) - risk[m.to] * 0.5;
    if (gain > bestGain) {
      bestGain = gain;
      best = m;
    }
  }
  return best;
}

function entityKindAt(t: Seen, cell: number): number {
  for (let i = 0; i < t.entities.length; i += 3) if (t.entities[i + 1] === cell) return t.entities[i];
  return -1;
}

/** How far an entity on `cell` is from the relic it would go for, counting guards. */
function relicPull(t: Seen, cell: number, kind: number): number {
  let best = 20;
  for (let i = 0; i < RELIC_CELLS.length; i++) {
    if (!relicIntact(t.destroyed, i)) continue;
    const r = RELIC_CELLS[i];
    const d = kind === 0 ? flight(cell, r) : WALK[cell * CELLS + r];
    const v = d + 3 * heroReach(t, r);
    if (v < best) best = v;
  }
  return best;
}

function bestHorror(t: Seen, moves: readonly OldHouseMove[]): OldHouseMove | null {
  let best: OldHouseMove | null = null;
  let bestThreat = 0.3;
  for (const m of moves) {
    if (m.type !== 'horror') continue;
    const at = t.heroCell[m.hero];
    let threat = reachChance(WALK[at * CELLS + t.cell]) * (t.revealed >= 0 ? 1.5 : 0.5);
    for (let i = 0; i < t.entities.length; i += 3) {
      const r = RELIC_AT[t.entities[i + 1]];
      if (r >= 0 && relicIntact(t.destroyed, r)) threat += reachChance(WALK[at * CELLS + t.entities[i + 1]]);
    }
    if (threat > bestThreat) {
      bestThreat = threat;
      best = m;
    }
  }
  return best;
}

// ---------------------------------------------------------------- the hunters

function hunterMove(t: Seen, seat: PlayerSeat, moves: readonly OldHouseMove[], rng: Rng): OldHouseMove {
  const K = t.possible.length;
  const pLo = t.possible[K - 2];
  const pHi = t.possible[K - 1];
  const n = Math.max(1, size(pLo, pHi));
  // Where the route may have passed: a search there may find a trace.
  let uLo = 0;
  let uHi = 0;
  for (let k = 0; k < K; k += 2) {
    uLo |= t.possible[k];
    uHi |= t.possible[k + 1];
  }
  const lateNight = t.nightOver || t.hand <= 4;

  // 1. Accuse where it pays: a sure thing, or a good enough guess (free for the Scholar).
  for (const m of moves) {
    if (m.type !== 'accuse') continue;
    const at = t.heroCell[m.hero];
    if (!has(pLo, pHi, at)) continue;
    const threshold = t.heroChar[m.hero] === SCHOLAR ? 0.1 : ACCUSE_BELOW;
    if (1 / n >= threshold) return m;
  }
  for (const m of moves) if (m.type === 'flash') return m;

  // 2. Relics the Phantom (or an entity) may go for next, by how many of its possible cells are within reach.
  const threat = new Float64Array(RELIC_CELLS.length);
  for (let i = 0; i < RELIC_CELLS.length; i++) {
    if (!relicIntact(t.destroyed, i)) continue;
    const r = RELIC_CELLS[i];
    let near = 0;
    for (let c = pLo; c !== 0; c &= c - 1) if (flight(31 - Math.clz32(c & -c), r) <= 5) near++;
    for (let c = pHi; c !== 0; c &= c - 1) if (flight(28 + 31 - Math.clz32(c & -c), r) <= 5) near++;
    threat[i] = near / n;
    for (let e = 0; e < t.entities.length; e += 3) {
      if (WALK[t.entities[e + 1] * CELLS + r] <= 3) threat[i] += 0.5;
    }
  }

  // 3. Pentagrams on a moved hero where the ring covers much of where the Phantom may be or pass.
  for (const m of moves) {
    if (m.type !== 'pentagram') continue;
    if ((t.heroFlags[m.hero] & (MOVED | SKIPPING)) === 0 && !lateNight) continue;
    const ring = RING_SET[t.heroCell[m.hero]];
    const covered = size(ring[0] & pLo, ring[1] & pHi) / n;
    const route = size(ring[0] & uLo, ring[1] & uHi) / Math.max(1, size(uLo, uHi));
    let guard = 0;
    for (let i = 0; i < RELIC_CELLS.length; i++) {
      if (has(ring[0], ring[1], RELIC_CELLS[i])) guard = Math.max(guard, threat[i]);
    }
    if (covered + 0.5 * route + 0.6 * guard > 0.45 || lateNight) return m;
  }

  // 4. Traps beside the threatened relics, or where the Phantom may well pass.
  let bestTrap: OldHouseMove | null = null;
  let bestTrapScore = 0.15;
  spread(pLo, pHi);
  const nearLo = sLo | pLo;
  const nearHi = sHi | pHi;
  for (const m of moves) {
    if (m.type !== 'trap') continue;
    // Where the Phantom will pass if it is one of few cells away: its next steps out of them.
    let next = has(pLo, pHi, m.cell) ? 0.5 : 0;
    for (let d = 0; d < 4; d++) {
      const from = NEIGHBOUR[m.cell * 8 + d];
      if (from >= 0 && has(pLo, pHi, from)) next++;
    }
    let score = has(nearLo, nearHi, m.cell) ? (0.3 + (n <= 6 ? 1.2 * next : 0)) / n : 0;
    for (let d = 0; d < 4; d++) {
      const r = NEIGHBOUR[m.cell * 8 + d];
      if (r >= 0 && RELIC_AT[r] >= 0) score += threat[RELIC_AT[r]] * 0.8;
    }
    score += rng.float() * 0.05;
    if (score > bestTrapScore || (lateNight && score > 0.02 && score > bestTrapScore - 0.1)) {
      bestTrapScore = score;
      bestTrap = m;
    }
  }
  if (bestTrap) return bestTrap;

  // 5. Move a hero: the best single destination over this seat's heroes.
  let bestMove: OldHouseMove | null = null;
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'move') continue;
    const score = destinationScore(t, m.hero, m.cell, pLo, pHi, n, uLo, uHi, threat) + rng.float() * 0.02;
    if (score > bestScore) {
      bestScore = score;
      bestMove = m;
    }
  }
  if (bestMove) {
    // Acceleration first when two more steps reach something worth it.
    const accel = moves.find((m) => m.type === 'accelerate' && bestMove !== null && m.hero === bestMove.hero);
    if (
      accel &&
      (bestScore < 2 || lateNight) &&
      wouldGainWithAcceleration(t, accel.type === 'accelerate' ? accel.hero : 0)
    ) {
      return accel;
    }
    return bestMove;
  }
  for (const m of moves) if (m.type === 'done') return m;
  return moves[rng.int(moves.length)];
}

function wouldGainWithAcceleration(t: Seen, hero: number): boolean {
  const at = t.heroCell[hero];
  const roll = t.heroRoll[hero];
  if (t.revealed >= 0 && !t.struck) {
    const d = WALK[at * CELLS + t.revealed];
    if (d > roll && d <= roll + 2) return true;
  }
  for (let e = 0; e < t.entities.length; e += 3) {
    const d = WALK[at * CELLS + t.entities[e + 1]];
    if (RELIC_AT[t.entities[e + 1]] >= 0 && d > roll && d <= roll + 2) return true;
  }
  return t.nightOver;
}

function destinationScore(
  t: Seen,
  hero: number,
  cell: number,
  pLo: number,
  pHi: number,
  n: number,
  uLo: number,
  uHi: number,
  threat: Float64Array,
): number {
  let score = 0;
  if (t.revealed >= 0 && !t.struck && cell === t.revealed) score += 50;
  for (let e = 0; e < t.entities.length; e += 3) {
    if (t.entities[e + 1] !== cell) continue;
    const r = RELIC_AT[cell];
    score += r >= 0 ? 12 + 8 * t.entities[e + 2] : 3;
  }
  if (has(pLo, pHi, cell)) score += 6 / n;
  if (has(uLo, uHi, cell)) score += 0.8;
  const near = NEAR_SET[cell];
  score += 2.5 * (size(near[0] & pLo, near[1] & pHi) / n);
  // Stand where a relic under threat can be covered next turn.
  for (let i = 0; i < RELIC_CELLS.length; i++) {
    if (threat[i] <= 0) continue;
    const d = WALK[cell * CELLS + RELIC_CELLS[i]];
    if (d >= 1 && d <= 4) score += threat[i] * (1.2 - 0.2 * d);
  }
  // Spread out: a moved teammate close by covers the same ground.
  for (let h = 0; h < t.heroCell.length; h++) {
    if (h === hero || (t.heroFlags[h] & MOVED) === 0) continue;
    if (flight(t.heroCell[h], cell) <= 1) score -= 0.8;
  }
  return score;
}

// ---------------------------------------------------------------- the evaluation

/**
 * Features of a position for the evaluation, from the full state as a search's determinization holds it (the
 * Phantom's true cell is the sampled one there, and the hunters' `possible` is what they know in that world):
 * progress on both tracks, time, and how exposed the Phantom and its entities are to the side that moves next.
 */
/**
 * `heroesReaching` where a search stops (OH-D28): at the end of the hunters' turn as it stands, or, once the
 * Phantom's turn has ended, at the start of theirs, when the dice are rolled: a hero who skips this turn reaches
 * nothing, and one who rolled a 1 (as a frightened hero does) reaches only the cells next to it.
 */
function heroesReachingNext(state: OldHouseState, cell: number): number {
  if (state.phase !== 'hunters') return heroesReaching(state, cell);
  let sum = 0;
  for (let h = 0; h < state.heroCell.length; h++) {
    const f = state.heroFlags[h];
    if ((f & (SKIPPING | MOVED)) !== 0) continue;
    const d = WALK[state.heroCell[h] * CELLS + cell];
    sum += state.heroRoll[h] === 1 ? (d === 1 ? 1 : 0) : reachChance(d);
  }
  return sum;
}

export function features(state: OldHouseState): number[] {
  const roundsLeft = ROUNDS - state.round + state.hand / MOVE_CARDS;
  const K = state.possible.length;
  const n = Math.max(1, size(state.possible[K - 2], state.possible[K - 1]));
  const seen = caughtChance(heroesReachingNext(state, state.cell), state.revealed >= 0 ? 1 : n);
  // Entities on intact relics: sure to destroy them at the next Phantom turn's end unless a hero gets there.
  let doomed = 0;
  for (let e = 0; e < state.entities.length; e += 3) {
    const at = state.entities[e + 1];
    const r = RELIC_AT[at];
    if (r < 0 || !relicIntact(state.destroyed, r)) continue;
    const saved = caughtChance(heroesReachingNext(state, at), 1);
    doomed += (state.entities[e + 2] > 0 ? 1 : 0.5) * (1 - saved);
  }
  let access = 0;
  for (let i = 0; i < RELIC_CELLS.length; i++) {
    if (!relicIntact(state.destroyed, i)) continue;
    const f = flight(state.cell, RELIC_CELLS[i]);
    const v = (f <= 6 ? (7 - f) / 6 : 0) * (1 - caughtChance(heroesReachingNext(state, RELIC_CELLS[i]), 1));
    if (v > access) access = v;
  }
  const destroyed = relicsDestroyed(state.destroyed) + doomed;
  return [
    destroyed,
    state.damage,
    seen,
    roundsLeft,
    (RELICS_TO_WIN - destroyed) / Math.max(0.5, roundsLeft),
    access,
    Math.log2(n),
    popcount(state.phantomCards),
    popcount(state.hunterCards & (TRAP_CARDS | PENTAGRAM_CARDS)),
    state.heroCell.length,
  ];
}

/**
 * The chance the hunters strike the Phantom in their coming turn: `reach` heroes expected to be able to end on
 * its cell, `among` cells it could be on as they know. Calibrated on heuristic play: for a revealed Phantom
 * 1 − e^(−1.5 reach), for a hidden one 1 − e^(−3 reach / among) (their searches find more than blind guesses).
 */
export function caughtChance(reach: number, among: number): number {
  return among <= 1 ? 1 - Math.exp(-1.5 * reach) : 1 - Math.exp((-3 * reach) / among);
}

/**
 * Logistic weights for `features` (intercept last), fitted on heuristic self-play by `fit-evaluation.ts`: one
 * set for positions where the hunters move next (the end of a Phantom turn), one where the Phantom does.
 */
export const WEIGHTS_HUNTERS_NEXT = [
  0.599, -0.944, -1.003, -0.366, -1.231, 0.494, 0.025, 0.14, -0.068, -0.293, 4.277,
];
export const WEIGHTS_PHANTOM_NEXT = [
  0.717, -0.947, -0.258, -0.293, -1.096, 1.231, 0.025, 0.126, -0.088, -0.166, 3.184,
];

/** The Phantom's chance to win from here, as the evaluation sees it; the hunters' is the rest. */
export function evaluate(state: OldHouseState, huntersNext: boolean): number {
  if (state.end !== null) return state.end === 'relics' ? 1 : 0;
  const f = features(state);
  const w = huntersNext ? WEIGHTS_HUNTERS_NEXT : WEIGHTS_PHANTOM_NEXT;
  let z = w[w.length - 1];
  for (let i = 0; i < f.length; i++) z += w[i] * f[i];
  return 1 / (1 + Math.exp(-z));
}
