// Match storage: the one door of store/. The server asks for `openStore(...)` and talks to the `Store` interface;
// which database sits behind it is decided here.
//
// Both stores keep the same three tables (matches, seats, moves) and give identical outputs:
// - JSON columns (options, outcome, move) are TEXT holding JSON.stringify's output, so values come back exactly
//   as given (key order, every string) from either database.
// - Each store creates and migrates its own schema on open, from an ordered list of steps (SQLite: PRAGMA
//   user_version; PostgreSQL: a schema_version table, under an advisory lock so that processes starting together
//   migrate once).
// - A move's index is part of the moves table's primary key, and appendMoves checks, inside its write
//   transaction, that the log is still at the version the caller saw; otherwise StaleVersionError.

import { join } from 'node:path';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { Store } from './store.ts';

export type {
  MatchStatus,
  MatchSummary,
  NewChatLine,
  OperatorChatLine,
  NewMatch,
  ServerMode,
  ReviewResult,
  Store,
  StoredMatch,
  StoredReview,
  StoredSeat,
} from './store.ts';
export { StaleVersionError, recordOf, seatFromText, seatToText } from './store.ts';
export { openSqliteStore } from './sqlite.ts';
export { backupSqlite, type Backup } from './backup.ts';
export { openPostgresStore, redactUrl, type PostgresStoreOptions } from './postgres.ts';

export interface StoreOptions {
  /** A postgres:// or postgresql:// URL (DATABASE_URL); unset or empty means SQLite. */
  readonly databaseUrl?: string;
  /** Where the SQLite file lives (default ./data); ignored with a databaseUrl. */
  readonly dataDir?: string;
}

/** The SQLite file's name inside the data directory. */
export const SQLITE_FILE = 'nocturne.db';

/**
 * Opens the configured store: PostgreSQL when `databaseUrl` is a PostgreSQL URL, else the SQLite file
 * `<dataDir>/nocturne.db`. Any other URL is refused with the reason, rather than quietly falling back to SQLite
 * and storing matches where nobody will look for them.
 */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const url = options.databaseUrl?.trim();
  if (!url) return openSqliteStore(join(options.dataDir ?? './data', SQLITE_FILE));
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? 'a URL without a scheme';
    throw new Error(
      `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database), not ${scheme}; ` +
        'leave it unset to use the SQLite file in the data directory',
    );
  }
  try {
    // pg also takes an empty host after the user name (postgres://user@/db: the local socket); so does this check.
    new URL(url.replace('@/', '@localhost/'));
  } catch {
    throw new Error(
      'DATABASE_URL is not a valid URL: expected postgres://user:password@host:port/database ' +
        '(percent-encode special characters in the password)',
    );
  }
  return openPostgresStore(url);
}
