import { MoveError } from './errors.ts';
import type { Game, Outcome, PlayerSeat, Seat, Viewer } from './game.ts';
import { SYSTEM } from './game.ts';
import { canonicalJson } from './json.ts';
import type { Rng } from './rng.ts';

/** The largest move, as canonical JSON, that the kernel will even look at. */
export const MAX_MOVE_CHARS = 4096;

/** A move's identity: the game's own key, or its canonical JSON. */
export function keyOf<M>(game: Game<unknown, M, unknown, unknown, unknown>, move: M): string {
  return game.moveKey ? game.moveKey(move) : canonicalJson(move);
}

function isSeat(seat: unknown): seat is Seat {
  return seat === SYSTEM || (typeof seat === 'number' && Number.isInteger(seat) && seat >= 0);
}

/**
 * Finds the legal move that `raw` (untrusted input) names, or throws a MoveError saying why there is none.
 * Returns the game's own move object, so nothing of the input (extra fields, prototypes) reaches the state.
 */
export function checkMove<S, M>(
  game: Game<S, M, unknown, unknown, unknown>,
  state: S,
  seat: unknown,
  raw: unknown,
): M {
  if (!isSeat(seat)) throw new MoveError('not-your-turn', `There is no seat ${String(seat)} in this match.`);
  if (game.outcome(state) !== null) throw new MoveError('game-over', 'The game is over.', seat);
  let key: string;
  try {
    key = canonicalJson(raw, 16);
  } catch (error) {
    throw new MoveError('malformed-move', `That move is not valid data (${(error as Error).message}).`, seat);
  }
  if (key.length > MAX_MOVE_CHARS) throw new MoveError('malformed-move', 'That move is too large.', seat);
  if (!game.toAct(state).includes(seat)) {
    throw new MoveError(
      'not-your-turn',
      seat === SYSTEM ? 'The game is not due to act.' : 'It is not your turn.',
      seat,
    );
  }
  const legal = game.legalMoves(state, seat);
  // With a game's own move keys, narrow by the cheap key first and canonicalise only the candidates.
  const rawKey = game.moveKey ? cheapKey(game.moveKey, raw as M) : undefined;
  for (const move of legal) {
    if (rawKey !== undefined && game.moveKey!(move) !== rawKey) continue;
    if (canonicalJson(move) === key) return move;
  }
  throw new MoveError('illegal-move', 'That move is not allowed now.', seat);
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
  if (!game.viewEvent) return events.slice();
  const out: E[] = [];
  for (const event of events) {
    const seen = game.viewEvent(event, viewer);
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
