import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// The layers of ../shared/DESIGN.md: imports only point down.
//
//   cli/  server/  web/  bench/         faces
//   harness/                            the checks every game passes (tests use it)
//   ai/  store/                         bots; match storage
//   games/  protocol/                   the games; what the server and the browser say to each other
//   engine/                             the kernel
//
// Each folder lists the folders it may import from. Tests may also use the tools that test them (ai/ and
// harness/ for a game's tests; a real server for the command line's client). Nothing outside the browser app
// imports a game's board (ui/).
const FOLDERS = ['engine', 'games', 'protocol', 'ai', 'store', 'harness', 'server', 'cli', 'web', 'bench'];
const below = {
  engine: [],
  games: ['engine'],
  protocol: ['engine'],
  ai: ['engine', 'games'],
  store: ['engine', 'protocol'],
  harness: ['engine', 'games', 'ai'],
  server: ['engine', 'games', 'protocol', 'ai', 'store'],
  cli: ['engine', 'games', 'protocol', 'ai', 'store', 'bench'],
  web: ['engine', 'games', 'protocol'],
  bench: ['engine', 'games', 'protocol', 'ai', 'store', 'server'],
};
const TEST_TOOLS = ['ai', 'harness'];
const testTools = (folder) => (folder === 'cli' ? [...TEST_TOOLS, 'server'] : TEST_TOOLS);

/** A rule that refuses imports from any folder `folder` may not use (its own folder is always allowed). */
function layer(folder, extra = []) {
  const allowed = new Set([folder, ...below[folder], ...extra]);
  const banned = FOLDERS.filter((f) => !allowed.has(f));
  const patterns = [
    {
      regex: `(^|/)(${banned.join('|')})/`,
      message: `${folder}/ may import only from ${[...allowed].join(', ')} (the layers in eslint.config.js).`,
    },
  ];
  if (folder !== 'web') {
    patterns.push({
      regex: '(^|/)ui/',
      message: 'Only the browser app (web/) imports a game’s board (ui/).',
    });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const layers = FOLDERS.flatMap((folder) => {
  const files = folder === 'web' ? ['web/src/**/*.{ts,tsx}'] : [`${folder}/**/*.{ts,tsx,js,mjs}`];
  const tests = [`${folder}/**/*.test.ts`];
  return [
    { files, ignores: folder === 'games' ? ['games/*/ui/**'] : [], rules: layer(folder) },
    { files: tests, rules: layer(folder, testTools(folder)) },
  ];
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The browser app and the games' boards run in a browser.
    files: ['web/src/**/*.{ts,tsx}', 'games/*/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Promises must be awaited, handled or marked `void`, and never passed where a plain callback is expected.
    // These rules need the type checker: each file gets the program of the tsconfig that includes it (the browser
    // app and the boards: web/tsconfig.json; everything else: tsconfig.json). The few plain JavaScript files
    // (bin/, two worker entries, this config) are in neither program (no allowJs), so they are left out here.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The React code: the browser app and the boards, hooks (.ts) as well as components (.tsx).
    files: ['web/src/**/*.{ts,tsx}', 'games/*/ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The engine's contract is typed end to end: no `any` may leak through it.
    files: ['engine/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  ...layers,
  {
    // A game's board is the game's own (games/<id>/ui/): the game's rules and the board contract, never a face.
    files: ['games/*/ui/**/*.{ts,tsx}'],
    rules: layer('games'),
  },
  prettier,
);
