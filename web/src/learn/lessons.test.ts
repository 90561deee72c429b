// Every game's lesson, walked as the page walks it (walk.ts), by a learner who follows the coach, one who plays
// the heuristic's moves, and one who always makes the first move a step allows.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../engine/index.ts';
import type { Lesson } from '../../../games/ui.ts';
import { gameById } from '../../../games/index.ts';
import { LocalMatch } from './localMatch.ts';
import { walkLesson as walk } from './walk.ts';

const found = import.meta.glob<readonly Lesson[]>('../../../games/*/ui/lesson.ts', {
  eager: true,
  import: 'lessons',
});
const all = Object.entries(found).flatMap(([path, lessons]) =>
  lessons.map((lesson, i) => ({ game: gameById(path.split('/')[4]), lesson, part: i + 1 })),
);

describe('lessons', () => {
  it("finds the games' lessons by folder", () => {
    expect(new Set(all.map((l) => l.game.id)).size).toBeGreaterThanOrEqual(4);
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
    it(`${game.id} part ${part}: the page waits on the game's clock only while nobody is asked`, () => {
      const local = new LocalMatch(game, lesson);
      for (let i = 0; i < 300 && local.waiting().kind !== 'over'; i++) {
        if (local.waiting().kind === 'learner') {
          expect(local.clockWaitMs()).toBe(null);
          const [move] = local.legalMoves();
          if (move === undefined) local.letPass();
          else local.play(move);
        } else {
          expect(local.clockWaitMs() ?? 0).toBeGreaterThanOrEqual(0);
          local.playOthers();
        }
      }
    });
    it(`${game.id} part ${part}: a learner who follows the coach is told every outcome on the lesson's seed`, () => {
      const { local, shown, finished } = walk(game, lesson, 'coach');
      expect(finished).toBe(true);
      // Every step to read was shown, each outcome told after the thing happened, and the game goes on. A step
      // to do may pass unseen when the learner has done its thing already (the Gatekeeper came early).
      const toRead = lesson.steps.flatMap((step, i) => (step.done ? [] : [i]));
      expect(shown.map((s) => s.step).filter((i) => !lesson.steps[i].done)).toEqual(toRead);
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
