// The shapes of Midnighters: options, state, moves and their keys, events, and the small reads of a state every
// module shares. Rule IDs (MID-…) point into ../../../shared/rules/midnighters.md, decision IDs into DESIGN.md.
import type { PlayerSeat } from '../../engine/index.ts';
import type { Direction } from './content.ts';

export interface MidnightersOptions {
  /**
   * MID-6, MID-D3: who lays out the dream map: `director` as printed (the Director places the Corridors face up
   * and the unique locations face down, then the avatars), or `random` (the engine deals the map and the avatars).
   */
  readonly layout: 'director' | 'random';
  /** MID-D23: how long a window for springing traps stays open, in milliseconds. */
  readonly windowMs: number;
  /**
   * MID-5, MID-D4: the Director, chosen by the players in the lobby: a seat (0 … players − 1; seat 1, index 0,
   * when nobody chooses), or `random` to draw one.
   */
  readonly director: number | 'random';
}

/** The Director lays out the map, then the avatars; the game begins (setup nightmares, MID-9); turns; the end. */
export type Phase = 'arrange' | 'settle' | 'begin' | 'turn' | 'over';

/** A prepared trap (MID-26, MID-D21): its two cards, the unique location it lies on, who it has seen there. */
export interface Trap {
  /** The Suspense card and the other card; face down to everyone but the owner. */
  readonly cards: readonly [number, number];
  readonly location: number;
  /** The seats (bitmask) that stood on the trap's location when its owner was last offered to spring it. */
  seen: number;
}

/**
 * A decision the game waits for inside a turn, made by `seat` (MID-D10 … MID-D27): where the Forest takes you,
 * whom the Motel looks at and whether you hand them your nightmares, which location the Restaurant swaps, which
 * of the shown cards a Dream Catcher buries, a discard down to the hand limit, where a Dreamwalk trap sends each
 * Midnighter, where a Vertigo trap puts its location, whom a Dream Catcher trap takes.
 */
export type Pending =
  | { readonly kind: 'forest'; readonly seat: PlayerSeat; readonly who: PlayerSeat }
  | { readonly kind: 'motel-look'; readonly seat: PlayerSeat; readonly who: PlayerSeat }
  | {
      readonly kind: 'motel-give';
      readonly seat: PlayerSeat;
      readonly who: PlayerSeat;
      readonly target: PlayerSeat;
    }
  | { readonly kind: 'restaurant'; readonly seat: PlayerSeat; readonly who: PlayerSeat }
  | { readonly kind: 'catcher'; readonly seat: PlayerSeat; readonly cards: readonly number[] }
  | { readonly kind: 'discard'; readonly seat: PlayerSeat }
  | { readonly kind: 'send'; readonly seat: PlayerSeat; readonly who: readonly PlayerSeat[] }
  | { readonly kind: 'relocate'; readonly seat: PlayerSeat; readonly location: number }
  | { readonly kind: 'take'; readonly seat: PlayerSeat; readonly location: number };

/** An open window for springing traps (MID-27, MID-D23). */
export interface TrapWindow {
  /** When the system seat closes it (ms since the start). */
  readonly closesAt: number;
  /** Owners that may spring (bitmask), and those that have passed. */
  readonly owners: number;
  passed: number;
  /** A location being activated by a Midnight Star, whose trap may steal the activation (MID-31); else −1. */
  readonly activation: number;
}

/**
 * The full state: plain data. Card ids: 0 … 95 director cards, 96 … 101 nightmares (content.ts). Arrays are
 * changed in place by moves (search applies hundreds of thousands a second), so views and events copy.
 *
 * Who may see what: hands, the deck's order, face-down traps and the face-down locations while the Director
 * lays them out are secret; `knownBy` says, per card, which seats know where it is (their own hand, what was
 * played in front of them, what a Motel, Square or Dream Catcher showed them).
 */
export interface MidnightersState {
  readonly players: number;
  readonly options: MidnightersOptions;
  /** MID-5, MID-D4: the Director's seat; play begins with the next seat (MID-13). */
  readonly director: PlayerSeat;
  phase: Phase;

  // The dream map (MID-D1): a 4 × 3 grid.
  /** Per cell, the location on it, or −1 while the Director has not laid one there. */
  grid: number[];
  /** Per location, its cell (−1 while not yet laid out) and its quarter turns clockwise. */
  cellOf: number[];
  turns: number[];
  /** Unique locations still face down (bitmask over locations) while the Director lays out the map. */
  faceDown: number;
  /** The locations the Director still lays out, the next first (the unique ones' identity is secret). */
  toPlace: number[];
  /** Per seat, the location its avatar stands on, or −1 before the Director puts it on a Corridor. */
  avatar: number[];

  // The cards.
  /** The deck, its top at the end. */
  deck: number[];
  discard: number[];
  hands: number[][];
  traps: Trap[][];
  /** Per seat, the nightmares in front of it, face up (MID-23). */
  nightmares: number[][];
  /** Director cards played this turn, face up until the turn ends (MID-14). */
  played: number[];
  /** Per card, the seats (bitmask) that know where it is (in the deck: at which place). */
  knownBy: number[];
  /** How often the discard pile has become the deck (MID-15). */
  reshuffles: number;

  // The turn.
  /** Whose turn it is, and who plays it: a Dream Catcher trap's owner plays its victim's turn (MID-33). */
  turn: PlayerSeat;
  actor: PlayerSeat;
  actions: number;
  turnsTaken: number;
  /** Seats that skip their next turn (MID-28), and who plays a seat's next turn instead of it (−1: itself). */
  skip: number;
  control: number[];
  pending: Pending[];
  window: TrapWindow | null;
  /** A Midnight Star played whose activation waits for its window: the location and who activates; −1 none. */
  activating: number;
  activator: PlayerSeat;
  /** The turn has ended: once the decisions and windows it left are done, the next turn begins. */
  ending: boolean;
  /** Counts for balance reports (`Presentation.figures`): traps set and sprung; per nightmare, the seats that drew it. */
  trapsSet: number;
  trapsSprung: number;
  /**
   * For the balance report: Midnighters caught by a trap who were then the nearest to the Bridge (in Dreamwalks,
   * the owner aside), and the others caught; and how many such nearest and other Midnighters stood exposed (not the
   * owner) at each spring, so the two can be read as rates.
   */
  caughtBy: number[];
  drawnBy: number[];
  winner: number;
  /** MID-D31: the dream faded (the deck ran out a fourth time): nobody woke. */
  faded: boolean;
}

/** One small decision (MID-13). Kinds of card, not card ids: cards of one kind are alike. */
export type MidnightersMove =
  // MID-6, MID-7: the Director lays out the map, then the avatars.
  | { readonly type: 'place'; readonly cell: number; readonly turn: number }
  | { readonly type: 'settle'; readonly location: number }
  // A turn's actions.
  | { readonly type: 'walk'; readonly dir: Direction }
  | { readonly type: 'vertigo'; readonly location: number; readonly how: VertigoHow }
  | { readonly type: 'star' }
  | { readonly type: 'catcher' }
  | { readonly type: 'angle' }
  | { readonly type: 'swap'; readonly kind: number }
  | { readonly type: 'trap'; readonly with: number; readonly location: number }
  | { readonly type: 'spring'; readonly trap: number }
  | { readonly type: 'end' }
  // Decisions inside a turn.
  | { readonly type: 'go'; readonly location: number }
  | { readonly type: 'look'; readonly seat: PlayerSeat }
  | { readonly type: 'give'; readonly yes: boolean }
  | { readonly type: 'bury'; readonly mask: number }
  | { readonly type: 'discard'; readonly kind: number }
  | { readonly type: 'send'; readonly location: number }
  | { readonly type: 'relocate'; readonly cell: number; readonly turn: number }
  | { readonly type: 'take'; readonly seat: PlayerSeat }
  // A trap window, and the system seat's own moves: the start of play (MID-9), a window's deadline.
  | { readonly type: 'pass' }
  | { readonly type: 'begin' }
  | { readonly type: 'close' };

/** MID-D6: a Vertigo turns a location a quarter turn either way, or swaps it with its neighbour in a direction. */
export type VertigoHow = 'cw' | 'ccw' | Direction;

export type MidnightersEvent =
  | { readonly type: 'placed'; readonly location: number; readonly cell: number; readonly turn: number }
  | { readonly type: 'settled'; readonly seat: PlayerSeat; readonly location: number }
  | {
      readonly type: 'revealed';
      readonly locations: readonly {
        readonly location: number;
        readonly cell: number;
        readonly turn: number;
      }[];
    }
  | { readonly type: 'turn'; readonly seat: PlayerSeat; readonly actor: PlayerSeat; readonly actions: number }
  | { readonly type: 'skipped'; readonly seat: PlayerSeat }
  | { readonly type: 'walked'; readonly seat: PlayerSeat; readonly from: number; readonly to: number }
  | {
      readonly type: 'vertigo';
      readonly seat: PlayerSeat;
      readonly location: number;
      readonly how: VertigoHow;
      readonly cell: number;
      readonly turn: number;
    }
  | { readonly type: 'star'; readonly seat: PlayerSeat; readonly location: number }
  | { readonly type: 'activated'; readonly seat: PlayerSeat; readonly location: number }
  /** MID-11: the Bridge, activated for a Midnighter with a nightmare (a stolen Star, MID-D30), wakes nobody. */
  | { readonly type: 'barred'; readonly seat: PlayerSeat }
  | { readonly type: 'angle'; readonly seat: PlayerSeat }
  /** MID-D14: `kind` given under the deck, `card` drawn; both shown to the seats of `shownTo` (`Shown`). */
  | ({
      readonly type: 'swapped';
      readonly seat: PlayerSeat;
      readonly kind: number | null;
      readonly card: number | null;
    } & Shown)
  /** MID-26: `seat`'s new trap; its kind (`with`) shown to the seats of `shownTo`. */
  | ({
      readonly type: 'trap-set';
      readonly seat: PlayerSeat;
      readonly location: number;
      readonly with: number | null;
    } & Shown)
  | {
      readonly type: 'sprung';
      readonly seat: PlayerSeat;
      readonly location: number;
      readonly with: number;
      readonly caught: readonly PlayerSeat[];
      readonly stole: boolean;
    }
  | { readonly type: 'caught'; readonly seat: PlayerSeat; readonly by: PlayerSeat }
  | { readonly type: 'passed'; readonly seat: PlayerSeat }
  | { readonly type: 'window-closed' }
  | {
      readonly type: 'moved';
      readonly seat: PlayerSeat;
      readonly by: PlayerSeat;
      readonly to: number;
      readonly why: MoveWhy;
    }
  | {
      readonly type: 'location-moved';
      readonly location: number;
      readonly cell: number;
      readonly turn: number;
      readonly why: 'restaurant' | 'vertigo-trap' | 'spin';
    }
  | {
      readonly type: 'looked';
      readonly seat: PlayerSeat;
      readonly at: 'hand' | 'discard' | 'deck';
      readonly target: PlayerSeat | null;
      readonly cards: readonly number[] | null;
    }
  | {
      readonly type: 'gave';
      readonly seat: PlayerSeat;
      readonly to: PlayerSeat;
      readonly nightmares: readonly number[];
    }
  | { readonly type: 'buried'; readonly seat: PlayerSeat; readonly count: number }
  | { readonly type: 'shed'; readonly seat: PlayerSeat; readonly nightmares: readonly number[] }
  | {
      readonly type: 'nightmare';
      readonly seat: PlayerSeat;
      readonly nightmare: number;
      readonly void: boolean;
      /** How it came (MID-24): drawn from the deck, dealt at setup (MID-9), handed over at the Motel. */
      readonly came: 'drawn' | 'dealt' | 'given';
    }
  | { readonly type: 'forgot'; readonly seat: PlayerSeat; readonly card: number }
  | { readonly type: 'traps-lost'; readonly seat: PlayerSeat; readonly count: number }
  | {
      readonly type: 'controls';
      readonly seat: PlayerSeat;
      readonly victim: PlayerSeat;
      readonly hand: readonly number[] | null;
    }
  | ({
      readonly type: 'drew';
      readonly seat: PlayerSeat;
      readonly cards: readonly (number | null)[];
    } & Shown)
  | ({
      readonly type: 'discarded';
      readonly seat: PlayerSeat;
      readonly card: number | null;
    } & Shown)
  | { readonly type: 'reshuffled'; readonly limit: number }
  | { readonly type: 'turn-ended'; readonly seat: PlayerSeat }
  | { readonly type: 'woke'; readonly seat: PlayerSeat }
  | { readonly type: 'faded' };

/**
 * Who an event's cards are shown to: the seats that see the hand they come from or go to (cards.ts
 * `handWatchers`): its holder, the one playing its turn, everyone when it is open (MID-D16). `open`: every seat,
 * so the spectator too. Everyone else sees the event with those cards as null (view.ts `viewEvent`).
 */
export interface Shown {
  readonly shownTo: number;
  readonly open: boolean;
}

/** Why a Midnighter moved other than by its own Dreamwalk. */
export type MoveWhy = 'forest' | 'dreamwalk-trap';

/** The seat bit of a seat in the bitmasks above. */
export function bit(seat: PlayerSeat): number {
  return 1 << seat;
}

/** The seat after `seat` in turn order (MID-13: counter-clockwise at the table; here, the next seat number). */
export function nextSeat(state: { readonly players: number }, seat: PlayerSeat): PlayerSeat {
  return seat + 1 < state.players ? seat + 1 : 0; // not %: a division, on every turn
}
