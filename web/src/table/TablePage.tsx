// /match/:id — the table. A visitor with an invite link first takes the seat; everyone else sits down at once
// with the seats this device holds, or watches.
import { useEffect, useState } from 'react';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { api, ApiError, type GameInfo, type MatchInfo } from '../lib/api.ts';
import { gameMeta } from '../lib/games.ts';
import { storage, type MatchTicket } from '../lib/storage.ts';
import { seatNames } from '../play/seats.ts';
import { Table } from './Table.tsx';

export default function TablePage({
  id,
  inviteSeat,
  invitedBy,
}: {
  id: string;
  inviteSeat: number | null;
  invitedBy: number | null;
}) {
  const [ticket, setTicket] = useState<MatchTicket | null>(() => storage.ticket(id));
  const [watching, setWatching] = useState(false);
  const holdsInvitedSeat = inviteSeat !== null && ticket?.tokens[inviteSeat] !== undefined;
  if (inviteSeat !== null && !holdsInvitedSeat && !watching) {
    return (
      <TakeSeat
        id={id}
        seat={inviteSeat}
        from={invitedBy}
        onSeated={(next) => {
          setTicket(next);
          navigate(paths.match(id), true);
        }}
        onWatch={() => {
          setWatching(true);
          navigate(paths.match(id), true);
        }}
      />
    );
  }
  return <Table key={JSON.stringify(ticket?.tokens ?? {})} id={id} ticket={ticket} />;
}

/**
 * Taking a seat from an invite link: which game, who invites (the seat named in the link), the seat and its side
 * where seats are not alike, who else sits there; then a name (remembered), and the seat's token is this device's.
 */
export function TakeSeat(props: {
  id: string;
  seat: number;
  from: number | null;
  onSeated(ticket: MatchTicket): void;
  onWatch(): void;
}) {
  const { t, lang } = useLang();
  const [info, setInfo] = useState<MatchInfo | null | 'missing' | 'rules-gone'>(null);
  const [games, setGames] = useState<readonly GameInfo[] | null>(null);
  const [name, setName] = useState(storage.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .match(props.id)
      .then(setInfo, (e) =>
        setInfo(e instanceof ApiError && e.code === 'rules-gone' ? 'rules-gone' : 'missing'),
      );
    api.games().then(setGames, () => setGames([]));
  }, [props.id]);

  if (info === null || games === null) return <p className="loading">{t('app.loading')}</p>;
  if (info === 'missing' || info === 'rules-gone') {
    return (
      <section className="panel">
        <h1>{t(info === 'missing' ? 'table.no-such-match' : 'table.rules-gone')}</h1>
        <a href={paths.lobby()}>{t('missing.back')}</a>
      </section>
    );
  }
  const seat = info.seats.find((s) => s.seat === props.seat);
  const free = seat !== undefined && seat.bot === null && seat.name === null;
  const game = games.find((g) => g.id === info.game)?.name[lang] ?? info.game;
  const host = info.seats.find((s) => s.seat === props.from && s.bot === null && s.name !== null);
  const role = gameMeta(info.game)?.seatRole?.(props.seat)[lang];
  const others = info.seats.filter((s) => s.seat !== props.seat);

  async function take() {
    const me = name.trim();
    if (!me) {
      setError(t('lobby.name-needed'));
      return;
    }
    storage.setName(me);
    setBusy(true);
    try {
      const { token } = await api.claim(props.id, props.seat, me);
      props.onSeated(storage.addSeat(props.id, 'online', props.seat, token));
    } catch (e) {
      setBusy(false);
      setError(e instanceof ApiError && e.code === 'seat-taken' ? t('invite.taken') : t('error.network'));
    }
  }

  return (
    <section className="panel take-seat" aria-labelledby="take-title">
      <h1 id="take-title">
        {host?.name ? t('invite.title-from', { name: host.name, game }) : t('invite.title', { game })}
      </h1>
      <p className="invite-seat-is">
        {t('invite.seat', {
          seat: role
            ? t('lobby.seat-role', { n: props.seat + 1, role })
            : t('seat.number', { n: props.seat + 1 }),
        })}
      </p>
      {others.length > 0 && (
        <p className="hint">{t('invite.table', { names: seatNames(others, t).join(t('list.separator')) })}</p>
      )}
      {free ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void take();
          }}
        >
          <label className="field">
            <span>{t('lobby.name')}</span>
            <input
              value={name}
              maxLength={40}
              autoComplete="nickname"
              placeholder={t('lobby.name-placeholder')}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="primary big" disabled={busy}>
            {t('invite.take')}
          </button>
        </form>
      ) : (
        <p role="alert">{t('invite.taken')}</p>
      )}
      <p>
        <button type="button" onClick={props.onWatch}>
          {t('invite.watch')}
        </button>
      </p>
    </section>
  );
}
