// How bots play Midnighters: the heuristic of heuristic.ts (also search's playout policy), and the lobby's levels.
import type { GameBots } from '../../engine/index.ts';
import { heuristicMove } from './heuristic.ts';
import type { MidnightersMove, MidnightersState } from './state.ts';
import type { MidnightersView } from './view.ts';

export const midnightersBots: GameBots<MidnightersState, MidnightersMove, MidnightersView> = {
  heuristic(input, rng) {
    return heuristicMove(input.view, input.seat, input.moves, rng);
  },
  playout(state, seat, moves, _reacting, rng) {
    return heuristicMove(state, seat, moves, rng);
  },
};
