// The hour, always on screen (ATM-1): counting down from the server's clock, darker and faster-pulsing as it runs
// out, and announced to screen readers at each five-minute mark and in the last minute.
import type { AtmosfearView } from '../view.ts';
import { clockMark, clockText, hourLeft, urgency } from './derive.ts';
import type { Ui } from './words.ts';

export function HourClock({ view, now, ui }: { view: AtmosfearView; now: number; ui: Ui }) {
  const left = hourLeft(view, now);
  const level = urgency(view, left);
  const mark = clockMark(left);
  const announced = mark ? ui(`clock.${mark.unit}`, { n: mark.n }) : '';
  return (
    // The hour left and the device's time it was read at: two screens' readings of one clock can be compared.
    <div
      className={`atm-clock atm-urgency-${level}`}
      data-urgency={level}
      data-left={Math.round(left)}
      // eslint-disable-next-line react-hooks/purity -- the stamp is the device’s time of this very drawing
      data-read-at={Date.now()}
    >
      <span className="atm-clock-label">{ui(view.hourStart < 0 ? 'clock.not-yet' : 'clock.left')}</span>
      <span className="atm-clock-time" role="timer" aria-label={ui('clock.aria', { time: clockText(left) })}>
        {clockText(left)}
      </span>
      <span className="sr-only" aria-live="polite">
        {view.hourStart >= 0 && view.phase === 'play' ? announced : ''}
      </span>
    </div>
  );
}
