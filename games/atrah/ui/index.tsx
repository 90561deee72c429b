// ATRAH's board: the 3×3 play area turned to the reader's side, the Majority area with its tiles, every
// collection with a live score estimate, and a step panel that walks the turn as the rules run it (row, effects,
// family, tile). Every choice is one of the engine's legal moves: choose it, read what it does, then confirm.
// This file composes the parts and holds the one chosen move they share.
import type { BoardProps, GameUi } from '../../ui.ts';
import { atrah, type AtrahEvent, type AtrahMove, type AtrahView } from '../index.ts';
import { estimateScores } from '../score.ts';
import { keyOf, useChosenMove } from './choice.ts';
import { freshness } from './freshness.ts';
import { MajorityArea } from './MajorityArea.tsx';
import { PlayArea } from './PlayArea.tsx';
import { Players } from './Players.tsx';
import { StepPanel } from './StepPanel.tsx';
import { texts } from './texts.ts';
import './board.css';
import './panels.css';
import './motion.css';
import './phone.css';
import { atrahPresentation } from '../presentation.ts';

type Props = BoardProps<AtrahView, AtrahMove, AtrahEvent>;

function Board({ view, viewer, legalMoves, onMove, events, eventsKey, seatNames, ui, say }: Props) {
  const me = typeof viewer === 'number' ? viewer : null;
  const fresh = freshness(events);
  const estimate = estimateScores(view);
  const doubled = new Set<number>(estimate.doubled);
  const { step, chosen, choose } = useChosenMove(legalMoves, eventsKey);
  const byKey = new Map(legalMoves.map((m) => [keyOf(m), m]));
  const myTurn = legalMoves.length > 0;

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
        <PlayArea
          view={view}
          me={me}
          legalMoves={legalMoves}
          byKey={byKey}
          chosen={chosen}
          choose={choose}
          fresh={fresh}
          eventsKey={eventsKey}
          ui={ui}
          say={say}
        />
        <StepPanel
          view={view}
          me={me}
          legalMoves={legalMoves}
          step={step}
          chosen={chosen}
          choose={choose}
          onMove={onMove}
          seatNames={seatNames}
          ui={ui}
          say={say}
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

      <Players
        view={view}
        me={me}
        estimate={estimate}
        doubled={doubled}
        fresh={fresh}
        eventsKey={eventsKey}
        seatNames={seatNames}
        ui={ui}
        say={say}
      />
    </div>
  );
}

export const ui: GameUi<AtrahView, AtrahMove, AtrahEvent> = {
  game: atrah,
  presentation: atrahPresentation,
  Board,
  texts,
  // The rules this match plays: who begins (ATR-10, or the option of ATR-D17), and the head start only when
  // it is on (ATR-D18).
  howTo: (raw) => {
    const options = atrah.options.parse(raw, atrah.options.players.min);
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
