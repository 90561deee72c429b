// What lies on the board: the Keystones on their squares and the Gates across theirs.
import { COLOURS } from '../content.ts';
import type { Point } from './geometry.ts';
import { gemPoints } from './SquareShape.tsx';

/** The Keystones lying on a square, side by side in their colours. */
export function Gems({
  at,
  colours,
  hooks = true,
}: {
  at: Point;
  colours: readonly number[];
  hooks?: boolean;
}) {
  return (
    <>
      {colours.map((c, i) => {
        const dx = colours.length > 1 ? (i - (colours.length - 1) / 2) * 11 : 0;
        return (
          <polygon
            key={i}
            className={`atm-stone atm-c-${COLOURS[c]}`}
            points={gemPoints(6.5)}
            transform={`translate(${at.x + dx} ${at.y + 1})`}
            data-stone={hooks ? COLOURS[c] : undefined}
          />
        );
      })}
    </>
  );
}

/** A Gate across a square: a portcullis at its corner, so what stands on the square still shows. */
export function GateMark({ at, hooks = true }: { at: Point; hooks?: boolean }) {
  return (
    <g
      className="atm-gate"
      transform={`translate(${at.x + 9} ${at.y - 10})`}
      data-gate={hooks ? '' : undefined}
    >
      <path className="atm-gate-frame" d="M-10,10 V-5 A10,7.5 0 0 1 10,-5 V10 Z" />
      <path className="atm-gate-bars" d="M-5,-9 V10 M0,-10.5 V10 M5,-9 V10 M-10,0 H10 M-10,5.5 H10" />
    </g>
  );
}
