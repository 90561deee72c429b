import type { Rng } from './rng.ts';

/** A player's seat, 0 … players − 1. */
export type PlayerSeat = number;
/** The seat that acts for the game itself: chance steps and timed events (ATMOSFEAR's Gatekeeper). */
export const SYSTEM = 'system';
export type SystemSeat = typeof SYSTEM;
/** Anyone who may make a move. */
export type Seat = PlayerSeat | SystemSeat;
/** Someone watching without a seat. */
export const SPECTATOR = 'spectator';
/** Anyone a view is made for. */
export type Viewer = PlayerSeat | typeof SPECTATOR;

/** The languages every text shown to players exists in. */
export type Lang = 'en' | 'ru' | 'et';
export const LANGS: readonly Lang[] = ['en', 'ru', 'et'];

/**
 * A text to show a person, as a key into a game's dictionary with its parameters: a number, a string, a seat
 * (shown as its player's name), or another text of the dictionary by its key (`{ text: 'location.forest' }`).
 */
export interface Message {
  readonly key: string;
  readonly params?: Readonly<
    Record<string, string | number | { readonly seat: PlayerSeat } | { readonly text: string }>
  >;
}

/**
 * Every text of a game, per language. `{name}` in a text is replaced by the message's parameter; a count takes
 * the language's plural form with `{name|one=# card|other=# cards}` (the categories of `Intl.PluralRules`: one,
 * few, many, other…; `#` is the number; `other` is the fallback).
 */
export type Texts = Readonly<Record<Lang, Readonly<Record<string, string>>>>;

export interface SetupContext<O> {
  readonly players: number;
  readonly options: O;
  /** The match's random stream: setup may shuffle and deal with it. */
  readonly rng: Rng;
}

export interface ApplyContext {
  /** The match's random stream: chance (dice, draws) comes from here and nowhere else. */
  readonly rng: Rng;
  /** Milliseconds since the match began, as logged with the move: real-time games read their clock here. */
  readonly time: number;
}

/** How a finished match ended. */
export interface Outcome {
  /** The seats that won; several on a shared win, none when everyone lost. A draw names every seat. */
  readonly winners: readonly PlayerSeat[];
  /** Final score per seat, where the game keeps score. */
  readonly scores?: readonly number[];
  /**
   * Why it ended: the key `reason.<reason>` in the game's texts (its `Presentation`), a sentence whose `{player}` (where it has one)
   * names the first winner (engine/play.ts `reasonMessage`).
   */
  readonly reason: string;
  /** Reward per seat in [0, 1] for search; when absent, winners share 1 equally and the rest get 0. */
  readonly rewards?: readonly number[];
}

/**
 * Who acts now. Every driver — the match, search, simulation, the harness, the server, hot-seat — reads it one
 * way (`engine/turn-order.ts` holds the reading):
 *
 * - `waiting`: the game cannot go on until each of these seats has moved: the player whose turn it is; both
 *   duellists (then `simultaneous`: each commits unseen, and the game reveals the choices once all are in).
 * - `reacting`: seats that may act now but need not, such as a trap sprung on someone else's turn. Doing nothing
 *   lets the moment pass; the chance ends when the game moves on. A reaction window that waits for nobody
 *   closes when every reactor has passed (a pass move the game offers) or when the system seat's deadline falls
 *   due; both are moves in the log, so a replay is exact.
 * - `system`: the game itself acts: a chance step at once, or a timed event at `timing.dueAt`.
 *
 * A game that is not over always waits for a seat or for the system seat: nobody can stall it by doing nothing.
 * Seats decide in the order `reacting`, then `waiting` (each in the order listed); in a `timing.realTime` game they all
 * decide at once and their moves land in the order they are made.
 */
export interface Acting {
  readonly waiting: readonly PlayerSeat[];
  readonly reacting: readonly PlayerSeat[];
  readonly system: boolean;
  /** The waiting seats choose at once and in secret: nothing one of them chooses may inform another. */
  readonly simultaneous?: boolean;
}

/** The seats a game can be played with and the options a match is created with. */
export interface GameOptions<O> {
  /** Seats this game can be played with. */
  readonly players: { readonly min: number; readonly max: number };
  /** Options used when a match is created without any. */
  readonly defaults: O;
  /** Checks options from outside (a lobby, the command line); returns them complete or throws a RangeError. */
  parse(raw: unknown, players: number): O;
}

/** How a game uses time. Every flag defaults to false. */
export interface Timing<S> {
  /**
   * Seats move whenever they like, not in turns (a race against the clock): a move made against an older
   * version still counts if it is legal when it arrives, and bots think at once rather than one after another.
   * Default false: a move made against an older version is refused, as the seat had not seen the change.
   */
  readonly realTime?: boolean;

  /**
   * Turns on a running clock: the table moves on by itself (a timed event) and seats may choose at once, so a move
   * made against an older version still counts if it is legal when it arrives, as in a real-time game; bots and
   * search still take their turns one after another. Default false (`realTime` implies it).
   */
  readonly lateMovesCount?: boolean;

  /**
   * The system seat's due times are secret (ATMOSFEAR's Gatekeeper must not be seen coming): faces never tell a
   * client when it acts next; deadlines a player may know are in the view. Default false.
   */
  readonly secretSchedule?: boolean;

  /**
   * When the system seat's next move falls due, in milliseconds since the match began; null when it acts as
   * soon as it is to act (a chance step). Only asked while `toAct` lists the system seat.
   */
  dueAt?(state: S): number | null;
}

/** How moves and events cross the wire: between a seat and the match, and from the match to each reader. */
export interface Wire<S, M, E> {
  /** A short string that identifies a move; equal moves give equal keys. Default: canonical JSON. */
  moveKey?(move: M): string;

  /**
   * A move that carries words a person wrote (ATMOSFEAR's fear for the Well), which no list can hold: the game
   * reads `raw` from a seat that may act now and returns its own move, null when `raw` is not such a move, or
   * throws a RangeError saying what is wrong with the words. Optional; bots only ever play `legalMoves`.
   */
  readWritten?(state: S, seat: PlayerSeat, raw: unknown): M | null;

  /** An event as `viewer` may see it, or null when it must not learn of it at all. Default: unchanged. */
  viewEvent?(event: E, viewer: Viewer): E | null;
}

/**
 * The game contract. Everything else — server, browser, command line, bots — plays through these functions.
 *
 * S is the full state (plain JSON data), M a move, V what one seat may see, E an event, O the options.
 * The kernel's `applyMove` (engine/play.ts) is the one door for untrusted moves: it checks the seat and that the
 * move is in `legalMoves`, so legality is decided in exactly one place. How bots play a game (its heuristic,
 * search settings and pace) is not part of it: that is the game's `GameBots` (engine/bots.ts); nor are its words,
 * which are its `Presentation` (engine/presentation.ts).
 */
export interface Game<S, M, V = S, E = unknown, O = unknown> {
  /** Stable identifier, also the folder name under games/. */
  readonly id: string;
  /** The seats and choices a match is created with. */
  readonly options: GameOptions<O>;
  /** How the game uses time; absent in a game of turns that waits for its players. */
  readonly timing?: Timing<S>;
  /** How moves and events cross the wire; absent, moves are keyed by their JSON and events reach all unchanged. */
  readonly wire?: Wire<S, M, E>;

  /** A fresh match. */
  setup(ctx: SetupContext<O>): S;

  /** Who acts now (see `Acting`); nobody once the game is over. */
  toAct(state: S): Acting;

  /** Every legal move of `seat` now, each one small decision; empty when the seat may not act. */
  legalMoves(state: S, seat: Seat): readonly M[];

  /**
   * Plays `move` for `seat`, mutating `state`, and returns what happened. The move must come from
   * `legalMoves(state, seat)`: this is the trusted fast path that search runs; untrusted moves go through
   * the kernel's `applyMove`, which checks them first.
   */
  apply(state: S, seat: Seat, move: M, ctx: ApplyContext): E[];

  /** What `viewer` may know of the state: nothing it must not see, and no random-number state. */
  view(state: S, viewer: Viewer): V;

  /** Null while the game goes on; then who won, the scores, and why. */
  outcome(state: S): Outcome | null;

  /**
   * A full state drawn at random among those consistent with everything `seat` knows (its view). For a game
   * of perfect information this is the view turned back into a state.
   */
  determinize(view: V, seat: PlayerSeat, rng: Rng): S;

  /** A deep copy, fast: search runs it hundreds of thousands of times a second. */
  clone(state: S): S;
}

/** What a bot is given when it must move: its seat's view and legal moves — never the state. */
export interface BotInput<V, M> {
  readonly view: V;
  readonly seat: PlayerSeat;
  readonly moves: readonly M[];
  /** Milliseconds since the match began. */
  readonly time: number;
  /** The seat may act but need not (a reaction): the bot may answer null to let the moment pass. */
  readonly reacting: boolean;
}

/** Any game, for registries and generic tools. */
// Methods are bivariant in their parameters, so every concrete Game is assignable to this.
export type AnyGame = Game<unknown, unknown, unknown, unknown, unknown>;
