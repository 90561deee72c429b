// The house in SVG: a 7 × 7 grid, north up (the Phantom's player sits at the south edge), columns A–G and rows
// 1–7 written round it. Each cell is one focusable element with a label that says everything on it; the arrow
// keys walk the grid and Enter or Space acts on a cell. Each cell also explains itself (issue 27) on hover, on a
// long press and on keyboard focus: the grid is one Tab stop (a roving tabindex), so its 49 explanations cost the
// keyboard no extra stops, and the arrows bring each cell's explanation in turn.
import { useRef, type KeyboardEvent } from 'react';
import { CELLS, CELL_TYPE, ENTITY_KINDS, RELIC_AT, SIZE, START, cellName, colOf, rowOf } from '../board.ts';
import { UNARMED, relicIntact } from '../state.ts';
import type { OldHouseView } from '../index.ts';
import { WALLS, arrowTarget, labelWidth, routeLabel } from './derive.ts';

const S = 60;
const PAD = 20;
const SIDE = PAD * 2 + S * SIZE;
const COLUMNS = 'ABCDEFG';
/** The strip along a cell's top edge that holds the route's numbers. */
const ROUTE_TOP = 11;

/** Top-left corner of a cell: row 7 at the top. */
function corner(cell: number): { x: number; y: number } {
  return { x: PAD + colOf(cell) * S, y: PAD + (SIZE - 1 - rowOf(cell)) * S };
}

export interface CellMark {
  /** What clicking the cell does now, in words (for its label); null when it does nothing. */
  readonly action: string | null;
  /** Which kind of move it prepares: `step`, `move`, `trap`, `creep`, `summon`, or `select` (an entity). */
  readonly kind: string;
  /** The cell is the move being prepared. */
  readonly chosen: boolean;
}

interface HouseProps {
  readonly view: OldHouseView;
  readonly label: string;
  readonly marks: ReadonlyMap<number, CellMark>;
  readonly aid: ReadonlySet<number>;
  readonly fresh: ReadonlySet<number>;
  readonly eventsKey: number;
  readonly focus: number;
  readonly onFocus: (cell: number) => void;
  readonly onCell: (cell: number) => void;
  readonly describe: (cell: number) => string;
  /** What the cell is and what lies on it, for the table's explainer. */
  readonly explain: (cell: number) => string;
}

export function House({
  view,
  label,
  marks,
  aid,
  fresh,
  eventsKey,
  focus,
  onFocus,
  onCell,
  describe,
  explain,
}: HouseProps) {
  const refs = useRef<(SVGGElement | null)[]>([]);
  const phantom = view.role === 'phantom';
  const traces = new Map<number, number>();
  for (let i = 0; i < view.traces.length; i += 2) traces.set(view.traces[i], view.traces[i + 1]);
  const route = phantom ? view.route : [];

  const keyDown = (cell: number) => (event: KeyboardEvent) => {
    const next = arrowTarget(cell, event.key);
    if (next >= 0) {
      event.preventDefault();
      onFocus(next);
      refs.current[next]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onCell(cell);
    }
  };

  return (
    <svg className="oh-house" viewBox={`0 0 ${SIDE} ${SIDE}`} role="group" aria-label={label}>
      <defs>
        <pattern
          id="oh-hatch"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="8" className="oh-hatch-line" />
        </pattern>
      </defs>
      {Array.from({ length: SIZE }, (_, i) => (
        <g key={i} className="oh-coords" aria-hidden="true">
          <text x={PAD + i * S + S / 2} y={PAD - 8} textAnchor="middle">
            {COLUMNS[i]}
          </text>
          <text x={PAD + i * S + S / 2} y={SIDE - 7} textAnchor="middle">
            {COLUMNS[i]}
          </text>
          <text x={PAD / 2} y={PAD + (SIZE - 1 - i) * S + S / 2 + 5} textAnchor="middle">
            {i + 1}
          </text>
          <text x={SIDE - PAD / 2} y={PAD + (SIZE - 1 - i) * S + S / 2 + 5} textAnchor="middle">
            {i + 1}
          </text>
        </g>
      ))}
      {/* The rooms' floors and the corridors, beneath everything. */}
      <rect className="oh-floor" x={PAD} y={PAD} width={S * SIZE} height={S * SIZE} aria-hidden="true" />
      {Array.from({ length: CELLS }, (_, cell) => {
        const { x, y } = corner(cell);
        const corridor = colOf(cell) === 3 || rowOf(cell) === 3;
        return (
          <rect
            key={cell}
            className={`oh-tile${corridor ? ' corridor' : ''}`}
            x={x + 1}
            y={y + 1}
            width={S - 2}
            height={S - 2}
            aria-hidden="true"
          />
        );
      })}
      {/* Pentagram rings: the 3 × 3 block around each. */}
      {view.pentagrams.map((p) => {
        const { x, y } = corner(p);
        return (
          <rect
            key={`ring${p}`}
            className="oh-ring"
            x={Math.max(PAD, x - S) + 3}
            y={Math.max(PAD, y - S) + 3}
            width={Math.min(PAD + S * SIZE, x + 2 * S) - Math.max(PAD, x - S) - 6}
            height={Math.min(PAD + S * SIZE, y + 2 * S) - Math.max(PAD, y - S) - 6}
            aria-hidden="true"
          />
        );
      })}
      {Array.from({ length: CELLS }, (_, cell) => {
        const { x, y } = corner(cell);
        const mark = marks.get(cell);
        const relic = RELIC_AT[cell];
        const type = CELL_TYPE[cell];
        let entity = -1;
        for (let i = 0; i < view.entities.length; i += 3)
          if (view.entities[i + 1] === cell) entity = view.entities[i];
        const trap = view.trapCells.indexOf(cell);
        const classes = ['oh-cell'];
        if (mark?.action) classes.push('playable');
        if (mark?.chosen) classes.push('chosen');
        if (aid.has(cell)) classes.push('possible');
        if (fresh.has(cell)) classes.push('fresh');
        return (
          <g
            key={cell}
            ref={(el) => {
              refs.current[cell] = el;
            }}
            className={classes.join(' ')}
            role={mark?.action ? 'button' : 'img'}
            tabIndex={cell === focus ? 0 : -1}
            aria-label={describe(cell)}
            data-explain={explain(cell)}
            aria-pressed={mark?.action ? mark.chosen : undefined}
            onClick={() => {
              onFocus(cell);
              onCell(cell);
            }}
            onKeyDown={keyDown(cell)}
            onFocus={() => onFocus(cell)}
            data-cell={cellName(cell)}
            data-action={mark?.action ? mark.kind : undefined}
            data-possible={aid.has(cell) ? 'yes' : undefined}
            data-trap={trap >= 0 ? 'yes' : undefined}
          >
            <rect className="oh-hit" x={x} y={y} width={S} height={S} rx="6" />
            {/* A fresh element per batch restarts the glow without remounting the focusable cell. */}
            {fresh.has(cell) && (
              <rect
                key={eventsKey}
                className="oh-glow"
                x={x + 1}
                y={y + 1}
                width={S - 2}
                height={S - 2}
                rx="6"
              />
            )}
            {aid.has(cell) && (
              <rect className="oh-possible" x={x + 3} y={y + 3} width={S - 6} height={S - 6} rx="5" />
            )}
            {type >= 0 && <TypeMark kind={type} x={x + 4} y={y + 4} />}
            {cell === START && (
              <polygon
                className="oh-start"
                points={`${x + S - 16},${y + 5} ${x + S - 5},${y + 5} ${x + S - 10.5},${y + 15}`}
              />
            )}
            {relic >= 0 && <Relic x={x + S / 2} y={y + S / 2} intact={relicIntact(view.destroyed, relic)} />}
            {view.pentagrams.includes(cell) && <Pentagram x={x + S / 2} y={y + S / 2} />}
            {trap >= 0 && (
              <g className={`oh-trap${view.trapPlacedAt[trap] === UNARMED ? ' unarmed' : ''}`}>
                <rect x={x + S - 20} y={y + S - 20} width="15" height="15" rx="2" />
                <path d={`M${x + S - 17} ${y + S - 17} l9 9 M${x + S - 8} ${y + S - 17} l-9 9`} />
              </g>
            )}
            {entity >= 0 && <Entity kind={entity} x={x + S / 2} y={y + S / 2} />}
            <rect className="oh-focus" x={x + 3} y={y + 3} width={S - 6} height={S - 6} rx="7" />
            {mark?.action && (
              <rect className="oh-target" x={x + 5} y={y + 5} width={S - 10} height={S - 10} rx="8" />
            )}
          </g>
        );
      })}
      {WALLS.map(([a, , side]) => {
        const { x, y } = corner(a);
        return side === 'e' ? (
          <line
            key={`w${a}${side}`}
            className="oh-wall"
            x1={x + S}
            y1={y}
            x2={x + S}
            y2={y + S}
            aria-hidden="true"
          />
        ) : (
          <line key={`w${a}${side}`} className="oh-wall" x1={x} y1={y} x2={x + S} y2={y} aria-hidden="true" />
        );
      })}
      <rect className="oh-outer" x={PAD} y={PAD} width={S * SIZE} height={S * SIZE} aria-hidden="true" />
      <Pieces view={view} traces={traces} />
      {route.length > 1 && <Route route={route} />}
    </svg>
  );
}

/**
 * The traces, the heroes and the Phantom, drawn above the cells rather than inside them: a cell is a button
 * labelled by what lies on it, and numbered tokens inside it would run together into visible text ("12" for
 * heroes 1 and 2) that its label cannot contain word for word. Clicks pass through to the cell beneath.
 */
function Pieces({ view, traces }: { view: OldHouseView; traces: ReadonlyMap<number, number> }) {
  const at = (cell: number) => {
    const { x, y } = corner(cell);
    return { x, y, name: cellName(cell) };
  };
  const heroesAt = new Map<number, number[]>();
  view.heroCell.forEach((cell, h) => {
    if (cell >= 0) heroesAt.set(cell, [...(heroesAt.get(cell) ?? []), h]);
  });
  // The Phantom's own piece on its private map, or where the board shows it revealed.
  const ghost = view.role === 'phantom' && view.cell >= 0 ? view.cell : view.revealed;
  return (
    <g className="oh-pieces" aria-hidden="true">
      {[...traces].map(([cell, step]) => {
        const { x, y, name } = at(cell);
        return (
          <g key={`t${cell}`} className="oh-trace" data-at={name}>
            <circle cx={x + 13} cy={y + S - 13} r="10" />
            {step >= 0 && (
              <text x={x + 13} y={y + S - 9} textAnchor="middle">
                {step}
              </text>
            )}
          </g>
        );
      })}
      {[...heroesAt].flatMap(([cell, heroes]) => {
        const { x, y, name } = at(cell);
        return heroes.map((h, i) => (
          <g
            key={`h${h}`}
            className="oh-hero"
            data-at={name}
            transform={`translate(${x + S / 2 + (i - (heroes.length - 1) / 2) * 18} ${y + S / 2})`}
          >
            <circle r="14" />
            <text y="5" textAnchor="middle">
              {h + 1}
            </text>
          </g>
        ));
      })}
      {ghost >= 0 && <Ghost cell={ghost} seen={view.revealed === ghost} />}
    </g>
  );
}

/**
 * The Phantom's own route on its private map: a line through the cells, and each cell's card numbers in the
 * strip along its top edge, the one place no token is drawn (the corner marks sit in the top corners, every token
 * lower down), on a plate of the floor's colour so the line beneath does not blur them.
 */
function Route({ route }: { route: readonly number[] }) {
  const centre = (cell: number) => {
    const { x, y } = corner(cell);
    return `${x + S / 2},${y + S / 2}`;
  };
  const steps = new Map<number, number[]>();
  route.forEach((cell, k) => {
    if (k > 0) steps.set(cell, [...(steps.get(cell) ?? []), k]);
  });
  return (
    <g className="oh-route" aria-hidden="true" data-route="">
      <polyline points={route.map(centre).join(' ')} />
      {[...steps].map(([cell, ks]) => {
        const { x, y } = corner(cell);
        const text = routeLabel(ks);
        const width = labelWidth(text) + 6;
        return (
          <g key={cell} className="oh-route-label" data-route-cell={cellName(cell)}>
            <rect x={x + S / 2 - width / 2} y={y + 1} width={width} height={ROUTE_TOP - 1} rx="3" />
            <text x={x + S / 2} y={y + ROUTE_TOP - 2} textAnchor="middle">
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Entity kinds by shape as well as colour: a Shadow is a diamond, a Poltergeist a burst, a Slime a drop. */
function Entity({ kind, x, y }: { kind: number; x: number; y: number }) {
  const name = ENTITY_KINDS[kind];
  if (name === 'shadows')
    return (
      <polygon
        className="oh-entity shadows"
        points={`${x},${y - 17} ${x + 14},${y} ${x},${y + 17} ${x - 14},${y}`}
      />
    );
  if (name === 'poltergeist') {
    const points: string[] = [];
    for (let i = 0; i < 16; i++) {
      const r = i % 2 === 0 ? 17 : 8;
      const a = (Math.PI * i) / 8;
      points.push(`${(x + r * Math.sin(a)).toFixed(1)},${(y - r * Math.cos(a)).toFixed(1)}`);
    }
    return <polygon className="oh-entity poltergeist" points={points.join(' ')} />;
  }
  return (
    <path
      className="oh-entity slime"
      d={`M${x} ${y - 17} C${x + 6} ${y - 6} ${x + 14} ${y} ${x + 14} ${y + 6} A14 12 0 0 1 ${x - 14} ${y + 6} C${x - 14} ${y} ${x - 6} ${y - 6} ${x} ${y - 17} Z`}
    />
  );
}

/** The small corner mark of a typed cell, the entity's shape in little. */
function TypeMark({ kind, x, y }: { kind: number; x: number; y: number }) {
  const name = ENTITY_KINDS[kind];
  if (name === 'shadows')
    return (
      <polygon
        className="oh-type shadows"
        points={`${x + 5},${y} ${x + 10},${y + 5} ${x + 5},${y + 10} ${x},${y + 5}`}
      />
    );
  if (name === 'poltergeist')
    return (
      <path
        className="oh-type poltergeist"
        d={`M${x} ${y + 5} h10 M${x + 5} ${y} v10 M${x + 1.5} ${y + 1.5} l7 7 M${x + 8.5} ${y + 1.5} l-7 7`}
      />
    );
  return <circle className="oh-type slime" cx={x + 5} cy={y + 5} r="4.5" />;
}

function Relic({ x, y, intact }: { x: number; y: number; intact: boolean }) {
  return (
    <g className={`oh-relic${intact ? '' : ' destroyed'}`}>
      <rect x={x - 15} y={y - 19} width="30" height="38" rx="3" />
      <ellipse cx={x} cy={y} rx="8" ry="11" />
      {!intact && (
        <path className="oh-crack" d={`M${x - 13} ${y - 16} l26 32 M${x + 13} ${y - 16} l-26 32`} />
      )}
    </g>
  );
}

function Pentagram({ x, y }: { x: number; y: number }) {
  const points: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (Math.PI * 2 * ((i * 2) % 5)) / 5;
    points.push(`${(x + 17 * Math.sin(a)).toFixed(1)},${(y - 17 * Math.cos(a)).toFixed(1)}`);
  }
  return (
    <g className="oh-pentagram">
      <circle cx={x} cy={y} r="19" />
      <polygon points={points.join(' ')} />
    </g>
  );
}

/** The Phantom: solid on its own map, with a bright halo when it stands revealed on the board. */
function Ghost({ cell, seen }: { cell: number; seen: boolean }) {
  const { x: left, y: top } = corner(cell);
  const x = left + S / 2;
  const y = top + S / 2;
  return (
    <g
      className={`oh-ghost${seen ? ' seen' : ''}`}
      data-phantom={seen ? 'revealed' : 'own'}
      data-at={cellName(cell)}
    >
      {seen && <circle cx={x} cy={y} r="25" className="oh-ghost-halo" />}
      <path
        d={`M${x - 13} ${y + 17} V${y - 3} A13 13 0 0 1 ${x + 13} ${y - 3} V${y + 17} l-4.3 -5 l-4.3 5 l-4.4 -5 l-4.3 5 l-4.4 -5 Z`}
      />
      <circle className="oh-ghost-eye" cx={x - 5} cy={y - 3} r="2.6" />
      <circle className="oh-ghost-eye" cx={x + 5} cy={y - 3} r="2.6" />
    </g>
  );
}
