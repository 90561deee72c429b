// The contract between the browser app (web/) and a game's board (games/<id>/ui/). Types only: no React, no
// DOM, so it sits beside the registry and both sides import it without breaking the layers.
import type { AnyGame, Lang, Message, Texts, Viewer } from '../engine/index.ts';

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
  /** A game text (`game.texts`): a narrated event, a move's name, a reason. */
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
  /** The board: a React component (typed loosely here so that this file needs no React). */
  readonly Board: (props: BoardProps<V, M, E>) => unknown;
  /** Every text the board and its How-to-play page show, in every language. */
  readonly texts: Texts;
  /**
   * The How-to-play page for a match played with `options` (checked by the game's `parseOptions`; the lobby's page
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
