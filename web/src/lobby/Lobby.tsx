// The lobby: your name (asked once), a game, how to play it and with whom, and the matches already going on.
import { useEffect, useId, useMemo, useState } from 'react';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { api, ApiError, type GameInfo } from '../lib/api.ts';
import { gameMeta } from '../lib/games.ts';
import { chosenOptions, optionChoices } from '../lib/options.ts';
import { storage, type Mode } from '../lib/storage.ts';
import { LEVELS, botSpec, type Level } from '../play/seats.ts';
import { createMatch, type PlannedSeat } from './create.ts';
import { MyMatches } from './MyMatches.tsx';
import { OpenMatches } from './OpenMatches.tsx';
import { hasLesson } from '../learn/lessons.ts';
import { progress } from '../learn/progress.ts';
import {
  ON_TIMEOUT_ORDER,
  TIME_LIMIT_ORDER,
  tableRulesFor,
  type OnTimeout,
  type TimeLimit,
} from './timeLimits.ts';

const MODES: readonly Mode[] = ['solo', 'online', 'hotseat'];

/** A seat's choice in the form: a person (invited, or at this screen) or a bot of some level. */
type SeatChoice = 'human' | Level;

export function Lobby() {
  const { t, lang } = useLang();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [name, setName] = useState(storage.name);
  const [gameId, setGameId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('solo');
  const [players, setPlayers] = useState(2);
  const [choices, setChoices] = useState<SeatChoice[]>([]);
  /** The seat the creator plays: it matters where seats are not alike (the Phantom, or a hunter). */
  const [mySeat, setMySeat] = useState(0);
  const [localNames, setLocalNames] = useState<string[]>([]);
  /** The game's options as chosen here, by key (the others keep the game's defaults). */
  const [optionValues, setOptionValues] = useState<Record<string, string | number | boolean>>({});
  /** Online only: the time limit, and what a seat out of time becomes. */
  const [timeLimit, setTimeLimit] = useState<TimeLimit>('none');
  const [onTimeout, setOnTimeout] = useState<OnTimeout>('bot');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const optionsId = useId();
  const timeId = useId();

  useEffect(() => {
    api.games().then(setGames, () => setLoadError(true));
  }, []);

  const game = useMemo(() => games?.find((g) => g.id === gameId) ?? null, [games, gameId]);
  const seatRole = game ? gameMeta(game.id)?.seatRole : undefined;
  const gameOptions = (game ? gameMeta(game.id)?.options : undefined) ?? [];
  const defaults = (game?.defaultOptions ?? {}) as Record<string, unknown>;
  const me = seatRole ? Math.min(mySeat, players - 1) : 0;
  const seatTitle = (seat: number) =>
    seatRole
      ? t('lobby.seat-role', { n: seat + 1, role: seatRole(seat)[lang] })
      : t('seat.number', { n: seat + 1 });

  /** A seat as the lobby names it, with its player's name where it is known (for an option naming a seat). */
  const seatName = (seat: number) => {
    const who =
      seat === me ? name.trim() : seatChoices[seat] === 'human' ? (localNames[seat]?.trim() ?? '') : '';
    return who ? `${seatTitle(seat)} — ${who}` : seatTitle(seat);
  };

  // Each game starts from its own table: nothing chosen for another game (players, seats, names, options) carries over.
  function chooseGame(next: GameInfo) {
    const usual = gameMeta(next.id)?.players ?? next.players.min;
    setGameId(next.id);
    setPlayers(Math.min(next.players.max, Math.max(next.players.min, usual)));
    setChoices([]);
    setLocalNames([]);
    setMySeat(0);
    setOptionValues({});
    setError(null);
  }

  const seatChoices: SeatChoice[] = Array.from({ length: players }, (_, seat) => {
    const choice = choices[seat] ?? (mode === 'solo' ? 'medium' : 'human');
    return mode === 'solo' && choice === 'human' ? 'medium' : choice;
  });
  const seatNames = seatChoices.map((_, seat) => seatName(seat));

  function setChoice(seat: number, choice: SeatChoice) {
    const next = seatChoices.slice();
    next[seat] = choice;
    setChoices(next);
  }

  async function create() {
    if (!game) return;
    const myName = name.trim();
    if (!myName) {
      setError(t('lobby.name-needed'));
      document.getElementById(nameId)?.focus();
      return;
    }
    storage.setName(myName);
    const seats: PlannedSeat[] = seatChoices.map((choice, seat) =>
      seat === me
        ? { kind: 'human', name: myName, mine: true }
        : choice === 'human'
          ? { kind: 'human', name: localNames[seat]?.trim() || t('lobby.player-n', { n: seat + 1 }) }
          : { kind: 'bot', bot: botSpec(choice) },
    );
    setBusy(true);
    setError(null);
    try {
      // A seat chosen for a larger table than the one now planned falls back on the default.
      const options =
        gameOptions.length > 0
          ? {
              ...defaults,
              ...Object.fromEntries(
                chosenOptions(gameOptions, optionValues, defaults, seatNames).map(({ option, choice }) => [
                  option.key,
                  choice ? choice.value : defaults[option.key],
                ]),
              ),
            }
          : undefined;
      const table = tableRulesFor(mode === 'online', timeLimit, onTimeout);
      const id = await createMatch(game.id, mode, seats, options, table);
      navigate(paths.match(id));
    } catch (e) {
      const code = e instanceof ApiError ? e.code : null;
      setError(
        t(
          code === 'network'
            ? 'error.network'
            : code === 'bad-name'
              ? 'lobby.bad-name'
              : code === 'busy'
                ? 'lobby.bots-busy'
                : 'lobby.create-failed',
        ),
      );
      setBusy(false);
    }
  }

  return (
    <div className="lobby">
      <section className="panel intro" aria-labelledby="lobby-title">
        <h1 id="lobby-title">{t('lobby.title')}</h1>
        <p>{t('lobby.intro')}</p>
        <label className="field" htmlFor={nameId}>
          <span>{t('lobby.name')}</span>
          <input
            id={nameId}
            value={name}
            maxLength={40}
            autoComplete="nickname"
            placeholder={t('lobby.name-placeholder')}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => storage.setName(name)}
          />
        </label>
      </section>

      <MyMatches games={games ?? []} />

      <section className="panel" aria-labelledby="games-title">
        <h2 id="games-title">{t('lobby.choose-game')}</h2>
        {loadError && <p role="alert">{t('error.network')}</p>}
        {!games && !loadError && <p className="loading">{t('app.loading')}</p>}
        <div className="game-cards" role="radiogroup" aria-labelledby="games-title">
          {games?.map((g) => {
            const meta = gameMeta(g.id);
            const chosen = g.id === gameId;
            return (
              <div key={g.id} className={`game-card${chosen ? ' chosen' : ''}`}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  className="game-pick"
                  onClick={() => chooseGame(g)}
                >
                  <span className="game-name">
                    {chosen && <span aria-hidden="true">✓ </span>}
                    {g.name[lang]}
                  </span>
                  <span className="game-summary">{g.summary[lang]}</span>
                  <span className="game-facts">
                    <span>
                      {g.players.min === g.players.max
                        ? t('lobby.players-exact', { n: g.players.min })
                        : t('lobby.players-range', { min: g.players.min, max: g.players.max })}
                    </span>
                    {meta && (
                      <span>{t('lobby.minutes', { min: meta.minutes[0], max: meta.minutes[1] })}</span>
                    )}
                  </span>
                </button>
                <a
                  className="how-link"
                  href={paths.how(g.id)}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(paths.how(g.id));
                  }}
                >
                  {t('lobby.how-to-play')}
                </a>
                {hasLesson(g.id) && (
                  <a
                    className="how-link learn-link"
                    href={paths.learn(g.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(paths.learn(g.id));
                    }}
                  >
                    {t('learn.link')}
                    {progress.learnt(g.id) && (
                      <span className="learn-done" title={t('learn.learnt-named', { game: g.name[lang] })}>
                        {' '}
                        {t('learn.learnt')}
                      </span>
                    )}
                  </a>
                )}
              </div>
            );
          })}
        </div>
      </section>

      {game && (
        <section className="panel" aria-labelledby="setup-title">
          <h2 id="setup-title">{t('lobby.setup', { game: game.name[lang] })}</h2>
          <fieldset className="modes">
            <legend>{t('lobby.mode')}</legend>
            {MODES.map((m) => (
              <label key={m} className={`mode${m === mode ? ' chosen' : ''}`}>
                <input type="radio" name="mode" value={m} checked={m === mode} onChange={() => setMode(m)} />
                <span className="mode-name">{t(`mode.${m}`)}</span>
                <span className="mode-hint">{t(`mode.${m}.hint`)}</span>
              </label>
            ))}
          </fieldset>

          {game.players.min !== game.players.max && (
            <label className="field">
              <span>{t('lobby.players')}</span>
              <select value={players} onChange={(event) => setPlayers(Number(event.target.value))}>
                {Array.from(
                  { length: game.players.max - game.players.min + 1 },
                  (_, i) => game.players.min + i,
                ).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}

          {chosenOptions(gameOptions, optionValues, defaults, seatNames).map(({ option, choice }) => {
            const hint = `${optionsId}-${option.key}`;
            const offered = optionChoices(option, seatNames);
            return (
              <div key={option.key} className="game-option">
                <label className="field">
                  <span>{option.label[lang]}</span>
                  <select
                    value={choice ? offered.indexOf(choice) : 0}
                    aria-describedby={choice ? hint : undefined}
                    onChange={(event) =>
                      setOptionValues({
                        ...optionValues,
                        [option.key]: offered[Number(event.target.value)].value,
                      })
                    }
                    data-option={option.key}
                  >
                    {offered.map((c, i) => (
                      <option key={i} value={i}>
                        {c.label[lang]}
                      </option>
                    ))}
                  </select>
                </label>
                {choice && (
                  <p id={hint} className="hint">
                    {choice.hint[lang]}
                  </p>
                )}
              </div>
            );
          })}

          {seatRole && (
            <label className="field">
              <span>{t('lobby.your-seat')}</span>
              <select value={me} onChange={(event) => setMySeat(Number(event.target.value))}>
                {seatChoices.map((_, seat) => (
                  <option key={seat} value={seat}>
                    {seatTitle(seat)}
                  </option>
                ))}
              </select>
            </label>
          )}

          <ol className="seat-plan">
            {seatChoices.map((choice, seat) => (
              <li key={seat}>
                <span className="seat-label">{seatTitle(seat)}</span>
                {seat === me ? (
                  <span className="seat-you">
                    {t('lobby.you', { name: name.trim() || t('lobby.you-unnamed') })}
                  </span>
                ) : (
                  <>
                    <select
                      aria-label={t('lobby.seat-who', { n: seat + 1 })}
                      value={choice}
                      onChange={(event) => setChoice(seat, event.target.value as SeatChoice)}
                    >
                      {mode !== 'solo' && (
                        <option value="human">
                          {t(mode === 'online' ? 'lobby.seat-friend' : 'lobby.seat-local')}
                        </option>
                      )}
                      {LEVELS.map((level) => (
                        <option key={level} value={level}>
                          {t('lobby.seat-bot', { level: t(`level.${level}`) })}
                        </option>
                      ))}
                    </select>
                    {mode === 'hotseat' && choice === 'human' && (
                      <input
                        aria-label={t('lobby.seat-name', { n: seat + 1 })}
                        placeholder={t('lobby.player-n', { n: seat + 1 })}
                        maxLength={40}
                        value={localNames[seat] ?? ''}
                        onChange={(event) => {
                          const next = localNames.slice();
                          next[seat] = event.target.value;
                          setLocalNames(next);
                        }}
                      />
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
          {mode === 'online' && (
            <div className="time-limit">
              <div className="game-option">
                <label className="field">
                  <span>{t('time.limit')}</span>
                  <select
                    value={timeLimit}
                    aria-describedby={`${timeId}-limit`}
                    onChange={(event) => setTimeLimit(event.target.value as TimeLimit)}
                    data-table="clock"
                  >
                    {TIME_LIMIT_ORDER.map((limit) => (
                      <option key={limit} value={limit}>
                        {t(`time.${limit}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <p id={`${timeId}-limit`} className="hint">
                  {t(`time.${timeLimit}.hint`)}
                </p>
              </div>
              {timeLimit !== 'none' && (
                <fieldset className="modes on-timeout">
                  <legend>{t('time.on-timeout')}</legend>
                  {ON_TIMEOUT_ORDER.map((choice) => (
                    <label key={choice} className={`mode${choice === onTimeout ? ' chosen' : ''}`}>
                      <input
                        type="radio"
                        name="on-timeout"
                        value={choice}
                        checked={choice === onTimeout}
                        onChange={() => setOnTimeout(choice)}
                      />
                      <span className="mode-name">{t(`time.on-timeout.${choice}`)}</span>
                      <span className="mode-hint">{t(`time.on-timeout.${choice}.hint`)}</span>
                    </label>
                  ))}
                </fieldset>
              )}
            </div>
          )}
          {mode === 'online' && seatChoices.some((c) => c === 'human') && (
            <p className="hint">{t('lobby.invite-hint')}</p>
          )}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="primary big" disabled={busy} onClick={() => void create()}>
            {busy ? t('lobby.creating') : t('lobby.create')}
          </button>
        </section>
      )}

      <OpenMatches games={games ?? []} />
    </div>
  );
}
