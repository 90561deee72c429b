// A trap's window, opened when an avatar arrives on a trapped location or a Star is activated: the reader may
// spring one of its traps or let the window pass before the countdown runs out; others see how long it stays open.
import { moveKey } from '../moves.ts';
import type { MidnightersView } from '../view.ts';
import { SpringButton } from './Buttons.tsx';
import { secondsLeft } from './clock.ts';
import { movesOf, standing, type Move } from './derive.ts';
import { locationName, player, trapKindName, type Say, type Ui } from './words.ts';

/** A trap's window: spring one of the reader's traps, or let it pass, before the countdown runs out. */
export function TrapWindow(props: {
  view: MidnightersView;
  me: number;
  names: readonly string[];
  legalMoves: readonly Move[];
  clock: number;
  onMove: (move: Move) => void;
  ui: Ui;
  say: Say;
}) {
  const { view, me, legalMoves, clock, onMove, ui, say } = props;
  const w = view.window!;
  const springs = movesOf(legalMoves, 'spring');
  const pass = legalMoves.find((m) => m.type === 'pass');
  const mine = view.traps[me];
  const s = secondsLeft(view, clock);
  return (
    <section
      className="mn-prompt window"
      data-prompt="window"
      role="alertdialog"
      aria-labelledby="mn-window-title"
    >
      <h3 id="mn-window-title">{ui('window.title')}</h3>
      <p>
        {w.activation >= 0
          ? ui('window.star', { player: player(view.activator), location: locationName(say, w.activation) })
          : ui('window.arrived', arrivedOn(view, me, say, props.names))}
      </p>
      <p className="mn-countdown" data-seconds={s}>
        <span
          className="mn-countdown-bar"
          style={{ width: `${Math.min(100, (s * 100000) / view.options.windowMs)}%` }}
        />
        <span>{ui('window.countdown', { s })}</span>
      </p>
      {springs.length === 0 && <p className="mn-hint">{ui('window.cannot')}</p>}
      <div className="mn-buttons action-bar">
        {springs.map((m) => {
          const trap = mine[m.trap];
          const caught = standing(view, trap.location).filter((x) => x !== me);
          return (
            <SpringButton key={moveKey(m)} move={m} onMove={onMove}>
              {ui('window.spring', {
                location: locationName(say, trap.location),
                kind: trapKindName(say, trap),
                n: caught.length,
              })}
            </SpringButton>
          );
        })}
        {pass && (
          <button type="button" className="primary" onClick={() => onMove(pass)} data-key="pass">
            {ui('window.pass')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Who stands on the reader's trapped locations now, and where (the first such location). */
function arrivedOn(
  view: MidnightersView,
  me: number,
  say: Say,
  names: readonly string[],
): { names: string; location: string } {
  for (const trap of view.traps[me]) {
    const there = standing(view, trap.location).filter((s) => s !== me);
    if (there.length > 0)
      return {
        names: there.map((s) => names[s] ?? `#${s + 1}`).join(', '),
        location: locationName(say, trap.location),
      };
  }
  return { names: '', location: '' };
}

/** For those who may not spring a trap now: how long the window stays open. */
export function WindowWait({ view, clock, ui }: { view: MidnightersView; clock: number; ui: Ui }) {
  return (
    <p className="mn-waiting" data-window-wait="">
      {ui('window.others', { s: secondsLeft(view, clock) })}
    </p>
  );
}
