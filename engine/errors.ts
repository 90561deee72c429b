import type { Seat } from './game.ts';
import type { TableSeat } from './table-rules.ts';

/** Why a move was refused; each has a text a person can read, and the state is left untouched. */
export type MoveErrorCode =
  | 'malformed-move' // not plain JSON data, or too large
  | 'not-your-turn' // the seat may not act now
  | 'illegal-move' // well-formed, but not among the legal moves
  | 'game-over' // the match has ended
  | 'bad-time'; // logged earlier than the move before it

export class MoveError extends Error {
  override readonly name = 'MoveError';
  constructor(
    readonly code: MoveErrorCode,
    message: string,
    readonly seat?: Seat | TableSeat,
  ) {
    super(message);
  }
}

export function isMoveError(error: unknown): error is MoveError {
  return error instanceof MoveError;
}
