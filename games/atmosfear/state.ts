// The shapes of ATMOSFEAR: options, state, moves, events, and the small reads of a state every module shares.
// Rule IDs (ATM-…) point into ../../../shared/rules/atmosfear.md, decision IDs (ATM-D…) into DESIGN.md.
import type { PlayerSeat } from '../../engine/index.ts';
import type { Call, Instruction } from './content.ts';

export interface AtmosfearOptions {
  /**
   * ATM-1, ATM-D14, ATM-D26: the hour's length in minutes: 60 as printed; `'table'`, fitted to the number of
   * players so that the Gatekeeper wins about as often at any table (FITTED_MINUTES); or shorter, for a quick game.
   */
  readonly minutes: number | 'table';
  /**
   * ATM-28, ATM-D18: how a piece leaves a Black Hole without the Keystone that frees it: `'gatekeeper'`, as printed,
   * when the Gatekeeper frees it (a release, a Fate card); `'roll'`, our earlier variant, also by rolling its own
   * number on its turn.
   */
  readonly blackHole: BlackHoleRule;
}

export type BlackHoleRule = 'gatekeeper' | 'roll';

/** Fears are written; the hour runs; it is over. */
export type Phase = 'fears' | 'play' | 'over';

/** A Numb Skull racing to a Headstone, a Harbinger, or a Soul Ranger. */
export type Role = 'skull' | 'harbinger' | 'ranger';

/** A turn's steps: roll; move (the dice are out); after landing, what the square offers. */
export type Stage = 'roll' | 'move' | 'after';

/** A fear in the Well (ATM-8, ATM-D15): one of ours by its key, or the words a person wrote. */
export interface Fear {
  readonly key: string | null;
  readonly text: string | null;
}

/**
 * A choice the game waits for, made by `seat`: a player (`choose: 'player'`) or a square (`'square'`) among
 * `among`, for the reason `why` (a bargain's side, whom a Fate card picks, where a Compass flight or a Gate goes…).
 */
export interface Pending {
  readonly seat: PlayerSeat;
  readonly why: PendingWhy;
  readonly among: readonly number[];
  /** What the choice is about: a player (Hellin's victim) or a Gate (its square); −1 for nothing. */
  readonly about: PlayerSeat;
  /** When the system seat chooses instead (a bargain's answer time), or −1 for no limit. */
  readonly until: number;
}

export type PendingWhy =
  | 'bargain' // 0 the prize, 1 the penalty
  | 'bargain-keystone' // from whom the prize's Keystone is taken
  | 'bargain-black-hole' // whom the penalty sends to a Black Hole
  | 'bargain-sleep' // who misses a turn
  | 'bargain-lose' // whose Keystone goes back
  | 'compass' // where a flight lands (a prize, a Fate card)
  | 'hurl' // where Hellin throws its victim
  | 'steal' // from whom a Fate card takes a Keystone
  | 'number' // from whom a rolled number takes a Keystone
  | 'swap' // with whom a Fate card swaps places
  | 'gate' // where the Gate just passed goes (or stays)
  | 'freedom' // which Gate a Fate card moves away
  | 'steal-ranger'; // whom a Soul Ranger robs, when it lands on several

/** A card duel under way (ATM-23): each side's card, −1 until chosen; both are shown when both are in. */
export interface Duel {
  readonly attacker: PlayerSeat;
  readonly defender: PlayerSeat;
  readonly cards: [number, number];
}

/** The Gatekeeper (ATM-2, ATM-D10 … ATM-D14). */
export interface Gatekeeper {
  /** When he appears next, −1 for never again: secret (no view holds it, ATM-D14). */
  nextAt: number;
  /** While he speaks nobody moves (ATM-3); −1 when he is silent. */
  speakingUntil: number;
  /** How many times he has appeared. */
  appearances: number;
  /** A curfew holds the Soul Rangers in the Sewers (ATM-38); a lifted one lets them roam. */
  roam: boolean;
}

export interface AtmosfearState {
  readonly players: number;
  readonly options: AtmosfearOptions;
  phase: Phase;
  /** ATM-1: when the hour began (ms since the match began) and when it ends; −1 while fears are written. */
  hourStart: number;
  hourEnd: number;
  /** ATM-14: when the draft comes, and whether it has. */
  draftAt: number;
  drafted: boolean;
  /** ATM-5: `order[k]` is the Harbinger whose Province is in sector k. */
  readonly order: readonly number[];
  /** ATM-34: Provinces turned into Sewers, a bit per Harbinger. */
  flipped: number;
  /** ATM-4: the Chosen One and each seat's last roll of both dice. */
  readonly chosen: PlayerSeat;
  readonly chosenRolls: readonly number[];
  /** ATM-7: each seat's Numb Skull number, 1–6 (its Home groove is number − 1). */
  readonly number: readonly number[];
  role: Role[];
  /** The Harbinger a seat became (ATM-12), −1 for none. */
  harbinger: number[];
  /** Where each seat's piece stands. */
  at: number[];
  /** ATM-35: the Sewer Skull each Soul Ranger started on (and goes back to), −1 for others. */
  rangerHome: number[];
  /** Keystone colours each seat holds, in the order it got them (ATM-17), and per Keystone who knows its colour. */
  keys: number[][];
  known: number[][];
  /**
   * Keystones on the board, a bitmask per Harbinger: bits 0–5 its Province's Keystone squares, 6–11 its Sewer's
   * (PROVINCE_STONES, SEWER_STONES).
   */
  stones: number[];
  /** ATM-22: Duel cards each seat holds; a Harbinger's set on its Headstone until collected; cards spent, openly. */
  hands: number[][];
  collected: number;
  spent: number[][];
  /** ATM-31: the Fate deck, top last, and the cards played. */
  fates: number[];
  fateDiscard: number[];
  /** ATM-29: squares with a Gate on them. */
  gates: number[];
  /** ATM-28: seats held in a Black Hole (a bit each). */
  stuck: number;
  /** Turns each seat will miss. */
  sleeping: number[];
  /** ATM-D9: seats whose next loss of a Keystone is shielded (a bit each). */
  shielded: number;
  /** ATM-24: the square each seat last duelled from, until it leaves it (−1). */
  duelledAt: number[];
  /** Whose turn, how far it has gone, the dice rolled, and whether those dice let it through Gates (ATM-D16). */
  turn: PlayerSeat;
  stage: Stage;
  dice: number[];
  throughGates: boolean;
  /** A seat that plays again when its turn ends (a Fate card, a prize), a bit each. */
  again: number;
  duel: Duel | null;
  pending: Pending | null;
  gatekeeper: Gatekeeper;
  /** ATM-8: the Well of Fears, one per seat once written (index = writer: secret, ATM-D15). */
  fears: (Fear | null)[];
  /** ATM-D29: the stock fears dealt to each seat to pick from, no two seats alike (secret, like the fears). */
  readonly dealt: readonly (readonly string[])[];
  /** Keystones that left the game (sent back with no free square for them), per colour. */
  gone: number[];
  /** When the last move was made (ms since the match began): what everyone has seen of the clock. */
  lastAt: number;
  winner: PlayerSeat;
  /** Why it ended: a key of the texts' reasons. */
  reason: string | null;
}

/** A written fear as it arrives from a person: checked by `readWritten` (ATM-D15). */
export interface WrittenFear {
  readonly type: 'fear';
  readonly text: string;
}

export type AtmosfearMove =
  | { readonly type: 'fear'; readonly key: string }
  | WrittenFear
  | { readonly type: 'roll'; readonly dice: 1 | 2 }
  | { readonly type: 'go'; readonly to: number }
  | { readonly type: 'stay' }
  | { readonly type: 'duel'; readonly with: PlayerSeat }
  | { readonly type: 'card'; readonly value: number }
  | { readonly type: 'dice-duel'; readonly with: PlayerSeat }
  | { readonly type: 'fly'; readonly to: number }
  | { readonly type: 'occupy'; readonly victim: PlayerSeat }
  | { readonly type: 'end' }
  | { readonly type: 'pick'; readonly value: number }
  | { readonly type: 'time' };

/** Who the Gatekeeper names and why (ATM-D12). */
export interface Named {
  readonly call: Call;
  readonly seat: PlayerSeat;
  /** How he calls it: its Harbinger (by character), its Numb Skull number (by number). */
  readonly harbinger: number;
  readonly number: number;
}

export type AtmosfearEvent =
  | { readonly type: 'fear-written'; readonly seat: PlayerSeat }
  | { readonly type: 'hour-begins'; readonly at: number; readonly ends: number }
  | {
      readonly type: 'rolled';
      readonly seat: PlayerSeat;
      readonly dice: readonly number[];
      readonly why: RollWhy;
    }
  | {
      readonly type: 'moved';
      readonly seat: PlayerSeat;
      readonly from: number;
      readonly to: number;
      readonly how: MoveHow;
    }
  | { readonly type: 'became'; readonly seat: PlayerSeat; readonly harbinger: number }
  | {
      readonly type: 'took-stone';
      readonly seat: PlayerSeat;
      readonly colour: number;
      readonly square: number;
    }
  | {
      readonly type: 'stole';
      readonly seat: PlayerSeat;
      readonly from: PlayerSeat;
      /** The colour, or −1 where the reader may not know it. */
      readonly colour: number;
      /** ATM-D23: seen by the whole table (it brought the thief its Duel cards from its Headstone). */
      readonly seen: boolean;
    }
  | { readonly type: 'shielded'; readonly seat: PlayerSeat }
  | {
      readonly type: 'stone-back';
      readonly seat: PlayerSeat;
      readonly colour: number;
      readonly square: number;
    }
  | { readonly type: 'duel-cards'; readonly seat: PlayerSeat; readonly harbinger: number }
  | { readonly type: 'challenged'; readonly seat: PlayerSeat; readonly with: PlayerSeat }
  | { readonly type: 'card-laid'; readonly seat: PlayerSeat }
  | {
      readonly type: 'duel-shown';
      readonly attacker: PlayerSeat;
      readonly defender: PlayerSeat;
      readonly cards: readonly [number, number];
      /** The winner, or −1 on a tie. */
      readonly winner: PlayerSeat;
    }
  | {
      readonly type: 'dice-duel';
      readonly seat: PlayerSeat;
      readonly with: PlayerSeat;
      readonly dice: readonly [number, number];
    }
  | {
      readonly type: 'occupied';
      readonly seat: PlayerSeat;
      readonly victim: PlayerSeat;
      readonly penalty: string;
    }
  | { readonly type: 'stuck'; readonly seat: PlayerSeat; readonly square: number }
  | { readonly type: 'freed'; readonly seat: PlayerSeat }
  /** ATM-28: a seat held in a Black Hole lets its turn pass. */
  | { readonly type: 'held'; readonly seat: PlayerSeat }
  | { readonly type: 'sleeps'; readonly seat: PlayerSeat }
  | { readonly type: 'gate'; readonly square: number; readonly from: number }
  | { readonly type: 'fate'; readonly seat: PlayerSeat; readonly fate: number }
  | {
      readonly type: 'gatekeeper';
      readonly instruction: Instruction;
      /** How far the hour has gone: 0 early, 1 middle, 2 late (his lines grow darker). */
      readonly tier: number;
      readonly stop: boolean;
      readonly named: Named | null;
      readonly line: number;
    }
  | { readonly type: 'bargained'; readonly seat: PlayerSeat; readonly choice: string }
  | { readonly type: 'void'; readonly seat: PlayerSeat }
  | { readonly type: 'silent' }
  | { readonly type: 'curfew'; readonly roam: boolean }
  | { readonly type: 'draft'; readonly rangers: readonly PlayerSeat[]; readonly flipped: number }
  | { readonly type: 'home'; readonly seat: PlayerSeat }
  | { readonly type: 'fear-drawn'; readonly seat: PlayerSeat; readonly fear: Fear; readonly own: boolean }
  | { readonly type: 'turn'; readonly seat: PlayerSeat }
  | { readonly type: 'over'; readonly reason: string; readonly winner: PlayerSeat };

export type RollWhy = 'move' | 'escape' | 'home' | 'number' | 'chosen';
export type MoveHow = 'walk' | 'fly' | 'hurled' | 'black-hole' | 'headstone' | 'sewer' | 'swap';

/**
 * The public board and a seat's own Keystones, as both a state and a view hold them: what the reads of where a
 * piece may go need (reach.ts), so bots read them from a view exactly as the rules do from the state.
 */
export interface Table {
  readonly players: number;
  readonly order: readonly number[];
  readonly flipped: number;
  readonly number: readonly number[];
  readonly role: readonly Role[];
  readonly harbinger: readonly number[];
  readonly at: readonly number[];
  /** A seat's own list is complete in its view. */
  readonly keys: readonly (readonly number[])[];
  readonly stones: readonly number[];
  readonly gates: readonly number[];
  readonly stuck: number;
  readonly gatekeeper: { readonly roam: boolean };
}

/** A bit per seat. */
export function bit(seat: PlayerSeat): number {
  return 1 << seat;
}

/** Whether a seat holds a Keystone of `colour`. */
export function holds(state: Table, seat: PlayerSeat, colour: number): boolean {
  return state.keys[seat].includes(colour);
}

/** The colours a seat holds, as a bitmask. */
export function coloursHeld(state: Table, seat: PlayerSeat): number {
  let mask = 0;
  for (const c of state.keys[seat]) mask |= 1 << c;
  return mask;
}
