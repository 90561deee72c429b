// A decision the game waits for from the reader in the middle of a turn: what a Forest, Restaurant, Motel or
// Dream Catcher offers, a hand over its limit, where to send an avatar, where a Vertigo trap moves a location.
import { cellName } from '../describe.ts';
import type { Pending } from '../state.ts';
import type { MidnightersView } from '../view.ts';
import { Buttons } from './Buttons.tsx';
import { SmallCard } from './CardFace.tsx';
import { handLimit, movesOf, type Mode, type Move } from './derive.ts';
import { cardName, cardsText, locationName, moveName, player, type Say, type Ui } from './words.ts';

/** The decision: what it asks, the cards it shows, and its moves as buttons. */
export function PendingPrompt(props: {
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
    location >= 0 ? `${moveName(say, { type: 'go', location })} (${cellName(view.cellOf[location])})` : '';
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
          ? moveName(say, m)
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
          ? moveName(say, m)
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
