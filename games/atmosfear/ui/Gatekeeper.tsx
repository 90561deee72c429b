// The Gatekeeper breaks in (ATM-2, ATM-3): the table stops under a full-screen interruption with his line, whom
// he singles out, a STOP! when he voids what was in progress, and — for a bargain — the choice he offers with the
// time left to answer. He looks darker as the hour passes (his tier). Focus moves into the interruption so a
// keyboard or a screen reader meets him at once.
import { useEffect, useRef } from 'react';
import { gatekeeperLine } from '../describe.ts';
import type { AtmosfearMove } from '../state.ts';
import type { AtmosfearView } from '../view.ts';
import { clockText, type DraftEvent, type GatekeeperEvent } from './derive.ts';
import type { Say, Ui } from './words.ts';

export interface GatekeeperProps {
  readonly view: AtmosfearView;
  /** What he last did (null after a reload while he speaks: he is shown without his words). */
  readonly said: GatekeeperEvent | DraftEvent | null;
  /** The seat whose move his STOP! made void, if it did. */
  readonly voided: number | null;
  /** The reader's answers to his bargain, with their words; empty when the reader has nothing to answer. */
  readonly answers: readonly { readonly move: AtmosfearMove; readonly words: string }[];
  readonly onMove: (move: AtmosfearMove) => void;
  readonly now: number;
  readonly seatNames: readonly string[];
  readonly ui: Ui;
  readonly say: Say;
}

/** His words for what he did. */
export function gatekeeperWords(said: GatekeeperEvent | DraftEvent | null, say: Say, ui: Ui): string {
  if (said === null) return ui('gk.unheard');
  if (said.type === 'draft') return say({ key: 'gk.draft' });
  return say(gatekeeperLine(said));
}

export function Gatekeeper(props: GatekeeperProps) {
  const { view, said, voided, answers, now, seatNames, ui, say } = props;
  const box = useRef<HTMLDivElement>(null);
  const tier = said?.type === 'gatekeeper' ? said.tier : 2;
  const stop = said?.type === 'gatekeeper' && said.stop;
  const named = said?.type === 'gatekeeper' ? said.named : null;
  const speaking = view.gatekeeper.speakingUntil >= 0;
  const pending = view.pending?.why === 'bargain' ? view.pending : null;

  useEffect(() => box.current?.focus(), [said]);

  return (
    <div
      className={`atm-gk atm-gk-tier-${tier}`}
      data-said={said === null ? 'unheard' : said.type === 'draft' ? 'draft' : said.instruction}
      data-bargain={pending ? (answers.length > 0 ? 'mine' : 'theirs') : undefined}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="atm-gk-title"
    >
      <div className="atm-gk-box" ref={box} tabIndex={-1} aria-describedby="atm-gk-line">
        <p className="atm-gk-eyes" aria-hidden="true">
          ◉ ◉
        </p>
        <h2 id="atm-gk-title">{ui('gk.title')}</h2>
        {stop && (
          <p className="atm-gk-stop" data-stop>
            {say({ key: 'gk.stop' })}
          </p>
        )}
        {stop && voided !== null && (
          <p className="atm-gk-void">{ui('gk.voided', { player: seatNames[voided] ?? '' })}</p>
        )}
        <blockquote id="atm-gk-line" className="atm-gk-line" aria-live="assertive">
          {gatekeeperWords(said, say, ui)}
        </blockquote>
        {named && (
          <p className="atm-gk-named" data-named={named.seat}>
            {ui(named.seat === view.you ? 'gk.names-you' : 'gk.names', {
              player: seatNames[named.seat] ?? '',
            })}
          </p>
        )}
        {speaking && (
          <p className="atm-gk-wait">
            {ui('gk.silence', { time: clockText(Math.max(0, view.gatekeeper.speakingUntil - now)) })}
          </p>
        )}
        {!speaking && pending && answers.length > 0 && (
          <div className="atm-gk-choice" role="group" aria-label={ui('gk.choose')}>
            <p>{ui('gk.choose-in', { time: clockText(Math.max(0, pending.until - now)) })}</p>
            {answers.map(({ move, words }, i) => (
              <button
                key={i}
                type="button"
                className={i === 0 ? 'atm-prize' : 'atm-penalty'}
                onClick={() => props.onMove(move)}
              >
                <span className="atm-gk-side">{ui(i === 0 ? 'gk.prize' : 'gk.penalty')}</span> {words}
              </button>
            ))}
          </div>
        )}
        {!speaking && pending && answers.length === 0 && (
          <p className="atm-gk-wait">
            {ui('gk.they-choose', {
              player: seatNames[pending.seat] ?? '',
              time: clockText(Math.max(0, pending.until - now)),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
