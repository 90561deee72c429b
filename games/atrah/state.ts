// ATRAH's types — the table, the state, a view, the moves, the events, the options — and the small functions
// that read them. Rule IDs (ATR-…) point into ../shared/rules/atrah.md, decision IDs (ATR-D…) into DESIGN.md.
import type { PlayerSeat, Viewer } from '../../engine/index.ts';
import { CARD_CODES, FAMILY_COUNT, type Card, type Condition, type Family } from './content.ts';

/**
 * Where the turn stands (ATR-11 … ATR-16): `take` a row; resolve the `effects` one at a time; `keep` a family;
 * keep `extra` families for Additional-family effects; `claim` or decline a tile, colour by colour; `over`.
 */
export type Phase = 'take' | 'effects' | 'keep' | 'extra' | 'claim' | 'over';

/**
 * Everything on the table that every seat may see (ATR-D14): the state and every view share these fields, so
 * the heuristic reads either.
 */
export interface AtrahTable {
  readonly players: number;
  /** The face up of each colour's ability tile (0 or 1), hierarchy order. */
  readonly faces: number[];
  /** Each stack's top card, −1 when the stack is empty (ATR-7: stacks lie face up). */
  tops: Card[];
  /** Each stack's height, its top included. */
  heights: number[];
  /** Cards left in the draw pile. */
  pileCount: number;
  /** Fish tokens left beside each stack (ATR-9). */
  stackFish: number[];
  /** The Boat's ring space, 0 … 7 (ATR-6: it starts on the Fish card, space 0). */
  boat: number;
  /** The Majority area: one column per family, oldest card first; the last card is the one to take (ATR-20). */
  majority: Card[][];
  /** Each seat's collection as copies per card code (order within a family never matters). */
  collections: number[][];
  /** Points each seat starts with (ATR-D18): 0 for the first seat, more for later ones; all 0 without. */
  readonly headStart: number[];
  /** Fish tokens per seat. */
  fish: number[];
  /** Each tile's holder, −1 while it is in the Majority area: 0 … 4 flat, 5 … 9 ability tiles. */
  tiles: number[];
  /** Per seat, a bit per colour whose flat tile it declined and may never take (ATR-15). */
  declined: number[];
  /** The seat that took the first turn. */
  readonly first: PlayerSeat;
  /** Whether that seat was drawn at random (ATR-10) rather than fixed by the option `first: seat-1`. */
  readonly firstDrawn: boolean;
  /** The seat whose turn it is; −1 once the game is over. */
  turn: number;
  /** Turns begun so far (1 in the first turn). */
  turns: number;
  phase: Phase;
  /** The cards in front of the player this turn: taken from the row and drawn (ATR-11, ATR-17). */
  hand: Card[];
  /** Effects still to resolve this turn, as SEND, TAKE or BOAT + arrows codes (ATR-13). */
  pending: number[];
  /** Additional families still to keep this turn (ATR-18). */
  extras: number;
  /** A bit per family that received a card in the collection this turn (ATR-15, ATR-D8). */
  added: number;
  /** In the claim phase, the colour whose tile is offered now; −1 before the first. */
  offer: number;
}

/** The full state: the table, plus the hidden order of the cards under each top and of the draw pile. */
export interface AtrahState extends AtrahTable {
  /** Under each stack's top, bottom card first. Hidden. */
  under: Card[][];
  /** The draw pile, top card last. Hidden. */
  pile: Card[];
}

/** What one seat (or a spectator) sees: the table, nothing else (ATR-D14). */
export interface AtrahView extends AtrahTable {
  readonly viewer: Viewer;
}

export type AtrahMove =
  | { readonly type: 'row'; readonly line: number }
  | { readonly type: 'send'; readonly stack: number }
  | { readonly type: 'majority'; readonly family: Family }
  /** The Take resolved while the Majority area is empty, before a Send could feed it: lost (ATR-13, ATR-D16). */
  | { readonly type: 'fizzle' }
  | { readonly type: 'boat'; readonly arrows: number }
  | { readonly type: 'keep'; readonly family: Family }
  | { readonly type: 'extra'; readonly family: Family }
  | { readonly type: 'claim'; readonly tile: number }
  | { readonly type: 'decline' };

/** What happened, for the log and the table's animation. Everything in ATRAH's events is public. */
export type AtrahEvent =
  /** Took one card of a row (one event per card); `revealed` is the stack's new top (−1: now empty). */
  | {
      readonly type: 'took';
      readonly seat: PlayerSeat;
      readonly line: number;
      readonly stack: number;
      readonly card: Card;
      readonly revealed: Card;
    }
  /** Drew from the pile (ATR-17); `card` is −1 when the pile was empty (ATR-D15). */
  | { readonly type: 'drew'; readonly seat: PlayerSeat; readonly card: Card }
  | {
      readonly type: 'sent';
      readonly seat: PlayerSeat;
      readonly stack: number;
      readonly card: Card;
      readonly revealed: Card;
    }
  | { readonly type: 'snatched'; readonly seat: PlayerSeat; readonly card: Card }
  | {
      readonly type: 'boat';
      readonly seat: PlayerSeat;
      readonly arrows: number;
      readonly from: number;
      readonly to: number;
      readonly fish: boolean;
    }
  /** An effect with nothing to act on: no card to send, an empty Majority area (ATR-D16). */
  | { readonly type: 'fizzled'; readonly seat: PlayerSeat; readonly effect: 'send' | 'majority' }
  | {
      readonly type: 'kept';
      readonly seat: PlayerSeat;
      readonly family: Family;
      readonly cards: readonly Card[];
      readonly extra: boolean;
    }
  /** One card of the turn's leftovers went to the Majority area (one event per card). */
  | { readonly type: 'discarded'; readonly seat: PlayerSeat; readonly card: Card }
  /** Claimed a tile; `face` is the ability tile's condition, null for a flat tile. */
  | {
      readonly type: 'claimed';
      readonly seat: PlayerSeat;
      readonly tile: number;
      readonly face: Condition | null;
    }
  | {
      readonly type: 'declined';
      readonly seat: PlayerSeat;
      readonly colour: number;
      readonly forfeit: boolean;
    }
  | { readonly type: 'turn'; readonly seat: PlayerSeat; readonly turn: number }
  /** Three stacks are empty: the game is over, with each seat's final score (ATR-22, ATR-24). */
  | { readonly type: 'ended'; readonly scores: readonly number[] };

/** The options a match is created with (rules.ts checks them: `parseOptions`). */
export interface AtrahOptions {
  /**
   * The face up of each double-sided tile (ATR-4, ATR-D11): `random` draws each at setup, or five letters
   * `a`/`b`, one per colour from purple to red (`a` is the first face of ABILITY_FACES).
   */
  readonly faces: string;
  /** Who takes the first turn (ATR-10, ATR-D17): `random`, drawn at setup as printed, or always `seat-1`. */
  readonly first: 'seat-1' | 'random';
  /**
   * Later seats start with a few points (ATR-D18), which makes up for the first seats' extra turn; false (the
   * default) plays the printed rules (ATR-24).
   */
  readonly headStart: boolean;
}

/** A short string that identifies a move, for search (`Game.wire.moveKey`). */
export function moveKey(move: AtrahMove): string {
  switch (move.type) {
    case 'row':
      return 'r' + move.line;
    case 'send':
      return 's' + move.stack;
    case 'majority':
      return 'm' + move.family;
    case 'fizzle':
      return 'f';
    case 'boat':
      return 'b' + move.arrows;
    case 'keep':
      return 'k' + move.family;
    case 'extra':
      return 'x' + move.family;
    case 'claim':
      return 'c' + move.tile;
    case 'decline':
      return 'd';
  }
}

/** A copy of the table's public fields (a view's body; also the start of a clone). */
export function copyTable(t: AtrahTable): AtrahTable {
  const majority: Card[][] = [];
  for (let f = 0; f < FAMILY_COUNT; f++) majority.push(t.majority[f].slice());
  const collections: number[][] = [];
  for (let p = 0; p < t.players; p++) collections.push(t.collections[p].slice());
  return {
    players: t.players,
    faces: t.faces.slice(),
    tops: t.tops.slice(),
    heights: t.heights.slice(),
    pileCount: t.pileCount,
    stackFish: t.stackFish.slice(),
    boat: t.boat,
    majority,
    collections,
    headStart: t.headStart.slice(),
    fish: t.fish.slice(),
    tiles: t.tiles.slice(),
    declined: t.declined.slice(),
    first: t.first,
    firstDrawn: t.firstDrawn,
    turn: t.turn,
    turns: t.turns,
    phase: t.phase,
    hand: t.hand.slice(),
    pending: t.pending.slice(),
    extras: t.extras,
    added: t.added,
    offer: t.offer,
  };
}

/** An empty collection: no copies of any card. */
export function emptyCollection(): number[] {
  return new Array<number>(CARD_CODES).fill(0);
}
