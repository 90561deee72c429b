// The board's sentences: card names and labels, a row's cards, the effects still waiting, and what a move will
// do, said before the player commits to it. Plain functions of the view (a .tsx file so that the repository's
// text checks read its dictionary keys too).
import type { BoardProps } from '../../ui.ts';
import type { AtrahEvent, AtrahMove, AtrahView } from '../index.ts';
import {
  ABILITY,
  BOAT,
  FAMILIES,
  FLAT_POINTS,
  LINE_STACKS,
  SEND,
  TAKE,
  conditionOf,
  familyOf,
  valueOf,
  type Card,
} from '../content.ts';
import { rowLetter } from '../describe.ts';
import { blockedStack } from '../rules.ts';
import { conditionPoints, keepGain, majorityRanking } from '../score.ts';
import { boatLanding, effectOf, rowCards } from './layout.ts';

type Props = BoardProps<AtrahView, AtrahMove, AtrahEvent>;
export type Ui = Props['ui'];
export type Say = Props['say'];

export const familyName = (say: Say, family: number) => say({ key: `family.${FAMILIES[family]}` });

/** A card's name in words ("Tentacles 2"), for labels and sentences. */
export function cardName(say: Say, card: Card): string {
  return say({ key: `card.${FAMILIES[familyOf(card)]}`, params: { value: valueOf(card) } });
}

/** A card's effect as its face prints it ("Boat 2", "Draw"), or null for a card without one. */
export function effectShort(ui: Ui, card: Card): string | null {
  const effect = effectOf(card);
  return effect ? ui(`fx.${effect.kind}`, { arrows: effect.arrows }) : null;
}

/**
 * What a card's face shows, in the order it shows it ("2 Big Teeth Draw"): a control's spoken name starts with
 * it, so what is seen is also what is heard (WCAG's label in name).
 */
export function cardShown(ui: Ui, say: Say, card: Card): string {
  return [valueOf(card), familyName(say, familyOf(card)), effectShort(ui, card)]
    .filter((p) => p !== null)
    .join(' ');
}

/** A card for a screen reader: its value, family and effect. */
export function cardLabel(say: Say, ui: Ui, card: Card): string {
  const effect = effectWords(card, say);
  return effect
    ? ui('card.label', { card: cardName(say, card), effect })
    : ui('card.label-plain', { card: cardName(say, card) });
}

/** "Row B: Tentacles 2 and Shells 0", the cards a row gives now. */
export function rowOptionLabel(view: AtrahView, line: number, letter: string, ui: Ui, say: Say): string {
  const cards = rowCards(view, line).map((c) => cardName(say, c.card));
  return ui('option.row', { row: letter, cards: cards.join(ui('list.and')) });
}

/** Effects still waiting this turn, in words (ATR-13). */
export function pendingWords(view: AtrahView, ui: Ui): string[] {
  const words = view.pending.map((code) =>
    code === SEND ? ui('fx.send') : code === TAKE ? ui('fx.take') : ui('fx.boat', { arrows: code - BOAT }),
  );
  for (let i = 0; i < view.extras; i++) words.push(ui('fx.extra'));
  return words;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** What a move does, in a few sentences, before the player commits to it. */
export function explain(
  move: AtrahMove,
  view: AtrahView,
  me: number,
  legalMoves: readonly AtrahMove[],
  ui: Ui,
  say: Say,
): string[] {
  switch (move.type) {
    case 'row': {
      const lines = [ui('explain.row', { row: rowLetter(me, move.line) })];
      for (const { stack, card } of rowCards(view, move.line)) {
        const effect = effectWords(card, say);
        lines.push(
          effect
            ? ui('explain.row-card', { card: cardName(say, card), stack: stack + 1, effect })
            : ui('explain.row-card-plain', { card: cardName(say, card), stack: stack + 1 }),
        );
      }
      const blocked = blockedStack(view);
      if (blocked >= 0 && LINE_STACKS[move.line].includes(blocked)) {
        lines.push(ui('explain.row-blocked', { stack: blocked + 1 }));
      }
      lines.push(ui('explain.row-next'));
      return lines;
    }
    case 'send': {
      const card = view.tops[move.stack];
      const family = familyOf(card);
      return [
        ui('explain.send', {
          card: cardName(say, card),
          stack: move.stack + 1,
          family: familyName(say, family),
        }),
        ui('explain.send-column', { count: view.majority[family].length + 1 }),
        view.heights[move.stack] > 1
          ? ui('explain.send-below', { count: view.heights[move.stack] - 1 })
          : ui('explain.send-empties'),
      ];
    }
    case 'majority': {
      const column = view.majority[move.family];
      const card = column[column.length - 1];
      return [ui('explain.take', { card: cardName(say, card) }), ui('explain.take-claim')];
    }
    case 'fizzle':
      return [ui('explain.fizzle')];
    case 'boat': {
      const land = boatLanding(view, move.arrows);
      if (land.stack < 0) return [ui('explain.boat-card', { arrows: move.arrows })];
      return [
        ui(land.fish ? 'explain.boat-fish' : 'explain.boat-empty', {
          arrows: move.arrows,
          stack: land.stack + 1,
          fish: view.stackFish[land.stack],
        }),
        ui('explain.boat-blocks', { stack: land.stack + 1 }),
      ];
    }
    case 'keep':
    case 'extra': {
      const extra = move.type === 'extra';
      const mine = view.hand.filter((c) => familyOf(c) === move.family).map(valueOf);
      const rest = view.hand.filter((c) => familyOf(c) !== move.family);
      const lines = [ui('explain.keep', { family: familyName(say, move.family), values: mine.join(', ') })];
      const left = view.extras - (extra ? 1 : 0);
      if (left > 0 && rest.length > 0) lines.push(ui('explain.keep-more', { count: left }));
      else if (rest.length > 0)
        lines.push(ui('explain.keep-rest', { cards: rest.map((c) => cardName(say, c)).join(', ') }));
      lines.push(ui('explain.gain', { points: signed(keepGain(view, me, move.family, extra)) }));
      return lines;
    }
    case 'claim': {
      const colour = move.tile % ABILITY;
      if (move.tile < ABILITY) {
        return [ui('explain.claim-flat', { points: FLAT_POINTS[colour] }), ui('explain.claim-one')];
      }
      const condition = conditionOf(view.faces, colour);
      const ranking = majorityRanking(view.majority.map((c) => c.length));
      return [
        ui('explain.claim-ability', { tile: say({ key: `tile.${condition}` }) }),
        ui('explain.claim-now', {
          points: conditionPoints(condition, view.collections[me], view.fish[me], ranking),
        }),
        ui('explain.claim-one'),
      ];
    }
    case 'decline': {
      const flat = legalMoves.some((m) => m.type === 'claim' && m.tile < ABILITY);
      return flat
        ? [ui('explain.decline-forfeit', { points: FLAT_POINTS[view.offer] })]
        : [ui('explain.decline-wait')];
    }
  }
}

/** A card's effect in words, or null for a card without one. */
export function effectWords(card: number, say: Say): string | null {
  const e = effectOf(card);
  return e ? say({ key: `effect.${e.kind}`, params: { arrows: e.arrows } }) : null;
}
