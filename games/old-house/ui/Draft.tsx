// The Twilight's draft: the row of thirteen action cards, each with its dark face (the Phantom's) and its light
// face (the hunters'), the Phantom's choice of how to draft, and why a card cannot be taken.
import { ACTION_CARDS, MAX_SUMMONS_HELD, SUMMON_CARDS } from '../content.ts';
import type { OldHouseView } from '../index.ts';
import { sameMove, type Move } from './derive.ts';
import { explainActionCard } from './explanations.ts';
import { describe, type Say, type Ui } from './words.ts';

/** How many Summons a set of the Phantom's cards holds. */
function summonsIn(cards: number): number {
  let n = 0;
  for (let m = cards & SUMMON_CARDS; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * Why a card of the row cannot be taken now, in words: the engine's list decides, this only explains it (cards
 * left of the last pick are passed, three Summons are the most the Phantom may hold, of identical cards side by
 * side only the first is offered, and a card must leave enough to its right for the picks still to come).
 */
function lockReason(view: OldHouseView, card: number): string {
  if (card <= view.lastPick) return 'draft.lock-passed';
  const summon = (SUMMON_CARDS & (1 << card)) !== 0;
  if (summon && summonsIn(view.phantomCards) >= MAX_SUMMONS_HELD) return 'draft.lock-summons';
  const prev = ACTION_CARDS[card - 1];
  const here = ACTION_CARDS[card];
  if (card > view.lastPick + 1 && prev.dark === here.dark && prev.light === here.light)
    return 'draft.lock-twin';
  return 'draft.lock-room';
}

/**
 * The Twilight: the row of thirteen cards. The Phantom chooses how to draft, then chooses a card (it is marked and
 * the pending panel says what taking it does) and confirms, like every move at the table. A card it cannot take
 * says why, on every seat's page.
 */
export function Draft(props: {
  view: OldHouseView;
  legalMoves: readonly Move[];
  chosen: Move | null;
  onChoose(m: Move): void;
  onMove(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, chosen, ui, say } = props;
  const modes = legalMoves.filter((m) => m.type === 'draft');
  const picks = new Map(legalMoves.flatMap((m) => (m.type === 'pick' ? [[m.card, m] as const] : [])));
  // The cards are being taken: the Phantom's page has the engine's list of what it may take; a hunter's or a
  // spectator's page has none, and tells only the reasons that do not depend on it.
  const picking = view.phase === 'twilight' && view.draftLeft > 0;
  const deciding = picks.size > 0;
  const held = summonsIn(view.phantomCards);
  const summonsLocked =
    picking &&
    held >= MAX_SUMMONS_HELD &&
    ACTION_CARDS.some((_, i) => i > view.lastPick && (SUMMON_CARDS & (1 << i)) !== 0);
  return (
    <section className="oh-draft" aria-labelledby="oh-draft-title">
      <h3 id="oh-draft-title">{ui('draft.title')}</h3>
      <p className="oh-none">{ui('draft.legend')}</p>
      <p className="oh-none">{ui('draft.rules', { max: MAX_SUMMONS_HELD })}</p>
      {view.draftLeft >= 0 && (
        <p>
          {ui(view.draftRoll > 0 ? 'draft.rolled' : 'draft.four', {
            roll: view.draftRoll,
            left: view.draftLeft,
          })}
        </p>
      )}
      {summonsLocked && (
        <p className="oh-draft-limit" data-summon-limit="">
          {ui('draft.summons-full', { max: MAX_SUMMONS_HELD })}
        </p>
      )}
      {modes.length > 0 && (
        <div className="oh-row">
          {modes.map((m) => (
            <button
              key={m.type === 'draft' ? m.mode : ''}
              type="button"
              className="primary"
              onClick={() => props.onMove(m)}
              data-move={m.type === 'draft' ? `draft-${m.mode}` : undefined}
            >
              {say(describe(m))}
            </button>
          ))}
        </div>
      )}
      <ol className="oh-cards">
        {ACTION_CARDS.map((card, i) => {
          const taken = (view.phantomCards & (1 << i)) !== 0;
          const pick = picks.get(i);
          const isChosen = pick !== undefined && chosen !== null && sameMove(chosen, pick);
          const dark = say({ key: `card.dark.${card.dark}` });
          const light = say({ key: `card.light.${card.light}` });
          const reason = picking && !taken && !pick ? lockReason(view, i) : null;
          const lock = reason === 'draft.lock-room' && !deciding ? null : reason;
          const face = (
            <>
              <span className="oh-card-dark">{dark}</span>
              <span className="oh-card-light">{light}</span>
              {taken && <span className="oh-card-tag">{ui('draft.taken')}</span>}
              {lock && (
                <span className="oh-card-lock" data-lock={lock.slice('draft.lock-'.length)}>
                  {ui(lock, { max: MAX_SUMMONS_HELD })}
                </span>
              )}
            </>
          );
          const classes = ['oh-card'];
          if (taken) classes.push('taken');
          if (pick) classes.push('pickable');
          if (isChosen) classes.push('chosen');
          if (lock) classes.push('locked');
          return (
            <li key={i} className={classes.join(' ')}>
              {pick ? (
                <button
                  type="button"
                  onClick={() => props.onChoose(pick)}
                  aria-pressed={isChosen}
                  data-move="pick"
                  data-explain={explainActionCard(view, i, ui, say)}
                >
                  {face}
                </button>
              ) : (
                <div
                  className="oh-card-face"
                  role="img"
                  aria-label={[
                    ui(taken ? 'draft.card-taken' : 'draft.card', { dark, light }),
                    ...(lock ? [ui(lock, { max: MAX_SUMMONS_HELD })] : []),
                  ].join('. ')}
                  data-explain={explainActionCard(view, i, ui, say)}
                  tabIndex={0}
                >
                  {face}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
