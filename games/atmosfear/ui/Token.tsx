// A seat's piece on the board.
import type { AtmosfearView } from '../view.ts';
import type { Point } from './geometry.ts';

/** A seat's piece: a Numb Skull's bone token with its number, a Harbinger's in its hue, a Soul Ranger's ghost. */
export function Token(props: {
  seat: number;
  at: Point;
  radius: number;
  ms: number;
  view: AtmosfearView;
  mine: boolean;
  label: string;
}) {
  const { seat, at, view } = props;
  const role = view.role[seat];
  const h = view.harbinger[seat];
  const r = props.radius;
  const classes = ['atm-piece', `atm-role-${role}`];
  if (h >= 0) classes.push(`atm-h-${h}`);
  if (props.mine) classes.push('atm-mine');
  if (view.stuck & (1 << seat)) classes.push('atm-stuck');
  return (
    <g
      className={classes.join(' ')}
      style={{ transform: `translate(${at.x}px, ${at.y}px)`, transitionDuration: `${props.ms}ms` }}
      data-seat={seat}
    >
      <title>{props.label}</title>
      {props.mine && (
        <>
          <circle className="atm-halo" r={r + 3.5} />
          <path className="atm-pointer" d={`M-5,${-r - 10} H5 L0,${-r - 4.5} Z`} />
        </>
      )}
      <circle className="atm-token" r={r} />
      {h >= 0 && <circle className="atm-token-ring" r={r * 0.84} strokeWidth={r * 0.3} />}
      {view.stuck & (1 << seat) ? <circle className="atm-held" r={r + 2} /> : null}
      <text className="atm-token-number" y={r * 0.38} fontSize={r * 1.15}>
        {view.number[seat]}
      </text>
    </g>
  );
}
