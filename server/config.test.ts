// The server's settings: defaults, one clear line for a bad value (never echoing a secret), and the deploy guide
// listing exactly the variables the server reads.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, readConfig } from './config.ts';

function refusal(env: Record<string, string>): string {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('the configuration', () => {
  it('defaults: port 8080, SQLite under ./data, alone, no proxy, each game’s bot pace, no metrics', () => {
    // An empty variable is an unset one.
    for (const env of [{}, { PORT: '', DATA_DIR: '', TRUST_PROXY: '' }]) {
      expect(readConfig(env)).toEqual({
        port: 8080,
        dataDir: './data',
        databaseUrl: undefined,
        redisUrl: undefined,
        redisPrefix: undefined,
        leaseMs: undefined,
        trustProxy: false,
        botPauseMs: undefined,
        metricsToken: undefined,
        logLevel: 'info',
      });
    }
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '3000',
      DATA_DIR: '/var/lib/nocturne',
      DATABASE_URL: 'postgres://nocturne:secret@db:5432/nocturne',
      REDIS_URL: 'redis://:pw@redis:6379/2',
      REDIS_PREFIX: 'club:',
      NOCTURNE_LEASE_MS: '2000',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.5',
      NOCTURNE_BOT_PACE: '80',
      METRICS_TOKEN: 'a-long-enough-secret',
      LOG_LEVEL: 'debug',
    });
    expect(config).toEqual({
      port: 3000,
      dataDir: '/var/lib/nocturne',
      databaseUrl: 'postgres://nocturne:secret@db:5432/nocturne',
      redisUrl: 'redis://:pw@redis:6379/2',
      redisPrefix: 'club:',
      leaseMs: 2000,
      trustProxy: '10.0.0.0/8, 192.168.1.5',
      botPauseMs: [80, 80],
      metricsToken: 'a-long-enough-secret',
      logLevel: 'debug',
    });
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ NOCTURNE_BOT_PACE: 'instant' }).botPauseMs).toEqual([0, 0]);
  });

  it('reads how many days a match that never started is kept, and a finished one (for ever by default)', () => {
    expect(readConfig({}).keepFinishedDays).toBeUndefined();
    expect(readConfig({ NOCTURNE_KEEP_FINISHED_DAYS: '365' }).keepFinishedDays).toBe(365);
    expect(refusal({ NOCTURNE_KEEP_FINISHED_DAYS: 'forever' })).toBe(
      'NOCTURNE_KEEP_FINISHED_DAYS must be days, a whole number from 1 to 36500 (it is "forever").',
    );
    expect(readConfig({}).pruneDays).toBeUndefined();
    expect(readConfig({ NOCTURNE_PRUNE_DAYS: '7' }).pruneDays).toBe(7);
    expect(refusal({ NOCTURNE_PRUNE_DAYS: '0' })).toBe(
      'NOCTURNE_PRUNE_DAYS must be days, a whole number from 1 to 3650 (it is "0").',
    );
  });

  it('reads the bot threads’ bounds: searches waiting before new bot matches are refused, and a search’s limit', () => {
    expect(readConfig({})).toMatchObject({ botQueue: undefined, botTimeLimitMs: undefined });
    const config = readConfig({ NOCTURNE_BOT_QUEUE: '24', NOCTURNE_BOT_TIME_LIMIT_MS: '2500' });
    expect(config).toMatchObject({ botQueue: 24, botTimeLimitMs: 2500 });
    expect(refusal({ NOCTURNE_BOT_QUEUE: '0' })).toBe(
      'NOCTURNE_BOT_QUEUE must be a number of searches, a whole number from 1 to 100000 (it is "0").',
    );
    expect(refusal({ NOCTURNE_BOT_TIME_LIMIT_MS: '5s' })).toMatch(
      /^NOCTURNE_BOT_TIME_LIMIT_MS must be milliseconds/,
    );
  });

  it('refuses a bad value with one line naming the variable and what it expects', () => {
    expect(refusal({ PORT: 'http' })).toBe('PORT must be a port number from 0 to 65535 (it is "http").');
    expect(refusal({ PORT: '70000' })).toBe('PORT must be a port number from 0 to 65535 (it is "70000").');
    expect(refusal({ NOCTURNE_LEASE_MS: '-1' })).toBe(
      'NOCTURNE_LEASE_MS must be milliseconds, a whole number from 500 to 600000 (it is "-1").',
    );
    expect(refusal({ TRUST_PROXY: 'everyone' })).toMatch(/^TRUST_PROXY must be "true", "false", a number/);
    expect(refusal({ NOCTURNE_BOT_PACE: 'fast' })).toMatch(/^NOCTURNE_BOT_PACE must be "instant"/);
    expect(refusal({ LOG_LEVEL: 'loud' })).toBe(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (it is "loud").',
    );
  });

  it('never echoes a secret: a malformed database or Redis URL, a short metrics token', () => {
    const database = refusal({ DATABASE_URL: 'postgres//nocturne:hunter2@db' });
    expect(database).toBe('DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:5432/db.');
    expect(refusal({ DATABASE_URL: 'mysql://u:hunter2@db/x' })).not.toContain('hunter2');
    expect(refusal({ REDIS_URL: 'http://:hunter2@redis' })).toBe(
      'REDIS_URL must be a Redis URL: redis://[:password@]host:port[/db].',
    );
    expect(refusal({ METRICS_TOKEN: 'hunter2' })).toBe(
      'METRICS_TOKEN must be a secret of at least 16 characters.',
    );
  });

  it('docs/deploy.md lists exactly the variables the server reads', () => {
    const guide = readFileSync(new URL('../docs/deploy.md', import.meta.url), 'utf8');
    const listed = [...guide.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]);
    expect(listed.toSorted()).toEqual([...CONFIG_VARIABLES].toSorted());
  });

  it('the server stops at once on a bad value, with that one line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, PORT: 'http', DATABASE_URL: '', REDIS_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    // As the server logs when its output is not a terminal: a JSON line at the fatal level.
    expect(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'Nocturne cannot start: PORT must be a port number from 0 to 65535 (it is "http").',
      }),
    ]);
  });
});
