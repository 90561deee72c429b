// The WebSocket protocol: what clients may send (validated with zod) and what the server sends back.
import { z } from 'zod';
import type { Acting, MoveErrorCode, Outcome, PlayerSeat, Seat, Viewer } from '../engine/index.ts';
import type { MatchStatus } from './api.ts';

/** The largest message a client may send; bigger ones are refused with `message-too-large`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const matchId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not a match id');

export const clientMessage = z.discriminatedUnion('type', [
  /** Sit at a match: with a seat's token as that seat, without one as a spectator. */
  z
    .object({ type: z.literal('join'), match: matchId, token: z.string().min(1).max(200).optional() })
    .strict(),
  /** A move made against `version` (how many moves the client had seen). */
  z.object({ type: z.literal('move'), version: z.number().int().nonnegative(), move: z.json() }).strict(),
  /** Ask for a fresh sync. */
  z.object({ type: z.literal('sync') }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** Every refusal the server can give; each comes with a sentence a person can read. */
export type ErrorCode =
  | MoveErrorCode
  | 'malformed-message'
  | 'message-too-large'
  | 'too-many-messages'
  | 'no-such-match'
  | 'bad-token'
  | 'not-joined'
  | 'not-a-seat'
  | 'not-started'
  | 'stale-version'
  | 'too-late'
  | 'unavailable';

export interface SeatPublic {
  readonly seat: PlayerSeat;
  readonly name: string | null;
  readonly bot: string | null;
  readonly connected: boolean;
}

/** One accepted move as a viewer may know of it: who, when, and the events it may see (never the move). */
export interface HistoryEntry {
  readonly version: number;
  readonly seat: Seat;
  readonly at: number;
  readonly events: readonly unknown[];
}

/**
 * The match's clock as the server read it when it sent a message: milliseconds since the match began, when the
 * game's own clock next strikes (null when it does not, or when that is the game's secret), and how many of its
 * milliseconds pass in one of the wall clock's (absent for 1: only tests run a faster clock).
 */
export interface MatchClock {
  readonly now: number;
  readonly nextDue: number | null;
  readonly rate?: number;
}

export type ServerMessage =
  | {
      readonly type: 'sync';
      readonly match: string;
      readonly game: string;
      /** The options the match is played with, as the game's `parseOptions` completed them (public, like the seats). */
      readonly options: unknown;
      readonly you: Viewer;
      readonly status: MatchStatus;
      readonly version: number;
      readonly seats: readonly SeatPublic[];
      readonly view: unknown;
      readonly legalMoves: readonly unknown[];
      readonly toAct: Acting;
      readonly outcome: Outcome | null;
      readonly history: readonly HistoryEntry[];
      /** Milliseconds since the match began, and when the game's own clock next strikes. */
      readonly clock: MatchClock;
    }
  | {
      readonly type: 'update';
      readonly version: number;
      readonly entries: readonly HistoryEntry[];
      readonly view: unknown;
      readonly legalMoves: readonly unknown[];
      readonly toAct: Acting;
      readonly outcome: Outcome | null;
      readonly clock: MatchClock;
    }
  | {
      readonly type: 'seats';
      readonly status: MatchStatus;
      readonly seats: readonly SeatPublic[];
    }
  | { readonly type: 'error'; readonly code: ErrorCode; readonly message: string; readonly version?: number };
