// ATM-D24: how search scores a position it stops short of the end: each seat's progress (its colours, then Home),
// against the Gatekeeper's share, which grows as the hour runs out.
import type { AtmosfearState } from './state.ts';
import { coloursHeld } from './state.ts';
import { homeOf, homebound } from './reach.ts';

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Each seat's chance of escaping, roughly: progress squared, shared with the Gatekeeper's hold on the hour. */
export function evaluate(state: AtmosfearState): readonly number[] {
  if (state.phase === 'over') return state.role.map((_, s) => (s === state.winner ? 1 : 0));
  const progress: number[] = [];
  let total = 0;
  for (let s = 0; s < state.players; s++) {
    let p = state.role[s] === 'skull' ? 0.05 : 0.1 + (0.7 * popcount(coloursHeld(state, s))) / 6;
    if (homebound(state, s)) p += state.at[s] === homeOf(state, s) ? 0.2 : 0.1;
    progress.push(p * p);
    total += p * p;
  }
  const hour = state.hourStart < 0 ? 0 : (state.lastAt - state.hourStart) / (state.hourEnd - state.hourStart);
  const gatekeeper = 0.2 + 0.8 * hour * hour;
  return progress.map((p) => p / (total + gatekeeper));
}
