// The matches on this server: open ones to join, ones being played to watch, finished ones to replay; a match this
// device sits at offers its way back instead.
import { Fragment, useEffect, useState, type MouseEvent } from 'react';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { api, type GameInfo, type MatchStatus, type MatchSummary } from '../lib/api.ts';
import { storage } from '../lib/storage.ts';
import { seatName } from '../play/seats.ts';
import { listedAsPlaying } from './listed.ts';

const REFRESH_MS = 5000;
const SHOWN = 8;

export function OpenMatches({ games }: { games: readonly GameInfo[] }) {
  const { t, lang } = useLang();
  const [lists, setLists] = useState<Record<MatchStatus, MatchSummary[]> | null>(null);

  useEffect(() => {
    let alive = true;
    const load = () =>
      Promise.all([api.matches('open'), api.matches('playing'), api.matches('finished')]).then(
        ([open, playing, finished]) => alive && setLists({ open, playing, finished }),
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  const gameName = (id: string) => games.find((g) => g.id === id)?.name[lang] ?? id;
  const mine = (m: MatchSummary) => storage.ticket(m.id) !== null;
  const playing = lists?.playing.filter((m) => listedAsPlaying(m, mine(m))) ?? [];
  const back = (m: MatchSummary) => (
    <a className="button primary" href={paths.match(m.id)} onClick={open(paths.match(m.id))}>
      {t('matches.return')}
    </a>
  );
  // Each name isolated (<bdi>): a right-to-left name does not run on into the rest of the line.
  const who = (m: MatchSummary) =>
    m.seats.map((s, i) => (
      <Fragment key={s.seat}>
        {i > 0 && t('list.separator')}
        <bdi>{seatName({ ...s, connected: false }, t)}</bdi>
      </Fragment>
    ));
  const open = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };

  return (
    <section className="panel matches" aria-labelledby="matches-title">
      <h2 id="matches-title">{t('matches.title')}</h2>
      {!lists && <p className="loading">{t('app.loading')}</p>}
      {lists && (
        <div className="match-lists">
          <div>
            <h3>{t('matches.open')}</h3>
            {lists.open.length === 0 && <p className="hint">{t('matches.none-open')}</p>}
            <ul>
              {lists.open.slice(0, SHOWN).map((m) => (
                <li key={m.id}>
                  <span className="match-game">{gameName(m.game)}</span>
                  <span className="match-seats">{who(m)}</span>
                  <span className="match-actions">
                    {mine(m) && back(m)}
                    {m.seats
                      .filter((s) => s.bot === null && s.name === null && !mine(m))
                      .map((s) => (
                        <a
                          key={s.seat}
                          className="button"
                          href={paths.invite(m.id, s.seat)}
                          onClick={open(paths.invite(m.id, s.seat))}
                        >
                          {t('matches.join-seat', { n: s.seat + 1 })}
                        </a>
                      ))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('matches.playing')}</h3>
            {playing.length === 0 && <p className="hint">{t('matches.none-playing')}</p>}
            <ul>
              {playing.slice(0, SHOWN).map((m) => (
                <li key={m.id}>
                  <span className="match-game">{gameName(m.game)}</span>
                  <span className="match-seats">{who(m)}</span>
                  {mine(m) ? (
                    back(m)
                  ) : (
                    <a className="button" href={paths.match(m.id)} onClick={open(paths.match(m.id))}>
                      {t('matches.watch')}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('matches.finished')}</h3>
            {lists.finished.length === 0 && <p className="hint">{t('matches.none-finished')}</p>}
            <ul>
              {lists.finished.slice(0, SHOWN).map((m) => (
                <li key={m.id}>
                  <span className="match-game">{gameName(m.game)}</span>
                  <span className="match-seats">{who(m)}</span>
                  <a className="button" href={paths.replay(m.id)} onClick={open(paths.replay(m.id))}>
                    {t('matches.replay')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
