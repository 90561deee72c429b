// What the table says of one seat beside the game: its clock (counting down while it runs), whether its player is
// away and since when, whether a bot plays it and why, whether it is out; and the vote to hand an away seat to a bot.
import { useEffect, useState } from 'react';
import { useLang } from '../app/lang.tsx';
import type { Translate } from '../i18n/index.ts';
import { awayFor, clockLeft, type TableState } from '../play/session.ts';
import { TIME_LIMIT_ORDER, TIME_LIMITS } from '../lobby/timeLimits.ts';

/** Below this, a running clock is drawn as urgent (and says so in words too). */
const LOW_MS = 20_000;

/** This device's clock, read at each render, and rendered again every `everyMs` while `active`. */
function useNow(active: boolean, everyMs: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((t) => t + 1), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  // eslint-disable-next-line react-hooks/purity -- a clock on screen shows the time it is drawn at
  return Date.now();
}

/** m:ss, or h:mm:ss past an hour; a running clock shows the second it is in (rounded up). */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The clock of one seat: what is left, counting down where it runs. */
export function SeatClock({ state, seat }: { state: TableState; seat: number }) {
  const { t } = useLang();
  // Whether the clock runs does not depend on the time it is read at.
  const now = useNow(clockLeft(state, seat, 0)?.running ?? false, 250);
  const clock = clockLeft(state, seat, now);
  if (!clock) return null;
  const text = clockText(clock.leftMs);
  const low = clock.running && clock.leftMs < LOW_MS;
  return (
    <span
      className={`seat-clock${clock.running ? ' running' : ''}${low ? ' low' : ''}`}
      role="timer"
      aria-label={t(low ? 'clock.seat-low' : 'clock.seat', { time: text })}
      data-clock={seat}
    >
      <span aria-hidden="true">{clock.running ? '◔ ' : '◷ '}</span>
      {text}
    </span>
  );
}

/** The table's notes on a seat: out and why, played by a bot and why, away and for how long. */
export function useSeatNotes(state: TableState, seat: number): string[] {
  const { t } = useLang();
  const away = state.table.away.some((a) => a.seat === seat);
  const now = useNow(away && !state.outcome, 15_000);
  return seatNotes(state, seat, now, t);
}

export function seatNotes(state: TableState, seat: number, now: number, t: Translate): string[] {
  const notes: string[] = [];
  const out = state.table.out.find((o) => o.seat === seat);
  const held = state.table.botHeld.find((b) => b.seat === seat);
  // A seat out of a larger match may still be played to the end by a bot; one held for its player says why.
  if (out) notes.push(t(`players.out.${out.why}`));
  if (held && out) notes.push(t('players.bot-plays-on'));
  else if (held) notes.push(t(held.why === 'vote' ? 'players.bot-held.vote' : 'players.bot-held.timeout'));
  const away = awayFor(state, seat, now);
  if (away !== null && away < 60_000) notes.push(t('players.away-moments'));
  else if (away !== null) notes.push(t('players.away-for', { n: Math.floor(away / 60_000) }));
  return notes;
}

/** The table's rules in a line: the time limit and what a timeout does (nothing without a time limit). */
export function TableRulesLine({ state }: { state: TableState }) {
  const { t } = useLang();
  const { clock, onTimeout } = state.table.rules;
  // Friends' pace needs no words at the table.
  if (!clock) return null;
  const preset = TIME_LIMIT_ORDER.find(
    (l) => TIME_LIMITS[l]?.reserveMs === clock.reserveMs && TIME_LIMITS[l]?.incrementMs === clock.incrementMs,
  );
  const limit = preset
    ? t(`time.${preset}`)
    : t('time.custom', { reserve: clockText(clock.reserveMs), increment: clockText(clock.incrementMs) });
  return (
    <p className="table-rules" data-table-rules="">
      {t('table.time-limit', { limit })}
      {' · '}
      {t(`table.on-timeout.${onTimeout}`)}
    </p>
  );
}

/**
 * The vote to hand an away seat to a bot: for a person's seat at a table without a time limit, on a seat whose
 * player is away and that no bot plays yet. It passes when every other connected person has voted.
 */
export function VoteBot({
  state,
  seat,
  name,
  onVote,
}: {
  state: TableState;
  seat: number;
  name: string;
  onVote(seat: number): void;
}) {
  const { t } = useLang();
  const me = state.you;
  if (me === 'spectator' || me === seat || state.status !== 'playing' || state.table.rules.clock) return null;
  if (!state.table.away.some((a) => a.seat === seat)) return null;
  if (state.table.botHeld.some((b) => b.seat === seat)) return null;
  const voters = state.table.votes.find((v) => v.seat === seat)?.voters ?? [];
  const voted = voters.includes(me);
  return (
    <span className="vote-bot">
      {voted ? (
        <span className="vote-cast">{t('vote.cast')}</span>
      ) : (
        <button type="button" onClick={() => onVote(seat)} aria-label={t('vote.hand-named', { name })}>
          {t('vote.hand')}
        </button>
      )}
      {voters.length > 0 && <span className="vote-count">{t('vote.count', { n: voters.length })}</span>}
    </span>
  );
}
