// ATRAH's board: the 3×3 play area turned to the reader's side, the Majority area with its tiles, every
// collection with a live score estimate, and a step panel that walks the turn as the rules run it (row, effects,
// family, tile). Every choice is one of the engine's legal moves: choose it, read what it does, then confirm.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { BoardProps, GameUi } from '../../ui.ts';
import { atrah, type AtrahEvent, type AtrahMove, type AtrahView } from '../index.ts';
import {
  ABILITY,
  COLOURS,
  FAMILY_COUNT,
  FISH_CARD,
  FLAT_POINTS,
  RING_STACK,
  conditionOf,
  familyOf,
  valueOf,
  type Family,
} from '../content.ts';
import { rowLetter } from '../describe.ts';
import { blockedStack, stackOpen } from '../rules.ts';
import { estimateScores, fishPoints, keepGain } from '../score.ts';
import { boatLanding, collectionByFamily, lineOnScreenRow, ringOnScreen, rowCards } from './layout.ts';
import { BoatIcon, CardFace, FamilyGlyph, FishIcon, Pick } from './parts.tsx';
import {
  cardLabel,
  cardName,
  cardShown,
  effectWords,
  explain,
  familyName,
  pendingWords,
  rowOptionLabel,
  signed,
} from './words.tsx';
import {
  explainCard,
  explainColumn,
  explainFish,
  explainGroup,
  explainPile,
  explainReference,
  explainStack,
  explainSunk,
  explainTile,
} from './explanations.ts';
import { texts } from './texts.ts';
import './atrah.css';

type Props = BoardProps<AtrahView, AtrahMove, AtrahEvent>;
type Ui = Props['ui'];
type Say = Props['say'];

const keyOf = (move: AtrahMove) => atrah.moveKey!(move);

/** The four steps of a turn (ATR-11 … ATR-15), for the step list; keeping extra families is part of step 3. */
const STEPS = ['take', 'effects', 'keep', 'claim'] as const;
function stepOf(phase: AtrahView['phase']): number {
  if (phase === 'extra') return 2;
  return STEPS.indexOf(phase as (typeof STEPS)[number]);
}

/**
 * Which way a card flies when a seat takes it, by that seat's place relative to the reader: the reader's own
 * side is the bottom of the screen, the next seat clockwise sits on the left, the one opposite at the top.
 */
const TOWARD = ['bottom', 'left', 'top', 'right'] as const;

/** What the latest events changed, so the matching pieces can play their animation once. */
function freshness(events: readonly AtrahEvent[]) {
  const tops = new Set<number>();
  // Cards that left a stack: to a seat's side of the table (taken) or down to the Majority area (sent).
  const leaving: { stack: number; card: number; seat: number | null }[] = [];
  const sunk = [0, 0, 0, 0, 0];
  const gained = new Map<number, Set<number>>(); // seat → families that grew
  const fishWon: { seat: number; stack: number }[] = [];
  const claimed = new Set<number>();
  let drew = false;
  let boat = false;
  const grow = (seat: number, family: number) => {
    if (!gained.has(seat)) gained.set(seat, new Set());
    gained.get(seat)!.add(family);
  };
  for (const e of events) {
    switch (e.type) {
      case 'took':
        tops.add(e.stack);
        leaving.push({ stack: e.stack, card: e.card, seat: e.seat });
        break;
      case 'sent':
        tops.add(e.stack);
        leaving.push({ stack: e.stack, card: e.card, seat: null });
        sunk[familyOf(e.card)]++;
        break;
      case 'discarded':
        sunk[familyOf(e.card)]++;
        break;
      case 'drew':
        drew = true;
        break;
      case 'snatched':
        grow(e.seat, familyOf(e.card));
        break;
      case 'kept':
        grow(e.seat, e.family);
        break;
      case 'boat':
        boat = true;
        if (e.fish) fishWon.push({ seat: e.seat, stack: RING_STACK[e.to] });
        break;
      case 'claimed':
        claimed.add(e.tile);
        break;
      default:
        break;
    }
  }
  return { tops, leaving, sunk, gained, fishWon, claimed, drew, boat };
}

function Board({ view, viewer, legalMoves, onMove, events, eventsKey, seatNames, ui, say }: Props) {
  const me = typeof viewer === 'number' ? viewer : null;
  const side = me ?? 0;
  const fresh = freshness(events);
  const estimate = estimateScores(view);
  const doubled = new Set<number>(estimate.doubled);

  // The chosen move belongs to one set of legal moves: a new set (a new step) clears it.
  const signature = `${eventsKey}|${legalMoves.map(keyOf).join(',')}`;
  const [choice, setChoice] = useState<{ sig: string; key: string } | null>(null);
  const chosen =
    choice && choice.sig === signature ? (legalMoves.find((m) => keyOf(m) === choice.key) ?? null) : null;
  const choose = (move: AtrahMove) => setChoice({ sig: signature, key: keyOf(move) });
  const byKey = new Map(legalMoves.map((m) => [keyOf(m), m]));

  // Keyboard play: when a step begins and the focus was lost with the last button, bring it to the step panel.
  const panelTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (legalMoves.length === 0) return;
    const active = document.activeElement;
    if (!active || active === document.body) panelTitle.current?.focus({ preventScroll: true });
  }, [signature, legalMoves.length]);

  const blocked = blockedStack(view);
  const myTurn = legalMoves.length > 0;
  const rowMoves = new Map<number, AtrahMove>();
  for (const m of legalMoves) if (m.type === 'row') rowMoves.set(m.line, m);
  const chosenLine = chosen?.type === 'row' ? chosen.line : -1;
  const chosenStacks = new Set(chosenLine >= 0 ? rowCards(view, chosenLine).map((c) => c.stack) : []);
  const landing = chosen?.type === 'boat' ? boatLanding(view, chosen.arrows) : null;

  // ── The play area ────────────────────────────────────────────────────────────────────────────────────
  const cells: ReactNode[] = [];
  for (let ring = 0; ring < 8; ring++) {
    const { row, col } = ringOnScreen(side, ring);
    const style = { gridRow: row + 1, gridColumn: col + 2 };
    const stack = RING_STACK[ring];
    if (stack < 0) {
      const fishCard = ring === FISH_CARD;
      cells.push(
        <div
          key={`ref${ring}`}
          className={`at-cell at-ref${fishCard ? ' fish-card' : ' majority-card'}`}
          style={style}
          role="img"
          aria-label={say({ key: fishCard ? 'reference.fish' : 'reference.majority' })}
          data-ref={fishCard ? 'fish' : 'majority'}
          data-explain={explainReference(view, ring, ui, say)}
          tabIndex={0}
        >
          <span className="at-ref-title" aria-hidden="true">
            {ui(fishCard ? 'ref.fish' : 'ref.majority')}
          </span>
          {fishCard ? (
            <span className="at-ref-body" aria-hidden="true">
              <span>
                <FishIcon size={11} /> 1–2 ×1
              </span>
              <span>3–4 ×2</span>
              <span>5+ ×3</span>
            </span>
          ) : (
            <span className="at-ref-body" aria-hidden="true">
              {ui('ref.majority-rule')}
            </span>
          )}
        </div>,
      );
      continue;
    }
    const top = view.tops[stack];
    const height = view.heights[stack];
    const fish = view.stackFish[stack];
    const sendMove = byKey.get(`s${stack}`);
    const line = rowLineOf(side, me, ring);
    const under = stack === blocked;
    // A stack picks its row only when the row would give its card (not under the Boat, not empty).
    const rowMove = line !== null && stackOpen(view, stack) ? rowMoves.get(line) : undefined;
    const action = sendMove ?? rowMove;
    const selected =
      (chosen?.type === 'send' && chosen.stack === stack) || (chosenStacks.has(stack) && chosenLine >= 0);
    // The spoken name begins with what the face shows (a control's name contains its visible words).
    const name = [
      ui('stack.label', {
        stack: stack + 1,
        card: top >= 0 ? cardShown(ui, say, top) : ui('stack.empty-short'),
      }),
      top >= 0 ? effectWords(top, say) : null,
      ui('stack.height', { count: height }),
      ui('stack.fish', { count: fish }),
      under ? ui('stack.boat') : null,
      sendMove ? ui('stack.send-target') : null,
      !sendMove && rowMove ? ui('stack.in-row', { row: rowLetter(side, line!) }) : null,
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
      under ? 'under-boat' : '',
      top < 0 ? 'empty' : '',
      landing && landing.stack === stack ? 'landing' : '',
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
    cells.push(
      <div
        key={`s${stack}`}
        className={classes}
        style={style}
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
      </div>,
    );
  }
  // The draw pile, in the centre for everyone.
  cells.push(
    <div
      key="pile"
      className={`at-cell at-pile${fresh.drew ? ' fresh' : ''}`}
      style={{ gridRow: 2, gridColumn: 3 }}
      role="img"
      aria-label={ui('pile.label', { count: view.pileCount })}
      data-pile={view.pileCount}
      data-explain={explainPile(view, ui)}
      tabIndex={0}
    >
      <span
        key={fresh.drew ? `pile-${eventsKey}` : 'pile'}
        className={`at-pile-back${fresh.drew ? ' fresh' : ''}`}
        aria-hidden="true"
      >
        <span className="at-pile-count">{view.pileCount}</span>
        <span className="at-pile-word">{ui('pile.short')}</span>
      </span>
    </div>,
  );
  const boatAt = ringOnScreen(side, view.boat);
  const ghostAt = landing ? ringOnScreen(side, landing.ring) : null;

  const rowKeys: ReactNode[] = [];
  if (me !== null) {
    for (let row = 0; row < 3; row++) {
      const line = lineOnScreenRow(me, row);
      const move = rowMoves.get(line);
      const letter = 'ABC'[row];
      rowKeys.push(
        move ? (
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
            className={`at-row-key${myTurn && view.phase === 'take' ? ' closed' : ''}`}
            style={{ gridRow: row + 1, gridColumn: 1 }}
            aria-hidden="true"
          >
            {letter}
          </span>
        ),
      );
    }
  }

  const status =
    view.turn >= 0
      ? say({ key: `view.phase.${view.phase}`, params: { player: { seat: view.turn }, turn: view.turns } })
      : say({ key: 'view.over' });

  return (
    <div className={`atrah${myTurn ? ' my-turn' : ''}`} data-phase={view.phase}>
      <p className="at-status" data-turn={view.turn}>
        {status}
      </p>
      <div className="at-top">
        <section className="at-area-wrap" aria-labelledby="at-area-title">
          <h2 id="at-area-title" className="at-heading">
            {ui('area.title')}
            {me !== null && <span className="at-side"> · {ui(`side.${side % 4}`)}</span>}
          </h2>
          <div
            className={`at-area${me === null ? ' spectating' : ''}${myTurn && view.phase === 'take' ? ' picking' : ''}`}
            role="group"
            aria-label={ui('area.label')}
          >
            {rowKeys}
            {cells}
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
          {me !== null && myTurn && view.phase === 'take' && (
            <p className="at-hint">{ui('area.rows-hint')}</p>
          )}
        </section>

        <StepPanel
          view={view}
          me={me}
          legalMoves={legalMoves}
          chosen={chosen}
          choose={choose}
          onMove={onMove}
          ui={ui}
          say={say}
          seatNames={seatNames}
          titleRef={panelTitle}
        />
      </div>

      <MajorityArea
        view={view}
        me={me}
        ranking={estimate.ranking}
        doubled={doubled}
        byKey={byKey}
        chosen={chosen}
        choose={choose}
        sunk={fresh.sunk}
        claimed={fresh.claimed}
        eventsKey={eventsKey}
        seatNames={seatNames}
        ui={ui}
        say={say}
      />

      <section className="at-players" aria-labelledby="at-players-title">
        <h2 id="at-players-title" className="at-heading">
          {ui('players.title')}
        </h2>
        <p className="at-hint">{ui(view.turn >= 0 ? 'players.hint' : 'players.final')}</p>
        <div className="at-player-list">
          {Array.from({ length: view.players }, (_, seat) => (
            <PlayerPanel
              key={seat}
              view={view}
              seat={seat}
              me={me}
              sheet={estimate.sheets[seat]}
              doubled={doubled}
              gained={fresh.gained.get(seat)}
              fishWon={fresh.fishWon.some((w) => w.seat === seat)}
              eventsKey={eventsKey}
              name={seatNames[seat] ?? ''}
              ui={ui}
              say={say}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

/** The line of the reader's rows that a ring space lies in, or null (not a seat, or a corner of no row). */
function rowLineOf(side: number, me: number | null, ring: number): number | null {
  if (me === null) return null;
  return lineOnScreenRow(me, ringOnScreen(side, ring).row);
}

// ── The step panel ─────────────────────────────────────────────────────────────────────────────────────────

function StepPanel({
  view,
  me,
  legalMoves,
  chosen,
  choose,
  onMove,
  ui,
  say,
  seatNames,
  titleRef,
}: {
  view: AtrahView;
  me: number | null;
  legalMoves: readonly AtrahMove[];
  chosen: AtrahMove | null;
  choose: (move: AtrahMove) => void;
  onMove: (move: AtrahMove) => void;
  ui: Ui;
  say: Say;
  seatNames: readonly string[];
  titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  const myTurn = legalMoves.length > 0;
  const step = stepOf(view.phase);
  const acting = view.turn >= 0 ? (seatNames[view.turn] ?? '') : '';
  const pending = pendingWords(view, ui);
  return (
    <section
      className={`at-panel${myTurn ? ' active' : ''}`}
      aria-labelledby="at-panel-title"
      data-phase={view.phase}
    >
      <h2 id="at-panel-title" className="at-heading" ref={titleRef} tabIndex={-1}>
        {myTurn
          ? ui('panel.your-turn')
          : view.turn >= 0
            ? ui('panel.their-turn', { name: acting })
            : ui('panel.over')}
      </h2>
      {view.turn >= 0 && (
        <ol className="at-steps">
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={i === step ? 'now' : i < step ? 'done' : ''}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className="at-step-no" aria-hidden="true">
                {i < step ? '✓' : i + 1}
              </span>
              {ui(`step.${s}`)}
            </li>
          ))}
        </ol>
      )}

      {view.hand.length > 0 && (
        <div className="at-hand" data-hand={view.hand.length}>
          <h3>{me !== null && view.turn === me ? ui('hand.yours') : ui('hand.theirs', { name: acting })}</h3>
          <ul>
            {view.hand.map((card, i) => (
              <li
                key={`${i}-${card}`}
                className="at-hand-card"
                aria-label={cardLabel(say, ui, card)}
                data-explain={explainCard(card, ui, say)}
                tabIndex={0}
              >
                <CardFace card={card} ui={ui} say={say} />
              </li>
            ))}
          </ul>
          {pending.length > 0 && (
            <p className="at-pending">{ui('hand.pending', { effects: pending.join(', ') })}</p>
          )}
        </div>
      )}

      {myTurn ? (
        <>
          <p className="at-step-hint">
            {ui(`hint.${view.phase}`, {
              extras: view.extras,
              family: view.offer >= 0 ? familyName(say, view.offer) : '',
            })}
          </p>
          <div className="at-options" role="group" aria-label={ui('options.label')}>
            {legalMoves.map((move) => (
              <button
                key={keyOf(move)}
                type="button"
                className={`at-option at-option-${move.type}`}
                aria-pressed={chosen !== null && keyOf(chosen) === keyOf(move)}
                onClick={() => choose(move)}
                data-option={keyOf(move)}
              >
                <OptionLabel move={move} view={view} me={me!} ui={ui} say={say} />
              </button>
            ))}
          </div>
          <div className="at-preview" aria-live="polite" data-preview={chosen ? keyOf(chosen) : ''}>
            {chosen ? (
              explain(chosen, view, me!, legalMoves, ui, say).map((line, i) => <p key={i}>{line}</p>)
            ) : (
              <p className="at-hint">{ui('preview.none')}</p>
            )}
          </div>
          <button
            type="button"
            className="primary at-confirm"
            disabled={chosen === null}
            onClick={() => {
              if (!chosen) return;
              // The button is about to be disabled: keep the keyboard's place on the panel for the next step.
              titleRef.current?.focus({ preventScroll: true });
              onMove(chosen);
            }}
            data-confirm={chosen ? keyOf(chosen) : ''}
          >
            {chosen ? ui('confirm', { move: say(atrah.describeMove!(chosen)) }) : ui('confirm.none')}
          </button>
        </>
      ) : (
        view.turn >= 0 && <p className="at-hint">{ui('panel.wait')}</p>
      )}
    </section>
  );
}

/** An option's button text: what the move is, with a short figure where it helps. */
function OptionLabel({
  move,
  view,
  me,
  ui,
  say,
}: {
  move: AtrahMove;
  view: AtrahView;
  me: number;
  ui: Ui;
  say: Say;
}) {
  switch (move.type) {
    case 'row': {
      const letter = rowLetter(me, move.line);
      const cards = rowCards(view, move.line).map((c) => cardName(say, c.card));
      return <>{ui('option.row', { row: letter, cards: cards.join(ui('list.and')) })}</>;
    }
    case 'keep':
    case 'extra': {
      const gain = keepGain(view, me, move.family, move.type === 'extra');
      return (
        <>
          <FamilyGlyph family={move.family} size={18} />
          <span className="at-option-text">{say(atrah.describeMove!(move))}</span>
          <span className="at-gain">{ui('option.gain', { points: signed(gain) })}</span>
        </>
      );
    }
    case 'majority': {
      const column = view.majority[move.family];
      return (
        <>
          <FamilyGlyph family={move.family} size={18} />
          <span className="at-option-text">
            {ui('option.take', { card: cardName(say, column[column.length - 1]) })}
          </span>
        </>
      );
    }
    case 'send':
      return <>{ui('option.send', { stack: move.stack + 1, card: cardName(say, view.tops[move.stack]) })}</>;
    default:
      return <>{say(atrah.describeMove!(move))}</>;
  }
}

// ── The Majority area ──────────────────────────────────────────────────────────────────────────────────────

function MajorityArea({
  view,
  me,
  ranking,
  doubled,
  byKey,
  chosen,
  choose,
  sunk,
  claimed,
  eventsKey,
  seatNames,
  ui,
  say,
}: {
  view: AtrahView;
  me: number | null;
  ranking: readonly Family[];
  doubled: ReadonlySet<number>;
  byKey: ReadonlyMap<string, AtrahMove>;
  chosen: AtrahMove | null;
  choose: (move: AtrahMove) => void;
  sunk: readonly number[];
  claimed: ReadonlySet<number>;
  eventsKey: number;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  return (
    <section className="at-majority" aria-labelledby="at-majority-title">
      <h2 id="at-majority-title" className="at-heading">
        {ui('majority.title')}
      </h2>
      <p className="at-hint">{ui('majority.hint')}</p>
      <div className="at-columns">
        {Array.from({ length: FAMILY_COUNT }, (_, f) => {
          const column = view.majority[f];
          const rank = ranking.indexOf(f as Family) + 1;
          const take = byKey.get(`m${f}`);
          const selected = chosen?.type === 'majority' && chosen.family === f;
          const last = column[column.length - 1];
          const name = familyName(say, f);
          const label = [
            ui('column.label', { family: name, count: column.length, rank }),
            doubled.has(f) ? ui('column.doubled') : '',
            column.length > 0 ? ui('column.last', { card: cardName(say, last) }) : '',
            take ? ui('column.take-target') : '',
          ]
            .filter(Boolean)
            .join('. ');
          return (
            <div
              key={f}
              className={`at-column at-f${f}${doubled.has(f) ? ' doubled' : ''}${take ? ' target' : ''}${selected ? ' chosen' : ''}`}
              data-column={f}
              data-count={column.length}
            >
              {/* The family's name is the control when the column is a Take target; the whole head answers. */}
              <div className="at-col-head">
                <Pick
                  className="at-col-name"
                  name={label}
                  move={take}
                  chosen={selected}
                  choose={choose}
                  explain={explainColumn(view, f, rank, ui, say)}
                >
                  <FamilyGlyph family={f} size={18} />
                  <span>{name}</span>
                </Pick>
                <span className="at-col-count" aria-hidden="true">
                  {column.length}
                </span>
                <span className={`at-col-rank${doubled.has(f) ? ' doubled' : ''}`} aria-hidden="true">
                  {doubled.has(f) ? '×2' : `#${rank}`}
                </span>
              </div>
              <ol className="at-col-cards" aria-label={ui('column.cards', { family: name })}>
                {column.map((card, i) => {
                  const isFresh = i >= column.length - sunk[f];
                  return (
                    <li
                      key={isFresh ? `${i}-${eventsKey}` : i}
                      className={`at-chip at-f${f}${isFresh ? ' fresh' : ''}${i === column.length - 1 ? ' last' : ''}`}
                      aria-label={cardLabel(say, ui, card)}
                      // A column may hold dozens of cards: they explain themselves to a pointer or a finger,
                      // and the keyboard reads the column from its focusable head.
                      data-explain={explainSunk(card, i === column.length - 1, ui, say)}
                    >
                      {valueOf(card)}
                    </li>
                  );
                })}
              </ol>
              <div className="at-tiles">
                {[f, ABILITY + f].map((tile) => (
                  <TileChip
                    key={tile}
                    view={view}
                    tile={tile}
                    me={me}
                    fresh={claimed.has(tile)}
                    offered={byKey.has(`c${tile}`)}
                    eventsKey={eventsKey}
                    seatNames={seatNames}
                    ui={ui}
                    say={say}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {/* What the tiles' short words mean, on screen for everyone: the legend of the tiles in play. */}
      <section className="at-legend" aria-labelledby="at-legend-title">
        <h3 id="at-legend-title">{ui('faces.title')}</h3>
        <p className="at-hint">{ui('faces.hint')}</p>
        <ul>
          {COLOURS.map((_, c) => {
            const condition = conditionOf(view.faces, c);
            return (
              <li key={c} className={`at-f${c}`} data-legend={c}>
                <span className="at-legend-family">
                  <FamilyGlyph family={c} size={16} /> {familyName(say, c)}
                </span>
                <span className="at-legend-tile">
                  <span className="at-legend-short">{FLAT_POINTS[c]}</span>{' '}
                  {ui('faces.flat', { points: FLAT_POINTS[c] })}
                </span>
                <span className="at-legend-tile">
                  <span className="at-legend-short">{ui(`tile.short.${condition}`)}</span>{' '}
                  {say({ key: `tile.${condition}` })}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}

function TileChip({
  view,
  tile,
  me,
  fresh,
  offered,
  eventsKey,
  seatNames,
  ui,
  say,
}: {
  view: AtrahView;
  tile: number;
  me: number | null;
  fresh: boolean;
  offered: boolean;
  eventsKey: number;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  const colour = tile % ABILITY;
  const holder = view.tiles[tile];
  const flat = tile < ABILITY;
  const condition = flat ? null : conditionOf(view.faces, colour);
  const closed = flat && me !== null && holder < 0 && ((view.declined[me] >> colour) & 1) === 1;
  const what = flat ? ui('tile.flat', { points: FLAT_POINTS[colour] }) : say({ key: `tile.${condition}` });
  const label = [
    ui(flat ? 'tile.label-flat' : 'tile.label-ability', { family: familyName(say, colour), what }),
    holder >= 0 ? ui('tile.held', { name: seatNames[holder] ?? '' }) : '',
    closed ? ui('tile.closed') : '',
    offered ? ui('tile.offered') : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <span
      key={fresh ? `t-${eventsKey}` : 't'}
      className={`at-tile at-f${colour}${flat ? ' flat' : ' ability'}${holder >= 0 ? ' held' : ''}${closed ? ' closed' : ''}${fresh ? ' fresh' : ''}${offered ? ' offered' : ''}`}
      role="img"
      aria-label={label}
      data-tile={tile}
      data-holder={holder}
      data-explain={explainTile(view, tile, holder >= 0 ? (seatNames[holder] ?? '') : null, ui, say)}
      tabIndex={0}
    >
      <span className="at-tile-needs" aria-hidden="true">
        {ui('tile.needs', { count: flat ? 3 : 4 })}
      </span>
      <span className="at-tile-what" aria-hidden="true">
        {flat ? FLAT_POINTS[colour] : ui(`tile.short.${condition}`)}
      </span>
      {holder >= 0 && (
        <span className="at-tile-holder" aria-hidden="true">
          {seatNames[holder] ?? ''}
        </span>
      )}
    </span>
  );
}

// ── A player's collection and score ────────────────────────────────────────────────────────────────────────

function PlayerPanel({
  view,
  seat,
  me,
  sheet,
  doubled,
  gained,
  fishWon,
  eventsKey,
  name,
  ui,
  say,
}: {
  view: AtrahView;
  seat: number;
  me: number | null;
  sheet: ReturnType<typeof estimateScores>['sheets'][number];
  doubled: ReadonlySet<number>;
  gained: ReadonlySet<number> | undefined;
  fishWon: boolean;
  eventsKey: number;
  name: string;
  ui: Ui;
  say: Say;
}) {
  const groups = collectionByFamily(view.collections[seat]);
  const acting = view.turn === seat;
  const fish = view.fish[seat];
  const tiles = Object.entries(sheet.tiles).map(([t, points]) => ({ tile: Number(t), points }));
  return (
    <article
      className={`at-player${acting ? ' acting' : ''}${seat === me ? ' mine' : ''}`}
      aria-labelledby={`at-player-${seat}`}
      data-player={seat}
      data-estimate={sheet.total}
    >
      <header>
        <h3 id={`at-player-${seat}`}>
          {acting && <span aria-hidden="true">▶ </span>}
          {seat === me ? ui('player.you', { name }) : name}
        </h3>
        <span className="at-estimate">
          <span aria-hidden="true">{view.turn >= 0 ? `≈ ${sheet.total}` : sheet.total}</span>
          <span className="sr-only">
            {ui(view.turn >= 0 ? 'player.estimate' : 'player.final', { points: sheet.total })}
          </span>
        </span>
      </header>
      {view.first === seat && (
        <p className="at-first">{ui(view.firstDrawn ? 'player.first-drawn' : 'player.first')}</p>
      )}
      <ul className="at-groups">
        {groups.map((values, f) =>
          values.length === 0 ? null : (
            <li
              key={gained?.has(f) ? `${f}-${eventsKey}` : f}
              className={`at-group at-f${f}${gained?.has(f) ? ' fresh' : ''}`}
              aria-label={ui(doubled.has(f) ? 'group.label-doubled' : 'group.label', {
                family: familyName(say, f),
                values: values.join(', '),
                points: sheet.families[f],
              })}
              data-explain={explainGroup(f, values, sheet.families[f], doubled.has(f), ui, say)}
              tabIndex={0}
            >
              <span className="at-group-name" aria-hidden="true">
                <FamilyGlyph family={f} size={16} />
                {familyName(say, f)}
              </span>
              <span className="at-group-values" aria-hidden="true">
                {values.map((v, i) => (
                  <span key={i} className={`at-chip at-f${f}`}>
                    {v}
                  </span>
                ))}
              </span>
              <span className={`at-group-points${doubled.has(f) ? ' doubled' : ''}`} aria-hidden="true">
                {doubled.has(f) ? `${sheet.families[f]} (×2)` : sheet.families[f]}
              </span>
            </li>
          ),
        )}
        {groups.every((g) => g.length === 0) && <li className="at-hint">{ui('player.no-cards')}</li>}
      </ul>
      <p
        key={fishWon ? `fish-${eventsKey}` : 'fish'}
        className={`at-player-fish${fishWon ? ' fresh' : ''}`}
        data-explain={explainFish(fish, fishPoints(fish), ui, say)}
        tabIndex={0}
      >
        <FishIcon size={13} /> {ui('player.fish', { count: fish, points: fishPoints(fish) })}
      </p>
      {tiles.length > 0 && (
        <ul className="at-player-tiles">
          {tiles.map(({ tile, points }) => (
            <li
              key={tile}
              className={`at-tile at-f${tile % ABILITY} held ${tile < ABILITY ? 'flat' : 'ability'}`}
              data-explain={explainTile(view, tile, name, ui, say)}
              tabIndex={0}
            >
              {tile < ABILITY
                ? ui('player.tile-flat', { points })
                : ui('player.tile-ability', {
                    tile: ui(`tile.short.${conditionOf(view.faces, tile - ABILITY)}`),
                    points,
                  })}
            </li>
          ))}
        </ul>
      )}
      {sheet.headStart > 0 && (
        <p className="at-head-start">{ui('player.head-start', { points: sheet.headStart })}</p>
      )}
    </article>
  );
}

export const ui: GameUi<AtrahView, AtrahMove, AtrahEvent> = {
  game: atrah,
  Board,
  texts,
  // The rules this match plays: who begins (ATR-10, or the option of ATR-D17), and the head start only when
  // it is on (ATR-D18).
  howTo: (raw) => {
    const options = atrah.parseOptions(raw, atrah.players.min);
    return {
      sections: [
        { title: 'how.goal.title', paragraphs: ['how.goal.1', 'how.goal.2'] },
        { title: 'how.table.title', paragraphs: ['how.table.1', 'how.table.2'] },
        {
          title: 'how.turn.title',
          paragraphs: [
            options.first === 'random' ? 'how.turn.first-random' : 'how.turn.first-seat-1',
            'how.turn.1',
            'how.turn.2',
            'how.turn.3',
            'how.turn.4',
          ],
        },
        { title: 'how.effects.title', paragraphs: ['how.effects.1', 'how.effects.2', 'how.effects.3'] },
        { title: 'how.tiles.title', paragraphs: ['how.tiles.1', 'how.tiles.2'] },
        {
          title: 'how.end.title',
          paragraphs: ['how.end.1', 'how.end.2', ...(options.headStart ? ['how.end.head-start'] : [])],
        },
        { title: 'how.screen.title', paragraphs: ['how.screen.1', 'how.screen.2'] },
      ],
    };
  },
};
