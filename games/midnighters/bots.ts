// How bots play Midnighters: the heuristic of heuristic.ts (also search's playout policy), how search scores a
// position it stops short of the end (evaluation.ts), and the lobby's levels.
import type { GameBots } from '../../engine/index.ts';
import { evaluate } from './evaluation.ts';
import { heuristicMove } from './heuristic.ts';
import type { MidnightersMove, MidnightersState } from './state.ts';
import type { MidnightersView } from './view.ts';

export const midnightersBots: GameBots<MidnightersState, MidnightersMove, MidnightersView> = {
  heuristic(input, rng) {
    return heuristicMove(input.view, input.seat, input.moves, rng);
  },

  // The same policy read straight from a search's determinized state: it reads only what `seat` may see.
  playout(state, seat, moves, _reacting, rng) {
    return heuristicMove(state, seat, moves, rng);
  },

  // MID-D36: the Director lays out the map and the avatars by the game's design, at every level.
  byRule(input, rng) {
    const phase = input.view.phase;
    return phase === 'arrange' || phase === 'settle'
      ? heuristicMove(input.view, input.seat, input.moves, rng)
      : null;
  },

  evaluate,

  // MID-D32: a playout looks about a round ahead, then the evaluation scores it; the tree tries the heuristic's
  // choice first.
  playoutDepth: 12,
  searchPrior: 1,

  // MID-D33: the levels, as iterations per move, where each still wins clearly more than half against the one
  // below (search stops getting stronger at a few hundred).
  levels: { easy: 10, medium: 60, hard: 300 },
};
