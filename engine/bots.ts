// How bots play a game: the game's own policy, what search should know of it, and the pace of its bots. It
// lives beside a game's rules (games/<id>/bots.ts), not in them: the rules never contain search code, and the
// generic bots of ai/ read this instead.
import type { BotInput, PlayerSeat } from './game.ts';
import type { Rng } from './rng.ts';

/** The lobby's bot levels, weakest first. */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** How long a person takes over a move when a game does not say (`GameBots.moveMs`). */
export const DEFAULT_MOVE_MS = 1000;

/** A bot's pause before each move when a game does not say (`GameBots.thinkMs`): a human-like pace. */
export const DEFAULT_THINK_MS: readonly [number, number] = [600, 1600];

/**
 * A search horizon: play the opponents' replies by policy, then evaluate. The searcher's tree holds only its own
 * side's moves; once play passes to another side, every move is the playout policy's, and after `replies`
 * changes of side the position is scored by `evaluate` instead of being played to the end.
 */
export interface Horizon {
  /** Which side a seat plays: seats of one side search as a team (the hunters). */
  side(seat: PlayerSeat): number;
  /** How many turns of play, after the searcher's own, come before the evaluation. */
  replies(seat: PlayerSeat): number;
}

/** A game's bot settings; every member is optional, and a game without any is still searched (uniformly). */
export interface GameBots<S = unknown, M = unknown, V = unknown> {
  /**
   * The game's sensible, explainable policy: the `heuristic` bot, and search's playout policy. It sees only the
   * view. For a reacting seat (`input.reacting`) it may answer null: let the moment pass.
   */
  heuristic?(input: BotInput<V, M>, rng: Rng): M | null;

  /**
   * A move every bot of the game makes by rule, without searching: a step whose choice is the game's own design
   * (Midnighters' Director laying out the map, MID-D36). Search plays it as given; null lets it search.
   */
  byRule?(input: BotInput<V, M>, rng: Rng): M | null;

  /**
   * The heuristic read straight from a search's state, to save building a view per simulated move. It must read
   * only what `seat` may see, so that it chooses as `heuristic` would. Null lets the moment pass (`reacting`).
   */
  playout?(state: S, seat: PlayerSeat, moves: readonly M[], reacting: boolean, rng: Rng): M | null;

  /** Each seat's expected reward in [0, 1] in an unfinished state, for playouts cut short. */
  evaluate?(state: S): readonly number[];

  /** Moves a playout plays before `evaluate` scores it (a shallow playout is cheaper and less noisy). */
  readonly playoutDepth?: number;

  /** Where search stops looking ahead (see `Horizon`); needs `evaluate`. */
  readonly horizon?: Horizon;

  /**
   * How strongly search trusts the heuristic inside its tree (progressive bias): the heuristic's choice is tried
   * first and its score gets `searchPrior / (visits + 1)`. For turns that are long chains of small moves.
   */
  readonly searchPrior?: number;

  /**
   * The levels as ISMCTS iterations per move, where the generic budgets (ai/levels.ts) make no ladder. Each level
   * should win clearly more than half its games against the one below; the game's balance document shows it.
   */
  readonly levels?: Readonly<Record<Level, number>>;

  /**
   * A bot's pause before each move at a table, [least, most] milliseconds, per level: in a real-time game a
   * bot's speed is part of its strength. Default `DEFAULT_THINK_MS` for every level.
   */
  readonly thinkMs?: Readonly<Record<Level, readonly [number, number]>>;

  /**
   * How long a person takes over this move, in milliseconds: the clock of simulations and of search's playouts,
   * where timed events fall due as it passes. Default `DEFAULT_MOVE_MS`.
   */
  moveMs?(state: S, seat: PlayerSeat, move: M): number;
}

/** Any game's bot settings, for registries and generic tools. */
export type AnyBots = GameBots<unknown, unknown, unknown>;

/** A game with nothing to say to its bots. */
export const NO_BOTS: AnyBots = Object.freeze({});
