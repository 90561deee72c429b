// The SQLite store's writer thread (see sqlite.ts). Every write of the store runs here, on a connection of its
// own, so that the disk sync each commit waits for (synchronous = FULL) never blocks the server's event loop:
// while this thread commits one batch, the server goes on playing and gathers the next one.
//
// Plain JavaScript on purpose: a worker starts in milliseconds this way (a TypeScript entry would first load a
// compiler). The store's main thread has already checked and encoded everything it sends; this file only runs
// the SQL. Messages: in, { jobs: Job[] } (a batch) or { close: true }; out, { batches: n, results: Result[] }
// or { batches: n, failed: message }, answering the next n batches at once, their results in order. The job and
// result shapes are `WriterJob` and `WriterResult` in sqlite.ts.

import Database from 'better-sqlite3';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file);
// As the main thread's connection: wait on another process's lock (this thread only), WAL, full sync.
db.pragma('busy_timeout = 5000');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');

const insertMatch = db.prepare(
  `INSERT INTO matches (id, game, options, seed, status, created_at, started_at, table_rules, rules)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
// A line from an address the operator muted in the match is not kept.
const insertChat = db.prepare(
  `INSERT INTO chat (match_id, channel, at, seat, name, text, address)
   SELECT ?, ?, ?, ?, ?, ?, ?
   WHERE NOT EXISTS (SELECT 1 FROM chat_mutes WHERE match_id = ? AND address = ?)`,
);
const insertMute = db.prepare(
  'INSERT INTO chat_mutes (match_id, address, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
);
const insertSeat = db.prepare(
  'INSERT INTO seats (match_id, seat, name, bot, token_hash) VALUES (?, ?, ?, ?, ?)',
);
const selectStatus = db.prepare('SELECT status FROM matches WHERE id = ?');
// The log is gap-free (appends only ever add at its end), so its length is the last index + 1: one index probe,
// in the same statement as the match's status.
const selectStatusAndVersion = db.prepare(
  `SELECT status, (SELECT coalesce(max(idx) + 1, 0) FROM moves WHERE match_id = ?) AS version
   FROM matches WHERE id = ?`,
);
const insertMove = db.prepare('INSERT INTO moves (match_id, idx, seat, move, at) VALUES (?, ?, ?, ?, ?)');
const finishMatch = db.prepare(
  "UPDATE matches SET status = 'finished', finished_at = ?, outcome = ? WHERE id = ?",
);
const takeSeat = db.prepare(
  `UPDATE seats SET name = ?, token_hash = ?
   WHERE match_id = ? AND seat = ? AND bot IS NULL AND token_hash IS NULL`,
);
const countOpenSeats = db.prepare(
  'SELECT count(*) AS open FROM seats WHERE match_id = ? AND bot IS NULL AND token_hash IS NULL',
);
const startMatch = db.prepare(
  "UPDATE matches SET status = 'playing', started_at = ? WHERE id = ? AND status = 'open'",
);

// A review is claimed when there is none, or the last failed, or the running one is stale (its node died).
const claimReview = db.prepare(
  `INSERT INTO reviews (match_id, seat, status, at) VALUES (?, ?, 'running', ?)
   ON CONFLICT (match_id, seat) DO UPDATE SET status = 'running', at = excluded.at, body = NULL
   WHERE reviews.status = 'failed' OR (reviews.status = 'running' AND reviews.at < ?)`,
);
const finishReview = db.prepare(
  "UPDATE reviews SET status = ?, at = ?, body = ? WHERE match_id = ? AND seat = ? AND status = 'running'",
);

/** A refusal the main thread turns back into the store's own error. */
class Refused extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

function isPrimaryKeyViolation(error) {
  return error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

function createMatch(job) {
  try {
    insertMatch.run(
      job.id,
      job.game,
      job.options,
      job.seed,
      job.status,
      job.createdAt,
      job.startedAt,
      job.table,
      job.rules,
    );
    for (const s of job.seats) insertSeat.run(job.id, s.seat, s.name, s.bot, s.tokenHash);
  } catch (error) {
    if (isPrimaryKeyViolation(error) && selectStatus.get(job.id)) {
      throw new Refused('exists', `match ${job.id} already exists`);
    }
    throw error;
  }
  return null;
}

function claimSeat(job) {
  if (selectStatus.get(job.matchId)?.status !== 'open') return false;
  if (takeSeat.run(job.name, job.tokenHash, job.matchId, job.seat).changes !== 1) return false;
  if (countOpenSeats.get(job.matchId)?.open === 0) startMatch.run(job.at, job.matchId);
  return true;
}

function appendMoves(job) {
  const { matchId, version } = job;
  const row = selectStatusAndVersion.get(matchId, matchId);
  if (row === undefined) throw new Refused('no-match', `no match ${matchId}`);
  // A finished match takes no more moves: whoever finished it got there first.
  if (row.status === 'finished' || row.version !== version) {
    throw new Refused('stale', `match ${matchId} is no longer at version ${version}`);
  }
  try {
    for (let i = 0; i < job.entries.length; i++) {
      const e = job.entries[i];
      insertMove.run(matchId, version + i, e.seat, e.move, e.at);
    }
  } catch (error) {
    // Cannot happen behind the check; kept so that a move at a taken index always reads as stale.
    if (isPrimaryKeyViolation(error))
      throw new Refused('stale', `match ${matchId} is no longer at ${version}`);
    throw error;
  }
  if (job.finish) finishMatch.run(job.finish.at, job.finish.outcome, matchId);
  return null;
}

function addChat(job) {
  if (!selectStatus.get(job.matchId)) throw new Refused('no-match', `no match ${job.matchId}`);
  const { channel, at, seat, name, text, address = null } = job.line;
  const done = insertChat.run(job.matchId, channel, at, seat, name, text, address, job.matchId, address);
  return done.changes === 0 ? null : Number(done.lastInsertRowid);
}

function muteChat(job) {
  if (!selectStatus.get(job.matchId)) throw new Refused('no-match', `no match ${job.matchId}`);
  insertMute.run(job.matchId, job.address, job.at);
  return null;
}

function reviewClaim(job) {
  if (!selectStatus.get(job.matchId)) throw new Refused('no-match', `no match ${job.matchId}`);
  return claimReview.run(job.matchId, job.seat, job.at, job.staleBefore).changes > 0;
}

function reviewFinish(job) {
  finishReview.run(job.status, job.at, job.body, job.matchId, job.seat);
  return null;
}

/** Matches that never started, created before a moment: their seats and chat go with them (ON DELETE CASCADE). */
const deleteUnstarted = db.prepare("DELETE FROM matches WHERE status = 'open' AND created_at < ?");

function pruneUnstarted(job) {
  return deleteUnstarted.run(job.createdBefore).changes;
}

/** Matches finished before a moment, when the operator keeps them no longer: everything of theirs goes with them. */
const deleteFinished = db.prepare("DELETE FROM matches WHERE status = 'finished' AND finished_at < ?");

function pruneFinished(job) {
  return deleteFinished.run(job.finishedBefore).changes;
}

const run = {
  prune: pruneUnstarted,
  'prune-finished': pruneFinished,
  create: createMatch,
  claim: claimSeat,
  append: appendMoves,
  chat: addChat,
  mute: muteChat,
  'review-claim': reviewClaim,
  'review-finish': reviewFinish,
};

/**
 * Group commit: one IMMEDIATE transaction (the write lock taken before anything is read, so no other process
 * writes between a check and what follows from it) and one disk sync for the whole batch. Each job that writes
 * more than one row runs in its own savepoint (a nested better-sqlite3 transaction), so one that fails is undone
 * alone; a single row is undone alone by SQLite anyway.
 */
const inSavepoint = {
  prune: db.transaction(pruneUnstarted),
  'prune-finished': db.transaction(pruneFinished),
  create: db.transaction(createMatch),
  claim: db.transaction(claimSeat),
  append: db.transaction(appendMoves),
  chat: db.transaction(addChat),
  mute: db.transaction(muteChat),
  'review-claim': db.transaction(reviewClaim),
  'review-finish': db.transaction(reviewFinish),
};

/** Whether a job writes at most one row: then SQLite's own statement rollback undoes it alone on failure. */
function singleWrite(job) {
  return (
    job.op === 'chat' ||
    job.op === 'mute' ||
    job.op.startsWith('review-') ||
    (job.op === 'append' && job.entries.length + (job.finish ? 1 : 0) <= 1)
  );
}

function commit(jobs) {
  const results = [];
  db.transaction(() => {
    for (const job of jobs) {
      try {
        results.push({ ok: true, value: (singleWrite(job) ? run : inSavepoint)[job.op](job) });
      } catch (error) {
        results.push({
          ok: false,
          kind: error instanceof Refused ? error.kind : 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }).immediate();
  return results;
}

parentPort.on('message', (first) => {
  // Whatever the store sent while the last commit ran is waiting here: it all goes into this one.
  const messages = [first];
  for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) {
    messages.push(next.message);
  }
  const batches = messages.filter((m) => m.jobs);
  if (batches.length > 0) {
    try {
      parentPort.postMessage({ batches: batches.length, results: commit(batches.flatMap((m) => m.jobs)) });
    } catch (error) {
      // The commit itself failed: nothing of these batches is stored.
      const failed = error instanceof Error ? error.message : String(error);
      parentPort.postMessage({ batches: batches.length, failed });
    }
  }
  if (messages.some((m) => m.close)) {
    db.close();
    parentPort.close();
  }
});
