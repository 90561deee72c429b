// ATMOSFEAR in words: the texts, log lines, move names and the view in words that the browser, the command line
// and the replays show (describe.ts and texts.ts hold them).
import type { Presentation } from '../../engine/index.ts';
import { describeMove, describeView, narrate } from './describe.ts';
import { figures } from './rules.ts';
import type { AtmosfearEvent, AtmosfearMove, AtmosfearState } from './state.ts';
import { texts } from './texts.ts';
import type { AtmosfearView } from './view.ts';

export const atmosfearPresentation: Presentation<
  AtmosfearState,
  AtmosfearMove,
  AtmosfearView,
  AtmosfearEvent
> = {
  texts,
  narrate,
  describeMove,
  describeView,
  figures,
};
