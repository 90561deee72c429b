// The board drawn to HTML for tables at every step of a turn: it offers exactly the engine's legal moves (one
// option each, plus their targets on the table), says what the step is, labels every stack for a screen reader,
// and never shows a dictionary key instead of words, in any of the three languages.
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMessage, type Lang, type Message } from '../../../engine/index.ts';
import { fresh, game, walk } from '../fixtures.ts';
import { LINE_STACKS, SEAT_LINES } from '../content.ts';
import type { BoardProps } from '../../ui.ts';
import type { AtrahEvent, AtrahMove, AtrahState, AtrahView } from '../state.ts';
import { ui } from './index.tsx';
import { explain } from './words.tsx';

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
      say: (message: Message) => formatMessage(game.texts, lang, message, NAMES),
    }),
  );
}

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
      const legal = game.legalMoves(state, seat).map((m) => game.moveKey!(m));
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
      expect((html.match(/<button type="button" class="at-col-head"/g) ?? []).length).toBe(takes);
    });
  }

  it('offers nothing to a seat that is not to act, and to a spectator', () => {
    const state = fresh(3);
    expect(attr(draw(state, 1), 'data-option')).toEqual([]);
    expect(attr(draw(state, 'spectator'), 'data-option')).toEqual([]);
    expect(draw(state, 1)).toMatch(/Ann is playing/);
  });

  it('labels every stack with its card, effect, height and Fish, and turns the grid to the reader', () => {
    const state = fresh(4);
    const html = draw(state, 0);
    const labels = attr(html, 'aria-label').filter((l) => l.startsWith('Stack '));
    expect(labels).toHaveLength(6);
    for (const label of labels) {
      expect(label).toMatch(
        /^Stack \d\. .+ \d(\. Effect: .+|, no effect)\. cards left: 12\. 4 Fish beside it/,
      );
    }
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
        expect(html).not.toMatch(/\{[a-z]+\}/);
      }
      const over = walk('board-over', 4, 10_000);
      expect(draw(over, 0, lang)).not.toMatch(/\{[a-z]+\}/);
    }
  });

  it('says what every legal move will do, in every language, before it is made', () => {
    const keyLike =
      /\b(explain|option|hint|step|stack|column|tile|player|panel|fx|card|family|effect|move)\.[a-z-]+/;
    for (const lang of ['en', 'ru', 'et'] as const) {
      const uiSay = (key: string, params?: Message['params']) =>
        formatMessage(ui.texts, lang, { key, params }, NAMES);
      const say = (message: Message) => formatMessage(game.texts, lang, message, NAMES);
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
              expect(line).not.toMatch(/\{[a-z]+\}/);
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
    const en = (key: string, params?: Message['params']) =>
      formatMessage(ui.texts, 'en', { key, params }, NAMES);
    const say = (message: Message) => formatMessage(game.texts, 'en', message, NAMES);
    const decline = moves.find((m) => m.type === 'decline')!;
    const flatOffered = moves.some((m) => m.type === 'claim' && m.tile < 5);
    expect(explain(decline, view, state.turn, moves, en, say).join(' ')).toMatch(
      flatOffered ? /for good/ : /on a later turn/,
    );
  });

  it('shows the final scores once the game is over', () => {
    const over = walk('board-final', 3, 10_000);
    const html = draw(over, 0);
    expect(attr(html, 'data-estimate').map(Number)).toEqual(game.outcome(over)!.scores);
    expect(html).toMatch(/these are the final scores/);
  });
});
