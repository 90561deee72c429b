// The signals around the board: whose turn it is (banner, tab title, an optional chime), the link to the
// server, and the game's clock where it has one.
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../app/lang.tsx';
import { storage } from '../lib/storage.ts';
import type { LinkStatus } from '../play/connection.ts';
import { untilDue, type TableState } from '../play/session.ts';

/** The tab's title says when it is your turn, and a chime sounds if the player switched sound on. */
export function useTurnSignal(myTurn: boolean, gameName: string): void {
  const { t } = useLang();
  const was = useRef(false);
  useEffect(() => {
    document.title = myTurn
      ? t('title.your-turn', { game: gameName })
      : gameName
        ? t('title.game', { game: gameName })
        : t('app.name');
    if (myTurn && !was.current && storage.sound()) chime();
    was.current = myTurn;
  }, [myTurn, gameName, t]);
  useEffect(() => () => void (document.title = t('app.name')), [t]);
}

let audio: AudioContext | null = null;

/** Two soft notes, made on the spot: no sound file to load. */
export function chime(): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [i, freq] of [660, 880].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, start + i * 0.16);
      gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.16 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.16 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + i * 0.16);
      osc.stop(start + i * 0.16 + 0.32);
    }
  } catch {
    // no audio here: the banner and the title still say it
  }
}

export function SoundSwitch() {
  const { t } = useLang();
  const [on, setOn] = useState(storage.sound);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => {
        storage.setSound(!on);
        setOn(!on);
        if (!on) chime();
      }}
    >
      <span aria-hidden="true">♪</span>
      <span className="phone-sr-only">{on ? t('sound.on') : t('sound.off')}</span>
    </button>
  );
}

export function TurnBanner(props: {
  mine: boolean;
  waitingFor: readonly string[];
  you: string | null;
  hotseat: boolean;
  pending: boolean;
  /** The viewer may act now but need not (a reaction). */
  reacting: boolean;
}) {
  const { t } = useLang();
  const text = props.pending
    ? t('turn.sending')
    : props.mine && props.reacting
      ? t('turn.react')
      : props.mine
        ? props.hotseat && props.you
          ? t('turn.yours-named', { name: props.you })
          : t('turn.yours')
        : props.waitingFor.length > 0
          ? t('turn.waiting', { names: props.waitingFor.join(t('list.separator')) })
          : t('turn.game');
  return (
    <div className={`turn-banner${props.mine ? ' mine' : ''}`} role="status" aria-live="assertive">
      <span className="turn-icon" aria-hidden="true">
        {props.mine ? '▶' : '…'}
      </span>
      {text}
    </div>
  );
}

export function LinkBadge({ link }: { link: LinkStatus }) {
  const { t } = useLang();
  return (
    <span className={`link-badge ${link}`} role="status">
      <span className="link-dot" aria-hidden="true">
        {link === 'online' ? '●' : '○'}
      </span>
      {/* On a phone a working link is only its dot; a broken one still says so. */}
      <span className={link === 'online' ? 'phone-sr-only' : undefined}>{t(`link.${link}`)}</span>
    </span>
  );
}

/** The game's own clock, counting down to its next strike; nothing for games without one. */
export function MatchClock({ state }: { state: TableState }) {
  const { t } = useLang();
  const [now, setNow] = useState(() => Date.now());
  const left = untilDue(state, now);
  const ticking = left !== null;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [ticking]);
  if (left === null) return null;
  const seconds = Math.ceil(left / 1000);
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <span className="match-clock" role="timer" aria-label={t('clock.label', { time: text })}>
      <span aria-hidden="true">◷ </span>
      {text}
    </span>
  );
}
