// What the server keeps: matches that never started go after `unstartedDays` (NOCTURNE_PRUNE_DAYS), so that
// abandoned lobbies do not pile up; finished matches stay until the operator sets `finishedDays`
// (NOCTURNE_KEEP_FINISHED_DAYS), and matches being played always stay. Checked at start and then hourly; with
// several nodes each checks, and the store's delete is the same whoever runs it.
import type { Store } from '../store/index.ts';
import type { Logger } from './logger.ts';

/** Days a match that never started is kept, unless NOCTURNE_PRUNE_DAYS says otherwise. */
export const DEFAULT_PRUNE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

export interface Keeping {
  /** Days a match that never started is kept after it was created. */
  readonly unstartedDays: number;
  /** Days a finished match is kept after it ended; undefined: for ever. */
  readonly finishedDays?: number;
}

/** Starts pruning; the function returned stops it. */
export function keepMatches(
  store: Store,
  keeping: Keeping,
  log: Logger,
  now: () => number = Date.now,
  everyMs = EVERY_MS,
): () => void {
  const { unstartedDays, finishedDays } = keeping;
  const run = (what: string, days: number, prune: (before: number) => Promise<number>) =>
    prune(now() - days * DAY_MS).then(
      (deleted) => {
        if (deleted > 0) log.info(`deleted ${deleted} matches ${what} ${days} days ago`);
      },
      (error: unknown) => log.warn(`could not prune the matches ${what}: ${(error as Error).message}`),
    );
  const prune = () => {
    void run('that never started, created over', unstartedDays, (before) => store.pruneUnstarted(before));
    if (finishedDays !== undefined)
      void run('finished over', finishedDays, (before) => store.pruneFinished(before));
  };
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
