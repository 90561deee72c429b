import type { State } from 'boardgame.io';
import { describe, expect, it, vi } from 'vitest';
import { Rng } from '../engine/index.ts';
import { games } from '../games/index.ts';
import type { BgioTicTacToeState } from './bgio-tic-tac-toe.ts';
import { bgioTicTacToe, enumerateCells, makeMove } from './bgio-tic-tac-toe.ts';
import { ismctsRate, openingInput, playoutRate, randomPlayout } from './engine.ts';
import { median } from './measure.ts';
import { compareWithBoardgameIo } from './vs-boardgame-io.ts';

async function bgio() {
  const { CreateGameReducer, InitializeGame, ProcessGameConfig } = await import('boardgame.io/internal');
  const { INVALID_MOVE } = await import('boardgame.io/core');
  const { RandomBot } = await import('boardgame.io/ai');
  const game = ProcessGameConfig(bgioTicTacToe(INVALID_MOVE));
  const reducer = CreateGameReducer({ game });
  const play = (state: State<BgioTicTacToeState>, cell: number) =>
    reducer(state, makeMove('clickCell', [cell], state.ctx.currentPlayer) as Parameters<typeof reducer>[1]);
  const start = () => InitializeGame({ game, numPlayers: 2 }) as State<BgioTicTacToeState>;
  return { game, start, play, RandomBot };
}

describe('the boardgame.io tic-tac-toe we race against', () => {
  it('plays the rules: turns alternate, a line wins, a full board draws', async () => {
    const { start, play } = await bgio();
    let state = start();
    for (const cell of [0, 3, 1, 4]) state = play(state, cell);
    expect(state.ctx.currentPlayer).toBe('0');
    expect(state.ctx.gameover).toBeUndefined();
    state = play(state, 2);
    expect(state.ctx.gameover).toEqual({ winner: '0' });

    state = start();
    for (const cell of [0, 1, 2, 4, 3, 5, 7, 6, 8]) state = play(state, cell);
    expect(state.ctx.gameover).toEqual({ draw: true });
  });

  it('refuses a marked cell, leaving the board as it was', async () => {
    const { start, play } = await bgio();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = play(start(), 4);
    const refused = play(state, 4);
    quiet.mockRestore();
    expect(refused.G).toEqual(state.G);
    expect(refused.ctx.currentPlayer).toBe('1');
  });

  it('builds move actions exactly as boardgame.io’s own bots do', async () => {
    const { start, RandomBot } = await bgio();
    const state = start();
    const bot = new RandomBot({ enumerate: enumerateCells });
    const theirs = bot.enumerate(state.G, state.ctx, '0');
    const ours = enumerateCells(state.G, state.ctx, '0').map((m) => makeMove(m.move, m.args, '0'));
    expect(ours).toEqual(theirs);
    expect(ours).toHaveLength(9);
  });
});

describe('our measurements', () => {
  it.each(Object.values(games))('$id: random games end, through the search path', (game) => {
    const rng = Rng.fromSeed('test');
    const options = game.options.parse(game.options.defaults, game.options.players.min);
    for (let i = 0; i < 20; i++)
      expect(randomPlayout(game, game.options.players.min, options, rng)).toBeGreaterThan(0);
    const rate = playoutRate(game, game.options.players.min, 20);
    expect(rate.games).toBeGreaterThan(0);
    expect(rate.movesPerSecond).toBeGreaterThan(rate.gamesPerSecond);
  });

  it.each(Object.values(games))('$id: ISMCTS searches from the opening decision', (game) => {
    expect(openingInput(game, game.options.players.min).moves.length).toBeGreaterThan(1);
    const rate = ismctsRate(game, game.options.players.min, 10, { iterations: 50 });
    expect(rate.work % 50).toBe(0);
    expect(rate.perSecond).toBeGreaterThan(0);
  });

  it('median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('compares with boardgame.io side by side (a tiny plan)', async () => {
    const steps: number[] = [];
    const c = await compareWithBoardgameIo({ rounds: 1, playoutMs: 20, searchMs: 1, warmUpMs: 1 }, (done) =>
      steps.push(done),
    );
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(c.boardgameIo).toBe('0.50.2');
    for (const value of [
      ...Object.values(c.playouts),
      c.search.boardgameIo,
      c.search.ours,
      c.search.oursRandomRollouts,
    ]) {
      expect(value).toBeGreaterThan(0);
    }
    expect(c.goals.movesPerSecond.ratio).toBeCloseTo(c.playouts.ours / c.playouts.boardgameIo, 9);
  });
});
