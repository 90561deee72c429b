// How the server answers what went wrong: the API's error body, Fastify's own refusals in its words, a 404 that
// echoes only a little of the path, the rate limiter's 429, and 503 for anything unforeseen (logged).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../protocol/index.ts';
import { printableText } from '../protocol/index.ts';
import { HttpError } from './http-error.ts';
import type { Hub } from './hub.ts';
import { seconds } from './limits.ts';
import { RulesGone } from './rules-versions.ts';

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024;

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** How Fastify's own refusals (the body, the URL) read in this API. */
function asHttpError(error: FastifyError): HttpError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'body-too-large', `The request body is over ${MAX_BODY_BYTES} bytes.`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'unsupported-media-type',
        'The request body must be JSON (application/json).',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(400, 'malformed-body', 'The request body is not as long as it says.');
    case 'FST_ERR_BAD_URL':
      return new HttpError(400, 'bad-url', 'That address is not a valid URL.');
  }
  return null;
}

/** The API's answer to anything that went wrong: its own refusals as they are, any other error as 503. */
export function answerError(
  hub: Hub,
  error: FastifyError | HttpError | RulesGone,
  reply: FastifyReply,
): FastifyReply {
  const known =
    error instanceof HttpError
      ? error
      : error instanceof RulesGone
        ? // A match halted for want of its rules (rules-versions.ts): gone for good, said in words.
          new HttpError(410, error.code, error.message)
        : asHttpError(error as FastifyError);
  // A body too large is not read to its end: the rest of it would sit on a kept-alive connection, and the next
  // request on it would never be answered (and close() would wait on it). So that connection is not reused.
  if (known?.statusCode === 413) reply.header('connection', 'close');
  reply.header('cache-control', 'no-store');
  if (known?.retryAfter !== undefined) reply.header('retry-after', String(known.retryAfter));
  if (known) return reply.code(known.statusCode).send(errorBody(known.code, known.message));
  // A client that hung up mid-request has nobody to answer, and is nothing to log.
  if (!reply.request.raw.destroyed)
    hub.log(`http: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return reply
    .code(503)
    .send(errorBody('unavailable', 'The server could not do that just now; nothing was changed.'));
}

/** How much of a path a 404 echoes: enough to recognise it, never a client's whole payload sent back. */
const ECHOED_CHARACTERS = 80;

/** The 404's body: for the API, the method and path that lead nowhere; elsewhere, the address. */
export function notFoundBody(method: string, url: string): ApiErrorBody {
  const path = new URL(url, 'http://localhost').pathname;
  const echo = (text: string) =>
    printableText(
      [...text].length > ECHOED_CHARACTERS ? [...text].slice(0, ECHOED_CHARACTERS).join('') + '…' : text,
    );
  return errorBody(
    'not-found',
    path.startsWith('/api/') ? `There is no ${method} ${echo(path)}.` : `There is nothing at ${echo(url)}.`,
  );
}

export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send(notFoundBody(request.method, request.url));
}

/** The rate limiter's refusal (429, with Retry-After): what was over its limit, the limit, and when to try again. */
export function tooMany(what: string, max: number) {
  return (_request: FastifyRequest, context: { ttl: number }) =>
    new HttpError(
      429,
      'too-many-requests',
      `Too many ${what} from your address: at most ${max} a minute. Try again in ${seconds(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
    );
}
