// The tutorial (docs/adding-a-game.md) teaches the contract with code, and the contract stays small: each ```ts
// block of the tutorial type-checks against the code as it is, and `Game` keeps at most twelve members.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each ```ts block of the tutorial, with the file its first line names (`// games/tic-tac-toe/rules.ts`). */
function snippets(): { beside: string; code: string }[] {
  const text = readFileSync(join(ROOT, 'docs', 'adding-a-game.md'), 'utf8');
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => {
    const code = match[1];
    const beside = /^\/\/ (\S+\.tsx?)\n/.exec(code)?.[1];
    if (!beside)
      throw new Error(`a ts block must name the file it belongs beside on its first line:\n${code}`);
    return { beside, code };
  });
}

/** The compiler's complaints about `files` (path → text, checked as if they were on disk), as readable lines. */
function typeErrors(files: ReadonlyMap<string, string>): string[] {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => files.get(path) ?? readFile(path);
  host.fileExists = (path) => files.has(path) || fileExists(path);
  host.getSourceFile = (path, language, onError, fresh) => {
    const text = files.get(path);
    return text === undefined
      ? getSourceFile(path, language, onError, fresh)
      : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
    const at = d.file ? `${relative(ROOT, d.file.fileName)}${where ? `:${where.line + 1}` : ''}: ` : '';
    return at + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

describe('docs/adding-a-game.md', () => {
  it('has code that type-checks against the code it teaches', () => {
    const blocks = snippets();
    expect(blocks.length).toBeGreaterThan(5);
    const files = new Map(
      blocks.map(({ beside, code }, i) => [
        join(ROOT, dirname(beside), `adding-a-game-block-${i + 1}.ts`),
        code,
      ]),
    );
    expect(typeErrors(files)).toEqual([]);
  });

  it('fails on a block that does not fit the contract', () => {
    const wrong =
      "import type { Game } from '../../engine/index.ts';\nexport const g: Partial<Game<0, 0>> = { players: 2 };\n";
    expect(
      typeErrors(new Map([[join(ROOT, 'games', 'tic-tac-toe', 'adding-a-game-wrong.ts'), wrong]])),
    ).not.toEqual([]);
  });
});

describe('the Game contract', () => {
  it('has at most twelve members', () => {
    const path = join(ROOT, 'engine', 'game.ts');
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
    const game = source.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Game',
    );
    const members = game?.members.map((m) => (m.name as ts.Identifier).text) ?? [];
    expect(members).toContain('legalMoves');
    expect(members.length, members.join(', ')).toBeLessThanOrEqual(12);
  });
});
