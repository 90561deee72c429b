// The table's shared words: the two text functions every part receives, and the names of a move, a hero and an
// entity that several parts say alike.
import type { BoardProps } from '../../ui.ts';
import { ENTITY_KINDS } from '../board.ts';
import { HUNTERS } from '../content.ts';
import type { OldHouseEvent, OldHouseMove, OldHouseView } from '../index.ts';
import { oldHousePresentation } from '../presentation.ts';

export type Props = BoardProps<OldHouseView, OldHouseMove, OldHouseEvent>;
/** A text of the board's own dictionary. */
export type Ui = Props['ui'];
/** A game text: a move's name, a narrated event. */
export type Say = Props['say'];

/** A move's name, as the game describes it. */
export const describe = (move: OldHouseMove) => oldHousePresentation.describeMove!(move);

export function hunterName(view: OldHouseView, hero: number, say: Say): string {
  return say({ key: `hunter.${HUNTERS[view.heroChar[hero]]}` });
}

/** The entity standing on a cell, by name; empty where there is none. */
export function entityAt(view: OldHouseView, cell: number, say: Say): string {
  for (let i = 0; i < view.entities.length; i += 3)
    if (view.entities[i + 1] === cell) return say({ key: `entity.${ENTITY_KINDS[view.entities[i]]}` });
  return '';
}
