// Bots in seats: quick bots think inline; search runs in a pool of worker threads (piscina) so the event loop never
// waits on it. A search is bounded: past its time limit its thread is stopped (a search cannot be interrupted any
// other way) and replaced, and the seat plays the heuristic's move; a thread that dies is replaced the same way.
// New bot matches are refused while too many searches wait for a thread; matches under way always get theirs.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { createBot } from '../ai/index.ts';
import type { AnyBots, AnyGame, BotInput } from '../engine/index.ts';
import { cryptoSeed } from '../engine/index.ts';
import { versionOf } from '../games/index.ts';
import { SEARCH_CAP_MS, searchLimitMs } from './bot-budgets.ts';
import type { BotRequest, BotStarted } from './bot-worker.ts';
import type { LogContext } from './logger.ts';
import { ServerMetrics } from './metrics.ts';

export interface BotRunner {
  /**
   * The move the bot `spec` makes for this input (null: it lets the moment pass); its randomness is its own,
   * fresh each move. Quick bots play with `settings`; searching bots run in a worker, which knows the games of
   * the registry only, with their settings. A search stopped or failed gives the heuristic's move, logged with
   * `context`.
   */
  choose(
    game: AnyGame,
    settings: AnyBots,
    spec: string,
    input: BotInput<unknown, unknown>,
    context?: LogContext,
  ): Promise<unknown>;
  /** Whether searches wait for a thread up to the bound: a new match with a searching bot is refused meanwhile. */
  busy(): boolean;
  /**
   * Starts the worker threads now, so the first search does not wait for them to boot (each loads and compiles
   * every game: seconds on a busy machine, longer than a person asking "Suggest a move" waits).
   */
  warm(): void;
  close(): Promise<void>;
}

export interface BotRunnerOptions {
  /** Worker threads (default: one fewer than the cores, at least one). */
  readonly threads?: number;
  /** Searches waiting for a thread at which new bot matches are refused (default 8 a thread). */
  readonly queue?: number;
  /** The most any search may run, ms (default `SEARCH_CAP_MS`); each bot's own limit is its budget's. */
  readonly timeLimitMs?: number;
  readonly metrics?: ServerMetrics;
  /** Where a stopped or failed search is told. */
  readonly log?: (line: string, context: LogContext) => void;
  /** The threads' module (default bot-worker.ts; tests give one with faults). */
  readonly worker?: URL;
}

/** Bots cheap enough to run on the event loop (microseconds a move). */
export function isQuick(spec: string): boolean {
  return spec === 'random' || spec === 'heuristic';
}

/**
 * Eight searches waiting a thread, at the slowest hard search measured (723 ms), are about six seconds of wait:
 * past that, the back of the queue waits longer than any one search may run (4 s).
 */
const QUEUE_PER_THREAD = 8;

const BOOT = fileURLToPath(new URL('./worker-boot.mjs', import.meta.url));

export function createBotRunner(options: BotRunnerOptions = {}): BotRunner {
  const size = options.threads ?? Math.max(1, availableParallelism() - 1);
  const bound = options.queue ?? QUEUE_PER_THREAD * size;
  const capMs = options.timeLimitMs ?? SEARCH_CAP_MS;
  const metrics = options.metrics ?? new ServerMetrics();
  const log = options.log ?? (() => undefined);
  /** Each job in the pool, by id: what starts its clock once a thread begins it. */
  const jobs = new Map<number, () => void>();
  let pool: Piscina | null = null;
  let nextId = 1;
  let closed = false;

  const queued = () => pool?.queueSize ?? 0;
  metrics.watchBots({ queued, running: () => Math.max(0, jobs.size - queued()) });

  // Every thread starts at once and is kept: one that dies or is stopped is replaced at once (minThreads).
  function start(): Piscina {
    if (pool) return pool;
    const entry = (options.worker ?? new URL('./bot-worker.ts', import.meta.url)).href;
    pool = new Piscina({ filename: BOOT, workerData: { entry }, minThreads: size, maxThreads: size });
    pool.on('message', (message: BotStarted) => jobs.get(message.started)?.());
    // A thread that dies between jobs fails nothing, and is replaced.
    pool.on('error', (error: Error) => log(`bot thread failed between searches: ${error.message}`, {}));
    return pool;
  }

  /** The heuristic's move, for a search stopped or failed. */
  function fallback(game: AnyGame, settings: AnyBots, input: BotInput<unknown, unknown>): unknown {
    return createBot('heuristic', game, settings, cryptoSeed()).chooseMove(input);
  }

  async function search(
    game: AnyGame,
    settings: AnyBots,
    spec: string,
    input: BotInput<unknown, unknown>,
    context: LogContext,
  ): Promise<unknown> {
    // The rule set the match is played under, which may be an older one the registry keeps (games/versions.ts).
    const rules = versionOf(game) ?? 1;
    const request: BotRequest = { id: nextId++, game: game.id, rules, spec, seed: cryptoSeed(), input };
    const limitMs = searchLimitMs(spec, settings, capMs);
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    jobs.set(request.id, () => (timer = setTimeout(() => stop.abort(), limitMs)));
    const thinking = metrics.botThinkSeconds.startTimer({ game: game.id });
    try {
      return await start().run(request, { signal: stop.signal });
    } catch (error) {
      if (closed) throw new Error('bot runner closed', { cause: error });
      if (stop.signal.aborted) {
        metrics.botTimedOut.inc();
        log(
          `bot ${spec} searched past its ${limitMs} ms limit and was stopped; it plays the heuristic’s move`,
          context,
        );
      } else {
        metrics.botFailed.inc();
        log(`bot ${spec} failed (${(error as Error).message}); it plays the heuristic’s move`, context);
      }
      return fallback(game, settings, input);
    } finally {
      clearTimeout(timer);
      jobs.delete(request.id);
      thinking();
    }
  }

  return {
    choose(game, settings, spec, input, context = {}) {
      if (closed) return Promise.reject(new Error('bot runner closed'));
      if (!isQuick(spec)) return search(game, settings, spec, input, context);
      try {
        return Promise.resolve(createBot(spec, game, settings, cryptoSeed()).chooseMove(input));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    busy: () => queued() >= bound,
    warm() {
      if (!closed) start();
    },
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}
