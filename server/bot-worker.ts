// A bot thread: searches off the server's event loop. It receives a bot's input (a view, never a state).
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

export type BotReply =
  { readonly id: number; readonly move: unknown } | { readonly id: number; readonly error: string };

parentPort!.on('message', (request: BotRequest) => {
  try {
    const bot = createBot(request.spec, gameById(request.game), botsFor(request.game), request.seed);
    parentPort!.postMessage({ id: request.id, move: bot.chooseMove(request.input) } satisfies BotReply);
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: String(error) } satisfies BotReply);
  }
});
