// The heuristic Phantom (the `heuristic` bot's Phantom, and search's playout policy for it): it drafts the cards
// it values and denies, then plans each turn's end cell — a relic it can strike unpunished, or a cell that keeps
// it hidden and near one — and the cheapest way there past traps it suspects, rings and searching heroes. It
// reads only what the Phantom may see: its cell and route, and what it knows of the traps.
import type { Rng } from '../../engine/index.ts';
import {
  CELLS,
  CELL_TYPE,
  HI_ALL,
  LO_ALL,
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
  BANISHMENT,
  HORROR_CARDS,
  MAX_SUMMONS_HELD,
  MOVE_CARDS,
  PHANTOM_ACCELERATION,
  RELICS_TO_WIN,
  ROUNDS,
  SUMMON_CARDS,
  type DarkFace,
  type LightFace,
} from './content.ts';
import { spread, spreadHi, spreadLo } from './belief.ts';
import { caughtChance, heroReach, heroesReaching, reachChance } from './reach.ts';
import { relicIntact, relicsDestroyed, type OldHouseMove, type Seen } from './state.ts';
import { trapWeights } from './trap-odds.ts';

// Scratch arrays for one Phantom move, filled afresh by each call (`phantomMove` and what it calls): module-level
// so that a move, which search plays hundreds of thousands of times, allocates none.
/** Per trap, its odds on each cell (`trapRisk`). */
const weights = new Float64Array(CELLS);
/** Per cell: the chance of a trap, the heroes expected to reach it, and the cheapest way there (`planPaths`). */
const risk = new Float64Array(CELLS);
const reachAt = new Float64Array(CELLS);
const pathCost = new Float64Array(CELLS);
const cellCost = new Float64Array(CELLS);
const pathDist = new Int8Array(CELLS);
const order = new Int8Array(CELLS);
/** Per intact relic (`planTurn`): how safely it could be struck next turn, and its cell. */
const relicSafety = new Float64Array(RELIC_CELLS.length);
const relicCell = new Int8Array(RELIC_CELLS.length);

/** What a relic is worth against a banishment level, and what standing near one is worth (tuned in play). */
const RELIC_WORTH = 1.0;
const APPROACH_WORTH = 0.5;
/** How much randomness goes into choosing between ways and between plans of nearly equal worth. */
const PATH_WHIM = 0.15;
const PLAN_WHIM = 0.03;

/** The cells of the relics still intact, as a set. */
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
    lo = spreadLo() & t.pub[k];
    hi = spreadHi() & t.pub[k + 1];
  }
  return [lo, hi];
}

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
    lo = spreadLo();
    hi = spreadHi();
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

export function phantomMove(t: Seen, moves: readonly OldHouseMove[], rng: Rng): OldHouseMove {
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
  // A summon ends its moving (OH-15), so it comes once the Phantom stands where it means to stop.
  const summon = bestSummon(t, moves);

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
  // End the turn; on an intact relic that destroys it: the heuristic never spares one (OH-D39).
  return moves.find((m) => m.type === 'end-turn') ?? moves[moves.length - 1];
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
