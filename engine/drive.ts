// Playing a match whose seats are all decided in this process (simulations, the harness, the terminal), on a
// simulated clock, with the one reading of `toAct` (engine/acting.ts):
// - the system seat acts whenever it is due;
// - seats decide in asking order; a reacting seat that answers null lets this moment pass and is not asked
//   again until the match moves on;
// - a move takes the time a person would (`moveMs`): in turns, it is played that much later; in a real-time game
//   every seat decides at once, each move lands when it is done, and a move that is no longer legal when it lands
//   does not count (the seat decides again);
// - timed events that fall due meanwhile happen first, at their own times, and a move is judged after them.
import { DEFAULT_MOVE_MS } from './bots.ts';
import { MoveError } from './errors.ts';
import { SYSTEM, type PlayerSeat } from './game.ts';
import type { Applied, Match } from './match.ts';
import { isReacting, nextTurn, seatBit } from './turn-order.ts';

/** How long a person takes over a move, in milliseconds. */
export type MoveTime<S, M> = (state: S, seat: PlayerSeat, move: M) => number;

/** The seat a driver must ask next, and whether it may answer null (let the moment pass). */
export interface Ask {
  readonly seat: PlayerSeat;
  readonly reacting: boolean;
}

interface Landing<M> {
  readonly seat: PlayerSeat;
  readonly move: M;
  readonly at: number;
  /** Decided before this one landing at the same time goes first (asking order). */
  readonly order: number;
}

export class MatchDriver<S, M, V, E, O> {
  /** Seats that let the moment pass at `passedAt` (a version). */
  private passed = 0;
  private passedAt = -1;
  /** Real-time games: moves decided and still under way. */
  private readonly underway: Landing<M>[] = [];
  private decided = 0;

  constructor(
    readonly match: Match<S, M, V, E, O>,
    private readonly moveMs: MoveTime<S, M> = () => DEFAULT_MOVE_MS,
  ) {}

  /** Who must decide now; null when nobody is left to ask and the clock must run on (`wait`), or it is over. */
  next(): Ask | null {
    const match = this.match;
    if (match.outcome() !== null) return null;
    if (this.passedAt !== match.version) {
      this.passed = 0;
      this.passedAt = match.version;
    }
    let skip = this.passed;
    for (const landing of this.underway) skip |= seatBit(landing.seat);
    const now = match.toAct();
    const due = match.nextDue();
    const seat = nextTurn(now, skip, due !== null && due <= match.time);
    // The system seat is played by `wait`, as is the clock running on when nobody is left to ask.
    return seat === null || seat === SYSTEM ? null : { seat, reacting: isReacting(now, seat) };
  }

  /**
   * The answer of the seat `next` asked: a move, or null to let the moment pass (reacting seats only). Returns
   * what was played. Throws a MoveError for a move that is refused for any other reason than the clock.
   */
  answer(seat: PlayerSeat, move: M | null): Applied<M, E>[] {
    const match = this.match;
    if (move === null) {
      if (!isReacting(match.toAct(), seat)) {
        throw new MoveError('illegal-move', 'Only a seat that may react can let the moment pass.', seat);
      }
      this.passed |= seatBit(seat);
      return [];
    }
    const at = match.time + Math.max(0, this.moveMs(match.state, seat, move));
    if (match.game.timing?.realTime) {
      this.underway.push({ seat, move, at, order: this.decided++ });
      return [];
    }
    return this.land(seat, move, at);
  }

  /** Nobody is left to ask: plays what comes next, the system seat's due move or a move under way landing. */
  wait(): Applied<M, E>[] {
    const match = this.match;
    const due = match.nextDue();
    let first = -1;
    for (let i = 0; i < this.underway.length; i++) {
      const l = this.underway[i];
      const best = this.underway[first];
      if (first < 0 || l.at < best.at || (l.at === best.at && l.order < best.order)) first = i;
    }
    if (first >= 0 && (due === null || this.underway[first].at < due)) {
      const [landing] = this.underway.splice(first, 1);
      try {
        return match.play(landing.seat, landing.move, landing.at);
      } catch (error) {
        if (error instanceof MoveError) return []; // overtaken: no longer legal when it landed
        throw error;
      }
    }
    if (due === null) {
      throw new Error(`${match.game.id}: nobody can act, yet the game has not ended`);
    }
    return match.advance(Math.max(due, match.time));
  }

  private land(seat: PlayerSeat, move: M, at: number): Applied<M, E>[] {
    const match = this.match;
    try {
      return match.play(seat, move, at);
    } catch (error) {
      const due = match.nextDue();
      // A timed event fell due while the seat was making its move and made it illegal: the event happens (at
      // its own time), the move does not, and the seat decides again.
      if (error instanceof MoveError && due !== null && due <= at) return match.advance(at);
      throw error;
    }
  }
}
