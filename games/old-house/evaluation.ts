// The evaluation a search scores a position with where its horizon stops (OH-D28, bots.ts): a logistic model of
// the Phantom's chance to win from progress on both tracks, time, and how exposed the Phantom and its entities
// are to the side that moves next; its weights fitted by fit-evaluation.ts.
import { CELLS, RELIC_AT, RELIC_CELLS, WALK, flight, popcount, size } from './board.ts';
import { MOVE_CARDS, PENTAGRAM_CARDS, RELICS_TO_WIN, ROUNDS, TRAP_CARDS } from './content.ts';
import { caughtChance, heroesReaching, reachChance } from './reach.ts';
import { MOVED, SKIPPING, relicIntact, relicsDestroyed, type OldHouseState } from './state.ts';

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

/**
 * Features of a position for the evaluation, from the full state as a search's determinization holds it (the
 * Phantom's true cell is the sampled one there, and the hunters' `possible` is what they know in that world):
 * progress on both tracks, time, and how exposed the Phantom and its entities are to the side that moves next.
 */
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
 * Logistic weights for `features` (intercept last), fitted on heuristic self-play by `fit-evaluation.ts`: one
 * set for positions where the hunters move next (the end of a Phantom turn), one where the Phantom does. Refitted
 * for issue 16 on the printed rules (900 games, 16,921 and 16,816 positions).
 */
export const WEIGHTS_HUNTERS_NEXT = [
  0.768, -0.814, -0.824, -0.106, -0.974, 0.424, 0.071, 0.07, -0.095, -0.337, 1.763,
];
export const WEIGHTS_PHANTOM_NEXT = [
  0.879, -0.831, -0.242, -0.023, -0.894, 1.085, 0.102, 0.032, -0.092, -0.248, 0.872,
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
