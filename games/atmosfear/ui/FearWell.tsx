// The Well of Fears at setup (ATM-8, ATM-D15): each player writes a fear — plain text, at most 80 characters —
// or takes one of ours, before the hour begins. Only who has written is shown, never what or whose.
import { useState } from 'react';
import { FEAR_MAX_CHARS } from '../content.ts';
import type { AtmosfearMove } from '../state.ts';
import type { AtmosfearView } from '../view.ts';
import { clockText, fearTimeLeft } from './derive.ts';
import { explainOwnFear, explainWritten } from './explanations.ts';
import { fearText, type Say, type Ui } from './words.ts';

export interface FearWellProps {
  readonly view: AtmosfearView;
  readonly moves: readonly AtmosfearMove[];
  readonly onMove: (move: AtmosfearMove) => void;
  readonly now: number;
  readonly seatNames: readonly string[];
  readonly ui: Ui;
  readonly say: Say;
}

export function FearWell({ view, moves, onMove, now, seatNames, ui, say }: FearWellProps) {
  const [text, setText] = useState('');
  const ours = moves.filter(
    (m): m is Extract<AtmosfearMove, { key: string }> => m.type === 'fear' && 'key' in m,
  );
  const [picked, setPicked] = useState(0);
  const words = text.trim();
  const mayWrite = ours.length > 0;
  return (
    <section className="atm-fear-well" aria-labelledby="atm-fear-well-title">
      <h2 id="atm-fear-well-title">{ui('well.title')}</h2>
      <p>{ui('well.intro')}</p>
      <p className="atm-fear-well-time">{ui('well.time', { time: clockText(fearTimeLeft(now)) })}</p>
      {mayWrite ? (
        <form
          className="atm-fear-well-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (words.length > 0) onMove({ type: 'fear', text: words });
          }}
        >
          <label htmlFor="atm-fear">{ui('well.label')}</label>
          <textarea
            id="atm-fear"
            rows={2}
            maxLength={FEAR_MAX_CHARS}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="atm-fear-count"
          />
          <span id="atm-fear-count" className="atm-fear-well-count">
            {ui('well.count', { n: FEAR_MAX_CHARS - text.length })}
          </span>
          <button type="submit" disabled={words.length === 0}>
            {ui('well.drop')}
          </button>
          <div className="atm-fear-well-ours">
            <label htmlFor="atm-fear-ours">{ui('well.or')}</label>
            <select
              id="atm-fear-ours"
              value={picked}
              onChange={(event) => setPicked(Number(event.target.value))}
            >
              {ours.map((m, i) => (
                <option key={m.key} value={i}>
                  {say({ key: m.key })}
                </option>
              ))}
            </select>
            <button type="button" onClick={() => ours[picked] && onMove(ours[picked])}>
              {ui('well.take')}
            </button>
          </div>
        </form>
      ) : view.fear ? (
        <p className="atm-fear-well-mine" tabIndex={0} data-explain={explainOwnFear(view, ui, say)}>
          {ui('well.yours', {
            fear: fearText(say, view.fear),
          })}
        </p>
      ) : null}
      <ul className="atm-fear-well-who">
        {view.written.map((done, s) => (
          <li
            key={s}
            data-written={done ? 'yes' : 'no'}
            tabIndex={0}
            data-explain={explainWritten(seatNames[s] ?? `#${s + 1}`, done, ui)}
          >
            <span aria-hidden="true">{done ? '✓' : '…'}</span> {seatNames[s]}:{' '}
            {ui(done ? 'well.written' : 'well.writing')}
          </li>
        ))}
      </ul>
    </section>
  );
}
