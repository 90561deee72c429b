// What a request body may be: JSON (application/json), parsed without reaching any object's prototype, then
// judged by its route's zod schema (the same schema the OpenAPI document shows, server/openapi.ts). A body
// refused either way is the API's 400 `malformed-body`, with a sentence saying what is wrong.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { jsonValue, tableRulesBody } from '../protocol/index.ts';
import { HttpError } from './http-error.ts';

export const tokenBody = z.object({ token: z.string().min(1).max(200) }).strict();

export const newMatchBody = z
  .object({
    game: z.string(),
    players: z.number().int(),
    options: jsonValue.optional(),
    /**
     * One entry per seat: a bot spec for a bot; a name for a person seated by this very request (the creator, or
     * everyone at a hot-seat table), who gets the seat's token in the answer; null or {} for a seat left open.
     * Default: every seat open.
     */
    seats: z
      .array(
        z.union([
          z.null(),
          z.object({ bot: z.string().max(40).optional() }).strict(),
          z.object({ name: z.string().max(400) }).strict(),
        ]),
      )
      .optional(),
    /** The table's rules (protocol/table.ts): a time limit, what a timeout does, the bots' level. */
    table: tableRulesBody.optional(),
  })
  .strict();

export const claimBody = z.object({ name: z.string().max(400) }).strict();

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(value);
  } catch {
    // The schema walks JSON recursively: thousands of levels of nesting overflow the stack.
    throw new HttpError(400, 'malformed-body', 'The request body is nested too deeply.');
  }
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
  throw new HttpError(
    400,
    'malformed-body',
    `The request is not understood: ${issue?.message ?? 'bad shape'}${where}.`,
  );
}

/**
 * A JSON body, refused (400) when it is not JSON or holds a key that reaches an object's prototype: `__proto__`
 * anywhere, or `constructor` with a `prototype`. Refused, not stripped: a game's options under `__proto__` would
 * otherwise vanish without a word. Walked without recursion, however deep the body nests.
 */
function jsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'malformed-body', 'The request body is not JSON.');
  }
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    const object = next as Record<string, unknown>;
    const ctor = Object.hasOwn(object, 'constructor') ? object.constructor : undefined;
    if (
      Object.hasOwn(object, '__proto__') ||
      (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype'))
    )
      throw new HttpError(
        400,
        'malformed-body',
        'The request body has a key named __proto__ or constructor.prototype, which is refused.',
      );
    pending.push(...Object.values(object));
  }
  return value;
}

/**
 * How the routes' zod schemas judge a request: a body that does not fit is the API's 400 `malformed-body`, said
 * as `parse` says it. A path's parameters and a query are judged by their handlers (a malformed match id is a
 * 404 like an unknown one, a bad status has a code of its own), so their schemas only describe them.
 */
const judgeBodies: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) =>
  httpPart === 'body'
    ? (value) => {
        try {
          return { value: parse(schema, value) };
        } catch (error) {
          return { error: error as HttpError };
        }
      }
    : (value) => ({ value });

/** Bodies on `app`'s routes: JSON only, judged by their schemas; answers sent as they are. */
export function jsonBodies(app: FastifyInstance): void {
  app.setValidatorCompiler(judgeBodies);
  // Answers go out as they are, serialised as ever: their schemas are for the document, not a check on each.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Bodies are JSON, sent as application/json (which a page of another site cannot send without asking first).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, jsonBody(text as string));
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });
}

/** The operator mutes an address in a match's chat (server/admin-routes.ts). */
export const muteBody = z
  .object({ address: z.string().min(1).max(200).meta({ description: 'As the match’s chat lines show it.' }) })
  .strict();
