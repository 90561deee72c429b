// Where the Phantom expects the hunters to have set a trap (OH-D32): the odds per cell that its determinization
// draws traps with (view.ts) and its heuristic reckons with (phantom-heuristic.ts).
import { CELLS, NEIGHBOUR, RELIC_AT, has } from './board.ts';
import { spread, spreadHi, spreadLo } from './belief.ts';
import { UNARMED, relicIntact, type Seen } from './state.ts';

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
      pLo = spreadLo() & t.pub[k * 2];
      pHi = spreadHi() & t.pub[k * 2 + 1];
    }
  }
  spread(pLo, pHi);
  const aroundLo = spreadLo();
  const aroundHi = spreadHi();
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
