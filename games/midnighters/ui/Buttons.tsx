// Buttons that make moves: one per move, named by the game's own words, and the one that springs a trap.
import { moveKey } from '../moves.ts';
import type { Move } from './derive.ts';
import { moveName, type Say } from './words.ts';

/**
 * A button for each move, named by the game's own words (and where it leads, when that helps): what a prompt or a
 * step waits for, so on a phone they are the table's action bar.
 */
export function Buttons(props: {
  moves: readonly Move[];
  onMove: (move: Move) => void;
  say: Say;
  label?: (move: Move) => string;
  className?: string;
}) {
  return (
    <div className={`mn-buttons action-bar ${props.className ?? ''}`}>
      {props.moves.map((m) => (
        <button key={moveKey(m)} type="button" onClick={() => props.onMove(m)} data-key={moveKey(m)}>
          {props.label ? props.label(m) : moveName(props.say, m)}
        </button>
      ))}
    </div>
  );
}

/** A button that springs one of the reader's traps. */
export function SpringButton(props: { move: Move; onMove: (move: Move) => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      className="danger"
      onClick={() => props.onMove(props.move)}
      data-key={moveKey(props.move)}
    >
      {props.children}
    </button>
  );
}
