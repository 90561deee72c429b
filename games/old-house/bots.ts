// How bots play Mystery of the Old House: the heuristic Phantom (phantom-heuristic.ts) and hunters
// (hunters-heuristic.ts), the evaluation search scores a position with (evaluation.ts), and where search stops
// looking ahead.
import type { GameBots, PlayerSeat, Rng } from '../../engine/index.ts';
import { evaluate } from './evaluation.ts';
import { hunterMove } from './hunters-heuristic.ts';
import { phantomMove } from './phantom-heuristic.ts';
import { PHANTOM, type OldHouseMove, type OldHouseState, type Seen } from './state.ts';
import type { OldHouseView } from './view.ts';

/**
 * The heuristic's move for `seat` (the `heuristic` bot, and ISMCTS's playout policy): from a view, or a state
 * read as the seat's view would show it, since each side's heuristic reads only what its seat may see.
 */
export function heuristicMove(
  t: Seen,
  seat: PlayerSeat,
  moves: readonly OldHouseMove[],
  rng: Rng,
): OldHouseMove {
  if (moves.length === 1) return moves[0];
  return seat === PHANTOM ? phantomMove(t, moves, rng) : hunterMove(t, seat, moves, rng);
}

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
