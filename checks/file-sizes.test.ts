// Files small enough to read whole (issue 31): a server file holds one idea in at most 400 lines, and a table's
// UI file at most 500. Tests are left out: a scenario may be long.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function files(dir: string, ends: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => ends.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => join(dir, path));
}

function over(paths: readonly string[], most: number): string[] {
  return paths.flatMap((path) => {
    const lines = readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;
    return lines > most ? [`${relative('.', path)}: ${lines} lines`] : [];
  });
}

describe('file sizes', () => {
  it('no server file over 400 lines', () => {
    expect(over(files('server', /\.ts$/), 400)).toEqual([]);
  });

  it('no UI file over 500 lines, in the app or a game’s board', () => {
    const games = readdirSync(join(ROOT, 'games'), { withFileTypes: true }).filter((d) => d.isDirectory());
    const boards = games.flatMap((d) => files(join('games', d.name), /^ui\/.*\.tsx?$/));
    expect(over([...files('web/src', /\.tsx$/), ...boards], 500)).toEqual([]);
  });
});
