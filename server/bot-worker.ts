// A bot thread of the worker pool (bots.ts): runs one search at a time, off the server's event loop. It receives a
// bot's input (a view, never a state).
import { parentPort } from 'node:worker_threads';
import { createBot } from '../ai/index.ts';
import type { BotInput } from '../engine/index.ts';
import { botsFor, gameAt } from '../games/index.ts';

export interface BotRequest {
  readonly id: number;
  readonly game: string;
  /** The version of the game's rules the match is played under: the thread searches with that rule set. */
  readonly rules: number;
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
  const game = gameAt(request.game, request.rules);
  if (!game) throw new Error(`${request.game} has no rules of version ${request.rules} here`);
  const bot = createBot(request.spec, game, botsFor(request.game), request.seed);
  return bot.chooseMove(request.input);
}
