// The server under test in a child process of its own (bench/server-bench-child.ts): started, sampled over IPC
// (memory, CPU, event loop, store times) and stopped, each step with a time limit.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FromChild, Sample, ServerKind, ToChild } from './server-bench-child.ts';

/** What the store held once the server stopped (ours), or null. */
export type Stored = { readonly moves: number; readonly finished: number } | null;

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const CHILD = fileURLToPath(new URL('./server-bench-child.ts', import.meta.url));

/** The server under test in its child process. */
export class ChildServer {
  private nextId = 1;
  private readonly waiting = new Map<number, (sample: Sample) => void>();
  private stopped: ((stored: Stored) => void) | null = null;
  private failure: ((error: Error) => void) | null = null;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly apiUrl: string,
    readonly storage: string,
    /** The last 4,000 characters the server wrote to stdout and stderr. */
    readonly output: () => string,
  ) {
    child.on('message', (message: FromChild) => {
      if (message.type === 'sample') {
        this.waiting.get(message.id)?.(message.sample);
        this.waiting.delete(message.id);
      } else if (message.type === 'stopped') this.stopped?.(message.stored);
      else if (message.type === 'failed')
        this.failure?.(new Error(`server child failed: ${message.message}`));
    });
    child.on('exit', (code, signal) => {
      if (!this.stopped)
        this.failure?.(new Error(`the server child exited (${code ?? signal})\n${this.output()}`));
    });
  }

  static start(kind: ServerKind, args: readonly string[] = []): Promise<ChildServer> {
    const execArgv = ['--import', 'tsx', '--expose-gc'];
    const child = fork(CHILD, [kind, ...args], {
      cwd: ROOT,
      execArgv,
      // boardgame.io checks and logs less in production, as a deployed server runs.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000)));
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000)));
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the ${kind} server did not start within 60 s\n${output}`));
      }, 60_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the ${kind} server exited (${code}) before it was ready\n${output}`));
      });
      child.once('message', (message: FromChild) => {
        clearTimeout(timer);
        if (message.type !== 'ready') {
          child.kill('SIGKILL');
          const why = message.type === 'failed' ? message.message : JSON.stringify(message);
          reject(new Error(`the ${kind} server did not start: ${why}\n${output}`));
          return;
        }
        resolvePromise(new ChildServer(child, message.url, message.apiUrl, message.where, () => output));
      });
    });
  }

  /** Server-side figures now; with `gc`, after two full collections (for memory). */
  sample(gc: boolean, profile?: string): Promise<Sample> {
    const id = this.nextId++;
    return this.within(
      new Promise<Sample>((resolvePromise) => {
        this.waiting.set(id, resolvePromise);
        this.child.send({ type: 'sample', id, gc, profile } satisfies ToChild);
      }),
      30_000,
      'a sample',
    );
  }

  /** Stops the server (ours reports what its store holds) and waits for the process to end. */
  async stop(): Promise<Stored> {
    const exited = new Promise<void>((resolvePromise) => {
      if (this.child.exitCode !== null) resolvePromise();
      else this.child.once('exit', () => resolvePromise());
    });
    const stored = await this.within(
      new Promise<Stored>((resolvePromise) => {
        this.stopped = resolvePromise;
        this.child.send({ type: 'stop' } satisfies ToChild);
      }),
      30_000,
      'stopping',
    );
    await this.within(exited, 30_000, 'exiting');
    return stored;
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    return new Promise<T>((resolvePromise, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server child took over ${ms} ms for ${what}`)),
        ms,
      );
      this.failure = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolvePromise(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });
  }
}

/** Several server children measured as one service (nodes of a cluster); one child behaves as itself. */
export class ServerGroup {
  private constructor(readonly children: readonly ChildServer[]) {}

  /** Starts `count` children of `kind` with the same arguments, one after another. */
  static async start(kind: ServerKind, args: readonly string[] = [], count = 1): Promise<ServerGroup> {
    const children: ChildServer[] = [];
    try {
      for (let i = 0; i < count; i++) children.push(await ChildServer.start(kind, args));
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

  /**
   * Every child's sample, added up: memory, CPU and event-loop time are sums over the children, the store's
   * times too (the longest call the longest of any), the event-loop delay the worst child's. Only the first child
   * is profiled.
   */
  async sample(gc: boolean, profile?: string): Promise<Sample> {
    const samples = await Promise.all(
      this.children.map((child, i) => child.sample(gc, i === 0 ? profile : undefined)),
    );
    const sum = (f: (s: Sample) => number) => samples.reduce((total, s) => total + f(s), 0);
    const worst = (f: (s: Sample) => number) => Math.max(...samples.map(f));
    let store: Sample['store'] = null;
    for (const s of samples) {
      if (!s.store) continue;
      if (!store) {
        store = structuredClone(s.store);
        continue;
      }
      for (const key of Object.keys(s.store) as (keyof NonNullable<Sample['store']>)[]) {
        store[key].calls += s.store[key].calls;
        store[key].ms += s.store[key].ms;
        store[key].max = Math.max(store[key].max, s.store[key].max);
      }
    }
    return {
      rss: sum((s) => s.rss),
      heapUsed: sum((s) => s.heapUsed),
      cpuUser: sum((s) => s.cpuUser),
      cpuSystem: sum((s) => s.cpuSystem),
      eluIdle: sum((s) => s.eluIdle),
      eluActive: sum((s) => s.eluActive),
      store,
      loopDelay: {
        p50: worst((s) => s.loopDelay.p50),
        p99: worst((s) => s.loopDelay.p99),
        max: worst((s) => s.loopDelay.max),
      },
    };
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
