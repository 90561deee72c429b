// The default store: one SQLite file, nothing to install. better-sqlite3 is synchronous: reads run to their end on
// the calling thread, and writes run on a writer thread (sqlite-writer.mjs) so that the disk sync of each commit
// does not stall the event loop. Other processes on the same file are kept apart by SQLite's locks.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LogEntry, Outcome } from '../engine/index.ts';
import type { ChatChannel, ChatLine } from '../protocol/index.ts';
import {
  chatFromRow,
  checkAddress,
  operatorChatFromRow,
  checkChat,
  checkEpoch,
  checkReviewSeat,
  reviewFromRow,
  type ReviewRow,
  checkClaim,
  checkLimit,
  checkNewMatch,
  checkVersion,
  encodeEntries,
  encodeFinished,
  matchFromRows,
  summariesFromRows,
  toJson,
  type ChatRow,
  type EncodedEntry,
  type MatchRow,
  type MoveRow,
  type SeatRow,
  type SummaryRow,
} from './shared.ts';
import type {
  MatchStatus,
  MatchSummary,
  NewChatLine,
  OperatorChatLine,
  NewMatch,
  ReviewResult,
  Store,
  StoredReview,
  StoredMatch,
  StoredSeat,
} from './store.ts';
import { StaleVersionError } from './store.ts';
import { migrations } from './schema.ts';

/** The schema's steps in SQLite's words (schema.ts); `PRAGMA user_version` counts the steps applied. */
const SQLITE_MIGRATIONS = migrations('sqlite');

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

/**
 * Opens (creating if needed) the SQLite file at `file` and brings its schema up to date. Reads run on this
 * thread; writes run on a writer thread of their own (sqlite-writer.mjs), so that waiting for the disk never
 * blocks the event loop.
 */
export function openSqliteStore(file: string): Store {
  // The writer thread opens the file again: a private in-memory database would be a different one there.
  if (file === ':memory:') throw new Error('the SQLite store needs a file, not :memory:');
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // Another process holding the write lock makes us wait this long before SQLITE_BUSY. Waiting blocks this
    // process's event loop, so keep it short; writes are small transactions.
    db.pragma('busy_timeout = 5000');
    // WAL: readers do not block the writer. synchronous = FULL: in WAL mode, NORMAL may lose the last commits
    // on power loss; FULL syncs the log at every commit, so a resolved appendMoves is on disk. (The writer
    // thread's connection, which makes every commit, is set the same way.)
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrateSqlite(db);
    return new SqliteStore(db, new SqliteWriter(file));
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A write for the writer thread, checked and encoded here first. */
export type WriterJob =
  | {
      readonly op: 'create';
      readonly id: string;
      readonly game: string;
      readonly options: string;
      readonly seed: string;
      readonly status: MatchStatus;
      readonly createdAt: number;
      readonly startedAt: number | null;
      readonly seats: readonly StoredSeat[];
      readonly table: string | null;
      readonly rules: number;
    }
  | { readonly op: 'prune'; readonly createdBefore: number }
  | { readonly op: 'prune-finished'; readonly finishedBefore: number }
  | {
      readonly op: 'chat';
      readonly matchId: string;
      readonly line: NewChatLine;
    }
  | { readonly op: 'mute'; readonly matchId: string; readonly address: string; readonly at: number }
  | {
      readonly op: 'review-claim';
      readonly matchId: string;
      readonly seat: number;
      readonly at: number;
      readonly staleBefore: number;
    }
  | {
      readonly op: 'review-finish';
      readonly matchId: string;
      readonly seat: number;
      readonly status: 'done' | 'failed';
      readonly at: number;
      readonly body: string | null;
    }
  | {
      readonly op: 'claim';
      readonly matchId: string;
      readonly seat: number;
      readonly name: string;
      readonly tokenHash: string;
      readonly at: number;
    }
  | {
      readonly op: 'append';
      readonly matchId: string;
      readonly version: number;
      readonly entries: readonly EncodedEntry[];
      readonly finish: { readonly outcome: string; readonly at: number } | null;
    };

/** What the writer thread answers for each job of a batch. */
export type WriterResult =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly kind: 'stale' | 'exists' | 'no-match' | 'error';
      readonly message: string;
    };

type WriterReply =
  | { readonly batches: number; readonly results: readonly WriterResult[] }
  | { readonly batches: number; readonly failed: string };

interface PendingWrite {
  readonly job: WriterJob;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit on a writer thread: the writes asked for within one turn of the event loop go to the thread as
 * one batch, and the thread commits every batch that has reached it since its last commit in one transaction,
 * with one disk sync; each promise settles only after that commit. So the thread goes from one commit straight
 * to the next without waiting on this one, and its commits grow with the load.
 */
class SqliteWriter {
  private readonly worker: Worker;
  private queued: PendingWrite[] = [];
  /** Batches sent and not yet answered, oldest first. */
  private readonly sent: PendingWrite[][] = [];
  private scheduled = false;
  /** Set when the thread died or the store closed: every later write fails with it. */
  private failure: Error | null = null;
  private drained: (() => void) | null = null;
  private readonly exited: Promise<void>;

  constructor(file: string) {
    this.worker = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), { workerData: { file } });
    // Nothing to write keeps no process alive; a batch in flight does (see flush).
    this.worker.unref();
    this.worker.on('message', (reply: WriterReply) => this.answered(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    void this.exited.then(() => this.fail(new Error('the SQLite writer thread has stopped')));
  }

  submit(job: WriterJob): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queued.push({ job, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    if (this.queued.length === 0 || this.failure) return;
    const batch = this.queued;
    this.queued = [];
    this.sent.push(batch);
    this.worker.ref();
    this.worker.postMessage({ jobs: batch.map((p) => p.job) });
  }

  private answered(reply: WriterReply): void {
    const writes = this.sent.splice(0, reply.batches).flat();
    if ('failed' in reply) {
      // The commit itself failed: nothing of these batches is stored.
      const error = new Error(reply.failed);
      for (const p of writes) p.reject(error);
    } else {
      writes.forEach((p, i) => {
        const result = reply.results[i];
        if (result.ok) p.resolve(result.value);
        else p.reject(refusal(p.job, result));
      });
    }
    if (this.sent.length === 0 && this.queued.length === 0) {
      this.worker.unref();
      this.drained?.();
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const p of [...this.sent.flat(), ...this.queued]) p.reject(error);
    this.sent.length = 0;
    this.queued = [];
    this.drained?.();
  }

  /** Writes already asked for are committed, not dropped; then the thread ends. */
  async close(): Promise<void> {
    if (!this.failure) {
      this.flush();
      while (this.sent.length > 0 || this.queued.length > 0) {
        await new Promise<void>((resolve) => (this.drained = resolve));
        this.drained = null;
        this.flush();
      }
      this.failure = new Error('the store is closed');
      // Held until the thread has closed the file: a process with nothing else to do would not wait for it.
      this.worker.ref();
      this.worker.postMessage({ close: true });
    }
    await this.exited;
  }
}

/** The store's own error for a job the writer thread refused. */
function refusal(job: WriterJob, result: Extract<WriterResult, { ok: false }>): Error {
  if (result.kind === 'stale' && job.op === 'append') return new StaleVersionError(job.matchId, job.version);
  return new Error(result.message);
}

class SqliteStore implements Store {
  readonly kind = 'sqlite';

  // Prepared once, reused by every call. Only reads: every write goes through the writer thread.
  private readonly selectMatch;
  private readonly selectSeats;
  private readonly selectMoves;
  private readonly selectPage;
  private readonly selectPageSeats;
  private readonly selectPlaying;
  private readonly selectChat;
  private readonly selectOperatorChat;
  private readonly selectReview;

  constructor(
    private readonly db: Database.Database,
    private readonly writer: SqliteWriter,
  ) {
    this.selectMatch = db.prepare<[string], MatchRow>(
      `SELECT id, game, options, seed, status, created_at, started_at, finished_at, outcome, table_rules, rules
       FROM matches WHERE id = ?`,
    );
    this.selectSeats = db.prepare<[string], SeatRow>(
      'SELECT seat, name, bot, token_hash FROM seats WHERE match_id = ? ORDER BY seat',
    );
    this.selectMoves = db.prepare<[string], MoveRow>(
      'SELECT seat, move, at FROM moves WHERE match_id = ? ORDER BY idx',
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
    this.selectChat = db.prepare<[string, ChatChannel, number], ChatRow>(
      `SELECT * FROM (SELECT id, channel, at, seat, name, text FROM chat
       WHERE match_id = ? AND channel = ? ORDER BY id DESC LIMIT ?) ORDER BY id`,
    );
    this.selectOperatorChat = db.prepare<[string, number], ChatRow & { address: string | null }>(
      `SELECT * FROM (SELECT id, channel, at, seat, name, text, address FROM chat
       WHERE match_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id`,
    );
    this.selectReview = db.prepare<[string, number], ReviewRow>(
      'SELECT status, at, body FROM reviews WHERE match_id = ? AND seat = ?',
    );
  }

  async claimReview(matchId: string, seat: number, at: number, staleBefore: number): Promise<boolean> {
    checkReviewSeat(seat);
    checkEpoch(at, 'at');
    return (await this.writer.submit({ op: 'review-claim', matchId, seat, at, staleBefore })) as boolean;
  }

  async finishReview(matchId: string, seat: number, result: ReviewResult, at: number): Promise<void> {
    checkReviewSeat(seat);
    checkEpoch(at, 'at');
    const body = result.status === 'done' ? toJson(result.body, 'review') : null;
    await this.writer.submit({ op: 'review-finish', matchId, seat, status: result.status, at, body });
  }

  async loadReview(matchId: string, seat: number): Promise<StoredReview | null> {
    const row = this.selectReview.get(matchId, seat);
    return row ? reviewFromRow(row) : null;
  }

  async createMatch(match: NewMatch): Promise<void> {
    const status = checkNewMatch(match);
    const options = toJson(match.options, 'options');
    await this.writer.submit({
      op: 'create',
      id: match.id,
      game: match.game,
      options,
      seed: match.seed,
      status,
      createdAt: match.createdAt,
      startedAt: match.startedAt,
      seats: match.seats.map(({ seat, name, bot, tokenHash }) => ({ seat, name, bot, tokenHash })),
      table: match.table ? toJson(match.table, 'table') : null,
      rules: match.rules ?? 1,
    });
  }

  async addChat(matchId: string, line: NewChatLine): Promise<ChatLine | null> {
    checkChat(line);
    const id = (await this.writer.submit({ op: 'chat', matchId, line })) as number | null;
    return id === null ? null : { id, at: line.at, seat: line.seat, name: line.name, text: line.text };
  }

  async muteChat(matchId: string, address: string, at: number): Promise<void> {
    checkAddress(address);
    checkEpoch(at, 'at');
    await this.writer.submit({ op: 'mute', matchId, address, at });
  }

  async loadChat(matchId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]> {
    checkLimit(limit);
    return this.selectChat.all(matchId, channel, limit).map(chatFromRow);
  }

  async chatForOperator(matchId: string, limit: number): Promise<OperatorChatLine[]> {
    checkLimit(limit);
    return this.selectOperatorChat.all(matchId, limit).map(operatorChatFromRow);
  }

  async claimSeat(
    matchId: string,
    seat: number,
    name: string,
    tokenHash: string,
    at: number,
  ): Promise<boolean> {
    checkClaim(seat, name, at);
    return (await this.writer.submit({ op: 'claim', matchId, seat, name, tokenHash, at })) as boolean;
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
    const finish = finished ? encodeFinished(finished) : null;
    await this.writer.submit({ op: 'append', matchId, version, entries: encoded, finish });
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

  async pruneUnstarted(createdBefore: number): Promise<number> {
    checkEpoch(createdBefore, 'createdBefore');
    return (await this.writer.submit({ op: 'prune', createdBefore })) as number;
  }

  async pruneFinished(finishedBefore: number): Promise<number> {
    checkEpoch(finishedBefore, 'finishedBefore');
    return (await this.writer.submit({ op: 'prune-finished', finishedBefore })) as number;
  }

  /** One file is one machine's: there is nothing to coordinate with (issue 17 is about PostgreSQL). */
  register(): Promise<boolean> {
    return Promise.resolve(true);
  }

  async close(): Promise<void> {
    await this.writer.close();
    if (this.db.open) this.db.close();
  }
}
