// Worker threads start here: register tsx so the worker's TypeScript entry (workerData.entry) can load. The bot
// pool's threads (piscina) run the entry's default export for each job; a review thread listens for its own.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
const entry = await import(workerData.entry);
export default entry.default;
