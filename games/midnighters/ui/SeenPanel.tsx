// What a Motel, Square or Dream Catcher showed the reader of hidden cards, kept on its page until put aside.
import { SmallCard } from './CardFace.tsx';
import type { Seen } from './derive.ts';
import { cardsText, player, type Say, type Ui } from './words.ts';

/** What a Motel, Square or Dream Catcher showed the reader: only on the reader's own page. */
export function SeenPanel(props: { seen: Seen; ui: Ui; say: Say; onClose: () => void }) {
  const { seen, ui, say } = props;
  const title =
    seen.at === 'hand'
      ? ui('seen.hand', { player: player(seen.target ?? 0) })
      : seen.at === 'discard'
        ? ui('seen.discard', { n: seen.cards.length })
        : ui('seen.deck');
  return (
    <section className="mn-seen" data-seen={seen.at} aria-labelledby="mn-seen-title">
      <h3 id="mn-seen-title">{title}</h3>
      <p className="mn-note">{ui('seen.private')}</p>
      {seen.cards.length === 0 ? (
        <p className="mn-none">{ui('cards.none')}</p>
      ) : (
        <>
          <ul className="mn-shown">
            {seen.cards.map((card, i) => (
              <li key={i}>
                <SmallCard card={card} ui={ui} say={say} />
              </li>
            ))}
          </ul>
          <p className="mn-sr">{cardsText(ui, say, seen.cards)}</p>
        </>
      )}
      <button type="button" onClick={props.onClose} data-seen-close="">
        {ui('seen.close')}
      </button>
    </section>
  );
}
