// Bots in seats: quick bots think inline; search runs in worker threads so the event loop never waits on it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createBot } from '../ai/index.ts';
import type { AnyBots, AnyGame, BotInput } from '../engine/index.ts';
import { cryptoSeed } from '../engine/index.ts';
import type { BotReply, BotRequest } from './bot-worker.ts';

export interface BotRunner {
  /**
   * The move the bot `spec` makes for this input (null: it lets the moment pass); its randomness is its own,
   * fresh each move. Quick bots play with `settings`; searching bots run in a worker, which knows the games of
   * the registry only, with their settings.
   */
  choose(game: AnyGame, settings: AnyBots, spec: string, input: BotInput<unknown, unknown>): Promise<unknown>;
  /**
   * Starts one worker now, if none is running, so the first search does not wait for a worker to boot (it loads
   * and compiles every game: seconds on a busy machine, longer than a person asking "Suggest a move" waits).
   */
  warm(): void;
  close(): Promise<void>;
}

/** Bots cheap enough to run on the event loop (microseconds a move). */
function isQuick(spec: string): boolean {
  return spec === 'random' || spec === 'heuristic';
}

/**
 * A pool of `threads` workers (by default one fewer than the cores, at least one) for searching bots; jobs
 * wait in a queue when all are busy. Workers start on first use.
 */
export function createBotRunner(options: { threads?: number } = {}): BotRunner {
  const size = options.threads ?? Math.max(1, availableParallelism() - 1);
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: { request: BotRequest; resolve: (m: unknown) => void; reject: (e: Error) => void }[] = [];
  const pending = new Map<
    number,
    { resolve: (m: unknown) => void; reject: (e: Error) => void; worker: Worker }
  >();
  let nextId = 1;
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./bot-worker.ts', import.meta.url).href },
    });
    worker.on('message', (reply: BotReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.move);
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its job and is replaced on demand.
      for (const [id, job] of pending) {
        if (job.worker !== worker) continue;
        pending.delete(id);
        job.reject(error);
      }
      all.splice(all.indexOf(worker), 1);
      const i = idle.indexOf(worker);
      if (i >= 0) idle.splice(i, 1);
      pump();
    });
    worker.unref();
    all.push(worker);
    return worker;
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const worker = idle.pop() ?? (all.length < size ? spawn() : undefined);
      if (!worker) return;
      const job = queue.shift()!;
      pending.set(job.request.id, { resolve: job.resolve, reject: job.reject, worker });
      worker.postMessage(job.request);
    }
  }

  return {
    choose(game, settings, spec, input) {
      if (closed) return Promise.reject(new Error('bot runner closed'));
      const seed = cryptoSeed();
      if (isQuick(spec)) {
        try {
          return Promise.resolve(createBot(spec, game, settings, seed).chooseMove(input));
        } catch (error) {
          return Promise.reject(error as Error);
        }
      }
      return new Promise((resolve, reject) => {
        queue.push({ request: { id: nextId++, game: game.id, spec, seed, input }, resolve, reject });
        pump();
      });
    },
    warm() {
      if (!closed && all.length === 0) idle.push(spawn());
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('bot runner closed'));
      for (const [, job] of pending) job.reject(new Error('bot runner closed'));
      pending.clear();
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
