// The harnesses must be able to fail: each test plants one fault in a copy of a real game and expects it caught.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../engine/index.ts';
import { acting, waitingFor } from '../engine/index.ts';
import { countdown } from '../engine/test-games/countdown.ts';
import { liarsDice } from '../games/liars-dice/index.ts';
import type { LiarsDiceState, LiarsDiceView } from '../games/liars-dice/index.ts';
import { ticTacToe } from '../games/tic-tac-toe/index.ts';
import type { TicTacToeState } from '../games/tic-tac-toe/index.ts';
import { HarnessFailure, checkNoLeaks, checkRandomGames, checkReplay } from './index.ts';

const base = ticTacToe as AnyGame;
const options = { games: 4, seed: 'planted' };

describe('the harnesses catch planted faults', () => {
  it('a view that is the live state, not a snapshot', () => {
    const game: AnyGame = { ...base, view: (state) => state };
    expect(() => checkNoLeaks(game, options)).toThrow(/view changed when the state moved on/);
  });

  it('a game that never ends', () => {
    const endless: AnyGame = {
      ...base,
      outcome: () => null,
      toAct: () => waitingFor(0),
      legalMoves: (_state, seat) => (seat === 0 ? [{ cell: 0 }] : []),
      apply: () => [],
    };
    expect(() => checkRandomGames(endless, { ...options, maxMoves: 200 })).toThrow(/did not end/);
  });

  it('a game that uses randomness the match does not own, so replays differ', () => {
    const careless: AnyGame = {
      ...base,
      apply(state, seat, move, ctx) {
        const events = base.apply(state, seat, move, ctx);
        (state as TicTacToeState & { luck?: number }).luck = Math.random();
        return events;
      },
    };
    const finished = checkRandomGames(careless, options);
    expect(() => checkReplay(careless, finished)).toThrow(HarnessFailure);
  });

  it('a game that waits for nobody: its seats may react, but if none does it can never go on', () => {
    const idle: AnyGame = {
      ...base,
      toAct: (state) => (base.outcome(state) ? base.toAct(state) : acting({ reacting: [0, 1] })),
      legalMoves: (state, seat) =>
        base.legalMoves({ ...(state as TicTacToeState), turn: seat as number }, seat),
    };
    expect(() => checkRandomGames(idle, options)).toThrow(/waits for nobody and not for its clock/);
  });

  it('a seat with nothing to do while the game waits on it', () => {
    const stuck: AnyGame = { ...base, legalMoves: () => [] };
    expect(() => checkRandomGames(stuck, options)).toThrow(/has no legal move/);
  });
});

describe('the leak harness catches a planted leak', () => {
  it('a copy of Liar’s Dice whose view shows one opponent die', () => {
    const leaky: AnyGame = {
      ...(liarsDice as AnyGame),
      id: 'leaky-liars-dice',
      view(state, viewer) {
        const view = liarsDice.view(state as LiarsDiceState, viewer as number) as LiarsDiceView & {
          peek?: number;
        };
        const s = state as LiarsDiceState;
        const other = typeof viewer === 'number' ? (viewer + 1) % s.dice.length : 0;
        if (s.dice[other].length > 0) view.peek = s.dice[other][0];
        return view;
      },
    };
    expect(() => checkNoLeaks(leaky, { games: 2, seed: 'peek' })).toThrow(
      /view of a determinization differs/,
    );
    // The honest game passes the same check.
    expect(() => checkNoLeaks(liarsDice as AnyGame, { games: 2, seed: 'peek' })).not.toThrow();
  });
});

describe('the leak harness catches a schedule that is not secret', () => {
  it('a game that says its clock is secret but whose views show when it strikes next', () => {
    // The countdown's view is its whole state, next strike included: a determinization copies the truth.
    const telling: AnyGame = {
      ...(countdown as AnyGame),
      id: 'telling-countdown',
      timing: { ...countdown.timing, secretSchedule: true },
    };
    expect(() => checkNoLeaks(telling, { games: 3, seed: 'tell' })).toThrow(/secret schedule can be read/);
  });
});
