// What the server keeps: matches that never started go after `days` (NOCTURNE_PRUNE_DAYS), so that abandoned
// lobbies do not pile up; started and finished matches stay until an operator removes them. Checked at start and
// then hourly; with several nodes each checks, and the store's delete is the same whoever runs it.
import type { Store } from '../store/index.ts';
import type { Logger } from './logger.ts';

/** Days a match that never started is kept, unless NOCTURNE_PRUNE_DAYS says otherwise. */
export const DEFAULT_PRUNE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/** Starts pruning; the function returned stops it. */
export function keepUnstartedFor(
  store: Store,
  days: number,
  log: Logger,
  now: () => number = Date.now,
  everyMs = EVERY_MS,
): () => void {
  const prune = () => {
    store.pruneUnstarted(now() - days * DAY_MS).then(
      (deleted) => {
        if (deleted > 0) log.info(`deleted ${deleted} matches that never started in ${days} days`);
      },
      (error: unknown) =>
        log.warn(`could not prune the matches that never started: ${(error as Error).message}`),
    );
  };
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
