// The browser app's files (the production build in dist/web) for every path outside /api and /ws. Hashed
// assets are cached for a year; index.html is revalidated, and answers every app route (/match/:id, …) so that
// a link or a reload lands in the app. Text files are gzipped once and kept.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Where `npm run build` puts the app. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../dist/web', import.meta.url));

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/** The page's rules: scripts and styles from this server only, live play over this server's WebSocket. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

interface Loaded {
  readonly body: Buffer;
  readonly gzipped: Buffer | null;
  readonly mtimeMs: number;
}

export interface StaticSite {
  /** Answers a GET or HEAD for the app; false when the request is not the app's (the caller answers 404). */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function staticSite(dir: string = DEFAULT_WEB_DIR): StaticSite {
  const root = normalize(dir + sep);
  const cache = new Map<string, Loaded>();

  async function load(file: string): Promise<Loaded | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const known = cache.get(file);
    if (known && known.mtimeMs === info.mtimeMs) return known;
    const body = await readFile(file);
    const gzipped =
      COMPRESSIBLE.has(extname(file)) && body.length > 512 ? gzipSync(body, { level: 9 }) : null;
    const loaded = { body, gzipped, mtimeMs: info.mtimeMs };
    cache.set(file, loaded);
    return loaded;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    loaded: Loaded,
    immutable: boolean,
  ): void {
    const ext = extname(file);
    const gzip = loaded.gzipped !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? loaded.gzipped! : loaded.body;
    const headers: Record<string, string | number> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (loaded.gzipped !== null) headers.vary = 'accept-encoding';
    if (gzip) headers['content-encoding'] = 'gzip';
    if (ext === '.html') {
      headers['content-security-policy'] = CSP;
      headers['referrer-policy'] = 'same-origin';
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    async serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        return false;
      }
      if (pathname.startsWith('/api/') || pathname === '/ws' || pathname.includes('\0')) return false;
      const file = normalize(join(root, pathname));
      if (!file.startsWith(root)) return false; // outside the build: never
      const asked = pathname.endsWith('/') ? null : await load(file);
      if (asked) {
        send(req, res, file, asked, pathname.startsWith('/assets/'));
        return true;
      }
      // A path without a file extension is one of the app's routes: the app decides what it shows.
      if (extname(pathname) !== '') return false;
      const index = join(root, 'index.html');
      const page = await load(index);
      if (!page) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('The browser app is not built yet: run `npm run build` (npm start does it for you).\n');
        return true;
      }
      send(req, res, index, page, false);
      return true;
    },
  };
}
