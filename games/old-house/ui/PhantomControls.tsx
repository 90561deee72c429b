// The Phantom's controls in its turn: the pad of steps, the entities that may creep, the Summon, its cards
// (attack, Horror, Acceleration), and the end of its turn, each button with what it does beside it.
import { cellName } from '../board.ts';
import type { OldHouseView } from '../index.ts';
import type { Mode } from './cell-targets.tsx';
import { stepTarget, type Move } from './derive.ts';
import { explainButton, explainEnd } from './move-explanations.tsx';
import { describe, entityAt, hunterName, type Say, type Ui } from './words.ts';

export function PhantomControls(props: {
  view: OldHouseView;
  legalMoves: readonly Move[];
  mode: Mode;
  setMode(mode: Mode): void;
  onMove(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, mode, ui, say } = props;
  const steps = legalMoves.filter((m): m is Extract<Move, { type: 'step' }> => m.type === 'step');
  const creepFrom = [...new Set(legalMoves.flatMap((m) => (m.type === 'creep' ? [m.from] : [])))];
  const others = legalMoves.filter(
    (m) => m.type === 'attack' || m.type === 'horror' || m.type === 'accelerate',
  );
  const canSummon = legalMoves.some((m) => m.type === 'summon');
  const end = legalMoves.find((m) => m.type === 'end-turn');
  const spare = legalMoves.find((m) => m.type === 'spare');
  const order = ['n', 'w', 'still', 'e', 's'];
  return (
    <section className="oh-controls" aria-labelledby="oh-phantom-title">
      <h3 id="oh-phantom-title">{ui('phantom.title')}</h3>
      <p className="oh-facts">
        {ui('phantom.facts', { roll: view.roll, steps: view.stepsLeft, hand: view.hand })}
      </p>
      {steps.length > 0 && (
        <div className="oh-pad" role="group" aria-label={ui('phantom.steps')}>
          {order.map((dir) => {
            const m = steps.find((s) => s.dir === dir);
            return m ? (
              <button
                key={dir}
                type="button"
                className={`oh-pad-${dir}`}
                onClick={() => props.onMove(m)}
                data-move={`step-${dir}`}
              >
                {`${say(describe(m))} → ${cellName(stepTarget(view.cell, m.dir))}`}
              </button>
            ) : (
              <span key={dir} className={`oh-pad-${dir}`} />
            );
          })}
        </div>
      )}
      {creepFrom.length > 0 && (
        <div className="oh-row" role="group" aria-label={ui('phantom.entities')}>
          {creepFrom.map((from) => (
            <button
              key={from}
              type="button"
              aria-pressed={mode.kind === 'creep' && mode.from === from}
              onClick={() =>
                props.setMode(
                  mode.kind === 'creep' && mode.from === from ? { kind: 'default' } : { kind: 'creep', from },
                )
              }
            >
              {ui('phantom.entity', { entity: entityAt(view, from, say), cell: cellName(from) })}
            </button>
          ))}
        </div>
      )}
      {canSummon && (
        <div className="oh-row">
          <button
            type="button"
            aria-pressed={mode.kind === 'summon'}
            onClick={() => props.setMode(mode.kind === 'summon' ? { kind: 'default' } : { kind: 'summon' })}
            data-move="summon-mode"
          >
            {ui('phantom.summon')}
          </button>
        </div>
      )}
      {others.length > 0 && (
        <ul className="oh-actions">
          {others.map((m, i) => (
            <li key={i}>
              <button type="button" onClick={() => props.onMove(m)}>
                {m.type === 'horror'
                  ? `${say(describe(m))}: ${hunterName(view, m.hero, say)}`
                  : say(describe(m))}
              </button>
              <span className="oh-explain">{explainButton(m, view, ui)}</span>
            </li>
          ))}
        </ul>
      )}
      {end && (
        <div className="oh-end">
          <button type="button" className="primary" onClick={() => props.onMove(end)} data-move="end-turn">
            {say(describe(end))}
          </button>
          <span className="oh-explain">{explainEnd(view, ui)}</span>
        </div>
      )}
      {spare && (
        <div className="oh-end">
          <button type="button" onClick={() => props.onMove(spare)} data-move="spare">
            {say(describe(spare))}
          </button>
          <span className="oh-explain">{ui('explain.spare', { cell: cellName(view.cell) })}</span>
        </div>
      )}
    </section>
  );
}
