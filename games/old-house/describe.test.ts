// The game told in words: every text in every language, and every log line, move and view line in full.
import { describe, expect, it } from 'vitest';
import { oldHousePresentation as presentation } from './presentation.ts';
import { LANGS, Rng, formatMessage, nextToDecide } from '../../engine/index.ts';
import { game } from './fixtures.ts';

describe('texts', () => {
  it('has every key in every language, and narrates every event, move and view line in full', () => {
    const en = Object.keys(presentation.texts.en).sort();
    for (const lang of LANGS) expect(Object.keys(presentation.texts[lang]).sort()).toEqual(en);
    const rng = Rng.fromSeed('texts');
    const check = (message: { key: string } | null) => {
      if (!message) return;
      for (const lang of LANGS) {
        expect(presentation.texts[lang][message.key], `${lang} ${message.key}`).toBeTruthy();
        const text = formatMessage(presentation.texts, lang, message, ['A', 'B', 'C', 'D']);
        expect(text, text).not.toMatch(/\{\w+\}|%[HhEeDL]/);
      }
    };
    for (let g = 0; g < 12; g++) {
      const state = game.setup({ players: 2 + (g % 3), options: game.options.defaults, rng });
      while (game.outcome(state) === null) {
        const seat = nextToDecide(game.toAct(state), 0)!;
        const moves = game.legalMoves(state, seat);
        moves.forEach((m) => check(presentation.describeMove!(m)));
        for (const event of game.apply(state, seat, moves[rng.int(moves.length)], { rng, time: 0 })) {
          for (let v = 0; v < state.players; v++)
            check(presentation.narrate!(game.wire!.viewEvent!(event, v)!));
        }
        if (rng.int(40) === 0)
          for (let v = 0; v < state.players; v++)
            presentation.describeView!(game.view(state, v)).forEach(check);
      }
      check({ key: `reason.${game.outcome(state)!.reason}` });
    }
  });
});
