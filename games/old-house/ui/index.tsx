// Mystery of the Old House at the table: the house in SVG with everything on it, the tracks (Time, banishment,
// relics), the Twilight draft, and the controls of the seat that reads it — the Phantom's private map, steps,
// entities and cards, or the hunters' heroes, cells to reach, cards and accusations. Every control comes from the
// engine's legal moves; a cell is chosen first and confirmed second, so each step says what it does before it
// is made. Between nights a summary tells what happened. This file holds what the parts share — the move being
// prepared, the mode a click on a cell is in, the hero that moves — and lays the parts out.
import { useState } from 'react';
import type { GameUi } from '../../ui.ts';
import { START } from '../board.ts';
import { oldHouse, type OldHouseEvent, type OldHouseMove, type OldHouseView } from '../index.ts';
import { relicsDestroyed } from '../state.ts';
import { AidSwitch, useAid } from './Aid.tsx';
import { cellLabels } from './cell-label.tsx';
import { cellMarks, cellTargets, modeNow, movableHeroes, type Mode } from './cell-targets.tsx';
import { aidCells, freshCells, heroesOfSeat, nightsFor, sameMove, type Move } from './derive.ts';
import { Draft } from './Draft.tsx';
import { explainCell } from './explanations.ts';
import { Hands } from './Hands.tsx';
import { HeroChoice, Heroes } from './Heroes.tsx';
import { House } from './House.tsx';
import { howTo } from './how-to.ts';
import { HunterControls } from './HunterControls.tsx';
import { PhantomControls } from './PhantomControls.tsx';
import { Pending, hintLine, statusLine } from './Prompts.tsx';
import { Summary } from './Summary.tsx';
import { texts } from './texts.ts';
import { Tracks } from './Tracks.tsx';
import type { Props } from './words.ts';
import './board.css';
import './panels.css';
import './phone.css';
import { oldHousePresentation } from '../presentation.ts';

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

  const movable = movableHeroes(legalMoves);
  const activeHero = heroPick !== null && movable.includes(heroPick) ? heroPick : (movable[0] ?? null);
  const current = modeNow(mode, legalMoves);
  const targets = cellTargets(view, legalMoves, current, activeHero);

  const commit = (move: Move) => {
    setChosen(null);
    setMode({ kind: 'default' });
    onMove(move);
  };
  // A second choice of the move being prepared confirms it.
  const choose = (move: Move) => (pending && sameMove(pending, move) ? commit(move) : setChosen(move));
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
    choose(target.move);
  };

  const marks = cellMarks(targets, pending, ui, say);
  const aid = role === 'hunter' && aidOn ? aidCells(view) : new Set<number>();

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
            fresh={freshCells(events)}
            eventsKey={eventsKey}
            focus={focus}
            onFocus={setFocus}
            onCell={onCell}
            describe={cellLabels(view, marks, aid, ui, say)}
            explain={(cell) => explainCell(view, cell, ui, say)}
          />
          <AidSwitch hunter={role === 'hunter'} on={aidOn} setOn={setAidOn} cells={aid.size} ui={ui} />
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
          {legalMoves.length > 0 && <p className="oh-hint">{hintLine(view, current, activeHero, ui, say)}</p>}
          {view.phase === 'heroes' && (
            <HeroChoice
              view={view}
              legalMoves={legalMoves}
              chosen={pending}
              onChoose={choose}
              ui={ui}
              say={say}
            />
          )}
          {view.phase === 'twilight' && (
            <Draft
              view={view}
              legalMoves={legalMoves}
              chosen={pending}
              onChoose={choose}
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
              heroes={heroesOfSeat(view, viewer)}
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

export const ui: GameUi<OldHouseView, OldHouseMove, OldHouseEvent> = {
  game: oldHouse,
  presentation: oldHousePresentation,
  Board,
  texts,
  howTo,
};
