// Issue 27: every cell, card and token of the Old House explains itself in each language, and a seat's
// explanations are built from its own view: a hunter's never change with where the Phantom is or went, the
// Phantom's never with where the traps lie.
import { describe, expect, it } from 'vitest';
import {
  LANGS,
  Rng,
  SPECTATOR,
  formatMessage,
  nextToDecide,
  type Lang,
  type Message,
  type Viewer,
} from '../../../engine/index.ts';
import { boardExplanations } from '../../board-explanations.ts';
import { CELLS, RELIC_CELLS, START, cellByName } from '../board.ts';
import { oldHouseBots } from '../bots.ts';
import { ACTION_CARDS, HUNTERS } from '../content.ts';
import { oldHouse, type OldHouseState } from '../index.ts';
import { PHANTOM } from '../state.ts';
import {
  explainActionCard,
  explainCell,
  explainHandCard,
  explainHero,
  explainHunterCard,
  explainMoveCards,
  explainTrack,
} from './explanations.ts';
import { ui } from './index.tsx';
import { oldHousePresentation as presentation } from '../presentation.ts';

const game = oldHouse;
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const UNFILLED = /\{[a-z]+(\|[^}]*)?\}|\bx\.[a-z-]+/;

const words = (lang: Lang) => ({
  ui: (key: string, params?: Message['params']) => formatMessage(ui.texts, lang, { key, params }, NAMES),
  say: (message: Message) => formatMessage(presentation.texts, lang, message, NAMES),
});

/** The board's `data-explain` texts for `viewer`, in document order. */
function explanations(state: OldHouseState, viewer: Viewer, lang: Lang): string[] {
  return boardExplanations(game, ui, state, viewer, lang, NAMES.slice(0, state.players));
}

/** Tables along a heuristic game, every few moves, with `players` seats. */
function tables(seed: string, players: number, every = 9): OldHouseState[] {
  const rng = Rng.fromSeed(seed);
  const state = game.setup({ players, options: game.options.parse(undefined, players), rng });
  const out: OldHouseState[] = [];
  for (let key = 1; key < 3000 && state.end === null; key++) {
    const seat = nextToDecide(game.toAct(state), 0)!;
    const moves = game.legalMoves(state, seat);
    const input = { view: game.view(state, seat), seat, moves, time: 0, reacting: false };
    game.apply(state, seat, oldHouseBots.heuristic!(input, rng)!, { rng, time: 0 });
    if (key % every === 0) out.push(game.clone(state));
  }
  return out;
}

describe('Old House explanations', () => {
  it('give every kind of cell, card and token a filled-in text of its own, in every language', () => {
    const state = tables('explain kinds', 3)[12];
    const views = [PHANTOM, 1, SPECTATOR].map((v) => game.view(state, v as Viewer));
    for (const lang of LANGS) {
      const { ui: u, say } = words(lang);
      const texts = [
        ...views.flatMap((view) => Array.from({ length: CELLS }, (_, c) => explainCell(view, c, u, say))),
        ...ACTION_CARDS.map((_, i) => explainActionCard(views[0], i, u, say)),
        ...ACTION_CARDS.map((card) => explainHandCard('dark', card.dark, 1, u, say)),
        ...ACTION_CARDS.map((card) => explainHandCard('light', card.light, 2, u, say)),
        explainMoveCards(views[0], u),
        ...views[0].heroChar.map((_, h) => explainHero(views[0], h, NAMES[1], u, say)),
        ...HUNTERS.map((_, h) => explainHunterCard(h, u, say)),
        ...(['time', 'banish', 'relics'] as const).map((t) => explainTrack(views[0], t, u)),
      ];
      for (const text of texts) {
        expect(text.length, text).toBeGreaterThan(20);
        expect(text).not.toMatch(UNFILLED);
      }
      // The start, a relic and a plain cell say different things; each action card says both its faces.
      const cell = (name: string) => explainCell(views[2], cellByName(name), u, say);
      expect(new Set([cell('D4'), cell('B2'), cell('A1')]).size).toBe(3);
      expect(explainCell(views[2], START, u, say)).toContain('D4');
      for (const [i, card] of ACTION_CARDS.entries()) {
        const text = explainActionCard(views[2], i, u, say);
        expect(text).toContain(say({ key: `card.dark.${card.dark}` }));
        expect(text).toContain(say({ key: `card.light.${card.light}` }));
      }
      for (const [r, c] of RELIC_CELLS.entries())
        expect(explainCell(views[2], c, u, say)).toContain(say({ key: `board.relic.${r}` }));
    }
  });

  it('mark every cell of the drawn house and every card, for each seat and language', () => {
    const state = tables('explain board', 2)[6];
    for (const viewer of [PHANTOM, 1, SPECTATOR] as Viewer[])
      for (const lang of LANGS) {
        const texts = explanations(state, viewer, lang);
        expect(texts.length).toBeGreaterThanOrEqual(CELLS + 4);
        for (const text of texts) expect(text).not.toMatch(UNFILLED);
      }
  });

  it('never tell a hunter where the Phantom is or went, nor the Phantom where the traps lie', () => {
    let phantomMoved = 0;
    let trapsMoved = 0;
    for (const state of tables('explain hidden', 3, 23)) {
      // The same table with the Phantom elsewhere, on another route: the hunters cannot tell.
      const elsewhere = game.clone(state);
      const other = [...Array(CELLS).keys()].find((c) => c !== state.cell && !state.route.includes(c))!;
      elsewhere.cell = other;
      elsewhere.route = [other];
      for (const viewer of [1, 2, SPECTATOR] as Viewer[])
        expect(explanations(elsewhere, viewer, 'en')).toEqual(explanations(state, viewer, 'en'));
      // …and the Phantom's own page does tell, so the comparison above could have failed.
      if (state.cell >= 0) {
        expect(explanations(elsewhere, PHANTOM, 'en')).not.toEqual(explanations(state, PHANTOM, 'en'));
        phantomMoved++;
      }
      // The traps moved: the Phantom cannot tell; the hunters can.
      if (state.trapCells.length > 0) {
        const moved = game.clone(state);
        moved.trapCells = moved.trapCells.map((c) => (c + 1) % CELLS);
        expect(explanations(moved, PHANTOM, 'ru')).toEqual(explanations(state, PHANTOM, 'ru'));
        expect(explanations(moved, 1, 'ru')).not.toEqual(explanations(state, 1, 'ru'));
        trapsMoved++;
      }
    }
    expect(phantomMoved).toBeGreaterThan(2);
    expect(trapsMoved).toBeGreaterThan(0);
  });
});
