// ATRAH: draft deep-sea creatures from a shared 3×3 play area; what you do not keep decides which families score
// double. This file only puts the parts together: the rules in rules.ts (the cards and the table in content.ts, the
// scoring in score.ts), what each seat sees in view.ts, the words in presentation.ts (the bots are in bots.ts). Rule
// IDs (ATR-…) point into ../shared/rules/atrah.md, decision IDs (ATR-D…) into DESIGN.md.
import type { Game } from '../../engine/index.ts';
import { DEFAULT_OPTIONS, apply, legalMoves, outcome, parseOptions, setup, toAct } from './rules.ts';
import {
  moveKey,
  type AtrahEvent,
  type AtrahMove,
  type AtrahOptions,
  type AtrahState,
  type AtrahView,
} from './state.ts';
import { clone, determinize, view } from './view.ts';

export type {
  AtrahEvent,
  AtrahMove,
  AtrahOptions,
  AtrahState,
  AtrahTable,
  AtrahView,
  Phase,
} from './state.ts';
export { finalScores } from './score.ts';

export const atrah: Game<AtrahState, AtrahMove, AtrahView, AtrahEvent, AtrahOptions> = {
  id: 'atrah',
  options: { players: { min: 2, max: 4 }, defaults: DEFAULT_OPTIONS, parse: parseOptions },
  wire: { moveKey },

  setup,
  toAct,
  legalMoves,
  apply,
  view,
  outcome,
  determinize,
  clone,
};
