import type { Message, PlayerSeat, Texts } from './game.ts';

/**
 * A game in words: what the browser, the command line and the replays say about its matches, beside the rules
 * (`Game`), which need none of it. S, M, V and E are the game's state, move, view and event.
 */
export interface Presentation<S, M, V = S, E = unknown> {
  /** Every text the game shows, in every language (names, rules, log lines, reasons). */
  readonly texts: Texts;

  /** A log line for an event (already redacted for its reader). */
  narrate?(event: E): Message | null;

  /** A name for a move, for menus and the command line's replay. */
  describeMove?(move: M): Message;

  /** The view in words, a line each (whose turn, what the seat holds): for the terminal and screen readers. */
  describeView?(view: V): Message[];

  /**
   * The part `seat` plays at a table of `players`, as a message (a key in `texts`), for a game whose seats are
   * not alike (one Phantom against its hunters): tools that pit bots against each other report by role and
   * keep the bots in their seats. Optional: without it every seat plays the same game from a different place.
   */
  seatRole?(seat: PlayerSeat, players: number): Message;

  /**
   * What a balance report counts in a finished match, each by its name (relics destroyed, rounds played):
   * `nocturne simulate` prints each one's mean. Optional.
   */
  figures?(state: S): Readonly<Record<string, number>>;
}

/** Any game's presentation, for registries and generic tools. */
// Methods are bivariant in their parameters, so every concrete Presentation is assignable to this.
export type AnyPresentation = Presentation<unknown, unknown, unknown, unknown>;
