// A helper process for store.test.ts, not part of the store: it appends moves to one match of a SQLite file as
// fast as it can and prints each version on its own line once `appendMoves` has resolved (the moment a server
// would acknowledge the move), until the test kills it with SIGKILL.
//
//   node --import tsx store/durability-child.ts <file> <matchId>

import { openSqliteStore } from './sqlite.ts';

const [file, matchId] = process.argv.slice(2);
if (!file || !matchId) throw new Error('usage: durability-child.ts <file> <matchId>');

const store = openSqliteStore(file);
const match = await store.loadMatch(matchId);
if (!match) throw new Error(`no match ${matchId} in ${file}`);

for (let version = match.log.length; ; version++) {
  await store.appendMoves(matchId, version, [{ seat: version % 2, move: { n: version }, at: version }]);
  // Writes to a pipe are synchronous on Linux: once the parent has read a version, it was acknowledged.
  process.stdout.write(`${version + 1}\n`);
}
