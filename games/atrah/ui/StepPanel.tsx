// The step panel: whose turn it is, the four steps of a turn as the rules run them, this turn's cards, and for
// the player to act the step's options. Every option is one of the engine's legal moves: choose it, read what it
// does, then confirm.
import { useEffect, useRef } from 'react';
import type { AtrahMove, AtrahView } from '../index.ts';
import { rowLetter } from '../describe.ts';
import { keepGain } from '../score.ts';
import { keyOf } from './choice.ts';
import { Hand } from './Hand.tsx';
import { rowCards } from './layout.ts';
import { FamilyGlyph } from './parts.tsx';
import { cardName, explain, familyName, signed, type Say, type Ui } from './words.tsx';
import { atrahPresentation } from '../presentation.ts';

/** The four steps of a turn (ATR-11 … ATR-15), for the step list; keeping extra families is part of step 3. */
const STEPS = ['take', 'effects', 'keep', 'claim'] as const;
function stepOf(phase: AtrahView['phase']): number {
  if (phase === 'extra') return 2;
  return STEPS.indexOf(phase as (typeof STEPS)[number]);
}

export function StepPanel({
  view,
  me,
  legalMoves,
  step,
  chosen,
  choose,
  onMove,
  seatNames,
  ui,
  say,
}: {
  view: AtrahView;
  me: number | null;
  legalMoves: readonly AtrahMove[];
  /** Names the step being played: a new one is a new step. */
  step: string;
  chosen: AtrahMove | null;
  choose: (move: AtrahMove) => void;
  onMove: (move: AtrahMove) => void;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  const myTurn = legalMoves.length > 0;
  const now = stepOf(view.phase);
  const acting = view.turn >= 0 ? (seatNames[view.turn] ?? '') : '';

  // Keyboard play: when a step begins and the focus was lost with the last button, bring it to the panel.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (legalMoves.length === 0) return;
    const active = document.activeElement;
    if (!active || active === document.body) title.current?.focus({ preventScroll: true });
  }, [step, legalMoves.length]);

  return (
    <section
      className={`at-panel${myTurn ? ' active' : ''}`}
      aria-labelledby="at-panel-title"
      data-phase={view.phase}
    >
      <h2 id="at-panel-title" className="at-heading" ref={title} tabIndex={-1}>
        {myTurn
          ? ui('panel.your-turn')
          : view.turn >= 0
            ? ui('panel.their-turn', { name: acting })
            : ui('panel.over')}
      </h2>
      {view.turn >= 0 && (
        <ol className="at-steps">
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={i === now ? 'now' : i < now ? 'done' : ''}
              aria-current={i === now ? 'step' : undefined}
            >
              <span className="at-step-no" aria-hidden="true">
                {i < now ? '✓' : i + 1}
              </span>
              {ui(`step.${s}`)}
            </li>
          ))}
        </ol>
      )}

      <Hand view={view} mine={me !== null && view.turn === me} acting={acting} ui={ui} say={say} />

      {myTurn ? (
        <>
          <p className="at-step-hint">
            {ui(`hint.${view.phase}`, {
              extras: view.extras,
              family: view.offer >= 0 ? familyName(say, view.offer) : '',
            })}
          </p>
          <div className="at-options" role="group" aria-label={ui('options.label')}>
            {legalMoves.map((move) => (
              <button
                key={keyOf(move)}
                type="button"
                className={`at-option at-option-${move.type}`}
                aria-pressed={chosen !== null && keyOf(chosen) === keyOf(move)}
                onClick={() => choose(move)}
                data-option={keyOf(move)}
              >
                <OptionLabel move={move} view={view} me={me!} ui={ui} say={say} />
              </button>
            ))}
          </div>
          <div className="at-preview" aria-live="polite" data-preview={chosen ? keyOf(chosen) : ''}>
            {chosen ? (
              explain(chosen, view, me!, legalMoves, ui, say).map((line, i) => <p key={i}>{line}</p>)
            ) : (
              <p className="at-hint">{ui('preview.none')}</p>
            )}
          </div>
          <button
            type="button"
            className="primary at-confirm"
            disabled={chosen === null}
            onClick={() => {
              if (!chosen) return;
              // The button is about to be disabled: keep the keyboard's place on the panel for the next step.
              title.current?.focus({ preventScroll: true });
              onMove(chosen);
            }}
            data-confirm={chosen ? keyOf(chosen) : ''}
          >
            {chosen
              ? ui('confirm', { move: say(atrahPresentation.describeMove!(chosen)) })
              : ui('confirm.none')}
          </button>
        </>
      ) : (
        view.turn >= 0 && <p className="at-hint">{ui('panel.wait')}</p>
      )}
    </section>
  );
}

/** An option's button text: what the move is, with a short figure where it helps. */
function OptionLabel({
  move,
  view,
  me,
  ui,
  say,
}: {
  move: AtrahMove;
  view: AtrahView;
  me: number;
  ui: Ui;
  say: Say;
}) {
  switch (move.type) {
    case 'row': {
      const letter = rowLetter(me, move.line);
      const cards = rowCards(view, move.line).map((c) => cardName(say, c.card));
      return <>{ui('option.row', { row: letter, cards: cards.join(ui('list.and')) })}</>;
    }
    case 'keep':
    case 'extra': {
      const gain = keepGain(view, me, move.family, move.type === 'extra');
      return (
        <>
          <FamilyGlyph family={move.family} size={18} />
          <span className="at-option-text">{say(atrahPresentation.describeMove!(move))}</span>
          <span className="at-gain">{ui('option.gain', { points: signed(gain) })}</span>
        </>
      );
    }
    case 'majority': {
      const column = view.majority[move.family];
      return (
        <>
          <FamilyGlyph family={move.family} size={18} />
          <span className="at-option-text">
            {ui('option.take', { card: cardName(say, column[column.length - 1]) })}
          </span>
        </>
      );
    }
    case 'send':
      return <>{ui('option.send', { stack: move.stack + 1, card: cardName(say, view.tops[move.stack]) })}</>;
    default:
      return <>{say(atrahPresentation.describeMove!(move))}</>;
  }
}
