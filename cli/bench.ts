import type { AnyGame } from '../engine/index.ts';
import { BENCH_ITERATIONS, benchGame, type GameBench } from '../bench/index.ts';
import type { Comparison } from '../bench/vs-boardgame-io.ts';
import { gameById, games as registry } from '../games/index.ts';
import { parseArgs, positiveOption } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import { formatTable, number } from './format.ts';
import type { Io } from './io.ts';
import { ProgressBar } from './progress.ts';

export const BENCH_USAGE = `Usage: nocturne bench [--game G] [--seconds S]
       nocturne bench --vs-boardgame-io

Measures, per game (or one), full random games and moves per second through the search path (the game's
functions called directly), and ISMCTS iterations per second from the opening position.

  --game G             one game only: ${Object.keys(registry).join(', ')}
  --seconds S          seconds per measurement (default: 1)
  --vs-boardgame-io    race tic-tac-toe against boardgame.io 0.50.2 in the same process (npm run bench)
`;

const OPTIONS = { game: 'string', seconds: 'string', 'vs-boardgame-io': 'boolean', help: 'boolean' } as const;

/** `nocturne bench …`: returns the exit code. */
export async function benchCommand(argv: readonly string[], io: Io): Promise<number> {
  const cmd = 'bench';
  const { options, positionals } = parseArgs(argv, OPTIONS, cmd);
  if (options.help) {
    io.out(BENCH_USAGE);
    return 0;
  }
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`, cmd);
  if (options['vs-boardgame-io']) {
    if (options.game !== undefined || options.seconds !== undefined) {
      throw new UsageError('--vs-boardgame-io runs its own fixed plan: leave out --game and --seconds', cmd);
    }
    // Loaded only here: the rest of the command line never needs boardgame.io installed.
    const { compareWithBoardgameIo, comparisonSteps } = await import('../bench/vs-boardgame-io.ts');
    const progress = new ProgressBar(io, comparisonSteps(), 'steps');
    let comparison: Comparison;
    try {
      progress.update(0);
      comparison = await compareWithBoardgameIo(undefined, (done) => progress.update(done));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (
        (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
        /boardgame\.io/.test(String(error))
      ) {
        throw new CliError('boardgame.io is not installed: it is a devDependency, so run npm install first');
      }
      throw error;
    } finally {
      progress.finish();
    }
    io.out(formatComparison(comparison));
    return 0;
  }

  let selected: AnyGame[];
  try {
    selected = options.game === undefined ? Object.values(registry) : [gameById(options.game)];
  } catch (error) {
    throw new UsageError((error as Error).message, cmd);
  }
  const seconds = options.seconds === undefined ? 1 : positiveOption(options.seconds, 'seconds', cmd, 600);
  const progress = new ProgressBar(io, selected.length, 'games');
  const results: GameBench[] = [];
  try {
    progress.update(0);
    for (const game of selected) {
      results.push(benchGame(game, seconds));
      progress.update(results.length);
    }
  } finally {
    progress.finish();
  }
  io.out(formatBench(results, seconds));
  return 0;
}

export function formatBench(results: readonly GameBench[], seconds: number): string {
  const header = [
    'game',
    'players',
    'random games/s',
    'moves/s',
    'moves/game',
    'ISMCTS it/s',
    'random rollouts',
  ];
  const rows = [header];
  for (const r of results) {
    rows.push([
      r.game,
      String(r.players),
      number(r.gamesPerSecond),
      number(r.movesPerSecond),
      number(r.movesPerGame, 1),
      number(r.ismctsIterationsPerSecond),
      number(r.ismctsRandomRolloutIterationsPerSecond),
    ]);
  }
  const positions = results.flatMap((r) =>
    r.positions.map((p) => [r.game, String(r.players), p.label, number(p.iterationsPerSecond)]),
  );
  const goals = results.flatMap((r) =>
    r.goals.map(
      (g) => `  ${r.game} ${g.what} ≥ ${number(g.target)}: ${number(g.value)}, ${g.met ? 'met' : 'NOT met'}`,
    ),
  );
  return [
    `nocturne bench: ${seconds} s per measurement after a warm-up, Node ${process.version}`,
    '',
    formatTable(
      rows,
      header.map((_, i) => (i === 0 ? 'left' : 'right')),
    ),
    '',
    ...(positions.length
      ? [
          formatTable(
            [['game', 'players', 'ISMCTS from a later position', 'it/s'], ...positions],
            ['left', 'right', 'left', 'right'],
          ),
          '',
        ]
      : []),
    'random games: setup, toAct, legalMoves, apply and outcome called directly with Rng, as search does',
    `ISMCTS: iterations/s in searches of ${number(BENCH_ITERATIONS)} iterations from the opening position (and the later`,
    "positions listed), by the bot's own stats; rollouts by the game's heuristic as shipped (ismcts-N), and",
    'uniformly random for comparison',
    ...(goals.length ? ['', 'goals', ...goals] : []),
    '',
  ].join('\n');
}

function ratio(value: number): string {
  return `${number(value, value < 10 ? 1 : 0)}×`;
}

export function formatComparison(c: Comparison): string {
  const p = c.playouts;
  const s = c.search;
  const goal = (what: string, g: { target: number; ratio: number; met: boolean }) =>
    `  ${what} ≥ ${g.target}× boardgame.io: ${ratio(g.ratio)}, ${g.met ? 'met' : 'NOT met'}`;
  return [
    `nocturne vs boardgame.io ${c.boardgameIo}: tic-tac-toe in one process, Node ${c.node}`,
    `(${c.plan.rounds} rounds in alternating order after a warm-up; medians; boardgame.io with NODE_ENV=${c.nodeEnv || '(unset)'})`,
    '',
    formatTable(
      [
        ['random playouts', 'moves/s', 'vs boardgame.io'],
        ['boardgame.io reducer (InitializeGame, CreateGameReducer)', number(p.boardgameIo), ''],
        ['nocturne search path (Game.apply)', number(p.ours), ratio(p.ours / p.boardgameIo)],
        ['nocturne checked door (Match.play)', number(p.oursChecked), ratio(p.oursChecked / p.boardgameIo)],
      ],
      ['left', 'right', 'right'],
    ),
    '',
    formatTable(
      [
        [`search from the opening, ${number(s.iterations)} iterations`, 'iterations/s', 'vs boardgame.io'],
        ['boardgame.io MCTSBot', number(s.boardgameIo), ''],
        ['nocturne ISMCTS, heuristic rollouts (as shipped)', number(s.ours), ratio(s.ours / s.boardgameIo)],
        [
          'nocturne ISMCTS, random rollouts (like for like)',
          number(s.oursRandomRollouts),
          ratio(s.oursRandomRollouts / s.boardgameIo),
        ],
      ],
      ['left', 'right', 'right'],
    ),
    '',
    'goals',
    goal('moves/s (search path)', c.goals.movesPerSecond),
    goal('ISMCTS iterations/s (as shipped)', c.goals.iterationsPerSecond),
    '',
  ].join('\n');
}
