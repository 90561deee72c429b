// What each card and square on the board says when a player points at it, focuses it or presses it long
// (issue 27): what it is and what it does, in the player's language, built only from the reader's view — a
// face-down card or location explains itself as face down, another player's trap says where it lies, never
// what it is, unless the view shows it.
import { KINDS, KIND_OF, LOCATIONS, isUnique, nightmareOf } from '../content.ts';
import { FACE_DOWN, type MidnightersView, type TrapView } from '../view.ts';
import { standing } from './derive.ts';
import { kindName, locationName, nightmareName, nightmareRule, type Say, type Ui } from './words.ts';

const player = (seat: number) => ({ seat });

/** A location: what activating it with a Midnight Star does (a Corridor has nothing to activate). */
export function explainLocation(ui: Ui, say: Say, location: number): string {
  if (location === FACE_DOWN) return ui('about.location.face-down');
  if (location < 0) return ui('about.cell.empty');
  if (!isUnique(location)) return ui('about.location.corridor', { name: locationName(say, location) });
  return ui('about.location.unique', { does: ui(`place.${LOCATIONS[location]}`) });
}

/** A trap, as far as the reader knows it: where it lies, and what it does if the reader knows its cards. */
export function explainTrap(
  me: number | null,
  owner: number,
  trap: Pick<TrapView, 'location' | 'cards'>,
  ui: Ui,
  say: Say,
): string {
  const location = locationName(say, trap.location);
  if (!trap.cards) return ui('about.trap', { player: player(owner), location });
  const kind = KIND_OF[trap.cards[1]];
  return ui(owner === me ? 'about.trap-own' : 'about.trap-known', {
    player: player(owner),
    location,
    kind: kindName(say, kind),
    does: ui(`trap-does.${KINDS[kind]}`),
  });
}

/** A cell of the dream map: its location, who stands on it and the traps laid there. */
export function explainCell(
  view: MidnightersView,
  me: number | null,
  cell: number,
  ui: Ui,
  say: Say,
): string {
  const location = view.grid[cell];
  const parts = [explainLocation(ui, say, location)];
  if (location < 0) return parts[0];
  const here = standing(view, location).map((s) =>
    s === me ? ui('cell.you') : ui('cell.avatar', { player: player(s) }),
  );
  if (here.length > 0) parts.push(ui('about.cell.avatars', { names: here.join(ui('list.separator')) }));
  view.traps.forEach((list, owner) => {
    for (const trap of list)
      if (trap.location === location) parts.push(explainTrap(me, owner, trap, ui, say));
  });
  return parts.join(' ');
}

/** A nightmare, face up in front of its holder (or in a hand before the game begins). */
export function explainNightmare(ui: Ui, say: Say, nightmare: number): string {
  return ui('about.nightmare', { name: nightmareName(say, nightmare), rule: nightmareRule(say, nightmare) });
}

/** A card: a director card by its kind, a nightmare by its rule, an unknown card as face down. */
export function explainCard(ui: Ui, say: Say, card: number | null): string {
  if (card === null) return ui('about.card.face-down');
  const nightmare = nightmareOf(card);
  if (nightmare >= 0) return explainNightmare(ui, say, nightmare);
  const kind = KIND_OF[card];
  return ui('about.card', {
    kind: kindName(say, kind),
    help: ui(`help.${KINDS[kind]}`),
    cost: ui(`about.cost.${KINDS[kind]}`),
  });
}

/** The deck and the discard pile: how many cards, and what they are for. */
export function explainPile(view: MidnightersView, pile: 'deck' | 'discard', ui: Ui): string {
  return ui(`about.${pile}`, { n: view[pile].length });
}
