// What each seat may know: everything (tic-tac-toe hides nothing), as a copy the state can move on from.
import type { TicTacToeState } from './state.ts';

export function clone(state: TicTacToeState): TicTacToeState {
  return { board: state.board.slice(), turn: state.turn, winner: state.winner, filled: state.filled };
}

/** Perfect information: every viewer sees the whole board. */
export function view(state: TicTacToeState): TicTacToeState {
  return clone(state);
}

/** Nothing is hidden, so the view is the state. */
export function determinize(view: TicTacToeState): TicTacToeState {
  return clone(view);
}
