// The dream map: a 4 × 3 grid of location cards, columns A–D from the west, rows 1–3 from the north. Two layers:
// the cards, one per location, placed and turned by CSS transforms (so a Vertigo or a Restaurant is seen
// moving and turning), with the avatars and traps on them; and over them one focusable element per cell, in
// reading order, that says everything on the cell and what a click does. The arrow keys walk the grid; Enter
// or Space acts on a cell.
import { useRef, useState, type KeyboardEvent } from 'react';
import { cellName } from '../describe.ts';
import { ARROWS, CELLS, COLUMNS, KIND_OF, LOCATION_COUNT, ROWS, turnedArrows } from '../content.ts';
import { FACE_DOWN, type MidnightersView } from '../view.ts';
import { ALL_CELLS, colOf, keyOf, rowOf, type Fresh, type Target } from './derive.ts';
import { KindGlyph } from './CardFace.tsx';
import { FaceDownLocation, LocationCard } from './LocationCard.tsx';
import type { Say, Ui } from './words.ts';

export interface MapProps {
  readonly view: MidnightersView;
  readonly me: number | null;
  readonly targets: ReadonlyMap<number, Target>;
  /** The cell of the step being prepared (a Vertigo's location, a Vertigo trap's new cell). */
  readonly chosen: number | null;
  /** Per location, the printed edges to light (the ways a Dreamwalk can take now). */
  readonly lit: ReadonlyMap<number, ReadonlySet<number>>;
  readonly fresh: Fresh;
  readonly eventsKey: number;
  readonly describe: (cell: number) => string;
  /** What the cell's location, avatars and traps are and do (issue 27: shown on hover, focus or a long press). */
  readonly explain: (cell: number) => string;
  readonly onCell: (cell: number) => void;
  readonly ui: Ui;
  readonly say: Say;
}

const KEYS: Readonly<Record<string, number>> = {
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
  ArrowLeft: -1,
  ArrowRight: 1,
};
const NONE: ReadonlySet<number> = new Set();

/** Each location's turn counted on from what this page last drew, so a turn is always drawn the short way. */
function useSpins(turns: readonly number[]): readonly number[] {
  const [spins, setSpins] = useState<readonly number[]>(() => turns.slice());
  const next = spunOn(spins, turns);
  if (next !== spins) setSpins(next);
  return next;
}

/** `spins` moved on to `turns` the short way round; `spins` itself where no location turned. */
function spunOn(spins: readonly number[], turns: readonly number[]): readonly number[] {
  let out: number[] | null = null;
  for (let l = 0; l < LOCATION_COUNT; l++) {
    const delta = (((turns[l] - spins[l]) % 4) + 4) % 4;
    if (delta === 0) continue;
    out ??= spins.slice();
    out[l] += delta === 3 ? -1 : delta;
  }
  return out ?? spins;
}

export function DreamMap(props: MapProps) {
  const { view, me, targets, chosen, lit, fresh, eventsKey, ui, say } = props;
  const spins = useSpins(view.turns);
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const home = me !== null && view.avatar[me] >= 0 ? view.cellOf[view.avatar[me]] : -1;
  const firstTarget = targets.size > 0 ? Math.min(...targets.keys()) : -1;
  const [focus, setFocus] = useState<number | null>(null);
  const focused = focus ?? (firstTarget >= 0 ? firstTarget : Math.max(0, home));

  const keyDown = (cell: number) => (event: KeyboardEvent) => {
    const step = KEYS[event.key];
    if (step !== undefined) {
      const next = cell + step;
      const sameRow = Math.abs(step) !== 1 || rowOf(next) === rowOf(cell);
      if (next >= 0 && next < CELLS && sameRow) {
        event.preventDefault();
        setFocus(next);
        refs.current[next]?.focus();
      }
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onCell(cell);
    }
  };

  const place = (cell: number) => ({ transform: `translate(${colOf(cell) * 100}%, ${rowOf(cell) * 100}%)` });

  return (
    <div className="mn-map-frame">
      <div className="mn-coords cols" aria-hidden="true">
        {Array.from({ length: COLUMNS }, (_, c) => (
          <span key={c}>{cellName(c)[0]}</span>
        ))}
      </div>
      <div className="mn-coords rows" aria-hidden="true">
        {Array.from({ length: ROWS }, (_, r) => (
          <span key={r}>{r + 1}</span>
        ))}
      </div>
      <div className="mn-map" role="group" aria-label={ui('map.label')}>
        {ALL_CELLS.map((cell) => (
          <div key={`slot${cell}`} className="mn-slot" style={place(cell)} aria-hidden="true" />
        ))}
        {view.grid.map((location, cell) =>
          location === FACE_DOWN ? (
            <div key={`down${cell}`} className="mn-place" style={place(cell)} aria-hidden="true">
              <FaceDownLocation />
            </div>
          ) : null,
        )}
        {Array.from({ length: LOCATION_COUNT }, (_, location) => {
          const cell = view.cellOf[location];
          if (cell < 0) return null;
          const here = view.avatar.flatMap((at, seat) => (at === location ? [seat] : []));
          const traps = view.traps.flatMap((list, owner) =>
            list.flatMap((trap) => (trap.location === location ? [{ owner, cards: trap.cards }] : [])),
          );
          const classes = ['mn-place'];
          if (fresh.shifted.has(location)) classes.push('shifted');
          if (me !== null && view.avatar[me] === location) classes.push('mine');
          return (
            <div
              key={`loc${location}`}
              className={classes.join(' ')}
              style={place(cell)}
              aria-hidden="true"
              data-location={location}
              data-at={cell}
              data-ways={turnedArrows(ARROWS[location], view.turns[location])}
            >
              <LocationCard
                location={location}
                spin={spins[location]}
                lit={lit.get(location) ?? NONE}
                say={say}
              >
                {traps.length > 0 && (
                  <span className="mn-traps-here">
                    {traps.map((trap, i) => (
                      <span
                        key={i}
                        className={`mn-trap-mark mn-seat-${trap.owner}`}
                        data-trap-owner={trap.owner}
                      >
                        {trap.cards ? <KindGlyph kind={KIND_OF[trap.cards[1]]} size={11} /> : null}
                      </span>
                    ))}
                  </span>
                )}
                {fresh.sprung.has(location) && <span key={eventsKey} className="mn-sprung" />}
                <span className="mn-pawns">
                  {here.map((seat) => (
                    <span
                      key={seat}
                      className={`mn-pawn mn-seat-${seat}${seat === me ? ' me' : ''}${
                        fresh.moved.has(seat) ? ' arrived' : ''
                      }`}
                      data-avatar={seat}
                    >
                      {seat + 1}
                    </span>
                  ))}
                </span>
                {me !== null && view.avatar[me] === location && (
                  <span className="mn-you">{ui('map.you')}</span>
                )}
              </LocationCard>
            </div>
          );
        })}
        {ALL_CELLS.map((cell) => {
          const target = targets.get(cell);
          const classes = ['mn-cell'];
          if (target) classes.push('target', `t-${target.kind}`);
          if (chosen === cell) classes.push('chosen');
          return (
            <div
              key={`cell${cell}`}
              ref={(el) => {
                refs.current[cell] = el;
              }}
              className={classes.join(' ')}
              style={place(cell)}
              role={target ? 'button' : 'img'}
              tabIndex={cell === focused ? 0 : -1}
              aria-label={props.describe(cell)}
              data-explain={props.explain(cell)}
              onClick={() => {
                setFocus(cell);
                props.onCell(cell);
              }}
              onKeyDown={keyDown(cell)}
              onFocus={() => setFocus(cell)}
              data-cell={cell}
              data-target={target?.kind}
              data-key={target?.move ? keyOf(target.move) : undefined}
            >
              {target && (
                <span className="mn-badge" aria-hidden="true">
                  {ui(`badge.${target.kind}`)}
                </span>
              )}
              {chosen === cell && (
                <span className="mn-badge chosen" aria-hidden="true">
                  {ui('badge.chosen')}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
