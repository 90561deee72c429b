import { createInterface } from 'node:readline';
/**
 * Where a command writes, so that tests can run the CLI in-process and read what it printed. Only the bin
 * (bin/nocturne.js) uses the real process streams.
 */
export interface Io {
  /** Results: tables, narration, JSON. */
  out(text: string): void;
  /** Errors, usage and the progress bar. */
  err(text: string): void;
  /** stderr is a terminal: the progress bar may be drawn there (and nothing else is, unless asked). */
  readonly isTTY: boolean;
  /** The terminal's width in columns. */
  readonly columns: number;
  /** A monotonic clock in milliseconds (progress and benchmarks). */
  now(): number;
  /** Asks for a line of input (`nocturne play`); null once the input has ended. */
  readLine(prompt: string): Promise<string | null>;
}

export function processIo(): Io {
  let lines: AsyncIterator<string> | undefined;
  // A reader that closes the pipe early (`nocturne replay x | head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    isTTY: process.stderr.isTTY === true,
    columns: process.stderr.columns || 80,
    now: () => performance.now(),
    async readLine(prompt) {
      process.stdout.write(prompt);
      lines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
      const next = await lines.next();
      return next.done ? null : next.value;
    },
  };
}

/** An Io that keeps everything written, for tests. */
export interface CapturedIo extends Io {
  readonly stdout: string;
  readonly stderr: string;
}

export function captureIo(
  options: { isTTY?: boolean; columns?: number; now?: () => number; input?: readonly string[] } = {},
): CapturedIo {
  const input = [...(options.input ?? [])];
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    isTTY: options.isTTY ?? false,
    columns: options.columns ?? 100,
    now: options.now ?? (() => performance.now()),
    async readLine(prompt) {
      stdout += prompt;
      const line = input.shift();
      if (line !== undefined) stdout += line + '\n';
      return line ?? null;
    },
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}
