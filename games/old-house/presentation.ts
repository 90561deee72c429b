// The Old House in words: the texts, log lines, move names and the view in words that the browser, the command line
// and the replays show (describe.ts and texts.ts hold them).
import type { Presentation } from '../../engine/index.ts';
import { describeMove, describeView, narrate } from './describe.ts';
import { figures } from './rules.ts';
import { seatRole, type OldHouseEvent, type OldHouseMove, type OldHouseState } from './state.ts';
import { texts } from './texts.ts';
import type { OldHouseView } from './view.ts';

export const oldHousePresentation: Presentation<OldHouseState, OldHouseMove, OldHouseView, OldHouseEvent> = {
  texts,
  narrate,
  describeMove,
  describeView,
  seatRole,
  figures,
};
