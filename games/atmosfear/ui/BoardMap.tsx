// The board, drawn as one SVG from its graph (geometry.ts): the Well and the Homes, the Ring Road, the side of
// each sector's piece that is up, the Keystones lying on it, the Gates and the pieces. Each kind of square has its
// own shape, glyph and colour, so it reads at a glance and without colour; a square a press does something on
// pulses, takes the focus and names itself. A piece that walks is shown going square by square.
import { Fragment, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Message } from '../../../engine/index.ts';
import {
  BLACK_HOLE,
  COMPASS,
  HEADSTONE,
  HOME,
  KEYSTONE,
  KIND,
  KINDS,
  LIGHTNING,
  OWNER,
  PART,
  PROVINCE_STONES,
  RING,
  SEWER,
  SEWER_STONES,
  SKULL,
  isUp,
} from '../board.ts';
import { COLOURS, HARBINGERS, STONES_PER_COLOUR } from '../content.ts';
import { squareName } from '../describe.ts';
import type { AtmosfearEvent } from '../state.ts';
import type { AtmosfearView } from '../view.ts';
import {
  GROUND_RADIUS,
  RING_RADIUS,
  WELL_RADIUS,
  boardGeometry,
  sizeOf,
  standing,
  walkPath,
  type BoardGeometry,
  type Point,
  type Sector,
} from './geometry.ts';
import { explainSquare, explainWell } from './explanations.ts';
import './board-map.css';

type Say = (message: Message) => string;
type Ui = (key: string, params?: Message['params']) => string;

export interface BoardMapProps {
  readonly view: AtmosfearView;
  /** The reader's seat, null for a spectator. */
  readonly me: number | null;
  /** Squares a press does something on now, with the words for what it does (e.g. "Go here"). */
  readonly targets: ReadonlyMap<number, string>;
  readonly onSquare: (square: number) => void;
  /** The latest batch of game events (what to animate), changing with `eventsKey`. */
  readonly events: readonly AtmosfearEvent[];
  readonly eventsKey: number;
  readonly seatNames: readonly string[];
  /** The game's texts (engine Message). */
  readonly say: Say;
  /** The board's own texts (map-texts.ts). */
  readonly ui: Ui;
}

/** One step of the animation: where a seat's piece goes next, and how long it takes to get there. */
interface Step {
  readonly seat: number;
  readonly square: number;
  readonly ms: number;
}

/** The arrow keys walk the board's squares in order, forwards or back. */
const WALK_KEYS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

const STEP_MS = 120;
/** A flight, a throw or a fall is seen as one glide. */
const GLIDE_MS = 450;
/** Long enough for the piece to be painted where it started before it sets off. */
const SET_OFF_MS = 30;

function reducedMotion(): boolean {
  return typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The batch's moves as steps: a walk square by square along a shortest way, anything else in one glide. */
function framesOf(
  events: readonly AtmosfearEvent[],
  geometry: BoardGeometry,
): {
  starts: Map<number, number>;
  frames: Step[];
} {
  const starts = new Map<number, number>();
  const frames: Step[] = [];
  if (reducedMotion()) return { starts, frames };
  for (const event of events) {
    if (event.type !== 'moved' || event.from === event.to) continue;
    if (!starts.has(event.seat)) starts.set(event.seat, event.from);
    const path =
      event.how === 'walk' ? walkPath(geometry.layout, geometry.flipped, event.from, event.to) : null;
    if (path) for (const square of path.slice(1)) frames.push({ seat: event.seat, square, ms: STEP_MS });
    else frames.push({ seat: event.seat, square: event.to, ms: GLIDE_MS });
  }
  return { starts, frames };
}

/**
 * Where each seat's piece is shown now while the batch of `eventsKey` plays, and how long its last step takes;
 * the view's squares once it has played (and at once when the reader asks for less motion).
 */
function useWalks(
  view: AtmosfearView,
  events: readonly AtmosfearEvent[],
  eventsKey: number,
  geometry: BoardGeometry,
): { square: readonly number[]; ms: readonly number[] } {
  // Keyed on the batch alone: only a new batch sets pieces walking (the one the board opens with has been seen).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the batch's events and board are the key's own
  const { starts, frames } = useMemo(() => framesOf(events, geometry), [eventsKey]);
  const [clock, setClock] = useState({ key: eventsKey, step: Infinity });
  if (clock.key !== eventsKey) setClock({ key: eventsKey, step: 0 });
  const step = clock.key === eventsKey ? clock.step : 0;
  const playing = frames.length > 0 && step <= frames.length;

  useEffect(() => {
    if (!playing) return;
    const wait = step === 0 ? SET_OFF_MS : frames[step - 1].ms;
    const timer = setTimeout(() => setClock({ key: eventsKey, step: step + 1 }), wait);
    return () => clearTimeout(timer);
  }, [playing, step, eventsKey, frames]);

  const square = view.at.slice();
  const ms = view.at.map(() => 0);
  if (playing) {
    for (const [seat, from] of starts) square[seat] = from;
    for (const frame of frames.slice(0, step)) {
      square[frame.seat] = frame.square;
      ms[frame.seat] = frame.ms;
    }
  }
  return { square, ms };
}

/** Per square, the colours of the Keystones lying on it (bits of `view.stones`, keystones.ts). */
function stonesBySquare(view: AtmosfearView): Map<number, number[]> {
  const out = new Map<number, number[]>();
  view.stones.forEach((mask, h) => {
    for (let i = 0; i < 2 * STONES_PER_COLOUR; i++) {
      if ((mask & (1 << i)) === 0) continue;
      const square = i < STONES_PER_COLOUR ? PROVINCE_STONES[h][i] : SEWER_STONES[h][i - STONES_PER_COLOUR];
      if (!isUp(square, view.flipped)) continue;
      out.set(square, [...(out.get(square) ?? []), h]);
    }
  });
  return out;
}

/** A seat's piece in words: who, as what, and whether it is the reader's or held in a Black Hole. */
function pieceLabel(props: BoardMapProps, seat: number): string {
  const { view, ui, say } = props;
  const player = props.seatNames[seat] ?? `#${seat + 1}`;
  const n = view.number[seat];
  const role = view.role[seat];
  let label =
    role === 'harbinger' && view.harbinger[seat] >= 0
      ? ui('map.piece.harbinger', {
          player,
          n,
          harbinger: say({ key: `harbinger.${HARBINGERS[view.harbinger[seat]]}` }),
        })
      : ui(role === 'ranger' ? 'map.piece.ranger' : 'map.piece.skull', { player, n });
  if (view.stuck & (1 << seat)) label = ui('map.piece.stuck', { piece: label });
  if (seat === props.me) label = ui('map.piece.mine', { piece: label });
  return label;
}

/** A square in words: its name, what lies and stands on it, and what a press does. */
function squareWords(
  props: BoardMapProps,
  square: number,
  stones: readonly number[],
  gate: boolean,
  here: readonly number[],
): string {
  const { ui, say } = props;
  const parts = [say(squareName(square))];
  if (stones.length > 0) {
    const colours = stones.map((c) => say({ key: `colour.${COLOURS[c]}` })).join(ui('map.list.separator'));
    parts.push(ui('map.square.stones', { n: stones.length, colours }));
  }
  if (gate) parts.push(ui('map.square.gate'));
  if (here.length > 0) {
    const pieces = here.map((s) => pieceLabel(props, s)).join(ui('map.list.separator'));
    parts.push(ui('map.square.here', { pieces }));
  }
  const target = props.targets.get(square);
  if (target !== undefined) parts.push(target || ui('map.press'));
  // The game names a square as part of a sentence ("a Compass — …"); here it starts one.
  const words = parts.join('. ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The class naming a square's colours: its Province's or Sewer's Harbinger, or the hub and road. */
function paletteOf(square: number): string {
  const owner = OWNER[square];
  if (owner < 0) return '';
  return `atm-h-${owner}${PART[square] === SEWER ? ' atm-sewer' : ''}`;
}

export function BoardMap(props: BoardMapProps) {
  const { view, me, targets, onSquare, ui, say } = props;
  const orderKey = view.order.join(',');
  // A view brings a fresh copy of the order each time: the drawing changes only when the order itself does.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- orderKey stands for view.order
  const geometry = useMemo(() => boardGeometry(view.order, view.flipped), [orderKey, view.flipped]);
  const shown = useWalks(view, props.events, props.eventsKey, geometry);
  const [active, setActive] = useState<number | null>(null);
  const stones = useMemo(() => stonesBySquare(view), [view]);
  const gates = new Set(view.gates);

  const whoIsOn = new Map<number, number[]>();
  for (let s = 0; s < view.players; s++) {
    const square = shown.square[s];
    if (square >= 0) whoIsOn.set(square, [...(whoIsOn.get(square) ?? []), s]);
  }
  const upSquares = geometry.at.flatMap((p, square) => (p ? [square] : []));
  // One square of the board is in the Tab order (the reader's own, or where the arrow keys last went) besides the
  // squares a press acts on; the arrow keys walk every square, each explaining itself as it takes the focus.
  const [cursor, setCursor] = useState<number | null>(null);
  const mine = me !== null ? shown.square[me] : -1;
  const roving =
    cursor !== null && geometry.at[cursor] ? cursor : mine >= 0 && geometry.at[mine] ? mine : upSquares[0];
  const press = (square: number) => (event: KeyboardEvent) => {
    const step = WALK_KEYS[event.key];
    if (step !== undefined) {
      const i = upSquares.indexOf(square);
      const next = upSquares[(i + step + upSquares.length) % upSquares.length];
      event.preventDefault();
      setCursor(next);
      const svg = (event.currentTarget as SVGElement).ownerSVGElement;
      svg?.querySelector<SVGElement>(`[data-square="${next}"]`)?.focus();
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && targets.has(square)) {
      event.preventDefault();
      onSquare(square);
    }
  };
  const activeAt = active !== null && targets.has(active) ? geometry.at[active] : null;
  const frame = geometry.frame;

  return (
    <div className="atm-map-frame">
      <svg
        className="atm-map"
        viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
        role="group"
        aria-label={ui('map.label')}
      >
        <defs>
          <radialGradient id="atm-well-depth">
            <stop offset="0%" stopColor="#000" />
            <stop offset="70%" stopColor="#0a0716" />
            <stop offset="100%" stopColor="#2a2150" />
          </radialGradient>
        </defs>
        <g aria-hidden="true">
          <circle className="atm-ring-road" r={RING_RADIUS} />
          {geometry.sectors.map((sector) => (
            <circle
              key={`ground${sector.harbinger}`}
              className={`atm-ground atm-h-${sector.harbinger}${sector.sewer ? ' atm-sewer' : ''}`}
              cx={sector.centre.x}
              cy={sector.centre.y}
              r={GROUND_RADIUS}
            />
          ))}
          {geometry.edges.map(([a, b]) => {
            const p = geometry.at[a]!;
            const q = geometry.at[b]!;
            return <line key={`${a}-${b}`} className="atm-edge" x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
          })}
        </g>
        <Well title={ui('map.well')} explain={explainWell(ui)} />
        {geometry.sectors.map((sector) => (
          <SectorName key={`name${sector.harbinger}`} sector={sector} say={say} ui={ui} />
        ))}
        {upSquares.map((square) => {
          const p = geometry.at[square]!;
          const target = targets.get(square);
          const here = whoIsOn.get(square) ?? [];
          const lying = stones.get(square) ?? [];
          const words = squareWords(props, square, lying, gates.has(square), here);
          const kind = KINDS[KIND[square]];
          const common = {
            className: `atm-sq atm-k-${kind} ${paletteOf(square)}${target !== undefined ? ' atm-target' : ''}`,
            transform: `translate(${p.x} ${p.y})`,
            'data-square': square,
            'data-kind': kind,
            'data-explain': explainSquare(view, square, lying, here, props.seatNames, ui, say),
            onKeyDown: press(square),
          };
          const shape = <SquareShape kind={KIND[square]} size={sizeOf(square)} home={square} />;
          if (target === undefined) {
            return (
              <g
                key={square}
                {...common}
                role="img"
                aria-label={words}
                tabIndex={square === roving ? 0 : -1}
                onFocus={() => setCursor(square)}
              >
                {shape}
              </g>
            );
          }
          return (
            <g
              key={square}
              {...common}
              data-target=""
              role="button"
              tabIndex={0}
              aria-label={words}
              onClick={() => onSquare(square)}
              onFocus={() => {
                setActive(square);
                setCursor(square);
              }}
              onBlur={() => setActive((a) => (a === square ? null : a))}
              onMouseEnter={() => setActive(square)}
              onMouseLeave={() => setActive((a) => (a === square ? null : a))}
            >
              <circle className="atm-hit" r={sizeOf(square) / 2 + 6} />
              {shape}
              <circle className="atm-outline" r={sizeOf(square) / 2 + 5} />
            </g>
          );
        })}
        <g aria-hidden="true" className="atm-things">
          {[...stones].map(([square, colours]) => (
            <Gems key={`gems${square}`} at={geometry.at[square]!} colours={colours} />
          ))}
          {view.gates.map((square) =>
            geometry.at[square] ? <GateMark key={`gate${square}`} at={geometry.at[square]} /> : null,
          )}
        </g>
        <g className="atm-pieces">
          {[...whoIsOn].flatMap(([square, seats]) => {
            const { radius, offsets } = standing(seats.length);
            const p = geometry.at[square];
            if (!p) return [];
            return seats.map((seat, i) => (
              <Token
                key={`seat${seat}`}
                seat={seat}
                at={{ x: p.x + offsets[i].x, y: p.y + offsets[i].y }}
                radius={radius}
                ms={shown.ms[seat]}
                view={view}
                mine={seat === me}
                label={pieceLabel(props, seat)}
              />
            ));
          })}
        </g>
      </svg>
      {activeAt && active !== null && (
        <span
          className="atm-badge"
          aria-hidden="true"
          style={{
            left: `${((activeAt.x - frame.x) / frame.width) * 100}%`,
            top: `${((activeAt.y - sizeOf(active) / 2 - 6 - frame.y) / frame.height) * 100}%`,
          }}
        >
          {targets.get(active) || ui('map.press')}
        </span>
      )}
    </div>
  );
}

/** The Well of Fears in the hub: a dark shaft with a ring of stones round its mouth; it explains itself. */
function Well({ title, explain }: { title: string; explain: string }) {
  return (
    <g className="atm-well" role="img" aria-label={title} tabIndex={0} data-explain={explain}>
      <circle r={WELL_RADIUS} fill="url(#atm-well-depth)" />
      <circle className="atm-well-rim" r={WELL_RADIUS} />
      <circle className="atm-well-mist" r={WELL_RADIUS * 0.55} />
    </g>
  );
}

/** A sector's Harbinger, written inside its loop on the hub's side, along the loop and never upside down. */
function SectorName({ sector, say, ui }: { sector: Sector; say: Say; ui: Ui }) {
  // The last word says who it is ("Bathory", "Samedi"): a whole name would reach the loop's squares.
  const name = say({ key: `harbinger.${HARBINGERS[sector.harbinger]}` })
    .split(' ')
    .slice(-1)[0];
  const lines = sector.sewer ? [name, ui('map.sewer')] : [name];
  const inward = sector.angle + Math.PI;
  const reach = lines.length > 1 ? 36 : 38;
  let turn = (sector.angle * 180) / Math.PI + 90;
  turn = ((turn % 360) + 360) % 360;
  if (turn > 90 && turn < 270) turn -= 180;
  const x = sector.centre.x + reach * Math.cos(inward);
  const y = sector.centre.y + reach * Math.sin(inward);
  return (
    <text
      className={`atm-sector-name atm-h-${sector.harbinger}${sector.sewer ? ' atm-sewer' : ''}`}
      transform={`translate(${x} ${y}) rotate(${turn})`}
      aria-hidden="true"
    >
      {lines.map((line, i) => (
        <Fragment key={i}>
          {/* Two lines on the map, but words apart when read as text ("Chantraine Sewer", not "ChantraineSewer"). */}
          {i > 0 && ' '}
          <tspan x={0} y={(i - (lines.length - 1) / 2) * 12.5} className={i > 0 ? 'atm-sewer-word' : ''}>
            {line}
          </tspan>
        </Fragment>
      ))}
    </text>
  );
}

/** The glyph and outline of a kind of square, centred on 0 (also the legend's swatches). */
function SquareShape({ kind, size, home }: { kind: number; size: number; home?: number }) {
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
function gemPoints(r: number): string {
  return `${-r},${-r * 0.35} ${-r * 0.5},${-r} ${r * 0.5},${-r} ${r},${-r * 0.35} 0,${r}`;
}

/** The Keystones lying on a square, side by side in their colours. */
function Gems({ at, colours, hooks = true }: { at: Point; colours: readonly number[]; hooks?: boolean }) {
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
function GateMark({ at, hooks = true }: { at: Point; hooks?: boolean }) {
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

/** A seat's piece: a Numb Skull's bone token with its number, a Harbinger's in its hue, a Soul Ranger's ghost. */
function Token(props: {
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

const LEGEND_KINDS = [HOME, RING, 0, KEYSTONE, LIGHTNING, COMPASS, SKULL, BLACK_HOLE, HEADSTONE];

/** What each kind of square, a Keystone, a Gate and each kind of piece looks like, with its name. */
export function BoardLegend({ say, ui }: { say: Say; ui: Ui }) {
  const swatch = (children: ReactNode, className = '') => (
    <svg className={`atm-swatch ${className}`} viewBox="-18 -18 36 36" aria-hidden="true">
      {children}
    </svg>
  );
  const piece = (role: string, harbinger = -1) => (
    <g className={`atm-piece atm-role-${role}${harbinger >= 0 ? ` atm-h-${harbinger}` : ''}`}>
      <circle className="atm-token" r={10.5} />
      {harbinger >= 0 && <circle className="atm-token-ring" r={8.8} strokeWidth={3.2} />}
      <text className="atm-token-number" y={4} fontSize={12}>
        3
      </text>
    </g>
  );
  return (
    <div className="atm-legend">
      <h3>{ui('map.legend')}</h3>
      <ul>
        {LEGEND_KINDS.map((kind) => (
          <li key={kind} data-legend={KINDS[kind]}>
            {swatch(
              <g className={`atm-sq atm-k-${KINDS[kind]} ${kind === RING || kind === HOME ? '' : 'atm-h-2'}`}>
                <SquareShape kind={kind} size={kind === HEADSTONE ? 30 : 26} home={0} />
              </g>,
            )}
            <span>{ui(`map.kind.${KINDS[kind]}`)}</span>
          </li>
        ))}
        <li>
          {swatch(
            <g transform="scale(1.8)">
              <Gems at={{ x: 0, y: 0 }} colours={[3]} hooks={false} />
            </g>,
          )}
          <span>{ui('map.stone')}</span>
        </li>
        <li>
          {swatch(<GateMark at={{ x: -10, y: 11 }} hooks={false} />)}
          <span>{ui('map.gate')}</span>
        </li>
        <li>
          {swatch(piece('skull'))}
          <span>{say({ key: 'role.skull' })}</span>
        </li>
        <li>
          {swatch(piece('harbinger', 2))}
          <span>{say({ key: 'role.harbinger' })}</span>
        </li>
        <li>
          {swatch(piece('ranger'))}
          <span>{say({ key: 'role.ranger' })}</span>
        </li>
      </ul>
    </div>
  );
}
