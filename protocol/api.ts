// The HTTP API's shapes (docs/api.md): what the server answers and the browser reads, typed once for both.
import type { Acting, Lang, Outcome, TableRules } from '../engine/index.ts';
import type { SeatPublic } from './messages.ts';

/** A match's lifecycle: open until every seat is taken, then playing, then finished. */
export type MatchStatus = 'open' | 'playing' | 'finished';

/** A game the server serves, as the lobby shows it. */
export interface GameInfo {
  readonly id: string;
  readonly name: Readonly<Record<Lang, string>>;
  readonly summary: Readonly<Record<Lang, string>>;
  readonly players: { readonly min: number; readonly max: number };
  readonly defaultOptions: unknown;
}

/** What the lobby lists: no seed, no tokens, no log. */
export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly status: MatchStatus;
  readonly seats: readonly {
    readonly seat: number;
    readonly name: string | null;
    readonly bot: string | null;
  }[];
  readonly createdAt: number;
  readonly version: number;
}

/** One match, as `GET /api/matches/:id` tells it. */
export interface MatchInfo {
  readonly id: string;
  readonly game: string;
  /** The options the match is played with, complete. */
  readonly options: unknown;
  readonly status: MatchStatus;
  readonly version: number;
  readonly seats: readonly SeatPublic[];
  readonly toAct: Acting;
  readonly outcome: Outcome | null;
  /** The table's rules: time limit, what a timeout does, the bots' level (protocol/table.ts). */
  readonly table: TableRules;
}

/**
 * One seat of a new match: a bot's spec; a person's name, for a seat taken by whoever creates the match (its token
 * comes in the answer, so nobody can take the seat in between); or null for a seat left open to claim.
 */
export type SeatPlan = { readonly bot: string } | { readonly name: string } | null;

/** What `POST /api/matches` answers: each seat taken by the creator carries its token. */
export interface NewMatchAnswer {
  readonly id: string;
  readonly game: string;
  readonly status: MatchStatus;
  readonly seats: readonly { readonly seat: number; readonly bot: string | null; readonly token?: string }[];
}

/** Every failed answer's body: a code to act on and a sentence to show. */
export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string };
}

/** One decision of a review: what the seat chose and the bot's choice, with the chance of winning each gave. */
export interface ReviewedDecision {
  /** The entry of the match's record that holds the choice. */
  readonly index: number;
  /** Milliseconds since the match began. */
  readonly at: number;
  readonly chosen: unknown;
  readonly chosenChance: number;
  readonly best: unknown;
  readonly bestChance: number;
  readonly options: number;
}

/** A review of one seat's decisions, as `GET …/reviews` gives it once done. */
export interface Review {
  readonly seat: number;
  readonly decisions: readonly ReviewedDecision[];
  /** Decisions left out from the start of a very long match (the budget judges the last ones). */
  readonly skipped: number;
  /** ISMCTS iterations per search, and how long the whole review took on the server. */
  readonly iterations: number;
  readonly ms: number;
}

/** Where a seat's review stands; `review` once it is done. */
export interface ReviewStatus {
  readonly seat: number;
  readonly status: 'none' | 'running' | 'done' | 'failed';
  readonly review?: unknown;
}
