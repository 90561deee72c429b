import type { LogEntry, MatchRecord, Outcome, Seat, TableRules, TableSeat } from '../engine/index.ts';
import type { ChatChannel, ChatLine, MatchStatus, MatchSummary } from '../protocol/index.ts';

export type { MatchStatus, MatchSummary };

/** A seat as stored: who sits there, and the hash of its secret token once a person has claimed it. */
export interface StoredSeat {
  readonly seat: number;
  /** The display name; null while an open seat waits for a player. */
  readonly name: string | null;
  /** The bot that plays it (e.g. "ismcts:hard"), or null for a person. */
  readonly bot: string | null;
  /** SHA-256 of the seat's token (hex); null for bots and unclaimed seats. The token itself is never stored. */
  readonly tokenHash: string | null;
}

export interface NewMatch {
  readonly id: string;
  readonly game: string;
  readonly options: unknown;
  /** The match seed: secret until the match has ended. */
  readonly seed: string;
  readonly seats: readonly StoredSeat[];
  /** Epoch milliseconds. */
  readonly createdAt: number;
  /** Epoch milliseconds when play began (every seat taken), else null; move times count from here. */
  readonly startedAt: number | null;
  /** The table's rules (a time limit, what a timeout does); absent for the defaults. */
  readonly table?: TableRules;
  /** The version of the game's rules the match is played under (games/versions.ts); absent for version 1. */
  readonly rules?: number;
}

/** A chat line to keep (the store gives it its id). */
export interface NewChatLine {
  readonly channel: ChatChannel;
  /** Epoch milliseconds. */
  readonly at: number;
  /** The writer's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  /** The writer's network address, kept for the operator (who may mute it in the match); never sent to players. */
  readonly address?: string | null;
}

/** A kept chat line as the operator sees it: its channel and where it came from. */
export interface OperatorChatLine extends ChatLine {
  readonly channel: ChatChannel;
  readonly address: string | null;
}

export interface StoredMatch extends NewMatch {
  readonly status: MatchStatus;
  readonly finishedAt: number | null;
  readonly outcome: Outcome | null;
  /** Every accepted move, in order; `log.length` is the match's version. */
  readonly log: readonly LogEntry[];
}

/** The match's record: what replays it (engine/match.ts), as the API gives it out once the match has ended. */
export function recordOf(stored: StoredMatch): MatchRecord {
  return {
    game: stored.game,
    options: stored.options,
    seed: stored.seed,
    seats: stored.seats.map((s) => ({ name: s.name ?? '', ...(s.bot ? { bot: s.bot } : {}) })),
    log: stored.log,
    ...(stored.table ? { table: stored.table } : {}),
    ...(stored.rules === undefined ? {} : { rules: stored.rules }),
  };
}

/**
 * The append was made against an old version: someone else's move is already stored at that index, or the log
 * is not that long, or the match has finished since (a finished match takes no more moves). Reload and retry.
 */
export class StaleVersionError extends Error {
  override readonly name = 'StaleVersionError';
  constructor(
    readonly matchId: string,
    readonly expected: number,
  ) {
    super(`match ${matchId} is no longer at version ${expected}`);
  }
}

/**
 * Where matches live. Every method is atomic: it happens entirely or not at all. A move is acknowledged to
 * players only after `appendMoves` has resolved, so what resolved survives a crash of the process.
 */
export interface Store {
  /** "sqlite" or "postgres", for logs and tests. */
  readonly kind: string;

  /**
   * Stores a new match: `playing` when `startedAt` is set, else `open`. Rejects a duplicate id, and an open
   * match without an open human seat (nobody could ever start it: create it with `startedAt` instead).
   */
  createMatch(match: NewMatch): Promise<void>;

  /**
   * Gives an open, unclaimed human seat to a player. Returns false (and changes nothing) when the seat is a
   * bot's, already claimed, or the match does not exist. When it was the last open seat, the match becomes
   * `playing` with `startedAt` = `at`.
   */
  claimSeat(matchId: string, seat: number, name: string, tokenHash: string, at: number): Promise<boolean>;

  /** The whole match, or null when there is none with this id. */
  loadMatch(matchId: string): Promise<StoredMatch | null>;

  /**
   * Appends moves at log indexes `version`, `version + 1`, … in one transaction; with `finished`, also marks
   * the match finished in the same transaction. Throws StaleVersionError when the log is not at `version` or
   * the match has finished; a plain Error when there is no such match. Moves may be appended while the match is
   * still open (a game's opening chance steps, stored at creation).
   */
  appendMoves(
    matchId: string,
    version: number,
    entries: readonly LogEntry[],
    finished?: { readonly outcome: Outcome; readonly at: number },
  ): Promise<void>;

  /** Matches with the given status, newest first, at most `limit`. */
  listMatches(status: MatchStatus, limit: number): Promise<MatchSummary[]>;

  /** Ids of every match being played: the server resumes their bots and clocks after a restart. */
  playingMatchIds(): Promise<string[]>;

  /**
   * Deletes the matches created before `createdBefore` (epoch ms) that never started (still `open`), with their
   * seats and chat; returns how many. Started and finished matches are never deleted here.
   */
  pruneUnstarted(createdBefore: number): Promise<number>;

  /**
   * Deletes the matches that finished before `finishedBefore` (epoch ms), with their seats, moves, chat and
   * reviews; returns how many. Only when the operator asks for it (NOCTURNE_KEEP_FINISHED_DAYS).
   */
  pruneFinished(finishedBefore: number): Promise<number>;

  /**
   * Marks this process as a server on this store until the store closes: `sole` for a server that keeps its
   * matches in memory alone (no REDIS_URL), `shared` for one node of several. False, with nothing held, when
   * that would serve matches inconsistently: a `sole` server is there already, or (for `sole`) any other server.
   * A file store is one machine's, so SQLite always says true; a store without the method (a test's fake) too.
   * Should the mark be lost later and not be taken back (another server took the database meanwhile), `lost` is
   * told why: the server must stop serving.
   */
  register?(mode: ServerMode, lost?: (why: string) => void): Promise<boolean>;

  /**
   * Keeps a chat line with its match and returns it with its id (ids increase in the order lines are kept).
   * Null, keeping nothing, when the operator muted the line's address in that match. Rejects when there is no
   * such match.
   */
  addChat(matchId: string, line: NewChatLine): Promise<ChatLine | null>;

  /** The operator mutes `address` in a match's chat from `at` (epoch ms). Rejects when there is no such match. */
  muteChat(matchId: string, address: string, at: number): Promise<void>;

  /** The last `limit` lines of both channels of a match, oldest first, with their channel and address. */
  chatForOperator(matchId: string, limit: number): Promise<OperatorChatLine[]>;

  /** The last `limit` lines of one channel of a match, oldest first. */
  loadChat(matchId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]>;

  /**
   * Starts a review of `seat`'s decisions in a match (status `running`, at `at`): true when there was none, or
   * the last one failed or has run since before `staleBefore` (its node died); false, changing nothing, while
   * another is running or one is done. Rejects when there is no such match.
   */
  claimReview(matchId: string, seat: number, at: number, staleBefore: number): Promise<boolean>;

  /** Ends the running review of `seat` at `at`: `done` with its result, or `failed`. */
  finishReview(matchId: string, seat: number, result: ReviewResult, at: number): Promise<void>;

  /** The review of `seat` in a match, or null when none was asked for. */
  loadReview(matchId: string, seat: number): Promise<StoredReview | null>;

  close(): Promise<void>;
}

/** How a review ended: with its body (JSON data), or failed. */
export type ReviewResult =
  { readonly status: 'done'; readonly body: unknown } | { readonly status: 'failed' };

/** A review as stored: running since `at`, done (`body` is the review) or failed. */
export interface StoredReview {
  readonly status: 'running' | 'done' | 'failed';
  readonly at: number;
  readonly body: unknown;
}

/** How a server uses the store: alone (`sole`), or as one node of several coordinated through Redis (`shared`). */
export type ServerMode = 'sole' | 'shared';

/** How a seat is told apart in the log column: a number, or "system". */
export function seatToText(seat: Seat | TableSeat): string {
  return String(seat);
}

export function seatFromText(text: string): Seat | TableSeat {
  return text === 'system' || text === 'table' ? text : Number(text);
}
