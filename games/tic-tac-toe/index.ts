// Tic-tac-toe: the smallest complete game of perfect information, and the engine's speed reference.
import type { BotInput, Game, Message, Outcome, PlayerSeat, Rng, Seat, Viewer } from '../../engine/index.ts';
import { texts } from './texts.ts';

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

// One move object per cell, shared: legalMoves allocates nothing but its list.
const MOVES: readonly TicTacToeMove[] = Array.from({ length: 9 }, (_, cell) => Object.freeze({ cell }));
const NO_MOVES: readonly TicTacToeMove[] = [];

function lineThrough(board: readonly number[], cell: number): readonly number[] | null {
  const seat = board[cell];
  for (const line of LINES) {
    if ((line[0] === cell || line[1] === cell || line[2] === cell) && board[line[0]] === seat) {
      if (board[line[1]] === seat && board[line[2]] === seat) return line;
    }
  }
  return null;
}

export const ticTacToe: Game<
  TicTacToeState,
  TicTacToeMove,
  TicTacToeState,
  TicTacToeEvent,
  Record<string, never>
> = {
  id: 'tic-tac-toe',
  players: { min: 2, max: 2 },
  defaultOptions: {},
  texts,

  parseOptions(raw) {
    if (raw !== undefined && (typeof raw !== 'object' || raw === null || Object.keys(raw).length > 0)) {
      throw new RangeError('tic-tac-toe has no options');
    }
    return {};
  },

  setup() {
    return { board: [-1, -1, -1, -1, -1, -1, -1, -1, -1], turn: 0, winner: -1, filled: 0 };
  },

  toAct(state) {
    return state.turn < 0 ? [] : [state.turn];
  },

  legalMoves(state, seat: Seat) {
    if (seat !== state.turn) return NO_MOVES;
    const moves: TicTacToeMove[] = [];
    for (let cell = 0; cell < 9; cell++) if (state.board[cell] < 0) moves.push(MOVES[cell]);
    return moves;
  },

  apply(state, seat, move) {
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
  },

  view(state, _viewer: Viewer) {
    return this.clone(state); // perfect information: everyone sees everything
  },

  outcome(state): Outcome | null {
    if (state.winner >= 0) return { winners: [state.winner], reason: 'three-in-a-row' };
    if (state.filled === 9) return { winners: [0, 1], reason: 'board-full' };
    return null;
  },

  determinize(view) {
    return this.clone(view);
  },

  clone(state) {
    return { board: state.board.slice(), turn: state.turn, winner: state.winner, filled: state.filled };
  },

  moveKey(move) {
    return String(move.cell);
  },

  heuristic(input: BotInput<TicTacToeState, TicTacToeMove>, rng: Rng) {
    return chooseCell(input.view, input.seat, input.moves, rng);
  },

  narrate(event): Message {
    switch (event.type) {
      case 'marked':
        return { key: 'log.marked', params: { player: { seat: event.seat }, cell: cellName(event.cell) } };
      case 'line':
        return { key: 'log.line', params: { player: { seat: event.seat } } };
      case 'draw':
        return { key: 'log.draw' };
    }
  },

  describeMove(move) {
    return { key: 'move.mark', params: { cell: cellName(move.cell) } };
  },

  describeView(view) {
    const mark = (cell: number) => (view.board[cell] < 0 ? '·' : view.board[cell] === 0 ? 'X' : 'O');
    const lines: Message[] = [0, 1, 2].map((row) => ({
      key: 'view.row',
      params: { row: row + 1, cells: [0, 1, 2].map((col) => mark(row * 3 + col)).join(' ') },
    }));
    if (view.turn >= 0) {
      lines.push({ key: 'view.turn', params: { player: { seat: view.turn }, mark: 'XO'[view.turn] } });
    }
    return lines;
  },
};

/** "a1" … "c3": columns a–c left to right, rows 1–3 top to bottom. */
export function cellName(cell: number): string {
  return 'abc'[cell % 3] + String(Math.floor(cell / 3) + 1);
}

/** Win now, else block a win, else the centre, else a corner, else anything. */
function chooseCell(
  state: TicTacToeState,
  seat: PlayerSeat,
  moves: readonly TicTacToeMove[],
  rng: Rng,
): TicTacToeMove {
  const corners = moves.filter((m) => m.cell % 2 === 0 && m.cell !== 4);
  return (
    completingMove(state.board, moves, seat) ??
    completingMove(state.board, moves, 1 - seat) ??
    moves.find((m) => m.cell === 4) ??
    (corners.length ? rng.pick(corners) : rng.pick(moves))
  );
}

/** A move that would give `seat` three in a row, if there is one. */
function completingMove(
  board: number[],
  moves: readonly TicTacToeMove[],
  seat: number,
): TicTacToeMove | undefined {
  for (const move of moves) {
    board[move.cell] = seat;
    const done = lineThrough(board, move.cell) !== null;
    board[move.cell] = -1;
    if (done) return move;
  }
  return undefined;
}
