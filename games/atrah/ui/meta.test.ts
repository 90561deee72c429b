// The lobby's options for ATRAH: each one ours, off by default, named and explained in every language, and every
// choice accepted by the rules' own check.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../engine/index.ts';
import { game } from '../fixtures.ts';
import { meta } from './meta.ts';

const option = (key: string) => meta.options!.find((o) => o.key === key)!;

describe('the lobby’s ATRAH options', () => {
  it('ATR-D18 offers the head start, off by default (the printed rules), and parseOptions takes each choice', () => {
    const headStart = option('headStart');
    expect(headStart.choices.map((c) => c.value)).toEqual([false, true]);
    expect(game.options.defaults.headStart).toBe(headStart.choices[0].value);
    for (const choice of headStart.choices) {
      expect(game.options.parse({ ...game.options.defaults, headStart: choice.value }, 3).headStart).toBe(
        choice.value,
      );
    }
    expect(() => game.options.parse({ headStart: 'on' }, 3)).toThrow(RangeError);
  });

  it('ATR-D17 offers seat 1 first beside the drawn first player (ATR-10, the default)', () => {
    const first = option('first');
    expect(first.choices.map((c) => c.value)).toEqual(['random', 'seat-1']);
    expect(game.options.defaults.first).toBe(first.choices[0].value);
    for (const choice of first.choices) {
      expect(game.options.parse({ first: choice.value }, 2).first).toBe(choice.value);
    }
  });

  it('names every option and choice, and says in one line what each choice plays, in every language', () => {
    expect(meta.options!.map((o) => o.key).sort()).toEqual(['first', 'headStart']);
    for (const o of meta.options!) {
      expect(Object.keys(game.options.defaults)).toContain(o.key);
      for (const lang of LANGS) {
        expect(o.label[lang]).toBeTruthy();
        for (const choice of o.choices) {
          expect(choice.label[lang]).toBeTruthy();
          expect(choice.hint[lang]).toBeTruthy();
          expect(choice.hint[lang]).not.toContain('\n');
        }
        // The default is the printed rule, and says so; the other choice is our variant.
        expect(o.choices[0].hint[lang]).toMatch(/^(As printed|Как в правилах|Nagu reeglites):/);
        expect(o.choices[1].hint[lang]).toMatch(/^(Our variant|Наш вариант|Meie variant):/);
      }
    }
  });
});
