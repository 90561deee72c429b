// Issue 27: every card and square of the ATRAH table explains itself in each language, from the card's own data,
// and never from what the seat cannot see (the draw pile's order, the cards under each top).
import { describe, expect, it } from 'vitest';
import { LANGS, Rng, formatMessage, type Lang, type Message } from '../../../engine/index.ts';
import { ABILITY, CARD_KINDS, FAMILIES, FLAT_POINTS, TILES, cardOf } from '../content.ts';
import { game, walk } from '../fixtures.ts';
import { boardExplanations } from '../../board-explanations.ts';
import type { AtrahState } from '../state.ts';
import { ui } from './index.tsx';
import {
  REFERENCE_RINGS,
  explainCard,
  explainColumn,
  explainFish,
  explainGroup,
  explainPile,
  explainReference,
  explainStack,
  explainSunk,
  explainTile,
} from './explanations.ts';
import { atrahPresentation as presentation } from '../presentation.ts';

const NAMES = ['Ann', 'Bat', 'Moth', 'Fox'];
const UNFILLED = /\{[a-z]+(\|[^}]*)?\}|\bx\.[a-z-]+/;

const words = (lang: Lang) => ({
  ui: (key: string, params?: Message['params']) => formatMessage(ui.texts, lang, { key, params }, NAMES),
  say: (message: Message) => formatMessage(presentation.texts, lang, message, NAMES),
});

/** The board's `data-explain` texts for `seat`, in document order. */
function explanations(state: AtrahState, seat: number, lang: Lang): string[] {
  return boardExplanations(game, ui, state, seat, lang, NAMES.slice(0, state.players));
}

/** A table well into the game: tiles held, Majority columns filled, cards in front of the player. */
function lateTable(): AtrahState {
  for (let i = 0; i < 400; i++) {
    const state = walk(`explain-${i}`, 3, 40 + (i % 30));
    if (state.tiles.some((t) => t >= 0) && state.hand.length > 0 && state.heights.some((h) => h === 0))
      return state;
  }
  throw new Error('no late table');
}

describe('ATRAH explanations', () => {
  it('explain every card design by its name, its value and its effect, in every language', () => {
    for (const lang of LANGS) {
      const { ui: u, say } = words(lang);
      for (const kind of CARD_KINDS) {
        const text = explainCard(cardOf(kind.family, kind.value), u, say);
        expect(text).not.toMatch(UNFILLED);
        if (kind.value > 0) expect(text).toContain(String(kind.value));
        expect(text).toContain(say({ key: `family.${FAMILIES[kind.family]}` }));
        if (kind.effect)
          expect(text).toContain(say({ key: `effect.${kind.effect}`, params: { arrows: kind.arrows } }));
      }
    }
  });

  it('give each kind of place a text of its own, filled in, in every language', () => {
    const state = lateTable();
    const view = game.view(state, 0);
    for (const lang of LANGS) {
      const { ui: u, say } = words(lang);
      const empty = view.heights.indexOf(0);
      const full = view.heights.findIndex((h) => h > 0);
      const held = view.tiles.findIndex((t) => t >= 0);
      const texts = [
        explainStack(view, full, u, say),
        explainStack(view, empty, u, say),
        explainPile(view, u),
        ...REFERENCE_RINGS.map((ring) => explainReference(view, ring, u, say)),
        explainColumn(view, 0, 1, u, say),
        explainColumn(view, 4, 5, u, say),
        explainSunk(cardOf(2, 3), true, u, say),
        explainSunk(cardOf(2, 3), false, u, say),
        ...Array.from({ length: TILES }, (_, t) => explainTile(view, t, null, u, say)),
        explainTile(view, held, NAMES[view.tiles[held]], u, say),
        explainGroup(1, [0, 2, 2], 8, true, u, say),
        explainGroup(1, [5], 5, false, u, say),
        explainFish(4, 8, u, say),
      ];
      for (const text of texts) {
        expect(text.length).toBeGreaterThan(20);
        expect(text).not.toMatch(UNFILLED);
      }
      expect(new Set(texts).size).toBe(texts.length);
      // The flat tiles say their points; a held tile says who holds it.
      for (let c = 0; c < ABILITY; c++)
        expect(texts[7 + REFERENCE_RINGS.length + c]).toContain(String(FLAT_POINTS[c]));
      expect(texts[texts.length - 4]).toContain(NAMES[view.tiles[held]]);
    }
  });

  it('mark every place of the drawn board, in every language', () => {
    const state = lateTable();
    for (const lang of LANGS) {
      const texts = explanations(state, state.turn, lang);
      // 6 stacks, the pile, 2 reference cards, 5 columns, 10 tiles, cards sunk, hand and collections.
      expect(texts.length).toBeGreaterThan(30);
      for (const text of texts) {
        expect(text.length).toBeGreaterThan(10);
        expect(text).not.toMatch(UNFILLED);
      }
    }
  });

  it('never depend on the hidden order of the pile or of the cards under each top', () => {
    for (let i = 0; i < 4; i++) {
      const state = walk(`hidden-${i}`, 2 + (i % 3), 5 + 7 * i);
      const other = game.clone(state);
      const rng = Rng.fromSeed(`shuffle-${i}`);
      rng.shuffle(other.pile);
      for (const under of other.under) rng.shuffle(under);
      // The shuffle did change something hidden, so the comparison is a real one.
      expect(JSON.stringify(other.pile) + JSON.stringify(other.under)).not.toBe(
        JSON.stringify(state.pile) + JSON.stringify(state.under),
      );
      for (let seat = 0; seat < state.players; seat++)
        for (const lang of LANGS)
          expect(explanations(other, seat, lang)).toEqual(explanations(state, seat, lang));
    }
  });
});
