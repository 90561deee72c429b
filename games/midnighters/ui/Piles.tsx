// The piles everyone sees: the deck, the discard pile, the reshuffles and the hand limit they set, and the cards
// played this turn.
import { HAND_LIMIT_AFTER_RESHUFFLE } from '../content.ts';
import type { MidnightersView } from '../view.ts';
import { CardBack, SmallCard } from './CardFace.tsx';
import { explainPile } from './explanations.ts';
import type { Say, Ui } from './words.ts';

/** The deck, the discard pile, the reshuffles and the hand limit they set. */
export function Piles({ view, ui, say }: { view: MidnightersView; ui: Ui; say: Say }) {
  return (
    <section className="mn-piles" aria-labelledby="mn-piles-title">
      <h3 id="mn-piles-title">{ui('piles.title')}</h3>
      <ul>
        <li data-deck={view.deck.length} tabIndex={0} data-explain={explainPile(view, 'deck', ui)}>
          <CardBack small /> {ui('piles.deck', { n: view.deck.length })}
        </li>
        <li data-discard={view.discard.length} tabIndex={0} data-explain={explainPile(view, 'discard', ui)}>
          {ui('piles.discard', { n: view.discard.length })}
        </li>
        <li className={view.reshuffles > 0 ? 'mn-raised' : undefined} data-reshuffles={view.reshuffles}>
          {view.reshuffles > 0
            ? ui('piles.reshuffled', { n: view.reshuffles, limit: HAND_LIMIT_AFTER_RESHUFFLE })
            : ui('piles.not-reshuffled')}
        </li>
      </ul>
      {view.played.length > 0 && (
        <div className="mn-played">
          <h4>{ui('piles.played')}</h4>
          <ul className="mn-shown">
            {view.played.map((card, i) => (
              <li key={i}>
                <SmallCard card={card} ui={ui} say={say} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
