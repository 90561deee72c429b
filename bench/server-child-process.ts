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
          reject(new Error(`the ${kind} server did not start: ${JSON.stringify(message)}\n${output}`));
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
