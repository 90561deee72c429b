// A bot thread of the worker pool (bots.ts): runs one search at a time, off the server's event loop. It receives a
// bot's input (a view, never a state).
import { parentPort } from 'node:worker_threads';
import { createBot } from '../ai/index.ts';
import type { BotInput } from '../engine/index.ts';
import { botsFor, gameById } from '../games/index.ts';

export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly spec: string;
  readonly seed: string;
  readonly input: BotInput<unknown, unknown>;
}

/** What a thread tells the pool as it begins a job: the job's time limit counts from here, not from its wait. */
export interface BotStarted {
  readonly started: number;
}

/** The bot's move for the request (a job of the pool; a throw fails the job). */
export default function search(request: BotRequest): unknown {
  parentPort!.postMessage({ started: request.id } satisfies BotStarted);
  const bot = createBot(request.spec, gameById(request.game), botsFor(request.game), request.seed);
  return bot.chooseMove(request.input);
}
