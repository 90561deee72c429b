// Benchmarks: our engine's speed per game, and (bench/vs-boardgame-io.ts, loaded on demand) beside boardgame.io.
import type { AnyGame, BotInput } from '../engine/index.ts';
import { harbingerMidHour } from '../games/atmosfear/bench-position.ts';
import { hunterAtRoundTwo } from '../games/old-house/bench-position.ts';
import { ismctsRate, playoutRate } from './engine.ts';

export { ismctsRate, openingInput, playoutRate, randomPlayout, type PlayoutFigures } from './engine.ts';
export { timeBox, timeBoxAsync, type Rate } from './measure.ts';

/** ISMCTS budget per search in the benchmarks. */
export const BENCH_ITERATIONS = 1000;

/** A decision past the opening where a game's search speed matters, measured beside the opening. */
export interface SearchPosition {
  /** What it is, for the report: "a hunter at the start of round 2". */
  readonly label: string;
  /** The decision as the bot receives it, at the game's fewest players. */
  readonly input: () => BotInput<unknown, unknown>;
  /** ISMCTS iterations per second the game's issue asks for here, if any. */
  readonly goal?: number;
}

/** Speed goals a game's issue sets, checked and printed by `nocturne bench`. */
export interface SpeedGoals {
  /** Full random games per second, on one core, at `gamesAt` players (default: the game's fewest). */
  readonly gamesPerSecond?: number;
  readonly gamesAt?: number;
  /** ISMCTS iterations per second from the opening, as shipped, at the game's fewest players. */
  readonly openingIterationsPerSecond?: number;
  /** Search positions beyond the opening, each with its goal. */
  readonly positions?: readonly SearchPosition[];
}

/** Per game id: the speed goals of its issue. */
export const SPEED_GOALS: Readonly<Record<string, SpeedGoals>> = {
  // Issue 4: random games ≥ 5,000/s, and ISMCTS ≥ 5,000 it/s for a hunter at the start of round 2.
  'old-house': {
    gamesPerSecond: 5000,
    positions: [{ label: 'a hunter at the start of round 2', input: () => hunterAtRoundTwo(2), goal: 5000 }],
  },
  // Issue 13: random games at four players ≥ 5,000/s, and ISMCTS ≥ 5,000 it/s from the opening.
  midnighters: { gamesPerSecond: 5000, gamesAt: 4, openingIterationsPerSecond: 5000 },
  // Issue 14: random games at four players in virtual time ≥ 2,000/s, and ISMCTS ≥ 5,000 it/s mid-game.
  atmosfear: {
    gamesPerSecond: 2000,
    gamesAt: 4,
    positions: [
      { label: 'a Harbinger twelve minutes into the hour', input: () => harbingerMidHour(4), goal: 5000 },
    ],
  },
};

/** One goal, measured: what was asked, what was found, and whether it was met. */
export interface GoalCheck {
  readonly what: string;
  readonly target: number;
  readonly value: number;
  readonly met: boolean;
}

export interface GameBench {
  readonly game: string;
  readonly players: number;
  readonly gamesPerSecond: number;
  readonly movesPerSecond: number;
  readonly movesPerGame: number;
  /** ISMCTS iterations per second from the opening position, with searches of BENCH_ITERATIONS, as shipped. */
  readonly ismctsIterationsPerSecond: number;
  /** The same with uniformly random rollouts instead of the game's heuristic. */
  readonly ismctsRandomRolloutIterationsPerSecond: number;
  /** ISMCTS iterations per second, as shipped, at the game's positions beyond the opening (SPEED_GOALS). */
  readonly positions: readonly { readonly label: string; readonly iterationsPerSecond: number }[];
  /** The game's speed goals, checked. */
  readonly goals: readonly GoalCheck[];
}

/**
 * One game's figures, each measured for `seconds` after a short warm-up (so the JIT has compiled the hot
 * path), with the game's fewest players.
 */
export function benchGame(game: AnyGame, seconds: number): GameBench {
  const players = game.options.players.min;
  const ms = seconds * 1000;
  const warmUp = Math.min(500, ms / 4);
  playoutRate(game, players, warmUp, 'warm-up');
  const playouts = playoutRate(game, players, ms);
  const iterations = BENCH_ITERATIONS;
  ismctsRate(game, players, warmUp, { iterations, seed: 'warm-up' });
  const search = ismctsRate(game, players, ms, { iterations });
  ismctsRate(game, players, warmUp, { iterations, rollout: 'random', seed: 'warm-up' });
  const randomSearch = ismctsRate(game, players, ms, { iterations, rollout: 'random' });
  const speedGoals = SPEED_GOALS[game.id] ?? {};
  const positions = (speedGoals.positions ?? []).map((position) => {
    const input = position.input();
    ismctsRate(game, players, warmUp, { iterations, input, seed: 'warm-up' });
    return {
      ...position,
      iterationsPerSecond: ismctsRate(game, players, ms, { iterations, input }).perSecond,
    };
  });
  const goals: GoalCheck[] = [];
  const check = (what: string, target: number, value: number) =>
    goals.push({ what, target, value, met: value >= target });
  if (speedGoals.gamesPerSecond !== undefined) {
    const at = speedGoals.gamesAt ?? players;
    const games = at === players ? playouts : playoutRate(game, at, ms);
    check(`random games/s (${at} players)`, speedGoals.gamesPerSecond, games.gamesPerSecond);
  }
  if (speedGoals.openingIterationsPerSecond !== undefined) {
    check(`ISMCTS it/s, the opening`, speedGoals.openingIterationsPerSecond, search.perSecond);
  }
  for (const p of positions) {
    if (p.goal !== undefined) check(`ISMCTS it/s, ${p.label}`, p.goal, p.iterationsPerSecond);
  }
  return {
    game: game.id,
    players,
    gamesPerSecond: playouts.gamesPerSecond,
    movesPerSecond: playouts.movesPerSecond,
    movesPerGame: playouts.moves / playouts.games,
    ismctsIterationsPerSecond: search.perSecond,
    ismctsRandomRolloutIterationsPerSecond: randomSearch.perSecond,
    positions: positions.map(({ label, iterationsPerSecond }) => ({ label, iterationsPerSecond })),
    goals,
  };
}
