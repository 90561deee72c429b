// How bots play Liar's Dice: the heuristic of heuristic.ts, and the lobby's levels.
import type { GameBots } from '../../engine/index.ts';
import { chooseMove } from './heuristic.ts';
import type { LiarsDiceMove, LiarsDiceState, LiarsDiceView } from './state.ts';

export const liarsDiceBots: GameBots<LiarsDiceState, LiarsDiceMove, LiarsDiceView> = {
  heuristic(input, rng) {
    return chooseMove(input.view, input.moves, rng);
  },
  // LD-D4: past about a thousand iterations the search plays worse here, so hard stops there.
  levels: { easy: 200, medium: 500, hard: 1000 },
};
