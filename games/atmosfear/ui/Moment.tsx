// The moments everyone at the table should see happen, shown for a few seconds when they come: both Duel cards
// flipping and who won, a dice duel's two dice, the Well giving up a fear (and, if it was the drawer's own, whose
// it was: the only time a fear's writer is revealed).
import { useEffect, useState } from 'react';
import type { AtmosfearEvent } from '../state.ts';
import { cardFace, dieFace, fearText, type Say, type Ui } from './words.ts';

type Shown = Extract<AtmosfearEvent, { type: 'duel-shown' | 'dice-duel' | 'fear-drawn' }>;

const SHOW_MS = 6000;

function notable(events: readonly AtmosfearEvent[]): Shown | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'duel-shown' || e.type === 'dice-duel' || e.type === 'fear-drawn') return e;
  }
  return null;
}

export function Moment(props: {
  events: readonly AtmosfearEvent[];
  eventsKey: number;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  const { events, eventsKey, seatNames, ui, say } = props;
  const [shown, setShown] = useState<{ key: number; event: Shown } | null>(null);
  const [read, setRead] = useState<number | null>(null);
  // Each batch is read once, when it comes; a notable one replaces what is shown.
  if (read !== eventsKey) {
    setRead(eventsKey);
    const event = notable(events);
    if (event) setShown({ key: eventsKey, event });
  }
  // A moment goes after its few seconds, whatever batches come meanwhile.
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  const e = shown.event;
  const name = (s: number) => seatNames[s] ?? '';
  return (
    <div className="atm-moment" role="status" key={shown.key} data-moment={e.type}>
      {e.type === 'duel-shown' && (
        <>
          <div className="atm-flip-pair">
            {[e.attacker, e.defender].map((seat, i) => (
              <div key={seat} className="atm-duel-side">
                <span className="atm-duel-name">{name(seat)}</span>
                <span className="atm-card atm-card-face atm-flip" data-shown-card={e.cards[i]}>
                  {cardFace(e.cards[i])}
                </span>
              </div>
            ))}
          </div>
          <p>{e.winner < 0 ? ui('moment.tie') : ui('moment.duel-won', { player: name(e.winner) })}</p>
        </>
      )}
      {e.type === 'dice-duel' && (
        <>
          <div className="atm-flip-pair">
            {[e.seat, e.with].map((seat, i) => (
              <div key={seat} className="atm-duel-side">
                <span className="atm-duel-name">{name(seat)}</span>
                <span className="atm-die atm-rolling" role="img" aria-label={String(e.dice[i])}>
                  {dieFace(e.dice[i])}
                </span>
              </div>
            ))}
          </div>
          <p>{ui('moment.dice-duel', { player: name(e.seat), other: name(e.with) })}</p>
        </>
      )}
      {e.type === 'fear-drawn' && (
        <div className="atm-reveal">
          <p className="atm-reveal-title">{ui('moment.well')}</p>
          <blockquote className="atm-reveal-fear" data-fear>
            {fearText(say, e.fear)}
          </blockquote>
          <p>{ui(e.own ? 'moment.fear-own' : 'moment.fear-not', { player: name(e.seat) })}</p>
        </div>
      )}
    </div>
  );
}
