// A card duel (ATM-23): both duellists lay a card face down at the same time; nobody sees a card before both are
// down; then both flip. The reader's own hand is offered while it must lay.
import type { AtmosfearMove } from '../state.ts';
import type { AtmosfearView } from '../view.ts';
import { explainDuelCard, explainLaidCard } from './explanations.ts';
import { cardFace, type Ui } from './words.ts';

export interface DuelProps {
  readonly view: AtmosfearView;
  readonly moves: readonly AtmosfearMove[];
  readonly onMove: (move: AtmosfearMove) => void;
  readonly seatNames: readonly string[];
  readonly ui: Ui;
}

export function Duel({ view, moves, onMove, seatNames, ui }: DuelProps) {
  const duel = view.duel;
  if (!duel) return null;
  const cards = moves.filter((m): m is Extract<AtmosfearMove, { type: 'card' }> => m.type === 'card');
  const sides = [duel.attacker, duel.defender] as const;
  return (
    <section className="atm-duel" aria-labelledby="atm-duel-title" data-duel>
      <h2 id="atm-duel-title">
        {ui('duel.title', { attacker: seatNames[duel.attacker], defender: seatNames[duel.defender] })}
      </h2>
      <div className="atm-duel-sides">
        {sides.map((seat, i) => (
          <div key={seat} className="atm-duel-side">
            <span className="atm-duel-name">{seatNames[seat]}</span>
            {duel.laid[i] ? (
              <span
                className="atm-card atm-card-back"
                data-laid
                tabIndex={0}
                data-explain={explainLaidCard(seat === view.you ? duel.mine : -1, ui)}
              >
                <span className="sr-only">{ui('duel.laid')}</span>
                {seat === view.you && duel.mine > 0 ? cardFace(duel.mine) : ''}
              </span>
            ) : (
              <span className="atm-card atm-card-empty">{ui('duel.choosing')}</span>
            )}
          </div>
        ))}
      </div>
      {cards.length > 0 && (
        <div className="atm-duel-hand" role="group" aria-label={ui('duel.lay')}>
          <p>{ui('duel.lay')}</p>
          {cards.map((m) => (
            <button
              key={m.value}
              type="button"
              className="atm-card atm-card-face"
              data-card={m.value}
              aria-label={ui('duel.lay-card', { card: cardFace(m.value) })}
              data-explain={explainDuelCard(m.value, ui)}
              onClick={() => onMove(m)}
            >
              {cardFace(m.value)}
            </button>
          ))}
          <p className="atm-hint">{ui('duel.ace')}</p>
        </div>
      )}
    </section>
  );
}
