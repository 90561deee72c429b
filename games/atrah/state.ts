// ATRAH's state, moves and events, and the rules that change the state: one turn's steps as explicit phases.
// Rule IDs (ATR-…) point into ../shared/rules/atrah.md, decision IDs (ATR-D…) into DESIGN.md.
import type { PlayerSeat, Viewer } from '../../engine/index.ts';
import {
  ABILITY,
  BOAT,
  CARD_CODES,
  DRAWS,
  EMPTY_STACKS_TO_END,
  EXTRAS,
  FAMILY_COUNT,
  LINE_STACKS,
  PENDING_OF,
  RING,
  RING_STACK,
  SEAT_LINES,
  SEND,
  STACKS,
  TAKE,
  conditionOf,
  distinctValues,
  familyOf,
  scoreSheet,
  type Card,
  type Condition,
  type Family,
} from './rules.ts';

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

// One frozen object per possible move, shared: legalMoves allocates only its list.
export const ROW_MOVES = Array.from({ length: 6 }, (_, line) =>
  Object.freeze({ type: 'row' as const, line }),
);
export const SEND_MOVES = Array.from({ length: STACKS }, (_, stack) =>
  Object.freeze({ type: 'send' as const, stack }),
);
export const MAJORITY_MOVES = Array.from({ length: FAMILY_COUNT }, (_, family) =>
  Object.freeze({ type: 'majority' as const, family: family as Family }),
);
export const BOAT_MOVES = Array.from({ length: 4 }, (_, arrows) =>
  Object.freeze({ type: 'boat' as const, arrows }),
);
export const KEEP_MOVES = Array.from({ length: FAMILY_COUNT }, (_, family) =>
  Object.freeze({ type: 'keep' as const, family: family as Family }),
);
export const EXTRA_MOVES = Array.from({ length: FAMILY_COUNT }, (_, family) =>
  Object.freeze({ type: 'extra' as const, family: family as Family }),
);
export const CLAIM_MOVES = Array.from({ length: 10 }, (_, tile) =>
  Object.freeze({ type: 'claim' as const, tile }),
);
export const DECLINE: AtrahMove = Object.freeze({ type: 'decline' });
const NO_MOVES: readonly AtrahMove[] = [];

/** Cards a line would yield now: its stacks that are neither empty nor under the Boat (ATR-11, ATR-12). */
export function lineYield(table: AtrahTable, line: number): number {
  const blocked = RING_STACK[table.boat];
  const [a, b] = LINE_STACKS[line];
  return (a !== blocked && table.heights[a] > 0 ? 1 : 0) + (b !== blocked && table.heights[b] > 0 ? 1 : 0);
}

/** A bit per family among the cards in front of the player. */
export function handFamilies(table: AtrahTable): number {
  let bits = 0;
  for (let i = 0; i < table.hand.length; i++) bits |= 1 << familyOf(table.hand[i]);
  return bits;
}

function bitCount(bits: number): number {
  let n = 0;
  for (; bits; bits &= bits - 1) n++;
  return n;
}

/** What a seat may claim in a colour now: bit 1 the flat tile, bit 2 the ability tile (ATR-15). */
export function claimable(table: AtrahTable, seat: PlayerSeat, colour: number): number {
  const { tiles } = table;
  if (tiles[colour] === seat || tiles[ABILITY + colour] === seat) return 0; // one tile per colour
  const different = distinctValues(table.collections[seat], colour);
  let bits = 0;
  if (different >= 3 && tiles[colour] < 0 && !((table.declined[seat] >> colour) & 1)) bits |= 1;
  if (different >= 4 && tiles[ABILITY + colour] < 0) bits |= 2;
  return bits;
}

/** Every legal move of `seat` now (the one place legality is decided). */
export function legalMovesOf(state: AtrahTable, seat: unknown): readonly AtrahMove[] {
  if (seat !== state.turn) return NO_MOVES;
  const moves: AtrahMove[] = [];
  switch (state.phase) {
    case 'take': {
      const lines = SEAT_LINES[state.turn];
      for (let i = 0; i < 3; i++) if (lineYield(state, lines[i]) > 0) moves.push(ROW_MOVES[lines[i]]);
      return moves;
    }
    case 'effects':
      effectMoves(state, moves);
      return moves;
    case 'keep':
    case 'extra': {
      const bits = handFamilies(state);
      const list = state.phase === 'keep' ? KEEP_MOVES : EXTRA_MOVES;
      for (let f = 0; f < FAMILY_COUNT; f++) if ((bits >> f) & 1) moves.push(list[f]);
      return moves;
    }
    case 'claim': {
      const bits = claimable(state, state.turn, state.offer);
      if (bits & 1) moves.push(CLAIM_MOVES[state.offer]);
      if (bits & 2) moves.push(CLAIM_MOVES[ABILITY + state.offer]);
      moves.push(DECLINE);
      return moves;
    }
    case 'over':
      return NO_MOVES;
  }
}

/** The ways to resolve one pending effect now (ATR-13: any order; ATR-19 … ATR-21: their targets). */
function effectMoves(state: AtrahTable, moves: AtrahMove[]): void {
  let seen = 0; // a bit per pending code already listed
  for (let i = 0; i < state.pending.length; i++) {
    const code = state.pending[i];
    if ((seen >> code) & 1) continue;
    seen |= 1 << code;
    if (code === SEND) {
      const blocked = RING_STACK[state.boat];
      for (let s = 0; s < STACKS; s++) if (s !== blocked && state.heights[s] > 0) moves.push(SEND_MOVES[s]);
    } else if (code === TAKE) {
      for (let f = 0; f < FAMILY_COUNT; f++) if (state.majority[f].length > 0) moves.push(MAJORITY_MOVES[f]);
    } else {
      moves.push(BOAT_MOVES[code - BOAT]);
    }
  }
}

/** Takes a stack's top card; the card under it, if any, becomes the top. */
function popStack(state: AtrahState, stack: number): Card {
  const card = state.tops[stack];
  const below = state.under[stack];
  state.tops[stack] = below.length > 0 ? below.pop()! : -1;
  state.heights[stack]--;
  return card;
}

function removePending(state: AtrahState, code: number): void {
  const i = state.pending.indexOf(code);
  state.pending.splice(i, 1);
}

/**
 * Plays a move taken from `legalMovesOf`, then plays on by itself every step that leaves no choice (ATR-D9):
 * an effect with one way to resolve it, a keep with one family, the end of the turn. Returns the events.
 */
export function applyMoveTo(state: AtrahState, move: AtrahMove): AtrahEvent[] {
  const events: AtrahEvent[] = [];
  const seat = state.turn;
  switch (move.type) {
    case 'row':
      takeRow(state, seat, move.line, events);
      break;
    case 'send':
      removePending(state, SEND);
      sendToMajority(state, seat, move.stack, events);
      break;
    case 'majority':
      removePending(state, TAKE);
      snatch(state, seat, move.family, events);
      break;
    case 'boat':
      removePending(state, BOAT + move.arrows);
      moveBoat(state, seat, move.arrows, events);
      break;
    case 'keep':
      keepFamily(state, seat, move.family, false, events);
      break;
    case 'extra':
      keepFamily(state, seat, move.family, true, events);
      break;
    case 'claim':
      state.tiles[move.tile] = seat;
      events.push({
        type: 'claimed',
        seat,
        tile: move.tile,
        face: move.tile < ABILITY ? null : conditionOf(state.faces, move.tile - ABILITY),
      });
      break;
    case 'decline': {
      const forfeit = (claimable(state, seat, state.offer) & 1) !== 0;
      if (forfeit) state.declined[seat] |= 1 << state.offer; // ATR-15: never this flat tile again
      events.push({ type: 'declined', seat, colour: state.offer, forfeit });
      break;
    }
  }
  playOn(state, events);
  return events;
}

/** ATR-11, ATR-12: the row's available top cards come in front of the player; draws are made at once. */
function takeRow(state: AtrahState, seat: PlayerSeat, line: number, events: AtrahEvent[]): void {
  const blocked = RING_STACK[state.boat];
  const start = state.hand.length;
  for (const stack of LINE_STACKS[line]) {
    if (stack === blocked || state.heights[stack] === 0) continue;
    const card = popStack(state, stack);
    state.hand.push(card);
    events.push({ type: 'took', seat, line, stack, card, revealed: state.tops[stack] });
  }
  const taken = state.hand.length;
  for (let i = start; i < taken; i++) {
    const card = state.hand[i];
    // ATR-17, ATR-D9: a draw is resolved at once, since no other effect can change what it yields.
    if (DRAWS[card]) draw(state, seat, events);
    // ATR-18: an additional family is kept in step 3.
    else if (EXTRAS[card]) state.extras++;
    else if (PENDING_OF[card]) state.pending.push(PENDING_OF[card]);
  }
  state.phase = 'effects';
}

/** ATR-17: the pile's top card joins this turn's cards, its own effect unresolved; nothing if empty (ATR-D15). */
function draw(state: AtrahState, seat: PlayerSeat, events: AtrahEvent[]): void {
  if (state.pileCount === 0) {
    events.push({ type: 'drew', seat, card: -1 });
    return;
  }
  const card = state.pile.pop()!;
  state.pileCount--;
  state.hand.push(card);
  events.push({ type: 'drew', seat, card });
}

/** ATR-19: a visible top card goes to its colour's column, its effect unresolved. */
function sendToMajority(state: AtrahState, seat: PlayerSeat, stack: number, events: AtrahEvent[]): void {
  const card = popStack(state, stack);
  state.majority[familyOf(card)].push(card);
  events.push({ type: 'sent', seat, stack, card, revealed: state.tops[stack] });
}

/** ATR-20: the last card of a column goes straight into the collection, its effect unresolved. */
function snatch(state: AtrahState, seat: PlayerSeat, family: Family, events: AtrahEvent[]): void {
  const card = state.majority[family].pop()!;
  state.collections[seat][card]++;
  state.added |= 1 << family; // ATR-D8: it was added to the collection, so it opens a claim
  events.push({ type: 'snatched', seat, card });
}

/** ATR-21: clockwise by the arrows; a stop on a stack that still has Fish earns one. */
function moveBoat(state: AtrahState, seat: PlayerSeat, arrows: number, events: AtrahEvent[]): void {
  const from = state.boat;
  const to = (from + arrows) % RING;
  state.boat = to;
  const stack = RING_STACK[to];
  const fish = stack >= 0 && state.stackFish[stack] > 0;
  if (fish) {
    state.stackFish[stack]--;
    state.fish[seat]++;
  }
  events.push({ type: 'boat', seat, arrows, from, to, fish });
}

/** ATR-14, ATR-18: every card of the family in front of the player joins the collection. */
function keepFamily(
  state: AtrahState,
  seat: PlayerSeat,
  family: Family,
  extra: boolean,
  events: AtrahEvent[],
) {
  const kept: Card[] = [];
  const rest: Card[] = [];
  for (const card of state.hand) (familyOf(card) === family ? kept : rest).push(card);
  const collection = state.collections[seat];
  for (const card of kept) collection[card]++;
  state.hand = rest;
  state.added |= 1 << family;
  if (extra) state.extras--;
  state.phase = 'extra';
  events.push({ type: 'kept', seat, family, cards: kept, extra });
}

/** ATR-14: what the player did not keep goes under its colour in the Majority area, in the order taken. */
function discardHand(state: AtrahState, seat: PlayerSeat, events: AtrahEvent[]): void {
  for (const card of state.hand) {
    state.majority[familyOf(card)].push(card);
    events.push({ type: 'discarded', seat, card });
  }
  state.hand = [];
}

/** The next colour after `offer` that received a card this turn and has a tile the seat may claim. */
function nextOffer(state: AtrahState, seat: PlayerSeat): number {
  for (let c = state.offer + 1; c < FAMILY_COUNT; c++) {
    if ((state.added >> c) & 1 && claimable(state, seat, c)) return c;
  }
  return -1;
}

/** Plays every step that leaves no choice, until a seat must decide or the turn (or the game) ends. */
function playOn(state: AtrahState, events: AtrahEvent[]): void {
  const seat = state.turn;
  for (;;) {
    switch (state.phase) {
      case 'effects': {
        if (state.pending.length === 0) {
          state.phase = 'keep';
          continue;
        }
        const options = legalMovesOf(state, seat);
        if (options.length > 1) return;
        if (options.length === 1) {
          const move = options[0];
          if (move.type === 'send') {
            removePending(state, SEND);
            sendToMajority(state, seat, move.stack, events);
          } else if (move.type === 'majority') {
            removePending(state, TAKE);
            snatch(state, seat, move.family, events);
          } else if (move.type === 'boat') {
            removePending(state, BOAT + move.arrows);
            moveBoat(state, seat, move.arrows, events);
          }
          continue;
        }
        // ATR-D16: nothing left to act on: the remaining effects fizzle.
        for (const code of state.pending) {
          events.push({ type: 'fizzled', seat, effect: code === SEND ? 'send' : 'majority' });
        }
        state.pending.length = 0;
        state.phase = 'keep';
        continue;
      }
      case 'keep': {
        const bits = handFamilies(state);
        const families = bitCount(bits);
        // One family, or enough Additional-family effects to keep them all: nothing to choose.
        if (families > 1 + state.extras) return;
        const first = lowestBit(bits);
        for (let f = 0; f < FAMILY_COUNT; f++) {
          if ((bits >> f) & 1) keepFamily(state, seat, f as Family, f !== first, events);
        }
        state.extras = 0;
        state.phase = 'extra';
        continue;
      }
      case 'extra': {
        const bits = handFamilies(state);
        const families = bitCount(bits);
        if (state.extras > 0 && families > 0) {
          if (families > state.extras) return;
          for (let f = 0; f < FAMILY_COUNT; f++)
            if ((bits >> f) & 1) keepFamily(state, seat, f as Family, true, events);
          continue;
        }
        state.extras = 0;
        discardHand(state, seat, events);
        state.phase = 'claim';
        state.offer = -1;
        continue;
      }
      case 'claim': {
        const next = nextOffer(state, seat);
        if (next >= 0) {
          state.offer = next;
          return;
        }
        endTurn(state, events);
        return;
      }
      case 'take':
      case 'over':
        return;
    }
  }
}

function lowestBit(bits: number): number {
  for (let f = 0; f < FAMILY_COUNT; f++) if ((bits >> f) & 1) return f;
  return -1;
}

/** Stacks with no card left. */
function emptyStacks(table: AtrahTable): number {
  let n = 0;
  for (let s = 0; s < STACKS; s++) if (table.heights[s] === 0) n++;
  return n;
}

/** ATR-22: with three stacks empty the game ends now; otherwise the next seat clockwise plays (ATR-16). */
function endTurn(state: AtrahState, events: AtrahEvent[]): void {
  state.hand = [];
  state.pending.length = 0;
  state.extras = 0;
  state.added = 0;
  state.offer = -1;
  if (emptyStacks(state) >= EMPTY_STACKS_TO_END) {
    state.phase = 'over';
    state.turn = -1;
    const scores: number[] = [];
    for (let p = 0; p < state.players; p++) {
      scores.push(scoreSheet(state, p, state.collections[p], state.fish[p]).total);
    }
    events.push({ type: 'ended', scores });
    return;
  }
  state.turn = (state.turn + 1) % state.players;
  state.turns++;
  state.phase = 'take';
  events.push({ type: 'turn', seat: state.turn, turn: state.turns });
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
