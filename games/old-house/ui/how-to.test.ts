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

  it('OH-D12 tells that a trap works at once, as printed, unless the match arms traps after the Phantom’s turn', () => {
    for (const lang of LANGS) {
      expect(page(undefined, lang)).not.toMatch(/how\.hunters/);
      expect(page({ traps: 'armed' }, lang)).not.toMatch(/how\.hunters/);
      expect(page(undefined, lang)).not.toBe(page({ traps: 'armed' }, lang));
    }
    expect(page(undefined, 'en')).toMatch(/works from the moment it is set, as printed/);
    expect(page({ traps: 'armed' }, 'en')).toMatch(/only once the Phantom’s next turn is over/);
    expect(() => ui.howTo({ traps: 'later' })).toThrow(RangeError);
  });

  it('OH-D36 tells that with two players the other hero of a wrong accuser still plays its turn', () => {
    expect(page(undefined, 'en')).toMatch(/the hunter’s other hero still plays its turn/);
    expect(page(undefined, 'ru')).toMatch(/другой герой того же игрока ходит/);
  });

  it('OH-22 tells that a search finds the whole night’s route, even before the Phantom was last seen', () => {
    expect(page(undefined, 'en')).toMatch(/at any time this night, even before it was last seen/);
    expect(page({ traces: 'stamped' }, 'et')).toMatch(/ka enne, kui teda viimati nähti/);
  });

  it('OH-D11 tells that a turn without a Move card still spends one, and why: the night ends when they run out', () => {
    expect(page(undefined, 'en')).toMatch(/may play none in a turn, but such a turn still spends one/);
    expect(page(undefined, 'ru')).toMatch(/ночь кончается, только когда карты кончатся/);
    expect(page(undefined, 'et')).toMatch(/öö lõpeb alles siis, kui kaardid on otsas/);
  });
});
