// Midnighters at the table: the dream map in the middle (its arrows lit where a Dreamwalk can go, the cells a
// step can reach highlighted and labelled), the prompt of whatever the game asks the reader now (lay out the map,
// put the avatars down, a location's choice, a trap's window with its countdown), the reader's turn — its hand,
// what each card does, and a button for every action — and around them what everyone sees: avatars, traps
// (where, never what), nightmares, the deck and the discard pile. Every control comes from the legal moves.
import { useEffect, useMemo, useState } from 'react';
import type { BoardProps, GameUi } from '../../ui.ts';
import {
  BRIDGE,
  HAND_LIMIT_AFTER_RESHUFFLE,
  CORRIDORS,
  DIRECTIONS,
  KINDS,
  KIND_OF,
  LOCATIONS,
  STAR,
  SUSPENSE,
  turnedArrows,
  ARROWS,
} from '../content.ts';
import { neighbourOf } from '../board.ts';
import { cellName } from '../describe.ts';
import { midnighters, type MidnightersEvent, type MidnightersMove, type MidnightersView } from '../index.ts';
import { moveKey } from '../moves.ts';
import { DEFAULT_OPTIONS } from '../rules.ts';
import type { Pending } from '../state.ts';
import { FACE_DOWN } from '../view.ts';
import { CardBack, NightmareCard, SmallCard } from './CardFace.tsx';
import {
  NO_MODE,
  freshOf,
  handLimit,
  handSeat,
  inWindow,
  movesOf,
  myPending,
  nextToSettle,
  standing,
  targetsOf,
  validMode,
  type Mode,
  type Move,
  type Seen,
} from './derive.ts';
import { DreamMap } from './DreamMap.tsx';
import { explainCell, explainPile, explainTrap } from './explanations.ts';
import { Hand, type HandTarget } from './Hand.tsx';
import { LocationCard } from './LocationCard.tsx';
import { texts } from './texts.ts';
import {
  cardName,
  cardsText,
  dirName,
  kindName,
  locationName,
  namesText,
  nightmareName,
  type Say,
  type Ui,
} from './words.ts';
import './midnighters.css';

type Props = BoardProps<MidnightersView, MidnightersMove, MidnightersEvent>;

const describe = (move: Move) => midnighters.describeMove!(move);
const player = (seat: number) => ({ seat });

/** The game's clock, read at each render and rendered again while a trap's window is open (for its countdown). */
function useClock(now: (() => number) | undefined, running: boolean): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running || !now) return;
    const timer = setInterval(() => setTick((t) => t + 1), 250);
    return () => clearInterval(timer);
  }, [running, now]);
  return running && now ? now() : 0;
}

function Board(props: Props) {
  const { view, viewer, legalMoves, onMove, events, eventsKey, ui, say } = props;
  const me = viewer === 'spectator' ? null : viewer;
  const [rawMode, setMode] = useState<Mode>(NO_MODE);
  const [placeTurn, setPlaceTurn] = useState(0);
  const [seen, setSeen] = useState<Seen | null>(null);
  const mode = validMode(rawMode, view, me, legalMoves);
  const fresh = useMemo(() => freshOf(events, me), [events, me]);
  const pending = myPending(view, me, legalMoves);
  const windowOpen = inWindow(view, legalMoves);
  const targets = targetsOf(view, me, legalMoves, mode, placeTurn);
  const clock = useClock(props.now, view.window !== null);

  // What a Motel, Square or Dream Catcher showed the reader stays on its page until it is put aside. A look is
  // taken up once, when its batch (or the reader) comes.
  const [taken, setTaken] = useState<{ looked: Seen | null; key: number } | null>(null);
  if (taken?.looked !== fresh.looked || taken.key !== eventsKey) {
    setTaken({ looked: fresh.looked, key: eventsKey });
    if (fresh.looked && fresh.looked.at !== 'deck') setSeen(fresh.looked);
  }

  const commit = (move: Move) => {
    setMode(NO_MODE);
    onMove(move);
  };
  const onCell = (cell: number) => {
    const target = targets.get(cell);
    if (!target) return;
    if (target.move) commit(target.move);
    else if (target.kind === 'vertigo-pick') setMode({ kind: 'vertigo', location: target.location });
    else if (target.kind === 'relocate-pick') setMode({ kind: 'relocate', cell });
  };

  const chosen =
    mode.kind === 'vertigo' && mode.location !== null
      ? view.cellOf[mode.location]
      : mode.kind === 'relocate'
        ? mode.cell
        : null;

  // The printed edges to light: the ways a Dreamwalk can take from where it stands.
  const lit = new Map<number, Set<number>>();
  const light = (location: number, dir: number) => {
    if (location < 0) return;
    const edge = (dir - view.turns[location] + 4) & 3;
    const set = lit.get(location) ?? new Set<number>();
    set.add(edge);
    lit.set(location, set);
  };
  for (const target of targets.values()) {
    if (target.kind === 'walk' && target.dir) light(view.avatar[view.turn], DIRECTIONS.indexOf(target.dir));
  }

  const describeCell = (cell: number): string => {
    const location = view.grid[cell];
    const parts = [cellName(cell)];
    if (location === -1) parts.push(ui('cell.empty'));
    else if (location === FACE_DOWN) parts.push(ui('cell.face-down'));
    else {
      parts.push(locationName(say, location));
      const ways = DIRECTIONS.flatMap((_, d) =>
        turnedArrows(ARROWS[location], view.turns[location]) & (1 << d) ? [dirName(say, d)] : [],
      );
      parts.push(ui('cell.ways', { ways: ways.join(ui('list.separator')) }));
      const here = standing(view, location).map((s) =>
        s === me ? ui('cell.you') : ui('cell.avatar', { player: player(s) }),
      );
      if (here.length > 0) parts.push(ui('cell.here', { names: here.join(ui('list.separator')) }));
      view.traps.forEach((list, owner) => {
        for (const trap of list) {
          if (trap.location !== location) continue;
          parts.push(
            !trap.cards
              ? ui('cell.trap', { player: player(owner) })
              : owner === me
                ? ui('cell.trap-own', { kind: kindName(say, KIND_OF[trap.cards[1]]) })
                : ui('cell.trap-known', {
                    player: player(owner),
                    kind: kindName(say, KIND_OF[trap.cards[1]]),
                  }),
          );
        }
      });
    }
    // What a press does, after the words its badge shows (a spoken name holds what is seen: WCAG 2.5.3).
    const target = targets.get(cell);
    if (target) {
      const badge = ui(`badge.${target.kind}`);
      const action =
        target.kind === 'trade'
          ? ui('pending.restaurant-with', {
              location: locationName(say, target.location),
              cell: cellName(cell),
            })
          : target.move
            ? say(describe(target.move))
            : null;
      parts.push(action === null ? badge : ui('cell.action', { badge, action }));
    }
    if (chosen === cell) parts.push(ui('badge.chosen'));
    return parts.join('. ');
  };

  // The table names the lobby's options (the map's layout); the trap window's length, set only through the API
  // or the command line, is named here.
  const windowMs = view.options.windowMs;

  const showHandOf = me === null ? null : handSeat(view, me);
  const myTurn = view.phase === 'turn' && me !== null && view.actor === me && !pending && !windowOpen;

  return (
    <div
      className="mn"
      data-phase={view.phase}
      data-mode={mode.kind}
      data-me={me ?? 'spectator'}
      data-director={view.director}
    >
      <p className="mn-status" data-status="">
        {statusLine(view, me, legalMoves, clock, ui, say)}
      </p>
      {windowMs !== DEFAULT_OPTIONS.windowMs && (
        <p className="mn-options">{ui('options.window', { s: Math.round(windowMs / 1000) })}</p>
      )}
      {fresh.reshuffled !== null && (
        <p className="mn-news" role="status" key={`r${eventsKey}`} data-reshuffled={fresh.reshuffled}>
          {ui('news.reshuffled', { limit: fresh.reshuffled })}
        </p>
      )}
      {fresh.nightmares.map((n, i) => (
        <p className="mn-news nightmare" key={`n${eventsKey}.${i}`}>
          {n.void
            ? ui(n.came === 'given' ? 'news.nightmare-void-given' : 'news.nightmare-void', {
                player: player(n.seat),
                nightmare: nightmareName(say, n.nightmare),
              })
            : ui('news.nightmare', {
                player: player(n.seat),
                nightmare: nightmareName(say, n.nightmare),
              })}
        </p>
      ))}
      {fresh.caught.length > 0 && (
        <p className="mn-news caught" key={`c${eventsKey}`}>
          {ui('news.caught', {
            names: namesText(
              ui,
              fresh.caught.map((s) => nameOf(props, s)),
            ),
          })}
        </p>
      )}
      <div className="mn-main">
        <div className="mn-board">
          <DreamMap
            view={view}
            me={me}
            targets={targets}
            chosen={chosen}
            lit={lit}
            fresh={fresh}
            eventsKey={eventsKey}
            describe={describeCell}
            explain={(cell) => explainCell(view, me, cell, ui, say)}
            onCell={onCell}
            ui={ui}
            say={say}
          />
          <Legend ui={ui} />
        </div>
        <div className="mn-side">
          {view.phase === 'arrange' && me === view.director && legalMoves.length > 0 && (
            <Arrange view={view} turn={placeTurn} setTurn={setPlaceTurn} ui={ui} say={say} />
          )}
          {view.phase === 'settle' && me === view.director && legalMoves.length > 0 && (
            <section className="mn-prompt" data-prompt="settle">
              <h3>{ui('settle.title')}</h3>
              <p>{ui('settle.text', { player: player(nextToSettle(view)) })}</p>
              <Buttons moves={legalMoves} onMove={commit} say={say} />
            </section>
          )}
          {pending && (
            <PendingPrompt
              pending={pending}
              view={view}
              me={me!}
              legalMoves={legalMoves}
              mode={mode}
              onMove={commit}
              ui={ui}
              say={say}
            />
          )}
          {windowOpen && (
            <WindowPrompt
              view={view}
              me={me!}
              names={props.seatNames}
              legalMoves={legalMoves}
              clock={clock}
              onMove={commit}
              ui={ui}
              say={say}
            />
          )}
          {view.window && !windowOpen && view.phase === 'turn' && (
            <p className="mn-waiting" data-window-wait="">
              {ui('window.others', { s: secondsLeft(view, clock) })}
            </p>
          )}
          {seen && <SeenPanel seen={seen} view={view} ui={ui} say={say} onClose={() => setSeen(null)} />}
          {myTurn && (
            <TurnControls
              view={view}
              me={me!}
              legalMoves={legalMoves}
              mode={mode}
              setMode={setMode}
              onMove={commit}
              ui={ui}
              say={say}
            />
          )}
        </div>
        <div className="mn-hand-area">
          {showHandOf !== null && (
            <Hand
              seat={showHandOf}
              cards={view.hands[showHandOf]}
              title={
                showHandOf === me ? ui('hand.title') : ui('hand.title-of', { player: player(showHandOf) })
              }
              note={ui('hand.limit', {
                n: view.hands[showHandOf].length,
                limit: handLimit(view, showHandOf),
              })}
              hint={handHint(mode, pending, ui)}
              targets={handTargets(view, legalMoves, mode, pending, myTurn, setMode, commit, ui, say)}
              ui={ui}
              say={say}
            />
          )}
        </div>
        <div className="mn-info">
          <Piles view={view} ui={ui} say={say} />
          <Midnighters view={view} me={me} names={props.seatNames} ui={ui} say={say} />
        </div>
      </div>
    </div>
  );
}

function nameOf(props: Props, seat: number): string {
  return props.seatNames[seat] ?? `#${seat + 1}`;
}

/** Whole seconds until the open window closes (its full length where no clock runs, as in a replay). */
function secondsLeft(view: MidnightersView, clock: number): number {
  if (!view.window) return 0;
  if (clock <= 0) return Math.round(view.options.windowMs / 1000);
  return Math.max(0, Math.ceil((view.window.closesAt - clock) / 1000));
}

function statusLine(
  view: MidnightersView,
  me: number | null,
  moves: readonly Move[],
  clock: number,
  ui: Ui,
  say: Say,
): string {
  switch (view.phase) {
    case 'arrange':
      return me === view.director
        ? ui('status.arrange-me', { n: view.toPlace.length })
        : ui('status.arrange', { player: player(view.director), n: view.toPlace.length });
    case 'settle':
      return me === view.director
        ? ui('status.settle-me', { player: player(nextToSettle(view)) })
        : ui('status.settle', { player: player(view.director) });
    case 'begin':
      return ui('status.begin');
    case 'over':
      return view.winner >= 0 ? ui('status.woke', { player: player(view.winner) }) : ui('status.faded');
    case 'turn': {
      const first = view.pending[0];
      if (first) {
        if (first.seat === me && moves.length > 0) return ui(`pending.${first.kind}`);
        return ui('status.deciding', { player: player(first.seat), what: ui(`deciding.${first.kind}`) });
      }
      if (view.window) {
        return inWindow(view, moves)
          ? ui('status.window-me', { s: secondsLeft(view, clock) })
          : ui('status.window', { s: secondsLeft(view, clock) });
      }
      const actions = view.actions;
      if (view.actor !== view.turn)
        return view.actor === me
          ? ui('status.turn-controlled-me', { player: player(view.turn), actions })
          : ui('status.turn-controlled', { player: player(view.turn), actor: player(view.actor), actions });
      return view.turn === me
        ? ui('status.turn-me', { actions })
        : ui('status.turn', {
            player: player(view.turn),
            actions,
            location: locationName(say, view.avatar[view.turn]),
          });
    }
  }
  void say;
  return '';
}

/** A button for each move, named by the game's own words (and where it leads, when that helps). */
function Buttons(props: {
  moves: readonly Move[];
  onMove: (move: Move) => void;
  say: Say;
  label?: (move: Move) => string;
  className?: string;
}) {
  return (
    <div className={`mn-buttons ${props.className ?? ''}`}>
      {props.moves.map((m) => (
        <button key={moveKey(m)} type="button" onClick={() => props.onMove(m)} data-key={moveKey(m)}>
          {props.label ? props.label(m) : props.say(describe(m))}
        </button>
      ))}
    </div>
  );
}

/** The Director lays out the next card: a Corridor turned as it likes, or a face-down unique location. */
function Arrange(props: {
  view: MidnightersView;
  turn: number;
  setTurn: (turn: number) => void;
  ui: Ui;
  say: Say;
}) {
  const { view, turn, ui, say } = props;
  const next = view.toPlace[0];
  const corridor = next >= 0 && next < CORRIDORS;
  return (
    <section className="mn-prompt" data-prompt="arrange">
      <h3>{ui('arrange.title')}</h3>
      <div className="mn-arrange">
        <div className="mn-preview" aria-hidden="true">
          {corridor ? (
            <LocationCard location={next} spin={turn} lit={new Set()} say={say} />
          ) : (
            <div className="mn-loc face-down">
              <CardBack />
            </div>
          )}
        </div>
        <div>
          <p>
            {corridor
              ? ui('arrange.corridor', { location: locationName(say, next), turn: ui(`turn.${turn}`) })
              : ui('arrange.face-down')}
          </p>
          {corridor && (
            <div className="mn-buttons">
              <button type="button" onClick={() => props.setTurn((turn + 3) & 3)} data-turn="ccw">
                {ui('arrange.turn-ccw')}
              </button>
              <button type="button" onClick={() => props.setTurn((turn + 1) & 3)} data-turn="cw">
                {ui('arrange.turn-cw')}
              </button>
            </div>
          )}
          <p className="mn-hint">{ui('arrange.hint', { n: view.toPlace.length })}</p>
        </div>
      </div>
    </section>
  );
}

function PendingPrompt(props: {
  pending: Pending;
  view: MidnightersView;
  me: number;
  legalMoves: readonly Move[];
  mode: Mode;
  onMove: (move: Move) => void;
  ui: Ui;
  say: Say;
}) {
  const { pending, view, legalMoves, mode, onMove, ui, say } = props;
  const where = (location: number) =>
    location >= 0 ? `${say(describe({ type: 'go', location }))} (${cellName(view.cellOf[location])})` : '';
  // Each decision says what it asks, may show cards, and offers its moves as buttons (labelled its own way).
  let text: string;
  let shown: React.ReactNode = null;
  let moves: readonly Move[] = legalMoves;
  let label: ((m: Move) => string) | undefined;
  switch (pending.kind) {
    case 'forest':
    case 'restaurant':
      text = ui(`pending.${pending.kind}-text`);
      label = (m) =>
        m.type !== 'go'
          ? say(describe(m))
          : pending.kind === 'restaurant'
            ? ui('pending.restaurant-with', {
                location: locationName(say, m.location),
                cell: cellName(view.cellOf[m.location]),
              })
            : where(m.location);
      break;
    case 'motel-look':
      text = ui('pending.motel-look-text');
      break;
    case 'motel-give':
      text = ui('pending.motel-give-text', {
        player: player(pending.target),
        cards: cardsText(ui, say, view.hands[pending.target]),
        n: view.nightmares[pending.who].length,
      });
      break;
    case 'catcher': {
      text = ui('pending.catcher-text');
      // Every card is named, on the cards and on the buttons: a choice among cards is never "the first".
      const [first, second] = pending.cards.map((card) => cardName(say, card));
      shown = (
        <ol className="mn-shown" data-shown="deck">
          {pending.cards.map((card, i) => (
            <li key={i}>
              <SmallCard card={card} ui={ui} say={say} />
              <span className="mn-shown-name">{cardName(say, card)}</span>
            </li>
          ))}
        </ol>
      );
      label = (m) =>
        m.type !== 'bury'
          ? say(describe(m))
          : ui(pending.cards.length === 1 && m.mask === 0 ? 'catcher.bury-0-one' : `catcher.bury-${m.mask}`, {
              first,
              second: second ?? '',
            });
      break;
    }
    case 'discard':
      text = ui('pending.discard-text', { limit: handLimit(view, pending.seat) });
      break;
    case 'send':
      text =
        pending.who[0] === props.me
          ? ui('pending.send-self')
          : ui('pending.send-text', { player: player(pending.who[0]) });
      break;
    case 'relocate': {
      // Two steps: a cell on the map, then how the location lies there.
      const cell = mode.kind === 'relocate' ? mode.cell : null;
      text = ui('pending.relocate-text', { location: locationName(say, pending.location) });
      shown = cell !== null && <p>{ui('pending.relocate-turn', { cell: cellName(cell) })}</p>;
      moves = cell === null ? [] : movesOf(legalMoves, 'relocate').filter((m) => m.cell === cell);
      label = (m) => (m.type === 'relocate' ? ui(`turn.${m.turn}`) : '');
      break;
    }
    case 'take':
      text = ui('pending.take-text');
      break;
  }
  return (
    <section className="mn-prompt" data-prompt={pending.kind} aria-live="polite">
      <h3>{ui(`pending.${pending.kind}`)}</h3>
      <p>{text}</p>
      {shown}
      {moves.length > 0 && <Buttons moves={moves} onMove={onMove} say={say} label={label} />}
    </section>
  );
}

/** A button that springs one of the reader's traps. */
function SpringButton(props: { move: Move; onMove: (move: Move) => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      className="danger"
      onClick={() => props.onMove(props.move)}
      data-key={moveKey(props.move)}
    >
      {props.children}
    </button>
  );
}

/** The kind of a trap the reader knows the cards of ("?" for one it does not). */
function trapKindName(say: Say, trap: { readonly cards: readonly number[] | null }): string {
  return trap.cards ? kindName(say, KIND_OF[trap.cards[1]]) : '?';
}

/** A trap's window: spring one of the reader's traps, or let it pass, before the countdown runs out. */
function WindowPrompt(props: {
  view: MidnightersView;
  me: number;
  names: readonly string[];
  legalMoves: readonly Move[];
  clock: number;
  onMove: (move: Move) => void;
  ui: Ui;
  say: Say;
}) {
  const { view, me, legalMoves, clock, onMove, ui, say } = props;
  const w = view.window!;
  const springs = movesOf(legalMoves, 'spring');
  const pass = legalMoves.find((m) => m.type === 'pass');
  const mine = view.traps[me];
  const s = secondsLeft(view, clock);
  return (
    <section
      className="mn-prompt window"
      data-prompt="window"
      role="alertdialog"
      aria-labelledby="mn-window-title"
    >
      <h3 id="mn-window-title">{ui('window.title')}</h3>
      <p>
        {w.activation >= 0
          ? ui('window.star', { player: player(view.activator), location: locationName(say, w.activation) })
          : ui('window.arrived', arrivedOn(view, me, say, props.names))}
      </p>
      <p className="mn-countdown" data-seconds={s}>
        <span
          className="mn-countdown-bar"
          style={{ width: `${Math.min(100, (s * 100000) / view.options.windowMs)}%` }}
        />
        <span>{ui('window.countdown', { s })}</span>
      </p>
      {springs.length === 0 && <p className="mn-hint">{ui('window.cannot')}</p>}
      <div className="mn-buttons">
        {springs.map((m) => {
          const trap = mine[m.trap];
          const caught = standing(view, trap.location).filter((x) => x !== me);
          return (
            <SpringButton key={moveKey(m)} move={m} onMove={onMove}>
              {ui('window.spring', {
                location: locationName(say, trap.location),
                kind: trapKindName(say, trap),
                n: caught.length,
              })}
            </SpringButton>
          );
        })}
        {pass && (
          <button type="button" className="primary" onClick={() => onMove(pass)} data-key="pass">
            {ui('window.pass')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Who stands on the reader's trapped locations now, and where (the first such location). */
function arrivedOn(
  view: MidnightersView,
  me: number,
  say: Say,
  names: readonly string[],
): { names: string; location: string } {
  for (const trap of view.traps[me]) {
    const there = standing(view, trap.location).filter((s) => s !== me);
    if (there.length > 0)
      return {
        names: there.map((s) => names[s] ?? `#${s + 1}`).join(', '),
        location: locationName(say, trap.location),
      };
  }
  return { names: '', location: '' };
}

/** What a Motel, Square or Dream Catcher showed the reader: only on the reader's own page. */
function SeenPanel(props: { seen: Seen; view: MidnightersView; ui: Ui; say: Say; onClose: () => void }) {
  const { seen, ui, say } = props;
  const title =
    seen.at === 'hand'
      ? ui('seen.hand', { player: player(seen.target ?? 0) })
      : seen.at === 'discard'
        ? ui('seen.discard', { n: seen.cards.length })
        : ui('seen.deck');
  return (
    <section className="mn-seen" data-seen={seen.at} aria-labelledby="mn-seen-title">
      <h3 id="mn-seen-title">{title}</h3>
      <p className="mn-note">{ui('seen.private')}</p>
      {seen.cards.length === 0 ? (
        <p className="mn-none">{ui('cards.none')}</p>
      ) : (
        <>
          <ul className="mn-shown">
            {seen.cards.map((card, i) => (
              <li key={i}>
                <SmallCard card={card} ui={ui} say={say} />
              </li>
            ))}
          </ul>
          <p className="mn-sr">{cardsText(ui, say, seen.cards)}</p>
        </>
      )}
      <button type="button" onClick={props.onClose} data-seen-close="">
        {ui('seen.close')}
      </button>
    </section>
  );
}

/** The reader's turn: a button for every action it may take, each saying what it does. */
function TurnControls(props: {
  view: MidnightersView;
  me: number;
  legalMoves: readonly Move[];
  mode: Mode;
  setMode: (mode: Mode) => void;
  onMove: (move: Move) => void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, mode, setMode, onMove, ui, say } = props;
  const at = view.avatar[view.turn];
  const walks = movesOf(legalMoves, 'walk');
  const vertigos = movesOf(legalMoves, 'vertigo');
  const traps = movesOf(legalMoves, 'trap');
  const swaps = movesOf(legalMoves, 'swap');
  const springs = movesOf(legalMoves, 'spring');
  const single = legalMoves.filter((m) => m.type === 'star' || m.type === 'catcher' || m.type === 'angle');
  const end = legalMoves.find((m) => m.type === 'end');
  const toggle = (next: Mode) => setMode(mode.kind === next.kind ? NO_MODE : next);
  const walkTo = (dir: number) => neighbourOf(view, at, dir);
  // With the turn's actions spent, a Dreamwalk in hand is no help: the turn's end is what is left.
  const spent = view.actions <= 0;
  const hint = spent ? 'turn.hint-spent' : walks.length > 0 ? 'turn.hint' : 'turn.hint-nowalk';
  return (
    <section className="mn-turn" aria-labelledby="mn-turn-title" data-actions={view.actions}>
      <h3 id="mn-turn-title">{ui('turn.title')}</h3>
      {mode.kind === 'none' && <p className="mn-hint">{ui(hint)}</p>}
      {mode.kind === 'none' && walks.length === 0 && !spent && (
        // Nothing obvious to do: the panel names what this turn still offers, that could help.
        <ul className="mn-help" data-help="">
          {swaps.length > 0 && <li data-help-for="swap">{ui('turn.help.swap')}</li>}
          {traps.length > 0 && <li data-help-for="trap">{ui('turn.help.trap')}</li>}
          {vertigos.length > 0 && <li data-help-for="vertigo">{ui('turn.help.vertigo')}</li>}
          {single.some((m) => m.type === 'star') && <li data-help-for="star">{ui('turn.help.star')}</li>}
          {end && <li data-help-for="end">{ui('turn.help.end')}</li>}
        </ul>
      )}
      {walks.length > 0 && mode.kind === 'none' && (
        <div className="mn-buttons" role="group" aria-label={ui('turn.walks')}>
          {walks.map((m) => (
            <button key={moveKey(m)} type="button" onClick={() => onMove(m)} data-key={moveKey(m)}>
              {ui('turn.walk', {
                dir: dirName(say, m.dir),
                location: locationName(say, walkTo(DIRECTIONS.indexOf(m.dir))),
              })}
            </button>
          ))}
        </div>
      )}
      <ul className="mn-actions">
        {single.map((m) => (
          <li key={moveKey(m)}>
            <button
              type="button"
              onClick={() => onMove(m)}
              data-key={moveKey(m)}
              className={m.type === 'star' && at === BRIDGE ? 'primary' : undefined}
            >
              {say(describe(m))}
            </button>
            <span className="mn-explain">
              {m.type === 'star' ? ui(`place.${LOCATIONS[at]}`) : ui(`explain.${m.type}`)}
            </span>
          </li>
        ))}
        {(
          [
            ['vertigo', vertigos.length, { kind: 'vertigo', location: null }],
            ['trap', traps.length, { kind: 'trap', with: null }],
            ['swap', swaps.length, { kind: 'swap' }],
          ] as const
        ).map(([kind, offered, next]) =>
          offered === 0 ? null : (
            <li key={kind}>
              <button
                type="button"
                aria-pressed={mode.kind === kind}
                onClick={() => toggle(next)}
                data-mode-button={kind}
              >
                {ui(mode.kind === kind ? 'turn.cancel' : `turn.${kind}`)}
              </button>
              <span className="mn-explain">{ui(`explain.${kind}`)}</span>
            </li>
          ),
        )}
      </ul>
      {mode.kind === 'vertigo' && (
        <div className="mn-step" data-step="vertigo">
          {mode.location === null ? (
            <p className="mn-hint">{ui('vertigo.pick')}</p>
          ) : (
            <>
              <p className="mn-hint">{ui('vertigo.how', { location: locationName(say, mode.location) })}</p>
              <Buttons
                moves={vertigos.filter((m) => m.location === mode.location)}
                onMove={onMove}
                say={say}
                label={(m) => {
                  if (m.type !== 'vertigo') return '';
                  if (m.how === 'cw' || m.how === 'ccw') return ui(`vertigo.${m.how}`);
                  return ui('vertigo.swap', {
                    dir: dirName(say, m.how),
                    other: locationName(say, neighbourOf(view, m.location, DIRECTIONS.indexOf(m.how))),
                  });
                }}
              />
            </>
          )}
        </div>
      )}
      {mode.kind === 'trap' && (
        <div className="mn-step" data-step="trap">
          {mode.with === null ? (
            <>
              <p className="mn-hint">{ui('trap.pick-card')}</p>
              <div className="mn-buttons">
                {[...new Set(traps.map((m) => m.with))].map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    onClick={() => setMode({ kind: 'trap', with: kind })}
                    data-trap-with={kind}
                  >
                    {ui('trap.with', { kind: kindName(say, kind) })}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <>
              <p className="mn-hint">{ui('trap.pick-location', { kind: kindName(say, mode.with) })}</p>
              <p className="mn-explain">{ui(`trap-does.${KINDS[mode.with]}`)}</p>
              <Buttons
                moves={traps.filter((m) => m.with === mode.with)}
                onMove={onMove}
                say={say}
                label={(m) => (m.type === 'trap' ? locationName(say, m.location) : '')}
              />
            </>
          )}
        </div>
      )}
      {mode.kind === 'swap' && (
        <div className="mn-step" data-step="swap">
          <p className="mn-hint">{ui('swap.pick')}</p>
          <Buttons moves={swaps} onMove={onMove} say={say} />
        </div>
      )}
      {springs.length > 0 && mode.kind === 'none' && (
        <div className="mn-buttons">
          {springs.map((m) => {
            const trap = view.traps[props.me][m.trap];
            return (
              <SpringButton key={moveKey(m)} move={m} onMove={onMove}>
                {ui('turn.spring', {
                  location: locationName(say, trap.location),
                  kind: trapKindName(say, trap),
                })}
              </SpringButton>
            );
          })}
        </div>
      )}
      {end && (
        <div className="mn-end">
          <button type="button" className="primary" onClick={() => onMove(end)} data-key="end">
            {say(describe(end))}
          </button>
          <span className="mn-explain">{ui('explain.end', { limit: handLimit(view, view.turn) })}</span>
        </div>
      )}
    </section>
  );
}

function handHint(mode: Mode, pending: Pending | null, ui: Ui): string | null {
  if (pending?.kind === 'discard') return ui('hand.hint-discard');
  if (mode.kind === 'trap' && mode.with === null) return ui('trap.pick-card');
  if (mode.kind === 'swap') return ui('swap.pick');
  return null;
}

/** What choosing each kind of card in the hand does now. */
function handTargets(
  view: MidnightersView,
  moves: readonly Move[],
  mode: Mode,
  pending: Pending | null,
  myTurn: boolean,
  setMode: (mode: Mode) => void,
  commit: (move: Move) => void,
  ui: Ui,
  say: Say,
): Map<number, HandTarget> {
  const out = new Map<number, HandTarget>();
  const direct = (move: Move) => ({
    label: say(describe(move)),
    key: moveKey(move),
    onPick: () => commit(move),
  });
  if (pending?.kind === 'discard') {
    for (const m of movesOf(moves, 'discard')) out.set(m.kind, direct(m));
    return out;
  }
  if (!myTurn) return out;
  if (mode.kind === 'swap') {
    for (const m of movesOf(moves, 'swap')) out.set(m.kind, direct(m));
    return out;
  }
  if (mode.kind === 'trap' && mode.with === null) {
    for (const kind of new Set(movesOf(moves, 'trap').map((m) => m.with)))
      out.set(kind, {
        label: ui('trap.with', { kind: kindName(say, kind) }),
        onPick: () => setMode({ kind: 'trap', with: kind }),
      });
    return out;
  }
  if (mode.kind !== 'none') return out;
  for (const m of moves) {
    if (m.type === 'star') out.set(STAR, direct(m));
    else if (m.type === 'catcher' || m.type === 'angle') out.set(KINDS.indexOf(m.type), direct(m));
  }
  if (moves.some((m) => m.type === 'vertigo'))
    out.set(KINDS.indexOf('vertigo'), {
      label: ui('turn.vertigo'),
      onPick: () => setMode({ kind: 'vertigo', location: null }),
    });
  if (moves.some((m) => m.type === 'trap'))
    out.set(SUSPENSE, { label: ui('turn.trap'), onPick: () => setMode({ kind: 'trap', with: null }) });
  if (moves.some((m) => m.type === 'walk'))
    out.set(KINDS.indexOf('dreamwalk'), {
      label: ui('hand.walk'),
      onPick: () => (document.querySelector('.mn-cell.target') as HTMLElement | null)?.focus(),
    });
  void view;
  return out;
}

/** The deck, the discard pile, the reshuffles and the hand limit they set. */
function Piles({ view, ui, say }: { view: MidnightersView; ui: Ui; say: Say }) {
  return (
    <section className="mn-piles" aria-labelledby="mn-piles-title">
      <h3 id="mn-piles-title">{ui('piles.title')}</h3>
      <ul>
        <li data-deck={view.deck.length} tabIndex={0} data-explain={explainPile(view, 'deck', ui)}>
          <CardBack small /> {ui('piles.deck', { n: view.deck.length })}
        </li>
        <li data-discard={view.discard.length} tabIndex={0} data-explain={explainPile(view, 'discard', ui)}>
          {ui('piles.discard', { n: view.discard.length })}
        </li>
        <li className={view.reshuffles > 0 ? 'mn-raised' : undefined} data-reshuffles={view.reshuffles}>
          {view.reshuffles > 0
            ? ui('piles.reshuffled', { n: view.reshuffles, limit: HAND_LIMIT_AFTER_RESHUFFLE })
            : ui('piles.not-reshuffled')}
        </li>
      </ul>
      {view.played.length > 0 && (
        <div className="mn-played">
          <h4>{ui('piles.played')}</h4>
          <ul className="mn-shown">
            {view.played.map((card, i) => (
              <li key={i}>
                <SmallCard card={card} ui={ui} say={say} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Every Midnighter: where it stands, its cards, its traps (where, not what), its nightmares. */
function Midnighters(props: {
  view: MidnightersView;
  me: number | null;
  names: readonly string[];
  ui: Ui;
  say: Say;
}) {
  const { view, me, names, ui, say } = props;
  return (
    <section className="mn-players" aria-labelledby="mn-players-title">
      <h3 id="mn-players-title">{ui('players.title')}</h3>
      <ul>
        {view.avatar.map((at, seat) => {
          const hand = view.hands[seat];
          const known = hand.filter((c) => c !== null);
          const traps = view.traps[seat];
          const skip = (view.skip & (1 << seat)) !== 0;
          const active = view.phase === 'turn' && view.turn === seat;
          return (
            <li key={seat} className={`mn-player${active ? ' active' : ''}`} data-seat={seat}>
              <div className="mn-player-head">
                <span className={`mn-pawn mn-seat-${seat}`} aria-hidden="true">
                  {seat + 1}
                </span>
                <strong>{seat === me ? ui('players.you', { name: names[seat] ?? '' }) : names[seat]}</strong>
                {seat === view.director && <span className="mn-tag">{ui('players.director')}</span>}
                {active && <span className="mn-tag now">{ui('players.turn')}</span>}
                {skip && <span className="mn-tag skip">{ui('players.skips')}</span>}
                {view.control[seat] >= 0 && (
                  <span className="mn-tag skip">
                    {ui('players.controlled', { player: player(view.control[seat]) })}
                  </span>
                )}
              </div>
              <p className="mn-player-facts">
                {at >= 0 ? ui('players.at', { location: locationName(say, at) }) : ui('players.asleep')}
                {' · '}
                {ui('players.cards', { n: hand.length })}
              </p>
              {seat !== me && known.length > 0 && (
                <p className="mn-player-facts" data-open-hand={seat}>
                  {ui('players.open-hand', { cards: cardsText(ui, say, known) })}
                </p>
              )}
              {view.nightmares[seat].length > 0 && (
                <div className="mn-nightmares" data-nightmares={seat}>
                  {view.nightmares[seat].map((card) => (
                    <NightmareCard key={card} nightmare={card - 96} ui={ui} say={say} />
                  ))}
                </div>
              )}
              {traps.length > 0 && (
                <ul className="mn-trap-list" data-traps={seat}>
                  {traps.map((trap, i) => (
                    <li
                      key={i}
                      data-trap-location={trap.location}
                      tabIndex={0}
                      data-explain={explainTrap(me, seat, trap, ui, say)}
                    >
                      <span className={`mn-trap-mark mn-seat-${seat}`} aria-hidden="true" />
                      {trap.cards
                        ? ui(seat === me ? 'players.trap-own' : 'players.trap-known', {
                            location: locationName(say, trap.location),
                            kind: kindName(say, KIND_OF[trap.cards[1]]),
                          })
                        : ui('players.trap', { location: locationName(say, trap.location) })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the marks on the map mean. */
function Legend({ ui }: { ui: Ui }) {
  return (
    <details className="mn-legend">
      <summary>{ui('legend.title')}</summary>
      <ul>
        <li>{ui('legend.arrows')}</li>
        <li>{ui('legend.lit')}</li>
        <li>{ui('legend.target')}</li>
        <li>{ui('legend.pawns')}</li>
        <li>{ui('legend.traps')}</li>
      </ul>
    </details>
  );
}

export const ui: GameUi<MidnightersView, MidnightersMove, MidnightersEvent> = {
  game: midnighters,
  Board,
  texts,
  howTo: (options) => ({
    sections: [
      { title: 'how.goal.title', paragraphs: ['how.goal.1', 'how.goal.2'] },
      {
        title: 'how.map.title',
        paragraphs: [
          'how.map.1',
          midnighters.parseOptions(options, midnighters.players.min).layout === 'random'
            ? 'how.map.2-random'
            : 'how.map.2',
          'how.map.3',
        ],
      },
      { title: 'how.turn.title', paragraphs: ['how.turn.1', 'how.turn.2', 'how.turn.3'] },
      { title: 'how.places.title', paragraphs: ['how.places.1', 'how.places.2'] },
      { title: 'how.traps.title', paragraphs: ['how.traps.1', 'how.traps.2', 'how.traps.3'] },
      { title: 'how.nightmares.title', paragraphs: ['how.nightmares.1', 'how.nightmares.2'] },
      { title: 'how.deck.title', paragraphs: ['how.deck.1'] },
      { title: 'how.screen.title', paragraphs: ['how.screen.1', 'how.screen.2'] },
    ],
  }),
};
