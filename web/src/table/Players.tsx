// Who sits at the table: names, bots, who is connected, and who is to act (an arrow and words, not colour alone).
import { mayAct } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import type { TableState } from '../play/session.ts';

export function Players({
  state,
  names,
  mine,
}: {
  state: TableState;
  names: readonly string[];
  mine: readonly number[];
}) {
  const { t } = useLang();
  return (
    <aside className="players" aria-labelledby="players-title">
      <h2 id="players-title">{t('table.players')}</h2>
      <ol>
        {state.seats.map((seat) => {
          const acting = state.status === 'playing' && mayAct(state.toAct, seat.seat);
          // A seat held at this screen (hot-seat) waits for the device, not for a connection.
          const here = seat.seat !== state.you && mine.includes(seat.seat);
          const tags = [
            seat.seat === state.you ? t('players.you') : here ? t('players.here') : null,
            seat.bot !== null
              ? t('players.bot')
              : seat.name === null || here
                ? null
                : seat.connected
                  ? t('players.online')
                  : t('players.away'),
          ].filter((tag): tag is string => tag !== null);
          return (
            <li key={seat.seat} className={`player${acting ? ' acting' : ''}`} data-seat={seat.seat}>
              <span className="player-mark" aria-hidden="true">
                {acting ? '▶' : ''}
              </span>
              <span className="player-name">{names[seat.seat]}</span>
              <span className="player-tags">{tags.join(t('list.separator'))}</span>
              {acting && <span className="player-acting">{t('players.to-act')}</span>}
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
