// The end of a match: who won and why, the scores, and what next (play again, the replay, the lobby).
import { useEffect, useRef, useState } from 'react';
import { TABLE_REASONS, reasonMessage, type Message } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import type { MatchTicket } from '../lib/storage.ts';
import { createMatch, type PlannedSeat } from '../lobby/create.ts';
import type { TableState } from '../play/session.ts';

export function EndScreen(props: {
  state: TableState;
  names: readonly string[];
  say(message: Message): string;
  ticket: MatchTicket | null;
  onClose(): void;
}) {
  const { t } = useLang();
  const { state, names, ticket } = props;
  // A seat of this device may have its decisions reviewed: the one it watches the table as.
  const reviewed =
    ticket && typeof state.you === 'number' && Object.hasOwn(ticket.tokens, state.you)
      ? `${paths.replay(state.match)}?seat=${state.you}`
      : null;
  const outcome = state.outcome!;
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const everyone = outcome.winners.length === state.seats.length && state.seats.length > 1;
  const youWon = typeof state.you === 'number' && outcome.winners.includes(state.you) && !everyone;
  const nobody = outcome.winners.length === 0;
  const halted = outcome.reason === TABLE_REASONS.halt;
  // The table, not the game, may have ended it: who resigned or ran out of time is in the history's table entries.
  const tableEnd =
    outcome.reason === TABLE_REASONS.resign
      ? 'resign'
      : outcome.reason === TABLE_REASONS.timeout
        ? 'timeout'
        : null;
  const last = tableEnd ? state.history.findLast((e) => e.table?.type === tableEnd)?.table : undefined;
  const ender = last && last.type !== 'halt' ? last.seat : undefined;
  const reason = halted
    ? t('end.reason.halt')
    : tableEnd
      ? ender === undefined
        ? t(`end.reason.${tableEnd}`)
        : t(`end.reason.${tableEnd}-named`, { name: names[ender] })
      : props.say(reasonMessage(outcome));
  // Where no seat won (ATMOSFEAR's Gatekeeper), the reason says who did: it is the title, and no star is shown.
  const title = everyone
    ? t('end.draw')
    : youWon
      ? t('end.you-won')
      : nobody
        ? reason
        : t('end.winners', { names: outcome.winners.map((s) => names[s]).join(t('list.separator')) });
  const outWhy = (seat: number) => state.table.out.find((o) => o.seat === seat)?.why;
  const order = state.seats
    .map((s) => s.seat)
    .sort((a, b) => (outcome.scores ? outcome.scores[b] - outcome.scores[a] : 0) || a - b);

  async function again() {
    if (!ticket) return;
    const mine = Object.keys(ticket.tokens).map(Number);
    // Everyone keeps their seat (and so their side): bots stay, this device's people sit again, others are invited.
    const seats: PlannedSeat[] = state.seats.map((info) => {
      if (info.bot !== null) return { kind: 'bot', bot: info.bot };
      const here = mine.includes(info.seat);
      return {
        kind: 'human',
        name: here ? (info.name ?? names[info.seat]) : '',
        mine: info.seat === mine[0],
      };
    });
    setBusy(true);
    try {
      // An online table keeps its time limit.
      const { clock, onTimeout, botLevel } = state.table.rules;
      const table = ticket.mode === 'online' && clock ? { clock, onTimeout, botLevel } : undefined;
      navigate(paths.match(await createMatch(state.game, ticket.mode, seats, ticket.options, table)));
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <section className="end-screen" role="dialog" aria-labelledby="end-title" aria-modal="false">
      <div className="end-card">
        <p className="end-kicker">{t('end.over')}</p>
        <h2 id="end-title" ref={heading} tabIndex={-1}>
          {!nobody && <span aria-hidden="true">{everyone ? '◐ ' : '★ '}</span>}
          {title}
        </h2>
        {!nobody && <p className="end-reason">{reason}</p>}
        <table className="scores">
          <caption className="sr-only">{t('end.scores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('end.player')}</th>
              {outcome.scores && <th scope="col">{t('end.score')}</th>}
              <th scope="col">{t('end.result')}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((seat) => (
              <tr key={seat} className={outcome.winners.includes(seat) ? 'winner' : undefined}>
                <th scope="row">{names[seat]}</th>
                {outcome.scores && <td>{outcome.scores[seat]}</td>}
                <td>
                  {outcome.winners.includes(seat)
                    ? everyone
                      ? t('end.drew')
                      : t('end.won')
                    : // Ended by the operator (TBL-D9): not played out, so nobody lost it either.
                      halted
                      ? t('end.halted')
                      : t('end.lost')}
                  {outWhy(seat) && (
                    <span className="end-out">
                      {t('list.separator')}
                      {t(outWhy(seat) === 'resign' ? 'end.resigned' : 'end.out-of-time')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {failed && (
          <p className="error" role="alert">
            {t('lobby.create-failed')}
          </p>
        )}
        <div className="end-actions">
          {ticket && (
            <button type="button" className="primary" disabled={busy} onClick={() => void again()}>
              {t('end.again')}
            </button>
          )}
          <a
            className="button"
            href={paths.replay(state.match)}
            onClick={(event) => {
              event.preventDefault();
              navigate(paths.replay(state.match));
            }}
          >
            {t('end.replay')}
          </a>
          {reviewed !== null && (
            <a
              className="button"
              href={reviewed}
              onClick={(event) => {
                event.preventDefault();
                navigate(reviewed);
              }}
            >
              {t('end.review')}
            </a>
          )}
          <button type="button" onClick={props.onClose}>
            {t('end.look')}
          </button>
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
        </div>
      </div>
    </section>
  );
}
