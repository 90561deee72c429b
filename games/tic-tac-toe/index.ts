// Tic-tac-toe: the smallest complete game of perfect information, and the engine's speed reference. This file only puts
// the parts together: the rules in rules.ts, what each seat sees in view.ts, the words in presentation.ts.
import type { Game } from '../../engine/index.ts';
import { apply, legalMoves, outcome, setup, toAct } from './rules.ts';
import type { TicTacToeEvent, TicTacToeMove, TicTacToeOptions, TicTacToeState } from './state.ts';
import { clone, determinize, view } from './view.ts';

export type { TicTacToeEvent, TicTacToeMove, TicTacToeOptions, TicTacToeState } from './state.ts';
export { LINES, cellName } from './state.ts';

export const ticTacToe: Game<
  TicTacToeState,
  TicTacToeMove,
  TicTacToeState,
  TicTacToeEvent,
  TicTacToeOptions
> = {
  id: 'tic-tac-toe',
  options: {
    players: { min: 2, max: 2 },
    defaults: {},
    parse(raw) {
      if (raw !== undefined && (typeof raw !== 'object' || raw === null || Object.keys(raw).length > 0)) {
        throw new RangeError('tic-tac-toe has no options');
      }
      return {};
    },
  },
  wire: { moveKey: (move) => String(move.cell) },

  setup,
  toAct,
  legalMoves,
  apply: (state, seat, move) => apply(state, seat, move),
  view,
  outcome,
  determinize,
  clone,
};
