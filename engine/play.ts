import { mayAct } from './turn-order.ts';
import { MoveError } from './errors.ts';
import type { Game, Message, Outcome, PlayerSeat, Seat, Viewer } from './game.ts';
import { SYSTEM } from './game.ts';
import { canonicalJson } from './json.ts';
import type { Rng } from './rng.ts';

/** The largest move, as canonical JSON, that the kernel will even look at. */
export const MAX_MOVE_CHARS = 4096;

/** A move's identity: the game's own key, or its canonical JSON. */
export function keyOf<M>(game: Game<unknown, M, unknown, unknown, unknown>, move: M): string {
  return game.wire?.moveKey ? game.wire.moveKey(move) : canonicalJson(move);
}

function isSeat(seat: unknown): seat is Seat {
  return seat === SYSTEM || (typeof seat === 'number' && Number.isInteger(seat) && seat >= 0);
}

/**
 * Finds the legal move that `raw` (untrusted input) names, or throws a MoveError saying why there is none.
 * Returns the game's own move object, so nothing of the input (extra fields, prototypes) reaches the state.
 * Legality is membership in `legalMoves`: `raw` must be equal, as JSON data, to one of them.
 */
export function checkMove<S, M>(
  game: Game<S, M, unknown, unknown, unknown>,
  state: S,
  seat: unknown,
  raw: unknown,
): M {
  if (!isSeat(seat)) throw new MoveError('not-your-turn', `There is no seat ${String(seat)} in this match.`);
  if (game.outcome(state) !== null) throw new MoveError('game-over', 'The game is over.', seat);
  // The common case first, without building any text: the seat to act names one of its legal moves (narrowed
  // by the game's cheap key when it has one, then compared as data).
  const toAct = game.toAct(state);
  const allowed = mayAct(toAct, seat);
  if (allowed) {
    const moveKey = game.wire?.moveKey;
    const rawKey = moveKey ? cheapKey(moveKey, raw as M) : undefined;
    for (const move of game.legalMoves(state, seat)) {
      if (rawKey !== undefined && moveKey!(move) !== rawKey) continue;
      if (sameJson(move, raw, MAX_MOVE_DEPTH)) return move;
    }
  }
  const readWritten = game.wire?.readWritten;
  if (allowed && seat !== SYSTEM && readWritten) {
    // Plain data of a sane size first; then the game reads the words.
    let size: number;
    try {
      size = canonicalJson(raw, MAX_MOVE_DEPTH).length;
    } catch (error) {
      throw new MoveError(
        'malformed-move',
        `That move is not valid data (${(error as Error).message}).`,
        seat,
      );
    }
    if (size > MAX_MOVE_CHARS) throw new MoveError('malformed-move', 'That move is too large.', seat);
    let written: M | null;
    try {
      written = readWritten(state, seat, raw);
    } catch (error) {
      if (error instanceof RangeError) throw new MoveError('illegal-move', error.message, seat);
      throw error;
    }
    if (written !== null) return written;
  }
  // Refused: find out why, in this order.
  let key: string;
  try {
    key = canonicalJson(raw, MAX_MOVE_DEPTH);
  } catch (error) {
    throw new MoveError('malformed-move', `That move is not valid data (${(error as Error).message}).`, seat);
  }
  if (key.length > MAX_MOVE_CHARS) throw new MoveError('malformed-move', 'That move is too large.', seat);
  if (!allowed) {
    throw new MoveError(
      'not-your-turn',
      seat === SYSTEM ? 'The game is not due to act.' : 'It is not your turn.',
      seat,
    );
  }
  throw new MoveError('illegal-move', 'That move is not allowed now.', seat);
}

/** How deeply a move from outside may nest. */
const MAX_MOVE_DEPTH = 16;

/**
 * Whether `raw` is the same JSON data as the game's move `legal`: exactly when their canonical JSON texts are
 * equal (so key order does not matter, and a key whose value is undefined counts as absent), without building
 * either text. Only plain objects, arrays and finite numbers in `raw` can match; `raw` nested deeper than
 * `depth` never does.
 */
function sameJson(legal: unknown, raw: unknown, depth: number): boolean {
  if (depth < 0) return false;
  if (legal === null || typeof legal !== 'object') {
    return legal === raw && (typeof raw !== 'number' || Number.isFinite(raw));
  }
  if (raw === null || typeof raw !== 'object') return false;
  if (Array.isArray(legal)) {
    if (!Array.isArray(raw) || raw.length !== legal.length) return false;
    for (let i = 0; i < legal.length; i++) if (!sameJson(legal[i], raw[i], depth - 1)) return false;
    return true;
  }
  if (Array.isArray(raw)) return false;
  const proto = Object.getPrototypeOf(raw);
  if (proto !== Object.prototype && proto !== null) return false;
  let count = 0;
  for (const key of Object.keys(legal)) {
    const value = (legal as Record<string, unknown>)[key];
    if (value === undefined) continue;
    count++;
    if (!Object.hasOwn(raw, key) || !sameJson(value, (raw as Record<string, unknown>)[key], depth - 1))
      return false;
  }
  // No more keys in `raw` than in the legal move (those with an undefined value do not count).
  for (const key of Object.keys(raw)) if ((raw as Record<string, unknown>)[key] !== undefined) count--;
  return count === 0;
}

/** A game's key for untrusted (but plain JSON) input, or undefined when the key function cannot read it. */
function cheapKey<M>(moveKey: (move: M) => string, raw: M): string | undefined {
  try {
    return moveKey(raw);
  } catch {
    return undefined;
  }
}

/**
 * The checked door for a move from outside: validates it (see `checkMove`), then applies it. On any error
 * the state is exactly as it was.
 */
export function applyMove<S, M, E>(
  game: Game<S, M, unknown, E, unknown>,
  state: S,
  seat: unknown,
  raw: unknown,
  ctx: { rng: Rng; time: number },
): { move: M; events: E[] } {
  const move = checkMove(game, state, seat, raw);
  const events = game.apply(state, seat as Seat, move, ctx);
  return { move, events };
}

/** An event as `viewer` may see it (null: not at all). */
export function eventsFor<E>(
  game: Game<unknown, unknown, unknown, E, unknown>,
  events: readonly E[],
  viewer: Viewer,
): E[] {
  const viewEvent = game.wire?.viewEvent;
  if (!viewEvent) return events.slice();
  const out: E[] = [];
  for (const event of events) {
    const seen = viewEvent(event, viewer);
    if (seen !== null) out.push(seen);
  }
  return out;
}

/** A seat's reward in [0, 1] for search: the game's own, or an equal share of the win; an unfinished game is a tie. */
export function rewardOf(outcome: Outcome | null, seat: PlayerSeat): number {
  if (!outcome) return 0.5;
  if (outcome.rewards) return outcome.rewards[seat];
  const winners = outcome.winners;
  for (let i = 0; i < winners.length; i++) if (winners[i] === seat) return 1 / winners.length;
  return 0;
}

/** Why a match ended, as a message of the game's texts: `reason.<reason>`, its `{player}` the first winner. */
export function reasonMessage(outcome: Outcome): Message {
  const [first] = outcome.winners;
  return {
    key: `reason.${outcome.reason}`,
    ...(first === undefined ? {} : { params: { player: { seat: first } } }),
  };
}
