// How to play tells the rules the match is played by: the printed Black Hole by default, our roll where chosen.
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
  it('ATM-D18 tells that a Black Hole holds until the Gatekeeper frees you, unless the match rolls your number', () => {
    for (const lang of LANGS) {
      expect(page({}, lang)).not.toMatch(/how\.|\{/);
      expect(page({}, lang)).toMatch(
        /Gatekeeper frees you|освободит Привратник|Väravavaht \(või Võtmekivi\) sind vabastab/,
      );
      expect(page({ blackHole: 'roll' }, lang)).toMatch(/In this match|В этой партии|Selles mängus/);
    }
  });

  it('ATM-D17 tells that Gates stand anywhere off the Ring Road, and ATM-D29 that the same words are your fear', () => {
    expect(page({}, 'en')).toMatch(/anywhere off the Ring Road, even on a Keystone square or a Headstone/);
    expect(page({}, 'en')).toMatch(/the same words as yours, whoever wrote them/);
    expect(page({}, 'ru')).toMatch(/где угодно, кроме Кольцевой дороги/);
    expect(page({}, 'et')).toMatch(/kõikjal peale Ringtee/);
  });
});
