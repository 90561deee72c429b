// How bots play ATRAH: the heuristic of heuristic.ts, the evaluation of evaluation.ts, how far search plays
// out, and the levels.
import type { GameBots } from '../../engine/index.ts';
import { evaluateTable } from './evaluation.ts';
import { heuristicMove } from './heuristic.ts';
import type { AtrahMove, AtrahState, AtrahView } from './state.ts';

export const atrahBots: GameBots<AtrahState, AtrahMove, AtrahView> = {
  heuristic(input, rng) {
    return heuristicMove(input.view, input.seat, input.moves, rng);
  },
  playout(state, seat, moves, _reacting, rng) {
    return heuristicMove(state, seat, moves, rng);
  },
  evaluate: evaluateTable,
  // Search playouts stop after 16 moves (about eight turns) and are scored by `evaluate` (ATRAH's DESIGN.md).
  playoutDepth: 16,
  // ATR-D24: past about a thousand iterations the search gets no stronger, so hard stops there.
  levels: { easy: 50, medium: 200, hard: 1000 },
};
