import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBot } from '../ai/index.ts';
import {
  SEATINGS,
  SimulationError,
  defaultSeating,
  simulate,
  type Figures,
  type Seating,
  type SimulationPlan,
  type SimulationResult,
} from '../ai/simulate.ts';
import type { AnyGame, MatchRecord } from '../engine/index.ts';
import { cryptoSeed } from '../engine/index.ts';
import { botsFor, gameById, games as registry, presentationFor } from '../games/index.ts';
import { integerOption, parseArgs, shellQuote } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import { formatTable, number, percent, playerRange, trimmed } from './format.ts';
import type { Io } from './io.ts';
import { ProgressBar } from './progress.ts';

/** Seat numbers as a short list: [2, 3, 4] → "2–4", [1, 3] → "1, 3". */
function seatList(seats: readonly number[]): string {
  const consecutive = seats.every((s, i) => i === 0 || s === seats[i - 1] + 1);
  return seats.length > 2 && consecutive ? `${seats[0]}–${seats[seats.length - 1]}` : seats.join(', ');
}

/** The simulation as a table for people. */
export function formatSimulation(result: SimulationResult, command: string): string {
  const scored = result.results.some((r) => r.meanScore !== null);
  const header = [
    'bot',
    'seat',
    'games',
    'wins',
    'win rate',
    '95% CI',
    ...(scored ? ['mean score'] : []),
    'mean length',
  ];
  const row = (bot: string, seat: string, f: Figures) => [
    bot,
    seat,
    String(f.games),
    trimmed(f.wins),
    percent(f.winRate),
    `${percent(f.ci95[0])} – ${percent(f.ci95[1])}`,
    ...(scored ? [f.meanScore === null ? '–' : number(f.meanScore, 2)] : []),
    number(f.meanLength, 1),
  ];
  const roles = result.roles;
  const seatName = (seat: number) => (roles ? `${seat} · ${roles[seat - 1]}` : String(seat));
  const rows = [header];
  for (const r of result.results) {
    rows.push(row(r.bot, 'all', r));
    for (const s of r.bySeat) rows.push(row('', seatName(s.seat), s));
  }
  if (result.nobody) rows.push(row(result.nobody.name, '–', result.nobody));
  const align = header.map((_, i): 'left' | 'right' => (i === 0 ? 'left' : 'right'));
  const balanced = result.games % result.players === 0 || new Set(result.bots).size === 1;
  const seating =
    result.seating === 'fixed'
      ? `bots by seat, the same in every game: ${result.bots.map((bot, s) => `${bot} (${seatName(s + 1)})`).join(', ')}`
      : `bots by seat in game 1: ${result.bots.join(', ')}; seats rotate every game` +
        (balanced
          ? ''
          : ` (${result.games} games is not a multiple of ${result.players}: seats are not evenly shared)`);
  const lines = [
    `${result.game}: ${result.players} players, ${result.games} games, seed ${result.seed}`,
    seating,
    '',
    formatTable(rows, align),
    '',
    ...result.byRole.map(
      (r) =>
        `${r.role} (seat${r.seats.length > 1 ? 's' : ''} ${seatList(r.seats)}: ${r.bots.join(', ')}) won ` +
        `${trimmed(r.wins)} of ${r.games}: ${percent(r.winRate)} (95% CI ${percent(r.ci95[0])} – ${percent(r.ci95[1])})`,
    ),
    ...(result.byRole.length ? [''] : []),
    `mean game length: ${number(result.meanLength, 1)} moves; fair share (1/${result.players}): ${percent(result.fairShare)}`,
    `endings: ${Object.entries(result.endings)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ')}`,
    ...(Object.keys(result.figures).length
      ? [
          `mean per game: ${Object.entries(result.figures)
            .map(([name, mean]) => `${name} ${number(mean, 2)}`)
            .join(', ')}`,
        ]
      : []),
    `reproduce: ${command}`,
  ];
  if (result.bots.some((b) => /\d+ms$/.test(b))) {
    lines.push(
      'note: bots with a time budget (…ms) search as far as the clock allows, so runs differ in detail',
    );
  }
  return lines.join('\n') + '\n';
}

/** The registered games whose seats play roles, for the usage text. */
const roleGames = Object.values(registry)
  .filter((game) => presentationFor(game.id).seatRole)
  .map((game) => game.id)
  .join(', ');

export const SIMULATE_USAGE = `Usage: nocturne simulate --game G [--players N] [--bots SPECS] [--games K] [--seed S]
                         [--seats rotate|fixed] [--options JSON] [--json] [--records DIR]

Plays bots against each other and reports each bot's win rate with a 95% confidence interval.

  --game G        the game to play: ${Object.keys(registry).join(', ')}
  --players N     seats at the table (default: one per bot in --bots, else the game's fewest)
  --bots SPECS    one bot per seat, comma-separated, or a single bot for every seat (default: random):
                  random, heuristic, ismcts, ismcts-<iterations>, ismcts-<ms>ms, ismcts:easy|medium|hard
  --games K       matches to play (default: 100)
  --seats HOW     rotate: match k seats the bots rotated by k, so no bot is favoured by its seat;
                  fixed: each bot keeps the seat it is listed for. Default: fixed for a game whose
                  seats play roles (${roleGames}), rotate for the others
  --seed S        the run's seed (default: a fresh random one, printed so the run can be repeated)
  --options JSON  the game's options for every match, e.g. '{"layout":"random"}' (default: its defaults)
  --json          print the figures as JSON instead of a table
  --records DIR   write each match's record to DIR/<n>.json, for nocturne replay
`;

const OPTIONS = {
  game: 'string',
  players: 'string',
  bots: 'string',
  games: 'string',
  seed: 'string',
  seats: 'string',
  options: 'string',
  json: 'boolean',
  records: 'string',
  help: 'boolean',
} as const;

/** Checks the command line and turns it into a plan; every mistake is a UsageError. */
export function planSimulation(argv: readonly string[]): {
  plan: SimulationPlan;
  json: boolean;
  records?: string;
  command: string;
} | null {
  const cmd = 'simulate';
  const { options, positionals } = parseArgs(argv, OPTIONS, cmd);
  if (options.help) return null;
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`, cmd);
  if (options.game === undefined) {
    throw new UsageError(`--game is required (one of: ${Object.keys(registry).join(', ')})`, cmd);
  }
  let game: AnyGame;
  try {
    game = gameById(options.game);
  } catch (error) {
    throw new UsageError((error as Error).message, cmd);
  }

  const listed = (options.bots ?? 'random').split(',').map((s) => s.trim());
  if (listed.some((s) => s === '')) throw new UsageError(`--bots has an empty entry: "${options.bots}"`, cmd);
  const { min, max } = game.options.players;
  const players =
    options.players !== undefined
      ? integerOption(options.players, 'players', cmd, 1, 1000)
      : listed.length > 1
        ? listed.length
        : min;
  if (players < min || players > max)
    throw new UsageError(
      `${game.id} is for ${playerRange(game.options.players)} players, not ${players}`,
      cmd,
    );
  if (listed.length !== 1 && listed.length !== players) {
    throw new UsageError(
      `--bots lists ${listed.length} bots for ${players} players: give one per seat, or a single bot for every seat`,
      cmd,
    );
  }
  for (const spec of new Set(listed)) {
    try {
      createBot(spec, game, botsFor(game.id), 'check');
    } catch (error) {
      if (error instanceof RangeError) throw new UsageError(error.message, cmd);
      throw error;
    }
  }
  const bots = listed.length === 1 ? Array.from({ length: players }, () => listed[0]) : listed;
  const games = options.games === undefined ? 100 : integerOption(options.games, 'games', cmd, 1, 10_000_000);
  const seed = options.seed ?? cryptoSeed();
  let seating = defaultSeating(presentationFor(game.id));
  if (options.seats !== undefined) {
    if (!(SEATINGS as readonly string[]).includes(options.seats)) {
      throw new UsageError(`--seats is rotate or fixed, not "${options.seats}"`, cmd);
    }
    seating = options.seats as Seating;
  }

  let gameOptions: unknown;
  if (options.options !== undefined) {
    try {
      gameOptions = game.options.parse(JSON.parse(options.options), players);
    } catch (error) {
      throw new UsageError(`--options: ${(error as Error).message}`, cmd);
    }
  }

  const words = ['nocturne', 'simulate', '--game', game.id, '--players', String(players)];
  words.push('--bots', listed.join(','), '--games', String(games), '--seed', seed);
  if (options.seats !== undefined) words.push('--seats', seating);
  if (options.options !== undefined) words.push('--options', JSON.stringify(gameOptions));
  if (options.json) words.push('--json');
  if (options.records !== undefined) words.push('--records', options.records);
  return {
    plan: { game, players, bots, games, seed, seating, options: gameOptions },
    json: options.json === true,
    records: options.records,
    command: words.map(shellQuote).join(' '),
  };
}

/** `nocturne simulate …`: returns the exit code. */
export function simulateCommand(argv: readonly string[], io: Io): number {
  const planned = planSimulation(argv);
  if (planned === null) {
    io.out(SIMULATE_USAGE);
    return 0;
  }
  const { plan, records, command } = planned;
  if (records !== undefined) {
    try {
      mkdirSync(records, { recursive: true });
    } catch (error) {
      throw new CliError(`cannot create the records folder ${records}: ${(error as Error).message}`);
    }
  }
  const progress = new ProgressBar(io, plan.games, 'games');
  let result: SimulationResult;
  try {
    result = simulate(plan, {
      onProgress: (done) => progress.update(done),
      onMatch: records === undefined ? undefined : (n, record) => writeRecord(records, n, record),
    });
  } catch (error) {
    if (error instanceof SimulationError) throw new CliError(error.message);
    throw error;
  } finally {
    progress.finish();
  }
  io.out(
    planned.json ? JSON.stringify({ ...result, command }, null, 2) + '\n' : formatSimulation(result, command),
  );
  return 0;
}

function writeRecord(dir: string, n: number, record: MatchRecord): void {
  const file = join(dir, `${n}.json`);
  try {
    writeFileSync(file, JSON.stringify(record) + '\n');
  } catch (error) {
    throw new CliError(`cannot write ${file}: ${(error as Error).message}`);
  }
}
