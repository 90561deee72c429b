// /replay/:id — a finished match, stepped forward and back, from the spectator's seat or any player's.
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { reasonMessage, type Viewer } from '../../../engine/index.ts';
import type { BoardProps } from '../../../games/ui.ts';
import { CURRENT_RULES, rulesVersion } from '../../../games/versions.ts';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { api, ApiError } from '../lib/api.ts';
import { seatNames, shortNames } from '../play/seats.ts';
import { BoardArea } from '../table/BoardArea.tsx';
import { GameLog, useTableLine } from '../table/GameLog.tsx';
import { PlayedWith } from '../table/PlayedWith.tsx';
import { useGameUi, useVoice } from '../table/useGame.ts';
import { storage } from '../lib/storage.ts';
import { Replay } from './replay.ts';
import { ReviewMarks, ReviewPanel, useReview } from './ReviewPanel.tsx';
import type { MatchRecord } from '../../../engine/index.ts';

const NO_MOVES: readonly unknown[] = [];
/** Auto-play's pace: time to read a move's lines in the log and see it on the board. */
const PACE_MS = 1600;

export default function ReplayPage({ id }: { id: string }) {
  const { t, lang } = useLang();
  const [record, setRecord] = useState<MatchRecord | 'unfinished' | 'missing' | null>(null);
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const [playing, setPlaying] = useState(false);
  // The seat this device played (the one the address names, at a hot-seat table): its review is offered here.
  const mine = useMemo(() => {
    const tokens = storage.ticket(id)?.tokens ?? {};
    const asked = Number(new URLSearchParams(location.search).get('seat'));
    const seat = Object.hasOwn(tokens, asked) ? asked : Number(Object.keys(tokens)[0]);
    return Number.isInteger(seat) ? { seat, token: tokens[seat] } : null;
  }, [id]);
  const review = useReview(id, record !== null && typeof record === 'object' ? (mine?.token ?? null) : null);

  useEffect(() => {
    api
      .record(id)
      .then(setRecord, (e: unknown) =>
        setRecord(e instanceof ApiError && e.code === 'not-finished' ? 'unfinished' : 'missing'),
      );
  }, [id]);

  const gameUi = useGameUi(typeof record === 'object' && record !== null ? record.game : null);
  // The browser has each game's current rules only (web/src/lib/games.ts): a record played under another version
  // is not replayed under these in its place.
  const rules = typeof record === 'object' && record !== null ? rulesVersion(record) : 1;
  const rulesGone =
    typeof record === 'object' &&
    record !== null &&
    Object.hasOwn(CURRENT_RULES, record.game) &&
    CURRENT_RULES[record.game] !== rules;
  const replay = useMemo(() => {
    if (!gameUi || typeof record !== 'object' || record === null || rulesGone) return null;
    try {
      return new Replay(gameUi.game, record);
    } catch {
      return 'broken' as const;
    }
  }, [gameUi, record, rulesGone]);
  const seats = useMemo(() => (replay && replay !== 'broken' ? replay.seats : []), [replay]);
  const names = useMemo(() => seatNames(seats, t), [seats, t]);
  const logNames = useMemo(() => shortNames(seats, t), [seats, t]);
  const voice = useVoice(gameUi, lang, logNames);
  const tableLine = useTableLine(
    logNames,
    typeof record === 'object' && record !== null ? (record.table?.onTimeout ?? 'bot') : 'bot',
  );

  const length = replay && replay !== 'broken' ? replay.length : 0;
  // Auto-play: a move every PACE_MS until the end, or until the viewer steps by hand.
  if (playing && step >= length) setPlaying(false);
  useEffect(() => {
    if (!playing || step >= length) return;
    const timer = setTimeout(() => setStep(step + 1), PACE_MS);
    return () => clearTimeout(timer);
  }, [playing, step, length]);

  useEffect(() => {
    document.title = t('replay.title-tab', { id });
  }, [id, t]);

  if (rulesGone) {
    return (
      <section className="panel">
        <h1>{t('replay.rules-gone', { rules })}</h1>
        <a href={paths.match(id)}>{t('replay.to-table')}</a>
      </section>
    );
  }
  if (record === 'unfinished' || record === 'missing' || replay === 'broken') {
    return (
      <section className="panel">
        <h1>{t(record === 'unfinished' ? 'replay.unfinished' : 'replay.missing')}</h1>
        <a href={paths.match(id)}>{t('replay.to-table')}</a>
      </section>
    );
  }
  if (!replay || !gameUi) return <p className="loading">{t('app.loading')}</p>;

  const Board = gameUi.Board as ComponentType<BoardProps>;
  const outcome = replay.outcomeAt(step);
  /** A step by hand stops auto-play. */
  const go = (next: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(replay.length, next)));
  };
  const playOrPause = () => {
    if (!playing && step === replay.length) setStep(0);
    setPlaying(!playing);
  };

  return (
    <div
      className="replay-page"
      onKeyDown={(event) => {
        // The arrows step through the moves, except where a control uses them (a select, the slider).
        if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
        if (event.key === 'ArrowLeft') go(step - 1);
        if (event.key === 'ArrowRight') go(step + 1);
      }}
    >
      <div className="table-top">
        <h1>{t('replay.title', { game: voice.say({ key: 'name' }) })}</h1>
        <label className="field inline">
          <span>{t('replay.as')}</span>
          <select
            value={String(viewer)}
            onChange={(event) =>
              setViewer(event.target.value === 'spectator' ? 'spectator' : Number(event.target.value))
            }
          >
            <option value="spectator">{t('replay.spectator')}</option>
            {names.map((name, seat) => (
              <option key={seat} value={seat}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PlayedWith game={gameUi.game} options={replay.record.options} names={names} />
      <div className="replay-controls" role="group" aria-label={t('replay.controls')}>
        <button type="button" aria-pressed={playing} onClick={playOrPause}>
          <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
          {t('replay.play')}
        </button>
        {/* Enabled at move 0 too: it rewinds and stops auto-play wherever the replay stands. */}
        <button type="button" onClick={() => go(0)}>
          <span aria-hidden="true">◀◀ </span>
          {t('replay.start')}
        </button>
        <button type="button" onClick={() => go(step - 1)} disabled={step === 0}>
          <span aria-hidden="true">◀ </span>
          {t('replay.back')}
        </button>
        <span className="replay-step" role="status">
          {t('replay.step', { step, total: replay.length })}
        </span>
        <button type="button" onClick={() => go(step + 1)} disabled={step === replay.length}>
          {t('replay.forward')}
          <span aria-hidden="true"> ▶</span>
        </button>
        <button type="button" onClick={() => go(replay.length)} disabled={step === replay.length}>
          {t('replay.end')}
          <span aria-hidden="true"> ▶▶</span>
        </button>
        <input
          type="range"
          min={0}
          max={replay.length}
          value={step}
          aria-label={t('replay.slider')}
          onChange={(event) => go(Number(event.target.value))}
        />
        {review.review && mine && (
          <ReviewMarks
            review={review.review}
            length={replay.length}
            onGo={(at) => {
              setViewer(mine.seat);
              go(at);
            }}
          />
        )}
      </div>
      <div className="table-grid">
        <BoardArea>
          <Board
            view={replay.view(step, viewer)}
            viewer={viewer}
            legalMoves={NO_MOVES}
            onMove={() => undefined}
            events={replay.events(step, viewer)}
            eventsKey={step}
            seatNames={logNames}
            lang={lang}
            ui={voice.ui}
            say={voice.say}
          />
          {outcome && (
            <p className="replay-outcome" role="status">
              {/* Where no seat won (ATMOSFEAR's Gatekeeper), the reason alone says who did, with no star. */}
              {outcome.winners.length > 0 && (
                <>
                  <span aria-hidden="true">★ </span>
                  {t('end.winners', {
                    names: outcome.winners.map((s) => names[s]).join(t('list.separator')),
                  })}
                  {t('list.separator')}
                </>
              )}
              {voice.say(reasonMessage(outcome))}
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
          {mine && (
            <ReviewPanel
              phase={review.phase}
              review={review.review}
              presentation={gameUi.presentation}
              say={voice.say}
              onAsk={review.ask}
              onGo={(at) => {
                setViewer(mine.seat);
                go(at);
              }}
            />
          )}
          <p>
            <a
              className="button"
              href={paths.lobby()}
              onClick={(event) => {
                event.preventDefault();
                navigate(paths.lobby());
              }}
            >
              {t('end.lobby')}
            </a>
          </p>
        </aside>
        <GameLog
          history={replay.history(step, viewer)}
          presentation={gameUi.presentation}
          say={voice.say}
          tableLine={tableLine}
        />
      </div>
    </div>
  );
}
