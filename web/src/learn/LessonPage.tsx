// /learn/:game(/:part) — a guided first game: the game's own table on a lesson's fixed seed, the learner against
// the heuristic bots in this browser (no server), and the coach beside it, step by step. A finished part is
// remembered on this device (progress.ts), and the lobby marks a game whose every part is done.
import { useEffect, useMemo, useReducer, useState, type ComponentType } from 'react';
import type { BoardProps, GameUi, Lesson } from '../../../games/ui.ts';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { storage } from '../lib/storage.ts';
import { BoardArea } from '../table/BoardArea.tsx';
import { GameLog } from '../table/GameLog.tsx';
import { useGameUi, useVoice } from '../table/useGame.ts';
import { Coach } from './Coach.tsx';
import { allowedMoves, stepAt } from './coach.ts';
import { loadLessons } from './lessons.ts';
import { LocalMatch } from './localMatch.ts';
import { progress } from './progress.ts';
import './learn.css';

/** The others' pace: time to see each of their moves on the board. `?pace=<ms>` changes it (the browser tests). */
const PACE_MS = 700;
/** The longest real pause for the game's own clock (a Gatekeeper speaking): a lesson never stalls on it. */
const CLOCK_MAX_MS = 6000;

function pace(): number {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('pace');
  return asked !== null && /^\d{1,5}$/.test(asked) ? Number(asked) : PACE_MS;
}

/** How long to wait before the others' next step: their pace, or the game's clock up to a limit. */
function pauseBefore(local: LocalMatch): number {
  const base = pace();
  const clock = local.clockWaitMs();
  return base === 0 || clock === null ? base : Math.min(CLOCK_MAX_MS, Math.max(base, clock));
}

export default function LessonPage({ game, part }: { game: string; part: number }) {
  const { t } = useLang();
  const gameUi = useGameUi(game);
  const [lessons, setLessons] = useState<readonly Lesson[] | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    loadLessons(game).then(
      (loaded) => alive && setLessons(loaded),
      () => alive && setLessons(null),
    );
    return () => {
      alive = false;
    };
  }, [game]);

  const lesson = lessons?.[part - 1];
  if (gameUi === undefined || lessons === undefined) return <p className="loading">{t('app.loading')}</p>;
  if (gameUi === null || !lesson) {
    return (
      <section className="panel">
        <h1>{t('learn.missing')}</h1>
        <p>
          <a href={paths.lobby()}>{t('missing.back')}</a>
        </p>
      </section>
    );
  }
  return <LessonTable game={game} part={part} parts={lessons!.length} gameUi={gameUi} lesson={lesson} />;
}

function LessonTable({
  game,
  part,
  parts,
  gameUi,
  lesson,
}: {
  game: string;
  part: number;
  parts: number;
  gameUi: GameUi;
  lesson: Lesson;
}) {
  const { t, lang } = useLang();
  const [round, restart] = useReducer((n: number) => n + 1, 0);
  const names = useMemo(
    () =>
      Array.from({ length: lesson.players }, (_, seat) =>
        seat === lesson.seat ? storage.name() || t('learn.you') : t('learn.bot', { n: seat + 1 }),
      ),
    [lesson, t],
  );
  // A new match for every start (the seed is fixed, so it is the same match). The names label its seats once: a
  // new language does not restart the lesson.
  const local = useMemo(
    () => new LocalMatch(gameUi.game, lesson, (seat) => names[seat]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [gameUi, lesson, round],
  );
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [step, setStep] = useState(0);
  const [error, setError] = useState(false);
  // A new match starts the coach again.
  const [stepsOf, setStepsOf] = useState(local);
  if (stepsOf !== local) {
    setStepsOf(local);
    setStep(0);
  }

  const voice = useVoice(gameUi, lang, names);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the match changes in place: version says when it did
  const moment = useMemo(() => local.moment(lang), [local, lang, version]);
  const waiting = local.waiting();
  const shown = stepAt(lesson.steps, step, moment);
  const finished = shown >= lesson.steps.length;

  if (shown !== step) setStep(shown);
  useEffect(() => {
    if (finished) progress.markDone(game, part, parts);
  }, [finished, game, part, parts]);

  // The others play at a readable pace until the learner must decide.
  useEffect(() => {
    if (waiting.kind !== 'others') return;
    const timer = setTimeout(() => {
      local.playOthers();
      bump();
    }, pauseBefore(local));
    return () => clearTimeout(timer);
  }, [local, waiting.kind, version]);

  const Board = gameUi.Board as ComponentType<BoardProps>;
  const current = lesson.steps[shown];
  const moves = waiting.kind === 'learner' ? allowedMoves(lesson.steps, shown, moment) : [];
  const outcome = local.outcome();
  const title = `${voice.say({ key: 'name' })}: ${lesson.title[lang]}`;

  return (
    <div
      className={`table-page lesson-page${waiting.kind === 'learner' ? ' my-turn' : ''}`}
      data-version={local.version}
    >
      <div className="table-top">
        <h1>{t('learn.title', { game: voice.say({ key: 'name' }) })}</h1>
        {parts > 1 && <p className="lesson-part">{t('learn.part', { n: part, total: parts })}</p>}
      </div>
      <Coach
        title={title}
        step={shown}
        steps={lesson.steps.length}
        words={finished ? t('learn.complete') : current.say(moment)}
        point={finished ? null : (current.point?.(moment) ?? null)}
        waitsForMove={!finished && current.done !== undefined}
        finished={finished}
        onNext={() => setStep(shown + 1)}
        onSkip={() => setStep(shown + 1)}
      >
        {waiting.kind === 'learner' && waiting.reacting && (
          <p>
            <button
              type="button"
              className="coach-let-pass"
              onClick={() => {
                local.letPass();
                bump();
              }}
            >
              {t('learn.let-pass')}
            </button>
          </p>
        )}
        {waiting.kind === 'others' && !finished && <p className="coach-waiting">{t('learn.waiting')}</p>}
        {error && (
          <p className="error" role="alert">
            {t('refusal.illegal-move')}
          </p>
        )}
        {finished && (
          <p className="coach-buttons">
            {part < parts && (
              <a
                className="button primary"
                href={paths.learn(game, part + 1)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(paths.learn(game, part + 1));
                }}
              >
                {t('learn.next-part', { n: part + 1 })}
              </a>
            )}
            <button type="button" onClick={restart}>
              {t('learn.again')}
            </button>
            <a
              className="button"
              href={paths.lobby()}
              onClick={(event) => {
                event.preventDefault();
                navigate(paths.lobby());
              }}
            >
              {t('learn.to-lobby')}
            </a>
          </p>
        )}
      </Coach>
      <div className="table-grid">
        <BoardArea>
          <Board
            view={local.view()}
            viewer={lesson.seat}
            legalMoves={moves}
            onMove={(move) => {
              try {
                local.play(move);
                setError(false);
              } catch {
                setError(true);
              }
              bump();
            }}
            events={local.latest}
            eventsKey={local.version}
            seatNames={names}
            lang={lang}
            ui={voice.ui}
            say={voice.say}
            now={() => local.match.time}
          />
          {outcome && (
            <p className="replay-outcome" role="status">
              {outcome.winners.length > 0
                ? t('end.winners', { names: outcome.winners.map((s) => names[s]).join(t('list.separator')) })
                : t('learn.nobody-won')}
              {t('list.separator')}
              {voice.say({ key: `reason.${outcome.reason}` })}
            </p>
          )}
        </BoardArea>
        <aside className="players">
          <h2>{t('table.players')}</h2>
          <ol>
            {names.map((name, seat) => (
              <li key={seat} className="player">
                <span className="player-mark" aria-hidden="true" />
                <span className="player-name">{name}</span>
              </li>
            ))}
          </ol>
        </aside>
        <div className="table-side">
          <GameLog history={local.history} presentation={gameUi.presentation} say={voice.say} />
        </div>
      </div>
    </div>
  );
}
