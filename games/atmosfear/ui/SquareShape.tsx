// Each kind of square has its own shape, glyph and colour, so it reads at a glance and without colour.
import { BLACK_HOLE, COMPASS, HEADSTONE, HOME, KEYSTONE, LIGHTNING, RING, SKULL } from '../board.ts';

/** The glyph and outline of a kind of square, centred on 0 (also the legend's swatches). */
export function SquareShape({ kind, size, home }: { kind: number; size: number; home?: number }) {
  const h = size / 2;
  switch (kind) {
    case HOME:
      return (
        <>
          <polygon
            className="atm-shape"
            points={`0,${-h * 1.1} ${h},${-h * 0.25} ${h},${h} ${-h},${h} ${-h},${-h * 0.25}`}
          />
          <text className="atm-glyph atm-home-number" y={h * 0.62}>
            {home !== undefined ? home + 1 : '1'}
          </text>
        </>
      );
    case KEYSTONE: {
      const r = h * 1.2;
      return (
        <>
          <polygon className="atm-shape" points={`0,${-r} ${r},0 0,${r} ${-r},0`} />
          <polygon
            className="atm-glyph atm-socket"
            points={gemPoints(h * 0.42)}
            transform={`translate(0 ${-h * 0.05})`}
          />
        </>
      );
    }
    case LIGHTNING: {
      const r = h * 1.1;
      const hex = Array.from({ length: 6 }, (_, i) => {
        const a = (i * Math.PI) / 3;
        return `${r * Math.cos(a)},${r * Math.sin(a)}`;
      }).join(' ');
      return (
        <>
          <polygon className="atm-shape" points={hex} />
          <path
            className="atm-glyph atm-bolt"
            transform={`scale(${h / 13.5})`}
            d="M3,-12 L-7,1.5 L-1.2,1.5 L-4,12 L7,-2 L1.2,-2 L4.5,-12 Z"
          />
        </>
      );
    }
    case COMPASS:
      return (
        <>
          <circle className="atm-shape" r={h} />
          <g transform={`scale(${h / 13.5})`}>
            <path
              className="atm-glyph atm-rose"
              d="M0,-11.5 L3,-3 L11.5,0 L3,3 L0,11.5 L-3,3 L-11.5,0 L-3,-3 Z"
            />
            <path className="atm-glyph atm-rose-north" d="M0,-11.5 L3,-3 L-3,-3 Z" />
            <circle className="atm-glyph atm-rose-hub" r={1.8} />
          </g>
        </>
      );
    case SKULL:
      return (
        <>
          <rect className="atm-shape" x={-h} y={-h} width={size} height={size} rx={h * 0.5} />
          <g transform={`scale(${h / 13.5})`}>
            <path
              className="atm-glyph atm-bone"
              d="M-9,0 A9,9 0 1 1 9,0 L9,3.5 L5.5,5.5 L5.5,10 L-5.5,10 L-5.5,5.5 L-9,3.5 Z"
            />
            <circle className="atm-glyph atm-socket-dark" cx={-3.8} cy={-0.5} r={2.7} />
            <circle className="atm-glyph atm-socket-dark" cx={3.8} cy={-0.5} r={2.7} />
            <path className="atm-glyph atm-socket-dark" d="M0,2.8 L1.5,5.2 L-1.5,5.2 Z" />
            <path className="atm-glyph atm-teeth" d="M-2.5,7 V10 M0,7 V10 M2.5,7 V10" />
          </g>
        </>
      );
    case BLACK_HOLE:
      return (
        <>
          <circle className="atm-shape" r={h} />
          <g transform={`scale(${h / 13.5})`}>
            <path
              className="atm-glyph atm-swirl"
              d="M0,-10 A10,10 0 0 1 10,0 M0,10 A10,10 0 0 1 -10,0 M6,-3 A6.5,6.5 0 0 1 -3,6 M-6,3 A6.5,6.5 0 0 1 3,-6"
            />
            <circle className="atm-glyph atm-void" r={3.2} />
          </g>
        </>
      );
    case HEADSTONE:
      return (
        <>
          <path
            className="atm-shape"
            d={`M${-h * 0.8},${h} V${-h * 0.2} A${h * 0.8},${h * 0.8} 0 0 1 ${h * 0.8},${-h * 0.2} V${h} Z`}
          />
          <path
            className="atm-glyph atm-engraving"
            d={`M0,${-h * 0.72} V${h * 0.45} M${-h * 0.36},${-h * 0.3} H${h * 0.36}`}
          />
          <path className="atm-glyph atm-sod" d={`M${-h},${h} H${h}`} />
        </>
      );
    case RING:
      return <rect className="atm-shape" x={-h} y={-h} width={size} height={size} rx={h * 0.45} />;
    default:
      return (
        <>
          <rect className="atm-shape" x={-h} y={-h} width={size} height={size} rx={h * 0.3} />
          <circle className="atm-glyph atm-pebble" r={h * 0.16} />
        </>
      );
  }
}

/** A cut gem's outline: a hexagon flattened on top, as a Keystone is drawn. */
export function gemPoints(r: number): string {
  return `${-r},${-r * 0.35} ${-r * 0.5},${-r} ${r * 0.5},${-r} ${r},${-r * 0.35} 0,${r}`;
}
