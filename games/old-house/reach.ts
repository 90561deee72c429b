// How far the heroes reach in the coming hunters' turn, as the heuristic Phantom and the search's evaluation both
// reckon it: the chance a hero's die lets it end on a cell, how many heroes can, and the chance they strike.
import { CELLS, WALK } from './board.ts';
import { FRIGHTENED, SKIP_NEXT, type Seen } from './state.ts';

/** The chance a hero's die (1 … 6) lets it end exactly on a cell `d` walking steps away (it may not stay). */
const REACH_CHANCE = [0, 1, 5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6];
export function reachChance(d: number): number {
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

/**
 * The chance the hunters strike the Phantom in their coming turn: `reach` heroes expected to be able to end on
 * its cell, `among` cells it could be on as they know. Calibrated on heuristic play: for a revealed Phantom
 * 1 − e^(−1.5 reach), for a hidden one 1 − e^(−3 reach / among) (their searches find more than blind guesses).
 */
export function caughtChance(reach: number, among: number): number {
  return among <= 1 ? 1 - Math.exp(-1.5 * reach) : 1 - Math.exp((-3 * reach) / among);
}
