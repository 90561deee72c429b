// Benchmarks: our engine's speed per game, and (bench/vs-boardgame-io.ts, loaded on demand) beside boardgame.io.
import type { AnyGame } from '../engine/index.ts';
import { ismctsRate, playoutRate } from './engine.ts';

export { ismctsRate, openingInput, playoutRate, randomPlayout, type PlayoutFigures } from './engine.ts';
export { timeBox, timeBoxAsync, type Rate } from './measure.ts';

/** ISMCTS budget per search in the benchmarks. */
export const BENCH_ITERATIONS = 1000;

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
}

/**
 * One game's figures, each measured for `seconds` after a short warm-up (so the JIT has compiled the hot
 * path), with the game's fewest players.
 */
export function benchGame(game: AnyGame, seconds: number): GameBench {
  const players = game.players.min;
  const ms = seconds * 1000;
  const warmUp = Math.min(500, ms / 4);
  playoutRate(game, players, warmUp, 'warm-up');
  const playouts = playoutRate(game, players, ms);
  const iterations = BENCH_ITERATIONS;
  ismctsRate(game, players, warmUp, { iterations, seed: 'warm-up' });
  const search = ismctsRate(game, players, ms, { iterations });
  ismctsRate(game, players, warmUp, { iterations, rollout: 'random', seed: 'warm-up' });
  const randomSearch = ismctsRate(game, players, ms, { iterations, rollout: 'random' });
  return {
    game: game.id,
    players,
    gamesPerSecond: playouts.gamesPerSecond,
    movesPerSecond: playouts.movesPerSecond,
    movesPerGame: playouts.moves / playouts.games,
    ismctsIterationsPerSecond: search.perSecond,
    ismctsRandomRolloutIterationsPerSecond: randomSearch.perSecond,
  };
}
