// ATRAH: draft deep-sea creatures from a shared 3×3 play area; what you do not keep decides which families
// score double. Rule IDs (ATR-…) point into ../shared/rules/atrah.md, decision IDs (ATR-D…) into DESIGN.md.
import { NOBODY, SPECTATOR, waitingFor } from '../../engine/index.ts';
import type { Game, Message, Outcome, PlayerSeat, Rng, Viewer } from '../../engine/index.ts';
import { describeEvent, describeMoveText, describeTable } from './describe.ts';
import {
  CARDS_PER_STACK,
  CARD_CODES,
  DECK,
  DECK_COUNTS,
  FAMILY_COUNT,
  FISH_CARD,
  FISH_PER_STACK,
  HEAD_START,
  STACKS,
  TILES,
  scoreSheet,
} from './rules.ts';
import {
  applyMoveTo,
  copyTable,
  emptyCollection,
  legalMovesOf,
  type AtrahEvent,
  type AtrahMove,
  type AtrahState,
  type AtrahView,
} from './state.ts';
import { texts } from './texts.ts';

export type { AtrahEvent, AtrahMove, AtrahState, AtrahTable, AtrahView, Phase } from './state.ts';

export interface AtrahOptions {
  /**
   * The face up of each double-sided tile (ATR-4, ATR-D11): `random` draws each at setup, or five letters
   * `a`/`b`, one per colour from purple to red (`a` is the first face of ABILITY_FACES).
   */
  readonly faces: string;
  /** Who takes the first turn (ATR-10, ATR-D17): `seat-1`, or `random` to draw it at setup. */
  readonly first: 'seat-1' | 'random';
  /**
   * Later seats start with a few points (ATR-D18), which makes up for the first seats' extra turn; false
   * plays the printed rules.
   */
  readonly headStart: boolean;
}

const DEFAULT_OPTIONS: AtrahOptions = { faces: 'random', first: 'seat-1', headStart: true };
const OPTION_NAMES = ['faces', 'first', 'headStart'];

function parseOptions(raw: unknown): AtrahOptions {
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
function setup(players: number, options: AtrahOptions, rng: Rng): AtrahState {
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

/** Final scores, one per seat (ATR-24). */
export function finalScores(state: AtrahState | AtrahView): number[] {
  const scores: number[] = [];
  for (let p = 0; p < state.players; p++) {
    scores.push(scoreSheet(state, p, state.collections[p], state.fish[p]).total);
  }
  return scores;
}

/**
 * A full state consistent with a view: the cards nobody has seen (the deck less every visible card) are
 * shuffled and dealt under the stacks' tops and into the pile, at their known heights (ATR-D14).
 */
function determinize(view: AtrahView, rng: Rng): AtrahState {
  const counts = DECK_COUNTS.slice();
  for (let s = 0; s < STACKS; s++) if (view.tops[s] >= 0) counts[view.tops[s]]--;
  for (const column of view.majority) for (const card of column) counts[card]--;
  for (const collection of view.collections) for (let c = 0; c < CARD_CODES; c++) counts[c] -= collection[c];
  for (const card of view.hand) counts[card]--;
  const unseen: number[] = [];
  for (let c = 0; c < CARD_CODES; c++) for (let i = 0; i < counts[c]; i++) unseen.push(c);
  rng.shuffle(unseen);
  const table = copyTable(view);
  const under: number[][] = [];
  let next = 0;
  for (let s = 0; s < STACKS; s++) {
    const below = Math.max(0, view.heights[s] - 1);
    under.push(unseen.slice(next, next + below));
    next += below;
  }
  const pile = unseen.slice(next, next + view.pileCount);
  return { ...table, under, pile };
}

export const atrah: Game<AtrahState, AtrahMove, AtrahView, AtrahEvent, AtrahOptions> = {
  id: 'atrah',
  players: { min: 2, max: 4 },
  defaultOptions: DEFAULT_OPTIONS,
  texts,

  parseOptions,

  setup({ players, options, rng }) {
    return setup(players, options, rng);
  },

  toAct(state) {
    return state.turn < 0 ? NOBODY : waitingFor(state.turn);
  },

  legalMoves(state, seat) {
    return legalMovesOf(state, seat);
  },

  apply(state, _seat, move) {
    return applyMoveTo(state, move);
  },

  view(state, viewer: Viewer): AtrahView {
    return { ...copyTable(state), viewer };
  },

  outcome(state): Outcome | null {
    if (state.phase !== 'over') return null;
    const scores = finalScores(state);
    const best = Math.max(...scores);
    const winners: PlayerSeat[] = [];
    for (let p = 0; p < scores.length; p++) if (scores[p] === best) winners.push(p); // ATR-25
    return { winners, scores, reason: 'three-stacks-empty' };
  },

  determinize(view, _seat, rng) {
    return determinize(view, rng);
  },

  clone(state) {
    const under: number[][] = [];
    for (let s = 0; s < STACKS; s++) under.push(state.under[s].slice());
    return { ...copyTable(state), under, pile: state.pile.slice() };
  },

  moveKey(move) {
    switch (move.type) {
      case 'row':
        return 'r' + move.line;
      case 'send':
        return 's' + move.stack;
      case 'majority':
        return 'm' + move.family;
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
  },

  narrate(event): Message | null {
    return describeEvent(event);
  },

  describeMove(move): Message {
    return describeMoveText(move);
  },

  describeView(view): Message[] {
    return describeTable(view, view.viewer === SPECTATOR ? null : view.viewer);
  },
};
