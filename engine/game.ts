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

/** A text to show a person, as a key into a game's dictionary with its parameters. */
export interface Message {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number | { readonly seat: PlayerSeat }>>;
}

/** Every text of a game, per language; `{name}` in a text is replaced by the message's parameter. */
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
  /** Why it ended: a key in the game's texts. */
  readonly reason: string;
  /** Reward per seat in [0, 1] for search; when absent, winners share 1 equally and the rest get 0. */
  readonly rewards?: readonly number[];
}

/**
 * The game contract. Everything else — server, browser, command line, bots — plays through these functions.
 *
 * S is the full state (plain JSON data), M a move, V what one seat may see, E an event, O the options.
 * The kernel's `applyMove` (engine/play.ts) is the one door for untrusted moves: it checks the seat and that the
 * move is in `legalMoves`, so legality is decided in exactly one place.
 */
export interface Game<S, M, V = S, E = unknown, O = unknown> {
  /** Stable identifier, also the folder name under games/. */
  readonly id: string;
  /** Seats this game can be played with. */
  readonly players: { readonly min: number; readonly max: number };
  /** Options used when a match is created without any. */
  readonly defaultOptions: O;
  /** Every text the game shows, in every language (names, rules, log lines, reasons). */
  readonly texts: Texts;

  /** Checks options from outside (a lobby, the command line); returns them complete or throws a RangeError. */
  parseOptions(raw: unknown, players: number): O;

  /** A fresh match. */
  setup(ctx: SetupContext<O>): S;

  /**
   * Who may act now: usually one seat; several when choices are simultaneous or a reaction is allowed (the
   * main actor first); `system` for chance steps and timed events; none once the game is over.
   */
  toAct(state: S): readonly Seat[];

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

  /** An event as `viewer` may see it, or null when it must not learn of it at all. Default: unchanged. */
  viewEvent?(event: E, viewer: Viewer): E | null;

  /** Null while the game goes on; then who won, the scores, and why. */
  outcome(state: S): Outcome | null;

  /**
   * A full state drawn at random among those consistent with everything `seat` knows (its view). For a game
   * of perfect information this is the view turned back into a state.
   */
  determinize(view: V, seat: PlayerSeat, rng: Rng): S;

  /** A deep copy, fast: search runs it hundreds of thousands of times a second. */
  clone(state: S): S;

  /**
   * The part `seat` plays at a table of `players`, as a message (a key in `texts`), for a game whose seats are
   * not alike (one Phantom against its hunters): tools that pit bots against each other report by role and
   * keep the bots in their seats. Optional: without it every seat plays the same game from a different place.
   */
  seatRole?(seat: PlayerSeat, players: number): Message;

  /** A short string that identifies a move; equal moves give equal keys. Default: canonical JSON. */
  moveKey?(move: M): string;

  /**
   * When the system seat's next move falls due, in milliseconds since the match began; null when it acts as
   * soon as it is to act (a chance step). Only asked while `system` is in `toAct`.
   */
  systemDueAt?(state: S): number | null;

  /** The game's own sensible, explainable policy: the `heuristic` bot, and a rollout policy for search. */
  heuristic?(input: BotInput<V, M>, rng: Rng): M;

  /**
   * The heuristic's policy read straight from a state, for search playouts (which run on determinized
   * states): it saves building a view per simulated move. It must read only what `seat` may see, so that it
   * chooses as `heuristic` would from the seat's view. Optional: search falls back to `heuristic`.
   */
  playout?(state: S, seat: PlayerSeat, moves: readonly M[], rng: Rng): M;

  /**
   * Each seat's expected reward in [0, 1] in an unfinished state, for search that cuts its playouts short
   * (`playoutDepth`). Optional: without it, playouts run to the end of the game.
   */
  evaluate?(state: S): readonly number[];

  /**
   * How many moves a search playout plays before `evaluate` scores it, when the game has `evaluate`: a
   * shallow playout is cheaper and, with a good evaluation, less noisy. Default: to the end of the game.
   */
  readonly playoutDepth?: number;

  /**
   * How strongly search trusts the heuristic inside its tree (progressive bias): at each decision the
   * heuristic's own choice is tried first and its score gets `searchPrior / (visits + 1)`, so a small budget
   * plays at least as the heuristic would and only strays where its playouts say so. For games whose turns
   * are long chains of small moves, where a shallow tree otherwise chooses the later ones almost at random.
   * Default 0: none.
   */
  readonly searchPrior?: number;

  /**
   * The lobby's bot levels as ISMCTS iterations per move, for a game where the generic budgets (ai/index.ts)
   * make no ladder: a search with a short horizon stops getting stronger early, and a longer one can even play
   * worse (Liar's Dice).
   * Each level should win clearly more than half its games against the level below, each playing every side
   * equally often; the game's balance document shows it.
   */
  readonly levels?: Readonly<Record<'easy' | 'medium' | 'hard', number>>;

  /** A log line for an event (already redacted for its reader). */
  narrate?(event: E): Message | null;

  /** A name for a move, for menus and the command line's replay. */
  describeMove?(move: M): Message;

  /** The view in words, a line each (whose turn, what the seat holds): for the terminal and screen readers. */
  describeView?(view: V): Message[];
}

/** What a bot is given when it must move: its seat's view and legal moves — never the state. */
export interface BotInput<V, M> {
  readonly view: V;
  readonly seat: PlayerSeat;
  readonly moves: readonly M[];
  /** Milliseconds since the match began. */
  readonly time: number;
}

/** Any game, for registries and generic tools. */
// Methods are bivariant in their parameters, so every concrete Game is assignable to this.
export type AnyGame = Game<unknown, unknown, unknown, unknown, unknown>;
