// Our engine's speed, measured the way search uses it: the game's functions called directly, with Rng.
import type { Bot, SearchStats } from '../ai/index.ts';
import { createBot, ismctsBot } from '../ai/index.ts';
import type { AnyBots, AnyGame, BotInput } from '../engine/index.ts';
import { Match, Rng, SYSTEM, isReacting, nextTurn } from '../engine/index.ts';
import { botsFor } from '../games/index.ts';
import type { Rate } from './measure.ts';
import { timeBox } from './measure.ts';

/** A random game that has not ended after this many moves is a bug in the game. */
const MAX_MOVES = 100_000;

/**
 * One full game with uniformly random moves through the search path (setup, toAct, legalMoves, apply, outcome
 * — no checks, no log). Seats decide in the one turn order (engine/turn-order.ts), a reacting seat letting the
 * moment pass as often as it takes any one move. With `moveMs` (by default the game's bots' model of a person's
 * time, where they have one) the game runs in virtual time, as a simulation does: each move takes a person's
 * time, and a timed event that falls due first happens first (the seat then decides again); without it the
 * system seat acts when no seat is left to decide. Returns the number of moves.
 */
export function randomPlayout(
  game: AnyGame,
  players: number,
  options: unknown,
  rng: Rng,
  moveMs: ((state: unknown, seat: number, move: unknown) => number) | undefined = botsFor(game.id).moveMs,
): number {
  const state = game.setup({ players, options, rng });
  const ctx = { rng, time: 0 };
  let moves = 0;
  let passed = 0;
  while (game.outcome(state) === null) {
    const acting = game.toAct(state);
    // On the clock (`moveMs`), when the system seat is due; without one it acts when nobody is left to ask.
    const due = moveMs && acting.system ? (game.timing?.dueAt?.(state) ?? ctx.time) : Infinity;
    const seat = nextTurn(acting, passed, due <= ctx.time);
    if (seat === null || seat === SYSTEM) {
      if (!acting.system) throw new Error(`${game.id}: nobody can act, yet the game has not ended`);
      if (moveMs) ctx.time = Math.max(ctx.time, due);
      game.apply(state, SYSTEM, game.legalMoves(state, SYSTEM)[0], ctx);
    } else {
      const legal = game.legalMoves(state, seat);
      const reacting = acting.reacting.length > 0 && isReacting(acting, seat);
      if (legal.length === 0 && !reacting)
        throw new Error(`${game.id}: seat ${seat} is to act but has no legal move`);
      const i = rng.int(legal.length + (reacting ? 1 : 0));
      if (i === legal.length) {
        passed |= 1 << seat;
        continue;
      }
      if (moveMs) {
        const at = ctx.time + moveMs(state, seat, legal[i]);
        if (due <= at) {
          // The system seat falls due while the move is made: it acts first, and the seat decides again.
          ctx.time = Math.max(ctx.time, due);
          game.apply(state, SYSTEM, game.legalMoves(state, SYSTEM)[0], ctx);
          passed = 0;
          if (++moves > MAX_MOVES) throw new Error(`${game.id}: a random game did not end`);
          continue;
        }
        ctx.time = at;
      }
      game.apply(state, seat, legal[i], ctx);
    }
    passed = 0;
    if (++moves > MAX_MOVES) throw new Error(`${game.id}: a random game did not end`);
  }
  return moves;
}

export interface PlayoutFigures {
  readonly games: number;
  readonly moves: number;
  readonly gamesPerSecond: number;
  readonly movesPerSecond: number;
}

/**
 * Random full games for `ms` milliseconds; a game whose bots model a person's time (`moveMs`, a real-time game)
 * plays in virtual time.
 */
export function playoutRate(game: AnyGame, players: number, ms: number, seed = 'bench'): PlayoutFigures {
  const rng = Rng.fromSeed(seed);
  const options = game.options.parse(game.options.defaults, players);
  let games = 0;
  const rate = timeBox(ms, () => {
    games++;
    return randomPlayout(game, players, options, rng);
  });
  return {
    games,
    moves: rate.work,
    gamesPerSecond: (games / rate.ms) * 1000,
    movesPerSecond: rate.perSecond,
  };
}

/**
 * The first decision of the game with a real choice, as a bot receives it: from the opening position, after
 * random moves only if the opening offers one move alone (a bot does not search a forced move), and the moves its
 * bots make by rule (`GameBots.byRule`).
 */
export function openingInput(game: AnyGame, players: number, seed = 'bench'): BotInput<unknown, unknown> {
  const seats = Array.from({ length: players }, (_, s) => ({ name: `P${s + 1}` }));
  const match = Match.create(game, { seats, seed });
  for (;;) {
    if (match.outcome()) throw new Error(`${game.id}: no decision with a choice in a whole game`);
    const acting = match.toAct();
    const due = match.nextDue();
    const seat = nextTurn(acting, 0, due !== null && due <= match.time);
    if (seat === null || seat === SYSTEM) {
      match.advance(match.nextDue() ?? match.time);
      continue;
    }
    const moves = match.legalMoves(seat);
    const reacting = isReacting(acting, seat);
    const input = { view: match.view(seat), seat, moves, time: match.time, reacting };
    // A move the game's bots make by rule (GameBots.byRule) is not searched either: it is played as given.
    const ruled = botsFor(game.id).byRule?.(input, Rng.fromSeed(seed));
    if (ruled !== undefined && ruled !== null) {
      match.play(seat, ruled, match.time);
      continue;
    }
    if (moves.length > 1 || reacting) return input;
    if (moves.length === 0) throw new Error(`${game.id}: seat ${seat} is to act but has no legal move`);
    match.play(seat, moves[0], match.time);
  }
}

/**
 * ISMCTS searches of `iterations` each from the opening decision (or from `input`, a decision later in the
 * game), for `ms` milliseconds, by the bot's own stats: the bot as `createBot('ismcts-<iterations>')` makes it
 * (rollouts by the game's heuristic where it has one), or with uniformly random rollouts, like for like with a
 * plain MCTS.
 */
export function ismctsRate(
  game: AnyGame,
  players: number,
  ms: number,
  options: {
    iterations?: number;
    rollout?: 'default' | 'random';
    seed?: string;
    input?: BotInput<unknown, unknown>;
    bots?: AnyBots;
  } = {},
): Rate {
  const { iterations = 1000, rollout = 'default', seed = 'bench' } = options;
  const settings = options.bots ?? botsFor(game.id);
  const input = options.input ?? openingInput(game, players, seed);
  const bot: Bot & { readonly stats?: SearchStats } =
    rollout === 'random'
      ? ismctsBot(game, settings, { seed, iterations, rollout: 'random' })
      : createBot(`ismcts-${iterations}`, game, settings, seed);
  const stats = bot.stats;
  if (!stats) throw new Error('the ismcts bot keeps no stats');
  let searchMs = 0;
  const rate = timeBox(ms, () => {
    bot.chooseMove(input);
    searchMs += stats.ms;
    return stats.iterations;
  });
  return { work: rate.work, ms: searchMs, perSecond: (rate.work / searchMs) * 1000 };
}
