// How bots play tic-tac-toe (bots.ts): the heuristic wins when it can, blocks when it must, and is never beaten.
import { expect, it } from 'vitest';
import { Rng } from '../../engine/index.ts';
import { chooseCell } from './bots.ts';
import { ticTacToe } from './index.ts';
import type { TicTacToeState } from './state.ts';

/** A board from a picture: X for seat 0, O for seat 1, . for empty; `turn` is the seat to move. */
function board(picture: string, turn: number): TicTacToeState {
  const cells = [...picture.replace(/\s/g, '')].map((c) => (c === 'X' ? 0 : c === 'O' ? 1 : -1));
  return { board: cells, turn, winner: -1, filled: cells.filter((c) => c >= 0).length };
}

const choose = (state: TicTacToeState) =>
  chooseCell(state, state.turn, ticTacToe.legalMoves(state, state.turn), Rng.fromSeed('t')).cell;

it('takes a line of three when it has one, before blocking the other', () => {
  expect(choose(board('XX. OO. ...', 0))).toBe(2);
  expect(choose(board('XX. OO. X..', 1))).toBe(5);
});

it('blocks the other seat’s line, else takes the centre', () => {
  expect(choose(board('XX. ... ...', 1))).toBe(2);
  expect(choose(board('X.. ... ...', 1))).toBe(4);
});

it('is never beaten by a random player, in either seat', () => {
  const rng = Rng.fromSeed('never-beaten');
  for (let game = 0; game < 40; game++) {
    const bot = game % 2;
    const state = ticTacToe.setup({ players: 2, options: {}, rng });
    while (!ticTacToe.outcome(state)) {
      const moves = ticTacToe.legalMoves(state, state.turn);
      const move = state.turn === bot ? chooseCell(state, bot, moves, rng) : rng.pick(moves);
      ticTacToe.apply(state, state.turn, move, { rng, time: 0 });
    }
    expect(ticTacToe.outcome(state)!.winners).toContain(bot);
  }
});
