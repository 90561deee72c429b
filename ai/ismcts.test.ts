import { describe, expect, it } from 'vitest';
import type { AnyBots, AnyGame } from '../engine/index.ts';
import { Match } from '../engine/index.ts';
import { ticTacToeBots } from '../games/tic-tac-toe/bots.ts';
import { ticTacToe } from '../games/tic-tac-toe/index.ts';
import type { Bot, SearchStats } from './index.ts';
import { createBot, ismctsBot } from './index.ts';

const game = ticTacToe as AnyGame;
const bots = ticTacToeBots as AnyBots;

/** Plays one tic-tac-toe match between two bots; returns the winners. */
function play(players: readonly Bot[], seed: string): readonly number[] {
  const match = Match.create(game, { seats: [{ name: 'X' }, { name: 'O' }], seed });
  while (!match.outcome()) {
    const seat = match.toAct().waiting[0];
    const move = players[seat].chooseMove({
      view: match.view(seat),
      seat,
      moves: match.legalMoves(seat),
      time: 0,
      reacting: false,
    });
    match.play(seat, move);
  }
  return match.outcome()!.winners;
}

describe('ISMCTS', () => {
  it('with 1,000 iterations never loses to random at tic-tac-toe, 100 games on either side', () => {
    const tally = { wins: 0, draws: 0, losses: 0 };
    for (const side of [0, 1]) {
      for (let g = 0; g < 100; g++) {
        const players = [0, 1].map((seat) =>
          createBot(seat === side ? 'ismcts-1000' : 'random', game, bots, `t${side}-${g}-${seat}`),
        );
        const winners = play(players, `ttt-${side}-${g}`);
        if (winners.length === 2) tally.draws++;
        else if (winners[0] === side) tally.wins++;
        else tally.losses++;
      }
    }
    expect(tally.losses).toBe(0);
    expect(tally.wins).toBeGreaterThan(170); // and it does not merely draw
  });

  it('takes a win in one and blocks a loss in one', () => {
    const bot = ismctsBot(game, bots, { seed: 'tactics', iterations: 500 });
    // X . X / O O . / . . .  — X to move wins at 1.
    const win = { board: [0, -1, 0, 1, 1, -1, -1, -1, -1], turn: 0, winner: -1, filled: 4 };
    expect(
      bot.chooseMove({ view: win, seat: 0, moves: game.legalMoves(win, 0), time: 0, reacting: false }),
    ).toEqual({
      cell: 1,
    });
    // X . . / O O . / X . .  — X to move must block at 5.
    const block = { board: [0, -1, -1, 1, 1, -1, 0, -1, -1], turn: 0, winner: -1, filled: 4 };
    expect(
      bot.chooseMove({ view: block, seat: 0, moves: game.legalMoves(block, 0), time: 0, reacting: false }),
    ).toEqual({
      cell: 5,
    });
  });

  it('is reproducible with its seed and respects its iteration budget', () => {
    const state = game.setup({ players: 2, options: {}, rng: undefined as never });
    const input = { view: state, seat: 0, moves: game.legalMoves(state, 0), time: 0, reacting: false };
    const a = ismctsBot(game, bots, { seed: 's', iterations: 300 });
    const b = ismctsBot(game, bots, { seed: 's', iterations: 300 });
    expect(a.chooseMove(input)).toEqual(b.chooseMove(input));
    expect(a.stats.iterations).toBe(300);
  });

  it('with a prior tries the heuristic first, and still overrules a heuristic that is wrong', () => {
    // X . X / O O . / . . .  — X to move wins at 1; the heuristic sees it.
    const win = { board: [0, -1, 0, 1, 1, -1, -1, -1, -1], turn: 0, winner: -1, filled: 4 };
    const input = { view: win, seat: 0, moves: game.legalMoves(win, 0), time: 0, reacting: false };
    const firstTries = (prior: number) =>
      Array.from({ length: 20 }, (_, i) =>
        ismctsBot(game, bots, { seed: `p${i}`, iterations: 1, prior }).chooseMove(input),
      );
    expect(firstTries(1)).toEqual(Array(20).fill({ cell: 1 }));
    expect(firstTries(0)).not.toEqual(Array(20).fill({ cell: 1 })); // without one, a uniform first try
    // A heuristic that always plays the last free cell: the search must still find the win and the block.
    const naive: AnyBots = {
      heuristic: (i) => i.moves.at(-1)!,
      searchPrior: 1,
    };
    const bot = ismctsBot(game, naive, { seed: 'naive', iterations: 2000 });
    expect(bot.chooseMove(input)).toEqual({ cell: 1 });
    const block = { board: [0, -1, -1, 1, 1, -1, 0, -1, -1], turn: 0, winner: -1, filled: 4 };
    expect(
      bot.chooseMove({ view: block, seat: 0, moves: game.legalMoves(block, 0), time: 0, reacting: false }),
    ).toEqual({
      cell: 5,
    });
  });

  it('stops on a time budget', () => {
    const state = game.setup({ players: 2, options: {}, rng: undefined as never });
    const bot = ismctsBot(game, bots, { seed: 's', ms: 30 });
    bot.chooseMove({ view: state, seat: 0, moves: game.legalMoves(state, 0), time: 0, reacting: false });
    expect(bot.stats.ms).toBeGreaterThanOrEqual(30);
    expect(bot.stats.ms).toBeLessThan(1000);
    expect(bot.stats.iterations).toBeGreaterThan(0);
  });

  it('answers a forced move without searching', () => {
    const state = { board: [0, 1, 0, 0, 1, 1, 1, 0, -1], turn: 0, winner: -1, filled: 8 };
    const bot = ismctsBot(game, bots, { seed: 's', iterations: 1000 });
    expect(
      bot.chooseMove({ view: state, seat: 0, moves: game.legalMoves(state, 0), time: 0, reacting: false }),
    ).toEqual({
      cell: 8,
    });
    expect(bot.stats.iterations).toBe(0);
  });
});

describe('createBot', () => {
  it('reads every spec form', () => {
    expect(createBot('random', game, bots, 's').name).toBe('random');
    expect(createBot('heuristic', game, bots, 's').name).toBe('heuristic');
    expect(createBot('ismcts', game, bots, 's').name).toBe('ismcts');
    expect(createBot('ismcts-5000', game, bots, 's').name).toBe('ismcts-5000');
    expect(createBot('ismcts-250ms', game, bots, 's').name).toBe('ismcts-250ms');
    expect(createBot('ismcts:hard', game, bots, 's').name).toBe('ismcts:hard');
  });

  it('plays a level with the budget the game sets for it, or the generic one', () => {
    const opening = game.setup({ players: 2, options: {}, rng: undefined as never });
    const input = { view: opening, seat: 0, moves: game.legalMoves(opening, 0), time: 0, reacting: false };
    const searched = (bot: Bot) => {
      bot.chooseMove(input);
      return (bot as Bot & { stats: SearchStats }).stats.iterations;
    };
    expect(searched(createBot('ismcts:easy', game, bots, 's'))).toBe(200);
    const laddered: AnyBots = { ...bots, levels: { easy: 3, medium: 30, hard: 300 } };
    expect(searched(createBot('ismcts:easy', game, laddered, 's'))).toBe(3);
    expect(searched(createBot('ismcts:hard', game, laddered, 's'))).toBe(300);
  });

  it('refuses a spec it does not know, saying what it accepts', () => {
    for (const spec of ['alphazero', 'ismcts-', 'ismcts-0', 'ismcts:insane', 'random-3', 'ismcts-12x']) {
      expect(() => createBot(spec, game, bots, 's')).toThrow(/unknown bot .* use random, heuristic, ismcts/);
    }
  });

  it('random and heuristic bots pick legal moves only, and the heuristic wins or blocks', () => {
    const random = createBot('random', game, bots, 'r');
    const state = game.setup({ players: 2, options: {}, rng: undefined as never });
    const moves = game.legalMoves(state, 0);
    for (let i = 0; i < 20; i++)
      expect(moves).toContain(random.chooseMove({ view: state, seat: 0, moves, time: 0, reacting: false }));
    const heuristic = createBot('heuristic', game, bots, 'h');
    const block = { board: [0, -1, -1, 1, 1, -1, 0, -1, -1], turn: 1, winner: -1, filled: 4 };
    expect(
      heuristic.chooseMove({
        view: block,
        seat: 1,
        moves: game.legalMoves(block, 1),
        time: 0,
        reacting: false,
      }),
    ).toEqual({ cell: 5 });
  });
});

describe('search helpers a game’s bots may give (playout, evaluate, playoutDepth)', () => {
  const opening = () => {
    const state = game.setup({ players: 2, options: {}, rng: undefined as never });
    return { view: state, seat: 0, moves: game.legalMoves(state, 0), time: 0, reacting: false };
  };

  it('plays its rollouts with the game’s playout policy, on the state, never building a view', () => {
    let playouts = 0;
    let views = 0;
    const watched: AnyGame = {
      ...game,
      view: (state, viewer) => {
        views++;
        return game.view(state, viewer);
      },
    };
    const spied: AnyBots = {
      ...bots,
      playout(state, seat, moves, reacting, rng) {
        playouts++;
        return bots.heuristic!({ view: state, seat, moves, time: 0, reacting }, rng);
      },
    };
    const bot = ismctsBot(watched, spied, { seed: 'p', iterations: 200 });
    bot.chooseMove(opening());
    expect(playouts).toBeGreaterThan(200);
    expect(views).toBe(0);
    // Random rollouts ignore it.
    playouts = 0;
    ismctsBot(watched, spied, { seed: 'p', iterations: 200, rollout: 'random' }).chooseMove(opening());
    expect(playouts).toBe(0);
  });

  it('cuts playouts at the game’s playoutDepth and scores them with its evaluate', () => {
    let evaluated = 0;
    const cut: AnyBots = {
      ...bots,
      playoutDepth: 0,
      evaluate() {
        evaluated++;
        return [1, 0]; // a judge that always favours X
      },
    };
    const bot = ismctsBot(game, cut, { seed: 'e', iterations: 300 });
    bot.chooseMove(opening());
    expect(evaluated).toBeGreaterThan(250); // every iteration that did not reach the end of the game
    // The bot's own option overrides the game's depth; without evaluate there is no cut at all.
    evaluated = 0;
    ismctsBot(game, cut, { seed: 'e', iterations: 300, playoutDepth: Infinity }).chooseMove(opening());
    expect(evaluated).toBe(0);
    const noJudge: AnyBots = { ...bots, playoutDepth: 0 };
    const full = ismctsBot(game, noJudge, { seed: 'e', iterations: 300 });
    const plain = ismctsBot(game, bots, { seed: 'e', iterations: 300 });
    expect(full.chooseMove(opening())).toEqual(plain.chooseMove(opening()));
  });

  it('scores a playout that reached the end by its outcome, not by the evaluation', () => {
    // A judge that calls every unfinished position a win for O …
    const liar: AnyBots = { ...bots, playoutDepth: 0, evaluate: () => [0, 1] };
    // … still lets X see the win in one at 1: that move ends the game, and the end is scored as it is.
    const win = { board: [0, -1, 0, 1, 1, -1, -1, -1, -1], turn: 0, winner: -1, filled: 4 };
    const input = { view: win, seat: 0, moves: game.legalMoves(win, 0), time: 0, reacting: false };
    expect(ismctsBot(game, liar, { seed: 'w', iterations: 500 }).chooseMove(input)).toEqual({ cell: 1 });
  });
});
