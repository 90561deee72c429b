// ATMOSFEAR's guided first game: three players on a fixed seed and the quickest hour, the learner against the
// heuristic bots. The hour runs on the engine's simulated clock (each move takes a person's time, and the system
// seat brings the Gatekeeper when he falls due), so the lesson waits for the learner. It teaches the Well of Fears,
// the race to a Headstone, a Keystone and a Gatekeeper interruption, telling each outcome from the events seen.
import { Rng, formatMessage } from '../../../engine/index.ts';
import type { Lesson, LessonMoment, LessonStep } from '../../ui.ts';
import { atmosfearBots } from '../bots.ts';
import { COLOURS, HARBINGERS, POWERS, powerOf } from '../content.ts';
import type { AtmosfearEvent, AtmosfearMove } from '../state.ts';
import type { AtmosfearView } from '../view.ts';
import { buttonMoves, choosesSquare } from './derive.ts';
import { lessonTexts } from './lesson-texts.ts';
import { atmosfearPresentation } from '../presentation.ts';

type Moment = LessonMoment<AtmosfearView, AtmosfearMove, AtmosfearEvent>;
type Step = LessonStep<AtmosfearView, AtmosfearMove, AtmosfearEvent>;
type Params = Readonly<Record<string, string | number>>;
type Event<T extends AtmosfearEvent['type']> = Extract<AtmosfearEvent, { type: T }>;

const words = (m: Moment, key: string, params?: Params) =>
  formatMessage(lessonTexts, m.lang, { key, params });
const game = (m: Moment, key: string) => formatMessage(atmosfearPresentation.texts, m.lang, { key });

/** The learner's latest event of a type, in the whole game so far. */
function latest<T extends AtmosfearEvent['type']>(m: Moment, type: T): Event<T> | undefined {
  for (let i = m.log.length - 1; i >= 0; i--) {
    const e = m.log[i];
    if (e.type === type && 'seat' in e && e.seat === m.seat) return e as Event<T>;
  }
  return undefined;
}

/** The coach's move: the heuristic's, from the learner's view (a fixed stream; a fear of ours, never written). */
function suggestion(m: Moment): AtmosfearMove | null {
  const moves = m.moves.filter((mv) => mv.type !== 'fear' || 'key' in mv);
  if (moves.length === 0) return null;
  const input = { view: m.view, seat: m.seat, moves, time: 0, reacting: false };
  const chosen = atmosfearBots.heuristic!(input, Rng.fromSeed('coach'));
  return chosen && moves.some((mv) => mv === chosen) ? chosen : moves[0];
}

/** Where a move is made: a square of the board, the Well's "take one of ours", a duel card, or its button. */
function selectorOf(m: Moment, mv: AtmosfearMove): string {
  const view = m.view;
  if (
    mv.type === 'go' ||
    mv.type === 'fly' ||
    (mv.type === 'pick' && view.pending && choosesSquare(view.pending.why))
  )
    return `.atm-sq[data-square="${mv.type === 'pick' ? mv.value : mv.to}"][data-target]`;
  if (mv.type === 'fear') return '.atm-fear-well-ours button';
  if (mv.type === 'card') return `[data-card="${mv.value}"]`;
  if (view.pending?.why === 'bargain')
    return `.atm-gk-choice > button:nth-of-type(${m.moves.indexOf(mv) + 1})`;
  return `.atm-actions > button:nth-child(${buttonMoves(view, m.moves).indexOf(mv) + 1})`;
}

const coach: Pick<Step, 'suggest' | 'point'> = {
  suggest: suggestion,
  point: (m) => {
    const mv = suggestion(m);
    return mv ? selectorOf(m, mv) : null;
  },
};

const over = (m: Moment) => m.outcome !== null;

const steps: Step[] = [
  { say: (m) => words(m, 'intro'), point: () => '.atm-clock' },
  {
    say: (m) => words(m, 'well'),
    ...coach,
    done: (m) =>
      m.view.phase !== 'fears' || m.log.some((e) => e.type === 'fear-written' && e.seat === m.seat),
  },
  { say: (m) => words(m, 'race'), ...coach, done: (m) => latest(m, 'became') !== undefined || over(m) },
  {
    say: (m) => {
      const became = latest(m, 'became');
      return words(m, 'became', {
        harbinger: became ? game(m, `harbinger.${HARBINGERS[became.harbinger]}`) : '',
      });
    },
    point: () => '.atm-index',
  },
  {
    say: (m) => words(m, 'keystone'),
    ...coach,
    done: (m) => latest(m, 'took-stone') !== undefined || over(m),
  },
  {
    say: (m) => {
      const took = latest(m, 'took-stone');
      const harbinger = m.view.harbinger[m.seat];
      if (!took || harbinger < 0) return words(m, 'keystone');
      return words(m, 'took', {
        colour: game(m, `colour.${COLOURS[took.colour]}`),
        harbinger: game(m, `harbinger.${HARBINGERS[harbinger]}`),
        power: game(m, `power.${POWERS[powerOf(harbinger, took.colour)]}`),
        n: new Set(m.view.keys[m.seat]).size,
      });
    },
    point: () => '.atm-index',
  },
  {
    say: (m) => words(m, 'gatekeeper-wait'),
    ...coach,
    done: (m) => m.log.some((e) => e.type === 'gatekeeper') || over(m),
  },
  {
    say: (m) => {
      let said: Event<'gatekeeper'> | undefined;
      for (const e of m.log) if (e.type === 'gatekeeper') said = e;
      const line = said && atmosfearPresentation.narrate ? atmosfearPresentation.narrate(said) : null;
      return words(m, 'gatekeeper', {
        line: line ? formatMessage(atmosfearPresentation.texts, m.lang, line) : '',
      });
    },
    point: () => '.game-log',
  },
  { say: (m) => words(m, 'end'), point: () => '.atm-clock' },
];

export const lessons: readonly Lesson[] = [
  {
    title: { en: lessonTexts.en.title, ru: lessonTexts.ru.title, et: lessonTexts.et.title },
    seed: 'learn-atmosfear-47',
    players: 3,
    seat: 0,
    options: { minutes: 30 },
    bots: atmosfearBots,
    steps: steps as readonly LessonStep[],
  },
];
