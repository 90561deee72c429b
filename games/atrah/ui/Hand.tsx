// The cards of this turn, shown to everyone: what the acting player took (and drew) and holds until the Keep,
// with the effects still to resolve (ATR-13, ATR-14).
import type { AtrahView } from '../index.ts';
import { CardFace } from './parts.tsx';
import { cardLabel, pendingWords, type Say, type Ui } from './words.tsx';
import { explainCard } from './explanations.ts';

export function Hand({
  view,
  mine,
  acting,
  ui,
  say,
}: {
  view: AtrahView;
  /** The hand is the reader's own. */
  mine: boolean;
  /** The acting player's name. */
  acting: string;
  ui: Ui;
  say: Say;
}) {
  if (view.hand.length === 0) return null;
  const pending = pendingWords(view, ui);
  return (
    <div className="at-hand" data-hand={view.hand.length}>
      <h3>{mine ? ui('hand.yours') : ui('hand.theirs', { name: acting })}</h3>
      <ul>
        {view.hand.map((card, i) => (
          <li
            key={`${i}-${card}`}
            className="at-hand-card"
            aria-label={cardLabel(say, ui, card)}
            data-explain={explainCard(card, ui, say)}
            tabIndex={0}
          >
            <CardFace card={card} ui={ui} say={say} />
          </li>
        ))}
      </ul>
      {pending.length > 0 && (
        <p className="at-pending">{ui('hand.pending', { effects: pending.join(', ') })}</p>
      )}
    </div>
  );
}
