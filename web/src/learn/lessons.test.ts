// Every game's lesson, walked as the page walks it: the coach's steps over a local match on the lesson's seed, a
// learner who makes the moves a step allows (the coach's suggestion, the heuristic's choice, or simply the first),
// Next on steps to read.
import { describe, expect, it } from 'vitest';
import { LANGS, Rng, type AnyGame } from '../../../engine/index.ts';
import type { Lesson } from '../../../games/ui.ts';
import { gameById } from '../../../games/index.ts';
import { allowedMoves, stepAt } from './coach.ts';
import { LocalMatch } from './localMatch.ts';

const found = import.meta.glob<readonly Lesson[]>('../../../games/*/ui/lesson.ts', {
  eager: true,
  import: 'lessons',
});
const all = Object.entries(found).flatMap(([path, lessons]) =>
  lessons.map((lesson, i) => ({ game: gameById(path.split('/')[4]), lesson, part: i + 1 })),
);

type Learner = 'coach' | 'heuristic' | 'first';

/** Plays the lesson through; returns the steps in the order shown, with their words in every language. */
function walk(game: AnyGame, lesson: Lesson, learner: Learner, limit = 6000) {
  const local = new LocalMatch(game, lesson);
  const rng = Rng.fromSeed('learner');
  const shown: { step: number; words: Record<string, string> }[] = [];
  let step = 0;
  for (let i = 0; i < limit; i++) {
    const m = local.moment('en');
    step = stepAt(lesson.steps, step, m);
    if (step >= lesson.steps.length) return { local, shown, finished: true };
    if (shown.at(-1)?.step !== step) {
      const words = Object.fromEntries(
        LANGS.map((lang) => [lang, lesson.steps[step].say(local.moment(lang))]),
      );
      shown.push({ step, words });
    }
    const waiting = local.waiting();
    if (!lesson.steps[step].done) {
      step++; // a step to read: Next
    } else if (waiting.kind === 'learner') {
      const moves = allowedMoves(lesson.steps, step, m);
      const suggested = lesson.steps[step].suggest?.(m);
      if (learner === 'coach' && suggested) local.play(suggested);
      else if (waiting.reacting) local.letPass();
      else if (learner === 'first') local.play(moves[0]);
      else {
        const input = { view: m.view, seat: m.seat, moves, time: local.match.time, reacting: false };
        local.play(lesson.bots.heuristic?.(input, rng) ?? moves[0]);
      }
    } else if (waiting.kind === 'others') local.playOthers();
    else return { local, shown, finished: false };
  }
  return { local, shown, finished: false };
}

describe('lessons', () => {
  it('every game with a board of its own has a lesson', () => {
    expect(all.length).toBeGreaterThanOrEqual(1);
  });
  for (const { game, lesson, part } of all) {
    it(`${game.id} part ${part}: the lesson is the same match on every device, told as the learner's seat saw it`, () => {
      const a = walk(game, lesson, 'coach').local;
      const b = walk(game, lesson, 'coach').local;
      expect(b.match.record).toEqual(a.match.record);
      const moment = a.moment('en');
      // What the coach reads is the learner's view and the events as that seat saw them, nothing more.
      expect(moment.view).toEqual(a.match.view(lesson.seat));
      expect(a.history.flatMap((h) => h.events)).toEqual(moment.log);
    });
    it(`${game.id} part ${part}: a learner who follows the coach sees every step happen on the lesson's seed`, () => {
      const { local, shown, finished } = walk(game, lesson, 'coach');
      expect(finished).toBe(true);
      // Every step was shown (none skipped because the game ended first), and the game goes on.
      expect(shown.map((s) => s.step)).toEqual(lesson.steps.map((_, i) => i));
      expect(local.outcome()).toBe(null);
    });
    for (const learner of ['heuristic', 'first'] as const) {
      it(`${game.id} part ${part}: a ${learner} learner finishes every step, and each is told in every language`, () => {
        const { shown, finished } = walk(game, lesson, learner);
        expect(finished).toBe(true);
        expect(shown.length).toBeGreaterThan(2);
        for (const { words } of shown) {
          for (const lang of LANGS) {
            expect(words[lang].length, `${lang}: ${words.en}`).toBeGreaterThan(20);
            expect(words[lang]).not.toMatch(/[{}]/);
          }
          expect(words.ru).not.toBe(words.en);
          expect(words.et).not.toBe(words.en);
        }
      });
    }
  }
});
