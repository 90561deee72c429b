// The board drawn to HTML for tables at every step of a turn: it offers exactly the engine's legal moves (one
// option each, plus their targets on the table), says what the step is, labels every stack for a screen reader,
// and never shows a dictionary key instead of words, in any of the three languages.
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGS, formatMessage, type Lang, type Message } from '../../../engine/index.ts';
import { BIG_CREATURES, BIG_TEETH, SHELLS, card, fresh, game, play, stackUp, walk } from '../fixtures.ts';
import { ABILITY_FACES, FLAT_POINTS, HEAD_START, LINE_STACKS, SEAT_LINES } from '../content.ts';
import type { BoardProps } from '../../ui.ts';
import type { AtrahEvent, AtrahMove, AtrahState, AtrahView } from '../state.ts';
import { ui } from './index.tsx';
import { cardShown, effectWords, explain } from './words.tsx';
import { atrahPresentation as presentation } from '../presentation.ts';

const NAMES = ['Ann', 'Bat', 'Moth', 'Fox'];

function draw(
  state: AtrahState,
  seat: number | 'spectator',
  lang: Lang = 'en',
  legal?: readonly AtrahMove[],
) {
  const moves = legal ?? (seat === 'spectator' ? [] : game.legalMoves(state, seat));
  return renderToStaticMarkup(
    createElement(ui.Board as FunctionComponent<BoardProps<AtrahView, AtrahMove, AtrahEvent>>, {
      view: game.view(state, seat),
      viewer: seat,
      legalMoves: moves,
      onMove: () => {
        throw new Error('a static drawing makes no move');
      },
      events: [],
      eventsKey: 1,
      seatNames: NAMES.slice(0, state.players),
      lang,
      ui: (key: string, params?: Message['params']) => formatMessage(ui.texts, lang, { key, params }, NAMES),
      say: (message: Message) => formatMessage(presentation.texts, lang, message, NAMES),
    }),
  );
}

/** A parameter left in a text: `{points}`, or a plural form never chosen, `{points|one=…}`. */
const UNFILLED = /\{[a-z]+(\|[^}]*)?\}/;

const en = (key: string, params?: Message['params']) => formatMessage(ui.texts, 'en', { key, params }, NAMES);
const enSay = (message: Message) => formatMessage(presentation.texts, 'en', message, NAMES);

const attr = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

/** A reachable table where the seat to act is in `phase`, from random play. */
function tableIn(phase: AtrahState['phase'], players: number): AtrahState {
  for (let i = 0; i < 3000; i++) {
    const state = walk(`board-${phase}-${i}`, players, 1 + (i % 60));
    if (state.phase === phase) return state;
  }
  throw new Error(`no table in phase ${phase}`);
}

describe('the ATRAH board', () => {
  for (const phase of ['take', 'effects', 'keep', 'extra', 'claim'] as const) {
    it(`offers exactly the legal moves in the ${phase} step`, () => {
      const state = tableIn(phase, 2 + (phase.length % 3));
      const seat = state.turn;
      const html = draw(state, seat);
      const legal = game.legalMoves(state, seat).map((m) => game.wire!.moveKey!(m));
      expect(attr(html, 'data-option').sort()).toEqual([...legal].sort());
      // The step list marks the step of the turn the seat is in.
      const step = { take: 1, effects: 2, keep: 3, extra: 3, claim: 4 }[phase];
      expect(html).toMatch(
        new RegExp(`aria-current="step"><span class="at-step-no" aria-hidden="true">${step}<`),
      );
      // Nothing is chosen yet, so nothing can be confirmed.
      expect(html).toMatch(/<button type="button" class="primary at-confirm" disabled=""/);
      // Targets on the table: lit row letters for rows, stacks for Send, column heads for Take.
      const rows = legal.filter((k) => k.startsWith('r')).length;
      expect((html.match(/class="at-row-key/g) ?? []).length).toBe(3);
      expect((html.match(/<button[^>]*data-row-key=/g) ?? []).length).toBe(rows);
      const sends = legal.filter((k) => k.startsWith('s')).length;
      expect((html.match(/class="at-cell at-stack target[^"]*send-target/g) ?? []).length).toBe(sends);
      const takes = legal.filter((k) => k.startsWith('m')).length;
      expect((html.match(/<button type="button" class="at-col-name"/g) ?? []).length).toBe(takes);
    });
  }

  it('offers the Majority columns a Take can pull from as buttons named by what they show', () => {
    let state: AtrahState | null = null;
    for (let i = 0; i < 5000 && !state; i++) {
      const s = walk(`take-${i}`, 3, 2 + (i % 50));
      if (s.phase === 'effects' && game.legalMoves(s, s.turn).some((m) => m.type === 'majority')) state = s;
    }
    const html = draw(state!, state!.turn);
    const takes = game.legalMoves(state!, state!.turn).filter((m) => m.type === 'majority');
    const buttons = [...html.matchAll(/<button type="button" class="at-col-name" aria-label="([^"]*)"/g)];
    expect(buttons).toHaveLength(takes.length);
    for (const [, label] of buttons)
      expect(label).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?: \d+ cards?, rank \d/);
  });

  it('ATR-13 offers the Take on an empty Majority area before the Send, named as lost, in every language', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_TEETH, 0)]); // a Take, the Majority area empty
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_CREATURES, 0)]); // a Send
    play(state, { type: 'row', line: 0 });
    const html = draw(state, 0);
    expect(attr(html, 'data-option')).toContain('f');
    expect(html).toContain(enSay({ key: 'move.fizzle' }));
    for (const lang of LANGS) expect(draw(state, 0, lang)).not.toMatch(/move\.fizzle|explain\.fizzle/);
    const fizzle = game.legalMoves(state, 0).find((m) => m.type === 'fizzle')!;
    expect(explain(fizzle, game.view(state, 0), 0, [], en, enSay)).toEqual([en('explain.fizzle')]);
  });

  it('offers nothing to a seat that is not to act, and to a spectator', () => {
    const state = fresh(3);
    expect(attr(draw(state, 1), 'data-option')).toEqual([]);
    expect(attr(draw(state, 'spectator'), 'data-option')).toEqual([]);
    expect(draw(state, 1)).toMatch(/Ann is playing/);
  });

  it('labels every stack with what its card shows, its effect, height and Fish, and turns the grid to the reader', () => {
    const state = fresh(4);
    const html = draw(state, 0);
    const labels = attr(html, 'aria-label').filter((l) => l.startsWith('Stack '));
    expect(labels).toHaveLength(6);
    state.tops.forEach((top, stack) => {
      const label = labels.find((l) => l.startsWith(`Stack ${stack + 1}:`))!;
      // The name begins with the face's own words, in the face's order: value, family, effect.
      expect(label.startsWith(`Stack ${stack + 1}: ${cardShown(en, enSay, top)}. `)).toBe(true);
      const effect = effectWords(top, enSay);
      if (effect) expect(label).toContain(effect);
      expect(label).toContain('12 cards left. 4 Fish beside it.');
    });
    expect(labels.some((l) => / [A-Z][a-z]+ (Draw|Send|Take|Boat \d|\+1 family)\. /.test(l))).toBe(true);
    // Stack 1 lies north of the pile: south sees it at the top; west (seat 2) looks east, so north is on its
    // left; north sees it at the bottom; east looks west, so north is on its right.
    const place = (html: string, stack: number) =>
      html.match(new RegExp(`style="grid-row:(\\d);grid-column:(\\d)"[^>]*data-stack="${stack}"`))!.slice(1);
    expect(place(draw(state, 0), 0)).toEqual(['1', '3']);
    expect(place(draw(state, 1), 0)).toEqual(['2', '2']);
    expect(place(draw(state, 2), 0)).toEqual(['3', '3']);
    expect(place(draw(state, 3), 0)).toEqual(['2', '4']);
  });

  it('lays each seat’s rows A, B, C across the screen, farthest first, each with its two stacks', () => {
    const state = fresh(4);
    for (let seat = 0; seat < 4; seat++) {
      const html = draw(state, seat, 'en', []);
      for (let row = 0; row < 3; row++) {
        const onRow = [
          ...html.matchAll(
            new RegExp(`style="grid-row:${row + 1};grid-column:\\d"[^>]*data-stack="(\\d)"`, 'g'),
          ),
        ]
          .map((m) => Number(m[1]))
          .sort();
        expect(onRow, `seat ${seat + 1}, row ${'ABC'[row]}`).toEqual(
          [...LINE_STACKS[SEAT_LINES[seat][row]]].sort(),
        );
      }
    }
  });

  it('shows no dictionary key instead of words, in English, Russian and Estonian', () => {
    for (const lang of ['en', 'ru', 'et'] as const) {
      for (const phase of ['take', 'effects', 'keep', 'extra', 'claim'] as const) {
        const state = tableIn(phase, 4);
        const html = draw(state, state.turn, lang);
        expect(html).not.toMatch(
          /\b(explain|option|hint|step|stack|column|tile|player|players|panel|fx|ref|card|family|effect|view|move)\.[a-z-]+/,
        );
        expect(html).not.toMatch(UNFILLED);
      }
      const over = walk('board-over', 4, 10_000);
      expect(draw(over, 0, lang)).not.toMatch(UNFILLED);
    }
  });

  it('says what every legal move will do, in every language, before it is made', () => {
    const keyLike =
      /\b(explain|option|hint|step|stack|column|tile|player|panel|fx|card|family|effect|move)\.[a-z-]+/;
    for (const lang of ['en', 'ru', 'et'] as const) {
      const uiSay = (key: string, params?: Message['params']) =>
        formatMessage(ui.texts, lang, { key, params }, NAMES);
      const say = (message: Message) => formatMessage(presentation.texts, lang, message, NAMES);
      for (const phase of ['take', 'effects', 'keep', 'extra', 'claim'] as const) {
        for (const players of [2, 4]) {
          const state = tableIn(phase, players);
          const view = game.view(state, state.turn);
          const moves = game.legalMoves(state, state.turn);
          for (const move of moves) {
            const lines = explain(move, view, state.turn, moves, uiSay, say);
            expect(lines.length).toBeGreaterThan(0);
            for (const line of lines) {
              expect(line).not.toMatch(keyLike);
              expect(line).not.toMatch(UNFILLED);
            }
          }
        }
      }
    }
  });

  it('warns before a decline gives the points tile up for good', () => {
    const state = tableIn('claim', 2);
    const moves = game.legalMoves(state, state.turn);
    const view = game.view(state, state.turn);
    const decline = moves.find((m) => m.type === 'decline')!;
    const flatOffered = moves.some((m) => m.type === 'claim' && m.tile < 5);
    expect(explain(decline, view, state.turn, moves, en, enSay).join(' ')).toMatch(
      flatOffered ? /for good/ : /on a later turn/,
    );
  });

  it('shows the final scores once the game is over', () => {
    const over = walk('board-final', 3, 10_000);
    const html = draw(over, 0);
    expect(attr(html, 'data-estimate').map(Number)).toEqual(game.outcome(over)!.scores);
    expect(html).toMatch(/these are the final scores/);
  });

  it('explains on screen what every tile’s short words mean: a legend of the tiles in play', () => {
    for (const faces of ['aaaaa', 'bbbbb']) {
      const state = fresh(3, 'legend', { faces });
      const html = draw(state, 0);
      // Not folded away: the legend is part of the Majority area, in plain text.
      expect(html).not.toMatch(/<details/);
      const legend = html.slice(html.indexOf('class="at-legend"'));
      expect(legend).toMatch(/three different values of its family/);
      for (let colour = 0; colour < 5; colour++) {
        const condition = ABILITY_FACES[colour][faces === 'aaaaa' ? 0 : 1];
        const item = legend.match(new RegExp(`data-legend="${colour}">(.*?)</li>`))![1];
        const text = item.replace(/<[^>]+>/g, '');
        // The short words as the tile shows them, then the whole rule.
        const short = en(`tile.short.${condition}`);
        expect(html).toContain(`<span class="at-tile-what" aria-hidden="true">${short}</span>`);
        expect(item).toContain(`<span class="at-legend-short">${short}</span>`);
        expect(text).toContain(enSay({ key: `tile.${condition}` }));
        expect(item).toContain(`<span class="at-legend-short">${FLAT_POINTS[colour]}</span>`);
        expect(text).toContain(`${FLAT_POINTS[colour]} points`);
      }
    }
  });

  it('ATR-10 shows on the table who was drawn to take the first turn', () => {
    const state = walk('who begins', 4, 0); // the default options: the first player drawn
    const html = draw(state, 'spectator');
    expect(html.match(/Drawn at random to take the first turn/g)).toHaveLength(1);
    const panel = html.slice(html.indexOf(`data-player="${state.first}"`));
    expect(panel.slice(0, panel.indexOf('</article>'))).toContain('Drawn at random to take the first turn');
    expect(draw(fresh(4, 'seat 1'), 'spectator')).toContain('Took the first turn.');
  });

  it('ATR-10 How to play says who begins: drawn at random by default, seat 1 with that option', () => {
    const paragraphs = (options: unknown) => ui.howTo(options).sections.flatMap((s) => s.paragraphs);
    expect(paragraphs(game.options.defaults)).toContain('how.turn.first-random');
    expect(paragraphs(game.options.defaults)).not.toContain('how.turn.first-seat-1');
    expect(paragraphs({ first: 'seat-1' })).toContain('how.turn.first-seat-1');
    expect(paragraphs({ first: 'seat-1' })).not.toContain('how.turn.first-random');
    expect(() => ui.howTo({ first: 'seat-3' })).toThrow(RangeError);
  });

  it('ATR-D18 How to play tells of the head start only in a match that plays it', () => {
    const page = (options: unknown, lang: Lang) =>
      ui
        .howTo(options)
        .sections.flatMap((s) =>
          s.paragraphs.map((p) => formatMessage(ui.texts, lang, typeof p === 'string' ? { key: p } : p)),
        );
    for (const options of [game.options.defaults, { headStart: false }, { first: 'seat-1' }]) {
      expect(page(options, 'en').join(' ')).not.toMatch(/head start|later seats|start with/i);
      expect(page(options, 'ru').join(' ')).not.toMatch(/фор[аыу]|поздние места/i);
      expect(page(options, 'et').join(' ')).not.toMatch(/edumaa|hilisemad kohad/i);
    }
    const told = page({ headStart: true }, 'en').join(' ');
    expect(told).toMatch(/later seats start with a few points/);
    // The points it tells are the ones the rules give.
    expect(told).toContain(`${HEAD_START[2].join(' and ')} with two players`);
    expect(told).toContain(`0, 4 and 8 with three; 0, 2, 5 and 7 with four`);
    expect(HEAD_START[3]).toEqual([0, 4, 8]);
    expect(HEAD_START[4]).toEqual([0, 2, 5, 7]);
  });

  it('writes every count with its language’s plural form, in every text of the game and its board', () => {
    // A count right before its noun must agree with it: 1 card, 2 cards; 1 очко, 4 очка, 5 очков; 1 kaart, 2 kaarti.
    const slips: Record<Lang, RegExp[]> = {
      en: [
        /(?<![\d.])1 (cards|points|spaces|values|families)\b/,
        /\b(0|[2-9]|\d\d+) (card|point|space|value|family)(?![\w-])/,
      ],
      ru: [
        /(?<!1)1 (очка|очков|карты|карт|рыбки|рыбок|шага|шагов|семейства|семейств)(?![а-яё])/,
        /(?<!1)[234] (очко|очков|карта|карт|рыбка|рыбок|шаг|шагов|семейство|семейств)(?![а-яё])/,
        /(1[1-4]|(?<!\d)[05-9]|[2-9][05-9]) (очко|очка|карта|карты|рыбка|рыбки|шаг|шага|семейство|семейства)(?![а-яё])/,
      ],
      et: [
        /(?<![\d.])1 (kaarti|punkti|kohta|perekonda)\b/,
        /\b(0|[2-9]|\d\d+) (kaart|punkt|koht|perekonna)\b/,
      ],
    };
    // Parameters that are words, not counts.
    const WORDS = [
      'family',
      'name',
      'card',
      'cards',
      'tile',
      'effect',
      'effects',
      'values',
      'move',
      'what',
      'row',
    ];
    let checked = 0;
    for (const lang of LANGS) {
      for (const dictionary of [ui.texts, presentation.texts]) {
        for (const [key, text] of Object.entries(dictionary[lang])) {
          const names = [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]);
          if (names.length === 0) continue;
          for (let n = 0; n <= 25; n++) {
            const params = Object.fromEntries(
              names.map((name) => [name, name === 'player' ? { seat: 0 } : WORDS.includes(name) ? 'Xx' : n]),
            );
            const said = formatMessage(dictionary, lang, { key, params }, NAMES);
            for (const slip of slips[lang]) expect(said, `${lang} ${key} with ${n}`).not.toMatch(slip);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // The slips it looks for are the ones it would find.
    expect('4 очков').toMatch(slips.ru[1]);
    expect('21 очков').toMatch(slips.ru[0]);
    expect('11 очко').toMatch(slips.ru[2]);
    expect('1 cards').toMatch(slips.en[0]);
    expect('2 kaart').toMatch(slips.et[1]);
  });

  it('gives the Draw effect its own Russian verb, not the one for taking a row', () => {
    const ru = ui.texts.ru;
    const draw = ru['fx.draw'].toLowerCase();
    for (const key of ['step.take', 'hint.take', 'option.row', 'how.turn.1']) {
      expect(ru[key].toLowerCase()).not.toContain(draw);
    }
    expect(presentation.texts.ru['move.row'].toLowerCase()).not.toContain(draw);
    expect(ru['how.effects.1'].startsWith(`${ru['fx.draw']}:`)).toBe(true);
  });
});
