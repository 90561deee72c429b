// Worker threads start here: register tsx so the worker's TypeScript entry (workerData.entry) can load.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
