// A copy of a live SQLite store: SQLite's online backup copies the file page by page while the server goes on
// writing, and the copy is one consistent moment of it (a page written meanwhile makes the backup start over on
// the pages it changed). For PostgreSQL, pg_dump does the same (docs/deploy.md).
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';

export interface Backup {
  /** Matches in the copy, and its size in bytes. */
  readonly matches: number;
  readonly bytes: number;
}

/** Copies the SQLite file `source` to `target` (which must not exist yet) and checks the copy. */
export async function backupSqlite(source: string, target: string): Promise<Backup> {
  if (!existsSync(source)) throw new Error(`there is no store at ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists already; a backup never overwrites a file`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new Database(target, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`the copy at ${target} fails SQLite's integrity check: ${String(check)}`);
    const { n } = copy.prepare('SELECT count(*) AS n FROM matches').get() as { n: number };
    return { matches: n, bytes: statSync(target).size };
  } finally {
    copy.close();
  }
}
