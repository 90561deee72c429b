// Who sits at the table: names, bots, who is connected, and who is to act (an arrow and words, not colour alone);
// the table's time limit, each seat's clock, who is away or played by a bot and why, and the vote to hand a seat on.
import type { ReactNode } from 'react';
import { mayAct } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import type { TableState } from '../play/session.ts';
import { SeatClock, TableRulesLine, useSeatNotes, VoteBot } from './SeatTable.tsx';

export function Players({
  state,
  names,
  mine,
  onVoteBot,
  children,
}: {
  state: TableState;
  names: readonly string[];
  mine: readonly number[];
  onVoteBot(seat: number): void;
  /** What this device may do about the table beneath the list (turn notices). */
  children?: ReactNode;
}) {
  const { t } = useLang();
  return (
    <aside className="players" aria-labelledby="players-title">
      <h2 id="players-title">{t('table.players')}</h2>
      <TableRulesLine state={state} />
      <ol>
        {state.seats.map((seat) => (
          <PlayerLine
            key={seat.seat}
            state={state}
            seat={seat.seat}
            name={names[seat.seat]}
            mine={mine}
            onVoteBot={onVoteBot}
          />
        ))}
      </ol>
      {children}
    </aside>
  );
}

function PlayerLine({
  state,
  seat: index,
  name,
  mine,
  onVoteBot,
}: {
  state: TableState;
  seat: number;
  name: string;
  mine: readonly number[];
  onVoteBot(seat: number): void;
}) {
  const { t } = useLang();
  const notes = useSeatNotes(state, index);
  const seat = state.seats[index];
  const acting = state.status === 'playing' && mayAct(state.toAct, index);
  // This device's seats are "you", or at hot-seat each "at this screen" (the device passes between them); they
  // wait for the device, not for a connection, so only the others' links are told.
  const ours = mine.includes(index);
  const tags = [
    ours ? t(mine.length > 1 ? 'players.here' : 'players.you') : null,
    seat.bot !== null
      ? t('players.bot')
      : seat.name === null || ours
        ? null
        : seat.connected
          ? t('players.online')
          : state.table.away.some((a) => a.seat === index)
            ? null // said with since when, among the notes
            : t('players.away'),
    ...notes,
  ].filter((tag): tag is string => tag !== null);
  return (
    <li className={`player${acting ? ' acting' : ''}`} data-seat={index}>
      <span className="player-mark" aria-hidden="true">
        {acting ? '▶' : ''}
      </span>
      <span className="player-name">
        {name}
        <SeatClock state={state} seat={index} />
      </span>
      <span className="player-tags">{tags.join(t('list.separator'))}</span>
      {acting && <span className="player-acting">{t('players.to-act')}</span>}
      <VoteBot state={state} seat={index} name={name} onVote={onVoteBot} />
    </li>
  );
}
