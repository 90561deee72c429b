// The heuristic hunters (the `heuristic` bot's hunters, and search's playout policy for them): accuse on a good
// enough guess, guard the relics the Phantom may go for with pentagrams and traps, then move each hero where it
// searches most of where the Phantom may be or have passed. They read only what a hunter may see: their traps
// and the exact set of cells the Phantom can be on (belief.ts).
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import {
  CELLS,
  NEAR_SET,
  NEIGHBOUR,
  RELIC_AT,
  RELIC_CELLS,
  RING_SET,
  WALK,
  flight,
  has,
  size,
} from './board.ts';
import { spread, spreadHi, spreadLo } from './belief.ts';
import { ENGINEER, EXORCIST, MEDIUM, PHOTOGRAPHER, RUNNER, SCHOLAR } from './content.ts';
import { MOVED, SKIPPING, relicIntact, type OldHouseMove, type Seen } from './state.ts';

/**
 * OH-6, OH-D38: the heroes a lone hunter chooses, best first: the Exorcist's double strike and the Medium's wide
 * search turn a found Phantom into banishment fastest; the Runner's reach next.
 */
const HERO_RANKING: readonly number[] = [EXORCIST, MEDIUM, RUNNER, PHOTOGRAPHER, ENGINEER, SCHOLAR];

/** The chance a hero wants before it accuses (the Scholar risks nothing, so she accuses on less). */
const ACCUSE_BELOW = 0.3;

export function hunterMove(
  t: Seen,
  seat: PlayerSeat,
  moves: readonly OldHouseMove[],
  rng: Rng,
): OldHouseMove {
  if (t.phase === 'heroes') {
    for (const hunter of HERO_RANKING) {
      const m = moves.find((x) => x.type === 'hero' && x.hunter === hunter);
      if (m) return m;
    }
  }
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
  const nearLo = spreadLo() | pLo;
  const nearHi = spreadHi() | pHi;
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
