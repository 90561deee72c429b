// How bots play Mystery of the Old House: the heuristic Phantom and hunters of bot.ts, the evaluation search
// scores a position with, and where search stops looking ahead.
import type { GameBots } from '../../engine/index.ts';
import { evaluate, heuristicMove } from './bot.ts';
import type { OldHouseView } from './index.ts';
import { PHANTOM, type OldHouseMove, type OldHouseState } from './state.ts';

export const oldHouseBots: GameBots<OldHouseState, OldHouseMove, OldHouseView> = {
  heuristic(input, rng) {
    return heuristicMove(input.view, input.seat, input.moves, rng);
  },

  // The same policy read straight from a search's determinized state: it reads only what `seat` may see.
  playout(state, seat, moves, _reacting, rng) {
    return heuristicMove(state, seat, moves, rng);
  },

  evaluate(state) {
    const phantom = evaluate(state, state.phase === 'hunters');
    return Array.from({ length: state.players }, (_, s) => (s === PHANTOM ? phantom : 1 - phantom));
  },

  // OH-D28: a side searches its own turn; the other side answers by its heuristic, and the evaluation scores the
  // rest. The Phantom looks further ahead (the hunters' answer, its own next turn, and their answer to that),
  // the hunters to the end of the Phantom's answer.
  horizon: {
    side: (seat) => (seat === PHANTOM ? 0 : 1),
    replies: (seat) => (seat === PHANTOM ? 3 : 1),
  },

  // OH-D31: a Phantom's turn is a chain of up to nine steps and calls; the tree tries the heuristic's first.
  searchPrior: 1,

  // OH-D35: search stops getting stronger at about a hundred iterations here; the levels sit where it still does.
  levels: { easy: 3, medium: 30, hard: 300 },
};
