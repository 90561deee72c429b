// The browser app's files (the production build in dist/web) for every GET and HEAD no other route takes, through
// @fastify/static. Hashed assets are cached for a year; index.html is revalidated, and answers every app route
// (/match/:id, …) so that a link or a reload lands in the app. The build left a brotli and a gzip copy beside each
// text file (web/precompress.ts): a client that accepts one gets it, and nothing is compressed per request.
import { access } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where `npm run build` puts the app. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../dist/web', import.meta.url));

/** The server's own paths and below (http.ts, ws.ts, metrics-route.ts, health.ts): never a file or an app route. */
const SERVER_PATH = /^\/(?:api|ws|metrics|healthz|readyz)(?:\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page's rules: scripts and styles from this server only, live play over this server's WebSocket. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export interface StaticSiteOptions {
  /** The build to serve (default dist/web). */
  readonly dir?: string;
}

/** A Fastify plugin: the app's files and its routes under the prefix it is registered at. */
export async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = options.dir ?? DEFAULT_WEB_DIR;
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    // The root goes with each file sent, not here: a build not there yet is answered below (503, with what to
    // run), where the plugin would warn of it at every start.
    serve: false, // the route below tells files from app routes
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false, // set here, by file
    setHeaders(res, path) {
      // The names under assets/ change with their content (Vite's hashes); any other file may change in place.
      res.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      // Which copy a client gets depends on what it accepts: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      if (/\.html(?:\.br|\.gz)?$/.test(path)) {
        res.setHeader('content-security-policy', CSP);
        res.setHeader('referrer-policy', 'same-origin');
      }
    },
  });

  // JavaScript is text/javascript (RFC 9239); @fastify/send's table still says application/javascript.
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
      reply.header('content-type', 'text/javascript; charset=utf-8');
  });

  // A path @fastify/static refuses (one that climbs out of the build, a NUL, a dotfile) names no file: 404.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode !== undefined && error.statusCode < 500) return reply.callNotFound();
    throw error;
  });

  async function page(reply: FastifyReply) {
    try {
      await access(join(root, 'index.html'));
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('The browser app is not built yet: run `npm run build` (npm start does it for you).\n');
    }
    return reply.sendFile('index.html', root);
  }

  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    // A page load asks for many files at once: they are not counted against a client's requests.
    config: { rateLimit: false },
    // The files come compressed from the build; none is compressed again here.
    compress: false,
    handler(request, reply) {
      const path = '/' + request.params['*']; // decoded by the router, without the query
      if (SERVER_PATH.test(path) || path.includes('\0')) return reply.callNotFound();
      // A path without a file extension is one of the app's routes: the app decides what it shows.
      if (extname(path) === '') return page(reply);
      return reply.sendFile(path, root);
    },
  });
}
