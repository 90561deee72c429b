// What both stores share: checking what comes in before any write, and turning rows back into the Store's
// types. Both implementations go through these functions, so the two give identical outputs for identical
// inputs — the suite in store.test.ts holds them to that.

import type { LogEntry, Outcome, Seat, TableRules, TableSeat } from '../engine/index.ts';
import { checkName } from '../protocol/index.ts';
import type { ChatChannel, ChatLine } from '../protocol/index.ts';
import type {
  MatchStatus,
  MatchSummary,
  NewChatLine,
  NewMatch,
  OperatorChatLine,
  StoredMatch,
  StoredReview,
  StoredSeat,
} from './store.ts';
import { seatFromText, seatToText } from './store.ts';

/** A row of `matches`, timestamps already numbers. */
export interface MatchRow {
  readonly id: string;
  readonly game: string;
  readonly options: string;
  readonly seed: string;
  readonly status: MatchStatus;
  readonly created_at: number;
  readonly started_at: number | null;
  readonly finished_at: number | null;
  readonly outcome: string | null;
  readonly table_rules: string | null;
  /** The rules version (schema step 4): 1 for every match stored before it. */
  readonly rules: number;
}

export interface ChatRow {
  readonly id: number;
  readonly channel: ChatChannel;
  readonly at: number;
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
}

/** A chat line as the stores give it back. */
export function chatFromRow(row: ChatRow): ChatLine {
  return { id: Number(row.id), at: Number(row.at), seat: row.seat, name: row.name, text: row.text };
}

/** A chat line as the operator sees it (its channel and address). */
export function operatorChatFromRow(row: ChatRow & { readonly address: string | null }): OperatorChatLine {
  return { ...chatFromRow(row), channel: row.channel, address: row.address };
}

/** A stored review's columns. */
export interface ReviewRow {
  readonly status: 'running' | 'done' | 'failed';
  readonly at: number | string;
  readonly body: string | null;
}

/** A review as the stores give it back. */
export function reviewFromRow(row: ReviewRow): StoredReview {
  return { status: row.status, at: Number(row.at), body: row.body === null ? null : fromJson(row.body) };
}

/** A review's seat: a player's seat number. */
export function checkReviewSeat(seat: number): void {
  checkSeatNumber(seat, 'seat');
}

/** Checks a chat line before it is written: the server has checked its words; this keeps the columns sound. */
export function checkChat(line: NewChatLine): void {
  if (line.channel !== 'players' && line.channel !== 'spectators')
    throw new RangeError(`channel must be players or spectators, not ${String(line.channel)}`);
  checkEpoch(line.at, 'at');
  if (line.seat !== null) checkSeatNumber(line.seat, 'seat');
  if (typeof line.name !== 'string' || typeof line.text !== 'string')
    throw new TypeError('a chat line has a name and a text');
  if (line.address !== undefined && line.address !== null) checkAddress(line.address);
}

/** An address as the server names a client: a short text (an IP address, or whatever the proxy said). */
export function checkAddress(address: string): void {
  if (typeof address !== 'string' || address.length === 0 || address.length > 200)
    throw new RangeError('an address is a text of 1 to 200 characters');
}

export interface SeatRow {
  readonly seat: number;
  readonly name: string | null;
  readonly bot: string | null;
  readonly token_hash: string | null;
}

export interface MoveRow {
  readonly seat: string;
  readonly move: string;
  readonly at: number;
}

/** A row of the lobby's page of matches. */
export interface SummaryRow {
  readonly id: string;
  readonly game: string;
  readonly status: MatchStatus;
  readonly created_at: number;
  readonly version: number;
}

/** A move as the insert statements take it: columns already encoded. */
export interface EncodedEntry {
  readonly seat: string;
  readonly move: string;
  readonly at: number;
}

/**
 * JSON text for a column. JSON columns are TEXT in both stores (see index.ts): the text is kept byte for byte,
 * so key order and every string survive, and both stores return exactly what they were given.
 */
export function toJson(value: unknown, what: string): string {
  const text = JSON.stringify(value);
  // JSON.stringify gives undefined for undefined, functions and symbols: storing "null" instead would change
  // the value silently, so refuse.
  if (text === undefined) throw new TypeError(`${what} is not JSON data`);
  return text;
}

export function fromJson(text: string): unknown {
  return JSON.parse(text) as unknown;
}

/** Epoch milliseconds are stored as 64-bit integers; a fraction or NaN would be rounded or refused by the database. */
export function checkEpoch(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be epoch milliseconds (a non-negative integer), not ${value}`);
  }
  return value;
}

export function checkVersion(version: number): void {
  if (!Number.isSafeInteger(version) || version < 0) {
    throw new RangeError(`version must be a non-negative integer, not ${version}`);
  }
}

export function checkLimit(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a non-negative integer, not ${limit}`);
  }
}

function checkSeatNumber(seat: number, what: string): void {
  if (!Number.isSafeInteger(seat) || seat < 0)
    throw new RangeError(`${what} must be a seat number, not ${seat}`);
}

/**
 * A person's name is stored only as `checkName` keeps it (protocol/names.ts), so that both databases give the same
 * answer to any name (PostgreSQL refuses a NUL in text that SQLite would keep) and nothing stored can steer a
 * screen. A bot's seat is named by its spec.
 */
function checkSeatName(seat: number, name: string): void {
  const checked = checkName(name);
  if (!checked.ok || checked.name !== name)
    throw new RangeError(`seat ${seat}: ${JSON.stringify(name)} is not a printable name`);
}

/** A human seat nobody has claimed yet: what `claimSeat` hands out and what keeps a match open. */
export function isOpenSeat(seat: StoredSeat): boolean {
  return seat.bot === null && seat.tokenHash === null;
}

/**
 * Checks a new match before it is written. A match without a start time is open, so it needs a seat to claim;
 * one without any would wait forever (the caller must create it as playing, with `startedAt`).
 */
export function checkNewMatch(match: NewMatch): MatchStatus {
  checkEpoch(match.createdAt, 'createdAt');
  if (match.rules !== undefined && !(Number.isSafeInteger(match.rules) && match.rules >= 1))
    throw new RangeError(
      `match ${match.id}: rules version ${String(match.rules)} is not a whole number from 1`,
    );
  if (match.startedAt !== null) checkEpoch(match.startedAt, 'startedAt');
  const numbers = new Set<number>();
  for (const seat of match.seats) {
    checkSeatNumber(seat.seat, 'seat');
    if (numbers.has(seat.seat)) throw new RangeError(`match ${match.id} has seat ${seat.seat} twice`);
    numbers.add(seat.seat);
    if (seat.name !== null && seat.bot === null) checkSeatName(seat.seat, seat.name);
  }
  if (match.startedAt === null && !match.seats.some(isOpenSeat)) {
    throw new RangeError(
      `match ${match.id} has no open seat, so it cannot wait for players: create it with startedAt set`,
    );
  }
  return match.startedAt === null ? 'open' : 'playing';
}

export function checkClaim(seat: number, name: string, at: number): void {
  checkSeatNumber(seat, 'seat');
  checkSeatName(seat, name);
  checkEpoch(at, 'at');
}

/**
 * Encodes log entries for the `moves` table. `at` is milliseconds since the start of play; the engine accepts
 * any finite number, so the column is a double (REAL / DOUBLE PRECISION), which gives every such number back
 * exactly.
 */
export function encodeEntries(entries: readonly LogEntry[]): EncodedEntry[] {
  return entries.map((entry, i) => {
    const seat: Seat | TableSeat = entry.seat;
    if (seat !== 'system' && seat !== 'table') checkSeatNumber(seat, `entry ${i}: seat`);
    if (typeof entry.at !== 'number' || !Number.isFinite(entry.at)) {
      throw new RangeError(`entry ${i}: at must be a finite number of milliseconds, not ${entry.at}`);
    }
    return { seat: seatToText(seat), move: toJson(entry.move, `entry ${i}: move`), at: entry.at };
  });
}

export function encodeFinished(finished: { readonly outcome: Outcome; readonly at: number }): {
  outcome: string;
  at: number;
} {
  return { outcome: toJson(finished.outcome, 'outcome'), at: checkEpoch(finished.at, 'finished.at') };
}

export function matchFromRows(
  row: MatchRow,
  seats: readonly SeatRow[],
  moves: readonly MoveRow[],
): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    options: fromJson(row.options),
    seed: row.seed,
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.bot, tokenHash: s.token_hash })),
    createdAt: row.created_at,
    startedAt: row.started_at,
    status: row.status,
    finishedAt: row.finished_at,
    outcome: row.outcome === null ? null : (fromJson(row.outcome) as Outcome),
    log: moves.map((m) => ({ seat: seatFromText(m.seat), move: fromJson(m.move), at: m.at }) as LogEntry),
    ...(row.table_rules === null ? {} : { table: fromJson(row.table_rules) as TableRules }),
    // Version 1 reads as it always did (absent), as the default table does.
    ...(row.rules === 1 ? {} : { rules: row.rules }),
  };
}

/** Lobby summaries: `seats` holds the seat rows of every listed match, in seat order. */
export function summariesFromRows(
  rows: readonly SummaryRow[],
  seats: readonly {
    readonly match_id: string;
    readonly seat: number;
    readonly name: string | null;
    readonly bot: string | null;
  }[],
): MatchSummary[] {
  const byMatch = new Map<string, { seat: number; name: string | null; bot: string | null }[]>();
  for (const row of rows) byMatch.set(row.id, []);
  for (const s of seats) byMatch.get(s.match_id)?.push({ seat: s.seat, name: s.name, bot: s.bot });
  return rows.map((row) => ({
    id: row.id,
    game: row.game,
    status: row.status,
    seats: byMatch.get(row.id) ?? [],
    createdAt: row.created_at,
    version: row.version,
  }));
}
