// The Director's prompts before the first turn: lay out the map card by card, then put the avatars down.
import { CORRIDORS } from '../content.ts';
import type { MidnightersView } from '../view.ts';
import { Buttons } from './Buttons.tsx';
import { CardBack } from './CardFace.tsx';
import { nextToSettle, type Move } from './derive.ts';
import { LocationCard } from './LocationCard.tsx';
import { locationName, player, type Say, type Ui } from './words.ts';

/** The Director lays out the next card: a Corridor turned as it likes, or a face-down unique location. */
export function Arrange(props: {
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
            <div className="mn-buttons action-bar">
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

/** The Director puts the avatars down, one seat after another. */
export function Settle(props: {
  view: MidnightersView;
  legalMoves: readonly Move[];
  onMove: (move: Move) => void;
  ui: Ui;
  say: Say;
}) {
  const { view, legalMoves, onMove, ui, say } = props;
  return (
    <section className="mn-prompt" data-prompt="settle">
      <h3>{ui('settle.title')}</h3>
      <p>{ui('settle.text', { player: player(nextToSettle(view)) })}</p>
      <Buttons moves={legalMoves} onMove={onMove} say={say} />
    </section>
  );
}
