// `nocturne backup`: a consistent copy of a running server's SQLite store (store/backup.ts).
import { join } from 'node:path';
import { SQLITE_FILE, backupSqlite } from '../store/index.ts';
import { parseArgs } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import type { Io } from './io.ts';

export const BACKUP_USAGE = `Usage: nocturne backup FILE [--data-dir DIR]

Writes a consistent copy of the SQLite store to FILE while the server runs (SQLite's online backup), checks the
copy, and says how many matches it holds. FILE must not exist yet. To restore, stop the server and put the copy
in the data directory as ${SQLITE_FILE}.

  --data-dir DIR   the server's data directory, its DATA_DIR (default: ./data)

For PostgreSQL (DATABASE_URL), use pg_dump: see docs/deploy.md.
`;

const OPTIONS = { 'data-dir': 'string', help: 'boolean' } as const;

export async function backupCommand(argv: readonly string[], io: Io): Promise<number> {
  const cmd = 'backup';
  const { options, positionals } = parseArgs(argv, OPTIONS, cmd);
  if (options.help) {
    io.out(BACKUP_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('give the one FILE to write the copy to', cmd);
  const source = join(options['data-dir'] ?? './data', SQLITE_FILE);
  try {
    const { matches, bytes } = await backupSqlite(source, positionals[0]);
    io.out(
      `Backed up ${source} to ${positionals[0]}: ${matches} matches, ${bytes} bytes, integrity checked.\n`,
    );
    return 0;
  } catch (error) {
    throw new CliError(`backup: ${(error as Error).message}`);
  }
}
