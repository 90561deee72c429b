// The default store: one SQLite file, nothing to install. better-sqlite3 is synchronous, so every call runs to
// its end without interleaving with other JavaScript in this process; the Store's promises only make it
// interchangeable with PostgreSQL. Other processes on the same file are kept apart by SQLite's locks.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LogEntry, Outcome } from '../engine/index.ts';
import {
  checkClaim,
  checkLimit,
  checkNewMatch,
  checkVersion,
  encodeEntries,
  encodeFinished,
  matchFromRows,
  summariesFromRows,
  toJson,
  type MatchRow,
  type MoveRow,
  type SeatRow,
  type SummaryRow,
} from './shared.ts';
import type { MatchStatus, MatchSummary, NewMatch, Store, StoredMatch } from './store.ts';
import { StaleVersionError } from './store.ts';

/**
 * The schema, as steps: step i takes a database from `PRAGMA user_version` i to i + 1. Released steps are never
 * edited; a change is a new step at the end (PostgreSQL's list in postgres.ts grows with it).
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  // 1: matches, their seats and their move logs.
  `
  CREATE TABLE matches (
    id          TEXT PRIMARY KEY,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,              -- JSON
    seed        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('open', 'playing', 'finished')),
    created_at  INTEGER NOT NULL,           -- epoch ms
    started_at  INTEGER,
    finished_at INTEGER,
    outcome     TEXT                        -- JSON, set when finished
  );
  -- The lobby lists by status, newest first; the server resumes every playing match.
  CREATE INDEX matches_by_status ON matches (status, created_at DESC, id DESC);

  CREATE TABLE seats (
    match_id   TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    name       TEXT,
    bot        TEXT,
    token_hash TEXT,
    PRIMARY KEY (match_id, seat)
  ) WITHOUT ROWID;

  CREATE TABLE moves (
    match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    idx      INTEGER NOT NULL,              -- position in the log: 0, 1, 2, …
    seat     TEXT NOT NULL,                 -- a seat number, or 'system'
    move     TEXT NOT NULL,                 -- JSON
    at       REAL NOT NULL,                 -- ms since play began
    PRIMARY KEY (match_id, idx)
  ) WITHOUT ROWID;
  `,
];

export const SQLITE_SCHEMA_VERSION = SQLITE_MIGRATIONS.length;

/**
 * Brings the schema up to date; harmless when it already is. The steps run in one IMMEDIATE transaction (which
 * takes the write lock before reading the version), so two processes starting on one file at once cannot both
 * apply a step. A database written by a newer release is refused rather than misread.
 */
export function migrateSqlite(db: Database.Database): void {
  db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > SQLITE_MIGRATIONS.length) {
      throw new Error(
        `${db.name} has schema version ${current}; this release knows up to ${SQLITE_MIGRATIONS.length}`,
      );
    }
    for (let version = current; version < SQLITE_MIGRATIONS.length; version++) {
      db.exec(SQLITE_MIGRATIONS[version]);
    }
    // user_version lives in the file header and is written inside the transaction: steps and version commit
    // together or not at all.
    if (current !== SQLITE_MIGRATIONS.length) db.pragma(`user_version = ${SQLITE_MIGRATIONS.length}`);
  }).immediate();
}

/** Opens (creating if needed) the SQLite file at `file` and brings its schema up to date. */
export function openSqliteStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // Another process holding the write lock makes us wait this long before SQLITE_BUSY. Waiting blocks this
    // process's event loop, so keep it short; writes are small transactions.
    db.pragma('busy_timeout = 5000');
    // WAL: readers do not block the writer. synchronous = FULL: in WAL mode, NORMAL may lose the last commits
    // on power loss; FULL syncs the log at every commit, so a resolved appendMoves is on disk.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrateSqlite(db);
    return new SqliteStore(db);
  } catch (error) {
    db.close();
    throw error;
  }
}

class SqliteStore implements Store {
  readonly kind = 'sqlite';

  // Prepared once, reused by every call.
  private readonly insertMatch;
  private readonly insertSeat;
  private readonly selectMatch;
  private readonly selectSeats;
  private readonly selectMoves;
  private readonly selectStatus;
  private readonly selectVersion;
  private readonly insertMove;
  private readonly finishMatch;
  private readonly takeSeat;
  private readonly countOpenSeats;
  private readonly startMatch;
  private readonly selectPage;
  private readonly selectPageSeats;
  private readonly selectPlaying;

  constructor(private readonly db: Database.Database) {
    this.insertMatch = db.prepare<[string, string, string, string, MatchStatus, number, number | null]>(
      `INSERT INTO matches (id, game, options, seed, status, created_at, started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertSeat = db.prepare<[string, number, string | null, string | null, string | null]>(
      'INSERT INTO seats (match_id, seat, name, bot, token_hash) VALUES (?, ?, ?, ?, ?)',
    );
    this.selectMatch = db.prepare<[string], MatchRow>(
      `SELECT id, game, options, seed, status, created_at, started_at, finished_at, outcome
       FROM matches WHERE id = ?`,
    );
    this.selectSeats = db.prepare<[string], SeatRow>(
      'SELECT seat, name, bot, token_hash FROM seats WHERE match_id = ? ORDER BY seat',
    );
    this.selectMoves = db.prepare<[string], MoveRow>(
      'SELECT seat, move, at FROM moves WHERE match_id = ? ORDER BY idx',
    );
    this.selectStatus = db.prepare<[string], { status: MatchStatus }>(
      'SELECT status FROM matches WHERE id = ?',
    );
    // The log is gap-free (appends only ever add at its end), so its length is the last index + 1: one index
    // probe instead of counting every move.
    this.selectVersion = db.prepare<[string], { version: number }>(
      'SELECT coalesce(max(idx) + 1, 0) AS version FROM moves WHERE match_id = ?',
    );
    this.insertMove = db.prepare<[string, number, string, string, number]>(
      'INSERT INTO moves (match_id, idx, seat, move, at) VALUES (?, ?, ?, ?, ?)',
    );
    this.finishMatch = db.prepare<[number, string, string]>(
      "UPDATE matches SET status = 'finished', finished_at = ?, outcome = ? WHERE id = ?",
    );
    this.takeSeat = db.prepare<[string, string, string, number]>(
      `UPDATE seats SET name = ?, token_hash = ?
       WHERE match_id = ? AND seat = ? AND bot IS NULL AND token_hash IS NULL`,
    );
    this.countOpenSeats = db.prepare<[string], { open: number }>(
      'SELECT count(*) AS open FROM seats WHERE match_id = ? AND bot IS NULL AND token_hash IS NULL',
    );
    this.startMatch = db.prepare<[number, string]>(
      "UPDATE matches SET status = 'playing', started_at = ? WHERE id = ? AND status = 'open'",
    );
    this.selectPage = db.prepare<[MatchStatus, number], SummaryRow>(
      `SELECT id, game, status, created_at,
              (SELECT coalesce(max(idx) + 1, 0) FROM moves WHERE match_id = m.id) AS version
       FROM matches AS m WHERE status = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    );
    // The page's ids come as one JSON array, so one prepared statement serves any page size.
    this.selectPageSeats = db.prepare<
      [string],
      { match_id: string; seat: number; name: string | null; bot: string | null }
    >(
      `SELECT match_id, seat, name, bot FROM seats
       WHERE match_id IN (SELECT value FROM json_each(?)) ORDER BY match_id, seat`,
    );
    this.selectPlaying = db.prepare<[], { id: string }>(
      "SELECT id FROM matches WHERE status = 'playing' ORDER BY created_at, id",
    );
  }

  async createMatch(match: NewMatch): Promise<void> {
    const status = checkNewMatch(match);
    const options = toJson(match.options, 'options');
    return this.write(() => {
      try {
        this.insertMatch.run(
          match.id,
          match.game,
          options,
          match.seed,
          status,
          match.createdAt,
          match.startedAt,
        );
        for (const s of match.seats) this.insertSeat.run(match.id, s.seat, s.name, s.bot, s.tokenHash);
      } catch (error) {
        if (isPrimaryKeyViolation(error) && this.selectStatus.get(match.id)) {
          throw new Error(`match ${match.id} already exists`, { cause: error });
        }
        throw error;
      }
    });
  }

  async claimSeat(
    matchId: string,
    seat: number,
    name: string,
    tokenHash: string,
    at: number,
  ): Promise<boolean> {
    checkClaim(seat, at);
    return this.write((): boolean => {
      if (this.selectStatus.get(matchId)?.status !== 'open') return false;
      if (this.takeSeat.run(name, tokenHash, matchId, seat).changes !== 1) return false;
      if (this.countOpenSeats.get(matchId)?.open === 0) this.startMatch.run(at, matchId);
      return true;
    });
  }

  async loadMatch(matchId: string): Promise<StoredMatch | null> {
    // A read transaction: the three reads see one snapshot even if another process writes in between.
    return this.db.transaction((): StoredMatch | null => {
      const row = this.selectMatch.get(matchId);
      if (!row) return null;
      return matchFromRows(row, this.selectSeats.all(matchId), this.selectMoves.all(matchId));
    })();
  }

  async appendMoves(
    matchId: string,
    version: number,
    entries: readonly LogEntry[],
    finished?: { readonly outcome: Outcome; readonly at: number },
  ): Promise<void> {
    checkVersion(version);
    // Encode before anything is queued: a value that is not JSON fails here, with nothing begun.
    const encoded = encodeEntries(entries);
    const end = finished && encodeFinished(finished);
    return this.write(() => {
      const status = this.selectStatus.get(matchId)?.status;
      if (status === undefined) throw new Error(`no match ${matchId}`);
      // A finished match takes no more moves: whoever finished it got there first.
      if (status === 'finished') throw new StaleVersionError(matchId, version);
      if (this.selectVersion.get(matchId)?.version !== version) throw new StaleVersionError(matchId, version);
      try {
        encoded.forEach((e, i) => this.insertMove.run(matchId, version + i, e.seat, e.move, e.at));
      } catch (error) {
        // Cannot happen behind the check; kept so that a move at a taken index always reads as stale.
        if (isPrimaryKeyViolation(error)) throw new StaleVersionError(matchId, version);
        throw error;
      }
      if (end) this.finishMatch.run(end.at, end.outcome, matchId);
    });
  }

  /** Writes waiting for the next group commit. */
  private queued: {
    work: () => unknown;
    resolve: (result: never) => void;
    reject: (error: unknown) => void;
  }[] = [];

  /**
   * Group commit: the writes asked for in one turn of the event loop share one transaction, so one disk sync
   * makes them all durable (with synchronous = FULL, the sync is what a write costs). Each runs in its own
   * savepoint inside it, so one that fails is undone alone; every promise settles only after the commit.
   */
  private write<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ work, resolve: resolve as (result: never) => void, reject });
      if (this.queued.length === 1) setImmediate(() => this.commitQueued());
    });
  }

  private commitQueued(): void {
    const batch = this.queued;
    this.queued = [];
    if (batch.length === 0 || !this.db.open) {
      for (const job of batch) job.reject(new Error('the store is closed'));
      return;
    }
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      // IMMEDIATE takes the write lock before anything is read, so no other process can write between a
      // check and what follows from it. A nested better-sqlite3 transaction is a savepoint.
      this.db
        .transaction(() => {
          for (const job of batch) {
            try {
              outcomes.push({ ok: true, value: this.db.transaction(job.work)() });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
          }
        })
        .immediate();
    } catch (error) {
      // The commit itself failed: nothing of this batch is stored.
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) job.resolve(outcome.value as never);
      else job.reject(outcome.error);
    });
  }

  async listMatches(status: MatchStatus, limit: number): Promise<MatchSummary[]> {
    checkLimit(limit);
    return this.db.transaction((): MatchSummary[] => {
      const rows = this.selectPage.all(status, limit);
      if (rows.length === 0) return [];
      const seats = this.selectPageSeats.all(JSON.stringify(rows.map((r) => r.id)));
      return summariesFromRows(rows, seats);
    })();
  }

  async playingMatchIds(): Promise<string[]> {
    return this.selectPlaying.all().map((row) => row.id);
  }

  async close(): Promise<void> {
    this.commitQueued(); // appends already asked for are written, not dropped
    if (this.db.open) this.db.close();
  }
}

function isPrimaryKeyViolation(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
