// Tic-tac-toe's rules: two players take turns marking an empty cell; three in a row wins, a full board draws.
import type { Acting, Outcome, PlayerSeat, Seat } from '../../engine/index.ts';
import { NOBODY, waitingFor } from '../../engine/index.ts';
import { lineThrough, type TicTacToeEvent, type TicTacToeMove, type TicTacToeState } from './state.ts';

// One move object per cell, shared: legalMoves allocates nothing but its list.
const MOVES: readonly TicTacToeMove[] = Array.from({ length: 9 }, (_, cell) => Object.freeze({ cell }));
const NO_MOVES: readonly TicTacToeMove[] = [];

export function setup(): TicTacToeState {
  return { board: [-1, -1, -1, -1, -1, -1, -1, -1, -1], turn: 0, winner: -1, filled: 0 };
}

export function toAct(state: TicTacToeState): Acting {
  return state.turn < 0 ? NOBODY : waitingFor(state.turn);
}

export function legalMoves(state: TicTacToeState, seat: Seat): readonly TicTacToeMove[] {
  if (seat !== state.turn) return NO_MOVES;
  const moves: TicTacToeMove[] = [];
  for (let cell = 0; cell < 9; cell++) if (state.board[cell] < 0) moves.push(MOVES[cell]);
  return moves;
}

export function apply(state: TicTacToeState, seat: Seat, move: TicTacToeMove): TicTacToeEvent[] {
  const player = seat as PlayerSeat;
  state.board[move.cell] = player;
  state.filled++;
  const events: TicTacToeEvent[] = [{ type: 'marked', seat: player, cell: move.cell }];
  const line = lineThrough(state.board, move.cell);
  if (line) {
    state.winner = player;
    state.turn = -1;
    events.push({ type: 'line', seat: player, cells: line });
  } else if (state.filled === 9) {
    state.turn = -1;
    events.push({ type: 'draw' });
  } else {
    state.turn = 1 - player;
  }
  return events;
}

export function outcome(state: TicTacToeState): Outcome | null {
  if (state.winner >= 0) return { winners: [state.winner], reason: 'three-in-a-row' };
  if (state.filled === 9) return { winners: [0, 1], reason: 'board-full' };
  return null;
}
