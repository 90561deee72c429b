// The contract between the browser app (web/) and a game's board (games/<id>/ui/). Types only: no React, no
// DOM, so it sits beside the registry and both sides import it without breaking the layers.
import type {
  AnyBots,
  AnyGame,
  AnyPresentation,
  Lang,
  Message,
  Outcome,
  Texts,
  Viewer,
} from '../engine/index.ts';

/** What the app gives a board: one seat's view, that seat's legal moves, and ways to say things. */
export interface BoardProps<V = unknown, M = unknown, E = unknown> {
  /** What the reader may know now (a seat's view, or the spectator's). */
  readonly view: V;
  /** Whose view it is. */
  readonly viewer: Viewer;
  /** The moves the reader may make now, straight from the engine's list; empty when it may not move. */
  readonly legalMoves: readonly M[];
  /** Makes one of `legalMoves`. The board never invents a move. */
  readonly onMove: (move: M) => void;
  /** The events of the latest change, as the reader may see them: what to animate. */
  readonly events: readonly E[];
  /** A number that changes with every new batch of events (animations restart on it). */
  readonly eventsKey: number;
  /** Display names by seat (bots included). */
  readonly seatNames: readonly string[];
  readonly lang: Lang;
  /** A text of the board's own dictionary (`ui.texts`), with `{name}` parameters filled in. */
  readonly ui: (key: string, params?: Message['params']) => string;
  /** A game text (`presentation.texts`): a narrated event, a move's name, a reason. */
  readonly say: (message: Message) => string;
  /**
   * The game's clock now, in milliseconds since the match began, as the server counts it (a deadline in the view,
   * such as a reaction window's, is on this clock). Absent where no clock runs: a replay.
   */
  readonly now?: () => number;
}

/**
 * A How-to-play page: sections of paragraphs, each a key of the board's dictionary, or a key with parameters where
 * the text depends on the match's options (how many dice each player starts with).
 */
export interface HowTo {
  readonly sections: readonly {
    readonly title: string;
    readonly paragraphs: readonly (string | Message)[];
  }[];
}

/** What a game's `ui/index.tsx` exports as `ui`. */
export interface GameUi<V = unknown, M = unknown, E = unknown> {
  /** The rules, so the browser can replay a finished match and name moves. */
  readonly game: AnyGame;
  /** What the game says (log lines, move names, reasons), loaded with its rules and board. */
  readonly presentation: AnyPresentation;
  /** The board: a React component (typed loosely here so that this file needs no React). */
  readonly Board: (props: BoardProps<V, M, E>) => unknown;
  /** Every text the board and its How-to-play page show, in every language. */
  readonly texts: Texts;
  /**
   * The How-to-play page for a match played with `options` (checked by the game's `options.parse`; the lobby's page
   * shows the game's defaults), so it tells the rules the table plays.
   */
  readonly howTo: (options: unknown) => HowTo;
}

/**
 * A choice a match is created with: the key of the game's options it sets, its name, and its values, each with
 * its name and a one-line explanation, in every language (the lobby shows them before any of the game's code is
 * loaded; the table and the replay show them too). The lobby starts from the game's default options and sets
 * this key to the chosen value.
 */
export interface GameOption {
  readonly key: string;
  readonly label: Readonly<Record<Lang, string>>;
  readonly choices: readonly {
    readonly value: string | number | boolean;
    readonly label: Readonly<Record<Lang, string>>;
    /** What this choice changes, in one line: the printed rule it keeps, or what our variant does and why. */
    readonly hint: Readonly<Record<Lang, string>>;
  }[];
  /**
   * An option that names a seat of the table (Midnighters' Director): the lobby offers one choice per seat, its
   * value the seat's index, named as the lobby names the seat, explained by `hint` ("{seat}" stands for that
   * name); then `choices`, such as drawing a seat at random.
   */
  readonly seats?: { readonly hint: Readonly<Record<Lang, string>> };
}

/** What a game's `ui/meta.ts` exports as `meta`: small, loaded with the lobby before any game's code. */
export interface GameMeta {
  /** Typical length of a match, in minutes. */
  readonly minutes: readonly [number, number];
  /** How many sit at the table the lobby first offers for this game (a newcomer's usual game). */
  readonly players: number;
  /** Whether seats hold secrets from each other: hot-seat play then draws a curtain between turns. */
  readonly secrets: boolean;
  /**
   * For a game whose seats are not alike (one Phantom against its hunters): the part a seat plays, in every
   * language, so the lobby can let a player choose it. Without it every seat plays the same game.
   */
  readonly seatRole?: (seat: number) => Readonly<Record<Lang, string>>;
  /** The options the lobby lets a player choose when creating a match; without it, the game's defaults. */
  readonly options?: readonly GameOption[];
}

/**
 * A moment of a guided first game (a lesson), as its learner has it: their seat's view and legal moves, what
 * happened since their own last move (that move's events and the others' since, as the learner saw them), and the
 * language. A lesson reads only this, so it never tells the learner anything their seat could not see.
 */
export interface LessonMoment<V = unknown, M = unknown, E = unknown> {
  readonly view: V;
  /** The learner's seat. */
  readonly seat: number;
  /** The learner's legal moves now, straight from the engine (empty while others play). */
  readonly moves: readonly M[];
  /** Since the learner's previous move: its events, then everyone else's, oldest first. */
  readonly events: readonly E[];
  /** Every event of the match so far as the learner saw it, oldest first (what the learner has done already). */
  readonly log: readonly E[];
  /** The match's end, once it has one. */
  readonly outcome: Outcome | null;
  readonly lang: Lang;
}

/** One step of a lesson: what the coach says and points at, when the step is complete, and what it lets the learner do. */
export interface LessonStep<V = unknown, M = unknown, E = unknown> {
  /** What to do and why, and what the learner's last choice did. */
  say(m: LessonMoment<V, M, E>): string;
  /**
   * The move the coach recommends now, if any (one of `m.moves`); `point` then shows where it is made. The tests'
   * learner follows it, as a person clicking what the coach highlights would.
   */
  suggest?(m: LessonMoment<V, M, E>): M | null;
  /** The part of the table to look at, as a CSS selector (the first element it matches); none: the whole table. */
  point?(m: LessonMoment<V, M, E>): string | null;
  /** The step is complete (the learner did the thing); without it, the learner reads and presses Next. */
  done?(m: LessonMoment<V, M, E>): boolean;
  /** Which of the legal moves the step lets the learner make; without it, every one (the learner's real choice). */
  allow?(m: LessonMoment<V, M, E>, move: M): boolean;
}

/**
 * A guided first game (`games/<id>/ui/lesson.ts` exports `lessons`, one or more parts): a match on a fixed seed, the
 * learner in `seat`, the other seats played by the game's heuristic bot, and the coach's steps in order.
 */
export interface Lesson<V = unknown, M = unknown, E = unknown> {
  /** The part's title, in every language. */
  readonly title: Readonly<Record<Lang, string>>;
  readonly seed: string;
  readonly players: number;
  readonly seat: number;
  /** The match's options (checked by the game's `options.parse`); without them, the game's defaults. */
  readonly options?: unknown;
  /** How the other seats play: the game's bot settings (their `heuristic`). */
  readonly bots: AnyBots;
  readonly steps: readonly LessonStep<V, M, E>[];
}
