// The tracks along the top of the table: Time (the rounds), banishment (the Phantom's damage), the relics
// destroyed, and the Phantom's Move cards. Each is read out whole and explains itself.
import type { ReactNode } from 'react';
import { RELIC_CELLS, cellName } from '../board.ts';
import { BANISHMENT, MOVE_CARDS, RELICS_TO_WIN, ROUNDS } from '../content.ts';
import type { OldHouseView } from '../index.ts';
import { relicIntact, relicsDestroyed } from '../state.ts';
import { explainMoveCards, explainTrack } from './explanations.ts';
import type { Ui } from './words.ts';

export function Tracks({ view, ui }: { view: OldHouseView; ui: Ui }) {
  const destroyed = relicsDestroyed(view.destroyed);
  return (
    <div className="oh-tracks">
      <Track
        name={ui('track.time')}
        label={ui('track.time-label', { round: view.round, rounds: ROUNDS })}
        explain={explainTrack(view, 'time', ui)}
      >
        <span className="oh-pips" aria-hidden="true">
          {Array.from({ length: ROUNDS }, (_, i) => (
            <span
              key={i}
              className={`oh-pip time${i + 1 === view.round ? ' now' : i + 1 < view.round ? ' past' : ''}`}
            >
              {i + 1}
            </span>
          ))}
        </span>
      </Track>
      <Track
        name={ui('track.banish')}
        label={ui('track.banish-label', { damage: view.damage, max: BANISHMENT })}
        explain={explainTrack(view, 'banish', ui)}
        data={{ 'data-damage': view.damage }}
      >
        <span className="oh-pips" aria-hidden="true">
          {Array.from({ length: BANISHMENT }, (_, i) => (
            <span key={i} className={`oh-pip banish${i < view.damage ? ' on' : ''}`}>
              {i < view.damage ? '✕' : ''}
            </span>
          ))}
        </span>
      </Track>
      <Track
        name={ui('track.relics')}
        label={ui('track.relics-label', { destroyed, max: RELICS_TO_WIN })}
        explain={explainTrack(view, 'relics', ui)}
        data={{ 'data-relics': destroyed }}
      >
        <span className="oh-pips" aria-hidden="true">
          {RELIC_CELLS.map((c, r) => (
            <span key={c} className={`oh-pip relic${relicIntact(view.destroyed, r) ? '' : ' gone'}`}>
              {cellName(c)}
            </span>
          ))}
        </span>
      </Track>
      <Track
        name={ui('track.hand')}
        label={ui('track.hand-label', { hand: view.hand, max: MOVE_CARDS })}
        explain={explainMoveCards(view, ui)}
      >
        <span className="oh-count" aria-hidden="true">
          {view.hand} / {MOVE_CARDS}
        </span>
      </Track>
    </div>
  );
}

/** One track: read out whole by its label, drawn as a name and its marks. */
function Track(props: {
  name: string;
  label: string;
  explain: string;
  data?: Record<`data-${string}`, number>;
  children: ReactNode;
}) {
  return (
    <div
      className="oh-track"
      role="img"
      aria-label={props.label}
      data-explain={props.explain}
      tabIndex={0}
      {...props.data}
    >
      <span className="oh-track-name" aria-hidden="true">
        {props.name}
      </span>
      {props.children}
    </div>
  );
}
