// How bots play ATMOSFEAR: the heuristic of heuristic.ts (also search's playout policy), how search scores a
// position it stops short of the end (evaluation.ts), the levels, and how long a person takes over each move —
// the clock of simulations (ATM-D25).
import type { GameBots, PlayerSeat } from '../../engine/index.ts';
import { evaluate } from './evaluation.ts';
import { heuristicMove, type Seen } from './heuristic.ts';
import type { AtmosfearMove, AtmosfearState } from './state.ts';
import type { AtmosfearView } from './view.ts';

function seenInView(view: AtmosfearView): Seen {
  return {
    table: view,
    hand: view.hand,
    pending: view.pending,
    handCount: (s) => view.handCounts[s],
    keyCount: (s) => view.keys[s].length + view.unseenKeys[s],
  };
}

function seenInState(state: AtmosfearState, seat: PlayerSeat): Seen {
  return {
    table: state,
    hand: state.hands[seat],
    pending: state.pending,
    handCount: (s) => state.hands[s].length,
    keyCount: (s) => state.keys[s].length,
  };
}

/**
 * ATM-D25: a person's time over each move, in milliseconds: writing a fear takes a while; rolling, counting the
 * squares and moving a piece a few seconds; a duel's card a moment's thought.
 */
export function moveMs(_state: AtmosfearState, _seat: PlayerSeat, move: AtmosfearMove): number {
  switch (move.type) {
    case 'fear':
      return 20_000;
    case 'roll':
      return 3_000;
    case 'go':
      return 7_000;
    case 'card':
    case 'duel':
      return 4_000;
    case 'pick':
      return 4_000;
    case 'time':
      return 0;
    default:
      return 2_000;
  }
}

export const atmosfearBots: GameBots<AtmosfearState, AtmosfearMove, AtmosfearView> = {
  heuristic(input, rng) {
    return heuristicMove(seenInView(input.view), input.seat, input.moves, rng);
  },

  // The same policy read straight from a search's determinized state: it reads only what `seat` may see.
  playout(state, seat, moves, _reacting, rng) {
    return heuristicMove(seenInState(state, seat), seat, moves, rng);
  },

  evaluate,
  playoutDepth: 24,
  searchPrior: 1,
  levels: { easy: 10, medium: 60, hard: 300 },
  // A real-time game: a bot's pace at the table is part of its strength (ATM-D25).
  thinkMs: { easy: [2500, 5000], medium: [1500, 3500], hard: [800, 2000] },
  moveMs,
};
