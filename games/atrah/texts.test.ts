// ATRAH in words: every text in every language, and every event, move and view told, every parameter filled.
import { describe, expect, it } from 'vitest';
import { atrahPresentation as presentation } from './presentation.ts';
import {
  LANGS,
  Match,
  Rng,
  SPECTATOR,
  eventsFor,
  formatMessage,
  nextToDecide,
  type Message,
} from '../../engine/index.ts';
import { game } from './fixtures.ts';

describe('texts', () => {
  it('has every key in every language', () => {
    const english = Object.keys(presentation.texts.en).sort();
    for (const lang of LANGS) expect(Object.keys(presentation.texts[lang]).sort()).toEqual(english);
  });

  it('narrates every event, names every move and describes every view, filling every parameter', () => {
    const seen = new Set<string>();
    const check = (message: Message) => {
      seen.add(message.key.split('.').slice(0, 2).join('.'));
      for (const lang of LANGS) {
        expect(presentation.texts[lang][message.key], `${lang}: ${message.key}`).toBeDefined();
        const text = formatMessage(presentation.texts, lang, message, ['Ann', 'Bo', 'Cy', 'Di']);
        expect(text, `${lang}: ${message.key}`).not.toMatch(/\{\w+(\|[^}]*)?\}/);
      }
    };
    for (const players of [2, 3, 4]) {
      for (let g = 0; g < 4; g++) {
        const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}` }));
        const match = Match.create(game, { seats, seed: `words ${players}/${g}` });
        const rng = Rng.fromSeed(`words ${players}/${g}`);
        while (!match.outcome()) {
          const seat = nextToDecide(match.toAct(), 0)!;
          const move = rng.pick(match.legalMoves(seat));
          for (const m of match.legalMoves(seat)) check(presentation.describeMove!(m));
          const applied = match.play(seat, move);
          for (const event of eventsFor(game, applied[0].events, SPECTATOR))
            check(presentation.narrate!(event)!);
          for (const line of presentation.describeView!(match.view(seat))) check(line);
        }
        for (const line of presentation.describeView!(match.view(SPECTATOR))) check(line);
      }
    }
    for (const kind of [
      'log.took',
      'log.kept',
      'log.discarded',
      'log.boat',
      'move.row',
      'move.keep',
      'view.stack',
    ]) {
      expect([...seen].some((key) => key.startsWith(kind))).toBe(true);
    }
    for (const key of ['name', 'summary', 'reason.three-stacks-empty']) {
      for (const lang of LANGS) expect(presentation.texts[lang][key]).toBeTruthy();
    }
  });

  it('names cards, families, colours, tiles and effects for the table', () => {
    for (const lang of LANGS) {
      const t = presentation.texts[lang];
      for (const family of ['big-creatures', 'big-teeth', 'tentacles', 'luminous', 'shells']) {
        expect(t[`family.${family}`]).toBeTruthy();
        expect(t[`card.${family}`]).toContain('{value}');
      }
      for (const colour of ['purple', 'blue', 'green', 'yellow', 'red'])
        expect(t[`colour.${colour}`]).toBeTruthy();
      for (const effect of ['draw', 'extra', 'send', 'take', 'boat'])
        expect(t[`effect.${effect}`]).toBeTruthy();
      expect(t['tile.flat']).toMatch(/\{points[|}]/);
      expect(
        formatMessage(presentation.texts, lang, { key: 'card.tentacles', params: { value: 3 } }),
      ).toMatch(/3/);
    }
    // Russian and Estonian are their own words, not English left in place.
    expect(presentation.texts.ru['family.tentacles']).toBe('Щупальца');
    expect(presentation.texts.et['family.tentacles']).toBe('Kombitsad');
  });
});
