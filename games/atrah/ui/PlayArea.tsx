// The play area as the reader sees it: the 3×3 grid turned to the reader's side (ATR-D5, ATR-D6), its eight
// stacks and two Reference cards around the draw pile, the row keys A–C on the reader's left, and the Boat (with
// a ghost where a chosen Boat move would land it). A stack is a target when a legal move takes its row or sends
// its card.
import type { AtrahMove, AtrahView } from '../index.ts';
import { FISH_CARD, RING_STACK } from '../content.ts';
import { rowLetter } from '../describe.ts';
import { blockedStack, stackOpen } from '../rules.ts';
import type { Freshness } from './freshness.ts';
import { boatLanding, lineOnScreenRow, ringOnScreen, rowCards, type ScreenCell } from './layout.ts';
import { BoatIcon, CardFace, FishIcon, Pick } from './parts.tsx';
import { ReferenceCard } from './Reference.tsx';
import { cardShown, effectWords, rowOptionLabel, type Say, type Ui } from './words.tsx';
import { explainPile, explainStack } from './explanations.ts';

type RowMove = Extract<AtrahMove, { type: 'row' }>;

/**
 * Which way a card flies when a seat takes it, by that seat's place relative to the reader: the reader's own
 * side is the bottom of the screen, the next seat clockwise sits on the left, the one opposite at the top.
 */
const TOWARD = ['bottom', 'left', 'top', 'right'] as const;

export function PlayArea({
  view,
  me,
  legalMoves,
  byKey,
  chosen,
  choose,
  fresh,
  eventsKey,
  ui,
  say,
}: {
  view: AtrahView;
  /** The reader's seat, or null for a spectator (who sees seat 1's side and picks nothing). */
  me: number | null;
  legalMoves: readonly AtrahMove[];
  byKey: ReadonlyMap<string, AtrahMove>;
  chosen: AtrahMove | null;
  choose: (move: AtrahMove) => void;
  fresh: Freshness;
  eventsKey: number;
  ui: Ui;
  say: Say;
}) {
  const side = me ?? 0;
  const picking = legalMoves.length > 0 && view.phase === 'take';
  const blocked = blockedStack(view);
  const rowMoves = new Map<number, RowMove>();
  for (const m of legalMoves) if (m.type === 'row') rowMoves.set(m.line, m);
  const chosenLine = chosen?.type === 'row' ? chosen.line : -1;
  const chosenStacks = new Set(chosenLine >= 0 ? rowCards(view, chosenLine).map((c) => c.stack) : []);
  const landing = chosen?.type === 'boat' ? boatLanding(view, chosen.arrows) : null;
  const boatAt = ringOnScreen(side, view.boat);
  const ghostAt = landing ? ringOnScreen(side, landing.ring) : null;

  return (
    <section className="at-area-wrap" aria-labelledby="at-area-title">
      <h2 id="at-area-title" className="at-heading">
        {ui('area.title')}
        {me !== null && <span className="at-side"> · {ui(`side.${side % 4}`)}</span>}
      </h2>
      <div
        className={`at-area${me === null ? ' spectating' : ''}${picking ? ' picking' : ''}`}
        role="group"
        aria-label={ui('area.label')}
      >
        {me !== null && (
          <RowKeys
            view={view}
            me={me}
            rowMoves={rowMoves}
            chosenLine={chosenLine}
            picking={picking}
            choose={choose}
            ui={ui}
            say={say}
          />
        )}
        {Array.from({ length: 8 }, (_, ring) => {
          const at = ringOnScreen(side, ring);
          const stack = RING_STACK[ring];
          if (stack < 0)
            return <ReferenceCard key={`ref${ring}`} view={view} ring={ring} at={at} ui={ui} say={say} />;
          const line = rowLineOf(side, me, ring);
          // A stack picks its row only when the row would give its card (not under the Boat, not empty).
          const rowMove = line !== null && stackOpen(view, stack) ? rowMoves.get(line) : undefined;
          return (
            <StackCell
              key={`s${stack}`}
              view={view}
              stack={stack}
              at={at}
              side={side}
              sendMove={byKey.get(`s${stack}`)}
              rowMove={rowMove}
              selected={
                (chosen?.type === 'send' && chosen.stack === stack) ||
                (chosenStacks.has(stack) && chosenLine >= 0)
              }
              underBoat={stack === blocked}
              landing={landing !== null && landing.stack === stack}
              choose={choose}
              fresh={fresh}
              eventsKey={eventsKey}
              ui={ui}
              say={say}
            />
          );
        })}
        <DrawPile view={view} drew={fresh.drew} eventsKey={eventsKey} ui={ui} />
        <span
          className={`at-boat${fresh.boat ? ' fresh' : ''}`}
          style={{ ['--r' as string]: boatAt.row, ['--c' as string]: boatAt.col }}
          role="img"
          aria-label={
            blocked >= 0
              ? ui('boat.on-stack', { stack: blocked + 1 })
              : ui(view.boat === FISH_CARD ? 'boat.on-fish-card' : 'boat.on-majority-card')
          }
          data-boat={view.boat}
        >
          <BoatIcon size={30} />
        </span>
        {ghostAt && (
          <span
            className="at-boat ghost"
            style={{ ['--r' as string]: ghostAt.row, ['--c' as string]: ghostAt.col }}
            aria-hidden="true"
          >
            <BoatIcon size={30} />
          </span>
        )}
      </div>
      {me !== null && picking && <p className="at-hint">{ui('area.rows-hint')}</p>}
    </section>
  );
}

/** The line of the reader's rows that a ring space lies in, or null (not a seat, or a corner of no row). */
function rowLineOf(side: number, me: number | null, ring: number): number | null {
  if (me === null) return null;
  return lineOnScreenRow(me, ringOnScreen(side, ring).row);
}

/** The reader's row keys A (farthest) to C (nearest): a button for each row a Take may choose now (ATR-11). */
function RowKeys({
  view,
  me,
  rowMoves,
  chosenLine,
  picking,
  choose,
  ui,
  say,
}: {
  view: AtrahView;
  me: number;
  rowMoves: ReadonlyMap<number, RowMove>;
  chosenLine: number;
  /** The reader is choosing a row now: the rows without a key are closed. */
  picking: boolean;
  choose: (move: AtrahMove) => void;
  ui: Ui;
  say: Say;
}) {
  return (
    <>
      {[0, 1, 2].map((row) => {
        const line = lineOnScreenRow(me, row);
        const move = rowMoves.get(line);
        const letter = 'ABC'[row];
        return move ? (
          <button
            key={row}
            type="button"
            className={`at-row-key open${chosenLine === line ? ' chosen' : ''}`}
            style={{ gridRow: row + 1, gridColumn: 1 }}
            aria-pressed={chosenLine === line}
            aria-label={rowOptionLabel(view, line, letter, ui, say)}
            onClick={() => choose(move)}
            data-row-key={letter}
          >
            {letter}
          </button>
        ) : (
          <span
            key={row}
            className={`at-row-key${picking ? ' closed' : ''}`}
            style={{ gridRow: row + 1, gridColumn: 1 }}
            aria-hidden="true"
          >
            {letter}
          </span>
        );
      })}
    </>
  );
}

/** One stack: its top card (the control when a move targets it), its height and Fish, and the cards leaving it. */
function StackCell({
  view,
  stack,
  at,
  side,
  sendMove,
  rowMove,
  selected,
  underBoat,
  landing,
  choose,
  fresh,
  eventsKey,
  ui,
  say,
}: {
  view: AtrahView;
  stack: number;
  at: ScreenCell;
  side: number;
  /** The Send that puts this stack's top card into the Majority area (ATR-19), if one is legal now. */
  sendMove: AtrahMove | undefined;
  /** The Take of the reader's row that gives this stack's card, if one is legal now. */
  rowMove: RowMove | undefined;
  selected: boolean;
  underBoat: boolean;
  /** The chosen Boat move would stop the Boat here. */
  landing: boolean;
  choose: (move: AtrahMove) => void;
  fresh: Freshness;
  eventsKey: number;
  ui: Ui;
  say: Say;
}) {
  const top = view.tops[stack];
  const height = view.heights[stack];
  const fish = view.stackFish[stack];
  const action = sendMove ?? rowMove;
  // The spoken name begins with what the face shows (a control's name contains its visible words).
  const name = [
    ui('stack.label', {
      stack: stack + 1,
      card: top >= 0 ? cardShown(ui, say, top) : ui('stack.empty-short'),
    }),
    top >= 0 ? effectWords(top, say) : null,
    ui('stack.height', { count: height }),
    ui('stack.fish', { count: fish }),
    underBoat ? ui('stack.boat') : null,
    sendMove ? ui('stack.send-target') : null,
    !sendMove && rowMove ? ui('stack.in-row', { row: rowLetter(side, rowMove.line) }) : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
  const classes = [
    'at-cell',
    'at-stack',
    action ? 'target' : '',
    rowMove ? 'in-open-row' : '',
    sendMove ? 'send-target' : '',
    selected ? 'chosen' : '',
    underBoat ? 'under-boat' : '',
    top < 0 ? 'empty' : '',
    landing ? 'landing' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const face =
    top >= 0 ? (
      <CardFace
        key={fresh.tops.has(stack) ? `top-${eventsKey}` : 'top'}
        card={top}
        ui={ui}
        say={say}
        className={fresh.tops.has(stack) ? 'fresh-top' : ''}
      />
    ) : (
      <span className="at-card at-card-empty">{ui('stack.empty-short')}</span>
    );
  return (
    <div
      className={classes}
      style={{ gridRow: at.row + 1, gridColumn: at.col + 2 }}
      data-stack={stack}
      data-top={top}
      data-height={height}
      data-fish={fish}
    >
      {/* The card is the control (the whole cell answers a press); the figures around it are in its name. */}
      <Pick
        className="at-stack-pick"
        name={name}
        move={action}
        chosen={selected}
        choose={choose}
        explain={explainStack(view, stack, ui, say)}
      >
        {face}
      </Pick>
      <span className="at-stack-info" aria-hidden="true">
        <span className="at-height">
          <span className="at-height-bars" />
          {height}
        </span>
        <span className={`at-stack-fish${fish === 0 ? ' none' : ''}`}>
          <FishIcon size={11} />
          {fish}
        </span>
      </span>
      <span className="at-stack-no" aria-hidden="true">
        {stack + 1}
      </span>
      {fresh.leaving
        .filter((l) => l.stack === stack)
        .map((l, i) => (
          <span
            key={`leave-${eventsKey}-${i}`}
            className={`at-leaving ${l.seat === null ? 'to-majority' : `to-${TOWARD[(l.seat - side + 4) % 4]}`}`}
            aria-hidden="true"
          >
            <CardFace card={l.card} ui={ui} say={say} />
          </span>
        ))}
      {fresh.fishWon
        .filter((w) => w.stack === stack)
        .map((w) => (
          <span key={`fish-${eventsKey}-${w.seat}`} className="at-fish-float" aria-hidden="true">
            +1 <FishIcon size={12} />
          </span>
        ))}
    </div>
  );
}

/** The draw pile, in the centre for everyone; it stirs when a card is drawn (ATR-17). */
function DrawPile({
  view,
  drew,
  eventsKey,
  ui,
}: {
  view: AtrahView;
  drew: boolean;
  eventsKey: number;
  ui: Ui;
}) {
  return (
    <div
      className={`at-cell at-pile${drew ? ' fresh' : ''}`}
      style={{ gridRow: 2, gridColumn: 3 }}
      role="img"
      aria-label={ui('pile.label', { count: view.pileCount })}
      data-pile={view.pileCount}
      data-explain={explainPile(view, ui)}
      tabIndex={0}
    >
      <span
        key={drew ? `pile-${eventsKey}` : 'pile'}
        className={`at-pile-back${drew ? ' fresh' : ''}`}
        aria-hidden="true"
      >
        <span className="at-pile-count">{view.pileCount}</span>
        <span className="at-pile-word">{ui('pile.short')}</span>
      </span>
    </div>
  );
}
