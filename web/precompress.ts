// After the build, a brotli (.br) and a gzip (.gz) copy beside each text file, compressed once at the strongest
// settings, so the server sends them as they are (@fastify/static's preCompressed; server/static.ts) instead of
// compressing the same file for every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompress(): Plugin {
  let dir = '';
  return {
    name: 'nocturne-precompress',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    // Once the bundle is written and timed: the compression is most of the build's time, and expected.
    async closeBundle() {
      const files = (await readdir(dir, { recursive: true })).filter((f) => TEXT.has(extname(f)));
      // In parallel: zlib works on libuv's threads.
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const body = await readFile(path);
          const copies: [string, Buffer][] = [
            [
              '.br',
              await brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            ],
            ['.gz', await gzipped(body, { level: constants.Z_BEST_COMPRESSION })],
          ];
          // A tiny file may come out larger: then the plain one is sent to everyone.
          for (const [suffix, copy] of copies)
            if (copy.length < body.length) await writeFile(path + suffix, copy);
        }),
      );
    },
  };
}
