// Midnighters at the table: the dream map in the middle (its arrows lit where a Dreamwalk can go, the cells a
// step can reach highlighted and labelled), the prompt of whatever the game asks the reader now (lay out the map,
// put the avatars down, a location's choice, a trap's window with its countdown), the reader's turn — its hand,
// what each card does, and a button for every action — and around them what everyone sees: avatars, traps
// (where, never what), nightmares, the deck and the discard pile. Every control comes from the legal moves.
// This file composes the parts and holds what they share: the step being prepared and what the reader was shown.
import { useMemo, useState } from 'react';
import type { BoardProps, GameUi } from '../../ui.ts';
import { midnighters, type MidnightersEvent, type MidnightersMove, type MidnightersView } from '../index.ts';
import { DEFAULT_OPTIONS } from '../rules.ts';
import { useClock } from './clock.ts';
import {
  NO_MODE,
  freshOf,
  handLimit,
  handSeat,
  inWindow,
  myPending,
  targetsOf,
  validMode,
  type Mode,
  type Move,
  type Seen,
} from './derive.ts';
import { Hand } from './Hand.tsx';
import { handHint, handTargets } from './handTargets.ts';
import { MapArea } from './MapArea.tsx';
import { News } from './News.tsx';
import { PendingPrompt } from './PendingPrompt.tsx';
import { Piles } from './Piles.tsx';
import { Players } from './Players.tsx';
import { SeenPanel } from './SeenPanel.tsx';
import { Arrange, Settle } from './SetupPrompts.tsx';
import { statusLine } from './status.ts';
import { texts } from './texts.ts';
import { TrapWindow, WindowWait } from './TrapWindow.tsx';
import { TurnPanel } from './TurnPanel.tsx';
import { player } from './words.ts';
import './map.css';
import './prompts.css';
import './cards.css';
import './players.css';
import './phone.css';
import { midnightersPresentation } from '../presentation.ts';

type Props = BoardProps<MidnightersView, MidnightersMove, MidnightersEvent>;

function Board(props: Props) {
  const { view, viewer, legalMoves, onMove, events, eventsKey, seatNames, ui, say } = props;
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
      <News fresh={fresh} eventsKey={eventsKey} seatNames={seatNames} ui={ui} say={say} />
      <div className="mn-main">
        <MapArea
          view={view}
          me={me}
          targets={targets}
          mode={mode}
          fresh={fresh}
          eventsKey={eventsKey}
          onCell={onCell}
          ui={ui}
          say={say}
        />
        <div className="mn-side">
          {view.phase === 'arrange' && me === view.director && legalMoves.length > 0 && (
            <Arrange view={view} turn={placeTurn} setTurn={setPlaceTurn} ui={ui} say={say} />
          )}
          {view.phase === 'settle' && me === view.director && legalMoves.length > 0 && (
            <Settle view={view} legalMoves={legalMoves} onMove={commit} ui={ui} say={say} />
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
            <TrapWindow
              view={view}
              me={me!}
              names={seatNames}
              legalMoves={legalMoves}
              clock={clock}
              onMove={commit}
              ui={ui}
              say={say}
            />
          )}
          {view.window && !windowOpen && view.phase === 'turn' && (
            <WindowWait view={view} clock={clock} ui={ui} />
          )}
          {seen && <SeenPanel seen={seen} ui={ui} say={say} onClose={() => setSeen(null)} />}
          {myTurn && (
            <TurnPanel
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
              targets={handTargets(legalMoves, mode, pending, myTurn, setMode, commit, ui, say)}
              ui={ui}
              say={say}
            />
          )}
        </div>
        <div className="mn-info">
          <Piles view={view} ui={ui} say={say} />
          <Players view={view} me={me} names={seatNames} ui={ui} say={say} />
        </div>
      </div>
    </div>
  );
}

export const ui: GameUi<MidnightersView, MidnightersMove, MidnightersEvent> = {
  game: midnighters,
  presentation: midnightersPresentation,
  Board,
  texts,
  howTo: (options) => ({
    sections: [
      { title: 'how.goal.title', paragraphs: ['how.goal.1', 'how.goal.2'] },
      {
        title: 'how.map.title',
        paragraphs: [
          'how.map.1',
          midnighters.options.parse(options, midnighters.options.players.min).layout === 'random'
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
