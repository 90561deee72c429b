// The reader's turn: a hint, a button for every action it may take (each saying what it does), the steps a
// Vertigo, a trap or a blind swap take, the traps it may spring, and the turn's end.
import { BRIDGE, DIRECTIONS, KINDS, LOCATIONS } from '../content.ts';
import { neighbourOf } from '../board.ts';
import { moveKey } from '../moves.ts';
import type { MidnightersView } from '../view.ts';
import { Buttons, SpringButton } from './Buttons.tsx';
import { NO_MODE, handLimit, movesOf, type Mode, type Move } from './derive.ts';
import { dirName, kindName, locationName, moveName, trapKindName, type Say, type Ui } from './words.ts';

/** The reader's turn: a button for every action it may take, each saying what it does. */
export function TurnPanel(props: {
  view: MidnightersView;
  me: number;
  legalMoves: readonly Move[];
  mode: Mode;
  setMode: (mode: Mode) => void;
  onMove: (move: Move) => void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, mode, setMode, onMove, ui, say } = props;
  const at = view.avatar[view.turn];
  const walks = movesOf(legalMoves, 'walk');
  const vertigos = movesOf(legalMoves, 'vertigo');
  const traps = movesOf(legalMoves, 'trap');
  const swaps = movesOf(legalMoves, 'swap');
  const springs = movesOf(legalMoves, 'spring');
  const single = legalMoves.filter((m) => m.type === 'star' || m.type === 'catcher' || m.type === 'angle');
  const end = legalMoves.find((m) => m.type === 'end');
  const toggle = (next: Mode) => setMode(mode.kind === next.kind ? NO_MODE : next);
  const walkTo = (dir: number) => neighbourOf(view, at, dir);
  // With the turn's actions spent, a Dreamwalk in hand is no help: the turn's end is what is left.
  const spent = view.actions <= 0;
  const hint = spent ? 'turn.hint-spent' : walks.length > 0 ? 'turn.hint' : 'turn.hint-nowalk';
  return (
    <section className="mn-turn" aria-labelledby="mn-turn-title" data-actions={view.actions}>
      <h3 id="mn-turn-title">{ui('turn.title')}</h3>
      {mode.kind === 'none' && <p className="mn-hint">{ui(hint)}</p>}
      {mode.kind === 'none' && walks.length === 0 && !spent && (
        // Nothing obvious to do: the panel names what this turn still offers, that could help.
        <ul className="mn-help" data-help="">
          {swaps.length > 0 && <li data-help-for="swap">{ui('turn.help.swap')}</li>}
          {traps.length > 0 && <li data-help-for="trap">{ui('turn.help.trap')}</li>}
          {vertigos.length > 0 && <li data-help-for="vertigo">{ui('turn.help.vertigo')}</li>}
          {single.some((m) => m.type === 'star') && <li data-help-for="star">{ui('turn.help.star')}</li>}
          {end && <li data-help-for="end">{ui('turn.help.end')}</li>}
        </ul>
      )}
      {walks.length > 0 && mode.kind === 'none' && (
        <div className="mn-buttons" role="group" aria-label={ui('turn.walks')}>
          {walks.map((m) => (
            <button key={moveKey(m)} type="button" onClick={() => onMove(m)} data-key={moveKey(m)}>
              {ui('turn.walk', {
                dir: dirName(say, m.dir),
                location: locationName(say, walkTo(DIRECTIONS.indexOf(m.dir))),
              })}
            </button>
          ))}
        </div>
      )}
      <ul className="mn-actions">
        {single.map((m) => (
          <li key={moveKey(m)}>
            <button
              type="button"
              onClick={() => onMove(m)}
              data-key={moveKey(m)}
              className={m.type === 'star' && at === BRIDGE ? 'primary' : undefined}
            >
              {moveName(say, m)}
            </button>
            <span className="mn-explain">
              {m.type === 'star' ? ui(`place.${LOCATIONS[at]}`) : ui(`explain.${m.type}`)}
            </span>
          </li>
        ))}
        {(
          [
            ['vertigo', vertigos.length, { kind: 'vertigo', location: null }],
            ['trap', traps.length, { kind: 'trap', with: null }],
            ['swap', swaps.length, { kind: 'swap' }],
          ] as const
        ).map(([kind, offered, next]) =>
          offered === 0 ? null : (
            <li key={kind}>
              <button
                type="button"
                aria-pressed={mode.kind === kind}
                onClick={() => toggle(next)}
                data-mode-button={kind}
              >
                {ui(mode.kind === kind ? 'turn.cancel' : `turn.${kind}`)}
              </button>
              <span className="mn-explain">{ui(`explain.${kind}`)}</span>
            </li>
          ),
        )}
      </ul>
      {mode.kind === 'vertigo' && (
        <div className="mn-step" data-step="vertigo">
          {mode.location === null ? (
            <p className="mn-hint">{ui('vertigo.pick')}</p>
          ) : (
            <>
              <p className="mn-hint">{ui('vertigo.how', { location: locationName(say, mode.location) })}</p>
              <Buttons
                moves={vertigos.filter((m) => m.location === mode.location)}
                onMove={onMove}
                say={say}
                label={(m) => {
                  if (m.type !== 'vertigo') return '';
                  if (m.how === 'cw' || m.how === 'ccw') return ui(`vertigo.${m.how}`);
                  return ui('vertigo.swap', {
                    dir: dirName(say, m.how),
                    other: locationName(say, neighbourOf(view, m.location, DIRECTIONS.indexOf(m.how))),
                  });
                }}
              />
            </>
          )}
        </div>
      )}
      {mode.kind === 'trap' && (
        <div className="mn-step" data-step="trap">
          {mode.with === null ? (
            <>
              <p className="mn-hint">{ui('trap.pick-card')}</p>
              <div className="mn-buttons action-bar">
                {[...new Set(traps.map((m) => m.with))].map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    onClick={() => setMode({ kind: 'trap', with: kind })}
                    data-trap-with={kind}
                  >
                    {ui('trap.with', { kind: kindName(say, kind) })}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <>
              <p className="mn-hint">{ui('trap.pick-location', { kind: kindName(say, mode.with) })}</p>
              <p className="mn-explain">{ui(`trap-does.${KINDS[mode.with]}`)}</p>
              <Buttons
                moves={traps.filter((m) => m.with === mode.with)}
                onMove={onMove}
                say={say}
                label={(m) => (m.type === 'trap' ? locationName(say, m.location) : '')}
              />
            </>
          )}
        </div>
      )}
      {mode.kind === 'swap' && (
        <div className="mn-step" data-step="swap">
          <p className="mn-hint">{ui('swap.pick')}</p>
          <Buttons moves={swaps} onMove={onMove} say={say} />
        </div>
      )}
      {springs.length > 0 && mode.kind === 'none' && (
        <div className="mn-buttons">
          {springs.map((m) => {
            const trap = view.traps[props.me][m.trap];
            return (
              <SpringButton key={moveKey(m)} move={m} onMove={onMove}>
                {ui('turn.spring', {
                  location: locationName(say, trap.location),
                  kind: trapKindName(say, trap),
                })}
              </SpringButton>
            );
          })}
        </div>
      )}
      {end && (
        <div className="mn-end action-bar-fallback">
          <button type="button" className="primary" onClick={() => onMove(end)} data-key="end">
            {moveName(say, end)}
          </button>
          <span className="mn-explain">{ui('explain.end', { limit: handLimit(view, view.turn) })}</span>
        </div>
      )}
    </section>
  );
}
