// The shapes of the Old House: state, moves and their keys, events, options, what a bot reads, and the few
// facts about them every module shares.
import type { Message, PlayerSeat } from '../../engine/index.ts';
import type { Direction, EntityKind } from './board.ts';

/** `heroes`: before the first Twilight at a two-player table, the hunter chooses its two heroes (OH-6). */
export type Phase = 'heroes' | 'twilight' | 'phantom' | 'hunters' | 'over';
export type EndReason = 'relics' | 'banished' | 'dawn';

/** Seat 0 is the Phantom, at every table (OH-3, OH-D1); the other seats hunt. */
export const PHANTOM: PlayerSeat = 0;

/** The part a seat plays, for tools that report by role (`Presentation.seatRole`): OH-D1, seat 1 (index 0) is the Phantom. */
export function seatRole(seat: PlayerSeat): Message {
  return { key: seat === PHANTOM ? 'role.phantom' : 'role.hunter' };
}

// A hero's flags (`heroFlags`), per hunters' turn unless said otherwise.
export const MOVED = 1;
export const ACCUSED = 2;
export const FLASHED = 4;
/** It sits this turn out (a wrong accusation last turn, OH-24). */
export const SKIPPING = 8;
/** It will sit the next hunters' turn out. */
export const SKIP_NEXT = 16;
/** Horror: its next roll counts as 1 (OH-D8). */
export const FRIGHTENED = 32;
export const ACCELERATED = 64;
/** The Exorcist's double strike is spent until dawn (OH-D6). */
export const DOUBLE_SPENT = 128;

/** A trap's `trapPlacedAt` until it is armed (OH-D12): later than any step of a round. */
export const UNARMED = 1000;

/**
 * The full state: plain data. Moves change its arrays in place (search applies hundreds of thousands of moves a
 * second), so `clone`, `view` and events copy what they keep.
 *
 * Who may see what: `cell` and `route` are the Phantom's secret (OH-14); `trapCells` and `possible` (which
 * reads the traps) are the hunters' (OH-28); `trapKnown` is what the Phantom has learnt about the traps; the
 * rest is on the table for everyone.
 */
export interface OldHouseState {
  readonly players: number;
  /** The stamped traces option (OH-D16): a trace tells the step of the Phantom's last visit, not only the cell. */
  readonly stamped: boolean;
  /** The party dice option: the Phantom's roll matched to the heroes it faces (OH-D27, OH-D33). */
  readonly partyDice: boolean;
  /** The armed traps option (OH-D12): a trap works only once the Phantom's turn after it was set is over. */
  readonly armedTraps: boolean;
  /** Per hero: its hunter (index into HUNTERS) and the seat that moves it (OH-5, OH-6); filled as the hunter
   * chooses at a two-player table. */
  heroChar: number[];
  heroSeat: number[];
  /** 1 … 7 (the Time token, OH-7). */
  round: number;
  phase: Phase;

  // Twilight (OH-8 … OH-10).
  /** Cards the Phantom still takes; −1 until it has chosen to take four or to roll. */
  draftLeft: number;
  /** The die it rolled for its cards, or 0 when it took four openly. */
  draftRoll: number;
  /** The last card it took this Twilight (picks go left to right, OH-D25), or −1. */
  lastPick: number;
  /** Action cards in hand, as bitmasks over ACTION_CARDS: the Phantom's dark faces, the hunters' light ones. */
  phantomCards: number;
  hunterCards: number;

  // The Phantom.
  /** Secret: where it is. */
  cell: number;
  /** Secret: its route since the round began or it was last revealed, oldest first; `route[k]` after k cards. */
  route: number[];
  /** Phantom Move cards left in its hand (OH-4, OH-D10). */
  hand: number;
  /** Banishment levels (OH-24, OH-26). */
  damage: number;
  /** The cell its piece stands on on the board while revealed (OH-18), else −1. */
  revealed: number;
  /** Opening turns still to play before the hunters' first (OH-12). */
  openingLeft: number;
  /** This turn's die and what is left of it, shared with the entities (OH-14, OH-17). */
  roll: number;
  stepsLeft: number;
  /** Move cards played this turn. */
  cardsThisTurn: number;
  /** A Summon played this turn (OH-16: one per turn). */
  summoned: boolean;
  /** A Summon or Horror played this turn: its moving is over, no more Move cards (OH-15). */
  stopped: boolean;
  /** The Phantom's hand is spent: the hunters' turn under way is the night's last (OH-29). */
  nightOver: boolean;

  // The board.
  /** Relics destroyed, as a bitmask over RELIC_CELLS. */
  destroyed: number;
  /** Entities, three numbers each: kind, cell, Phantom turns ended in a row on the relic it stands on. */
  entities: number[];
  pentagrams: number[];
  /** Secret from the Phantom: the cells of the traps set this round and not yet sprung. */
  trapCells: number[];
  /** When each of those traps was armed: the Move cards the Phantom had played this round by then (UNARMED
   * until the Phantom's turn after it was set is over). Public. */
  trapPlacedAt: number[];
  /** The Phantom's knowledge of each trap: cells it cannot be on (relics, and cells the Phantom or an entity
   * passed unharmed since it was set), two words each. */
  trapKnown: number[];
  /** Traps gone this round (an entity walked into them): cell, placedAt, and `played` when it went. Public. */
  trapsGone: number[];
  /** Trace tokens on this route: cell and step, the card count when the Phantom was last there with the stamped
   * traces option, else −1 (OH-D16). */
  traces: number[];
  /** Public, by default (OH-D16): per trace found by a search, the cell and the last step of the route then: the
   * route stood on the cell at some step up to that one. */
  visits: number[];
  heroCell: number[];
  /** This hunters' turn's die per hero (OH-21), with any Acceleration. */
  heroRoll: number[];
  heroFlags: number[];
  /** Hunter seats that have ended this hunters' turn, as a bitmask of seats. */
  seatsDone: number;
  /** A right accusation has been made this hunters' turn (OH-D22). */
  struck: boolean;

  // What the hunters know of the route (belief.ts).
  /** Move cards played this round (the clock traps are timed by). */
  played: number;
  /** `played` when the route on record began. */
  segStart: number;
  /** Where the Phantom could have been when the route began. */
  originLo: number;
  originHi: number;
  /** Per step of the route, two words: the cells not ruled out by what everyone has seen. */
  pub: number[];
  /** Secret from the Phantom: per step, two words: where the hunters know it could have been then. */
  possible: number[];
  /** Secret from the Phantom, while visits are on record: the last step's subsets of visits made, as triples
   * (mask, lo, hi), so the next Move card extends the filter by one step (belief.ts). */
  front: number[];

  end: EndReason | null;
}

/**
 * What a bot reads: a view, or a state read as the acting seat's view would show it (the fields have the same
 * names, so a search may skip building views). The view type (view.ts) is this with the viewer and its role.
 */
export type Seen = {
  readonly [K in keyof OldHouseState]: OldHouseState[K] extends number[]
    ? readonly number[]
    : OldHouseState[K];
};

/**
 * The match's options: the printed rules by default. `traces`: `route`, as printed, a trace tells that this
 * round's route passed the cell; `stamped`, our variant, it also tells the step, and a reveal shows the route.
 */
export interface OldHouseOptions {
  readonly traces: 'route' | 'stamped';
  /** `printed`: one die at every table (OH-14); `party`, our variant, matched to the heroes (OH-D27, OH-D33). */
  readonly dice: 'printed' | 'party';
  /** `printed`: a trap works at once (OH-28); `armed`, our variant, once the Phantom's next turn is over (OH-D12). */
  readonly traps: 'printed' | 'armed';
}

/** A Move card's direction, or `still`: the card is played and the Phantom stays (OH-D10). */
export type StepDirection = 'n' | 'e' | 's' | 'w' | 'still';

export type OldHouseMove =
  /** Two players: the hunter chooses a hero, before the first Twilight (OH-6). */
  | { readonly type: 'hero'; readonly hunter: number }
  /** Twilight: take four cards openly, or roll and take 1 + the die (OH-8). */
  | { readonly type: 'draft'; readonly mode: 'four' | 'roll' }
  | { readonly type: 'pick'; readonly card: number }
  /** The Phantom plays a Move card: one step (OH-14). */
  | { readonly type: 'step'; readonly dir: StepDirection }
  /** An entity steps, on the shared die (OH-17). */
  | { readonly type: 'creep'; readonly from: number; readonly to: number }
  /** One attack on a Pentagram (OH-23, OH-D13). */
  | { readonly type: 'attack'; readonly cell: number }
  | { readonly type: 'summon'; readonly cell: number }
  | { readonly type: 'horror'; readonly hero: number }
  /** An Acceleration: the Phantom's (hero −1) or a hero's. */
  | { readonly type: 'accelerate'; readonly hero: number }
  | { readonly type: 'end-turn' }
  /** The turn ends on an intact relic, which the Phantom leaves standing: it stays hidden (OH-D39). */
  | { readonly type: 'spare' }
  /** A hero moves to a cell within its roll (OH-21, OH-D21). */
  | { readonly type: 'move'; readonly hero: number; readonly cell: number }
  | { readonly type: 'accuse'; readonly hero: number }
  | { readonly type: 'flash'; readonly hero: number }
  | { readonly type: 'trap'; readonly cell: number }
  | { readonly type: 'pentagram'; readonly hero: number }
  /** A hunter seat ends its part of the hunters' turn. */
  | { readonly type: 'done' };

/** A short string that names a move: equal moves, equal keys (`Game.wire.moveKey`, for search). */
export function moveKey(move: OldHouseMove): string {
  switch (move.type) {
    case 'hero':
      return 'H' + move.hunter;
    case 'draft':
      return move.mode === 'four' ? 'd4' : 'dr';
    case 'pick':
      return 'p' + move.card;
    case 'step':
      return move.dir;
    case 'creep':
      return 'c' + move.from + '-' + move.to;
    case 'attack':
      return 'a' + move.cell;
    case 'summon':
      return 'S' + move.cell;
    case 'horror':
      return 'h' + move.hero;
    case 'accelerate':
      return 'x' + move.hero;
    case 'end-turn':
      return 'end';
    case 'spare':
      return 'spare';
    case 'move':
      return 'm' + move.hero + '-' + move.cell;
    case 'accuse':
      return 'A' + move.hero;
    case 'flash':
      return 'f' + move.hero;
    case 'trap':
      return 't' + move.cell;
    case 'pentagram':
      return 'P' + move.hero;
    case 'done':
      return 'done';
  }
}

export type OldHouseEvent =
  /** Two players: a hero chosen, on its portrait (OH-6). */
  | { readonly type: 'hero-chosen'; readonly hero: number; readonly hunter: number; readonly cell: number }
  | { readonly type: 'round'; readonly round: number }
  | { readonly type: 'draft'; readonly mode: 'four' | 'roll'; readonly roll: number; readonly picks: number }
  | { readonly type: 'picked'; readonly card: number }
  /** The Twilight is over: the hunters have the rest, light side up (OH-10). */
  | { readonly type: 'drafted'; readonly phantom: number; readonly hunters: number }
  | { readonly type: 'phantom-turn'; readonly roll: number; readonly opening: boolean }
  /** A Move card played: `cell` is −1 for everyone but the Phantom. */
  | { readonly type: 'phantom-step'; readonly step: number; readonly cell: number }
  /** A Pentagram's ring caught the Phantom passing: a trace appears at once (OH-23). */
  | { readonly type: 'alarm'; readonly cell: number; readonly step: number }
  | { readonly type: 'trap-sprung'; readonly cell: number; readonly damage: number }
  /** The Phantom's piece goes on the board (OH-18); the route it took is shown only with the stamped traces
   * option, else its played cards are discarded unseen and `route` is empty (OH-D15). */
  | { readonly type: 'revealed'; readonly cell: number; readonly route: readonly number[] }
  | { readonly type: 'relic-destroyed'; readonly cell: number; readonly by: 'phantom' | EntityKind }
  | { readonly type: 'summoned'; readonly kind: EntityKind; readonly cell: number }
  /** Events about a hero name its hunter (index into HUNTERS) too, for the log; −1 for the Phantom. */
  | { readonly type: 'horror'; readonly hero: number; readonly hunter: number }
  | { readonly type: 'accelerated'; readonly hero: number; readonly hunter: number }
  | { readonly type: 'entity-moved'; readonly kind: EntityKind; readonly from: number; readonly to: number }
  | { readonly type: 'entity-trapped'; readonly kind: EntityKind; readonly cell: number }
  | {
      readonly type: 'entity-banished';
      readonly kind: EntityKind;
      readonly cell: number;
      readonly hero: number;
      readonly hunter: number;
    }
  | { readonly type: 'pentagram-broken'; readonly cell: number }
  | { readonly type: 'lingered' }
  | { readonly type: 'turn-ended' }
  | { readonly type: 'night-over' }
  /** The hunters' dice, per hero; 0 for a hero that sits the turn out. */
  | { readonly type: 'hunters-turn'; readonly rolls: readonly number[] }
  | {
      readonly type: 'hero-moved';
      readonly hero: number;
      readonly hunter: number;
      readonly from: number;
      readonly to: number;
    }
  /** A search: the cells looked at, and the traces found (cell, step, …). */
  | {
      readonly type: 'searched';
      readonly hero: number;
      readonly hunter: number;
      readonly cells: readonly number[];
      readonly found: readonly number[];
    }
  | {
      readonly type: 'accused';
      readonly hero: number;
      readonly hunter: number;
      readonly cell: number;
      readonly right: boolean;
      readonly damage: number;
    }
  | { readonly type: 'flash'; readonly hero: number; readonly hunter: number; readonly seen: boolean }
  /** A trap set: `cell` is −1 for the Phantom and spectators. */
  | { readonly type: 'trap-set'; readonly seat: PlayerSeat; readonly cell: number }
  | { readonly type: 'pentagram'; readonly hero: number; readonly hunter: number; readonly cell: number }
  | { readonly type: 'hunter-done'; readonly seat: PlayerSeat }
  /** The round's end: the traps are shown and everything leaves the board (OH-30). */
  | { readonly type: 'dawn'; readonly round: number; readonly traps: readonly number[] }
  | { readonly type: 'game-over'; readonly reason: EndReason };

/** The heroes a seat moves. */
export function heroesOf(state: { readonly heroSeat: readonly number[] }, seat: PlayerSeat): number[] {
  const out: number[] = [];
  for (let h = 0; h < state.heroSeat.length; h++) if (state.heroSeat[h] === seat) out.push(h);
  return out;
}

/** The index in `entities` of the entity on a cell, or −1. */
export function entityAt(entities: readonly number[], cell: number): number {
  for (let i = 0; i < entities.length; i += 3) if (entities[i + 1] === cell) return i;
  return -1;
}

export function relicIntact(destroyed: number, relic: number): boolean {
  return (destroyed & (1 << relic)) === 0;
}

export function relicsDestroyed(destroyed: number): number {
  let n = 0;
  for (let d = destroyed; d !== 0; d &= d - 1) n++;
  return n;
}

export type { Direction };
