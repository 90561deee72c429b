// The board, drawn as one SVG from its graph (geometry.ts): the Well and the Homes, the Ring Road, the side of
// each sector's piece that is up, the Keystones lying on it, the Gates and the pieces. Each kind of square has its
// own shape, glyph and colour (SquareShape.tsx); a square a press does something on pulses, takes the focus and
// names itself (map-words.ts). A piece that walks is shown going square by square (useWalks.ts).
import { useMemo, useState, type KeyboardEvent } from 'react';
import { KIND, KINDS, OWNER, PART, PROVINCE_STONES, SEWER, SEWER_STONES, isUp } from '../board.ts';
import { STONES_PER_COLOUR } from '../content.ts';
import type { AtmosfearEvent } from '../state.ts';
import type { AtmosfearView } from '../view.ts';
import { GROUND_RADIUS, RING_RADIUS, boardGeometry, sizeOf, standing } from './geometry.ts';
import { explainSquare, explainWell } from './explanations.ts';
import { SectorName, Well } from './Landmarks.tsx';
import { pieceLabel, squareWords } from './map-words.ts';
import { GateMark, Gems } from './Marks.tsx';
import { SquareShape } from './SquareShape.tsx';
import { Token } from './Token.tsx';
import { useWalks } from './useWalks.ts';
import type { Say, Ui } from './words.ts';
import './board-map.css';

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

/** The arrow keys walk the board's squares in order, forwards or back. */
const WALK_KEYS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

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
