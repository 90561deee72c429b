// ATMOSFEAR: The Harbingers: a race against the Gatekeeper's hour. Collect a Keystone of every colour, get Home, roll a
// 6 and face a fear that is not your own — before the hour runs out. Rule IDs (ATM-…) point into
// ../../../shared/rules/atmosfear.md, decision IDs (ATM-D…) into DESIGN.md. This file only puts the parts together: the
// rules in rules.ts (and the files it names), what each seat sees in view.ts, the words in presentation.ts; how bots
// play it is bots.ts.
import type { Game } from '../../engine/index.ts';
import { moveKey } from './moves.ts';
import {
  DEFAULT_OPTIONS,
  apply,
  legalMoves,
  outcome,
  parseOptions,
  readWritten,
  setup,
  systemDueAt,
  toAct,
} from './rules.ts';
import type { AtmosfearEvent, AtmosfearMove, AtmosfearOptions, AtmosfearState } from './state.ts';
import { clone, determinize, view, viewEvent, type AtmosfearView } from './view.ts';

export type { AtmosfearEvent, AtmosfearMove, AtmosfearOptions, AtmosfearState } from './state.ts';
export type { AtmosfearView } from './view.ts';

export const atmosfear: Game<AtmosfearState, AtmosfearMove, AtmosfearView, AtmosfearEvent, AtmosfearOptions> =
  {
    id: 'atmosfear',
    options: { players: { min: 3, max: 6 }, defaults: DEFAULT_OPTIONS, parse: parseOptions },
    wire: { moveKey, readWritten, viewEvent },
    timing: {
      // ATM-D14: when the Gatekeeper comes next is his secret: no client is told the system seat's due time.
      secretSchedule: true,
      // ATM-D27: the hour does not wait, so a move the table outran still counts if it is still legal.
      lateMovesCount: true,
      dueAt: systemDueAt,
    },
    setup: ({ players, options, rng }) => setup(players, options, rng),
    toAct,
    legalMoves,
    apply,
    view,
    outcome,
    determinize,
    clone,
  };
