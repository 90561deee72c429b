// How to play follows the match's options: the printed die by default, our matched dice only where chosen.
import { describe, expect, it } from 'vitest';
import { LANGS, formatMessage, type Lang } from '../../../engine/index.ts';
import { ui } from './index.tsx';

const page = (options: unknown, lang: Lang) =>
  ui
    .howTo(options)
    .sections.flatMap((s) =>
      s.paragraphs.map((p) => formatMessage(ui.texts, lang, typeof p === 'string' ? { key: p } : p)),
    )
    .join(' ');

describe('How to play', () => {
  it('OH-14 tells of one die, as printed, unless the match plays the dice matched to the heroes (OH-D27, OH-D33)', () => {
    for (const lang of LANGS) {
      expect(page(undefined, lang)).not.toMatch(/three dice|три кубика|kolme täringut/);
      expect(page({ dice: 'party' }, lang)).toMatch(/three dice|три кубика|kolme täringut/);
      expect(page({ dice: 'party' }, lang)).not.toMatch(/how\.phantom/);
    }
    expect(page(undefined, 'en')).toMatch(/one die, as printed/);
    expect(() => ui.howTo({ dice: 'four' })).toThrow(RangeError);
  });
});
