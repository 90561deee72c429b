// What each card and square of the table says when a player hovers, focuses or long-presses it (issue 27): what
// it is and what it does or scores, in a sentence or two. Plain functions of the seat's view and the card's data,
// never of the draw pile's order (the only thing a view hides): the pile explains itself by its count.
import type { AtrahView } from '../index.ts';
import {
  ABILITY,
  FISH_CARD,
  FLAT_POINTS,
  RING_STACK,
  conditionOf,
  familyOf,
  valueOf,
  type Card,
} from '../content.ts';
import { blockedStack } from '../rules.ts';
import { cardName, effectWords, familyName, type Say, type Ui } from './words.tsx';

const sentences = (...parts: (string | null | false)[]) => parts.filter(Boolean).join(' ');

/** A creature card: its worth in a collection and its effect. */
export function explainCard(card: Card, ui: Ui, say: Say): string {
  const effect = effectWords(card, say);
  return sentences(
    ui(valueOf(card) === 0 ? 'x.card-zero' : 'x.card', {
      card: cardName(say, card),
      family: familyName(say, familyOf(card)),
      value: valueOf(card),
    }),
    effect ? ui('x.card-effect', { effect }) : ui('x.card-plain'),
  );
}

/** A stack of the play area: its height, its Fish, the Boat on it, and its top card. */
export function explainStack(view: AtrahView, stack: number, ui: Ui, say: Say): string {
  const top = view.tops[stack];
  const fish = view.stackFish[stack];
  if (top < 0) return ui('x.stack-empty', { stack: stack + 1, fish });
  return sentences(
    ui('x.stack', { stack: stack + 1, height: view.heights[stack], fish }),
    stack === blockedStack(view) && ui('stack.boat'),
    explainCard(top, ui, say),
  );
}

/** The face-down draw pile: only its count is known. */
export function explainPile(view: AtrahView, ui: Ui): string {
  return ui('x.pile', { count: view.pileCount });
}

/** One of the two reference cards on the ring (`ring` is its ring space). */
export function explainReference(view: AtrahView, ring: number, ui: Ui, say: Say): string {
  const fish = ring === FISH_CARD;
  return sentences(
    ui(fish ? 'x.ref-fish' : 'x.ref-majority', {
      rule: say({ key: fish ? 'reference.fish' : 'reference.majority' }),
    }),
    view.boat === ring ? ui('x.ref-boat-here') : ui('x.ref-boat'),
  );
}

/** A column of the Majority area, by its family and its rank now (1 = fullest). */
export function explainColumn(view: AtrahView, family: number, rank: number, ui: Ui, say: Say): string {
  const column = view.majority[family];
  return sentences(
    ui('x.column', { family: familyName(say, family), count: column.length, rank }),
    // Ties go left, so the first two ranks are doubled even while columns are short or empty (ATR-23).
    ui(rank <= 2 ? 'x.column-doubled' : 'x.column-rule'),
  );
}

/** A card lying in a Majority column; `last` when it is the one a Take effect would pull out. */
export function explainSunk(card: Card, last: boolean, ui: Ui, say: Say): string {
  return sentences(
    ui('x.sunk', { card: cardName(say, card), family: familyName(say, familyOf(card)) }),
    ui(last ? 'x.sunk-last' : 'x.sunk-under'),
  );
}

/** A tile (0 … 4 flat, 5 … 9 ability), with its holder's name when a player holds it. */
export function explainTile(view: AtrahView, tile: number, holder: string | null, ui: Ui, say: Say): string {
  const colour = tile % ABILITY;
  const family = familyName(say, colour);
  return sentences(
    tile < ABILITY
      ? ui('x.tile-flat', { family, points: FLAT_POINTS[colour] })
      : ui('x.tile-ability', { family, rule: say({ key: `tile.${conditionOf(view.faces, colour)}` }) }),
    ui('x.tile-one'),
    holder !== null && ui('x.tile-held', { name: holder }),
  );
}

/** One family of a collection: its values and what they are worth now. */
export function explainGroup(
  family: number,
  values: readonly number[],
  points: number,
  doubled: boolean,
  ui: Ui,
  say: Say,
): string {
  return sentences(
    ui('x.group', {
      family: familyName(say, family),
      values: values.join(', '),
      count: values.length,
      points,
    }),
    ui(doubled ? 'x.group-doubled' : 'x.group-single'),
  );
}

/** A player's Fish and what they are worth. */
export function explainFish(count: number, points: number, ui: Ui, say: Say): string {
  return sentences(ui('x.fish', { count, points }), say({ key: 'reference.fish' }));
}

/** Every stack's ring space, for the tests: the stacks and the two reference cards. */
export const REFERENCE_RINGS: readonly number[] = RING_STACK.flatMap((s, ring) => (s < 0 ? [ring] : []));
