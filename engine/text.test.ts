import { describe, expect, it } from 'vitest';
import type { Texts } from './game.ts';
import { formatMessage, plainText } from './text.ts';

const texts: Texts = {
  en: {
    moved: '{player} moves {steps} squares to {place}.',
    caught: '{hunter} catches {prey}.',
    'only-english': 'The clock strikes {hour}.',
    twice: '{n} and {n} again',
    drew: '{player} draws {n|one=# card|other=# cards}.',
    went: '{player} goes to {place}.',
    'place.forest': 'the Forest',
  },
  ru: {
    moved: '{player} проходит {steps} клетки до {place}.',
    caught: '{hunter} ловит {prey}.',
    twice: '{n} и снова {n}',
    drew: '{player} тянет {n|one=# карту|few=# карты|many=# карт|other=# карты}.',
    went: '{player} идёт: {place}.',
    'place.forest': 'Лес',
  },
  et: {
    moved: '{player} liigub {steps} ruutu kohta {place}.',
    caught: '{hunter} püüab {prey}.',
    twice: '{n} ja jälle {n}',
    drew: '{player} võtab {n|one=# kaardi|other=# kaarti}.',
    went: '{player} läheb: {place}.',
    'place.forest': 'Mets',
  },
};

const names = ['Ann', 'Bo', 'Cy'];

describe('formatMessage', () => {
  it('replaces every parameter, in the language asked for', () => {
    const message = { key: 'moved', params: { player: { seat: 0 }, steps: 3, place: 'Motel' } };
    expect(formatMessage(texts, 'en', message, names)).toBe('Ann moves 3 squares to Motel.');
    expect(formatMessage(texts, 'ru', message, names)).toBe('Ann проходит 3 клетки до Motel.');
    expect(formatMessage(texts, 'et', message, names)).toBe('Ann liigub 3 ruutu kohta Motel.');
  });

  it('replaces a seat parameter by that seat’s name, or by its number when it has none', () => {
    const message = { key: 'caught', params: { hunter: { seat: 2 }, prey: { seat: 1 } } };
    expect(formatMessage(texts, 'en', message, names)).toBe('Cy catches Bo.');
    expect(formatMessage(texts, 'en', message)).toBe('#3 catches #2.');
  });

  it('replaces a parameter used twice both times, and writes zero as 0', () => {
    expect(formatMessage(texts, 'et', { key: 'twice', params: { n: 0 } })).toBe('0 ja jälle 0');
  });

  it('leaves a placeholder without a parameter as it is', () => {
    expect(formatMessage(texts, 'en', { key: 'caught', params: { hunter: 'The Phantom' } })).toBe(
      'The Phantom catches {prey}.',
    );
    expect(formatMessage(texts, 'en', { key: 'caught' })).toBe('{hunter} catches {prey}.');
  });

  it('falls back to English when a language lacks the text', () => {
    const message = { key: 'only-english', params: { hour: 12 } };
    expect(formatMessage(texts, 'ru', message)).toBe('The clock strikes 12.');
    expect(formatMessage(texts, 'et', message)).toBe('The clock strikes 12.');
  });

  it('falls back to the key when no language has the text', () => {
    expect(formatMessage(texts, 'ru', { key: 'log.unknown' })).toBe('log.unknown');
  });

  it('finds only the texts and parameters given, not what every object inherits', () => {
    expect(formatMessage(texts, 'en', { key: 'constructor' })).toBe('constructor');
    expect(formatMessage(texts, 'ru', { key: 'toString' })).toBe('toString');
    expect(
      formatMessage({ ...texts, en: { odd: 'a {constructor} b' } }, 'en', { key: 'odd', params: {} }),
    ).toBe('a {constructor} b');
  });

  it('takes each language’s plural form of a count', () => {
    const drew = (lang: 'en' | 'ru' | 'et', n: number) =>
      formatMessage(texts, lang, { key: 'drew', params: { player: { seat: 0 }, n } }, names);
    expect([1, 2, 5].map((n) => drew('en', n))).toEqual([
      'Ann draws 1 card.',
      'Ann draws 2 cards.',
      'Ann draws 5 cards.',
    ]);
    expect([1, 2, 5, 21, 22, 11].map((n) => drew('ru', n))).toEqual([
      'Ann тянет 1 карту.',
      'Ann тянет 2 карты.',
      'Ann тянет 5 карт.',
      'Ann тянет 21 карту.',
      'Ann тянет 22 карты.',
      'Ann тянет 11 карт.',
    ]);
    expect([1, 2].map((n) => drew('et', n))).toEqual(['Ann võtab 1 kaardi.', 'Ann võtab 2 kaarti.']);
  });

  it('puts another text of the dictionary in, in the same language', () => {
    const went = { key: 'went', params: { player: { seat: 1 }, place: { text: 'place.forest' } } };
    expect(formatMessage(texts, 'en', went, names)).toBe('Bo goes to the Forest.');
    expect(formatMessage(texts, 'ru', went, names)).toBe('Bo идёт: Лес.');
    expect(formatMessage(texts, 'et', went, names)).toBe('Bo läheb: Mets.');
  });
});

describe('plainText: words a person wrote', () => {
  it('keeps plain words of any script, trimmed and composed', () => {
    expect(plainText('  the attic  ', 80)).toBe('the attic');
    expect(plainText('пауки и тьма', 80)).toBe('пауки и тьма');
    expect(plainText('e\u0301', 80)).toBe('é');
    expect(plainText('🕷️ spiders', 80)).toBe('🕷️ spiders');
    expect(plainText('x'.repeat(80), 80)).toHaveLength(80);
  });

  it('refuses what is not plain text of the allowed length, saying why', () => {
    expect(() => plainText(42, 80)).toThrow(/must be a string/);
    expect(() => plainText('   ', 80)).toThrow(/empty/);
    expect(() => plainText('x'.repeat(81), 80)).toThrow(/longer than 80/);
    for (const hidden of ['a\u0000b', 'two\nlines', 'zero\u200bwidth', 'right\u202eleft', 'line\u2028break'])
      expect(() => plainText(hidden, 80)).toThrow(/control or invisible/);
  });
});
