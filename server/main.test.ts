// `npm start`'s process (server/main.ts) at its edges: a port already taken is one clear line, not a stack trace;
// and a graceful stop finishes in seconds even while a client holds a request body open.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Started {
  readonly proc: ChildProcess;
  readonly output: string[];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `appName`: the name its PostgreSQL sessions go by, so that a test can find them. */
function start(port: number, databaseUrl?: string, appName = 'nocturne-main-test'): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'nocturne-main-')),
    PGAPPNAME: appName,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  });
  const output: string[] = [];
  proc.stdout!.setEncoding('utf8').on('data', (text: string) => output.push(text));
  proc.stderr!.setEncoding('utf8').on('data', (text: string) => output.push(text));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { proc, output, exited };
}

/** What the server logged (JSON lines, as it logs when its output is not a terminal): each line's level and text. */
function logged(output: string): string[] {
  return output
    .trim()
    .split('\n')
    .map((line) => {
      const { level, msg } = JSON.parse(line) as { level: number; msg: string };
      return `${level === 60 ? 'fatal' : level}: ${msg}`;
    });
}

async function listening(started: Started): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const port = /listening on http:\/\/\S+?:(\d+)/.exec(started.output.join(''))?.[1];
    if (port) return Number(port);
    if (started.proc.exitCode !== null) throw new Error(`exited: ${started.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`did not start: ${started.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves with what `promise` gave, or 'still waiting' after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  return Promise.race([
    promise,
    new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms)),
  ]);
}

describe('npm start', () => {
  it('says in one line that the port is taken, and exits 1', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    cleanups.push(() => taken.close());
    const port = (taken.address() as { port: number }).port;
    const started = start(port);
    const { code } = await started.exited;
    const text = started.output.join('');
    expect(code).toBe(1);
    expect(logged(text)).toEqual([
      `fatal: Nocturne cannot listen on port ${port}: another program is using it (set PORT to choose another).`,
    ]);
  });

  it('stops within seconds on SIGTERM while a client holds a request body open', async () => {
    const started = start(0);
    const port = await listening(started);
    // Headers promise a body of 1,000 bytes; a few come, and then nothing.
    const holder: Socket = connect(port, '127.0.0.1');
    cleanups.push(() => holder.destroy());
    holder.on('error', () => undefined);
    await new Promise<void>((resolve) => holder.once('connect', () => resolve()));
    holder.write(
      'POST /api/matches HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"game":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    started.proc.kill('SIGTERM');
    expect(await within(started.exited, 5000)).toEqual({ code: 0, signal: null });
  });

  // Three processes start one after another: slow on a loaded machine.
  it(
    'refuses in one line to be a second server alone on the same PostgreSQL database',
    { timeout: 120_000 },
    async () => {
      const url = await freshSchema();
      const first = start(0, url);
      await listening(first);
      const second = start(0, url);
      const { code } = await second.exited;
      expect(code).toBe(1);
      expect(logged(second.output.join(''))).toEqual([
        'fatal: Nocturne cannot start: another Nocturne server uses this database; set REDIS_URL to run several.',
      ]);
      // The first one serves on, and once it has stopped, a new one may start.
      first.proc.kill('SIGTERM');
      expect(await within(first.exited, 5000)).toEqual({ code: 0, signal: null });
      const third = start(0, url);
      await listening(third);
      third.proc.kill('SIGTERM');
      await third.exited;
    },
  );

  it(
    'takes its hold on the database back when its sessions are ended, and stops when another server took it',
    { timeout: 120_000 },
    async () => {
      const url = await freshSchema();
      const first = start(0, url, 'nocturne-first');
      const port = await listening(first);
      // Every session of the first server is ended: its lock goes with them, and it takes it back at once.
      const [holder] = await lockHolders('nocturne-first');
      await adminQuery(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'nocturne-first'",
      );
      await expect
        .poll(async () => (await lockHolders('nocturne-first')).filter((pid) => pid !== holder), {
          timeout: 10_000,
        })
        .toHaveLength(1);
      const second = start(0, url, 'nocturne-second');
      expect((await second.exited).code).toBe(1);
      expect(logged(second.output.join(''))).toEqual([
        'fatal: Nocturne cannot start: another Nocturne server uses this database; set REDIS_URL to run several.',
      ]);
      // The first serves on: a match made through it is claimed through it.
      const made = await fetch(`http://127.0.0.1:${port}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'tic-tac-toe', players: 2 }),
      });
      expect(made.status).toBe(201);

      // This time, someone else holds the lock by the time the first tries to take it back: it stops, in one line.
      const other = new Client({ connectionString: url });
      await other.connect();
      cleanups.push(() => void other.end());
      await other.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'nocturne-first'",
      );
      await other.query("SELECT pg_advisory_lock(hashtext('nocturne.server:' || current_schema()))");
      expect(await within(first.exited, 20_000)).toEqual({ code: 1, signal: null });
      expect(logged(first.output.join('')).filter((line) => line.startsWith('fatal'))).toEqual([
        'fatal: Nocturne stops: it lost its hold on the database (another Nocturne server took this database after its session ended).',
      ]);
    },
  );
});

const PG_URL = process.env.NOCTURNE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(sql: string): Promise<void> {
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/** A schema of its own, dropped after the test: the URL that puts it first on the search path. */
async function freshSchema(): Promise<string> {
  const schema = `nocturne_main_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  cleanups.push(() => void adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  return `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** The sessions of a server (by its sessions' name) that hold an advisory lock. */
async function lockHolders(appName: string): Promise<number[]> {
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  const { rows } = await admin.query<{ pid: number }>(
    `SELECT l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = $1`,
    [appName],
  );
  await admin.end();
  return rows.map((r) => r.pid);
}
