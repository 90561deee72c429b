// A lesson played through without a page, as the page plays it: the coach's steps over a local match on the
// lesson's seed, Next on steps to read, and a learner who makes the moves a step allows: the coach's suggestion,
// the heuristic's choice, or simply the first. The unit tests walk every lesson so, and the seed search
// (web/checks/lesson-seeds.ts) looks for seeds where the coach's learner sees every step happen in order.
import { LANGS, Rng, type AnyGame, type Lang } from '../../../engine/index.ts';
import type { Lesson } from '../../../games/ui.ts';
import { allowedMoves, stepAt } from './coach.ts';
import { LocalMatch } from './localMatch.ts';

export type Learner = 'coach' | 'heuristic' | 'first';

export interface Walk {
  readonly local: LocalMatch;
  /** The steps in the order shown, each with its words in every language when it was first shown. */
  readonly shown: readonly { readonly step: number; readonly words: Readonly<Record<Lang, string>> }[];
  /** Every step was passed (the lesson is complete). */
  readonly finished: boolean;
  /** How many moves the learner made. */
  readonly moves: number;
}

export function walkLesson(game: AnyGame, lesson: Lesson, learner: Learner, limit = 6000): Walk {
  const local = new LocalMatch(game, lesson);
  const rng = Rng.fromSeed('learner');
  const shown: { step: number; words: Record<Lang, string> }[] = [];
  let step = 0;
  let moves = 0;
  const result = (finished: boolean): Walk => ({ local, shown, finished, moves });
  for (let i = 0; i < limit; i++) {
    const m = local.moment('en');
    step = stepAt(lesson.steps, step, m);
    if (step >= lesson.steps.length) return result(true);
    if (shown.at(-1)?.step !== step) {
      const words = Object.fromEntries(
        LANGS.map((lang) => [lang, lesson.steps[step].say(local.moment(lang))]),
      );
      shown.push({ step, words: words as Record<Lang, string> });
    }
    const waiting = local.waiting();
    if (!lesson.steps[step].done) {
      step++; // a step to read: Next
    } else if (waiting.kind === 'learner') {
      const allowed = allowedMoves(lesson.steps, step, m);
      const suggested = lesson.steps[step].suggest?.(m);
      moves++;
      if (learner === 'coach' && suggested) local.play(suggested);
      else if (waiting.reacting) local.letPass();
      else if (learner === 'first') local.play(allowed[0]);
      else {
        const input = { view: m.view, seat: m.seat, moves: allowed, time: local.match.time, reacting: false };
        local.play(lesson.bots.heuristic?.(input, rng) ?? allowed[0]);
      }
    } else if (waiting.kind === 'others') local.playOthers();
    else return result(false);
  }
  return result(false);
}
