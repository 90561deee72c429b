// What each seat may know: the whole table, and nothing under it (ATR-D14). Every card in sight is public;
// the cards under the stacks' tops and in the draw pile are hidden from every seat alike, and determinize
// deals them afresh.
import type { PlayerSeat, Rng, Viewer } from '../../engine/index.ts';
import { CARD_CODES, DECK_COUNTS, STACKS } from './content.ts';
import { copyTable, type AtrahState, type AtrahView } from './state.ts';

/** The table as `viewer` sees it: a copy of every public field, the same for every seat and a spectator. */
export function view(state: AtrahState, viewer: Viewer): AtrahView {
  return { ...copyTable(state), viewer };
}

/**
 * A full state consistent with a view: the cards nobody has seen (the deck less every visible card) are
 * shuffled and dealt under the stacks' tops and into the pile, at their known heights (ATR-D14).
 */
export function determinize(view: AtrahView, _seat: PlayerSeat, rng: Rng): AtrahState {
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

/** A deep copy: the table, the cards under each top and the pile. */
export function clone(state: AtrahState): AtrahState {
  const under: number[][] = [];
  for (let s = 0; s < STACKS; s++) under.push(state.under[s].slice());
  return { ...copyTable(state), under, pile: state.pile.slice() };
}
