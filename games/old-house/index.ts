// Mystery of the Old House (Тайна старого дома, Vana maja saladus): a hidden Phantom against a team of hunters. Rule
// IDs (OH-…) point into ../../../shared/rules/old-house.md, decision IDs (OH-D…) into DESIGN.md. This file only puts
// the parts together: the rules in rules.ts, what each seat sees in view.ts, the words in presentation.ts; how bots
// play it is bots.ts.
import type { Game } from '../../engine/index.ts';
import { DEFAULT_OPTIONS, apply, legalMoves, outcome, parseOptions, setup, toAct } from './rules.ts';
import {
  moveKey,
  type OldHouseEvent,
  type OldHouseMove,
  type OldHouseOptions,
  type OldHouseState,
} from './state.ts';
import { clone, determinize, view, viewEvent, type OldHouseView } from './view.ts';

export type { OldHouseEvent, OldHouseMove, OldHouseOptions, OldHouseState } from './state.ts';
export type { OldHouseView, Role } from './view.ts';
export { possibleCells } from './describe.ts';

export const oldHouse: Game<OldHouseState, OldHouseMove, OldHouseView, OldHouseEvent, OldHouseOptions> = {
  id: 'old-house',
  options: { players: { min: 2, max: 4 }, defaults: DEFAULT_OPTIONS, parse: parseOptions },
  wire: { moveKey, viewEvent },

  setup: ({ players, options, rng }) => setup(players, options, rng),
  toAct,
  legalMoves,
  apply: (state, seat, move, ctx) => apply(state, seat, move, ctx.rng),
  view,
  outcome,
  determinize,
  clone,
};
