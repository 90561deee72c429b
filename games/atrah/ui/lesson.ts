// ATRAH's guided first game: two players on a fixed seed, the learner first, against the heuristic bot. It teaches
// the draft (a row, its effects, a family kept and the rest sunk) and how sets score (values, majorities, Fish,
// tiles), explaining each of the learner's choices from the events it caused.
import { Rng, formatMessage, type Lang } from '../../../engine/index.ts';
import type { Lesson, LessonMoment, LessonStep } from '../../ui.ts';
import { atrahBots } from '../bots.ts';
import { FAMILIES, familyOf, valueOf, type Card, type Family } from '../content.ts';
import { atrah } from '../index.ts';
import type { AtrahEvent, AtrahMove, AtrahView } from '../state.ts';
import { lessonTexts } from './lesson-texts.ts';
import { atrahPresentation } from '../presentation.ts';

type Moment = LessonMoment<AtrahView, AtrahMove, AtrahEvent>;
type Params = Readonly<Record<string, string | number>>;

const words = (m: Moment, key: string, params?: Params) =>
  formatMessage(lessonTexts, m.lang, { key, params });
const family = (lang: Lang, f: Family) =>
  formatMessage(atrahPresentation.texts, lang, { key: `family.${FAMILIES[f]}` });
const card = (lang: Lang, c: Card) => `${family(lang, familyOf(c))} ${valueOf(c)}`;
const move = (m: Moment, mv: AtrahMove) =>
  formatMessage(atrahPresentation.texts, m.lang, atrahPresentation.describeMove!(mv));

/** The move the coach suggests: the heuristic bot's choice from the learner's view (a fixed stream, so it is stable). */
function suggestion(m: Moment): AtrahMove | null {
  if (m.moves.length === 0) return null;
  const input = { view: m.view, seat: m.seat, moves: m.moves, time: 0, reacting: false };
  return atrahBots.heuristic!(input, Rng.fromSeed('coach')) ?? m.moves[0];
}

/** The suggested option until it is chosen, then Confirm (the first of the two the page holds). */
function pointAtSuggestion(m: Moment): string | null {
  const mv = suggestion(m);
  if (!mv) return null;
  const key = atrah.wire!.moveKey!(mv);
  return `.at-option[data-option="${key}"][aria-pressed="false"], .at-confirm[data-confirm="${key}"]`;
}

const mine = (m: Moment) => m.view.turn === m.seat;

const steps: LessonStep<AtrahView, AtrahMove, AtrahEvent>[] = [
  { say: (m) => words(m, 'intro'), point: () => '.at-area' },
  {
    say: (m) => words(m, 'take', { move: suggestionName(m) }),
    suggest: suggestion,
    point: pointAtSuggestion,
    done: (m) => !mine(m) || m.view.phase !== 'take',
    allow: (_m, mv) => mv.type === 'row',
  },
  {
    say: (m) => words(m, 'effects'),
    suggest: suggestion,
    point: pointAtSuggestion,
    done: (m) => !mine(m) || m.view.phase !== 'effects',
  },
  {
    say: (m) =>
      words(m, 'keep', {
        cards: m.view.hand.map((c) => card(m.lang, c)).join(', '),
        move: suggestionName(m),
      }),
    suggest: suggestion,
    point: pointAtSuggestion,
    done: (m) => !mine(m) || m.view.phase === 'claim',
    allow: (_m, mv) => mv.type === 'keep' || mv.type === 'extra',
  },
  {
    say: (m) => {
      const kept = m.events.find(
        (e): e is Extract<AtrahEvent, { type: 'kept' }> => e.type === 'kept' && e.seat === m.seat,
      );
      if (!kept) return words(m, 'kept-none');
      const sunk = m.events.filter((e) => e.type === 'discarded' && e.seat === m.seat).length;
      return words(m, 'kept', { count: kept.cards.length, family: family(m.lang, kept.family), sunk });
    },
    point: (m) => (mine(m) && m.view.phase === 'claim' ? pointAtSuggestion(m) : '.at-majority'),
  },
  {
    say: (m) => words(m, 'second'),
    suggest: suggestion,
    point: (m) => (mine(m) ? pointAtSuggestion(m) : null),
    // The learner's second turn is over once turn 4 begins (two players, the learner first).
    done: (m) => m.view.turns >= 4 || m.view.turn < 0,
  },
  { say: (m) => words(m, 'score'), point: (m) => `.at-player[data-player="${m.seat}"] .at-estimate` },
  { say: (m) => words(m, 'tiles'), point: () => '.at-tiles' },
];

function suggestionName(m: Moment): string {
  const mv = suggestion(m);
  return mv ? move(m, mv) : '';
}

export const lessons: readonly Lesson[] = [
  {
    title: {
      en: lessonTexts.en.title,
      ru: lessonTexts.ru.title,
      et: lessonTexts.et.title,
    },
    seed: 'learn-atrah-11',
    players: 2,
    seat: 0,
    options: { first: 'seat-1' },
    bots: atrahBots,
    steps: steps as readonly LessonStep[],
  },
];
