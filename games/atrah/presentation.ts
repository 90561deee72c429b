// ATRAH in words: the texts, log lines, move names and the view in words that the browser, the command line
// and the replays show (describe.ts and texts.ts hold them).
import type { Presentation } from '../../engine/index.ts';
import { describeMove, describeView, narrate } from './describe.ts';
import type { AtrahEvent, AtrahMove, AtrahState, AtrahView } from './state.ts';
import { texts } from './texts.ts';

export const atrahPresentation: Presentation<AtrahState, AtrahMove, AtrahView, AtrahEvent> = {
  texts,
  narrate,
  describeMove,
  describeView,
};
