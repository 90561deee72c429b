// The database schema, written once for both stores. Each step is rendered for SQLite or PostgreSQL, which differ
// here only in a few types and a table option; everything else (tables, columns, keys, checks, indexes) is one text.
//
// Step i takes a database from version i to i + 1 (SQLite keeps the version in `PRAGMA user_version`, PostgreSQL
// in `schema_version`). Released steps are never edited; a change is a new step at the end.

export type Dialect = 'sqlite' | 'postgres';

/** The words in which the two databases differ. */
interface Words {
  /** A text key: PostgreSQL compares ids byte-wise (COLLATE "C"), as SQLite does, whatever the locale, so ties in
   * the lobby's order break alike. */
  readonly id: string;
  /** Epoch milliseconds: SQLite's INTEGER holds 64 bits; PostgreSQL's INTEGER does not. */
  readonly epoch: string;
  /** Milliseconds since play began, with fractions. */
  readonly ms: string;
  /** A growing integer key. */
  readonly serial: string;
  /** After a table whose rows are found by their primary key: SQLite then stores them in it. */
  readonly keyed: string;
}

const WORDS: Readonly<Record<Dialect, Words>> = {
  sqlite: {
    id: 'TEXT',
    epoch: 'INTEGER',
    ms: 'REAL',
    serial: 'INTEGER PRIMARY KEY AUTOINCREMENT',
    keyed: ' WITHOUT ROWID',
  },
  postgres: {
    id: 'TEXT COLLATE "C"',
    epoch: 'BIGINT',
    ms: 'DOUBLE PRECISION',
    serial: 'BIGSERIAL PRIMARY KEY',
    keyed: '',
  },
};

// JSON columns are TEXT in both: PostgreSQL's JSONB would reorder object keys and refuse "\u0000" in strings, so
// the two stores would no longer give back the same values.
const STEPS: readonly ((w: Words) => string)[] = [
  // 1: matches, their seats and their move logs.
  (w) => `
  CREATE TABLE matches (
    id          ${w.id} PRIMARY KEY,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,              -- JSON
    seed        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('open', 'playing', 'finished')),
    created_at  ${w.epoch} NOT NULL,        -- epoch ms
    started_at  ${w.epoch},
    finished_at ${w.epoch},
    outcome     TEXT                        -- JSON, set when finished
  );
  -- The lobby lists by status, newest first; the server resumes every playing match.
  CREATE INDEX matches_by_status ON matches (status, created_at DESC, id DESC);

  CREATE TABLE seats (
    match_id   ${w.id} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    name       TEXT,
    bot        TEXT,
    token_hash TEXT,
    PRIMARY KEY (match_id, seat)
  )${w.keyed};

  CREATE TABLE moves (
    match_id ${w.id} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    idx      INTEGER NOT NULL,              -- position in the log: 0, 1, 2, …
    seat     TEXT NOT NULL,                 -- a seat number, or 'system'
    move     TEXT NOT NULL,                 -- JSON
    at       ${w.ms} NOT NULL,              -- ms since play began
    PRIMARY KEY (match_id, idx)
  )${w.keyed};
  `,
  // 2: the table's rules beside a match's options, and its chat.
  (w) => `
  ALTER TABLE matches ADD COLUMN table_rules TEXT; -- JSON; null for the defaults

  CREATE TABLE chat (
    id       ${w.serial},
    match_id ${w.id} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    channel  TEXT NOT NULL CHECK (channel IN ('players', 'spectators')),
    at       ${w.epoch} NOT NULL,           -- epoch ms
    seat     INTEGER,                       -- null for a spectator
    name     TEXT NOT NULL,
    text     TEXT NOT NULL
  );
  CREATE INDEX chat_by_match ON chat (match_id, channel, id);
  `,
  // 3: reviews of a seat's decisions in a finished match, kept with the match.
  (w) => `
  CREATE TABLE reviews (
    match_id ${w.id} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    status   TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
    at       ${w.epoch} NOT NULL,           -- epoch ms: when it began, then when it ended
    body     TEXT,                          -- JSON, once done
    PRIMARY KEY (match_id, seat)
  )${w.keyed};
  `,
  // 4: the rules version a match is played under (those stored before it were played under version 1); where each
  // chat line came from, for the operator; and the addresses the operator muted in a match's chat.
  (w) => `
  ALTER TABLE matches ADD COLUMN rules INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE chat ADD COLUMN address TEXT;     -- the writer's network address; null for lines before step 4

  CREATE TABLE chat_mutes (
    match_id ${w.id} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    address  TEXT NOT NULL,
    at       ${w.epoch} NOT NULL,           -- epoch ms
    PRIMARY KEY (match_id, address)
  )${w.keyed};
  `,
];

/** The schema's steps in `dialect`'s SQL, oldest first. */
export function migrations(dialect: Dialect): readonly string[] {
  return STEPS.map((step) => step(WORDS[dialect]));
}

/** The version a database has once every step is applied. */
export const SCHEMA_VERSION = STEPS.length;
