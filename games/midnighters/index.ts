// Midnighters (Полуночники): a shared dream on a map of twelve places; the first to cross the Bridge and wake
// wins. Rule IDs (MID-…) point into ../../../shared/rules/midnighters.md, decision IDs (MID-D…) into DESIGN.md.
// This file only puts the parts together: the rules in rules.ts (and the files it names), what each seat sees
// in view.ts, the words in presentation.ts; how bots play it is bots.ts.
import type { Game } from '../../engine/index.ts';
import { moveKey } from './moves.ts';
import {
  DEFAULT_OPTIONS,
  apply,
  legalMoves,
  outcome,
  parseOptions,
  setup,
  systemDueAt,
  toAct,
} from './rules.ts';
import type { MidnightersEvent, MidnightersMove, MidnightersOptions, MidnightersState } from './state.ts';
import { clone, determinize, view, viewEvent, type MidnightersView } from './view.ts';

export type { MidnightersEvent, MidnightersMove, MidnightersOptions, MidnightersState } from './state.ts';
export type { MidnightersView } from './view.ts';

export const midnighters: Game<
  MidnightersState,
  MidnightersMove,
  MidnightersView,
  MidnightersEvent,
  MidnightersOptions
> = {
  id: 'midnighters',
  options: { players: { min: 2, max: 6 }, defaults: DEFAULT_OPTIONS, parse: parseOptions },
  wire: { moveKey, viewEvent },
  timing: { dueAt: systemDueAt },
  setup: ({ players, options, rng }) => setup(players, options, rng),
  toAct,
  legalMoves,
  apply,
  view,
  outcome,
  determinize,
  clone,
};
