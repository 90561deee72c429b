// Mystery of the Old House's guided first game, in two parts on fixed seeds against the heuristic bot: first as the
// hunters (two heroes at a two-player table): reading traces and searching, and what a wrong accusation costs;
// then as the Phantom: moving unseen. Each outcome is told from the events the learner's seat saw.
import { Rng, formatMessage } from '../../../engine/index.ts';
import type { Lesson, LessonMoment, LessonStep } from '../../ui.ts';
import { cellName } from '../board.ts';
import { oldHouseBots } from '../bots.ts';
import { HUNTERS, SCHOLAR } from '../content.ts';
import type { OldHouseEvent, OldHouseMove } from '../state.ts';
import type { OldHouseView } from '../view.ts';
import { lessonTexts } from './lesson-texts.ts';
import { oldHousePresentation } from '../presentation.ts';

type Moment = LessonMoment<OldHouseView, OldHouseMove, OldHouseEvent>;
type Step = LessonStep<OldHouseView, OldHouseMove, OldHouseEvent>;
type Params = Readonly<Record<string, string | number>>;
type Searched = Extract<OldHouseEvent, { type: 'searched' }>;
type Accused = Extract<OldHouseEvent, { type: 'accused' }>;

const words = (m: Moment, key: string, params?: Params) =>
  formatMessage(lessonTexts, m.lang, { key, params });
const heroName = (m: Moment, hero: number) =>
  formatMessage(oldHousePresentation.texts, m.lang, { key: `hunter.${HUNTERS[m.view.heroChar[hero]]}` });

/** The moves the coach suggests among: those the page offers with one or two presses (no trap, no summon). */
const SIMPLE = new Set(['hero', 'draft', 'pick', 'step', 'end-turn', 'move', 'accuse', 'done']);

/** The heuristic's choice among the simple moves (`only`: of one type), from the learner's view, on a fixed stream. */
function suggestion(m: Moment, only?: OldHouseMove['type']): OldHouseMove | null {
  const moves = m.moves.filter((mv) => (only ? mv.type === only : SIMPLE.has(mv.type)));
  if (moves.length === 0) return null;
  const input = { view: m.view, seat: m.seat, moves, time: 0, reacting: false };
  const chosen = oldHouseBots.heuristic!(input, Rng.fromSeed('coach'));
  return chosen && moves.includes(chosen) ? chosen : moves[0];
}

/** Where on the table a move is made: its button, or its cell and then Confirm. */
function selectorOf(m: Moment, mv: OldHouseMove): string {
  switch (mv.type) {
    case 'hero':
      return `[data-hunter="${HUNTERS[mv.hunter]}"] [data-move="hero"][aria-pressed="false"], .oh-pending [data-confirm]`;
    case 'draft':
      return `[data-move="draft-${mv.mode}"]`;
    case 'pick':
      return `.oh-cards > li:nth-child(${mv.card + 1}) [data-move="pick"][aria-pressed="false"], .oh-pending [data-confirm]`;
    case 'step':
      return `[data-move="step-${mv.dir}"]`;
    case 'move': {
      const cell = `.oh-cell[data-cell="${cellName(mv.cell)}"][data-action][aria-pressed="false"]`;
      const hero = `[data-hero="${mv.hero}"] [data-move="select-hero"][aria-pressed="false"]`;
      return `${cell}, .oh-pending [data-confirm], ${hero}`;
    }
    case 'accuse':
      return `[data-hero="${mv.hero}"] [data-move="accuse"]`;
    default:
      return `[data-move="${mv.type}"]`;
  }
}

function pointAt(m: Moment, only?: OldHouseMove['type']): string | null {
  const mv = suggestion(m, only);
  return mv ? selectorOf(m, mv) : null;
}

const searchedBy = (m: Moment) =>
  m.events.filter((e): e is Searched => e.type === 'searched' && m.view.heroSeat[e.hero] === m.seat);
const accusedBy = (m: Moment) =>
  m.events.find((e): e is Accused => e.type === 'accused' && m.view.heroSeat[e.hero] === m.seat);
/** The dice of the latest hunters' turn, per hero (0: the hero sits it out). */
function latestRolls(m: Moment): readonly number[] | undefined {
  for (let i = m.log.length - 1; i >= 0; i--) {
    const e = m.log[i];
    if (e.type === 'hunters-turn') return e.rolls;
  }
  return undefined;
}
const hunting = (m: Moment) => m.view.phase === 'hunters' && m.moves.length > 0;

const hunterSteps: Step[] = [
  { say: (m) => words(m, 'h.intro'), point: () => '.oh-house' },
  {
    say: (m) => words(m, 'h.heroes'),
    suggest: (m) => suggestion(m, 'hero'),
    point: (m) => pointAt(m, 'hero'),
    done: (m) => m.view.phase !== 'heroes',
  },
  // The hunters' hand once the Phantom has drafted; the row of cards while it drafts.
  { say: (m) => words(m, 'h.twilight'), point: () => '[data-hand="hunters"], .oh-draft' },
  { say: (m) => words(m, 'h.wait'), point: () => '.game-log', done: hunting },
  {
    say: (m) =>
      words(m, 'h.move', {
        rolls: m.view.heroSeat
          .flatMap((seat, h) => (seat === m.seat ? [`${heroName(m, h)} ${m.view.heroRoll[h]}`] : []))
          .join(', '),
      }),
    suggest: (m) => suggestion(m, 'move'),
    point: (m) => pointAt(m, 'move'),
    done: (m) => searchedBy(m).length > 0 || !hunting(m),
    allow: (_m, mv) => mv.type === 'move',
  },
  {
    say: (m) => {
      const searched = searchedBy(m);
      const cells = [...new Set(searched.flatMap((s) => s.cells))].map(cellName).join(', ');
      const found = searched.flatMap((s) => s.found.filter((_, i) => i % 2 === 0));
      return found.length > 0
        ? words(m, 'h.found', { count: found.length, cells: found.map(cellName).join(', ') })
        : words(m, 'h.nothing', { cells });
    },
    point: () => '[data-aid]',
  },
  {
    say: (m) => words(m, 'h.accuse'),
    suggest: (m) => suggestion(m, 'accuse'),
    point: (m) => pointAt(m, 'accuse'),
    done: (m) => accusedBy(m) !== undefined || !hunting(m),
    allow: (_m, mv) => mv.type === 'accuse',
  },
  {
    say: (m) => {
      const accused = accusedBy(m);
      if (!accused) return words(m, 'h.no-accusation');
      const cell = cellName(accused.cell);
      return accused.right
        ? words(m, 'h.right', { cell, damage: m.view.damage })
        : words(m, m.view.heroChar[accused.hero] === SCHOLAR ? 'h.wrong-scholar' : 'h.wrong', {
            cell,
            hero: heroName(m, accused.hero),
          });
    },
    point: () => '.oh-tracks',
  },
  {
    say: (m) => words(m, 'h.finish'),
    suggest: (m) => suggestion(m),
    point: (m) => (hunting(m) ? pointAt(m) : null),
    done: (m) => !hunting(m),
  },
  { say: (m) => words(m, 'h.again'), point: () => '.game-log', done: hunting },
  {
    say: (m) => {
      const accused = m.log.find(
        (e): e is Accused => e.type === 'accused' && m.view.heroSeat[e.hero] === m.seat && !e.right,
      );
      const rolls = latestRolls(m);
      return accused && rolls?.[accused.hero] === 0
        ? words(m, 'h.sits-out', { hero: heroName(m, accused.hero) })
        : words(m, 'h.no-sitting-out');
    },
    point: (m) => {
      const accused = accusedBy(m) ?? m.log.find((e): e is Accused => e.type === 'accused');
      return accused ? `[data-hero="${accused.hero}"]` : '.oh-controls';
    },
  },
  { say: (m) => words(m, 'h.end'), point: () => '.oh-house' },
];

const phantomTurn = (m: Moment) => m.view.phase === 'phantom' && m.moves.length > 0;
const searchedCells = (m: Moment) => {
  const searched = m.events.filter((e): e is Searched => e.type === 'searched');
  return {
    cells: [...new Set(searched.flatMap((s) => s.cells))].map(cellName).join(', '),
    found: searched.flatMap((s) => s.found.filter((_, i) => i % 2 === 0)),
  };
};

const phantomSteps: Step[] = [
  { say: (m) => words(m, 'p.intro'), point: () => '.oh-house [data-phantom]' },
  {
    say: (m) => words(m, 'p.draft'),
    suggest: (m) => suggestion(m),
    point: (m) => pointAt(m),
    done: (m) => m.view.phase === 'phantom' || m.view.phase === 'hunters',
  },
  {
    say: (m) => words(m, 'p.move', { roll: m.view.roll }),
    suggest: (m) => suggestion(m),
    point: (m) => (phantomTurn(m) ? pointAt(m) : null),
    // Its first turn is over: the second opening turn, or the hunters', has begun.
    done: (m) =>
      m.view.phase === 'hunters' ||
      (m.view.phase === 'phantom' && m.view.openingLeft < 2 && m.view.cardsThisTurn === 0),
  },
  {
    say: (m) => words(m, m.view.openingLeft > 0 ? 'p.opening' : 'p.again'),
    suggest: (m) => suggestion(m),
    point: (m) => (phantomTurn(m) ? pointAt(m) : null),
    done: (m) => m.view.phase === 'hunters',
  },
  { say: (m) => words(m, 'p.watch'), point: () => '.game-log', done: phantomTurn },
  {
    say: (m) => {
      const { cells, found } = searchedCells(m);
      return found.length > 0
        ? words(m, 'p.found', { cells, count: found.length })
        : words(m, 'p.unseen', { cells: cells || '—' });
    },
    point: () => '.oh-house [data-phantom]',
  },
  { say: (m) => words(m, 'p.relic'), point: () => '.oh-tracks' },
  {
    say: (m) => words(m, 'p.again'),
    suggest: (m) => suggestion(m),
    point: (m) => (phantomTurn(m) ? pointAt(m) : null),
    done: (m) => m.view.phase !== 'phantom' && m.view.phase !== 'twilight',
  },
  { say: (m) => words(m, 'p.end'), point: () => '.oh-house [data-phantom]' },
];

const title = (key: string) => ({
  en: lessonTexts.en[key],
  ru: lessonTexts.ru[key],
  et: lessonTexts.et[key],
});

export const lessons: readonly Lesson[] = [
  {
    title: title('hunter.title'),
    seed: 'learn-old-house-1',
    players: 2,
    seat: 1,
    bots: oldHouseBots,
    steps: hunterSteps as readonly LessonStep[],
  },
  {
    title: title('phantom.title'),
    seed: 'learn-old-house-2',
    players: 2,
    seat: 0,
    bots: oldHouseBots,
    steps: phantomSteps as readonly LessonStep[],
  },
];
