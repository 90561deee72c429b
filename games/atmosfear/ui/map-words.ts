// The board's squares and pieces in words, for a screen reader: who a piece is, and what a square is, holds and
// offers to a press.
import { COLOURS, HARBINGERS } from '../content.ts';
import { squareName } from '../describe.ts';
import type { AtmosfearView } from '../view.ts';
import type { Say, Ui } from './words.ts';

/** What the words need of the board's props. */
export interface MapReader {
  readonly view: AtmosfearView;
  /** The reader's seat, null for a spectator. */
  readonly me: number | null;
  /** Squares a press does something on now, with the words for what it does. */
  readonly targets: ReadonlyMap<number, string>;
  readonly seatNames: readonly string[];
  readonly say: Say;
  readonly ui: Ui;
}

/** A seat's piece in words: who, as what, and whether it is the reader's or held in a Black Hole. */
export function pieceLabel(props: MapReader, seat: number): string {
  const { view, ui, say } = props;
  const player = props.seatNames[seat] ?? `#${seat + 1}`;
  const n = view.number[seat];
  const role = view.role[seat];
  let label =
    role === 'harbinger' && view.harbinger[seat] >= 0
      ? ui('map.piece.harbinger', {
          player,
          n,
          harbinger: say({ key: `harbinger.${HARBINGERS[view.harbinger[seat]]}` }),
        })
      : ui(role === 'ranger' ? 'map.piece.ranger' : 'map.piece.skull', { player, n });
  if (view.stuck & (1 << seat)) label = ui('map.piece.stuck', { piece: label });
  if (seat === props.me) label = ui('map.piece.mine', { piece: label });
  return label;
}

/** A square in words: its name, what lies and stands on it, and what a press does. */
export function squareWords(
  props: MapReader,
  square: number,
  stones: readonly number[],
  gate: boolean,
  here: readonly number[],
): string {
  const { ui, say } = props;
  const parts = [say(squareName(square))];
  if (stones.length > 0) {
    const colours = stones.map((c) => say({ key: `colour.${COLOURS[c]}` })).join(ui('map.list.separator'));
    parts.push(ui('map.square.stones', { n: stones.length, colours }));
  }
  if (gate) parts.push(ui('map.square.gate'));
  if (here.length > 0) {
    const pieces = here.map((s) => pieceLabel(props, s)).join(ui('map.list.separator'));
    parts.push(ui('map.square.here', { pieces }));
  }
  const target = props.targets.get(square);
  if (target !== undefined) parts.push(target || ui('map.press'));
  // The game names a square as part of a sentence ("a Compass — …"); here it starts one.
  const words = parts.join('. ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
