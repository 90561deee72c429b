// The server's settings: every environment variable `npm start` reads, in one schema (zod), checked before
// anything starts. A bad value stops the server with one line naming the variable and what it expects.
// docs/deploy.md lists these variables; server/config.test.ts holds the two to each other.
import { z } from 'zod';
import type { ServerOptions } from './app.ts';
import { LOG_LEVELS, type LogLevel } from './logger.ts';

/** An unset variable and an empty one mean the same: the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const whole = (least: number, most: number, expects: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: expects })
    .transform(Number)
    .pipe(z.number().min(least, { error: expects }).max(most, { error: expects }));

const url = (protocols: readonly string[], expects: string) =>
  z.string().refine(
    (text) => {
      try {
        const parsed = new URL(text);
        return protocols.includes(parsed.protocol) && parsed.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: expects },
  );

/** One proxy address or CIDR: digits, hex, dots, colons and a slash; Fastify's proxy-addr reads the rest. */
const PROXY = /^[\da-fA-F.:]+(\/\d{1,3})?$/;

/** The variables, what each expects, and what it becomes. Secrets are never echoed back in an error. */
const schema = z.object({
  PORT: optional(whole(0, 65_535, 'a port number from 0 to 65535')).default(8080),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(
    url(['postgres:', 'postgresql:'], 'a PostgreSQL URL: postgres://user:password@host:5432/db'),
  ),
  REDIS_URL: optional(url(['redis:', 'rediss:'], 'a Redis URL: redis://[:password@]host:port[/db]')),
  REDIS_PREFIX: optional(z.string().max(100, { error: 'at most 100 characters' })),
  NOCTURNE_LEASE_MS: optional(whole(500, 600_000, 'milliseconds, a whole number from 500 to 600000')),
  TRUST_PROXY: optional(
    z
      .string()
      .refine(
        (text) => text.split(',').every((part) => PROXY.test(part.trim())) || /^(true|false)$/.test(text),
        {
          error: '"true", "false", a number of proxies, or their addresses and CIDRs, comma-separated',
        },
      ),
  ),
  NOCTURNE_BOT_PACE: optional(
    z
      .string()
      .regex(/^(instant|\d+)$/, { error: '"instant", or a pause in milliseconds before every bot move' }),
  ),
  NOCTURNE_BOT_QUEUE: optional(whole(1, 100_000, 'a number of searches, a whole number from 1 to 100000')),
  NOCTURNE_BOT_TIME_LIMIT_MS: optional(
    whole(100, 600_000, 'milliseconds, a whole number from 100 to 600000'),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` })).default('info'),
  METRICS_TOKEN: optional(z.string().min(16, { error: 'a secret of at least 16 characters' })),
  ADMIN_TOKEN: optional(z.string().min(16, { error: 'a secret of at least 16 characters' })),
  NOCTURNE_PRUNE_DAYS: optional(whole(1, 3650, 'days, a whole number from 1 to 3650')),
  NOCTURNE_KEEP_FINISHED_DAYS: optional(whole(1, 36500, 'days, a whole number from 1 to 36500')),
});

/** The variables whose values are secrets (or hold them): an error names them without their value. */
const SECRET = new Set(['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN', 'ADMIN_TOKEN']);

/** Every variable the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export interface Config {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly redisPrefix: string | undefined;
  readonly leaseMs: number | undefined;
  readonly trustProxy: ServerOptions['trustProxy'];
  /** A bot's pause before each move, [least, most] ms; undefined: each game's own pace. */
  readonly botPauseMs: readonly [number, number] | undefined;
  /** Bot searches waiting for a thread at which new bot matches are refused; undefined: 8 a thread. */
  readonly botQueue?: number;
  /** The most any bot search may run, ms; undefined: the server's cap (server/bot-budgets.ts). */
  readonly botTimeLimitMs?: number;
  readonly metricsToken: string | undefined;
  /** The bearer token of `/api/admin/…` (`nocturne admin`); undefined: those paths answer 404. */
  readonly adminToken: string | undefined;
  readonly logLevel: LogLevel;
  /** Matches that never started are deleted this many days after they were created; undefined: 30. */
  readonly pruneDays: number | undefined;
  /** Finished matches are deleted this many days after they ended; undefined: kept for ever. */
  readonly keepFinishedDays: number | undefined;
}

export class ConfigError extends Error {}

/** The settings in `env`, or a ConfigError whose message is the one line to print. */
export function readConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    const value = SECRET.has(name) ? '' : ` (it is ${JSON.stringify(env[name])})`;
    throw new ConfigError(`${name} must be ${issue.message}${value}.`);
  }
  const e = parsed.data;
  const proxy = e.TRUST_PROXY;
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    leaseMs: e.NOCTURNE_LEASE_MS,
    trustProxy:
      proxy === undefined || proxy === 'false'
        ? false
        : proxy === 'true'
          ? true
          : /^\d+$/.test(proxy)
            ? Number(proxy)
            : proxy,
    botPauseMs:
      e.NOCTURNE_BOT_PACE === undefined
        ? undefined
        : e.NOCTURNE_BOT_PACE === 'instant'
          ? [0, 0]
          : [Number(e.NOCTURNE_BOT_PACE), Number(e.NOCTURNE_BOT_PACE)],
    botQueue: e.NOCTURNE_BOT_QUEUE,
    botTimeLimitMs: e.NOCTURNE_BOT_TIME_LIMIT_MS,
    metricsToken: e.METRICS_TOKEN,
    adminToken: e.ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    pruneDays: e.NOCTURNE_PRUNE_DAYS,
    keepFinishedDays: e.NOCTURNE_KEEP_FINISHED_DAYS,
  };
}
