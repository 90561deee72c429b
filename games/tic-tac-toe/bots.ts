// How bots play tic-tac-toe: a heuristic that wins if it can, blocks if it must, then takes the centre or a
// corner. It is the `heuristic` bot and search's playout policy.
import type { GameBots, PlayerSeat, Rng } from '../../engine/index.ts';
import { lineThrough, type TicTacToeMove, type TicTacToeState } from './state.ts';

/** Win now, else block a win, else the centre, else a corner, else anything. */
export function chooseCell(
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

export const ticTacToeBots: GameBots<TicTacToeState, TicTacToeMove, TicTacToeState> = {
  heuristic(input, rng) {
    return chooseCell(input.view, input.seat, input.moves, rng);
  },
};
