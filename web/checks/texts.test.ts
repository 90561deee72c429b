// Every text the app shows comes from a dictionary that exists in English, Russian and Estonian.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Texts } from '../../engine/index.ts';
import { games, presentationFor } from '../../games/index.ts';
import { dictionaries } from '../src/i18n/index.ts';
import {
  countsOutsidePlurals,
  dictionaryProblems,
  findHardcodedText,
  placeholders,
  uiKeysUsed,
} from './texts.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const uiFolders = readdirSync(join(ROOT, 'games'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(ROOT, 'games', e.name, 'ui', 'texts.ts')))
  .map((e) => e.name);
const components = [
  ...sourceFiles(join(ROOT, 'web/src')),
  ...uiFolders.flatMap((id) => sourceFiles(join(ROOT, 'games', id, 'ui'))),
];

describe('the dictionaries', () => {
  it('the app’s own: every key in all three languages, none empty, the same {parameters}', () => {
    expect(dictionaryProblems(dictionaries)).toEqual([]);
    expect(Object.keys(dictionaries.en).length).toBeGreaterThan(100);
  });

  it('each board’s own, and each game’s texts', async () => {
    expect(uiFolders).toEqual(expect.arrayContaining(['liars-dice', 'tic-tac-toe']));
    for (const id of uiFolders) {
      const { texts } = (await import(join(ROOT, 'games', id, 'ui', 'texts.ts'))) as { texts: Texts };
      expect(dictionaryProblems(texts), id).toEqual([]);
    }
    for (const id of Object.keys(games))
      expect(dictionaryProblems(presentationFor(id).texts), id).toEqual([]);
  });

  it('finds a key missing in one language, an empty text and a parameter that differs', () => {
    const broken = {
      en: { a: 'Hello {name}', b: 'Bye', c: 'x' },
      ru: { a: 'Привет {nme}', b: 'Пока', c: 'x' },
      et: { a: 'Tere {name}', c: ' ' },
    };
    expect(dictionaryProblems(broken)).toEqual([
      'ru: "a" has {nme}, English has {name}',
      'et: missing "b"',
      'et: "c" is empty',
    ]);
    expect(placeholders('{a} and {b} and {a}')).toEqual(['a', 'b']);
  });

  it('reads a plural’s count as a parameter, and finds a plural form a language lacks', () => {
    const plurals = {
      en: { n: '{n|one=# card|other=# cards}' },
      ru: { n: '{n|one=# карта|few=# карты|other=# карт}' },
      et: { n: '{n|one=# kaart|other=# kaarti}' },
    };
    expect(placeholders(plurals.en.n)).toEqual(['n']);
    expect(dictionaryProblems(plurals)).toEqual(['ru: "n" lacks the plural form {n|many=…}']);
  });

  it('every key a board asks for, and every How-to-play key, is in its dictionary', async () => {
    for (const id of uiFolders) {
      const { texts } = (await import(join(ROOT, 'games', id, 'ui', 'texts.ts'))) as { texts: Texts };
      for (const file of sourceFiles(join(ROOT, 'games', id, 'ui'))) {
        for (const { key, line } of uiKeysUsed(readFileSync(file, 'utf8'), file)) {
          expect(Object.hasOwn(texts.en, key), `${file}:${line} asks for "${key}"`).toBe(true);
        }
      }
    }
  });
});

describe('counts meet nouns only in plural forms', () => {
  it('in the app’s dictionary, every game’s texts and every board’s', async () => {
    const found = countsOutsidePlurals(dictionaries).map((p) => `app: ${p}`);
    for (const id of Object.keys(games))
      found.push(...countsOutsidePlurals(presentationFor(id).texts).map((p) => `${id}: ${p}`));
    for (const id of uiFolders) {
      const { texts } = (await import(join(ROOT, 'games', id, 'ui', 'texts.ts'))) as { texts: Texts };
      found.push(...countsOutsidePlurals(texts).map((p) => `${id}/ui: ${p}`));
    }
    expect(found).toEqual([]);
  });

  it('finds a count before a noun in English, and a plural English has that another language lacks', () => {
    const texts = {
      en: {
        a: '{n} players',
        b: 'Seat {n}',
        c: '{n} of {limit}',
        d: '{count|one=# die|other=# dice}',
        e: '{count|one=# die|other=# dice}',
        f: '{count|one=# die|other=# dice}',
      },
      ru: {
        a: 'Игроков: {n}',
        b: 'Место {n}',
        c: '{n} из {limit}',
        d: '{count} кубиков',
        e: 'кубиков: {count}',
        f: '{count} куб.',
      },
      et: {
        a: 'Mängijaid: {n}',
        b: 'Koht {n}',
        c: '{n} / {limit}',
        d: '{count|one=# täring|other=# täringut}',
        e: '{count|one=# täring|other=# täringut}',
        f: '{count} koha võrra',
      },
    };
    expect(countsOutsidePlurals(texts)).toEqual([
      'en: "a" has {n} before "players" outside a plural form',
      'ru: "d" has {count} before "кубиков" outside a plural form, English has one',
    ]);
  });
});

describe('no text is written into a component', () => {
  it(`finds none in the ${components.length} components of web/src and games/*/ui`, () => {
    expect(components.length).toBeGreaterThan(15);
    const findings = components.flatMap((file) => findHardcodedText(readFileSync(file, 'utf8'), file));
    expect(findings.map((f) => `${f.file.replace(ROOT, '')}:${f.line} "${f.text}"`)).toEqual([]);
  });

  it('finds words in JSX text, in text props and in shown expressions, in any script', () => {
    const source = `
      export function Bad({ ok, n }: { ok: boolean; n: number }) {
        return (
          <div title="Board" aria-label={ok ? 'Ready' : t('x')}>
            Your turn
            <input placeholder={\`Name \${n}\`} />
            {ok && 'Готово'}
            {'Valmis'}
            <>{n > 1 ? 'many' : 'one'}</>
          </div>
        );
      }`;
    expect(findHardcodedText(source, 'bad.tsx').map((f) => f.text)).toEqual([
      'Board',
      'Ready',
      'Your turn',
      'Name',
      'Готово',
      'Valmis',
      'many',
      'one',
    ]);
  });

  it('lets through dictionary lookups, numbers, symbols and data', () => {
    const source = `
      export function Good({ n, name, mode }: { n: number; name: string; mode: string }) {
        return (
          <div className="board wide" data-seat="spectator" aria-label={t('table.board')} title={ui(n > 1 ? 'a' : 'b')}>
            {n} × {name}
            <span aria-hidden="true">▶ − ? · —</span>
            {t(\`mode.\${mode}\`)}
            {mode === 'online' ? t('lobby.seat-friend') : null}
            {'abc'[n]}
          </div>
        );
      }`;
    expect(findHardcodedText(source, 'good.tsx')).toEqual([]);
  });

  it('reads the keys a board asks its dictionary for', () => {
    const keys = uiKeysUsed(
      `const a = ui('x.y', { n: 1 }); const b = ui(open ? 'p' : 'q'); const c = ui(name);`,
      'k.tsx',
    );
    expect(keys.map((k) => k.key)).toEqual(['x.y', 'p', 'q']);
  });
});
