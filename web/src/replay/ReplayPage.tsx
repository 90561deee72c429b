// /replay/:id — a finished match, stepped forward and back, from the spectator's seat or any player's.
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Viewer } from '../../../engine/index.ts';
import type { BoardProps } from '../../../games/ui.ts';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { api, ApiError } from '../lib/api.ts';
import { seatNames, shortNames } from '../play/seats.ts';
import { GameLog } from '../table/GameLog.tsx';
import { useGameUi, useVoice } from '../table/useGame.ts';
import { Replay } from './replay.ts';
import type { MatchRecord } from '../../../engine/index.ts';

const NO_MOVES: readonly unknown[] = [];

export default function ReplayPage({ id }: { id: string }) {
  const { t, lang } = useLang();
  const [record, setRecord] = useState<MatchRecord | 'unfinished' | 'missing' | null>(null);
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<Viewer>('spectator');

  useEffect(() => {
    api
      .record(id)
      .then(setRecord, (e: unknown) =>
        setRecord(e instanceof ApiError && e.code === 'not-finished' ? 'unfinished' : 'missing'),
      );
  }, [id]);

  const gameUi = useGameUi(typeof record === 'object' && record !== null ? record.game : null);
  const replay = useMemo(() => {
    if (!gameUi || typeof record !== 'object' || record === null) return null;
    try {
      return new Replay(gameUi.game, record);
    } catch {
      return 'broken' as const;
    }
  }, [gameUi, record]);
  const seats = useMemo(() => (replay && replay !== 'broken' ? replay.seats : []), [replay]);
  const names = useMemo(() => seatNames(seats, t), [seats, t]);
  const logNames = useMemo(() => shortNames(seats, t), [seats, t]);
  const voice = useVoice(gameUi, lang, logNames);

  useEffect(() => {
    if (!replay || replay === 'broken') return;
    setStep(replay.length);
  }, [replay]);

  useEffect(() => {
    document.title = t('replay.title-tab', { id });
  }, [id, t]);

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
  const go = (next: number) => setStep(Math.max(0, Math.min(replay.length, next)));

  return (
    <div
      className="replay-page"
      onKeyDown={(event) => {
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
      <div className="replay-controls" role="group" aria-label={t('replay.controls')}>
        <button type="button" onClick={() => go(0)} disabled={step === 0}>
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
      </div>
      <div className="table-grid">
        <section className="board-area" aria-label={t('table.board')}>
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
              <span aria-hidden="true">★ </span>
              {t('end.winners', { names: outcome.winners.map((s) => names[s]).join(t('list.separator')) })}
              {t('list.separator')}
              {voice.say({ key: `reason.${outcome.reason}` })}
            </p>
          )}
        </section>
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
        <GameLog history={replay.history(step, viewer)} game={gameUi.game} say={voice.say} />
      </div>
    </div>
  );
}
