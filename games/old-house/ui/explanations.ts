// What each cell, card and token of the Old House says when a player hovers, focuses or long-presses it (issue
// 27): what it is and what it does, in a sentence or two. Plain functions of the seat's view: the Phantom's cell
// and route exist only in the Phantom's view, the traps only in a hunter's, so a hunter's explanation can never
// tell where the Phantom is, nor the Phantom's where a trap lies.
import { CELL_TYPE, ENTITY_KINDS, RELIC_AT, START, cellName } from '../board.ts';
import {
  ACTION_CARDS,
  BANISHMENT,
  ENGINEER,
  HUNTERS,
  MOVE_CARDS,
  PORTRAITS,
  RELICS_TO_WIN,
  ROUNDS,
  TRAP_DAMAGE,
} from '../content.ts';
import type { OldHouseView } from '../index.ts';
import { UNARMED, relicIntact, relicsDestroyed } from '../state.ts';
import type { Say, Ui } from './words.ts';

const sentences = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ');

const hunterKey = (hunter: number) => `hunter.${HUNTERS[hunter]}`;

/** A cell of the house: its kind, then everything the seat can see on it. */
export function explainCell(view: OldHouseView, cell: number, ui: Ui, say: Say): string {
  const name = cellName(cell);
  const type = CELL_TYPE[cell];
  const parts: string[] = [];
  if (cell === START) parts.push(ui('x.cell-start', { cell: name }));
  else if (type >= 0)
    parts.push(
      ui('x.cell-typed', {
        cell: name,
        kind: say({ key: `board.cell.${ENTITY_KINDS[type]}` }),
        card: say({ key: `card.dark.${ENTITY_KINDS[type]}` }),
      }),
    );
  const relic = RELIC_AT[cell];
  // A relic's cell is named by its relic; another plain cell says it is plain.
  if (cell !== START && type < 0 && relic < 0) parts.push(ui('x.cell-plain', { cell: name }));
  if (relic >= 0) {
    const relicName = say({ key: `board.relic.${relic}` });
    const hero = say({ key: hunterKey(PORTRAITS.indexOf(cell)) });
    parts.push(
      relicIntact(view.destroyed, relic)
        ? ui('x.relic', { cell: name, name: relicName, hero })
        : ui('x.relic-destroyed', { cell: name, name: relicName, hero }),
    );
  }
  if (view.pentagrams.includes(cell)) parts.push(ui('x.pentagram'));
  // Only a hunter's view holds the traps.
  const trap = view.trapCells.indexOf(cell);
  if (trap >= 0)
    parts.push(
      ui(view.trapPlacedAt[trap] === UNARMED ? 'x.trap-unarmed' : 'x.trap', {
        damage: TRAP_DAMAGE + (view.heroChar.includes(ENGINEER) ? 1 : 0),
      }),
    );
  for (let i = 0; i < view.traces.length; i += 2) {
    if (view.traces[i] !== cell) continue;
    const step = view.traces[i + 1];
    let by = -1;
    for (let j = 0; j < view.visits.length; j += 2) if (view.visits[j] === cell) by = view.visits[j + 1];
    parts.push(
      step >= 0 ? ui('x.trace-step', { step }) : by >= 0 ? ui('x.trace-by', { step: by }) : ui('x.trace'),
    );
  }
  for (let i = 0; i < view.entities.length; i += 3) {
    if (view.entities[i + 1] !== cell) continue;
    const kind = ENTITY_KINDS[view.entities[i]];
    parts.push(
      ui('x.entity', { entity: say({ key: `entity.${kind}` }), text: say({ key: `entity.${kind}.text` }) }),
    );
  }
  view.heroCell.forEach((c, h) => {
    if (c !== cell) return;
    const hunter = view.heroChar[h];
    parts.push(
      ui('x.hero', {
        n: h + 1,
        name: say({ key: hunterKey(hunter) }),
        text: say({ key: `${hunterKey(hunter)}.text` }),
      }),
    );
  });
  // The Phantom's own cell and route are in its view alone; where it stands revealed, everyone sees it.
  if (view.role === 'phantom' && view.cell === cell) parts.push(ui('x.phantom-you'));
  if (view.revealed === cell) parts.push(ui('x.phantom-revealed'));
  if (view.role === 'phantom') {
    const steps = view.route.flatMap((c, k) => (k > 0 && c === cell ? [k] : []));
    if (steps.length > 0) parts.push(ui('x.route', { steps: steps.join(', '), count: steps.length }));
  }
  return sentences(...parts);
}

/** One of the thirteen action cards of the Twilight: both its faces, and whether the Phantom took it. */
export function explainActionCard(view: OldHouseView, index: number, ui: Ui, say: Say): string {
  const card = ACTION_CARDS[index];
  const taken = (view.phantomCards & (1 << index)) !== 0;
  return sentences(
    ui('x.action', {
      dark: say({ key: `card.dark.${card.dark}` }),
      darkText: say({ key: `card.dark.${card.dark}.text` }),
      light: say({ key: `card.light.${card.light}` }),
      lightText: say({ key: `card.light.${card.light}.text` }),
    }),
    taken && ui('x.action-taken', { light: say({ key: `card.light.${card.light}` }) }),
  );
}

/** A face in a hand: `count` cards of the dark face `face` (the Phantom's) or of the light one (the hunters'). */
export function explainHandCard(
  side: 'dark' | 'light',
  face: string,
  count: number,
  ui: Ui,
  say: Say,
): string {
  return ui(side === 'dark' ? 'x.hand-dark' : 'x.hand-light', {
    name: say({ key: `card.${side}.${face}` }),
    text: say({ key: `card.${side}.${face}.text` }),
    count,
  });
}

/** The Phantom's Move cards: how many are left, never which ways they go. */
export function explainMoveCards(view: OldHouseView, ui: Ui): string {
  return ui('x.move-cards', { hand: view.hand, max: MOVE_CARDS });
}

/** A hero on the list of heroes, with the player who moves it. */
export function explainHero(view: OldHouseView, hero: number, player: string, ui: Ui, say: Say): string {
  const hunter = view.heroChar[hero];
  return ui('x.hero-item', {
    n: hero + 1,
    name: say({ key: hunterKey(hunter) }),
    cell: cellName(view.heroCell[hero]),
    player,
    text: say({ key: `${hunterKey(hunter)}.text` }),
  });
}

/** A Hunter card offered before the first night at a two-player table. */
export function explainHunterCard(hunter: number, ui: Ui, say: Say): string {
  return ui('x.hunter-card', {
    name: say({ key: hunterKey(hunter) }),
    text: say({ key: `${hunterKey(hunter)}.text` }),
    cell: cellName(PORTRAITS[hunter]),
  });
}

/** The tracks above the house: Time, banishment, relics and the Phantom's Move cards. */
export function explainTrack(view: OldHouseView, track: 'time' | 'banish' | 'relics', ui: Ui): string {
  switch (track) {
    case 'time':
      return ui('x.track-time', { round: view.round, rounds: ROUNDS, relics: RELICS_TO_WIN });
    case 'banish':
      return ui('x.track-banish', { damage: view.damage, max: BANISHMENT });
    case 'relics':
      return ui('x.track-relics', { destroyed: relicsDestroyed(view.destroyed), max: RELICS_TO_WIN });
  }
}
