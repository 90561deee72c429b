// What a move will do, in words, before it is made: in the panel of the move being prepared, and beside each
// button of the Phantom's and the hunters' controls.
import { CELL_TYPE, ENTITY_KINDS, RELIC_AT, cellName } from '../board.ts';
import {
  ACTION_CARDS,
  ENGINEER,
  EXORCIST,
  HUNTERS,
  MEDIUM,
  PORTRAITS,
  SCHOLAR,
  TRAP_DAMAGE,
} from '../content.ts';
import type { OldHouseView } from '../index.ts';
import { relicIntact } from '../state.ts';
import { stepTarget, type Move } from './derive.ts';
import { entityAt, hunterName, type Say, type Ui } from './words.ts';

/** The move being prepared (a cell, a hero, a card), said in full. */
export function explainMove(move: Move, view: OldHouseView, ui: Ui, say: Say): string {
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

/** Why the Phantom would end its turn now, beside the button that ends it. */
export function explainEnd(view: OldHouseView, ui: Ui): string {
  const relic = RELIC_AT[view.cell];
  if (view.openingLeft > 0) return ui('explain.end-opening');
  if (relic >= 0 && relicIntact(view.destroyed, relic))
    return ui('explain.end-relic', { cell: cellName(view.cell) });
  return ui(view.cardsThisTurn === 0 ? 'explain.end-wait' : 'explain.end');
}

/** What a button does, beside it, before it is pressed. */
export function explainButton(move: Move, view: OldHouseView, ui: Ui): string {
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
