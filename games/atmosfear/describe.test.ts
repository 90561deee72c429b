// The game told in words: every text in every language, and every log line, move and view line in full — the
// Gatekeeper's lines included.
import { describe, expect, it } from 'vitest';
import { atmosfearPresentation as presentation } from './presentation.ts';
import { LANGS, Match, MatchDriver, Rng, formatMessage, type Message } from '../../engine/index.ts';
import { atmosfearBots } from './bots.ts';
import { gatekeeperLine } from './describe.ts';
import { CALLS, INSTRUCTIONS } from './content.ts';
import { LINES_PER_TIER } from './gatekeeper.ts';
import { game } from './fixtures.ts';

describe('texts', () => {
  const check = (message: Message | null) => {
    if (!message) return;
    for (const lang of LANGS) {
      expect(presentation.texts[lang][message.key], `${lang} ${message.key}`).toBeTruthy();
      const text = formatMessage(presentation.texts, lang, message, ['A', 'B', 'C', 'D', 'E', 'F']);
      expect(text, text).not.toMatch(/\{\w+\}/);
    }
  };

  it('has every key in every language, and narrates every event, move and view line in full', () => {
    const en = Object.keys(presentation.texts.en).sort();
    for (const lang of LANGS) expect(Object.keys(presentation.texts[lang]).sort()).toEqual(en);
    const rng = Rng.fromSeed('texts');
    const seen = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const players = 3 + (g % 4);
      const seats = Array.from({ length: players }, (_, s) => ({ name: `p${s}` }));
      const match = Match.create(game, { seats, seed: `texts/${g}` });
      const driver = new MatchDriver(match, atmosfearBots.moveMs);
      while (match.outcome() === null) {
        const ask = driver.next();
        const applied = ask === null ? driver.wait() : [];
        if (ask !== null) {
          const moves = match.legalMoves(ask.seat);
          moves.forEach((m) => check(presentation.describeMove!(m)));
          // Mostly the heuristic (so the game goes far), now and then anything.
          const input = {
            view: match.view(ask.seat),
            seat: ask.seat,
            moves,
            time: match.time,
            reacting: false,
          };
          const move =
            rng.int(4) === 0 ? moves[rng.int(moves.length)] : atmosfearBots.heuristic!(input, rng)!;
          applied.push(...driver.answer(ask.seat, move));
        }
        for (const a of applied) {
          for (const event of a.events) {
            seen.add(event.type);
            for (let v = 0; v < players; v++) check(presentation.narrate!(game.wire!.viewEvent!(event, v)!));
          }
        }
        if (rng.int(60) === 0)
          for (let v = 0; v < players; v++) presentation.describeView!(match.view(v)).forEach(check);
      }
      check({ key: `reason.${match.outcome()!.reason}` });
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(['gatekeeper', 'took-stone', 'rolled', 'moved', 'over']),
    );
  });

  it('has a line for every instruction, tier and call of the Gatekeeper', () => {
    for (const instruction of INSTRUCTIONS) {
      for (let tier = 0; tier < 3; tier++) {
        for (let line = 0; line < LINES_PER_TIER; line++) {
          for (const call of CALLS) {
            check(
              gatekeeperLine({
                type: 'gatekeeper',
                instruction,
                tier,
                stop: false,
                line,
                named: { call, seat: 1, harbinger: 2, number: 5 },
              }),
            );
          }
        }
      }
    }
  });
});
