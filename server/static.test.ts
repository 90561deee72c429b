// The browser app's files: content types, caching, compressed copies, app routes answered by index.html, and
// nothing from outside the build folder; first the plugin alone, then inside the Nocturne server, beside the API.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';
import { staticSite } from './static.ts';

let server: FastifyInstance;
let port: number;
const dir = mkdtempSync(join(tmpdir(), 'nocturne-static-'));
const script = `console.log(${JSON.stringify('night '.repeat(200))});`;

function get(path: string, headers: Record<string, string> = {}, method = 'GET', at = () => port) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request({ port: at(), path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Nocturne</title>');
  writeFileSync(join(dir, 'web', 'assets', 'index-abc123.js'), script);
  // As if the build had kept only a gzip copy of this one (web/precompress.ts keeps brotli's too).
  writeFileSync(join(dir, 'web', 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'web', 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the build');
  server = Fastify();
  await server.register(staticSite, { dir: join(dir, 'web') });
  await server.register(staticSite, { dir: join(dir, 'nothing-built'), prefix: '/unbuilt' });
  server.setNotFoundHandler((_request, reply) => reply.code(404).send('not mine'));
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => server.close());

describe('the app’s files', () => {
  it('serves index.html at / and at every app route, revalidated, with the page’s security policy', async () => {
    for (const path of ['/', '/match/Xc1abc?seat=1', '/replay/abc', '/how/liars-dice']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.body.toString()).toContain('<title>Nocturne</title>');
    }
  });

  it('serves hashed assets for a year, gzipped when asked, with their type', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(script);
    const zipped = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(script);
    expect((await get('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    const head = await get('/assets/index-abc123.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves the API, the WebSocket, other methods and missing files to others', async () => {
    expect((await get('/api/games')).body.toString()).toBe('not mine');
    expect((await get('/ws')).body.toString()).toBe('not mine');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/', {}, 'POST')).status).toBe(404);
  });

  it('never serves a file from outside the build', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00']) {
      const res = await get(path);
      expect(res.body.toString(), path).not.toContain('outside the build');
    }
  });

  it('says so when the app is not built', async () => {
    const res = await get('/unbuilt/match/x');
    expect(res.status).toBe(503);
    expect(res.body.toString()).toMatch(/npm run build/);
  });
});

describe('the app’s files in the Nocturne server', () => {
  let store: Store;
  let nocturne: NocturneServer;
  let nocturnePort: number;
  const web = join(dir, 'built');
  const bundle = `export const night = ${JSON.stringify('moon and owl '.repeat(400))};`;
  const at = () => nocturnePort;

  beforeAll(async () => {
    // A build as web/precompress.ts leaves it: each text file with its brotli and gzip copies.
    mkdirSync(join(web, 'assets'), { recursive: true });
    const page = `<!doctype html><title>Nocturne</title><script src="/assets/main-f00d.js"></script>`;
    for (const [file, body] of [
      ['index.html', page],
      ['assets/main-f00d.js', bundle],
    ]) {
      writeFileSync(join(web, file), body);
      writeFileSync(join(web, file + '.br'), brotliCompressSync(body));
      writeFileSync(join(web, file + '.gz'), gzipSync(body));
    }
    // And one the build left without copies.
    writeFileSync(join(web, 'logo.svg'), `<svg>${'<g/>'.repeat(500)}</svg>`);
    store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-static-store-')) });
    nocturne = createNocturneServer({ store, botThreads: 1, webDir: web });
    nocturnePort = Number(new URL(await nocturne.listen(0, '127.0.0.1')).port);
  });

  afterAll(async () => {
    await nocturne?.close();
    await store?.close();
  });

  it('caches hashed assets for a year, and revalidates the page at / and at every app route', async () => {
    const asset = await get('/assets/main-f00d.js', {}, 'GET', at);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const path of ['/', '/index.html', '/match/Xc1abc?seat=1', '/how/liars-dice/']) {
      const page = await get(path, { 'accept-encoding': 'br' }, 'GET', at);
      expect(page.status, path).toBe(200);
      // no-cache, not no-store: the browser keeps the page, and asks whether it changed (a 304 when not).
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-security-policy'], path).toMatch(/script-src 'self'/);
      expect(page.headers['referrer-policy'], path).toBe('same-origin');
      expect(brotliDecompressSync(page.body).toString(), path).toContain('<title>Nocturne</title>');
    }
  });

  it('sends the brotli copy, the gzip copy or the file itself, as the client accepts', async () => {
    const cases: [string | null, string | undefined, (body: Buffer) => Buffer][] = [
      ['br', 'br', brotliDecompressSync],
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync], // a browser's
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['identity', undefined, (body) => body],
      [null, undefined, (body) => body],
    ];
    for (const [accepted, encoding, decode] of cases) {
      const res = await get(
        '/assets/main-f00d.js',
        accepted ? { 'accept-encoding': accepted } : {},
        'GET',
        at,
      );
      expect(res.status, String(accepted)).toBe(200);
      expect(res.headers['content-encoding'], String(accepted)).toBe(encoding);
      expect(res.headers.vary, String(accepted)).toBe('accept-encoding');
      expect(Number(res.headers['content-length']), String(accepted)).toBe(res.body.length);
      if (encoding) expect(res.body.length).toBeLessThan(bundle.length / 10);
      expect(decode(res.body).toString(), String(accepted)).toBe(bundle);
    }
  });

  it('compresses no file per request: one without copies goes as it is', async () => {
    const logo = await get('/logo.svg', { 'accept-encoding': 'br, gzip' }, 'GET', at);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.body.toString()).toMatch(/^<svg><g\/>/);
  });

  it('answers HEAD with the headers alone, and a known ETag with 304', async () => {
    const full = await get('/assets/main-f00d.js', { 'accept-encoding': 'br' }, 'GET', at);
    const head = await get('/assets/main-f00d.js', { 'accept-encoding': 'br' }, 'HEAD', at);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const header of ['content-length', 'content-encoding', 'etag', 'cache-control'])
      expect(head.headers[header], header).toBe(full.headers[header]);
    const etag = String(full.headers.etag);
    const again = await get(
      '/assets/main-f00d.js',
      { 'accept-encoding': 'br', 'if-none-match': etag },
      'GET',
      at,
    );
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Each copy is its own representation, with its own tag.
    const plain = await get('/assets/main-f00d.js', {}, 'GET', at);
    expect(plain.headers.etag).not.toBe(etag);
    const page = await get('/match/abc', {}, 'GET', at);
    expect((await get('/match/abc', { 'if-none-match': String(page.headers.etag) }, 'GET', at)).status).toBe(
      304,
    );
  });

  it('answers 404, and never a file from outside the build, to paths that climb out or hide a NUL', async () => {
    writeFileSync(join(dir, 'secret.js'), 'outside the build');
    for (const path of [
      '/../secret.js',
      '/assets/../../secret.js',
      '/%2e%2e/secret.js',
      '/assets/%2e%2e/%2e%2e/secret.js',
      '/assets/..%2f..%2fsecret.js',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.js',
      '/..%5csecret.js',
      '/%00',
      '/assets/main-f00d.js%00.html',
      '/match/%00',
    ]) {
      const res = await get(path, { 'accept-encoding': 'gzip' }, 'GET', at);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('application/json; charset=utf-8');
      expect(res.body.toString(), path).not.toContain('outside the build');
    }
  });

  it('leaves the server’s own paths alone: no app page for them, and JSON to clients that ask for no encoding', async () => {
    for (const path of ['/api/', '/api/nothing', '/metrics', '/ws', '/healthz/x']) {
      const res = await get(path, {}, 'GET', at);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body.toString()).error.code, path).toBe('not-found');
    }
    // A HEAD for a health check is the check's own answer (server/health.ts), never the app's page.
    const head = await get('/healthz', {}, 'HEAD', at);
    expect(head.status).toBe(200);
    expect(String(head.headers['content-type'])).toMatch(/^application\/json/);
    const plain = await get('/api/games', {}, 'GET', at);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const games = JSON.parse(plain.body.toString());
    expect(plain.body.length).toBeGreaterThan(1024);
    // Over a KiB, to a client that asks: compressed on the fly, the same JSON.
    const packed = await get('/api/games', { 'accept-encoding': 'gzip, deflate, br, zstd' }, 'GET', at);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(packed.body).toString())).toEqual(games);
    // Small answers go as they are, asked or not.
    const health = await get('/healthz', { 'accept-encoding': 'br' }, 'GET', at);
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toBeTruthy();
  });
});
