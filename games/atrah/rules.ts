// ATRAH's rules: options and setup, who acts, the legal moves and what a move does (one turn's steps as
// explicit phases), and how the game ends. Rule IDs (ATR-…) point into ../shared/rules/atrah.md, decision
// IDs (ATR-D…) into DESIGN.md.
import type { Acting, Outcome, PlayerSeat, Seat, SetupContext } from '../../engine/index.ts';
import { NOBODY, waitingFor } from '../../engine/index.ts';
import {
  ABILITY,
  BOAT,
  CARDS_PER_STACK,
  DECK,
  DRAWS,
  EMPTY_STACKS_TO_END,
  EXTRAS,
  FAMILY_COUNT,
  FISH_CARD,
  FISH_PER_STACK,
  HEAD_START,
  LINE_STACKS,
  PENDING_OF,
  RING,
  RING_STACK,
  SEAT_LINES,
  SEND,
  STACKS,
  TAKE,
  TILES,
  conditionOf,
  familyOf,
  type Card,
  type Family,
} from './content.ts';
import { distinctValues, finalScores } from './score.ts';
import {
  emptyCollection,
  type AtrahEvent,
  type AtrahMove,
  type AtrahOptions,
  type AtrahState,
  type AtrahTable,
} from './state.ts';

/**
 * The options of a match created without any: the printed rules, with faces and the first player drawn at
 * random (ATR-4, ATR-10) and no head start (ATR-24).
 */
export const DEFAULT_OPTIONS: AtrahOptions = { faces: 'random', first: 'random', headStart: false };
const OPTION_NAMES = ['faces', 'first', 'headStart'];

/** Checks options from outside (a lobby, the command line): complete, or a RangeError. */
export function parseOptions(raw: unknown): AtrahOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new RangeError('atrah options must be an object');
  for (const key of Object.keys(raw)) {
    if (!OPTION_NAMES.includes(key)) {
      throw new RangeError(`atrah has no option "${key}"; it has: ${OPTION_NAMES.join(', ')}`);
    }
  }
  const {
    faces = DEFAULT_OPTIONS.faces,
    first = DEFAULT_OPTIONS.first,
    headStart = DEFAULT_OPTIONS.headStart,
  } = raw as Record<string, unknown>;
  if (typeof faces !== 'string' || !(faces === 'random' || /^[ab]{5}$/.test(faces))) {
    throw new RangeError('atrah: faces must be "random" or five letters a/b, one per colour (e.g. "abaab")');
  }
  if (first !== 'seat-1' && first !== 'random') {
    throw new RangeError('atrah: first must be "seat-1" or "random"');
  }
  if (typeof headStart !== 'boolean') throw new RangeError('atrah: headStart must be true or false');
  return { faces, first, headStart };
}

/** A fresh table (ATR-6 … ATR-10). */
export function setup({ players, options, rng }: SetupContext<AtrahOptions>): AtrahState {
  const deck = rng.shuffle(DECK.slice()); // ATR-7
  const perStack = CARDS_PER_STACK[players];
  const under: number[][] = [];
  const tops: number[] = [];
  const heights: number[] = [];
  for (let s = 0; s < STACKS; s++) {
    const stack = deck.splice(deck.length - perStack, perStack);
    tops.push(stack.pop()!);
    under.push(stack);
    heights.push(perStack);
  }
  const faces = Array.from({ length: FAMILY_COUNT }, (_, c) =>
    options.faces === 'random' ? rng.int(2) : options.faces.charCodeAt(c) - 97,
  );
  // ATR-10, ATR-D17: drawn from the match's stream after the deal and the faces, so a replay draws it again.
  const first = options.first === 'random' ? rng.int(players) : 0;
  const headStart = new Array<number>(players).fill(0);
  if (options.headStart) {
    // ATR-D18: later seats start with points, against the first seats' extra turn.
    const points = HEAD_START[players];
    for (let k = 1; k < players; k++) headStart[(first + k) % players] = points[k];
  }
  return {
    players,
    faces,
    tops,
    heights,
    pileCount: deck.length,
    stackFish: new Array<number>(STACKS).fill(FISH_PER_STACK[players]), // ATR-9
    boat: FISH_CARD, // ATR-6
    majority: Array.from({ length: FAMILY_COUNT }, () => []),
    collections: Array.from({ length: players }, emptyCollection),
    headStart,
    fish: new Array<number>(players).fill(0),
    tiles: new Array<number>(TILES).fill(-1),
    declined: new Array<number>(players).fill(0),
    first,
    firstDrawn: options.first === 'random',
    turn: first,
    turns: 1,
    phase: 'take',
    hand: [],
    pending: [],
    extras: 0,
    added: 0,
    offer: -1,
    under,
    pile: deck,
  };
}

/** Whose turn it is: ATRAH waits for one seat at a time, and for nobody once it is over. */
export function toAct(state: AtrahTable): Acting {
  return state.turn < 0 ? NOBODY : waitingFor(state.turn);
}

/** The stack the Boat blocks now (ATR-12), or −1 while it lies on a Reference card. */
export function blockedStack(table: Pick<AtrahTable, 'boat'>): number {
  return RING_STACK[table.boat];
}

/** Whether a stack's top card can be taken now, by a row or a Send effect: not empty, not under the Boat. */
export function stackOpen(table: AtrahTable, stack: number): boolean {
  // The Boat's stack read in place (`blockedStack`): this runs in every list of legal moves.
  return stack !== RING_STACK[table.boat] && table.heights[stack] > 0;
}

/** Whether any stack has a top card a Send could take (ATR-19). */
function anyStackOpen(table: AtrahTable): boolean {
  for (let s = 0; s < STACKS; s++) if (stackOpen(table, s)) return true;
  return false;
}

/** Cards a line would yield now: its stacks that are neither empty nor under the Boat (ATR-11, ATR-12). */
export function lineYield(table: AtrahTable, line: number): number {
  const [a, b] = LINE_STACKS[line];
  return (stackOpen(table, a) ? 1 : 0) + (stackOpen(table, b) ? 1 : 0);
}

/** The ring space the Boat reaches from `from` with `arrows` (ATR-21: clockwise). */
export function boatStop(from: number, arrows: number): number {
  return (from + arrows) % RING;
}

/** Whether the Boat stopping at ring space `ring` earns a Fish: a stack there still has one (ATR-21). */
export function fishAt(table: Pick<AtrahTable, 'stackFish'>, ring: number): boolean {
  const stack = RING_STACK[ring];
  return stack >= 0 && table.stackFish[stack] > 0;
}

/** What a seat may claim in a colour now: bit 1 the flat tile, bit 2 the ability tile (ATR-15). */
export function claimable(table: AtrahTable, seat: PlayerSeat, colour: number): number {
  return claimableWith(table, seat, colour, distinctValues(table.collections[seat], colour));
}

/** What a seat could claim in a colour if it held `different` values there (see `claimable`). */
export function claimableWith(
  table: Pick<AtrahTable, 'tiles' | 'declined'>,
  seat: PlayerSeat,
  colour: number,
  different: number,
): number {
  const { tiles } = table;
  if (tiles[colour] === seat || tiles[ABILITY + colour] === seat) return 0; // one tile per colour
  let bits = 0;
  if (different >= 3 && tiles[colour] < 0 && !((table.declined[seat] >> colour) & 1)) bits |= 1;
  if (different >= 4 && tiles[ABILITY + colour] < 0) bits |= 2;
  return bits;
}

/** A bit per family among the cards in front of the player. */
function handFamilies(table: AtrahTable): number {
  let bits = 0;
  for (let i = 0; i < table.hand.length; i++) bits |= 1 << familyOf(table.hand[i]);
  return bits;
}

/** How many bits a bit set holds (the table keeps families and colours as bits: `added`, `declined`). */
export function bitCount(bits: number): number {
  let n = 0;
  for (; bits; bits &= bits - 1) n++;
  return n;
}

// One frozen object per possible move, shared: legalMoves allocates only its list.
const ROW_MOVES = Array.from({ length: 6 }, (_, line) => Object.freeze({ type: 'row' as const, line }));
const SEND_MOVES = Array.from({ length: STACKS }, (_, stack) =>
  Object.freeze({ type: 'send' as const, stack }),
);
const MAJORITY_MOVES = Array.from({ length: FAMILY_COUNT }, (_, family) =>
  Object.freeze({ type: 'majority' as const, family: family as Family }),
);
const FIZZLE_MOVE = Object.freeze({ type: 'fizzle' as const });
const BOAT_MOVES = Array.from({ length: 4 }, (_, arrows) => Object.freeze({ type: 'boat' as const, arrows }));
const KEEP_MOVES = Array.from({ length: FAMILY_COUNT }, (_, family) =>
  Object.freeze({ type: 'keep' as const, family: family as Family }),
);
const EXTRA_MOVES = Array.from({ length: FAMILY_COUNT }, (_, family) =>
  Object.freeze({ type: 'extra' as const, family: family as Family }),
);
const CLAIM_MOVES = Array.from({ length: 10 }, (_, tile) => Object.freeze({ type: 'claim' as const, tile }));
const DECLINE: AtrahMove = Object.freeze({ type: 'decline' });
const NO_MOVES: readonly AtrahMove[] = [];

/** Every legal move of `seat` now (the one place legality is decided). */
export function legalMoves(state: AtrahTable, seat: Seat): readonly AtrahMove[] {
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
      for (let s = 0; s < STACKS; s++) if (stackOpen(state, s)) moves.push(SEND_MOVES[s]);
    } else if (code === TAKE) {
      let any = false;
      for (let f = 0; f < FAMILY_COUNT; f++) {
        if (state.majority[f].length > 0) {
          moves.push(MAJORITY_MOVES[f]);
          any = true;
        }
      }
      // ATR-13: any order, even one that wastes the Take. Offered only where a Send could still feed it;
      // otherwise the order changes nothing and the lost Take is played by itself (ATR-D9, ATR-D16).
      if (!any && state.pending.includes(SEND) && anyStackOpen(state)) moves.push(FIZZLE_MOVE);
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
 * Plays a move taken from `legalMoves`, then plays on by itself every step that leaves no choice (ATR-D9):
 * an effect with one way to resolve it, a keep with one family, the end of the turn. Returns the events.
 */
export function apply(state: AtrahState, _seat: Seat, move: AtrahMove): AtrahEvent[] {
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
    case 'fizzle':
      removePending(state, TAKE);
      events.push({ type: 'fizzled', seat, effect: 'majority' });
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
  const start = state.hand.length;
  for (const stack of LINE_STACKS[line]) {
    if (!stackOpen(state, stack)) continue;
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
  const to = boatStop(from, arrows);
  state.boat = to;
  const fish = fishAt(state, to);
  if (fish) {
    state.stackFish[RING_STACK[to]]--;
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
        const options = legalMoves(state, seat);
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
    events.push({ type: 'ended', scores: finalScores(state) });
    return;
  }
  state.turn = (state.turn + 1) % state.players;
  state.turns++;
  state.phase = 'take';
  events.push({ type: 'turn', seat: state.turn, turn: state.turns });
}

/** Null while the game goes on; then the highest scores win, a tie shared (ATR-24, ATR-25). */
export function outcome(state: AtrahState): Outcome | null {
  if (state.phase !== 'over') return null;
  const scores = finalScores(state);
  const best = Math.max(...scores);
  const winners: PlayerSeat[] = [];
  for (let p = 0; p < scores.length; p++) if (scores[p] === best) winners.push(p); // ATR-25
  return { winners, scores, reason: 'three-stacks-empty' };
}
