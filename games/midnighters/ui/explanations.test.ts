// What the board's cards and squares say when a player points at them (issue 27): every kind of thing has its
// own words in English, Russian and Estonian, and the words come from the reader's view alone — two states
// that differ only in what the reader cannot see explain themselves the same way.
import { describe, expect, it } from 'vitest';
import { strictVoice } from '../../board-explanations.ts';
import { Rng, SYSTEM, nextToDecide, type Lang } from '../../../engine/index.ts';
import { midnightersBots } from '../bots.ts';
import {
  BRIDGE,
  CARDS,
  CELLS,
  KINDS,
  KIND_OF,
  LOCATIONS,
  MOTEL,
  NIGHTMARES,
  RED,
  STAR,
  SUSPENSE,
} from '../content.ts';
import { midnighters, type MidnightersState } from '../index.ts';
import { texts as gameTexts } from '../texts.ts';
import { FACE_DOWN, type MidnightersView } from '../view.ts';
import {
  explainCard,
  explainCell,
  explainLocation,
  explainNightmare,
  explainPile,
  explainTrap,
} from './explanations.ts';
import { texts } from './texts.ts';
import type { Say, Ui } from './words.ts';

const LANGS: readonly Lang[] = ['en', 'ru', 'et'];
const NAMES = ['Ann', 'Boris', 'Kadri'];

/** The board's voice in one language, strict: a text missing from that language's dictionary fails the test. */
function voice(lang: Lang): { ui: Ui; say: Say } {
  return strictVoice(texts, gameTexts, lang, NAMES);
}

/** Everything the board explains in a view, in the order it draws it. */
function everything(view: MidnightersView, me: number, lang: Lang): string[] {
  const { ui, say } = voice(lang);
  const out: string[] = [];
  for (let cell = 0; cell < CELLS; cell++) out.push(explainCell(view, me, cell, ui, say));
  for (const card of view.hands[me]) out.push(explainCard(ui, say, card));
  view.nightmares.forEach((list) => list.forEach((card) => out.push(explainCard(ui, say, card))));
  view.traps.forEach((list, owner) =>
    list.forEach((trap) => out.push(explainTrap(me, owner, trap, ui, say))),
  );
  out.push(explainPile(view, 'deck', ui), explainPile(view, 'discard', ui));
  return out;
}

function playTo(seed: string, steps: number): MidnightersState {
  const rng = Rng.fromSeed(seed);
  const state = midnighters.setup({
    players: 3,
    options: { layout: 'random', windowMs: 20_000, director: 'random' },
    rng,
  });
  for (let step = 0; step < steps && state.phase !== 'over'; step++) {
    const seat = nextToDecide(midnighters.toAct(state), 0);
    if (seat === null) {
      midnighters.apply(state, SYSTEM, midnighters.legalMoves(state, SYSTEM)[0], { rng, time: 0 });
      continue;
    }
    const moves = midnighters.legalMoves(state, seat);
    const view = midnighters.view(state, seat);
    const move = midnightersBots.heuristic!({ view, seat, moves, time: 0, reacting: false }, rng)!;
    midnighters.apply(state, seat, move, { rng, time: 0 });
  }
  return state;
}

describe('every card and square explains itself', () => {
  it('in all three languages, each in its own words', () => {
    for (const lang of LANGS) {
      const { ui, say } = voice(lang);
      const all = [
        explainLocation(ui, say, FACE_DOWN),
        explainLocation(ui, say, -1),
        explainCard(ui, say, null),
        ...LOCATIONS.map((_, l) => explainLocation(ui, say, l)),
        ...Array.from({ length: CARDS }, (_, c) => explainCard(ui, say, c)),
        ...NIGHTMARES.map((_, n) => explainNightmare(ui, say, n)),
        ...KINDS.flatMap((_, kind) => [
          explainTrap(
            0,
            0,
            { location: MOTEL, cards: [KIND_OF.indexOf(SUSPENSE), KIND_OF.indexOf(kind)] },
            ui,
            say,
          ),
          explainTrap(
            0,
            1,
            { location: MOTEL, cards: [KIND_OF.indexOf(SUSPENSE), KIND_OF.indexOf(kind)] },
            ui,
            say,
          ),
        ]),
        explainTrap(0, 1, { location: MOTEL, cards: null }, ui, say),
      ];
      for (const text of all) {
        expect(text.trim().length).toBeGreaterThan(10);
        expect(text).not.toMatch(/\{|\}|undefined|about\./);
      }
      // A location says what activating it does; the Bridge, that it wakes you.
      expect(explainLocation(ui, say, BRIDGE)).toContain(ui('place.bridge'));
      expect(explainNightmare(ui, say, RED)).toContain(say({ key: 'rule.red' }));
    }
  });

  it('counts cards in each language’s plural forms', () => {
    const view = { deck: new Array<null>(21).fill(null), discard: new Array<null>(3).fill(null) } as never;
    expect(explainPile(view, 'deck', voice('en').ui)).toContain('21 cards');
    expect(explainPile(view, 'deck', voice('ru').ui)).toContain('21 карта');
    expect(explainPile(view, 'discard', voice('ru').ui)).toContain('3 карты');
    expect(explainPile(view, 'discard', voice('et').ui)).toContain('3 kaarti');
  });

  it('names a trap’s cards only to whoever knows them', () => {
    const { ui, say } = voice('en');
    const cards = [KIND_OF.indexOf(SUSPENSE), KIND_OF.indexOf(STAR)] as const;
    expect(explainTrap(0, 0, { location: MOTEL, cards }, ui, say)).toContain('Midnight Star');
    expect(explainTrap(0, 1, { location: MOTEL, cards: null }, ui, say)).not.toMatch(/Suspense|Star/);
  });

  it('from the reader’s view alone: a state that differs only in what the reader cannot see reads the same', () => {
    const rng = Rng.fromSeed('explain hidden');
    let differed = 0;
    for (const [seed, steps] of [
      ['explain 1', 40],
      ['explain 2', 90],
      ['explain 3', 160],
    ] as const) {
      const state = playTo(seed, steps);
      for (let me = 0; me < 3; me++) {
        const view = midnighters.view(state, me);
        const other = midnighters.determinize(view, me, rng);
        if (JSON.stringify(other.hands) !== JSON.stringify(state.hands)) differed++;
        for (const lang of LANGS)
          expect(everything(midnighters.view(other, me), me, lang)).toEqual(everything(view, me, lang));
      }
    }
    // The comparison meant something: the redrawn states held other cards than the real ones.
    expect(differed).toBeGreaterThan(0);
  });
});
