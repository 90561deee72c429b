// The heroes: the six to choose from before the first night at a two-player table, and the heroes in play, each
// with its gift, its cell and its player.
import { cellName } from '../board.ts';
import { HUNTERS, PORTRAITS } from '../content.ts';
import type { OldHouseView } from '../index.ts';
import { sameMove, type Move } from './derive.ts';
import { explainHero, explainHunterCard } from './explanations.ts';
import type { Say, Ui } from './words.ts';

/**
 * Before the first night at a two-player table (OH-6): the six heroes, each with its gift and the portrait it
 * starts on. The hunter chooses one (marked, the pending panel says what it does) and confirms, twice; every
 * other page watches the same list.
 */
export function HeroChoice(props: {
  view: OldHouseView;
  legalMoves: readonly Move[];
  chosen: Move | null;
  onChoose(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, chosen, ui, say } = props;
  const offers = new Map(legalMoves.flatMap((m) => (m.type === 'hero' ? [[m.hunter, m] as const] : [])));
  return (
    <section className="oh-draft oh-choose" aria-labelledby="oh-choose-title">
      <h3 id="oh-choose-title">{ui('choose.title')}</h3>
      <p className="oh-none">{ui('choose.legend')}</p>
      <ul className="oh-cards oh-choices">
        {HUNTERS.map((hunter, i) => {
          const taken = view.heroChar.includes(i);
          const offer = offers.get(i);
          const isChosen = offer !== undefined && chosen !== null && sameMove(chosen, offer);
          const face = (
            <>
              <span className="oh-card-dark">{say({ key: `hunter.${hunter}` })}</span>
              <span className="oh-choice-text">{say({ key: `hunter.${hunter}.text` })}</span>
              <span className="oh-card-tag">
                {taken
                  ? ui('choose.taken', { n: view.heroChar.indexOf(i) + 1 })
                  : ui('choose.portrait', { cell: cellName(PORTRAITS[i]) })}
              </span>
            </>
          );
          const classes = ['oh-card'];
          if (taken) classes.push('taken');
          if (offer) classes.push('pickable');
          if (isChosen) classes.push('chosen');
          return (
            <li key={hunter} className={classes.join(' ')} data-hunter={hunter}>
              {offer ? (
                <button
                  type="button"
                  onClick={() => props.onChoose(offer)}
                  aria-pressed={isChosen}
                  data-move="hero"
                  data-explain={explainHunterCard(i, ui, say)}
                >
                  {face}
                </button>
              ) : (
                <div className="oh-card-face" data-explain={explainHunterCard(i, ui, say)} tabIndex={0}>
                  {face}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The heroes in play: who they are, where they stand, who moves them. */
export function Heroes({
  view,
  seatNames,
  ui,
  say,
}: {
  view: OldHouseView;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  return (
    <section className="oh-heroes" aria-labelledby="oh-heroes-title">
      <h3 id="oh-heroes-title">{ui('heroes.title')}</h3>
      <ul>
        {view.heroChar.map((c, h) => (
          <li
            key={h}
            data-hero-item={h}
            data-explain={explainHero(view, h, seatNames[view.heroSeat[h]] ?? '', ui, say)}
            tabIndex={0}
          >
            <span className="oh-hero-token" aria-hidden="true">
              {h + 1}
            </span>
            <span>
              <strong>
                {ui('heroes.item', {
                  name: say({ key: `hunter.${HUNTERS[c]}` }),
                  cell: cellName(view.heroCell[h]),
                  player: seatNames[view.heroSeat[h]] ?? '',
                })}
              </strong>
              <small>{say({ key: `hunter.${HUNTERS[c]}.text` })}</small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
