// The layers are enforced by the linter (eslint.config.js): an import that points up fails `npm run lint`.
// Each case plants one import in a file of a folder and asks ESLint, as `npm run lint` would, what it thinks.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A planted file is in no TypeScript program, so the type-aware rules (promises) are off for it: the layers are
// what is asked here, and they need no types.
const eslint = new ESLint({
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

/** The layer rule's complaints about `code` as if it were the file at `path`. */
async function complaints(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers, enforced by the linter', () => {
  it.each([
    ['games/atrah/planted.ts', "import { simulate } from '../../ai/simulate.ts';"],
    ['games/old-house/planted.ts', "import { wilsonInterval } from '../../cli/format.ts';"],
    ['engine/planted.ts', "import { games } from '../games/index.ts';"],
    ['ai/planted.ts', "import { openStore } from '../store/index.ts';"],
    ['protocol/planted.ts', "import { atrah } from '../games/atrah/index.ts';"],
    ['store/planted.ts', "import { Hub } from '../server/hub.ts';"],
    ['server/planted.ts', "import { Table } from '../web/src/table/Table.tsx';"],
    ['web/src/lib/planted.ts', "import { Hub } from '../../../server/hub.ts';"],
    ['web/src/lib/planted.ts', "import { createBot } from '../../../ai/index.ts';"],
    ['games/atrah/planted.test.ts', "import { simulateCommand } from '../../cli/simulate.ts';"],
    ['server/planted.ts', "import { ui } from '../games/atrah/ui/index.tsx';"],
  ])('an upward import in %s fails: %s', async (path, code) => {
    expect(await complaints(path, code + '\nexport {};\n')).toHaveLength(1);
  });

  it.each([
    ['games/atrah/planted.ts', "import { Rng } from '../../engine/index.ts';"],
    ['games/atrah/planted.test.ts', "import { createBot } from '../../ai/index.ts';"],
    ['server/planted.ts', "import { openStore } from '../store/index.ts';"],
    ['web/src/lib/planted.ts', "import type { ServerMessage } from '../../../protocol/index.ts';"],
    ['web/src/lib/planted.ts', "import { ui } from '../../../games/atrah/ui/index.tsx';"],
  ])('an import that points down in %s passes: %s', async (path, code) => {
    expect(await complaints(path, code + '\nexport {};\n')).toEqual([]);
  });
});
