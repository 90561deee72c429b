// The server's log (pino, the logger Fastify is built around): JSON lines with a request id, and a match id and a
// seat where there is one, at the level the operator sets (LOG_LEVEL); readable lines in a terminal (pino-pretty).
// Nothing a client sent reaches it raw: a name or a path could otherwise steer a terminal or forge a line. Tokens
// and fears are never logged: requests are logged by method, path and address, never by body or headers.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { printableText } from '../protocol/index.ts';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where a log line comes from, when it is about one match (and one seat of it). */
export interface LogContext {
  readonly match?: string;
  readonly seat?: number | string;
}

interface LoggedRequest {
  readonly id: string;
  readonly method: string;
  readonly url: string;
  readonly ip?: string;
}

/**
 * The log of `npm start`: pretty in a terminal, JSON lines otherwise, on stdout unless `destination` says where.
 */
export function serverLogger(
  level: LogLevel,
  {
    terminal = Boolean(process.stdout.isTTY),
    destination,
  }: { terminal?: boolean; destination?: DestinationStream } = {},
): Logger {
  const options: LoggerOptions = {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: printableText(req.url),
        ip: req.ip,
      }),
    },
  };
  if (destination) return pino(options, destination);
  const pretty = { target: 'pino-pretty', options: { ignore: 'pid,hostname' } };
  return pino(terminal ? { ...options, transport: pretty } : options);
}

/** The default of a server made in code (tests, benchmarks): warnings and worse, as JSON lines on stderr. */
export function quietLogger(): Logger {
  return pino({ level: 'warn' }, process.stderr);
}
