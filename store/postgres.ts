// The store for more than one machine: PostgreSQL through a connection pool. Same tables and same outputs as
// the SQLite store (see shared.ts); several server processes may share one database.

import { Client, DatabaseError, Pool, types } from 'pg';
import type { PoolClient } from 'pg';
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
  ServerMode,
  Store,
  StoredMatch,
  StoredReview,
} from './store.ts';
import { StaleVersionError } from './store.ts';
import { migrations } from './schema.ts';

/** The schema's steps in PostgreSQL's words (schema.ts); `schema_version` has a row for each step applied. */
const POSTGRES_MIGRATIONS = migrations('postgres');

export interface PostgresStoreOptions {
  /**
   * The schema that holds the tables, created if missing; by default the connection's own search_path (normally
   * `public`). Lower-case letters, digits and underscores. Tests use a fresh one per run.
   */
  readonly schema?: string;
  /** The most connections the pool opens (default 10). */
  readonly poolSize?: number;
  /** How long to wait for a connection before failing (default 10 000 ms): a dead server fails, not hangs. */
  readonly connectTimeoutMs?: number;
}

/**
 * 64-bit integers (epoch ms, count(*)) come from pg as strings, since not all fit a JS number. Ours do: parse them
 * to numbers, and fail loudly on one that does not fit rather than round it. Set on this pool only, not globally.
 */
const parseInt8 = (text: string): number => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`64-bit value ${text} does not fit a JS number`);
  return value;
};
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === types.builtins.INT8 && format !== 'binary'
      ? parseInt8
      : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

/** Opens a pool on `url`, brings the schema up to date and returns the store. */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new RangeError(`schema name ${JSON.stringify(schema)} must be lower-case letters, digits and _`);
  }
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    // Every connection starts with the schema first on its search_path: no SET to forget, no extra round trip.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
    types: typeParsers,
    // Sessions go by 'nocturne' in pg_stat_activity unless the operator names them (PGAPPNAME, or the URL).
    fallback_application_name: 'nocturne',
  };
  const pool = new Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle connection that breaks (the server restarted, a network blip) is reported here and dropped by the
  // pool; without a listener Node would crash the process. The next query opens a new connection, and fails
  // loudly if the server is really gone.
  pool.on('error', () => {});
  try {
    await migratePostgres(pool, schema);
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot open the PostgreSQL store at ${redactUrl(url)}: ${reason}`, { cause: error });
  }
  return new PostgresStore(pool, () => new Client(connection));
}

/**
 * Brings the schema up to date; harmless when it already is. Several server processes may start at once, so the
 * whole migration is one transaction under an advisory lock (per schema): the first one in applies the steps,
 * the others wait, then find nothing left to do. A DDL step that fails rolls back with its version row.
 */
export async function migratePostgres(pool: Pool, schema?: string): Promise<void> {
  await transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`nocturne.migrate:${schema ?? ''}`]);
    // Checked before creating: CREATE SCHEMA IF NOT EXISTS needs the CREATE privilege even when it exists.
    if (schema !== undefined) {
      const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
      if (found.rowCount === 0) await client.query(`CREATE SCHEMA ${schema}`);
    }
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT coalesce(max(version), 0) AS version FROM schema_version',
    );
    const current = rows[0].version;
    if (current > POSTGRES_MIGRATIONS.length) {
      throw new Error(`schema version ${current}; this release knows up to ${POSTGRES_MIGRATIONS.length}`);
    }
    for (let version = current; version < POSTGRES_MIGRATIONS.length; version++) {
      await client.query(POSTGRES_MIGRATIONS[version]);
      await client.query('INSERT INTO schema_version (version, applied_at) VALUES ($1, $2)', [
        version + 1,
        Date.now(),
      ]);
    }
  });
}

/**
 * Runs `body` in a transaction on one pooled connection: COMMIT when it resolves, ROLLBACK when it throws. A
 * connection whose ROLLBACK fails is in an unknown state, so it is destroyed rather than returned to the pool.
 *
 * While the connection is taken from the pool, nothing else listens to it: if the database drops it (a restart,
 * pg_terminate_backend, a failover), pg reports the query's error and then an 'error' event on the connection,
 * which would end the process with nobody to hear it. So it is heard here, and the connection is destroyed.
 */
async function transaction<T>(
  pool: Pool,
  body: (client: PoolClient) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const dropped = (error: Error) => (broken ??= error);
  client.on('error', dropped);
  try {
    await client.query(begin);
    const result = await body(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch (rollbackError) {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    throw error;
  } finally {
    // Once released, the pool listens again (and removes a connection that errs while idle).
    client.off('error', dropped);
    client.release(broken);
  }
}

/** Reads that must agree with each other (a match and its log) see one snapshot. */
const READ_SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

/**
 * Every statement, named: pg prepares a named statement once per connection and reuses the plan. Many-row
 * inserts pass columns as arrays and `unnest` them, so one statement text serves any number of rows.
 */
const SQL = {
  createMatch: {
    name: 'nocturne_create_match',
    // One statement, so atomic without an explicit transaction: the match and all its seats, or nothing.
    text: `WITH m AS (
             INSERT INTO matches (id, game, options, seed, status, created_at, started_at, table_rules, rules)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $12, $13) RETURNING id
           )
           INSERT INTO seats (match_id, seat, name, bot, token_hash)
           SELECT m.id, s.seat, s.name, s.bot, s.token_hash
           FROM m, unnest($8::int[], $9::text[], $10::text[], $11::text[]) AS s (seat, name, bot, token_hash)`,
  },
  selectMatch: {
    name: 'nocturne_select_match',
    text: `SELECT id, game, options, seed, status, created_at, started_at, finished_at, outcome, table_rules, rules
           FROM matches WHERE id = $1`,
  },
  insertChat: {
    name: 'nocturne_insert_chat',
    // A line from an address the operator muted in the match is not kept.
    text: `INSERT INTO chat (match_id, channel, at, seat, name, text, address)
           SELECT $1, $2, $3, $4, $5, $6, $7::text
           WHERE NOT EXISTS (SELECT 1 FROM chat_mutes WHERE match_id = $1 AND address = $7::text)
           RETURNING id`,
  },
  insertMute: {
    name: 'nocturne_insert_mute',
    text: `INSERT INTO chat_mutes (match_id, address, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
  },
  selectOperatorChat: {
    name: 'nocturne_select_operator_chat',
    text: `SELECT * FROM (SELECT id, channel, at, seat, name, text, address FROM chat
           WHERE match_id = $1 ORDER BY id DESC LIMIT $2) AS last ORDER BY id`,
  },
  selectChat: {
    name: 'nocturne_select_chat',
    text: `SELECT * FROM (SELECT id, channel, at, seat, name, text FROM chat
           WHERE match_id = $1 AND channel = $2 ORDER BY id DESC LIMIT $3) AS last ORDER BY id`,
  },
  claimReview: {
    name: 'nocturne_claim_review',
    // As in the SQLite store: none yet, the last failed, or the running one is stale (its node died).
    text: `INSERT INTO reviews (match_id, seat, status, at) VALUES ($1, $2, 'running', $3)
           ON CONFLICT (match_id, seat) DO UPDATE SET status = 'running', at = excluded.at, body = NULL
           WHERE reviews.status = 'failed' OR (reviews.status = 'running' AND reviews.at < $4)`,
  },
  finishReview: {
    name: 'nocturne_finish_review',
    text: `UPDATE reviews SET status = $1, at = $2, body = $3
           WHERE match_id = $4 AND seat = $5 AND status = 'running'`,
  },
  selectReview: {
    name: 'nocturne_select_review',
    text: 'SELECT status, at, body FROM reviews WHERE match_id = $1 AND seat = $2',
  },
  selectSeats: {
    name: 'nocturne_select_seats',
    text: 'SELECT seat, name, bot, token_hash FROM seats WHERE match_id = $1 ORDER BY seat',
  },
  selectMoves: {
    name: 'nocturne_select_moves',
    text: 'SELECT seat, move, at FROM moves WHERE match_id = $1 ORDER BY idx',
  },
  // The row lock serialises every writer of one match (appends, claims) until its transaction ends.
  lockMatch: {
    name: 'nocturne_lock_match',
    text: 'SELECT status FROM matches WHERE id = $1 FOR UPDATE',
  },
  // The log is gap-free, so its length is the last index + 1: one index probe instead of a count.
  selectVersion: {
    name: 'nocturne_select_version',
    text: 'SELECT coalesce(max(idx) + 1, 0) AS version FROM moves WHERE match_id = $1',
  },
  insertMoves: {
    name: 'nocturne_insert_moves',
    text: `INSERT INTO moves (match_id, idx, seat, move, at)
           SELECT $1, $2 + e.n - 1, e.seat, e.move, e.at
           FROM unnest($3::text[], $4::text[], $5::float8[]) WITH ORDINALITY AS e (seat, move, at, n)`,
  },
  finishMatch: {
    name: 'nocturne_finish_match',
    text: "UPDATE matches SET status = 'finished', finished_at = $2, outcome = $3 WHERE id = $1",
  },
  takeSeat: {
    name: 'nocturne_take_seat',
    text: `UPDATE seats SET name = $3, token_hash = $4
           WHERE match_id = $1 AND seat = $2 AND bot IS NULL AND token_hash IS NULL`,
  },
  countOpenSeats: {
    name: 'nocturne_count_open_seats',
    text: 'SELECT count(*) AS open FROM seats WHERE match_id = $1 AND bot IS NULL AND token_hash IS NULL',
  },
  startMatch: {
    name: 'nocturne_start_match',
    text: "UPDATE matches SET status = 'playing', started_at = $2 WHERE id = $1 AND status = 'open'",
  },
  selectPage: {
    name: 'nocturne_select_page',
    text: `SELECT id, game, status, created_at,
                  (SELECT coalesce(max(idx) + 1, 0) FROM moves WHERE match_id = m.id) AS version
           FROM matches AS m WHERE status = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
  },
  selectPageSeats: {
    name: 'nocturne_select_page_seats',
    text: `SELECT match_id, seat, name, bot FROM seats
           WHERE match_id = ANY ($1::text[]) ORDER BY match_id, seat`,
  },
  pruneUnstarted: {
    name: 'nocturne_prune_unstarted',
    text: "DELETE FROM matches WHERE status = 'open' AND created_at < $1",
  },
  pruneFinished: {
    name: 'nocturne_prune_finished',
    text: "DELETE FROM matches WHERE status = 'finished' AND finished_at < $1",
  },
  selectPlaying: {
    name: 'nocturne_select_playing',
    text: "SELECT id FROM matches WHERE status = 'playing' ORDER BY created_at, id",
  },
} as const;

/**
 * The advisory lock every server on a schema holds while it runs: shared by the nodes of a cluster, exclusive for
 * a server alone. Advisory locks are per database, so the schema is in the key.
 */
const SERVER_LOCK_KEY = "hashtext('nocturne.server:' || current_schema())";
/** How long a server whose lock's session ended tries to take it again before it gives up (and stops). */
const LOCK_RETAKE_MS = 10_000;

class PostgresStore implements Store {
  readonly kind = 'postgres';
  private closed = false;
  /** The connection that holds this server's advisory lock (see `register`), outside the pool. */
  private registration: Client | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly connect: () => Client,
  ) {}

  async createMatch(match: NewMatch): Promise<void> {
    const status = checkNewMatch(match);
    const options = toJson(match.options, 'options');
    const seats = match.seats;
    try {
      await this.pool.query({
        ...SQL.createMatch,
        values: [
          match.id,
          match.game,
          options,
          match.seed,
          status,
          match.createdAt,
          match.startedAt,
          seats.map((s) => s.seat),
          seats.map((s) => s.name),
          seats.map((s) => s.bot),
          seats.map((s) => s.tokenHash),
          match.table ? toJson(match.table, 'table') : null,
          match.rules ?? 1,
        ],
      });
    } catch (error) {
      if (isUniqueViolation(error, 'matches_pkey')) {
        throw new Error(`match ${match.id} already exists`, { cause: error });
      }
      throw error;
    }
  }

  async claimSeat(
    matchId: string,
    seat: number,
    name: string,
    tokenHash: string,
    at: number,
  ): Promise<boolean> {
    checkClaim(seat, name, at);
    // Claims of one match queue on its row lock, so when two players take the last two seats at once, the
    // second one sees the first's seat taken and starts the match.
    return transaction(this.pool, async (client) => {
      const match = await client.query<{ status: MatchStatus }>({ ...SQL.lockMatch, values: [matchId] });
      if (match.rows[0]?.status !== 'open') return false;
      const taken = await client.query({ ...SQL.takeSeat, values: [matchId, seat, name, tokenHash] });
      if (taken.rowCount !== 1) return false;
      const left = await client.query<{ open: number }>({ ...SQL.countOpenSeats, values: [matchId] });
      if (left.rows[0].open === 0) await client.query({ ...SQL.startMatch, values: [matchId, at] });
      return true;
    });
  }

  async loadMatch(matchId: string): Promise<StoredMatch | null> {
    return transaction(
      this.pool,
      async (client) => {
        const match = await client.query<MatchRow>({ ...SQL.selectMatch, values: [matchId] });
        if (match.rows.length === 0) return null;
        const seats = await client.query<SeatRow>({ ...SQL.selectSeats, values: [matchId] });
        const moves = await client.query<MoveRow>({ ...SQL.selectMoves, values: [matchId] });
        return matchFromRows(match.rows[0], seats.rows, moves.rows);
      },
      READ_SNAPSHOT,
    );
  }

  async appendMoves(
    matchId: string,
    version: number,
    entries: readonly LogEntry[],
    finished?: { readonly outcome: Outcome; readonly at: number },
  ): Promise<void> {
    checkVersion(version);
    // Encode before the transaction: a value that is not JSON fails here, with nothing begun.
    const encoded = encodeEntries(entries);
    const end = finished && encodeFinished(finished);
    try {
      await transaction(this.pool, async (client) => {
        // Lock the match row first, then read the version: a concurrent append waits here, and reads the
        // version only once the first one has committed (each statement takes a fresh snapshot).
        const match = await client.query<{ status: MatchStatus }>({ ...SQL.lockMatch, values: [matchId] });
        const status = match.rows[0]?.status;
        if (status === undefined) throw new Error(`no match ${matchId}`);
        // A finished match takes no more moves: whoever finished it got there first.
        if (status === 'finished') throw new StaleVersionError(matchId, version);
        const current = await client.query<{ version: number }>({ ...SQL.selectVersion, values: [matchId] });
        if (current.rows[0].version !== version) throw new StaleVersionError(matchId, version);
        if (encoded.length > 0) {
          await client.query({
            ...SQL.insertMoves,
            values: [
              matchId,
              version,
              encoded.map((e) => e.seat),
              encoded.map((e) => e.move),
              encoded.map((e) => e.at),
            ],
          });
        }
        if (end) await client.query({ ...SQL.finishMatch, values: [matchId, end.at, end.outcome] });
      });
    } catch (error) {
      // Behind the row lock this cannot happen; kept so that a move at a taken index always reads as stale.
      if (isUniqueViolation(error, 'moves_pkey')) throw new StaleVersionError(matchId, version);
      throw error;
    }
  }

  async listMatches(status: MatchStatus, limit: number): Promise<MatchSummary[]> {
    checkLimit(limit);
    return transaction(
      this.pool,
      async (client) => {
        const page = await client.query<SummaryRow>({ ...SQL.selectPage, values: [status, limit] });
        if (page.rows.length === 0) return [];
        const seats = await client.query<{
          match_id: string;
          seat: number;
          name: string | null;
          bot: string | null;
        }>({ ...SQL.selectPageSeats, values: [page.rows.map((r) => r.id)] });
        return summariesFromRows(page.rows, seats.rows);
      },
      READ_SNAPSHOT,
    );
  }

  async playingMatchIds(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(SQL.selectPlaying);
    return rows.map((row) => row.id);
  }

  async pruneUnstarted(createdBefore: number): Promise<number> {
    checkEpoch(createdBefore, 'createdBefore');
    const { rowCount } = await this.pool.query({ ...SQL.pruneUnstarted, values: [createdBefore] });
    return rowCount ?? 0;
  }

  async pruneFinished(finishedBefore: number): Promise<number> {
    checkEpoch(finishedBefore, 'finishedBefore');
    const { rowCount } = await this.pool.query({ ...SQL.pruneFinished, values: [finishedBefore] });
    return rowCount ?? 0;
  }

  /**
   * A session advisory lock on a connection of its own, held until the store closes (or the process dies: the
   * database ends the session and the lock goes with it, so a node killed with kill -9 holds nothing).
   */
  async register(mode: ServerMode, lost: (why: string) => void = () => {}): Promise<boolean> {
    if (this.registration) throw new Error('this store is registered already');
    const client = await this.takeLock(mode);
    if (client) this.hold(client, mode, lost);
    return client !== null;
  }

  /** A connection of its own holding the server's lock, or null when a server it may not share with holds it. */
  private async takeLock(mode: ServerMode): Promise<Client | null> {
    const client = this.connect();
    // A dropped connection loses the lock (hold() takes it again); the process must not die of the 'error' event.
    client.on('error', () => {});
    const lock = mode === 'sole' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared';
    try {
      await client.connect();
      const { rows } = await client.query<{ held: boolean }>(`SELECT ${lock}(${SERVER_LOCK_KEY}) AS held`);
      if (rows[0].held) return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    await client.end().catch(() => {});
    return null;
  }

  /**
   * Keeps the lock while the store is open. When its session ends (the database restarted, or someone ended the
   * session), the lock went with it, and another server could start on this database: it is taken again at once.
   * If another server has it by then, or the database does not answer within LOCK_RETAKE_MS, `lost` is told, and
   * this server must stop serving.
   */
  private hold(client: Client, mode: ServerMode, lost: (why: string) => void): void {
    this.registration = client;
    client.once('end', () => {
      if (this.closed || this.registration !== client) return;
      this.registration = undefined;
      void this.retake(mode, lost);
    });
  }

  private async retake(mode: ServerMode, lost: (why: string) => void): Promise<void> {
    const deadline = Date.now() + LOCK_RETAKE_MS;
    for (;;) {
      let client: Client | null;
      try {
        client = await this.takeLock(mode);
      } catch {
        if (Date.now() >= deadline)
          return lost(`the database did not answer for ${LOCK_RETAKE_MS / 1000} s after its session ended`);
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      if (client === null) return lost('another Nocturne server took this database after its session ended');
      if (this.closed) return void (await client.end().catch(() => {}));
      return this.hold(client, mode, lost);
    }
  }

  async addChat(matchId: string, line: NewChatLine): Promise<ChatLine | null> {
    checkChat(line);
    try {
      const { rows } = await this.pool.query<{ id: string }>({
        ...SQL.insertChat,
        values: [matchId, line.channel, line.at, line.seat, line.name, line.text, line.address ?? null],
      });
      if (rows.length === 0) return null;
      return { id: Number(rows[0].id), at: line.at, seat: line.seat, name: line.name, text: line.text };
    } catch (error) {
      if (error instanceof DatabaseError && error.code === '23503')
        throw new Error(`no match ${matchId}`, { cause: error });
      throw error;
    }
  }

  async claimReview(matchId: string, seat: number, at: number, staleBefore: number): Promise<boolean> {
    checkReviewSeat(seat);
    checkEpoch(at, 'at');
    try {
      const { rowCount } = await this.pool.query({
        ...SQL.claimReview,
        values: [matchId, seat, at, staleBefore],
      });
      return (rowCount ?? 0) > 0;
    } catch (error) {
      if (error instanceof DatabaseError && error.code === '23503')
        throw new Error(`no match ${matchId}`, { cause: error });
      throw error;
    }
  }

  async finishReview(matchId: string, seat: number, result: ReviewResult, at: number): Promise<void> {
    checkReviewSeat(seat);
    checkEpoch(at, 'at');
    const body = result.status === 'done' ? toJson(result.body, 'review') : null;
    await this.pool.query({ ...SQL.finishReview, values: [result.status, at, body, matchId, seat] });
  }

  async loadReview(matchId: string, seat: number): Promise<StoredReview | null> {
    const { rows } = await this.pool.query<ReviewRow>({ ...SQL.selectReview, values: [matchId, seat] });
    return rows[0] ? reviewFromRow(rows[0]) : null;
  }

  async loadChat(matchId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]> {
    checkLimit(limit);
    const { rows } = await this.pool.query<ChatRow>({ ...SQL.selectChat, values: [matchId, channel, limit] });
    return rows.map(chatFromRow);
  }

  async muteChat(matchId: string, address: string, at: number): Promise<void> {
    checkAddress(address);
    checkEpoch(at, 'at');
    try {
      await this.pool.query({ ...SQL.insertMute, values: [matchId, address, at] });
    } catch (error) {
      if (error instanceof DatabaseError && error.code === '23503')
        throw new Error(`no match ${matchId}`, { cause: error });
      throw error;
    }
  }

  async chatForOperator(matchId: string, limit: number): Promise<OperatorChatLine[]> {
    checkLimit(limit);
    const { rows } = await this.pool.query<ChatRow & { address: string | null }>({
      ...SQL.selectOperatorChat,
      values: [matchId, limit],
    });
    return rows.map(operatorChatFromRow);
  }

  async close(): Promise<void> {
    const registration = this.registration;
    this.registration = undefined;
    await registration?.end().catch(() => {});
    // pg's Pool refuses a second end(); closing twice is harmless here, as in SQLite.
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return error instanceof DatabaseError && error.code === '23505' && error.constraint === constraint;
}

/** The URL without its password, for error messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}
