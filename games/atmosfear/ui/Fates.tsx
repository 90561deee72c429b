// The Fate cards as a player at the table sees them (ATM-31): the deck, face down with how many are left, and the
// cards played so far, face up, the latest first. Each explains itself; nobody sees the deck's order.
import { FATES } from '../content.ts';
import type { AtmosfearView } from '../view.ts';
import { explainFate, explainFateDeck } from './explanations.ts';
import type { Say, Ui } from './words.ts';

/** How many played Fate cards lie face up on the table: the latest ones. */
const SHOWN = 3;

export function Fates({ view, ui, say }: { view: AtmosfearView; ui: Ui; say: Say }) {
  if (view.phase === 'fears') return null;
  const played = view.fateDiscard.slice(-SHOWN).reverse();
  return (
    <section className="atm-fates" aria-labelledby="atm-fates-title">
      <h3 id="atm-fates-title">{ui('fates.title')}</h3>
      <div className="atm-fate-row">
        <span
          className="atm-card atm-card-back atm-fate-deck"
          role="img"
          aria-label={ui('fates.deck', { n: view.fatesLeft })}
          tabIndex={0}
          data-fate-deck={view.fatesLeft}
          data-explain={explainFateDeck(view, ui)}
        >
          {view.fatesLeft}
        </span>
        {played.length === 0 ? (
          <span className="atm-hint">{ui('fates.none')}</span>
        ) : (
          <>
            <span className="atm-fates-played">{ui('fates.played')}</span>
            {played.map((fate, i) => {
              const words = say({ key: `fate.${FATES[fate]}` });
              return (
                <span
                  key={view.fateDiscard.length - i}
                  className="atm-card atm-fate"
                  role="img"
                  aria-label={words}
                  tabIndex={0}
                  data-fate={FATES[fate]}
                  data-explain={explainFate(fate, ui, say)}
                >
                  {words.split(':')[0]}
                </span>
              );
            })}
          </>
        )}
      </div>
    </section>
  );
}
