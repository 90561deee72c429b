// Liar's Dice in words: every text in every language, every event and move told (describe.ts, texts.ts).
import { describe, expect, it } from 'vitest';
import { liarsDicePresentation as presentation } from './presentation.ts';
import {
  LANGS,
  Match,
  Rng,
  SPECTATOR,
  eventsFor,
  formatMessage,
  nextToDecide,
  type Viewer,
} from '../../engine/index.ts';
import { CHALLENGE } from './content.ts';
import { bid, game, play, table } from './fixtures.ts';

describe('texts', () => {
  it('has every key in every language', () => {
    const english = Object.keys(presentation.texts.en).sort();
    for (const lang of LANGS) expect(Object.keys(presentation.texts[lang]).sort()).toEqual(english);
  });

  it('narrates every event and names every move with a text that exists and fills every parameter', () => {
    const match = Match.create(game, {
      seats: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
      seed: 'log',
    });
    const rng = Rng.fromSeed('log moves');
    const seen = new Set<string>();
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      const move = rng.pick(match.legalMoves(seat));
      const messages = [presentation.describeMove!(move)];
      const applied = match.play(seat, move);
      for (const viewer of [seat, SPECTATOR] as Viewer[]) {
        for (const event of eventsFor(game, applied[0].events, viewer))
          messages.push(presentation.narrate!(event)!);
      }
      for (const message of messages) {
        seen.add(message.key);
        for (const lang of LANGS) {
          expect(presentation.texts[lang][message.key]).toBeDefined();
          expect(formatMessage(presentation.texts, lang, message, ['Ann', 'Bo', 'Cy'])).not.toMatch(/[{}]/);
        }
      }
    }
    const logKeys = Object.keys(presentation.texts.en).filter(
      (k) => k.startsWith('log.') || k.startsWith('move.'),
    );
    for (const key of logKeys) expect(seen).toContain(key);
    expect(presentation.texts.en['reason.' + match.outcome()!.reason]).toBeDefined();
  });

  it('tells a seat its own roll', () => {
    const state = table([
      [2, 2],
      [3, 3],
    ]);
    const [, , , rolled] = play(state, [bid(1, 4), CHALLENGE]);
    const message = presentation.narrate!(game.wire!.viewEvent!(rolled, 1)!)!;
    expect(message.key).toBe('log.rolled-own');
    expect(presentation.narrate!(game.wire!.viewEvent!(rolled, SPECTATOR)!)!.key).toBe('log.rolled');
  });
});
