// The cards in hand, both public: the Phantom's Move cards and dark faces, the hunters' light faces. The side a
// card belongs to also reads its rules text.
import { ACTION_CARDS } from '../content.ts';
import type { OldHouseView } from '../index.ts';
import { explainHandCard, explainMoveCards } from './explanations.ts';
import type { Say, Ui } from './words.ts';

/** The cards in play: the Phantom's dark faces and Move cards, the hunters' light faces. Both are public. */
export function Hands({ view, ui, say }: { view: OldHouseView; ui: Ui; say: Say }) {
  const group = (mask: number, side: 'dark' | 'light') => {
    const counts = new Map<string, number>();
    ACTION_CARDS.forEach((card, i) => {
      if ((mask & (1 << i)) !== 0) counts.set(card[side], (counts.get(card[side]) ?? 0) + 1);
    });
    return [...counts];
  };
  const dark = group(view.phantomCards, 'dark');
  const light = group(view.hunterCards, 'light');
  const phantom = view.role === 'phantom';
  return (
    <section className="oh-hands" aria-labelledby="oh-hands-title">
      <h3 id="oh-hands-title">{ui('hands.title')}</h3>
      <h4>{ui(phantom ? 'hands.yours' : 'hands.phantom')}</h4>
      <ul className="oh-hand" data-hand="phantom">
        <li className="oh-hand-card move" data-explain={explainMoveCards(view, ui)} tabIndex={0}>
          <span>{ui('hands.move-cards', { hand: view.hand })}</span>
        </li>
        {dark.map(([face, n]) => (
          <li
            key={face}
            className="oh-hand-card dark"
            data-explain={explainHandCard('dark', face, n, ui, say)}
            tabIndex={0}
          >
            <span>{ui('hands.card', { name: say({ key: `card.dark.${face}` }), count: n })}</span>
            {phantom && <small>{say({ key: `card.dark.${face}.text` })}</small>}
          </li>
        ))}
      </ul>
      <h4>{ui(view.role === 'hunter' ? 'hands.ours' : 'hands.hunters')}</h4>
      {light.length === 0 ? (
        <p className="oh-none">{ui('hands.none')}</p>
      ) : (
        <ul className="oh-hand" data-hand="hunters">
          {light.map(([face, n]) => (
            <li
              key={face}
              className="oh-hand-card light"
              data-explain={explainHandCard('light', face, n, ui, say)}
              tabIndex={0}
            >
              <span>{ui('hands.card', { name: say({ key: `card.light.${face}` }), count: n })}</span>
              {view.role === 'hunter' && <small>{say({ key: `card.light.${face}.text` })}</small>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
