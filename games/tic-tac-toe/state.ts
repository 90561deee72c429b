// Tic-tac-toe's types: the state, a move, the events, and the lines that win.
import type { PlayerSeat } from '../../engine/index.ts';

/** Cells 0…8, row by row; −1 is empty, otherwise the seat that marked it (seat 0 plays X). */
export interface TicTacToeState {
  board: number[];
  /** The seat to move, or −1 once the game is over. */
  turn: number;
  /** The winning seat, −1 for none yet; a full board with no winner is a draw. */
  winner: number;
  filled: number;
}

export interface TicTacToeMove {
  readonly cell: number;
}

export type TicTacToeEvent =
  | { readonly type: 'marked'; readonly seat: PlayerSeat; readonly cell: number }
  | { readonly type: 'line'; readonly seat: PlayerSeat; readonly cells: readonly number[] }
  | { readonly type: 'draw' };

/** The game has no options. */
export type TicTacToeOptions = Record<string, never>;

export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The line through `cell` that its mark completes, or null. */
export function lineThrough(board: readonly number[], cell: number): readonly number[] | null {
  const seat = board[cell];
  for (const line of LINES) {
    if ((line[0] === cell || line[1] === cell || line[2] === cell) && board[line[0]] === seat) {
      if (board[line[1]] === seat && board[line[2]] === seat) return line;
    }
  }
  return null;
}

/** "a1" … "c3": columns a–c left to right, rows 1–3 top to bottom. */
export function cellName(cell: number): string {
  return 'abc'[cell % 3] + String(Math.floor(cell / 3) + 1);
}
