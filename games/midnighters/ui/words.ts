// The board's names for the game's things, from the game's own texts (`say`): locations, kinds of card,
// nightmares and their rules, directions, and a list of cards told by kind ("2 × Dreamwalk, Vertigo").
import type { BoardProps } from '../../ui.ts';
import { DIRECTIONS, KINDS, KIND_OF, LOCATIONS, NIGHTMARES, nightmareOf } from '../content.ts';
import type { MidnightersMove } from '../state.ts';
import { FACE_DOWN } from '../view.ts';
import { midnightersPresentation } from '../presentation.ts';

export type Ui = BoardProps['ui'];
export type Say = BoardProps['say'];

/** A seat as a text's `{player}` parameter (the texts name it). */
export const player = (seat: number) => ({ seat });

/** A move's name in the game's own words. */
export function moveName(say: Say, move: MidnightersMove): string {
  return say(midnightersPresentation.describeMove!(move));
}

export function locationName(say: Say, location: number): string {
  return location === FACE_DOWN || location < 0
    ? say({ key: 'location.face-down' })
    : say({ key: `location.${LOCATIONS[location]}` });
}

export function kindName(say: Say, kind: number): string {
  return say({ key: `kind.${KINDS[kind]}` });
}

export function nightmareName(say: Say, nightmare: number): string {
  return say({ key: `nightmare.${NIGHTMARES[nightmare]}` });
}

export function nightmareRule(say: Say, nightmare: number): string {
  return say({ key: `rule.${NIGHTMARES[nightmare]}` });
}

/** A direction (0 north … 3 west, or its letter) as the game says it: "north", "на север", "põhja". */
export function dirName(say: Say, dir: number | string): string {
  const letter = typeof dir === 'number' ? DIRECTIONS[dir] : dir;
  return say({ key: `dir.${letter}` });
}

/** A card's name: its kind, or the nightmare it is. */
export function cardName(say: Say, card: number): string {
  const nightmare = nightmareOf(card);
  return nightmare >= 0 ? nightmareName(say, nightmare) : kindName(say, KIND_OF[card]);
}

/** Known cards told by kind, in the rulebook's order: "2 × Dreamwalk, Vertigo". */
export function cardsText(ui: Ui, say: Say, cards: readonly (number | null)[]): string {
  const counts = new Map<number, number>();
  const nightmares: number[] = [];
  for (const card of cards) {
    if (card === null) continue;
    const kind = KIND_OF[card];
    if (kind < 0) nightmares.push(nightmareOf(card));
    else counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts: string[] = [];
  KINDS.forEach((_, kind) => {
    const n = counts.get(kind) ?? 0;
    if (n === 1) parts.push(kindName(say, kind));
    else if (n > 1) parts.push(ui('cards.times', { n, name: kindName(say, kind) }));
  });
  for (const nightmare of nightmares) parts.push(nightmareName(say, nightmare));
  return parts.length > 0 ? parts.join(ui('list.separator')) : ui('cards.none');
}

/** Names joined into a list. */
export function namesText(ui: Ui, names: readonly string[]): string {
  return names.length > 0 ? names.join(ui('list.separator')) : ui('names.nobody');
}

/** The kind of a trap the reader knows the cards of ("?" for one it does not). */
export function trapKindName(say: Say, trap: { readonly cards: readonly number[] | null }): string {
  return trap.cards ? kindName(say, KIND_OF[trap.cards[1]]) : '?';
}
