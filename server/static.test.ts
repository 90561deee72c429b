// The browser app's files: content types, caching, gzip, app routes answered by index.html, and nothing from
// outside the build folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static.ts';

let server: Server;
let port: number;
const dir = mkdtempSync(join(tmpdir(), 'nocturne-static-'));
const script = `console.log(${JSON.stringify('night '.repeat(200))});`;

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request({ port, path, headers, method }, (res) => {
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
  writeFileSync(join(dir, 'web', 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the build');
  const site = staticSite(join(dir, 'web'));
  const empty = staticSite(join(dir, 'nothing-built'));
  server = createServer((req, res) => {
    const which = req.url?.startsWith('/unbuilt') ? empty : site;
    void which.serve(req, res).then((served) => {
      if (!served) res.writeHead(404).end('not mine');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
