// The API described from the code (issue 29): @fastify/swagger collects every route registered after it, and
// fastify-type-provider-zod turns the zod schemas those routes validate with into the document's fields. The
// WebSocket's messages, which OpenAPI cannot express, are its components (`client.move`, `server.update`, …), made
// from the same schemas in protocol/ that the socket parses with. Served at `GET /api/openapi.json`.
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The document changes only with a deploy: a client may keep it this long. */
const CACHE_SECONDS = 300;

/**
 * Registers the collector on `app`, before the routes it describes. A route is in the document when it has tags;
 * one without (the browser app's files, the answer to unknown /api paths) is not part of the API.
 */
export async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nocturne',
        version,
        description:
          'The Nocturne server’s HTTP API, and its WebSocket at /ws whose messages are the components ' +
          '`client.*` (what a client sends) and `server.*` (what the server sends). Prose: docs/api.md.',
      },
      tags: [
        { name: 'games', description: 'The games this server plays.' },
        { name: 'matches', description: 'Creating, listing and joining matches.' },
        { name: 'reviews', description: 'A seat’s review of its own decisions.' },
        { name: 'play', description: 'Live play over a WebSocket.' },
        { name: 'operator', description: 'Health, metrics and this document.' },
      ],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** `GET /api/openapi.json`: public, the same for every client, counted like any API request. */
export function openApiRoute(app: FastifyInstance): void {
  let document: string | null = null;
  app.get(
    '/api/openapi.json',
    {
      schema: {
        tags: ['operator'],
        summary: 'This document (OpenAPI 3.1).',
        response: { 200: z.looseObject({ openapi: z.string() }) },
      },
    },
    (_request, reply) => {
      // Made once, at the first request: every route is registered by then.
      document ??= JSON.stringify(app.swagger());
      return reply
        .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
        .type('application/json; charset=utf-8')
        .send(document);
    },
  );
}

/** How `/ws` reads in the document: a GET that upgrades, and where its messages are described. */
export const webSocketSchema = {
  tags: ['play'],
  summary: 'Live play: a WebSocket (JSON text messages, at most 16 KiB each).',
  description:
    'Upgrade to a WebSocket, then send `join`. Each message is JSON text. A client sends a `ClientMessage` ' +
    '(the components `client.join`, `client.move`, …); the server sends `ServerMessage`s (`server.sync`, ' +
    '`server.update`, …). A plain GET without the upgrade is answered 404.',
  // No body: a description alone (swagger leaves out the content of a `null` answer).
  response: { 101: z.null().describe('Switching Protocols: from here on the connection is a WebSocket.') },
};
