// The OpenAPI document at /api/openapi.json, on the real server: it describes every API route Fastify has, with
// the fields of the schemas the routes validate with, and the WebSocket's messages.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';

let store: Store;
let server: NocturneServer;
let base: string;
let document: OpenAPIV3_1.Document;
let cache: string | null;

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-openapi-')) });
  server = createNocturneServer({ store, botThreads: 1, webDir: null });
  base = await server.listen(0, '127.0.0.1');
  const answer = await fetch(`${base}/api/openapi.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  cache = answer.headers.get('cache-control');
  document = (await answer.json()) as OpenAPIV3_1.Document;
});

afterAll(async () => {
  await server.close();
  await store.close().catch(() => {});
});

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every `$ref` in `value`, however deep. */
function refs(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refs(child),
  );
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 about Nocturne at this version, public and cacheable', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Nocturne', version });
    expect(cache).toMatch(/^public, max-age=\d+$/);
    // Its structure, minimally: each operation answers something, and every reference leads to a schema.
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (operation) expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toEqual([]);
      }
    }
    const schemas = document.components?.schemas ?? {};
    for (const ref of refs(document)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas[decodeURIComponent(ref.slice('#/components/schemas/'.length))], ref).toBeDefined();
    }
  });

  it('has every API route Fastify has registered, with its method', () => {
    // The answer to any other /api path is not a route of the API; the browser app's files are not the API.
    const api = server.routes.filter(
      ({ url }) => (url.startsWith('/api/') && url !== '/api/*') || url === '/ws',
    );
    expect(api.length).toBeGreaterThanOrEqual(10);
    for (const { method, url } of api) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths?.[path]?.[method.toLowerCase() as (typeof METHODS)[number]];
      expect(operation, `${method} ${url} is not in the document`).toBeDefined();
    }
    // The operator's routes too.
    for (const path of ['/healthz', '/readyz', '/metrics']) expect(document.paths?.[path]?.get).toBeDefined();
  });

  it('describes fields from the routes’ schemas: a new match’s body, params, a query, answers and errors', () => {
    const create = document.paths!['/api/matches']!.post!;
    const body = (create.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']
      .schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(body.properties!)).toEqual(
      expect.arrayContaining(['game', 'players', 'options', 'seats', 'table']),
    );
    expect(body.required).toEqual(expect.arrayContaining(['game', 'players']));
    expect(Object.keys(create.responses!)).toEqual(expect.arrayContaining(['201', 'default']));

    const claim = document.paths!['/api/matches/{id}/seats/{seat}']!.post!;
    const params = (claim.parameters as OpenAPIV3_1.ParameterObject[]).map((p) => `${p.in} ${p.name}`);
    expect(params).toEqual(expect.arrayContaining(['path id', 'path seat']));

    const list = document.paths!['/api/matches']!.get!;
    const status = (list.parameters as OpenAPIV3_1.ParameterObject[]).find((p) => p.name === 'status');
    expect(status?.in).toBe('query');

    // Every failed answer has the API's error shape.
    const error = document.components!.schemas!.ApiError as OpenAPIV3_1.SchemaObject;
    expect(error.properties?.error).toBeDefined();
    expect(JSON.stringify(create.responses!.default)).toContain('#/components/schemas/ApiError');
  });

  it('describes /ws and its messages, both ways, from the protocol’s schemas', () => {
    const ws = document.paths!['/ws']!.get!;
    expect(ws.description).toContain('client.move');
    const schemas = document.components!.schemas!;
    for (const name of [
      'ClientMessage',
      'ServerMessage',
      'client.join',
      'client.move',
      'server.sync',
      'server.update',
    ])
      expect(schemas[name], name).toBeDefined();
    const move = schemas['client.move'] as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(move.properties!)).toEqual(['type', 'version', 'move']);
    const update = schemas['server.update'] as OpenAPIV3_1.SchemaObject;
    expect(update.required).toEqual(
      expect.arrayContaining(['version', 'entries', 'view', 'legalMoves', 'toAct']),
    );
  });
});
