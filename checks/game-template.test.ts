// Every game folder on one template (docs/adding-a-game.md, "The folder"): the same file names for the same ideas,
// the same exported names, the same test layout, and each folder in the registry (games/index.ts).
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '../games/index.ts';

const GAMES = join(import.meta.dirname, '..', 'games');

/** The files every game has, each for one idea. */
const REQUIRED = [
  'DESIGN.md', // the rules by ID and the decisions that fill their silences
  'state.ts', // the types: state, move, event, options
  'rules.ts', // the rules
  'view.ts', // what each seat sees; determinize and clone
  'texts.ts', // every word, in every language
  'describe.ts', // log lines, move names, the view in words
  'presentation.ts', // the words put together
  'bots.ts', // how bots play it
  'index.ts', // the rules put together: the Game
  'rules.test.ts', // the rules, each test named by its ID
  'view.test.ts', // what each seat sees, and nothing more
  'bots.test.ts', // the bots
  'ui/meta.ts', // the lobby's card
  'ui/index.tsx', // the board
  'ui/texts.ts', // the board's words
];

/** One name per idea: where a game has the idea, it has this name and not the other. */
const RENAMED: Readonly<Record<string, string>> = { 'evaluate.ts': 'evaluation.ts' };

/** `old-house` → `oldHouse`. */
const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** What keeps the folder `dir` (of the game `id`) off the template, in words; empty when it is on it. */
function templateFaults(dir: string, id: string): string[] {
  const faults: string[] = [];
  for (const file of REQUIRED) if (!existsSync(join(dir, file))) faults.push(`no ${file}`);
  for (const [wrong, right] of Object.entries(RENAMED))
    if (existsSync(join(dir, wrong))) faults.push(`${wrong} should be named ${right}`);
  if (existsSync(join(dir, `${id}.test.ts`))) faults.push(`${id}.test.ts should be named rules.test.ts`);
  const exports: [string, RegExp][] = [
    ['index.ts', new RegExp(`export const ${camel(id)}\\b`)],
    ['bots.ts', new RegExp(`export const ${camel(id)}Bots\\b`)],
    ['presentation.ts', new RegExp(`export const ${camel(id)}Presentation\\b`)],
    ['ui/meta.ts', /export const meta\b/],
    ['ui/index.tsx', /export const ui\b/],
  ];
  for (const [file, pattern] of exports) {
    const path = join(dir, file);
    if (existsSync(path) && !pattern.test(readFileSync(path, 'utf8')))
      faults.push(
        `${file} does not export ${pattern.source.replace('export const ', '').replace('\\b', '')}`,
      );
  }
  return faults;
}

const folders = readdirSync(GAMES).filter((name) => statSync(join(GAMES, name)).isDirectory());

describe('the game folders', () => {
  it.each(folders)('%s is on the template', (id) => {
    expect(templateFaults(join(GAMES, id), id)).toEqual([]);
  });

  it('are the registry, one entry per folder, each game named as its folder', () => {
    expect(Object.keys(games).sort()).toEqual([...folders].sort());
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
  });

  it('a folder off the template is named with what it lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nocturne-template-'));
    writeFileSync(join(dir, 'index.ts'), 'export const somethingElse = 1;\n');
    writeFileSync(join(dir, 'evaluate.ts'), '');
    writeFileSync(join(dir, 'new-game.test.ts'), '');
    const faults = templateFaults(dir, 'new-game');
    expect(faults).toContain('no rules.ts');
    expect(faults).toContain('no ui/index.tsx');
    expect(faults).toContain('evaluate.ts should be named evaluation.ts');
    expect(faults).toContain('new-game.test.ts should be named rules.test.ts');
    expect(faults).toContain('index.ts does not export newGame');
  });
});
