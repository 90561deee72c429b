// Tic-tac-toe's rules: the turns, a line of three, a full board, the words and the options (rules.ts).
import { describe, expect, it } from 'vitest';
import { LANGS, Match, MoveError, NOBODY, formatMessage, waitingFor } from '../../engine/index.ts';
import { cellName, ticTacToe } from './index.ts';
import { ticTacToePresentation } from './presentation.ts';

const seats = [{ name: 'Ann' }, { name: 'Bo' }];
const start = () => Match.create(ticTacToe, { seats, seed: 'ttt' });

function playCells(cells: readonly number[]) {
  const match = start();
  cells.forEach((cell, i) => match.play(i % 2, { cell }));
  return match;
}

describe('tic-tac-toe', () => {
  it('X (seat 0) opens on an empty board with nine moves', () => {
    const match = start();
    expect(match.toAct()).toEqual(waitingFor(0));
    expect(match.legalMoves(0)).toHaveLength(9);
    expect(match.legalMoves(1)).toEqual([]);
  });

  it('players alternate and a marked cell is no longer legal', () => {
    const match = playCells([4]);
    expect(match.toAct()).toEqual(waitingFor(1));
    expect(match.legalMoves(1).map((m) => m.cell)).not.toContain(4);
    expect(() => match.play(1, { cell: 4 })).toThrow(MoveError);
  });

  it('three in a row wins, with the line in the events', () => {
    const match = start();
    for (const [seat, cell] of [
      [0, 0],
      [1, 3],
      [0, 1],
      [1, 4],
    ] as const)
      match.play(seat, { cell });
    const [applied] = match.play(0, { cell: 2 });
    expect(applied.events).toContainEqual({ type: 'line', seat: 0, cells: [0, 1, 2] });
    expect(match.outcome()).toEqual({ winners: [0], reason: 'three-in-a-row' });
    expect(match.toAct()).toEqual(NOBODY);
  });

  it('a full board without a line is a draw shared by both seats', () => {
    // X O X / X O O / O X X
    const match = playCells([0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(match.outcome()).toEqual({ winners: [0, 1], reason: 'board-full' });
  });

  it('narrates moves in every language', () => {
    const match = start();
    const [applied] = match.play(0, { cell: 8 });
    const line = (lang: (typeof LANGS)[number]) =>
      formatMessage(ticTacToePresentation.texts, lang, ticTacToePresentation.narrate!(applied.events[0])!, [
        'Ann',
        'Bo',
      ]);
    expect(line('en')).toBe('Ann marks c3.');
    expect(line('ru')).toContain('c3');
    expect(line('et')).toContain('c3');
    expect(cellName(0)).toBe('a1');
  });

  it('has every text in every language', () => {
    const keys = Object.keys(ticTacToePresentation.texts.en).sort();
    for (const lang of LANGS) expect(Object.keys(ticTacToePresentation.texts[lang]).sort()).toEqual(keys);
  });

  it('refuses options', () => {
    expect(() => Match.create(ticTacToe, { seats, options: { size: 4 } })).toThrow(RangeError);
  });
});
