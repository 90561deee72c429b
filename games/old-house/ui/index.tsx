// Mystery of the Old House at the table: the house in SVG with everything on it, the tracks (Time, banishment,
// relics), the Twilight draft, and the controls of the seat that reads it — the Phantom's private map, steps,
// entities and cards, or the hunters' heroes, cells to reach, cards and accusations. Every control comes from the
// engine's legal moves; a cell is chosen first and confirmed second, so each step says what it does before it
// is made. Between nights a summary tells what happened.
import { useState, type ReactNode } from 'react';
import type { BoardProps, GameUi } from '../../ui.ts';
import { CELL_TYPE, ENTITY_KINDS, RELIC_AT, RELIC_CELLS, START, cellName } from '../board.ts';
import {
  ACTION_CARDS,
  BANISHMENT,
  ENGINEER,
  EXORCIST,
  HUNTERS,
  MAX_SUMMONS_HELD,
  MEDIUM,
  MOVE_CARDS,
  PORTRAITS,
  RELICS_TO_WIN,
  ROUNDS,
  SCHOLAR,
  SUMMON_CARDS,
  TRAP_DAMAGE,
} from '../content.ts';
import { HEROES_CHOSEN } from '../heroes.ts';
import { oldHouse, type OldHouseEvent, type OldHouseMove, type OldHouseView } from '../index.ts';
import {
  ACCELERATED,
  ACCUSED,
  FRIGHTENED,
  MOVED,
  SKIPPING,
  SKIP_NEXT,
  DOUBLE_SPENT,
  UNARMED,
  relicIntact,
  relicsDestroyed,
} from '../state.ts';
import {
  aidCells,
  aidOn,
  freshCells,
  heroesOfSeat,
  nightsFor,
  sameMove,
  stepTarget,
  type NightSummary,
} from './derive.ts';
import { House, type CellMark } from './House.tsx';
import {
  explainActionCard,
  explainCell,
  explainHandCard,
  explainHero,
  explainHunterCard,
  explainMoveCards,
  explainTrack,
} from './explanations.ts';
import { texts } from './texts.ts';
import './old-house.css';

type Props = BoardProps<OldHouseView, OldHouseMove, OldHouseEvent>;
type Move = OldHouseMove;
type Say = Props['say'];
type Ui = Props['ui'];

/** What a click on a cell means now. */
type Mode = { kind: 'default' } | { kind: 'trap' } | { kind: 'summon' } | { kind: 'creep'; from: number };
type CellTarget = { move: Move } | { select: number };
/** What a cell's click does, for its `data-action` (tests and styles read it). */
export type ActionKind = 'step' | 'select' | 'move' | 'trap' | 'creep' | 'summon';

const AID_KEY = 'nocturne.old-house.aid';

/**
 * The hunters' aid (OH-D40), on until the player switches it off, remembered on this device: a newcomer's first
 * hunt starts with it, and it shows only what the whole table has seen.
 */
function useAid(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return aidOn(globalThis.localStorage?.getItem(AID_KEY) ?? null);
    } catch {
      return true;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(AID_KEY, next ? 'on' : 'off');
    } catch {
      // storage blocked: the switch simply is not remembered
    }
  };
  return [on, set];
}

const describe = (move: Move) => oldHouse.describeMove!(move);

function hunterName(view: OldHouseView, hero: number, say: Say): string {
  return say({ key: `hunter.${HUNTERS[view.heroChar[hero]]}` });
}

function Board(props: Props) {
  const { view, viewer, legalMoves, onMove, events, eventsKey, seatNames, ui, say } = props;
  const role = view.role;
  const [mode, setMode] = useState<Mode>({ kind: 'default' });
  const [chosen, setChosen] = useState<Move | null>(null);
  const [heroPick, setHeroPick] = useState<number | null>(null);
  const [aidOn, setAidOn] = useAid();
  const [focus, setFocus] = useState(START);

  // The nights as this page saw them, for the summary between rounds (kept across a hot-seat curtain).
  const nights = nightsFor(globalThis.location?.pathname ?? '');
  const totals = { relics: relicsDestroyed(view.destroyed), damage: view.damage };
  nights.take(eventsKey, view.round, events, totals);

  // A move being prepared stays only while it is still legal.
  const pending = chosen && legalMoves.some((m) => sameMove(m, chosen)) ? chosen : null;
  if (chosen && !pending) setChosen(null);

  const by = <T extends Move['type']>(type: T) =>
    legalMoves.filter((m): m is Extract<Move, { type: T }> => m.type === type);
  const moves = by('move');
  const traps = by('trap');
  const steps = by('step');
  const creeps = by('creep');
  const summons = by('summon');
  const movable = [...new Set(moves.map((m) => m.hero))];
  const activeHero = heroPick !== null && movable.includes(heroPick) ? heroPick : (movable[0] ?? null);
  let current: Mode = mode;
  if (current.kind === 'trap' && traps.length === 0) current = { kind: 'default' };
  if (current.kind === 'summon' && summons.length === 0) current = { kind: 'default' };
  if (current.kind === 'creep' && !creeps.some((m) => m.from === (current as { from: number }).from))
    current = { kind: 'default' };

  // What each cell does on a click now.
  const targets = new Map<number, CellTarget>();
  if (current.kind === 'trap') for (const m of traps) targets.set(m.cell, { move: m });
  else if (current.kind === 'summon') for (const m of summons) targets.set(m.cell, { move: m });
  else if (current.kind === 'creep') {
    const from = current.from;
    for (const m of creeps) if (m.from === from) targets.set(m.to, { move: m });
  } else if (role === 'hunter') {
    for (const m of moves) if (m.hero === activeHero) targets.set(m.cell, { move: m });
  } else if (role === 'phantom') {
    for (const m of creeps) targets.set(m.from, { select: m.from });
    for (const m of steps) targets.set(stepTarget(view.cell, m.dir), { move: m });
  }

  const commit = (move: Move) => {
    setChosen(null);
    setMode({ kind: 'default' });
    onMove(move);
  };
  const onCell = (cell: number) => {
    const target = targets.get(cell);
    if (!target) {
      setChosen(null);
      return;
    }
    if ('select' in target) {
      setChosen(null);
      setMode({ kind: 'creep', from: target.select });
      return;
    }
    // A second click on the chosen cell confirms it.
    if (pending && sameMove(pending, target.move)) commit(target.move);
    else setChosen(target.move);
  };

  const marks = new Map<number, CellMark>();
  for (const [cell, target] of targets) {
    const action = 'select' in target ? ui('cell.select-entity') : say(describe(target.move));
    const kind: ActionKind = 'select' in target ? 'select' : (target.move.type as ActionKind);
    marks.set(cell, {
      action,
      kind,
      chosen: pending !== null && 'move' in target && sameMove(pending, target.move),
    });
  }

  const aid = role === 'hunter' && aidOn ? aidCells(view) : new Set<number>();
  const fresh = freshCells(events);
  const traceAt = new Map<number, number>();
  for (let i = 0; i < view.traces.length; i += 2) traceAt.set(view.traces[i], view.traces[i + 1]);
  const visitBy = new Map<number, number>();
  for (let i = 0; i < view.visits.length; i += 2) visitBy.set(view.visits[i], view.visits[i + 1]);

  const describeCell = (cell: number): string => {
    const parts = [cellName(cell)];
    const type = CELL_TYPE[cell];
    if (cell === START) parts.push(say({ key: 'board.start' }));
    else if (type >= 0) parts.push(say({ key: `board.cell.${ENTITY_KINDS[type]}` }));
    const relic = RELIC_AT[cell];
    if (relic >= 0) {
      const name = say({ key: `board.relic.${relic}` });
      parts.push(ui(relicIntact(view.destroyed, relic) ? 'cell.relic' : 'cell.relic-destroyed', { name }));
    }
    if (view.pentagrams.includes(cell)) parts.push(ui('cell.pentagram'));
    const trap = view.trapCells.indexOf(cell);
    if (trap >= 0) parts.push(ui(view.trapPlacedAt[trap] === UNARMED ? 'cell.trap-unarmed' : 'cell.trap'));
    const trace = traceAt.get(cell);
    if (trace !== undefined && trace >= 0) parts.push(ui('cell.trace', { step: trace }));
    else if (trace !== undefined) {
      // As printed (OH-D16): a trace tells where, not when; what the search's moment tells, the label says.
      const by = visitBy.get(cell);
      parts.push(by === undefined ? ui('cell.trace-here') : ui('cell.trace-by', { step: by }));
    }
    for (let i = 0; i < view.entities.length; i += 3)
      if (view.entities[i + 1] === cell) parts.push(say({ key: `entity.${ENTITY_KINDS[view.entities[i]]}` }));
    view.heroCell.forEach((c, h) => {
      if (c === cell) parts.push(ui('cell.hero', { n: h + 1, name: hunterName(view, h, say) }));
    });
    if (role === 'phantom' && view.cell === cell) parts.push(ui('cell.you'));
    if (view.revealed === cell) parts.push(ui('cell.revealed'));
    if (role === 'phantom') {
      const ks = view.route.flatMap((c, k) => (k > 0 && c === cell ? [k] : []));
      if (ks.length > 0) parts.push(ui('cell.route', { steps: ks.join(', ') }));
    }
    if (aid.has(cell)) parts.push(ui('cell.possible'));
    const mark = marks.get(cell);
    if (mark?.action) parts.push(mark.chosen ? ui('cell.chosen', { action: mark.action }) : mark.action);
    return parts.join(', ');
  };

  // Between nights, the last night's summary; once the game is over, its final night's so far.
  const summary = view.end !== null ? (nights.sofar(totals) ?? nights.last) : nights.last;
  const showSummary = summary !== null && (view.end !== null || view.round === summary.round + 1);

  return (
    <div className={`oh oh-${role}`} data-role={role}>
      <Tracks view={view} ui={ui} />
      {/* No live region here: the table's log already tells each event as it happens. */}
      <p className="oh-status">{statusLine(view, ui)}</p>
      {showSummary && <Summary key={summary.round} summary={summary} ui={ui} say={say} />}
      <div className="oh-main">
        <div className="oh-map">
          <h3 className="oh-map-title">
            {role === 'phantom' ? ui('map.private') : role === 'hunter' ? ui('map.hunters') : ui('map.watch')}
          </h3>
          <House
            view={view}
            label={role === 'phantom' ? ui('map.private') : ui('map.label')}
            marks={marks}
            aid={aid}
            fresh={fresh}
            eventsKey={eventsKey}
            focus={focus}
            onFocus={setFocus}
            onCell={onCell}
            describe={describeCell}
            explain={(cell) => explainCell(view, cell, ui, say)}
          />
          {role === 'hunter' && (
            <label className="oh-aid">
              <input
                type="checkbox"
                checked={aidOn}
                onChange={(e) => setAidOn(e.target.checked)}
                data-aid=""
              />
              <span>{ui('aid.toggle')}</span>
            </label>
          )}
          {aid.size > 0 && <p className="oh-aid-count">{ui('aid.count', { count: aid.size })}</p>}
        </div>
        <div className="oh-side">
          {pending && (
            <Pending
              move={pending}
              view={view}
              ui={ui}
              say={say}
              onConfirm={() => commit(pending)}
              onCancel={() => setChosen(null)}
            />
          )}
          {legalMoves.length > 0 && (
            <p className="oh-hint">{hintLine(view, role, current, activeHero, ui, say)}</p>
          )}
          {view.phase === 'heroes' && (
            <HeroChoice
              view={view}
              legalMoves={legalMoves}
              chosen={pending}
              onChoose={(m) => (pending && sameMove(pending, m) ? commit(m) : setChosen(m))}
              ui={ui}
              say={say}
            />
          )}
          {view.phase === 'twilight' && (
            <Draft
              view={view}
              legalMoves={legalMoves}
              chosen={pending}
              onChoose={(m) => (pending && sameMove(pending, m) ? commit(m) : setChosen(m))}
              onMove={commit}
              ui={ui}
              say={say}
            />
          )}
          {role === 'phantom' && view.phase === 'phantom' && legalMoves.length > 0 && (
            <PhantomControls
              view={view}
              legalMoves={legalMoves}
              mode={current}
              setMode={(m) => {
                setChosen(null);
                setMode(m);
              }}
              onMove={commit}
              ui={ui}
              say={say}
            />
          )}
          {role === 'hunter' && view.phase === 'hunters' && legalMoves.length > 0 && (
            <HunterControls
              view={view}
              viewer={viewer}
              legalMoves={legalMoves}
              activeHero={activeHero}
              setHero={(h) => {
                setChosen(null);
                setMode({ kind: 'default' });
                setHeroPick(h);
              }}
              trapMode={current.kind === 'trap'}
              setTrapMode={(on) => {
                setChosen(null);
                setMode(on ? { kind: 'trap' } : { kind: 'default' });
              }}
              onMove={commit}
              ui={ui}
              say={say}
            />
          )}
        </div>
        <div className="oh-info">
          <Hands view={view} ui={ui} say={say} />
          <Heroes view={view} seatNames={seatNames} ui={ui} say={say} />
        </div>
      </div>
    </div>
  );
}

function Tracks({ view, ui }: { view: OldHouseView; ui: Ui }) {
  const destroyed = relicsDestroyed(view.destroyed);
  return (
    <div className="oh-tracks">
      <Track
        name={ui('track.time')}
        label={ui('track.time-label', { round: view.round, rounds: ROUNDS })}
        explain={explainTrack(view, 'time', ui)}
      >
        <span className="oh-pips" aria-hidden="true">
          {Array.from({ length: ROUNDS }, (_, i) => (
            <span
              key={i}
              className={`oh-pip time${i + 1 === view.round ? ' now' : i + 1 < view.round ? ' past' : ''}`}
            >
              {i + 1}
            </span>
          ))}
        </span>
      </Track>
      <Track
        name={ui('track.banish')}
        label={ui('track.banish-label', { damage: view.damage, max: BANISHMENT })}
        explain={explainTrack(view, 'banish', ui)}
        data={{ 'data-damage': view.damage }}
      >
        <span className="oh-pips" aria-hidden="true">
          {Array.from({ length: BANISHMENT }, (_, i) => (
            <span key={i} className={`oh-pip banish${i < view.damage ? ' on' : ''}`}>
              {i < view.damage ? '✕' : ''}
            </span>
          ))}
        </span>
      </Track>
      <Track
        name={ui('track.relics')}
        label={ui('track.relics-label', { destroyed, max: RELICS_TO_WIN })}
        explain={explainTrack(view, 'relics', ui)}
        data={{ 'data-relics': destroyed }}
      >
        <span className="oh-pips" aria-hidden="true">
          {RELIC_CELLS.map((c, r) => (
            <span key={c} className={`oh-pip relic${relicIntact(view.destroyed, r) ? '' : ' gone'}`}>
              {cellName(c)}
            </span>
          ))}
        </span>
      </Track>
      <Track
        name={ui('track.hand')}
        label={ui('track.hand-label', { hand: view.hand, max: MOVE_CARDS })}
        explain={explainMoveCards(view, ui)}
      >
        <span className="oh-count" aria-hidden="true">
          {view.hand} / {MOVE_CARDS}
        </span>
      </Track>
    </div>
  );
}

/** One track: read out whole by its label, drawn as a name and its marks. */
function Track(props: {
  name: string;
  label: string;
  explain: string;
  data?: Record<`data-${string}`, number>;
  children: ReactNode;
}) {
  return (
    <div
      className="oh-track"
      role="img"
      aria-label={props.label}
      data-explain={props.explain}
      tabIndex={0}
      {...props.data}
    >
      <span className="oh-track-name" aria-hidden="true">
        {props.name}
      </span>
      {props.children}
    </div>
  );
}

function statusLine(view: OldHouseView, ui: Ui): string {
  if (view.end !== null) return ui(`status.over.${view.end}`);
  if (view.phase === 'heroes') return ui('status.heroes');
  if (view.phase === 'twilight') return ui('status.twilight', { round: view.round });
  if (view.phase === 'phantom')
    return view.openingLeft > 0
      ? ui('status.opening', { round: view.round, roll: view.roll, steps: view.stepsLeft })
      : ui('status.phantom', { round: view.round, roll: view.roll, steps: view.stepsLeft });
  const rolls = view.heroRoll
    .map((r, h) => ((view.heroFlags[h] & SKIPPING) !== 0 ? '–' : String(r)))
    .join(' · ');
  return view.nightOver
    ? ui('status.hunters-last', { round: view.round, rolls })
    : ui('status.hunters', { round: view.round, rolls });
}

function hintLine(
  view: OldHouseView,
  role: string,
  mode: Mode,
  hero: number | null,
  ui: Ui,
  say: Say,
): string {
  if (view.phase === 'heroes') return ui('hint.heroes', { left: HEROES_CHOSEN - view.heroChar.length });
  if (view.phase === 'twilight')
    return ui(view.draftLeft < 0 ? 'hint.draft-mode' : 'hint.draft-pick', { left: view.draftLeft });
  if (role === 'phantom') {
    if (mode.kind === 'creep')
      return ui('hint.creep', { entity: entityAt(view, mode.from, say), cell: cellName(mode.from) });
    if (mode.kind === 'summon') return ui('hint.summon');
    // OH-15: after a Summon or a Horror the Phantom moves no more this turn.
    if (view.stepsLeft === 0 || view.stopped) return ui('hint.phantom-cards');
    return ui(view.openingLeft > 0 ? 'hint.phantom-opening' : 'hint.phantom', { steps: view.stepsLeft });
  }
  if (mode.kind === 'trap') return ui('hint.trap');
  if (hero !== null)
    return ui('hint.hero', { n: hero + 1, hero: hunterName(view, hero, say), roll: view.heroRoll[hero] });
  return ui('hint.hunters-after');
}

function entityAt(view: OldHouseView, cell: number, say: Say): string {
  for (let i = 0; i < view.entities.length; i += 3)
    if (view.entities[i + 1] === cell) return say({ key: `entity.${ENTITY_KINDS[view.entities[i]]}` });
  return '';
}

/** The move being prepared: what it will do, then Confirm or Cancel. */
function Pending(props: {
  move: Move;
  view: OldHouseView;
  ui: Ui;
  say: Say;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { move, view, ui, say } = props;
  return (
    <section className="oh-pending" aria-labelledby="oh-pending-title">
      <h3 id="oh-pending-title">{say(describe(move))}</h3>
      <p>{explain(move, view, ui, say)}</p>
      <div className="oh-row">
        <button type="button" className="primary" onClick={props.onConfirm} data-confirm="">
          {ui('pending.confirm')}
        </button>
        <button type="button" onClick={props.onCancel}>
          {ui('pending.cancel')}
        </button>
      </div>
    </section>
  );
}

function explain(move: Move, view: OldHouseView, ui: Ui, say: Say): string {
  switch (move.type) {
    case 'move': {
      const hero = hunterName(view, move.hero, say);
      const medium = view.heroChar[move.hero] === MEDIUM;
      const text = ui(medium ? 'explain.move-medium' : 'explain.move', { hero, cell: cellName(move.cell) });
      const entity = entityAt(view, move.cell, say);
      return entity ? `${text} ${ui('explain.move-banish', { entity })}` : text;
    }
    case 'trap':
      return ui('explain.trap', {
        cell: cellName(move.cell),
        damage: TRAP_DAMAGE + (view.heroChar.includes(ENGINEER) ? 1 : 0),
      });
    case 'step': {
      const to = stepTarget(view.cell, move.dir);
      return ui(move.dir === 'still' ? 'explain.still' : 'explain.step', { cell: cellName(to) });
    }
    case 'creep':
      return ui('explain.creep', {
        entity: entityAt(view, move.from, say),
        from: cellName(move.from),
        to: cellName(move.to),
      });
    case 'summon':
      return ui('explain.summon', {
        entity: say({ key: `entity.${ENTITY_KINDS[CELL_TYPE[move.cell]]}` }),
        cell: cellName(move.cell),
      });
    case 'hero':
      return ui('explain.hero', {
        hero: say({ key: `hunter.${HUNTERS[move.hunter]}` }),
        cell: cellName(PORTRAITS[move.hunter]),
        text: say({ key: `hunter.${HUNTERS[move.hunter]}.text` }),
      });
    case 'pick': {
      const card = ACTION_CARDS[move.card];
      return ui('explain.pick', {
        dark: say({ key: `card.dark.${card.dark}` }),
        light: say({ key: `card.light.${card.light}` }),
      });
    }
    default:
      return '';
  }
}

/**
 * Before the first night at a two-player table (OH-6): the six heroes, each with its gift and the portrait it
 * starts on. The hunter chooses one (marked, the pending panel says what it does) and confirms, twice; every
 * other page watches the same list.
 */
function HeroChoice(props: {
  view: OldHouseView;
  legalMoves: readonly Move[];
  chosen: Move | null;
  onChoose(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, chosen, ui, say } = props;
  const offers = new Map(legalMoves.flatMap((m) => (m.type === 'hero' ? [[m.hunter, m] as const] : [])));
  return (
    <section className="oh-draft oh-choose" aria-labelledby="oh-choose-title">
      <h3 id="oh-choose-title">{ui('choose.title')}</h3>
      <p className="oh-none">{ui('choose.legend')}</p>
      <ul className="oh-cards oh-choices">
        {HUNTERS.map((hunter, i) => {
          const taken = view.heroChar.includes(i);
          const offer = offers.get(i);
          const isChosen = offer !== undefined && chosen !== null && sameMove(chosen, offer);
          const face = (
            <>
              <span className="oh-card-dark">{say({ key: `hunter.${hunter}` })}</span>
              <span className="oh-choice-text">{say({ key: `hunter.${hunter}.text` })}</span>
              <span className="oh-card-tag">
                {taken
                  ? ui('choose.taken', { n: view.heroChar.indexOf(i) + 1 })
                  : ui('choose.portrait', { cell: cellName(PORTRAITS[i]) })}
              </span>
            </>
          );
          const classes = ['oh-card'];
          if (taken) classes.push('taken');
          if (offer) classes.push('pickable');
          if (isChosen) classes.push('chosen');
          return (
            <li key={hunter} className={classes.join(' ')} data-hunter={hunter}>
              {offer ? (
                <button
                  type="button"
                  onClick={() => props.onChoose(offer)}
                  aria-pressed={isChosen}
                  data-move="hero"
                  data-explain={explainHunterCard(i, ui, say)}
                >
                  {face}
                </button>
              ) : (
                <div className="oh-card-face" data-explain={explainHunterCard(i, ui, say)} tabIndex={0}>
                  {face}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** How many Summons a set of the Phantom's cards holds. */
function summonsIn(cards: number): number {
  let n = 0;
  for (let m = cards & SUMMON_CARDS; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * Why a card of the row cannot be taken now, in words: the engine's list decides, this only explains it (cards
 * left of the last pick are passed, three Summons are the most the Phantom may hold, of identical cards side by
 * side only the first is offered, and a card must leave enough to its right for the picks still to come).
 */
function lockReason(view: OldHouseView, card: number): string {
  if (card <= view.lastPick) return 'draft.lock-passed';
  const summon = (SUMMON_CARDS & (1 << card)) !== 0;
  if (summon && summonsIn(view.phantomCards) >= MAX_SUMMONS_HELD) return 'draft.lock-summons';
  const prev = ACTION_CARDS[card - 1];
  const here = ACTION_CARDS[card];
  if (card > view.lastPick + 1 && prev.dark === here.dark && prev.light === here.light)
    return 'draft.lock-twin';
  return 'draft.lock-room';
}

/**
 * The Twilight: the row of thirteen cards. The Phantom chooses how to draft, then chooses a card (it is marked and
 * the pending panel says what taking it does) and confirms, like every move at the table. A card it cannot take
 * says why, on every seat's page.
 */
function Draft(props: {
  view: OldHouseView;
  legalMoves: readonly Move[];
  chosen: Move | null;
  onChoose(m: Move): void;
  onMove(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, chosen, ui, say } = props;
  const modes = legalMoves.filter((m) => m.type === 'draft');
  const picks = new Map(legalMoves.flatMap((m) => (m.type === 'pick' ? [[m.card, m] as const] : [])));
  // The cards are being taken: the Phantom's page has the engine's list of what it may take; a hunter's or a
  // spectator's page has none, and tells only the reasons that do not depend on it.
  const picking = view.phase === 'twilight' && view.draftLeft > 0;
  const deciding = picks.size > 0;
  const held = summonsIn(view.phantomCards);
  const summonsLocked =
    picking &&
    held >= MAX_SUMMONS_HELD &&
    ACTION_CARDS.some((_, i) => i > view.lastPick && (SUMMON_CARDS & (1 << i)) !== 0);
  return (
    <section className="oh-draft" aria-labelledby="oh-draft-title">
      <h3 id="oh-draft-title">{ui('draft.title')}</h3>
      <p className="oh-none">{ui('draft.legend')}</p>
      <p className="oh-none">{ui('draft.rules', { max: MAX_SUMMONS_HELD })}</p>
      {view.draftLeft >= 0 && (
        <p>
          {ui(view.draftRoll > 0 ? 'draft.rolled' : 'draft.four', {
            roll: view.draftRoll,
            left: view.draftLeft,
          })}
        </p>
      )}
      {summonsLocked && (
        <p className="oh-draft-limit" data-summon-limit="">
          {ui('draft.summons-full', { max: MAX_SUMMONS_HELD })}
        </p>
      )}
      {modes.length > 0 && (
        <div className="oh-row">
          {modes.map((m) => (
            <button
              key={m.type === 'draft' ? m.mode : ''}
              type="button"
              className="primary"
              onClick={() => props.onMove(m)}
              data-move={m.type === 'draft' ? `draft-${m.mode}` : undefined}
            >
              {say(describe(m))}
            </button>
          ))}
        </div>
      )}
      <ol className="oh-cards">
        {ACTION_CARDS.map((card, i) => {
          const taken = (view.phantomCards & (1 << i)) !== 0;
          const pick = picks.get(i);
          const isChosen = pick !== undefined && chosen !== null && sameMove(chosen, pick);
          const dark = say({ key: `card.dark.${card.dark}` });
          const light = say({ key: `card.light.${card.light}` });
          const reason = picking && !taken && !pick ? lockReason(view, i) : null;
          const lock = reason === 'draft.lock-room' && !deciding ? null : reason;
          const face = (
            <>
              <span className="oh-card-dark">{dark}</span>
              <span className="oh-card-light">{light}</span>
              {taken && <span className="oh-card-tag">{ui('draft.taken')}</span>}
              {lock && (
                <span className="oh-card-lock" data-lock={lock.slice('draft.lock-'.length)}>
                  {ui(lock, { max: MAX_SUMMONS_HELD })}
                </span>
              )}
            </>
          );
          const classes = ['oh-card'];
          if (taken) classes.push('taken');
          if (pick) classes.push('pickable');
          if (isChosen) classes.push('chosen');
          if (lock) classes.push('locked');
          return (
            <li key={i} className={classes.join(' ')}>
              {pick ? (
                <button
                  type="button"
                  onClick={() => props.onChoose(pick)}
                  aria-pressed={isChosen}
                  data-move="pick"
                  data-explain={explainActionCard(view, i, ui, say)}
                >
                  {face}
                </button>
              ) : (
                <div
                  className="oh-card-face"
                  role="img"
                  aria-label={[
                    ui(taken ? 'draft.card-taken' : 'draft.card', { dark, light }),
                    ...(lock ? [ui(lock, { max: MAX_SUMMONS_HELD })] : []),
                  ].join('. ')}
                  data-explain={explainActionCard(view, i, ui, say)}
                  tabIndex={0}
                >
                  {face}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function PhantomControls(props: {
  view: OldHouseView;
  legalMoves: readonly Move[];
  mode: Mode;
  setMode(mode: Mode): void;
  onMove(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, mode, ui, say } = props;
  const steps = legalMoves.filter((m): m is Extract<Move, { type: 'step' }> => m.type === 'step');
  const creepFrom = [...new Set(legalMoves.flatMap((m) => (m.type === 'creep' ? [m.from] : [])))];
  const others = legalMoves.filter(
    (m) => m.type === 'attack' || m.type === 'horror' || m.type === 'accelerate',
  );
  const canSummon = legalMoves.some((m) => m.type === 'summon');
  const end = legalMoves.find((m) => m.type === 'end-turn');
  const spare = legalMoves.find((m) => m.type === 'spare');
  const order = ['n', 'w', 'still', 'e', 's'];
  return (
    <section className="oh-controls" aria-labelledby="oh-phantom-title">
      <h3 id="oh-phantom-title">{ui('phantom.title')}</h3>
      <p className="oh-facts">
        {ui('phantom.facts', { roll: view.roll, steps: view.stepsLeft, hand: view.hand })}
      </p>
      {steps.length > 0 && (
        <div className="oh-pad" role="group" aria-label={ui('phantom.steps')}>
          {order.map((dir) => {
            const m = steps.find((s) => s.dir === dir);
            return m ? (
              <button
                key={dir}
                type="button"
                className={`oh-pad-${dir}`}
                onClick={() => props.onMove(m)}
                data-move={`step-${dir}`}
              >
                {`${say(describe(m))} → ${cellName(stepTarget(view.cell, m.dir))}`}
              </button>
            ) : (
              <span key={dir} className={`oh-pad-${dir}`} />
            );
          })}
        </div>
      )}
      {creepFrom.length > 0 && (
        <div className="oh-row" role="group" aria-label={ui('phantom.entities')}>
          {creepFrom.map((from) => (
            <button
              key={from}
              type="button"
              aria-pressed={mode.kind === 'creep' && mode.from === from}
              onClick={() =>
                props.setMode(
                  mode.kind === 'creep' && mode.from === from ? { kind: 'default' } : { kind: 'creep', from },
                )
              }
            >
              {ui('phantom.entity', { entity: entityAt(view, from, say), cell: cellName(from) })}
            </button>
          ))}
        </div>
      )}
      {canSummon && (
        <div className="oh-row">
          <button
            type="button"
            aria-pressed={mode.kind === 'summon'}
            onClick={() => props.setMode(mode.kind === 'summon' ? { kind: 'default' } : { kind: 'summon' })}
            data-move="summon-mode"
          >
            {ui('phantom.summon')}
          </button>
        </div>
      )}
      {others.length > 0 && (
        <ul className="oh-actions">
          {others.map((m, i) => (
            <li key={i}>
              <button type="button" onClick={() => props.onMove(m)}>
                {m.type === 'horror'
                  ? `${say(describe(m))}: ${hunterName(view, m.hero, say)}`
                  : say(describe(m))}
              </button>
              <span className="oh-explain">{explainButton(m, view, ui)}</span>
            </li>
          ))}
        </ul>
      )}
      {end && (
        <div className="oh-end">
          <button type="button" className="primary" onClick={() => props.onMove(end)} data-move="end-turn">
            {say(describe(end))}
          </button>
          <span className="oh-explain">{explainEnd(view, ui)}</span>
        </div>
      )}
      {spare && (
        <div className="oh-end">
          <button type="button" onClick={() => props.onMove(spare)} data-move="spare">
            {say(describe(spare))}
          </button>
          <span className="oh-explain">{ui('explain.spare', { cell: cellName(view.cell) })}</span>
        </div>
      )}
    </section>
  );
}

function explainEnd(view: OldHouseView, ui: Ui): string {
  const relic = RELIC_AT[view.cell];
  if (view.openingLeft > 0) return ui('explain.end-opening');
  if (relic >= 0 && relicIntact(view.destroyed, relic))
    return ui('explain.end-relic', { cell: cellName(view.cell) });
  return ui(view.cardsThisTurn === 0 ? 'explain.end-wait' : 'explain.end');
}

/** What a button does, beside it, before it is pressed. */
function explainButton(move: Move, view: OldHouseView, ui: Ui): string {
  switch (move.type) {
    case 'attack':
      return ui('explain.attack');
    case 'horror':
      return ui('explain.horror');
    case 'accelerate':
      return ui(move.hero < 0 ? 'explain.accelerate-phantom' : 'explain.accelerate');
    case 'accuse': {
      const damage = view.heroChar[move.hero] === EXORCIST ? 2 : 1;
      const free = view.heroChar[move.hero] === SCHOLAR;
      return ui(free ? 'explain.accuse-free' : 'explain.accuse', {
        cell: cellName(view.heroCell[move.hero]),
        damage,
      });
    }
    case 'flash':
      return ui('explain.flash');
    case 'pentagram':
      return ui('explain.pentagram', { cell: cellName(view.heroCell[move.hero]) });
    case 'done':
      return ui(view.nightOver ? 'explain.done-last' : 'explain.done');
    default:
      return '';
  }
}

function HunterControls(props: {
  view: OldHouseView;
  viewer: unknown;
  legalMoves: readonly Move[];
  activeHero: number | null;
  setHero(hero: number): void;
  trapMode: boolean;
  setTrapMode(on: boolean): void;
  onMove(m: Move): void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, activeHero, ui, say } = props;
  const mine = heroesOfSeat(view, props.viewer);
  const canTrap = legalMoves.some((m) => m.type === 'trap');
  const done = legalMoves.find((m) => m.type === 'done');
  return (
    <section className="oh-controls" aria-labelledby="oh-hunters-title">
      <h3 id="oh-hunters-title">{ui('hunters.title')}</h3>
      {mine.map((h) => {
        const canMove = legalMoves.some((m) => m.type === 'move' && m.hero === h);
        const own = legalMoves.filter(
          (m) =>
            (m.type === 'accelerate' ||
              m.type === 'accuse' ||
              m.type === 'flash' ||
              m.type === 'pentagram') &&
            m.hero === h,
        );
        return (
          <div
            key={h}
            className={`oh-hero-card${activeHero === h && !props.trapMode ? ' active' : ''}`}
            data-hero={h}
          >
            <div className="oh-row">
              <span className="oh-hero-token" aria-hidden="true">
                {h + 1}
              </span>
              <strong>{hunterName(view, h, say)}</strong>
              <span className="oh-hero-state">{heroState(view, h, ui)}</span>
            </div>
            {canMove && mine.length > 1 && (
              <button
                type="button"
                aria-pressed={activeHero === h && !props.trapMode}
                onClick={() => props.setHero(h)}
                data-move="select-hero"
              >
                {ui('hunters.choose', { n: h + 1, hero: hunterName(view, h, say), roll: view.heroRoll[h] })}
              </button>
            )}
            {own.length > 0 && (
              <ul className="oh-actions">
                {own.map((m, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      onClick={() => props.onMove(m)}
                      className={m.type === 'accuse' ? 'danger' : undefined}
                      data-move={m.type}
                    >
                      {say(describe(m))}
                    </button>
                    <span className="oh-explain">{explainButton(m, view, ui)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {canTrap && (
        <ul className="oh-actions">
          <li>
            <button
              type="button"
              aria-pressed={props.trapMode}
              onClick={() => props.setTrapMode(!props.trapMode)}
              data-move="trap-mode"
            >
              {ui(props.trapMode ? 'hunters.trap-cancel' : 'hunters.trap')}
            </button>
            <span className="oh-explain">{ui('explain.trap-mode')}</span>
          </li>
        </ul>
      )}
      {done && (
        <div className="oh-end">
          <button type="button" className="primary" onClick={() => props.onMove(done)} data-move="done">
            {say(describe(done))}
          </button>
          <span className="oh-explain">{explainButton(done, view, ui)}</span>
        </div>
      )}
    </section>
  );
}

function heroState(view: OldHouseView, h: number, ui: Ui): string {
  const flags = view.heroFlags[h];
  const out: string[] = [];
  if (view.phase === 'hunters') {
    if ((flags & SKIPPING) !== 0) out.push(ui('hero.skipping'));
    else out.push(ui('hero.roll', { roll: view.heroRoll[h] }));
    if ((flags & MOVED) !== 0) out.push(ui('hero.moved'));
    if ((flags & ACCELERATED) !== 0) out.push(ui('hero.accelerated'));
    if ((flags & ACCUSED) !== 0) out.push(ui('hero.accused'));
  }
  if ((flags & FRIGHTENED) !== 0) out.push(ui('hero.frightened'));
  if ((flags & SKIP_NEXT) !== 0) out.push(ui('hero.skip-next'));
  // The Exorcist's double strike comes back at dawn (OH-D6).
  if ((flags & DOUBLE_SPENT) !== 0) out.push(ui('hero.double-spent'));
  return out.join(' · ');
}

/** The cards in play: the Phantom's dark faces and Move cards, the hunters' light faces. Both are public. */
function Hands({ view, ui, say }: { view: OldHouseView; ui: Ui; say: Say }) {
  const group = (mask: number, side: 'dark' | 'light') => {
    const counts = new Map<string, number>();
    ACTION_CARDS.forEach((card, i) => {
      if ((mask & (1 << i)) !== 0) counts.set(card[side], (counts.get(card[side]) ?? 0) + 1);
    });
    return [...counts];
  };
  const dark = group(view.phantomCards, 'dark');
  const light = group(view.hunterCards, 'light');
  const phantom = view.role === 'phantom';
  return (
    <section className="oh-hands" aria-labelledby="oh-hands-title">
      <h3 id="oh-hands-title">{ui('hands.title')}</h3>
      <h4>{ui(phantom ? 'hands.yours' : 'hands.phantom')}</h4>
      <ul className="oh-hand" data-hand="phantom">
        <li className="oh-hand-card move" data-explain={explainMoveCards(view, ui)} tabIndex={0}>
          <span>{ui('hands.move-cards', { hand: view.hand })}</span>
        </li>
        {dark.map(([face, n]) => (
          <li
            key={face}
            className="oh-hand-card dark"
            data-explain={explainHandCard('dark', face, n, ui, say)}
            tabIndex={0}
          >
            <span>{ui('hands.card', { name: say({ key: `card.dark.${face}` }), count: n })}</span>
            {phantom && <small>{say({ key: `card.dark.${face}.text` })}</small>}
          </li>
        ))}
      </ul>
      <h4>{ui(view.role === 'hunter' ? 'hands.ours' : 'hands.hunters')}</h4>
      {light.length === 0 ? (
        <p className="oh-none">{ui('hands.none')}</p>
      ) : (
        <ul className="oh-hand" data-hand="hunters">
          {light.map(([face, n]) => (
            <li
              key={face}
              className="oh-hand-card light"
              data-explain={explainHandCard('light', face, n, ui, say)}
              tabIndex={0}
            >
              <span>{ui('hands.card', { name: say({ key: `card.light.${face}` }), count: n })}</span>
              {view.role === 'hunter' && <small>{say({ key: `card.light.${face}.text` })}</small>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Heroes({
  view,
  seatNames,
  ui,
  say,
}: {
  view: OldHouseView;
  seatNames: readonly string[];
  ui: Ui;
  say: Say;
}) {
  return (
    <section className="oh-heroes" aria-labelledby="oh-heroes-title">
      <h3 id="oh-heroes-title">{ui('heroes.title')}</h3>
      <ul>
        {view.heroChar.map((c, h) => (
          <li
            key={h}
            data-hero-item={h}
            data-explain={explainHero(view, h, seatNames[view.heroSeat[h]] ?? '', ui, say)}
            tabIndex={0}
          >
            <span className="oh-hero-token" aria-hidden="true">
              {h + 1}
            </span>
            <span>
              <strong>
                {ui('heroes.item', {
                  name: say({ key: `hunter.${HUNTERS[c]}` }),
                  cell: cellName(view.heroCell[h]),
                  player: seatNames[view.heroSeat[h]] ?? '',
                })}
              </strong>
              <small>{say({ key: `hunter.${HUNTERS[c]}.text` })}</small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Summary({ summary, ui, say }: { summary: NightSummary; ui: Ui; say: Say }) {
  const lines = summary.events.flatMap((e) => {
    const m = oldHouse.narrate!(e);
    return m ? [say(m)] : [];
  });
  return (
    <details className="oh-summary" open data-summary={summary.round}>
      <summary>{ui('summary.title', { round: summary.round })}</summary>
      <p>
        {ui('summary.totals', {
          relics: summary.relics,
          total: summary.relicsTotal,
          damage: summary.damage,
          banished: summary.damageTotal,
        })}
      </p>
      {!summary.whole && <p className="oh-none">{ui('summary.partial')}</p>}
      {lines.length <= 1 && <p className="oh-none">{ui('summary.quiet')}</p>}
      <ul>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

export const ui: GameUi<OldHouseView, OldHouseMove, OldHouseEvent> = {
  game: oldHouse,
  Board,
  texts,
  // The rules of the match's options: by default a trace tells where (as printed), stamped also when (OH-D16);
  // one die (as printed), or the die matched to the heroes (OH-D27, OH-D33).
  howTo: (raw) => {
    const options = oldHouse.parseOptions(raw, oldHouse.players.min);
    const stamped = options.traces === 'stamped' ? '-stamped' : '';
    const party = options.dice === 'party' ? '-party' : '';
    const armed = options.traps === 'armed' ? '-armed' : '';
    return {
      sections: [
        { title: 'how.goal.title', paragraphs: ['how.goal.1', 'how.goal.2'] },
        { title: 'how.house.title', paragraphs: ['how.house.1', 'how.house.2'] },
        { title: 'how.twilight.title', paragraphs: ['how.twilight.1'] },
        {
          title: 'how.phantom.title',
          paragraphs: [`how.phantom.1${party}`, 'how.phantom.2', 'how.phantom.3'],
        },
        {
          title: 'how.hunters.title',
          paragraphs: [
            `how.hunters.1${stamped}`,
            `how.hunters.2${stamped}`,
            `how.hunters.traps${armed}`,
            'how.hunters.3',
          ],
        },
        { title: 'how.dawn.title', paragraphs: ['how.dawn.1'] },
        { title: 'how.screen.title', paragraphs: ['how.screen.1', 'how.screen.2'] },
        { title: 'how.keys.title', paragraphs: ['how.keys.1'] },
      ],
    };
  },
};
