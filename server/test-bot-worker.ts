// A bot thread with faults, for tests of the pool: `crash` ends its thread; `hang`, and the hardest level, begin
// and never answer (as a search that overruns would, without spending a core on it). Every other bot searches as
// in the real thread (bot-worker.ts).
import { parentPort } from 'node:worker_threads';
import search, { type BotRequest, type BotStarted } from './bot-worker.ts';

export default function faulty(request: BotRequest): unknown {
  if (request.spec === 'crash') process.exit(70);
  if (request.spec !== 'hang' && request.spec !== 'ismcts:hard') return search(request);
  parentPort!.postMessage({ started: request.id } satisfies BotStarted);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  throw new Error('unreachable');
}
