// The server under test in a child process of its own (bench/server-child.ts): started, read and stopped, each
// step with a time limit. Its CPU time comes from /proc, as for any process; ours tells the rest at /metrics.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processCpuSeconds, withTimeout } from './measure.ts';
import { scrape, type Scraped } from './metrics-reading.ts';
import type { FromChild, Memory, ServerSpec, Stored, ToChild } from './server-child.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));
/** The bearer token of /metrics on every server the benchmarks start. */
const METRICS_TOKEN = 'bench';

/** What each of `n` things (matches, sockets) added to the memory between `a` and `b`, bytes; NaN for none. */
export function memoryPer(a: Memory, b: Memory, n: number): Memory {
  return {
    rss: n > 0 ? (b.rss - a.rss) / n : NaN,
    heapUsed: n > 0 ? (b.heapUsed - a.heapUsed) / n : NaN,
  };
}

/** The server under test in its child process. */
export class ChildServer {
  private nextId = 1;
  private readonly waiting = new Map<number, (message: FromChild) => void>();
  private stopped: ((stored: Stored) => void) | null = null;
  private stopping = false;
  /** Rejects as soon as the child fails or exits unasked: every wait races it. */
  readonly died: Promise<never>;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly apiUrl: string,
    readonly storage: string,
    readonly ours: boolean,
    /** The last 4,000 characters the server wrote to stdout and stderr. */
    readonly output: () => string,
  ) {
    this.died = new Promise<never>((_, reject) => {
      child.on('message', (message: FromChild) => {
        if (message.type === 'failed') reject(new Error(`the server child failed: ${message.message}`));
        else if (message.type === 'stopped') this.stopped?.(message.stored);
        else if ('id' in message) {
          this.waiting.get(message.id)?.(message);
          this.waiting.delete(message.id);
        }
      });
      child.on('exit', (code, signal) => {
        if (!this.stopping) reject(new Error(`the server child exited (${code ?? signal})\n${output()}`));
      });
    });
    this.died.catch(() => undefined); // observed by whoever races it
  }

  static start(spec: ServerSpec): Promise<ChildServer> {
    const child = fork(CHILD, [JSON.stringify(spec), METRICS_TOKEN], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx', '--expose-gc'],
      // boardgame.io checks and logs less in production, as a deployed server runs.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the ${spec.kind} server did not start within 60 s\n${output}`));
      }, 60_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the ${spec.kind} server exited (${code}) before it was ready\n${output}`));
      });
      child.once('message', (message: FromChild) => {
        clearTimeout(timer);
        if (message.type !== 'ready') {
          child.kill('SIGKILL');
          const why = message.type === 'failed' ? message.message : JSON.stringify(message);
          reject(new Error(`the ${spec.kind} server did not start: ${why}\n${output}`));
          return;
        }
        const ours = spec.kind === 'nocturne';
        resolvePromise(
          new ChildServer(child, message.url, message.apiUrl, message.where, ours, () => output),
        );
      });
    });
  }

  /** CPU seconds the server's process has used so far. */
  cpuSeconds(): number {
    return processCpuSeconds(this.child.pid!);
  }

  /** Ours: what the server tells at /metrics now; null for the others. */
  metrics(): Promise<Scraped | null> {
    if (!this.ours) return Promise.resolve(null);
    return this.within(scrape(this.url, METRICS_TOKEN), 'its metrics');
  }

  /** Memory after two full collections. */
  async memory(): Promise<Memory> {
    const answer = await this.ask((id) => ({ type: 'memory', id }), 'its memory');
    return (answer as Extract<FromChild, { type: 'memory' }>).memory;
  }

  /** Starts the CPU profiler (null), or stops it and writes the profile to `file`. */
  async profile(file: string | null): Promise<void> {
    await this.ask((id) => ({ type: 'profile', id, file }), 'a profile');
  }

  /** Stops the server (ours reports what its store holds) and waits for the process to end. */
  async stop(): Promise<Stored> {
    this.stopping = true;
    const exited = new Promise<void>((done) => {
      if (this.child.exitCode !== null) done();
      else this.child.once('exit', () => done());
    });
    const stored = await this.within(
      new Promise<Stored>((done) => {
        this.stopped = done;
        this.child.send({ type: 'stop' } satisfies ToChild);
      }),
      'stopping',
    );
    await withTimeout(exited, 30_000, 'the server child exiting');
    return stored;
  }

  kill(): void {
    this.stopping = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private ask(message: (id: number) => ToChild, what: string): Promise<FromChild> {
    const id = this.nextId++;
    return this.within(
      new Promise<FromChild>((done) => {
        this.waiting.set(id, done);
        this.child.send(message(id));
      }),
      what,
    );
  }

  private within<T>(promise: Promise<T>, what: string): Promise<T> {
    return withTimeout(Promise.race([promise, this.died]), 30_000, `the server child's answer for ${what}`);
  }
}

/** Several server children measured as one service (nodes of a cluster); one child behaves as itself. */
export class ServerGroup {
  private constructor(readonly children: readonly ChildServer[]) {}

  /** Starts `count` children of `spec`, one after another. */
  static async start(spec: ServerSpec, count = 1): Promise<ServerGroup> {
    const children: ChildServer[] = [];
    try {
      for (let i = 0; i < count; i++) children.push(await ChildServer.start(spec));
    } catch (error) {
      for (const child of children) child.kill();
      throw error;
    }
    return new ServerGroup(children);
  }

  get url(): string {
    return this.children[0].url;
  }

  get apiUrl(): string {
    return this.children[0].apiUrl;
  }

  get urls(): string[] {
    return this.children.map((child) => child.url);
  }

  get storage(): string {
    return this.children[0].storage;
  }

  output(): string {
    return this.children.map((child) => child.output()).join('\n');
  }

  cpuSeconds(): number {
    return this.children.reduce((total, child) => total + child.cpuSeconds(), 0);
  }

  /** Every child's memory, added up. */
  async memory(): Promise<Memory> {
    const all = await Promise.all(this.children.map((child) => child.memory()));
    return {
      rss: all.reduce((total, m) => total + m.rss, 0),
      heapUsed: all.reduce((total, m) => total + m.heapUsed, 0),
    };
  }

  /** Every child's metrics (ours), in order. */
  metrics(): Promise<(Scraped | null)[]> {
    return Promise.all(this.children.map((child) => child.metrics()));
  }

  /** Only the first child is profiled. */
  profile(file: string | null): Promise<void> {
    return this.children[0].profile(file);
  }

  /** Stops the children one after another; what the store holds is what the last one saw after all stopped. */
  async stop(): Promise<Stored> {
    let stored: Stored = null;
    for (const child of this.children) stored = await child.stop();
    return stored;
  }

  kill(): void {
    for (const child of this.children) child.kill();
  }
}
