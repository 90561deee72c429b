// Bots against bots: matches played by the kernel's Match through the one driver of engine/drive.ts, on a
// simulated clock, with win rates and their 95% intervals per bot and per seat. `nocturne simulate` prints it;
// games' tests and balance documents use it directly.
import type { AnyBots, AnyGame, AnyPresentation, MatchRecord, SeatInfo } from '../engine/index.ts';
import { Match, MatchDriver, MoveError, SYSTEM, formatMessage } from '../engine/index.ts';
import { botsFor, presentationFor } from '../games/index.ts';
import type { Bot } from './bot.ts';
import { createBot } from './index.ts';
import { wilsonInterval } from './stats.ts';

/** A simulation that cannot go on: a game that never ends or stalls, or a bot that played a refused move. */
export class SimulationError extends Error {
  override readonly name = 'SimulationError';
}

/** A match longer than this many moves is a bug in the game (every game must end). */
const MAX_MOVES = 100_000;

/**
 * How bots take their seats: `rotate` moves them one seat on every match, so no bot is favoured by its seat;
 * `fixed` keeps each in the seat it is listed for, as a game whose seats play different roles needs.
 */
export type Seating = 'rotate' | 'fixed';
export const SEATINGS: readonly Seating[] = ['rotate', 'fixed'];

/** A game whose seats play roles (`Presentation.seatRole`) keeps its bots seated; any other rotates them. */
export function defaultSeating(presentation: AnyPresentation): Seating {
  return presentation.seatRole ? 'fixed' : 'rotate';
}

/** Each seat's role in English, or null when the game's seats are alike. */
function seatRoles(presentation: AnyPresentation, players: number): string[] | null {
  const role = presentation.seatRole?.bind(presentation);
  if (!role) return null;
  return Array.from({ length: players }, (_, s) => formatMessage(presentation.texts, 'en', role(s, players)));
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
  /** Default: `defaultSeating(presentation)`. */
  readonly seating?: Seating;
  /** How bots play the game (its heuristic, levels and pace); default: the registry's for the game. */
  readonly settings?: AnyBots;
  /** What the game says (roles, figures, the side that wins when no seat does); default: the registry's. */
  readonly presentation?: AnyPresentation;
  /** The game's options for every match (checked by its `options.parse`); default: the game's defaults. */
  readonly options?: unknown;
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
  /**
   * The matches nobody at the table won (ATMOSFEAR's Gatekeeper, a Midnighters dream that fades), named by the
   * game's text `side.nobody` where it has one; null when the game names none and every match had a winner.
   */
  readonly nobody: (Figures & { readonly name: string }) | null;
  /** The mean of each of the game's own figures (`Presentation.figures`) over the matches; empty when it has none. */
  readonly figures: Readonly<Record<string, number>>;
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

/**
 * Plays the planned matches with the kernel's Match and its one driver (engine/drive.ts): seats are asked in
 * the contract's order, each move takes the time the game says a person takes, and timed events fall due on
 * that clock. Each bot sees only its seat's view, legal moves and the time. Deterministic for a given plan
 * unless a bot thinks by the clock (`ismcts-<ms>ms`).
 */
export function simulate(
  plan: SimulationPlan,
  hooks: { onMatch?: (n: number, record: MatchRecord) => void; onProgress?: (done: number) => void } = {},
): SimulationResult {
  const { game, players, bots } = plan;
  const settings = plan.settings ?? botsFor(game.id);
  const presentation = plan.presentation ?? presentationFor(game.id);
  const seating = plan.seating ?? defaultSeating(presentation);
  const roles = seatRoles(presentation, players);
  const roleNames = roles ? [...new Set(roles)] : [];
  const roleTallies = roleNames.map(() => new Tally());
  const roleBots = roleNames.map(() => new Set<string>());
  const specs = [...new Set(bots)];
  const tallies = new Map(
    specs.map((spec) => [spec, { all: new Tally(), seats: bots.map(() => new Tally()) }]),
  );
  const endings: Record<string, number> = {};
  const nobody = new Tally();
  const figureSums: Record<string, number> = {};
  let lengthSum = 0;

  for (let k = 0; k < plan.games; k++) {
    const shift = seating === 'rotate' ? k : 0;
    const seatSpecs = Array.from({ length: players }, (_, s) => bots[(s + shift) % players]);
    const names = seatNames(seatSpecs);
    const seats: SeatInfo[] = seatSpecs.map((bot, s) => ({ name: names[s], bot }));
    const matchSeed = `${plan.seed}/${k + 1}`;
    const match = Match.create(game, { seats, seed: matchSeed, options: plan.options });
    const seatBots: Bot[] = seatSpecs.map((spec, s) =>
      createBot(spec, game, settings, `${matchSeed}/bot/${s + 1}`),
    );
    const driver = new MatchDriver(match, settings.moveMs?.bind(settings));
    let played = 0;

    while (match.outcome() === null) {
      if (match.version > MAX_MOVES)
        throw new SimulationError(`match ${k + 1} (seed ${matchSeed}) did not end`);
      const ask = driver.next();
      let applied;
      if (ask === null) {
        try {
          applied = driver.wait();
        } catch (error) {
          throw new SimulationError(`match ${k + 1} (seed ${matchSeed}): ${(error as Error).message}`);
        }
      } else {
        const { seat, reacting } = ask;
        const moves = match.legalMoves(seat);
        const move = seatBots[seat].chooseMove({
          view: match.view(seat),
          seat,
          moves,
          time: match.time,
          reacting,
        });
        try {
          applied = driver.answer(seat, move);
        } catch (error) {
          if (!(error instanceof MoveError)) throw error;
          throw new SimulationError(
            `match ${k + 1} (seed ${matchSeed}): bot ${seatSpecs[seat]} in seat ${seat + 1} played a refused move: ${error.message}`,
          );
        }
      }
      for (const a of applied) if (a.seat !== SYSTEM) played++;
    }

    const outcome = match.outcome()!;
    endings[outcome.reason] = (endings[outcome.reason] ?? 0) + 1;
    nobody.add(outcome.winners.length === 0 ? 1 : 0, undefined, played);
    for (const [name, value] of Object.entries(presentation.figures?.(match.state) ?? {})) {
      figureSums[name] = (figureSums[name] ?? 0) + value;
    }
    lengthSum += played;
    const roleWins = roleNames.map(() => 0);
    for (let s = 0; s < players; s++) {
      const win = outcome.winners.includes(s) ? 1 / outcome.winners.length : 0;
      const score = outcome.scores?.[s];
      const tally = tallies.get(seatSpecs[s])!;
      tally.all.add(win, score, played);
      tally.seats[s].add(win, score, played);
      if (roles) {
        const r = roleNames.indexOf(roles[s]);
        roleWins[r] += win;
        roleBots[r].add(seatSpecs[s]);
      }
    }
    roleTallies.forEach((t, r) => t.add(roleWins[r], undefined, played));
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
    nobody:
      presentation.texts.en['side.nobody'] !== undefined || nobody.wins > 0
        ? { name: presentation.texts.en['side.nobody'] ?? 'nobody', ...nobody.figures() }
        : null,
    figures: Object.fromEntries(
      Object.entries(figureSums).map(([name, sum]) => [name, plan.games ? sum / plan.games : 0]),
    ),
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
