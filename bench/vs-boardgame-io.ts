// Our engine beside boardgame.io 0.50.2 on tic-tac-toe, in the same process: random playouts through each
// one's move path, and tree search from the opening. boardgame.io is loaded here, on demand, and nowhere else.
import { createRequire } from 'node:module';
import type { State } from 'boardgame.io';
import type { Bot, SearchStats } from '../ai/index.ts';
import { createBot, ismctsBot } from '../ai/index.ts';
import { Match, Rng } from '../engine/index.ts';
import { botsFor, gameById } from '../games/index.ts';
import type { BgioTicTacToeState } from './bgio-tic-tac-toe.ts';
import { bgioTicTacToe, enumerateCells, makeMove } from './bgio-tic-tac-toe.ts';
import { openingInput, randomPlayout } from './engine.ts';
import { median, timeBox, timeBoxAsync } from './measure.ts';

/** The goals we hold ourselves to against boardgame.io. */
export const GOALS = { movesPerSecond: 100, iterationsPerSecond: 20 } as const;
/** Iterations per search on both sides. */
export const SEARCH_ITERATIONS = 1000;

export interface ComparisonPlan {
  /** Measured rounds after the warm-up; each side runs once per round, in alternating order. */
  readonly rounds: number;
  /** Milliseconds per playout measurement. */
  readonly playoutMs: number;
  /** Milliseconds per search measurement (at least one whole search is always timed). */
  readonly searchMs: number;
  /** Milliseconds each side runs before anything is measured. */
  readonly warmUpMs: number;
}

export const DEFAULT_PLAN: ComparisonPlan = { rounds: 7, playoutMs: 400, searchMs: 500, warmUpMs: 500 };

export interface Comparison {
  readonly node: string;
  readonly boardgameIo: string;
  readonly nodeEnv: string;
  readonly plan: ComparisonPlan;
  /** Medians of moves per second in random tic-tac-toe playouts. */
  readonly playouts: {
    readonly boardgameIo: number;
    /** Through the search path: the game's functions called directly. */
    readonly ours: number;
    /** Through the checked door: Match.create and Match.play, every move validated and logged. */
    readonly oursChecked: number;
  };
  /** Medians of iterations per second of a search from the opening position. */
  readonly search: {
    readonly iterations: number;
    readonly boardgameIo: number;
    /** ISMCTS as `createBot('ismcts-<iterations>')` makes it: rollouts by the game's heuristic. */
    readonly ours: number;
    /** ISMCTS with uniformly random rollouts, as boardgame.io's MCTSBot plays out. */
    readonly oursRandomRollouts: number;
  };
  readonly goals: {
    readonly movesPerSecond: { readonly target: number; readonly ratio: number; readonly met: boolean };
    readonly iterationsPerSecond: { readonly target: number; readonly ratio: number; readonly met: boolean };
  };
}

/** How many measurements the comparison takes (for a progress bar). */
export function comparisonSteps(plan: ComparisonPlan = DEFAULT_PLAN): number {
  return 6 * (plan.rounds + 1);
}

/** Runs the comparison; `onProgress(done, total)` after each measurement. */
export async function compareWithBoardgameIo(
  plan: ComparisonPlan = DEFAULT_PLAN,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Comparison> {
  // boardgame.io checks every move's state for serialisability and logs to the console unless in production;
  // a deployed server runs in production, so that is the fair setting. It reads this when it loads.
  process.env.NODE_ENV ??= 'production';
  const { CreateGameReducer, InitializeGame, ProcessGameConfig } = await import('boardgame.io/internal');
  const { INVALID_MOVE } = await import('boardgame.io/core');
  const { MCTSBot } = await import('boardgame.io/ai');
  const version = (createRequire(import.meta.url)('boardgame.io/package.json') as { version: string })
    .version;

  const theirGame = ProcessGameConfig(bgioTicTacToe(INVALID_MOVE));
  const reducer = CreateGameReducer({ game: theirGame });
  const ourGame = gameById('tic-tac-toe');
  const options = ourGame.options.parse(ourGame.options.defaults, 2);
  const seats = [{ name: 'X' }, { name: 'O' }];
  const rng = Rng.fromSeed('vs-boardgame-io');

  const theirPlayout = (): number => {
    let state = InitializeGame({ game: theirGame, numPlayers: 2 }) as State<BgioTicTacToeState>;
    let moves = 0;
    while (state.ctx.gameover === undefined) {
      const player = state.ctx.currentPlayer;
      const choices = enumerateCells(state.G, state.ctx, player);
      const choice = choices[rng.int(choices.length)];
      state = reducer(state, makeMove(choice.move, choice.args, player) as Parameters<typeof reducer>[1]);
      if (++moves > 9) throw new Error('boardgame.io refused a legal move');
    }
    return moves;
  };
  const ourPlayout = () => randomPlayout(ourGame, 2, options, rng);
  let matches = 0;
  const ourCheckedPlayout = (): number => {
    const match = Match.create(ourGame, { seats, seed: `checked/${matches++}` });
    let moves = 0;
    while (match.outcome() === null) {
      const seat = match.toAct().waiting[0];
      const legal = match.legalMoves(seat);
      match.play(seat, legal[rng.int(legal.length)]);
      moves++;
    }
    return moves;
  };

  const theirBot = new MCTSBot({ game: theirGame, enumerate: enumerateCells, iterations: SEARCH_ITERATIONS });
  const theirOpening = InitializeGame({ game: theirGame, numPlayers: 2 });
  const theirSearch = async () => {
    await theirBot.play(theirOpening, theirOpening.ctx.currentPlayer);
    return SEARCH_ITERATIONS;
  };
  const ourBot = createBot(
    `ismcts-${SEARCH_ITERATIONS}`,
    ourGame,
    botsFor(ourGame.id),
    'vs-boardgame-io',
  ) as Bot & {
    stats: SearchStats;
  };
  const ourOpening = openingInput(ourGame, 2);
  const ourSearch = () => {
    ourBot.chooseMove(ourOpening);
    return ourBot.stats.iterations;
  };
  const ourRandomBot = ismctsBot(ourGame, botsFor(ourGame.id), {
    seed: 'vs-boardgame-io',
    iterations: SEARCH_ITERATIONS,
    rollout: 'random',
  });
  const ourRandomSearch = () => {
    ourRandomBot.chooseMove(ourOpening);
    return ourRandomBot.stats.iterations;
  };

  const measures = [
    { run: (ms: number) => timeBox(ms, theirPlayout), kind: 'playout', results: [] as number[] },
    { run: (ms: number) => timeBox(ms, ourPlayout), kind: 'playout', results: [] as number[] },
    { run: (ms: number) => timeBox(ms, ourCheckedPlayout), kind: 'playout', results: [] as number[] },
    { run: (ms: number) => timeBoxAsync(ms, theirSearch), kind: 'search', results: [] as number[] },
    { run: (ms: number) => Promise.resolve(timeBox(ms, ourSearch)), kind: 'search', results: [] as number[] },
    {
      run: (ms: number) => Promise.resolve(timeBox(ms, ourRandomSearch)),
      kind: 'search',
      results: [] as number[],
    },
  ];
  const total = comparisonSteps(plan);
  let done = 0;
  for (const m of measures) {
    await m.run(plan.warmUpMs);
    onProgress(++done, total);
  }
  for (let round = 0; round < plan.rounds; round++) {
    // Alternate the order, so neither side always runs on a cooler or hotter machine than the other.
    const order = round % 2 === 0 ? measures : measures.slice().reverse();
    for (const m of order) {
      const rate = await m.run(m.kind === 'playout' ? plan.playoutMs : plan.searchMs);
      m.results.push(rate.perSecond);
      onProgress(++done, total);
    }
  }

  const [theirMoves, ourMoves, ourCheckedMoves, theirIterations, ourIterations, ourRandomIterations] =
    measures.map((m) => median(m.results));
  const movesRatio = ourMoves / theirMoves;
  const iterationsRatio = ourIterations / theirIterations;
  return {
    node: process.version,
    boardgameIo: version,
    nodeEnv: process.env.NODE_ENV ?? '',
    plan,
    playouts: { boardgameIo: theirMoves, ours: ourMoves, oursChecked: ourCheckedMoves },
    search: {
      iterations: SEARCH_ITERATIONS,
      boardgameIo: theirIterations,
      ours: ourIterations,
      oursRandomRollouts: ourRandomIterations,
    },
    goals: {
      movesPerSecond: {
        target: GOALS.movesPerSecond,
        ratio: movesRatio,
        met: movesRatio >= GOALS.movesPerSecond,
      },
      iterationsPerSecond: {
        target: GOALS.iterationsPerSecond,
        ratio: iterationsRatio,
        met: iterationsRatio >= GOALS.iterationsPerSecond,
      },
    },
  };
}
