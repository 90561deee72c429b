// Who sits at the table: names, bots, who is connected, and who is to act (an arrow and words, not colour alone).
import type { ReactNode } from 'react';
import { mayAct } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import type { TableState } from '../play/session.ts';

export function Players({
  state,
  names,
  mine,
  children,
}: {
  state: TableState;
  names: readonly string[];
  mine: readonly number[];
  /** What this device may do about the table beneath the list (turn notices). */
  children?: ReactNode;
}) {
  const { t } = useLang();
  return (
    <aside className="players" aria-labelledby="players-title">
      <h2 id="players-title">{t('table.players')}</h2>
      <ol>
        {state.seats.map((seat) => {
          const acting = state.status === 'playing' && mayAct(state.toAct, seat.seat);
          // This device's seats are "you", or at hot-seat each "at this screen" (the device passes between
          // them); they wait for the device, not for a connection, so only the others' links are told.
          const ours = mine.includes(seat.seat);
          const tags = [
            ours ? t(mine.length > 1 ? 'players.here' : 'players.you') : null,
            seat.bot !== null
              ? t('players.bot')
              : seat.name === null || ours
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
      {children}
    </aside>
  );
}
