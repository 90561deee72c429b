// What the table's squares, cards and tokens say when a player points at them (issue 27): every kind of thing has
// its own words in English, Russian and Estonian, and the words come from the reader's view alone — two states
// that differ only in what the reader cannot see explain themselves the same way.
import { describe, expect, it } from 'vitest';
import { strictVoice } from '../../board-explanations.ts';
import { Rng, type Lang } from '../../../engine/index.ts';
import { BLACK_HOLE, HEADSTONES, KIND, SQUARE_COUNT } from '../board.ts';
import { COLOURS, FATES, HARBINGERS } from '../content.ts';
import { begun, game, give, harbinger, ranger, simulated } from '../fixtures.ts';
import { texts as gameTexts } from '../texts.ts';
import type { AtmosfearView } from '../view.ts';
import {
  explainDuelCard,
  explainFate,
  explainFateDeck,
  explainIndexRow,
  explainKeyCount,
  explainLaidCard,
  explainOwnFear,
  explainOwnKeystone,
  explainSeat,
  explainSquare,
  explainWell,
  explainWritten,
} from './explanations.ts';
import { texts } from './texts.ts';
import type { Say, Ui } from './words.ts';

const LANGS: readonly Lang[] = ['en', 'ru', 'et'];
const NAMES = ['Ann', 'Boris', 'Kadri', 'Mart'];

/** The board's voice in one language, strict: a text missing from that language's dictionary fails the test. */
function voice(lang: Lang): { ui: Ui; say: Say } {
  return strictVoice(texts, gameTexts, lang, NAMES);
}

const here = (view: AtmosfearView, square: number) =>
  view.at.flatMap((at, seat) => (at === square && seat < view.players ? [seat] : []));

/** Everything the table explains in a view, as it draws it. */
function everything(view: AtmosfearView, lang: Lang): string[] {
  const { ui, say } = voice(lang);
  const me = view.you as number;
  const out: string[] = [explainWell(ui), explainFateDeck(view, ui), explainOwnFear(view, ui, say)];
  for (let square = 0; square < SQUARE_COUNT; square++)
    out.push(explainSquare(view, square, [], here(view, square), NAMES, ui, say));
  for (const value of view.hand) out.push(explainDuelCard(value, ui));
  for (const fate of view.fateDiscard) out.push(explainFate(fate, ui, say));
  for (let s = 0; s < view.players; s++) {
    out.push(explainSeat(view, s, NAMES, ui, say), explainWritten(NAMES[s], view.written[s], ui));
    if (s === me) for (const c of view.keys[s]) out.push(explainOwnKeystone(view, s, c, ui, say));
    else out.push(explainKeyCount(NAMES[s], view.keys[s].length + view.unseenKeys[s], ui));
  }
  if (view.duel) view.duel.laid.forEach(() => out.push(explainLaidCard(view.duel!.mine, ui)));
  return out;
}

function check(text: string): void {
  expect(text.trim().length).toBeGreaterThan(10);
  expect(text).not.toMatch(/\{|\}|undefined|about\./);
}

describe('every square, card and token explains itself', () => {
  it('in all three languages, each in its own words', () => {
    const state = begun(4, 'explain');
    harbinger(state, 0, 2);
    give(state, 0, [0, 3]);
    ranger(state, 1, 4);
    state.fateDiscard = FATES.map((_, i) => i);
    state.gates = [HEADSTONES[5]];
    const view = game.view(state, 0);
    for (const lang of LANGS) {
      const { ui, say } = voice(lang);
      const all = [
        ...everything(view, lang),
        ...[1, 2, 3, 4, 5, 6, 7].map((v) => explainDuelCard(v, ui)),
        explainLaidCard(-1, ui),
        explainLaidCard(5, ui),
        explainOwnFear({ ...view, fear: { key: null, text: 'Moths', seat: 0 } } as AtmosfearView, ui, say),
        explainOwnFear({ ...view, fear: null }, ui, say),
        explainWritten('Ann', false, ui),
        explainSquare(view, HEADSTONES[5], [1, 2], [0, 1], NAMES, ui, say),
        explainSquare(
          { ...view, options: { ...view.options, blackHole: 'roll' } },
          KIND.indexOf(BLACK_HOLE),
          [],
          [],
          NAMES,
          ui,
          say,
        ),
        ...HARBINGERS.flatMap((_, h) => COLOURS.map((_, c) => explainIndexRow(h, c, c % 2 === 0, ui, say))),
        ...COLOURS.map((_, c) => explainOwnKeystone(view, 1, c, ui, say)),
      ];
      for (const text of all) check(text);
      // A Fate card says what it does; a square with a Gate says so; a claimed Headstone names its Harbinger.
      expect(explainFate(2, ui, say)).toContain(say({ key: 'fate.again' }));
      expect(explainSquare(view, HEADSTONES[5], [], [], NAMES, ui, say)).toContain(ui('about.gate'));
      expect(explainSquare(view, HEADSTONES[2], [], [], NAMES, ui, say)).toContain(
        say({ key: `harbinger.${HARBINGERS[2]}` }),
      );
    }
  });

  it('counts in each language’s plural forms', () => {
    expect(explainKeyCount('Ann', 1, voice('en').ui)).toContain('1 Keystone;');
    expect(explainKeyCount('Ann', 3, voice('ru').ui)).toContain('3 Ключа-камня');
    expect(explainKeyCount('Ann', 5, voice('ru').ui)).toContain('5 Ключей-камней');
    const view = { fatesLeft: 21 } as AtmosfearView;
    expect(explainFateDeck(view, voice('ru').ui)).toContain('21 карта');
    expect(explainFateDeck(view, voice('et').ui)).toContain('21 kaarti');
  });

  it('never names a fear that is not the reader’s, nor another player’s Keystones', () => {
    const state = begun(4, 'secrets');
    give(state, 1, [0, 1, 2], 2); // seen by seat 2 only
    const { ui, say } = voice('en');
    const mine = everything(game.view(state, 0), 'en').join(' | ');
    for (let s = 1; s < 4; s++) expect(mine).not.toContain(say({ key: state.fears[s]!.key! }));
    expect(mine).toContain(say({ key: state.fears[0]!.key! }));
    expect(mine).not.toMatch(/green|blue|yellow/);
    expect(explainKeyCount('Boris', 3, ui)).toContain('3 Keystones');
  });

  it('from the reader’s view alone: a state that differs only in what the reader cannot see reads the same', () => {
    const rng = Rng.fromSeed('explain hidden');
    let differed = 0;
    for (const seed of ['explain 1', 'explain 2']) {
      const match = simulated(
        4,
        seed,
        {},
        (m) => m.state.fateDiscard.length >= 2 || m.state.lastAt > 20 * 60_000,
      );
      const state = match.state;
      for (let me = 0; me < 4; me++) {
        const view = game.view(state, me);
        const other = game.determinize(view, me, rng);
        if (JSON.stringify(other.fears) !== JSON.stringify(state.fears)) differed++;
        for (const lang of LANGS)
          expect(everything(game.view(other, me), lang)).toEqual(everything(view, lang));
      }
    }
    expect(differed).toBeGreaterThan(0);
  });
});
