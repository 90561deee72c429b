// ATM-D24: the heuristic, for a Numb Skull, a Harbinger and a Soul Ranger alike: head for what the seat needs
// now (an unclaimed Headstone; a Keystone of a missing colour; a Harbinger to rob; Home), by the fewest steps on
// the board; duel with a strong card; keep clear of Black Holes; take the prize unless someone is close to
// winning, then hurt the leader. It reads only what the seat may see (a view, or the same fields of a state).
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import { BLACK_HOLE, HEADSTONES, KIND, LIGHTNING, PROVINCE_STONES, SEWER_STONES } from './board.ts';
import { ACE, RELEASE, STONES_PER_COLOUR } from './content.ts';
import { hasPower, homeOf, homebound, stepsTo } from './reach.ts';
import type { AtmosfearMove, Pending, Table } from './state.ts';
import { coloursHeld } from './state.ts';

/** What the heuristic reads beyond the public board: the seat's own cards, and counts of everyone's. */
export interface Seen {
  readonly table: Table;
  readonly hand: readonly number[];
  readonly pending: Pending | null;
  handCount(seat: PlayerSeat): number;
  keyCount(seat: PlayerSeat): number;
}

/** Where the seat is heading now: the squares whose reaching is the next step of its plan. */
export function goals(table: Table, seat: PlayerSeat, keyCount: (s: PlayerSeat) => number): number[] {
  const role = table.role[seat];
  if (role === 'skull') {
    return HEADSTONES.filter((_, h) => !table.harbinger.includes(h));
  }
  if (homebound(table, seat)) return [homeOf(table, seat)];
  if (role === 'ranger') {
    const prey: number[] = [];
    for (let s = 0; s < table.players; s++) {
      if (s !== seat && table.role[s] !== 'skull' && keyCount(s) > 0) prey.push(table.at[s]);
    }
    return prey;
  }
  const missing = ~coloursHeld(table, seat);
  const out: number[] = [];
  for (let c = 0; c < table.stones.length; c++) {
    if ((missing & (1 << c)) === 0) continue;
    const mask = table.stones[c];
    for (let b = 0; b < STONES_PER_COLOUR; b++) {
      if (mask & (1 << b)) out.push(PROVINCE_STONES[c][b]);
      if (mask & (1 << (b + STONES_PER_COLOUR))) out.push(SEWER_STONES[c][b]);
    }
  }
  if (out.length === 0) for (let sq = 0; sq < KIND.length; sq++) if (KIND[sq] === LIGHTNING) out.push(sq);
  return out;
}

/** How good it is for `seat` to stand on `square` now (higher is better). */
function standing(
  seen: Seen,
  seat: PlayerSeat,
  square: number,
  steps: Uint8Array,
  goalSet: ReadonlySet<number>,
): number {
  const table = seen.table;
  let score = goalSet.has(square) ? 100 : -steps[square];
  if (KIND[square] === BLACK_HOLE && !hasPower(table, seat, RELEASE) && table.role[seat] === 'harbinger')
    score -= 60;
  if (KIND[square] === LIGHTNING && seen.hand.some((c) => c >= 5)) score += 1;
  return score;
}

export function heuristicMove(
  seen: Seen,
  seat: PlayerSeat,
  moves: readonly AtmosfearMove[],
  rng: Rng,
): AtmosfearMove {
  const table = seen.table;
  const first = moves[0];
  switch (first.type) {
    case 'fear':
    case 'time':
      return moves[rng.int(moves.length)];
    case 'roll': {
      if (moves.length === 1) return first;
      const steps = stepsTo(table, seat, goals(table, seat, seen.keyCount));
      return steps[table.at[seat]] > 6 ? moves[1] : moves[0];
    }
    case 'card':
      return bestCard(moves, rng);
    case 'pick':
      return pickFor(seen, seat, moves, rng);
    case 'go':
    case 'stay':
      return bestDestination(seen, seat, moves);
    default:
      return afterLanding(seen, seat, moves, rng);
  }
}

function bestDestination(seen: Seen, seat: PlayerSeat, moves: readonly AtmosfearMove[]): AtmosfearMove {
  const table = seen.table;
  const targets = goals(table, seat, seen.keyCount);
  const steps = stepsTo(table, seat, targets);
  const goalSet = new Set(targets);
  let best = moves[moves.length - 1];
  let bestScore = -Infinity;
  for (const move of moves) {
    const square = move.type === 'go' ? move.to : table.at[seat];
    // Staying scores its square without the landing (nothing is taken by standing still).
    const score = move.type === 'go' ? standing(seen, seat, square, steps, goalSet) : -steps[square] - 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  return best;
}

/** The richest opponent among `among` (the one closest to six colours), a tie broken at random (no seat is picked on). */
function richest(seen: Seen, among: readonly number[], rng: Rng): number {
  let best = among[0];
  let ties = 1;
  for (let i = 1; i < among.length; i++) {
    const s = among[i];
    const d = seen.keyCount(s) - seen.keyCount(best);
    if (d > 0) {
      best = s;
      ties = 1;
    } else if (d === 0 && rng.int(++ties) === 0) best = s;
  }
  return best;
}

function afterLanding(
  seen: Seen,
  seat: PlayerSeat,
  moves: readonly AtmosfearMove[],
  rng: Rng,
): AtmosfearMove {
  const table = seen.table;
  const strong = seen.hand.some((c) => c >= 6) || seen.hand.includes(ACE);
  const duels = moves.filter((m) => m.type === 'duel').map((m) => (m as { with: number }).with);
  if (duels.length > 0 && strong) return { type: 'duel', with: richest(seen, duels, rng) };
  const dice = moves.filter((m) => m.type === 'dice-duel').map((m) => (m as { with: number }).with);
  if (dice.length > 0) {
    const target = richest(seen, dice, rng);
    if (seen.keyCount(target) >= seen.keyCount(seat)) return { type: 'dice-duel', with: target };
  }
  const occupy = moves.find((m) => m.type === 'occupy');
  if (occupy) return occupy;
  const flights = moves.filter((m) => m.type === 'fly');
  if (flights.length > 0) {
    const steps = stepsTo(table, seat, goals(table, seat, seen.keyCount));
    let best: AtmosfearMove | null = null;
    let bestSteps = steps[table.at[seat]] - 3;
    for (const f of flights) {
      const to = (f as { to: number }).to;
      if (steps[to] < bestSteps) {
        bestSteps = steps[to];
        best = f;
      }
    }
    if (best) return best;
  }
  return moves[moves.length - 1];
}

/** Mostly the highest card; now and then another, so a duellist cannot be read. */
function bestCard(moves: readonly AtmosfearMove[], rng: Rng): AtmosfearMove {
  if (moves.length > 1 && rng.int(4) === 0) return moves[rng.int(moves.length)];
  return moves[moves.length - 1];
}

function pickFor(seen: Seen, seat: PlayerSeat, moves: readonly AtmosfearMove[], rng: Rng): AtmosfearMove {
  const pending = seen.pending;
  const values = moves.map((m) => (m as { value: number }).value);
  const choose = (v: number) => moves[values.indexOf(v)];
  if (!pending) return moves[0];
  switch (pending.why) {
    case 'bargain': {
      // The penalty when an opponent is near six colours; else the prize.
      let threat = 0;
      for (let s = 0; s < seen.table.players; s++)
        if (s !== seat) threat = Math.max(threat, seen.keyCount(s));
      return threat >= 5 ? moves[1] : moves[0];
    }
    case 'compass': {
      const steps = stepsTo(seen.table, seat, goals(seen.table, seat, seen.keyCount));
      let best = values[0];
      for (const v of values) if (steps[v] < steps[best]) best = v;
      return choose(best);
    }
    case 'gate':
      return choose(pending.about);
    case 'hurl':
    case 'swap':
    case 'freedom':
      return moves[rng.int(moves.length)];
    default:
      return choose(richest(seen, values, rng));
  }
}
