// What the table asks of the player now: the status line (whose turn, the die), the hint of what to do next,
// and the panel of the move being prepared, which says what it will do before Confirm.
import { cellName } from '../board.ts';
import { HEROES_CHOSEN } from '../heroes.ts';
import type { OldHouseView } from '../index.ts';
import { SKIPPING } from '../state.ts';
import type { Mode } from './cell-targets.tsx';
import type { Move } from './derive.ts';
import { explainMove } from './move-explanations.tsx';
import { describe, entityAt, hunterName, type Say, type Ui } from './words.ts';

/** Where the night stands: the phase, the round, the dice; or how the game ended. */
export function statusLine(view: OldHouseView, ui: Ui): string {
  if (view.end !== null) return ui(`status.over.${view.end}`);
  if (view.phase === 'heroes') return ui('status.heroes');
  if (view.phase === 'twilight') return ui('status.twilight', { round: view.round });
  if (view.phase === 'phantom')
    return view.openingLeft > 0
      ? ui('status.opening', { round: view.round, roll: view.roll, steps: view.stepsLeft })
      : ui('status.phantom', { round: view.round, roll: view.roll, steps: view.stepsLeft });
  const rolls = view.heroRoll
    .map((r, h) => ((view.heroFlags[h] & SKIPPING) !== 0 ? '–' : String(r)))
    .join(' · ');
  return view.nightOver
    ? ui('status.hunters-last', { round: view.round, rolls })
    : ui('status.hunters', { round: view.round, rolls });
}

/** What this seat may do next, given the mode its controls set and the hero it moves. */
export function hintLine(view: OldHouseView, mode: Mode, hero: number | null, ui: Ui, say: Say): string {
  if (view.phase === 'heroes') return ui('hint.heroes', { left: HEROES_CHOSEN - view.heroChar.length });
  if (view.phase === 'twilight')
    return ui(view.draftLeft < 0 ? 'hint.draft-mode' : 'hint.draft-pick', { left: view.draftLeft });
  if (view.role === 'phantom') {
    if (mode.kind === 'creep')
      return ui('hint.creep', { entity: entityAt(view, mode.from, say), cell: cellName(mode.from) });
    if (mode.kind === 'summon') return ui('hint.summon');
    // OH-15: after a Summon or a Horror the Phantom moves no more this turn.
    if (view.stepsLeft === 0 || view.stopped) return ui('hint.phantom-cards');
    return ui(view.openingLeft > 0 ? 'hint.phantom-opening' : 'hint.phantom', { steps: view.stepsLeft });
  }
  if (mode.kind === 'trap') return ui('hint.trap');
  if (hero !== null)
    return ui('hint.hero', { n: hero + 1, hero: hunterName(view, hero, say), roll: view.heroRoll[hero] });
  return ui('hint.hunters-after');
}

/** The move being prepared: what it will do, then Confirm or Cancel. */
export function Pending(props: {
  move: Move;
  view: OldHouseView;
  ui: Ui;
  say: Say;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { move, view, ui, say } = props;
  return (
    <section className="oh-pending" aria-labelledby="oh-pending-title">
      <h3 id="oh-pending-title">{say(describe(move))}</h3>
      <p>{explainMove(move, view, ui, say)}</p>
      <div className="oh-row">
        <button type="button" className="primary" onClick={props.onConfirm} data-confirm="">
          {ui('pending.confirm')}
        </button>
        <button type="button" onClick={props.onCancel}>
          {ui('pending.cancel')}
        </button>
      </div>
    </section>
  );
}
