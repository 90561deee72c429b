// What each seat sees (view.ts): tic-tac-toe hides nothing, and its copies are whole and apart.
import { expect, it } from 'vitest';
import { Match, Rng, SPECTATOR } from '../../engine/index.ts';
import { ticTacToe } from './index.ts';

const seats = [{ name: 'Ann' }, { name: 'Bo' }];

function played(cells: readonly number[]) {
  const match = Match.create(ticTacToe, { seats, seed: 'ttt' });
  cells.forEach((cell, i) => match.play(i % 2, { cell }));
  return match;
}

it('everyone, spectators too, sees the whole board', () => {
  const match = played([4, 0]);
  expect(match.view(SPECTATOR)).toEqual(match.state);
  expect(match.view(1)).toEqual(match.state);
});

it('a determinized view is the state, and a clone moves on without touching its original', () => {
  const match = played([4, 0, 8]);
  const state = ticTacToe.determinize(match.view(1), 1, Rng.fromSeed('d'));
  expect(state).toEqual(match.state);
  const copy = ticTacToe.clone(state);
  ticTacToe.apply(copy, 1, { cell: 2 }, { rng: Rng.fromSeed('a'), time: 0 });
  expect(copy.board[2]).toBe(1);
  expect(state.board[2]).toBe(-1);
  expect(match.state.board[2]).toBe(-1);
});
