import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, checkChatText, checkName, printableName, printableText } from './names.ts';

const refused = (text: string) => {
  const checked = checkName(text);
  return checked.ok ? null : checked.reason;
};

describe('checkName: what a printable name is', () => {
  it('keeps names of every script, emoji and accents, in their normal form, spaces collapsed and trimmed', () => {
    expect(checkName('Ann')).toEqual({ ok: true, name: 'Ann' });
    expect(checkName('  Zoë   Łukasz  ')).toEqual({ ok: true, name: 'Zoë Łukasz' });
    expect(checkName('Ирина')).toEqual({ ok: true, name: 'Ирина' });
    expect(checkName('محمد')).toEqual({ ok: true, name: 'محمد' });
    expect(checkName('ที่นี่')).toEqual({ ok: true, name: 'ที่นี่' }); // Thai: a vowel and a tone mark stacked
    expect(checkName('🌙 night ❤️')).toEqual({ ok: true, name: '🌙 night ❤️' }); // the heart's variation selector
    // Compatibility forms fold to what they show: full-width letters, a ligature, a no-break space.
    expect(checkName('\uff21nn\u00a0\ufb01ne')).toEqual({ ok: true, name: 'Ann fine' });
    // A decomposed accent is composed.
    expect(checkName('Zoe\u0308')).toEqual({ ok: true, name: 'Zoë' });
    expect(checkName('x'.repeat(MAX_NAME_LENGTH))).toEqual({ ok: true, name: 'x'.repeat(MAX_NAME_LENGTH) });
    // Forty characters, not forty UTF-16 units: forty moons fit.
    expect(checkName('🌙'.repeat(MAX_NAME_LENGTH)).ok).toBe(true);
  });

  it('refuses control, format, bidi and zero-width characters, with the reason', () => {
    for (const text of [
      'Ann\u0000',
      'Ann\nBo',
      'Ann\tBo',
      '\u001b[31mAnn',
      'Ann\u007f',
      'Ann\u0085',
      'Ann\u200b',
      'Ann\u200d',
      'Ann\u2060',
      '\ufeffAnn',
      '\u202eevil',
      'A\u2066nn\u2069',
      'Ann\u200f',
      'Ann\u061c',
      'Ann\u2028Bo',
      'Ann\ue000',
      'Ann\ud800',
      'Ann\u3164', // a Hangul filler: a letter that shows nothing
      'Ann\u00ad',
      'Ann\n', // at either end too: only spaces are trimmed
    ]) {
      expect(refused(text), JSON.stringify(text)).toMatch(/^A name may not hold .*U\+[0-9A-F]{4,6}.*\.$/);
    }
  });

  it('refuses stacks of combining marks, and names that are empty, blank or too long', () => {
    expect(refused('Z\u0351\u0352\u0353\u0354')).toBe(
      'A name may not stack more than 3 marks on one letter.',
    );
    expect(refused('')).toBe(`A name is 1 to ${MAX_NAME_LENGTH} characters.`);
    expect(refused('   ')).toBe(`A name is 1 to ${MAX_NAME_LENGTH} characters.`);
    expect(refused('x'.repeat(MAX_NAME_LENGTH + 1))).toBe(`A name is 1 to ${MAX_NAME_LENGTH} characters.`);
    expect(refused('\u0301')).toBe('A name may not begin with a mark.');
  });
});

describe('printableName: any name made safe to print', () => {
  it('gives a good name as checkName keeps it', () => {
    expect(printableName('  \uff21nn ', '#1')).toBe('Ann');
  });

  it('leaves out what checkName refuses, and falls back when nothing is left', () => {
    expect(printableName('\u001b[31mAnn\u001b[0m', '#1')).toBe('[31mAnn[0m');
    expect(printableName('\u202eevil\u202c', '#1')).toBe('evil');
    expect(printableName('Ann\nBo', '#1')).toBe('AnnBo');
    expect(printableName(`Z${'\u0351'.repeat(6)}`, '#1')).toBe(`Z${'\u0351'.repeat(3)}`);
    expect(printableName('\u200b\u0000', '#2')).toBe('#2');
    expect(printableName('x'.repeat(100), '#1')).toBe('x'.repeat(MAX_NAME_LENGTH));
  });
});

describe('printableText: a log line', () => {
  it('shows control, format and bidi characters as escapes, on one line', () => {
    expect(printableText('match x: Ann\u202e\nBo \u001b[31m')).toBe(
      'match x: Ann\\u{202E}\\u{A}Bo \\u{1B}[31m',
    );
    expect(printableText('Zoë 🌙')).toBe('Zoë 🌙');
  });
});

describe('checkChatText: a chat line', () => {
  it('keeps plain text of every script in its normal form, up to the length', () => {
    expect(checkChatText('  Good   game 🌙 ', 200)).toEqual({ ok: true, text: 'Good game 🌙' });
    expect(checkChatText('х'.repeat(200), 200).ok).toBe(true);
  });

  it('refuses a line too long, empty, or with control or bidi characters, saying which', () => {
    expect(checkChatText('x'.repeat(201), 200)).toEqual({
      ok: false,
      tooLong: true,
      reason: 'A message is 1 to 200 characters.',
    });
    expect(checkChatText('   ', 200)).toMatchObject({ ok: false, tooLong: false });
    expect(checkChatText('hi\u202eevil', 200)).toEqual({
      ok: false,
      tooLong: false,
      reason: 'A message may not hold control, formatting or invisible characters (it has U+202E).',
    });
    expect(checkChatText('<b>hi</b>\n', 200).ok).toBe(false);
  });
});
