// Liar's Dice's board: the players around an SVG table, each hand hidden but the reader's own, the standing bid
// in the middle, a bid maker offering only the legal bids, and the last call's reveal.
import { useState } from 'react';
import type { BoardProps, GameUi } from '../../ui.ts';
import { FACES_IN_BID_ORDER, countsToward } from '../content.ts';
import {
  liarsDice,
  type BidMove,
  type Face,
  type LiarsDiceEvent,
  type LiarsDiceMove,
  type LiarsDiceView,
} from '../index.ts';
import { texts } from './texts.ts';
import './liars-dice.css';
import { liarsDicePresentation } from '../presentation.ts';

type Props = BoardProps<LiarsDiceView, LiarsDiceMove, LiarsDiceEvent>;

/** Pip centres on a unit die, per face. */
const PIPS: Readonly<Record<Face, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

/** One die at (x, y): its pips, or a blank hidden face. `counts` rings it (a shape, not just a colour). */
function Die({
  face,
  x = 0,
  y = 0,
  size,
  counts = false,
}: {
  face: Face | null;
  x?: number;
  y?: number;
  size: number;
  counts?: boolean;
}) {
  return (
    <g
      className={`die${face === null ? ' hidden' : ''}${counts ? ' counts' : ''}`}
      transform={`translate(${x} ${y})`}
      data-face={face ?? 'hidden'}
    >
      {counts && (
        <rect className="die-ring" x={-3} y={-3} width={size + 6} height={size + 6} rx={size * 0.26} />
      )}
      <rect className="die-body" width={size} height={size} rx={size * 0.2} />
      {face === null ? (
        <text className="die-unknown" x={size / 2} y={size * 0.7} textAnchor="middle" fontSize={size * 0.6}>
          ?
        </text>
      ) : (
        PIPS[face].map(([px, py], i) => (
          <circle key={i} className="pip" cx={px * size} cy={py * size} r={size * 0.09} />
        ))
      )}
    </g>
  );
}

/** A row of dice as a small inline SVG. */
function DiceRow({
  dice,
  size,
  label,
  countFace,
  className,
}: {
  dice: readonly (Face | null)[];
  size: number;
  label: string;
  countFace?: Face;
  className?: string;
}) {
  const gap = size * 0.25;
  const width = Math.max(size, dice.length * (size + gap) - gap) + 8;
  return (
    <svg
      className={`dice-row ${className ?? ''}`}
      viewBox={`-4 -4 ${width} ${size + 8}`}
      width={width}
      height={size + 8}
      role="img"
      aria-label={label}
    >
      {dice.map((face, i) => (
        <Die
          key={i}
          face={face}
          x={i * (size + gap)}
          size={size}
          counts={countFace !== undefined && face !== null && countsToward(face, countFace)}
        />
      ))}
    </svg>
  );
}

const W = 500;
const H = 420;
const PLATE_W = 156;
const PLATE_H = 64;
const FELT_TOP = 70;

function Board({ view, viewer, legalMoves, onMove, events, eventsKey, seatNames, ui, say }: Props) {
  const players = view.counts.length;
  const me = typeof viewer === 'number' ? viewer : 0;
  const last = view.bids[view.bids.length - 1];
  const fresh = new Set(events.map((e) => e.type));
  const lost = new Set(events.flatMap((e) => (e.type === 'die-lost' ? [e.seat] : [])));
  const own = view.ownDice;
  const dice = (hand: readonly Face[]) => hand.join(' ');
  const place = (seat: number) => {
    const angle = Math.PI / 2 + ((seat - me) * 2 * Math.PI) / players;
    return {
      x: W / 2 + (W / 2 - PLATE_W / 2 - 8) * Math.cos(angle),
      y: H / 2 + (H / 2 - PLATE_H / 2 - 12) * Math.sin(angle),
    };
  };
  // Crop the empty sky above the table when no seat sits at the top.
  const top = Math.max(
    0,
    Math.min(FELT_TOP, ...view.counts.map((_, seat) => place(seat).y - PLATE_H / 2)) - 18,
  );

  return (
    <div className="ld">
      <svg
        className="ld-table"
        viewBox={`0 ${top} ${W} ${H - top}`}
        role="group"
        aria-label={ui('board.label')}
      >
        <ellipse
          className="felt"
          cx={W / 2}
          cy={H / 2}
          rx={W / 2 - 50}
          ry={H / 2 - FELT_TOP}
          aria-hidden="true"
        />
        <text className="ld-round" x={W / 2} y={H / 2 - 52} textAnchor="middle" aria-hidden="true">
          {ui('round', { round: view.round })}
        </text>
        {last ? (
          <g
            key={fresh.has('bid') ? `bid-${eventsKey}` : 'bid'}
            className={`ld-bid${fresh.has('bid') ? ' fresh' : ''}`}
            role="img"
            aria-label={ui('bid.label', {
              count: last.count,
              face: last.face,
              name: seatNames[last.seat] ?? '',
            })}
          >
            <text className="ld-bid-count" x={W / 2 - 10} y={H / 2 + 14} textAnchor="end">
              {last.count} ×
            </text>
            <Die face={last.face} x={W / 2} y={H / 2 - 20} size={42} />
            <text className="ld-bid-by" x={W / 2} y={H / 2 + 50} textAnchor="middle">
              {ui('bid.by', { name: seatNames[last.seat] ?? '' })}
            </text>
          </g>
        ) : (
          <text className="ld-no-bid" x={W / 2} y={H / 2 + 8} textAnchor="middle">
            {ui('bid.none')}
          </text>
        )}
        {view.counts.map((count, seat) => {
          const { x: cx, y: cy } = place(seat);
          const mine = seat === viewer && own !== null;
          const out = count === 0;
          const acting = view.turn === seat;
          const name = seatNames[seat] ?? '';
          const label = out
            ? ui('seat.out', { name })
            : mine
              ? ui('seat.own', { name, dice: dice(own) })
              : ui('seat.hand', { name, count });
          const size = 18;
          const hand: (Face | null)[] = mine ? [...own] : new Array<null>(count).fill(null);
          const rowWidth = hand.length * (size + 4) - 4;
          return (
            <g
              key={seat}
              className={`ld-seat${acting ? ' acting' : ''}${out ? ' out' : ''}${mine ? ' mine' : ''}${lost.has(seat) ? ' lost' : ''}`}
              transform={`translate(${cx - PLATE_W / 2} ${cy - PLATE_H / 2})`}
              role="img"
              aria-label={acting ? `${label}. ${ui('seat.acting', { name })}` : label}
              data-hand={seat}
            >
              <rect className="plate" width={PLATE_W} height={PLATE_H} rx="12" />
              {acting && (
                <text className="plate-turn" x="10" y="24" aria-hidden="true">
                  ▶
                </text>
              )}
              <text className="plate-name" x={acting ? 28 : 10} y="24">
                {name.length > 13 ? `${name.slice(0, 12)}…` : name}
              </text>
              {out ? (
                <text className="plate-out" x={PLATE_W / 2} y="54" textAnchor="middle">
                  {ui('seat.out-short')}
                </text>
              ) : (
                <g transform={`translate(${(PLATE_W - rowWidth) / 2} 36)`}>
                  {hand.map((face, i) => (
                    <Die key={i} face={face} x={i * (size + 4)} size={size} />
                  ))}
                </g>
              )}
              {acting && (
                <g className="plate-badge" transform={`translate(${PLATE_W - 78} -13)`} aria-hidden="true">
                  <rect width="72" height="24" rx="12" />
                  <text x="36" y="17" textAnchor="middle">
                    {ui('seat.turn')}
                  </text>
                </g>
              )}
              {lost.has(seat) && (
                <text
                  key={`lost-${eventsKey}`}
                  className="plate-lost"
                  x={PLATE_W - 12}
                  y={PLATE_H - 8}
                  textAnchor="end"
                  aria-hidden="true"
                >
                  −1
                </text>
              )}
            </g>
          );
        })}
      </svg>

      {own !== null &&
        (own.length > 0 ? (
          <div className="ld-own">
            <h3>{ui('own.title')}</h3>
            <DiceRow
              key={fresh.has('rolled') ? `own-${eventsKey}` : 'own'}
              className={fresh.has('rolled') ? 'rolling' : ''}
              dice={own}
              size={44}
              label={ui('own.label', { dice: dice(own) })}
            />
          </div>
        ) : (
          <p className="ld-note">{ui('own.none')}</p>
        ))}
      {own === null && <p className="ld-note">{ui('watching')}</p>}

      {legalMoves.length > 0 && (
        <BidMaker
          key={`moves-${eventsKey}`}
          view={view}
          legalMoves={legalMoves}
          onMove={onMove}
          ui={ui}
          say={say}
        />
      )}

      {view.lastChallenge && (
        <section
          key={fresh.has('challenged') ? `reveal-${eventsKey}` : 'reveal'}
          className={`ld-reveal${fresh.has('challenged') ? ' fresh' : ''}`}
          data-reveal
          aria-labelledby="ld-reveal-title"
        >
          <h3 id="ld-reveal-title">{ui('reveal.title')}</h3>
          <p>
            {ui('reveal.summary', {
              challenger: seatNames[view.lastChallenge.challenger] ?? '',
              bidder: seatNames[view.lastChallenge.bid.seat] ?? '',
              count: view.lastChallenge.bid.count,
              face: view.lastChallenge.bid.face,
              total: view.lastChallenge.total,
              loser: seatNames[view.lastChallenge.loser] ?? '',
            })}
          </p>
          <ul>
            {view.lastChallenge.dice.map((hand, seat) =>
              hand.length === 0 ? null : (
                <li key={seat}>
                  <span className="reveal-name">{seatNames[seat]}</span>
                  <DiceRow
                    dice={hand}
                    size={22}
                    countFace={view.lastChallenge!.bid.face}
                    label={ui('reveal.hand', { name: seatNames[seat] ?? '', dice: dice(hand) })}
                  />
                </li>
              ),
            )}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Choosing a bid: a face, then a number, among the legal bids only; or calling liar when that is legal. */
function BidMaker({
  view,
  legalMoves,
  onMove,
  ui,
  say,
}: Pick<Props, 'view' | 'legalMoves' | 'onMove' | 'ui' | 'say'>) {
  const bids = legalMoves.filter((m): m is BidMove => m.type === 'bid');
  const challenge = legalMoves.find((m) => m.type === 'challenge');
  const range = (face: Face) => {
    const counts = bids.filter((b) => b.face === face).map((b) => b.count);
    return counts.length ? { min: Math.min(...counts), max: Math.max(...counts) } : null;
  };
  const [face, setFace] = useState<Face>(() => firstFace(view, bids));
  const [count, setCount] = useState(() => range(face)?.min ?? 1);
  const limits = range(face);
  // A count the bids no longer allow is brought back into their range before anything is drawn.
  if (limits && (count < limits.min || count > limits.max))
    setCount(Math.min(limits.max, Math.max(limits.min, count)));
  const chosen = bids.find((b) => b.face === face && b.count === count);

  return (
    <section className="ld-controls" aria-labelledby="ld-controls-title">
      <h3 id="ld-controls-title">{ui('controls.title')}</h3>
      {bids.length > 0 && (
        <>
          <div className="ld-faces" role="group" aria-label={ui('controls.face')}>
            <span className="ld-label" aria-hidden="true">
              {ui('controls.face')}
            </span>
            {FACES_IN_BID_ORDER.map((f) => (
              <button
                key={f}
                type="button"
                className="face-button"
                aria-pressed={f === face}
                aria-label={f === 1 ? ui('controls.face-wild') : ui('controls.face-n', { face: f })}
                disabled={range(f) === null}
                onClick={() => setFace(f)}
              >
                <svg viewBox="-3 -3 34 34" width="34" height="34" aria-hidden="true">
                  <Die face={f} size={28} />
                </svg>
              </button>
            ))}
          </div>
          <div className="ld-count" role="group" aria-label={ui('controls.count')}>
            <span className="ld-label" aria-hidden="true">
              {ui('controls.count')}
            </span>
            <button
              type="button"
              aria-label={ui('controls.fewer')}
              disabled={!limits || count <= limits.min}
              onClick={() => setCount(count - 1)}
            >
              −
            </button>
            <output className="ld-count-value" aria-live="polite">
              {count}
            </output>
            <button
              type="button"
              aria-label={ui('controls.more')}
              disabled={!limits || count >= limits.max}
              onClick={() => setCount(count + 1)}
            >
              +
            </button>
          </div>
        </>
      )}
      {/* The table's action bar on a phone (web/src/styles/table.css) while it holds the bid or the call. */}
      <div className={chosen || challenge ? 'ld-actions action-bar' : 'ld-actions'}>
        {chosen && (
          <button type="button" className="primary" onClick={() => onMove(chosen)} data-move="bid">
            {say(liarsDicePresentation.describeMove!(chosen))}
          </button>
        )}
        {challenge && (
          <button type="button" className="danger" onClick={() => onMove(challenge)} data-move="challenge">
            <span aria-hidden="true">⚠ </span>
            {say(liarsDicePresentation.describeMove!(challenge))}
          </button>
        )}
      </div>
      <p className="ld-hint">{ui('controls.wild')}</p>
    </section>
  );
}

/** The face to start from: the standing bid's, else the face the reader holds most of (wild ones aside). */
function firstFace(view: LiarsDiceView, bids: readonly BidMove[]): Face {
  const available = (face: Face) => bids.some((b) => b.face === face);
  const last = view.bids[view.bids.length - 1];
  if (last && available(last.face)) return last.face;
  let best: Face | null = null;
  let most = -1;
  for (const face of FACES_IN_BID_ORDER) {
    const n = (view.ownDice ?? []).filter((d) => d === face).length;
    if (available(face) && n > most) {
      best = face;
      most = n;
    }
  }
  return best ?? FACES_IN_BID_ORDER.find(available) ?? 2;
}

export const ui: GameUi<LiarsDiceView, LiarsDiceMove, LiarsDiceEvent> = {
  game: liarsDice,
  presentation: liarsDicePresentation,
  Board,
  texts,
  howTo: (options) => ({
    sections: [
      {
        title: 'how.goal.title',
        paragraphs: [
          {
            key: 'how.goal.1',
            params: { dice: liarsDice.options.parse(options, liarsDice.options.players.min).dice },
          },
        ],
      },
      { title: 'how.round.title', paragraphs: ['how.round.1', 'how.round.2'] },
      { title: 'how.raise.title', paragraphs: ['how.raise.1'] },
      { title: 'how.call.title', paragraphs: ['how.call.1'] },
      { title: 'how.keys.title', paragraphs: ['how.keys.1'] },
    ],
  }),
};
