// Tic-tac-toe told in words: the log, the moves' names, and the board for the terminal and screen readers.
import type { Message } from '../../engine/index.ts';
import { cellName, type TicTacToeEvent, type TicTacToeMove, type TicTacToeState } from './state.ts';

export function narrate(event: TicTacToeEvent): Message {
  switch (event.type) {
    case 'marked':
      return { key: 'log.marked', params: { player: { seat: event.seat }, cell: cellName(event.cell) } };
    case 'line':
      return { key: 'log.line', params: { player: { seat: event.seat } } };
    case 'draw':
      return { key: 'log.draw' };
  }
}

export function describeMove(move: TicTacToeMove): Message {
  return { key: 'move.mark', params: { cell: cellName(move.cell) } };
}

export function describeView(view: TicTacToeState): Message[] {
  const mark = (cell: number) => (view.board[cell] < 0 ? '·' : view.board[cell] === 0 ? 'X' : 'O');
  const lines: Message[] = [0, 1, 2].map((row) => ({
    key: 'view.row',
    params: { row: row + 1, cells: [0, 1, 2].map((col) => mark(row * 3 + col)).join(' ') },
  }));
  if (view.turn >= 0) {
    lines.push({ key: 'view.turn', params: { player: { seat: view.turn }, mark: 'XO'[view.turn] } });
  }
  return lines;
}
