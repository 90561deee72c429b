// Tic-tac-toe's board: a 3 × 3 grid in SVG. X is a cross and O a ring (shapes, not colours, tell them apart);
// every empty square is a button while it is your turn, reachable with Tab and played with Enter or Space.
import type { KeyboardEvent } from 'react';
import type { BoardProps, GameUi } from '../../ui.ts';
import {
  LINES,
  cellName,
  ticTacToe,
  type TicTacToeEvent,
  type TicTacToeMove,
  type TicTacToeState,
} from '../index.ts';
import { texts } from './texts.ts';
import './tic-tac-toe.css';
import { ticTacToePresentation } from '../presentation.ts';

const SIZE = 100;
const PAD = 24;
const COLUMNS = 'abc';
const MARKS = 'XO';

function winningLine(board: readonly number[]): readonly number[] {
  return LINES.find(([a, b, c]) => board[a] >= 0 && board[a] === board[b] && board[a] === board[c]) ?? [];
}

function Board({
  view,
  legalMoves,
  onMove,
  events,
  eventsKey,
  seatNames,
  ui,
}: BoardProps<TicTacToeState, TicTacToeMove, TicTacToeEvent>) {
  const playable = new Map(legalMoves.map((move) => [move.cell, move]));
  const fresh = new Set(events.flatMap((e) => (e.type === 'marked' ? [e.cell] : [])));
  const line = winningLine(view.board);
  const lineIsFresh = events.some((e) => e.type === 'line');
  const press = (move: TicTacToeMove) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onMove(move);
    }
  };
  const centre = (cell: number) => ({
    x: PAD + (cell % 3) * SIZE + SIZE / 2,
    y: PAD + Math.floor(cell / 3) * SIZE + SIZE / 2,
  });

  return (
    <div className="ttt">
      <svg
        className="ttt-board"
        viewBox={`0 0 ${SIZE * 3 + PAD * 2} ${SIZE * 3 + PAD * 2}`}
        role="group"
        aria-label={ui('board.label')}
      >
        {[0, 1, 2].map((i) => (
          <g key={i} className="ttt-coords" aria-hidden="true">
            <text x={PAD + i * SIZE + SIZE / 2} y={PAD - 7} textAnchor="middle">
              {COLUMNS[i]}
            </text>
            <text x={PAD - 10} y={PAD + i * SIZE + SIZE / 2 + 5} textAnchor="middle">
              {i + 1}
            </text>
          </g>
        ))}
        {[1, 2].map((i) => (
          <g key={i} className="ttt-grid" aria-hidden="true">
            <line x1={PAD + i * SIZE} y1={PAD + 6} x2={PAD + i * SIZE} y2={PAD + 3 * SIZE - 6} />
            <line x1={PAD + 6} y1={PAD + i * SIZE} x2={PAD + 3 * SIZE - 6} y2={PAD + i * SIZE} />
          </g>
        ))}
        {view.board.map((owner, cell) => {
          const name = cellName(cell);
          const move = playable.get(cell);
          const { x, y } = centre(cell);
          const label =
            owner < 0
              ? move
                ? ui('cell.mark', { cell: name })
                : ui('cell.empty', { cell: name })
              : ui(line.includes(cell) ? 'cell.winning' : 'cell.taken', {
                  cell: name,
                  mark: MARKS[owner],
                  player: seatNames[owner] ?? '',
                });
          return (
            <g
              key={cell}
              className={`ttt-cell${move ? ' playable' : ''}${fresh.has(cell) ? ' fresh' : ''}`}
              role={move ? 'button' : 'img'}
              tabIndex={move ? 0 : undefined}
              aria-label={label}
              onClick={move ? () => onMove(move) : undefined}
              onKeyDown={move ? press(move) : undefined}
              data-cell={name}
            >
              <rect x={x - SIZE / 2 + 4} y={y - SIZE / 2 + 4} width={SIZE - 8} height={SIZE - 8} rx="10" />
              {owner === 0 && (
                <g className="mark mark-x">
                  <line x1={x - 26} y1={y - 26} x2={x + 26} y2={y + 26} />
                  <line x1={x + 26} y1={y - 26} x2={x - 26} y2={y + 26} />
                </g>
              )}
              {owner === 1 && <circle className="mark mark-o" cx={x} cy={y} r="28" />}
            </g>
          );
        })}
        {line.length === 3 && (
          <line
            key={`line${lineIsFresh ? eventsKey : 0}`}
            className={`ttt-line${lineIsFresh ? ' fresh' : ''}`}
            x1={centre(line[0]).x}
            y1={centre(line[0]).y}
            x2={centre(line[2]).x}
            y2={centre(line[2]).y}
            aria-hidden="true"
          />
        )}
      </svg>
      <p className="ttt-legend">
        <span>{ui('legend.x', { player: seatNames[0] ?? '' })}</span>
        <span>{ui('legend.o', { player: seatNames[1] ?? '' })}</span>
      </p>
    </div>
  );
}

export const ui: GameUi<TicTacToeState, TicTacToeMove, TicTacToeEvent> = {
  game: ticTacToe,
  presentation: ticTacToePresentation,
  Board,
  texts,
  howTo: () => ({
    sections: [
      { title: 'how.goal.title', paragraphs: ['how.goal.1'] },
      { title: 'how.turn.title', paragraphs: ['how.turn.1', 'how.turn.2'] },
      { title: 'how.end.title', paragraphs: ['how.end.1'] },
    ],
  }),
};
