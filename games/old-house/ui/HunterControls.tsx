// The hunters' controls in their turn: this seat's heroes, each with its state, the choice of which moves next
// and its own actions (Acceleration, accusation, Flash, Pentagram); a trap to lay; and the end of the seat's part.
import type { OldHouseView } from '../index.ts';
import { ACCELERATED, ACCUSED, DOUBLE_SPENT, FRIGHTENED, MOVED, SKIPPING, SKIP_NEXT } from '../state.ts';
import type { Move } from './derive.ts';
import { explainButton } from './move-explanations.tsx';
import { describe, hunterName, type Say, type Ui } from './words.ts';

export function HunterControls(props: {
  view: OldHouseView;
  /** The heroes this seat moves. */
  heroes: readonly number[];
  legalMoves: readonly Move[];
  activeHero: number | null;
  setHero(hero: number): void;
  trapMode: boolean;
  setTrapMode(on: boolean): void;
  onMove(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, heroes, legalMoves, activeHero, ui, say } = props;
  const canTrap = legalMoves.some((m) => m.type === 'trap');
  const done = legalMoves.find((m) => m.type === 'done');
  return (
    <section className="oh-controls" aria-labelledby="oh-hunters-title">
      <h3 id="oh-hunters-title">{ui('hunters.title')}</h3>
      {heroes.map((h) => {
        const canMove = legalMoves.some((m) => m.type === 'move' && m.hero === h);
        const own = legalMoves.filter(
          (m) =>
            (m.type === 'accelerate' ||
              m.type === 'accuse' ||
              m.type === 'flash' ||
              m.type === 'pentagram') &&
            m.hero === h,
        );
        return (
          <div
            key={h}
            className={`oh-hero-card${activeHero === h && !props.trapMode ? ' active' : ''}`}
            data-hero={h}
          >
            <div className="oh-row">
              <span className="oh-hero-token" aria-hidden="true">
                {h + 1}
              </span>
              <strong>{hunterName(view, h, say)}</strong>
              <span className="oh-hero-state">{heroState(view, h, ui)}</span>
            </div>
            {canMove && heroes.length > 1 && (
              <button
                type="button"
                aria-pressed={activeHero === h && !props.trapMode}
                onClick={() => props.setHero(h)}
                data-move="select-hero"
              >
                {ui('hunters.choose', { n: h + 1, hero: hunterName(view, h, say), roll: view.heroRoll[h] })}
              </button>
            )}
            {own.length > 0 && (
              <ul className="oh-actions">
                {own.map((m, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      onClick={() => props.onMove(m)}
                      className={m.type === 'accuse' ? 'danger' : undefined}
                      data-move={m.type}
                    >
                      {say(describe(m))}
                    </button>
                    <span className="oh-explain">{explainButton(m, view, ui)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {canTrap && (
        <ul className="oh-actions">
          <li>
            <button
              type="button"
              aria-pressed={props.trapMode}
              onClick={() => props.setTrapMode(!props.trapMode)}
              data-move="trap-mode"
            >
              {ui(props.trapMode ? 'hunters.trap-cancel' : 'hunters.trap')}
            </button>
            <span className="oh-explain">{ui('explain.trap-mode')}</span>
          </li>
        </ul>
      )}
      {done && (
        <div className="oh-end">
          <button type="button" className="primary" onClick={() => props.onMove(done)} data-move="done">
            {say(describe(done))}
          </button>
          <span className="oh-explain">{explainButton(done, view, ui)}</span>
        </div>
      )}
    </section>
  );
}

/** A hero's state in words: this turn's die and what it did, then what lasts beyond the turn. */
function heroState(view: OldHouseView, h: number, ui: Ui): string {
  const flags = view.heroFlags[h];
  const out: string[] = [];
  if (view.phase === 'hunters') {
    if ((flags & SKIPPING) !== 0) out.push(ui('hero.skipping'));
    else out.push(ui('hero.roll', { roll: view.heroRoll[h] }));
    if ((flags & MOVED) !== 0) out.push(ui('hero.moved'));
    if ((flags & ACCELERATED) !== 0) out.push(ui('hero.accelerated'));
    if ((flags & ACCUSED) !== 0) out.push(ui('hero.accused'));
  }
  if ((flags & FRIGHTENED) !== 0) out.push(ui('hero.frightened'));
  if ((flags & SKIP_NEXT) !== 0) out.push(ui('hero.skip-next'));
  // The Exorcist's double strike comes back at dawn (OH-D6).
  if ((flags & DOUBLE_SPENT) !== 0) out.push(ui('hero.double-spent'));
  return out.join(' · ');
}
