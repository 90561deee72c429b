// Midnighters' guided first game: two Midnighters on a fixed seed, the map dealt at random, the learner against the
// heuristic bot. It teaches a Dreamwalk, a Midnight Star's activation, a nightmare and the Town Hall that sheds it,
// and a trap set and sprung; each step waits until the learner has done its thing (at any point of the game so
// far), and tells what it did from the events the learner saw.
import { Rng, formatMessage } from '../../../engine/index.ts';
import type { Lesson, LessonMoment, LessonStep } from '../../ui.ts';
import { midnightersBots } from '../bots.ts';
import { LOCATIONS, NIGHTMARES, TOWN_HALL } from '../content.ts';
import { moveKey } from '../moves.ts';
import type { MidnightersEvent, MidnightersMove } from '../state.ts';
import type { MidnightersView } from '../view.ts';
import { lessonTexts } from './lesson-texts.ts';
import { texts as boardTexts } from './texts.ts';
import { midnightersPresentation } from '../presentation.ts';

type Moment = LessonMoment<MidnightersView, MidnightersMove, MidnightersEvent>;
type Step = LessonStep<MidnightersView, MidnightersMove, MidnightersEvent>;
type Params = Readonly<Record<string, string | number>>;
type Event<T extends MidnightersEvent['type']> = Extract<MidnightersEvent, { type: T }>;

const words = (m: Moment, key: string, params?: Params) =>
  formatMessage(lessonTexts, m.lang, { key, params });
const place = (m: Moment, location: number) =>
  formatMessage(midnightersPresentation.texts, m.lang, { key: `location.${LOCATIONS[location]}` });
const does = (m: Moment, location: number) =>
  formatMessage(boardTexts, m.lang, { key: `place.${LOCATIONS[location]}` });

/** The learner's latest event of a type, in the whole game so far. */
function latest<T extends MidnightersEvent['type']>(m: Moment, type: T): Event<T> | undefined {
  for (let i = m.log.length - 1; i >= 0; i--) {
    const e = m.log[i];
    if (e.type === type && 'seat' in e && e.seat === m.seat) return e as Event<T>;
  }
  return undefined;
}

const over = (m: Moment) => m.outcome !== null;

/**
 * The coach's move: among the moves of the types the step is about, when there are any, the heuristic's choice;
 * otherwise the heuristic's among all (never a Vertigo, which takes a map to explain; the learner may still play it).
 */
function suggestion(m: Moment, prefer: readonly MidnightersMove['type'][] = []): MidnightersMove | null {
  if (m.moves.length === 0) return null;
  const preferred = m.moves.filter(
    (mv) => prefer.includes(mv.type) && (mv.type !== 'spring' || catches(m, mv)),
  );
  const plain = m.moves.filter((mv) => mv.type !== 'vertigo' && (mv.type !== 'spring' || catches(m, mv)));
  const moves = preferred.length > 0 ? preferred : plain.length > 0 ? plain : m.moves;
  const input = { view: m.view, seat: m.seat, moves, time: 0, reacting: false };
  const chosen = midnightersBots.heuristic!(input, Rng.fromSeed('coach'));
  return chosen && moves.includes(chosen) ? chosen : moves[0];
}

/** Whether springing this trap now would catch a rival (a rival stands on its location). */
function catches(m: Moment, mv: Extract<MidnightersMove, { type: 'spring' }>): boolean {
  const trap = m.view.traps[m.seat][mv.trap];
  return m.view.avatar.some((at, seat) => seat !== m.seat && trap !== undefined && at === trap.location);
}

/** Where a move is made: its button, after the mode that shows it. */
function selectorOf(mv: MidnightersMove): string {
  const key = moveKey(mv);
  switch (mv.type) {
    case 'walk':
      return `.mn-turn [data-key="${key}"]`;
    case 'trap':
      return `[data-mode-button="trap"][aria-pressed="false"], [data-trap-with="${mv.with}"], [data-step="trap"] [data-key="${key}"]`;
    case 'swap':
      return `[data-mode-button="swap"][aria-pressed="false"], [data-step="swap"] [data-key="${key}"]`;
    default:
      return `[data-key="${key}"]`;
  }
}

/** A step's coach: it suggests a move of the kinds it teaches, and points where that move is made. */
function coach(prefer: readonly MidnightersMove['type'][]): Pick<Step, 'suggest' | 'point'> {
  return {
    suggest: (m) => suggestion(m, prefer),
    point: (m) => {
      const mv = suggestion(m, prefer);
      return mv ? selectorOf(mv) : null;
    },
  };
}

const steps: Step[] = [
  { say: (m) => words(m, 'intro', { n: m.seat + 1 }), point: () => '.mn-map' },
  { say: (m) => words(m, 'hand'), point: (m) => `[data-hand-of="${m.seat}"]` },
  {
    say: (m) =>
      words(m, m.moves.some((mv) => mv.type === 'walk') || m.moves.length === 0 ? 'walk' : 'walk-none'),
    ...coach(['walk']),
    done: (m) => latest(m, 'walked') !== undefined || over(m),
  },
  {
    say: (m) => words(m, 'walked', { location: place(m, latest(m, 'walked')?.to ?? m.view.avatar[m.seat]) }),
    point: (m) => `.mn-map [data-avatar="${m.seat}"]`,
  },
  {
    say: (m) => {
      return words(m, 'star', { here: does(m, m.view.avatar[m.seat]) });
    },
    ...coach(['star']),
    done: (m) => latest(m, 'activated') !== undefined || over(m),
  },
  {
    say: (m) => {
      const at = latest(m, 'activated')?.location ?? m.view.avatar[m.seat];
      return words(m, 'activated', { does: does(m, at) });
    },
    point: (m) => `.mn-map [data-location="${latest(m, 'activated')?.location ?? m.view.avatar[m.seat]}"]`,
  },
  {
    say: (m) => words(m, 'nightmare-wait'),
    ...coach([]),
    done: (m) => m.log.some((e) => e.type === 'nightmare' && e.seat === m.seat && !e.void) || over(m),
  },
  {
    say: (m) => {
      const drawn = latest(m, 'nightmare');
      const nightmare = drawn
        ? formatMessage(midnightersPresentation.texts, m.lang, {
            key: `nightmare.${NIGHTMARES[drawn.nightmare]}`,
          })
        : '';
      return words(m, 'nightmare', { nightmare });
    },
    point: (m) => `[data-nightmares="${m.seat}"]`,
  },
  {
    say: (m) => words(m, 'town-hall'),
    ...coach([]),
    done: (m) => m.view.nightmares[m.seat].length === 0 || over(m),
  },
  {
    say: (m) => words(m, 'shed', { n: latest(m, 'shed')?.nightmares.length ?? 1 }),
    point: (m) => `[data-nightmares="${m.seat}"], [data-seat="${m.seat}"]`,
  },
  {
    say: (m) => words(m, 'trap'),
    ...coach(['trap']),
    done: (m) => latest(m, 'trap-set') !== undefined || over(m),
  },
  {
    say: (m) => words(m, 'trap-set', { location: place(m, latest(m, 'trap-set')?.location ?? TOWN_HALL) }),
    point: (m) => `[data-traps="${m.seat}"]`,
  },
  {
    say: (m) => words(m, 'spring'),
    ...coach(['spring']),
    done: (m) => latest(m, 'sprung') !== undefined || over(m),
  },
  {
    say: (m) => {
      const sprung = latest(m, 'sprung');
      if (!sprung) return words(m, 'sprung-empty', { location: '' });
      const location = place(m, sprung.location);
      const caught = sprung.caught.filter((s) => s !== m.seat);
      return caught.length === 0
        ? words(m, 'sprung-empty', { location })
        : words(m, 'sprung', { location, n: caught.length });
    },
    point: () => '.game-log',
  },
  { say: (m) => words(m, 'end'), point: () => '.mn-map' },
];

export const lessons: readonly Lesson[] = [
  {
    title: { en: lessonTexts.en.title, ru: lessonTexts.ru.title, et: lessonTexts.et.title },
    seed: 'learn-midnighters-686',
    players: 2,
    seat: 0,
    options: { layout: 'random' },
    bots: midnightersBots,
    steps: steps as readonly LessonStep[],
  },
];
