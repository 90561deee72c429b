import { describe, expect, it } from 'vitest';
import { LANGS, formatMessage } from '../../../engine/index.ts';
import type { GameOption } from '../../../games/ui.ts';
import { games } from '../../../games/index.ts';
import { gameMeta, loadGame } from './games.ts';
import { chosenOptions, optionChoices } from './options.ts';

const HOUR: GameOption = {
  key: 'minutes',
  label: { en: 'The hour', ru: 'Час', et: 'Tund' },
  choices: [60, 30].map((value) => ({
    value,
    label: { en: `${value}`, ru: `${value}`, et: `${value}` },
    hint: { en: 'h', ru: 'h', et: 'h' },
  })),
};

describe('a match’s options in the lobby’s words', () => {
  it('MID-5 an option naming a seat offers each seat of the table by its name, then its own choices', () => {
    const director: GameOption = {
      ...HOUR,
      key: 'director',
      seats: { hint: { en: '{seat} leads', ru: '{seat}', et: '{seat}' } },
    };
    const choices = optionChoices(director, ['Seat 1 — Ann', 'Seat 2']);
    expect(choices.map((c) => c.value)).toEqual([0, 1, 60, 30]);
    expect(choices[0].label.en).toBe('Seat 1 — Ann');
    expect(choices[1].hint.en).toBe('Seat 2 leads');
    const [chosen] = chosenOptions([director], { director: 1 }, { director: 0 }, ['Seat 1', 'Seat 2']);
    expect(chosen).toMatchObject({ value: 1, usual: false });
    expect(chosen.choice?.label.et).toBe('Seat 2');
    expect(
      chosenOptions([director], { director: 3 }, { director: 0 }, ['Seat 1', 'Seat 2'])[0].choice,
    ).toBeNull();
  });

  it('names each offered option’s choice, and whether it is the default', () => {
    const [hour] = chosenOptions([HOUR], { minutes: 30 }, { minutes: 60 });
    expect(hour.choice?.value).toBe(30);
    expect(hour.usual).toBe(false);
    expect(chosenOptions([HOUR], { minutes: 60 }, { minutes: 60 })[0].usual).toBe(true);
  });

  it('falls back on the default for an option not given, and keeps a value the lobby does not offer', () => {
    expect(chosenOptions([HOUR], {}, { minutes: 60 })[0]).toMatchObject({ value: 60, usual: true });
    expect(chosenOptions([HOUR], { minutes: 45 }, { minutes: 60 })[0]).toMatchObject({
      choice: null,
      value: 45,
      usual: false,
    });
  });
});

const offering = Object.values(games).filter((game) => (gameMeta(game.id)?.options ?? []).length > 0);

describe('every game’s lobby options', () => {
  it('are offered by Liar’s Dice, Midnighters and ATMOSFEAR at least', () => {
    expect(offering.map((g) => g.id)).toEqual(
      expect.arrayContaining(['liars-dice', 'midnighters', 'atmosfear']),
    );
  });

  it('offer the game’s default, and every choice is accepted by its parseOptions as it stands', () => {
    for (const game of offering) {
      const defaults = game.options.parse(game.options.defaults, game.options.players.min) as Record<
        string,
        unknown
      >;
      const seats = Array.from({ length: game.options.players.min }, (_, s) => `Seat ${s + 1}`);
      for (const option of gameMeta(game.id)!.options!) {
        const choices = optionChoices(option, seats);
        expect(
          choices.map((c) => c.value),
          `${game.id}: ${option.key}`,
        ).toContain(defaults[option.key]);
        for (const { value } of choices) {
          const parsed = game.options.parse({ ...defaults, [option.key]: value }, game.options.players.min);
          expect((parsed as Record<string, unknown>)[option.key], `${game.id}: ${option.key}`).toBe(value);
        }
      }
    }
  });

  it('each have a How-to-play whose every paragraph is a text in every language', async () => {
    for (const game of offering) {
      const ui = (await loadGame(game.id))!;
      const defaults = game.options.parse(game.options.defaults, game.options.players.min) as Record<
        string,
        unknown
      >;
      const seats = Array.from({ length: game.options.players.min }, (_, s) => `Seat ${s + 1}`);
      for (const option of gameMeta(game.id)!.options!) {
        for (const { value } of optionChoices(option, seats)) {
          const options = game.options.parse({ ...defaults, [option.key]: value }, game.options.players.min);
          for (const { paragraphs } of ui.howTo(options).sections) {
            for (const paragraph of paragraphs) {
              const message = typeof paragraph === 'string' ? { key: paragraph } : paragraph;
              const nested = Object.values(message.params ?? {}).flatMap((p) =>
                typeof p === 'object' && 'text' in p ? [p.text] : [],
              );
              for (const lang of LANGS) {
                for (const key of [message.key, ...nested])
                  expect(Object.hasOwn(ui.texts[lang], key), `${game.id}: ${lang} ${key}`).toBe(true);
                expect(formatMessage(ui.texts, lang, message), `${lang} ${message.key}`).not.toMatch(/[{}]/);
              }
            }
          }
        }
      }
    }
  });
});
