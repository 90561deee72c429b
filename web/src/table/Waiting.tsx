// Before the match starts: the seats still free, each with its invite link to copy and send (or, for a
// visitor, a seat to take).
import { useState } from 'react';
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import type { MatchTicket } from '../lib/storage.ts';
import type { TableState } from '../play/session.ts';

export function Waiting({
  state,
  names,
  ticket,
}: {
  state: TableState;
  names: readonly string[];
  ticket: MatchTicket | null;
}) {
  const { t } = useLang();
  const free = state.seats.filter((s) => s.bot === null && s.name === null);
  return (
    <div className="waiting">
      <h2>{t('waiting.title')}</h2>
      <p>{ticket ? t('waiting.invite') : t('waiting.visitor')}</p>
      <ul className="invites">
        {free.map((seat) => {
          const from = typeof state.you === 'number' ? state.you : undefined;
          const link = new URL(paths.invite(state.match, seat.seat, from), location.href).href;
          return (
            <li key={seat.seat}>
              <span className="invite-seat">{names[seat.seat]}</span>
              {ticket ? (
                <CopyLink link={link} label={t('waiting.link', { n: seat.seat + 1 })} />
              ) : (
                <a
                  className="button primary"
                  href={paths.invite(state.match, seat.seat)}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(paths.invite(state.match, seat.seat));
                  }}
                >
                  {t('waiting.take', { n: seat.seat + 1 })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A link in a read-only field with a Copy button; the field selects itself, for browsers without a clipboard. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const { t } = useLang();
  const [copied, setCopied] = useState(false);
  return (
    <span className="copy-link">
      <input
        readOnly
        value={link}
        aria-label={label}
        onFocus={(event) => event.target.select()}
        data-invite
      />
      <button
        type="button"
        onClick={() => {
          navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? t('waiting.copied') : t('waiting.copy')}
      </button>
    </span>
  );
}
