// A SQLite file opened on its own connection for one piece of work, then closed: for tests that reach under a
// store (an old schema's version, a row a store would refuse to write).
import Database from 'better-sqlite3';

/** Runs `use` on a fresh connection to `file` and closes it, whatever `use` did. */
export function withSqliteFile<T>(file: string, use: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    return use(db);
  } finally {
    db.close();
  }
}
