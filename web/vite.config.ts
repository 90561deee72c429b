// The browser app's build: React through Vite, into dist/web, which the server serves at `/`, each text file with
// its compressed copies beside it (precompress.ts). The build fails when the lobby's first JavaScript (the entry and
// everything it imports statically) is over budget.
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.ts';

/** The lobby's initial JavaScript, gzipped, at most (issue 6). */
export const INITIAL_JS_BUDGET = 200 * 1024;

const here = new URL('.', import.meta.url).pathname;

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), sizeBudget(), precompress()],
  build: {
    outDir: new URL('../dist/web', import.meta.url).pathname,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: {
    // `npx vite --config web/vite.config.ts` beside `npm start`: the app with hot reload, the API from the server.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } },
  },
});

function sizeBudget(): Plugin {
  return {
    name: 'nocturne-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { code: string; imports: string[] }>();
      let entry: string | null = null;
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(file, { code: output.code, imports: output.imports });
        if (output.isEntry) entry = file;
      }
      if (!entry) return;
      const initial = new Set<string>();
      const visit = (file: string) => {
        if (initial.has(file) || !chunks.has(file)) return;
        initial.add(file);
        for (const imported of chunks.get(file)!.imports) visit(imported);
      };
      visit(entry);
      let raw = 0;
      let gzipped = 0;
      for (const file of initial) {
        const code = chunks.get(file)!.code;
        raw += Buffer.byteLength(code);
        gzipped += gzipSync(code, { level: 9 }).length;
      }
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const lazy = [...chunks.keys()].filter((f) => !initial.has(f));
      let lazyGzipped = 0;
      for (const file of lazy) lazyGzipped += gzipSync(chunks.get(file)!.code, { level: 9 }).length;
      const line =
        `lobby's initial JavaScript: ${kb(gzipped)} gzipped (${kb(raw)} raw) in ${initial.size} file(s); ` +
        `budget ${kb(INITIAL_JS_BUDGET)}. Loaded later: ${lazy.length} file(s), ${kb(lazyGzipped)} gzipped.`;
      this.info(line);
      if (gzipped > INITIAL_JS_BUDGET) this.error(`over budget: ${line}`);
    },
  };
}
