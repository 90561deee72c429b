// "My matches": the matches this device sits at (its seat tokens in localStorage), with whose turn it is, newest
// first, each with the way back to its seat; finished ones are marked and offer the replay.
import { Fragment, useEffect, useState, type MouseEvent } from 'react';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { api, ApiError, type GameInfo, type MatchInfo } from '../lib/api.ts';
import { storage } from '../lib/storage.ts';
import { seatNames } from '../play/seats.ts';
import { myMatches, newestTickets, type MyMatch } from './myMatches.ts';

const REFRESH_MS = 5000;

/** The server's word on each of this device's newest matches: null when it does not know the match. */
async function load(known: ReadonlyMap<string, MatchInfo | null>): Promise<Map<string, MatchInfo | null>> {
  const asked = newestTickets(storage.tickets());
  const answers = await Promise.all(
    asked.map(({ id }) =>
      api.match(id).then(
        (info): MatchInfo | null => info,
        // A match the server does not know drops out; one it cannot tell of now keeps what we knew.
        (e: unknown) => (e instanceof ApiError && e.status === 404 ? null : (known.get(id) ?? null)),
      ),
    ),
  );
  return new Map(asked.map(({ id }, i) => [id, answers[i]]));
}

export function MyMatches({ games }: { games: readonly GameInfo[] }) {
  const { t, lang } = useLang();
  const [infos, setInfos] = useState<Map<string, MatchInfo | null> | null>(null);

  useEffect(() => {
    let alive = true;
    let known = new Map<string, MatchInfo | null>();
    const refresh = () =>
      void load(known).then((next) => {
        known = next;
        if (alive) setInfos(next);
      });
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  if (!infos) return null;
  const rows = myMatches(
    storage
      .tickets()
      .filter(({ id }) => infos.has(id))
      .map(({ id, ticket }) => ({ id, ticket, info: infos.get(id) ?? null })),
  );
  // A newcomer has no matches: the lobby shows nothing of this list then.
  if (rows.length === 0) return null;

  const gameName = (id: string) => games.find((g) => g.id === id)?.name[lang] ?? id;
  const open = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  const status = (row: MyMatch): string => {
    const names = seatNames(row.info.seats, t);
    switch (row.turn.kind) {
      case 'yours':
        return t('turn.yours');
      case 'theirs':
        return t('turn.waiting', { names: row.turn.seats.map((s) => names[s]).join(t('list.separator')) });
      case 'game':
        return t('turn.game');
      case 'open':
        return t('waiting.title');
      case 'finished':
        return row.turn.won ? t('my.won') : t('my.finished');
    }
  };

  return (
    <section className="panel my-matches" aria-labelledby="my-matches-title">
      <h2 id="my-matches-title">{t('my.title')}</h2>
      <ul>
        {rows.map((row) => {
          const names = seatNames(row.info.seats, t);
          const finished = row.turn.kind === 'finished';
          const path = finished ? paths.replay(row.id) : paths.match(row.id);
          return (
            <li
              key={row.id}
              className={`my-match ${row.turn.kind}`}
              data-match={row.id}
              data-turn={row.turn.kind}
            >
              <span className="match-game">
                {gameName(row.info.game)}
                <span className="my-mode"> · {t(`mode.${row.mode}`)}</span>
              </span>
              <span className="match-seats">
                {names.map((name, seat) => (
                  <Fragment key={seat}>
                    {seat > 0 && t('list.separator')}
                    <bdi className={row.mine.includes(seat) ? 'my-seat' : undefined}>{name}</bdi>
                  </Fragment>
                ))}
              </span>
              <span className="my-status">
                {row.turn.kind === 'yours' && <span aria-hidden="true">▶ </span>}
                {status(row)}
              </span>
              <a
                className={`button${row.turn.kind === 'yours' ? ' primary' : ''}`}
                href={path}
                onClick={open(path)}
              >
                {finished ? t('matches.replay') : t('matches.return')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
