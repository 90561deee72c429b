import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bot } from '../ai/index.ts';
import { createBot } from '../ai/index.ts';
import type { AnyGame, MatchRecord, PlayerSeat, Seat, SeatInfo } from '../engine/index.ts';
import { Match, MoveError, Rng, SYSTEM, cryptoSeed, formatMessage } from '../engine/index.ts';
import { gameById, games as registry } from '../games/index.ts';
import { integerOption, parseArgs, shellQuote } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import { formatTable, number, percent, playerRange, trimmed } from './format.ts';
import type { Io } from './io.ts';
import { ProgressBar } from './progress.ts';
import { wilsonInterval } from './stats.ts';

/** Simulated thinking time per move: the clock that timed system events (ATMOSFEAR's Gatekeeper) run on. */
export const MOVE_MS = 1000;
/** A match longer than this many moves is a bug in the game (every game must end). */
const MAX_MOVES = 100_000;

/**
 * How bots take their seats: `rotate` moves them one seat on every match, so no bot is favoured by its seat;
 * `fixed` keeps each in the seat it is listed for, as a game whose seats play different roles needs.
 */
export type Seating = 'rotate' | 'fixed';
export const SEATINGS: readonly Seating[] = ['rotate', 'fixed'];

/** A game whose seats play roles (`Game.seatRole`) keeps its bots seated; any other rotates them. */
export function defaultSeating(game: AnyGame): Seating {
  return game.seatRole ? 'fixed' : 'rotate';
}

/** Each seat's role in English, or null when the game's seats are alike. */
export function seatRoles(game: AnyGame, players: number): string[] | null {
  const role = game.seatRole?.bind(game);
  if (!role) return null;
  return Array.from({ length: players }, (_, s) => formatMessage(game.texts, 'en', role(s, players)));
}

/** What to simulate. */
export interface SimulationPlan {
  readonly game: AnyGame;
  readonly players: number;
  /**
   * One bot spec per seat. Rotating, match k seats them rotated by k, so seat s plays `bots[(s + k) % players]`;
   * fixed, seat s plays `bots[s]` in every match.
   */
  readonly bots: readonly string[];
  readonly games: number;
  /** Every match's seed and every bot's seed derive from this one. */
  readonly seed: string;
  /** Default: `defaultSeating(game)`. */
  readonly seating?: Seating;
}

/** How one bot spec did, over all its seats or in one seat position. */
export interface Figures {
  /** Seat-games played. */
  readonly games: number;
  /** Games won; a shared win or a draw gives each seat named in `Outcome.winners` an equal share. */
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson score interval of the win rate. */
  readonly ci95: readonly [number, number];
  /** Mean final score (`Outcome.scores`), null when the game keeps none. */
  readonly meanScore: number | null;
  /** Mean length, in player moves, of the games it played. */
  readonly meanLength: number;
}

export interface BotFigures extends Figures {
  readonly bot: string;
  /**
   * Per seat position (1 moves first), over the matches in which the bot sat there, with the seat's role where
   * the game names one.
   */
  readonly bySeat: readonly (Figures & { readonly seat: number; readonly role?: string })[];
}

/** How one role did (games whose seats play roles): each match counted once, its seats' shares of the win summed. */
export interface RoleFigures extends Figures {
  readonly role: string;
  /** The seats (1 first) that play it. */
  readonly seats: readonly number[];
  /** The bot specs that played it, in the order of `bots`. */
  readonly bots: readonly string[];
}

export interface SimulationResult {
  readonly game: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: string;
  readonly seating: Seating;
  /** Each seat's role in English, or null when the game's seats are alike. */
  readonly roles: readonly string[] | null;
  /** 1 / players: the win rate of a bot no better than the others. */
  readonly fairShare: number;
  /** Mean match length in player moves (chance and timed steps not counted). */
  readonly meanLength: number;
  /** How the matches ended: `Outcome.reason` → count. */
  readonly endings: Readonly<Record<string, number>>;
  /** Per distinct bot spec, in the order of `bots`. */
  readonly results: readonly BotFigures[];
  /** Per role, in the order the seats first play them; empty when the game's seats are alike. */
  readonly byRole: readonly RoleFigures[];
}

class Tally {
  games = 0;
  wins = 0;
  scoreSum = 0;
  scored = 0;
  lengthSum = 0;

  add(win: number, score: number | undefined, length: number): void {
    this.games++;
    this.wins += win;
    this.lengthSum += length;
    if (score !== undefined) {
      this.scoreSum += score;
      this.scored++;
    }
  }

  figures(): Figures {
    return {
      games: this.games,
      wins: this.wins,
      winRate: this.games ? this.wins / this.games : 0,
      ci95: wilsonInterval(this.wins, this.games),
      meanScore: this.scored ? this.scoreSum / this.scored : null,
      meanLength: this.games ? this.lengthSum / this.games : 0,
    };
  }
}

/** Names for the seats of one match: the bot spec, with the seat number where a spec sits twice. */
function seatNames(specs: readonly string[]): string[] {
  return specs.map((spec, s) =>
    specs.indexOf(spec) !== specs.lastIndexOf(spec) ? `${spec} ${s + 1}` : spec,
  );
}

/** One of the player seats that may act now, drawn at random so no seat is always quicker; null if none. */
function anyPlayer(seats: readonly Seat[], rng: Rng): PlayerSeat | null {
  const players = seats.filter((seat): seat is PlayerSeat => seat !== SYSTEM);
  return players.length === 0 ? null : rng.pick(players);
}

/**
 * Plays the planned matches with the kernel's Match. Each bot sees only its seat's view, legal moves and the
 * time; when several seats may act, one of them, drawn at random, is asked. Deterministic for a given plan
 * unless a bot thinks by the clock (`ismcts-<ms>ms`).
 */
export function simulate(
  plan: SimulationPlan,
  hooks: { onMatch?: (n: number, record: MatchRecord) => void; onProgress?: (done: number) => void } = {},
): SimulationResult {
  const { game, players, bots } = plan;
  const seating = plan.seating ?? defaultSeating(game);
  const roles = seatRoles(game, players);
  const roleNames = roles ? [...new Set(roles)] : [];
  const roleTallies = roleNames.map(() => new Tally());
  const roleBots = roleNames.map(() => new Set<string>());
  const specs = [...new Set(bots)];
  const tallies = new Map(
    specs.map((spec) => [spec, { all: new Tally(), seats: bots.map(() => new Tally()) }]),
  );
  const endings: Record<string, number> = {};
  let lengthSum = 0;

  for (let k = 0; k < plan.games; k++) {
    const shift = seating === 'rotate' ? k : 0;
    const seatSpecs = Array.from({ length: players }, (_, s) => bots[(s + shift) % players]);
    const names = seatNames(seatSpecs);
    const seats: SeatInfo[] = seatSpecs.map((bot, s) => ({ name: names[s], bot }));
    const matchSeed = `${plan.seed}/${k + 1}`;
    const match = Match.create(game, { seats, seed: matchSeed });
    const seatBots: Bot[] = seatSpecs.map((spec, s) => createBot(spec, game, `${matchSeed}/bot/${s + 1}`));
    const order = Rng.fromSeed(`${matchSeed}/order`);
    let moves = 0;

    while (match.outcome() === null) {
      if (match.version > MAX_MOVES) throw new CliError(`match ${k + 1} (seed ${matchSeed}) did not end`);
      const seat = anyPlayer(match.toAct(), order);
      const at = match.time + MOVE_MS;
      const due = match.nextDue();
      if (seat === null || (due !== null && due <= at)) {
        // The game itself acts first: a timed event falls due before the seat would have moved.
        if (due === null)
          throw new CliError(`match ${k + 1} (seed ${matchSeed}): nobody can act, yet it has not ended`);
        match.advance(Math.max(due, match.time));
        continue;
      }
      const move = seatBots[seat].chooseMove({
        view: match.view(seat),
        seat,
        moves: match.legalMoves(seat),
        time: at,
      });
      try {
        match.play(seat, move, at);
      } catch (error) {
        if (!(error instanceof MoveError)) throw error;
        throw new CliError(
          `match ${k + 1} (seed ${matchSeed}): bot ${seatSpecs[seat]} in seat ${seat + 1} played a refused move: ${error.message}`,
        );
      }
      moves++;
    }

    const outcome = match.outcome()!;
    endings[outcome.reason] = (endings[outcome.reason] ?? 0) + 1;
    lengthSum += moves;
    const roleWins = roleNames.map(() => 0);
    for (let s = 0; s < players; s++) {
      const win = outcome.winners.includes(s) ? 1 / outcome.winners.length : 0;
      const score = outcome.scores?.[s];
      const tally = tallies.get(seatSpecs[s])!;
      tally.all.add(win, score, moves);
      tally.seats[s].add(win, score, moves);
      if (roles) {
        const r = roleNames.indexOf(roles[s]);
        roleWins[r] += win;
        roleBots[r].add(seatSpecs[s]);
      }
    }
    roleTallies.forEach((t, r) => t.add(roleWins[r], undefined, moves));
    hooks.onMatch?.(k + 1, match.record);
    hooks.onProgress?.(k + 1);
  }

  return {
    game: game.id,
    players,
    bots: bots.slice(),
    games: plan.games,
    seed: plan.seed,
    seating,
    roles,
    fairShare: 1 / players,
    meanLength: plan.games ? lengthSum / plan.games : 0,
    endings,
    results: specs.map((bot) => {
      const tally = tallies.get(bot)!;
      return {
        bot,
        ...tally.all.figures(),
        bySeat: tally.seats.flatMap((t, s) =>
          t.games ? [{ seat: s + 1, ...(roles ? { role: roles[s] } : {}), ...t.figures() }] : [],
        ),
      };
    }),
    byRole: roleNames.map((role, r) => ({
      role,
      seats: roles!.flatMap((name, s) => (name === role ? [s + 1] : [])),
      bots: specs.filter((spec) => roleBots[r].has(spec)),
      ...roleTallies[r].figures(),
    })),
  };
}

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
  .filter((game) => game.seatRole)
  .map((game) => game.id)
  .join(', ');

export const SIMULATE_USAGE = `Usage: nocturne simulate --game G [--players N] [--bots SPECS] [--games K] [--seed S]
                         [--seats rotate|fixed] [--json] [--records DIR]

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
  const { min, max } = game.players;
  const players =
    options.players !== undefined
      ? integerOption(options.players, 'players', cmd, 1, 1000)
      : listed.length > 1
        ? listed.length
        : min;
  if (players < min || players > max)
    throw new UsageError(`${game.id} is for ${playerRange(game.players)} players, not ${players}`, cmd);
  if (listed.length !== 1 && listed.length !== players) {
    throw new UsageError(
      `--bots lists ${listed.length} bots for ${players} players: give one per seat, or a single bot for every seat`,
      cmd,
    );
  }
  for (const spec of new Set(listed)) {
    try {
      createBot(spec, game, 'check');
    } catch (error) {
      if (error instanceof RangeError) throw new UsageError(error.message, cmd);
      throw error;
    }
  }
  const bots = listed.length === 1 ? Array.from({ length: players }, () => listed[0]) : listed;
  const games = options.games === undefined ? 100 : integerOption(options.games, 'games', cmd, 1, 10_000_000);
  const seed = options.seed ?? cryptoSeed();
  let seating = defaultSeating(game);
  if (options.seats !== undefined) {
    if (!(SEATINGS as readonly string[]).includes(options.seats)) {
      throw new UsageError(`--seats is rotate or fixed, not "${options.seats}"`, cmd);
    }
    seating = options.seats as Seating;
  }

  const words = ['nocturne', 'simulate', '--game', game.id, '--players', String(players)];
  words.push('--bots', listed.join(','), '--games', String(games), '--seed', seed);
  if (options.seats !== undefined) words.push('--seats', seating);
  if (options.json) words.push('--json');
  if (options.records !== undefined) words.push('--records', options.records);
  return {
    plan: { game, players, bots, games, seed, seating },
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
