// The hand the reader plays: its own (or, for a turn its Dream Catcher trap took, its victim's). Each card shows
// its kind's face and what it does; a card is a button only when choosing it makes or prepares a legal move.
import { KINDS, KIND_OF, nightmareOf } from '../content.ts';
import { sortedHand } from './derive.ts';
import { CardBack, KindFace, NightmareCard } from './CardFace.tsx';
import { explainCard } from './explanations.ts';
import { kindName, type Say, type Ui } from './words.ts';

/** What choosing a card of a kind does now. */
export interface HandTarget {
  readonly label: string;
  /** The moveKey of the move it makes, if it makes one (for `data-key`). */
  readonly key?: string;
  readonly onPick: () => void;
}

export function Hand(props: {
  /** Whose hand it is. */
  seat: number;
  cards: readonly (number | null)[];
  title: string;
  note: string;
  hint: string | null;
  targets: ReadonlyMap<number, HandTarget>;
  ui: Ui;
  say: Say;
}) {
  const { cards, targets, ui, say } = props;
  return (
    <section
      className="mn-hand"
      aria-labelledby="mn-hand-title"
      data-hand-size={cards.length}
      data-hand-of={props.seat}
    >
      <h3 id="mn-hand-title">
        {props.title} <span className="mn-note">{props.note}</span>
      </h3>
      {props.hint && <p className="mn-hint">{props.hint}</p>}
      {cards.length === 0 ? (
        <p className="mn-none">{ui('hand.empty')}</p>
      ) : (
        <ul className="mn-cards">
          {sortedHand(cards).map((card, i) => {
            if (card === null)
              return (
                <li key={`u${i}`} className="mn-card unknown">
                  <span
                    role="img"
                    aria-label={ui('about.card.face-down')}
                    tabIndex={0}
                    data-explain={explainCard(ui, say, null)}
                  >
                    <CardBack />
                  </span>
                </li>
              );
            const kind = KIND_OF[card];
            // A nightmare dealt at the start lies in the hand until the game begins (MID-9).
            if (kind < 0)
              return (
                <li key={card} className="mn-card nightmare" data-card={card}>
                  <div>
                    <NightmareCard nightmare={nightmareOf(card)} ui={ui} say={say} />
                  </div>
                </li>
              );
            const help = ui(`help.${KINDS[kind]}`);
            const target = targets.get(kind);
            const explain = explainCard(ui, say, card);
            const face = (
              <>
                <KindFace kind={kind} say={say} />
                <span className="mn-card-help">{help}</span>
              </>
            );
            return (
              <li key={card} className={`mn-card${target ? ' playable' : ''}`}>
                {target ? (
                  <button
                    type="button"
                    onClick={target.onPick}
                    data-card={card}
                    data-kind={kind}
                    data-key={target.key}
                    data-explain={explain}
                  >
                    {/* Spoken: what a press does, then what the card shows (the name holds what is seen). */}
                    <span className="sr-only">{target.label}</span>
                    {face}
                  </button>
                ) : (
                  <div
                    role="img"
                    aria-label={ui('hand.card', { kind: kindName(say, kind), help })}
                    tabIndex={0}
                    data-explain={explain}
                    data-card={card}
                    data-kind={kind}
                  >
                    {face}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
