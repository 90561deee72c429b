// The table's state beside the game's: each person's chess clock, the seats a bot holds, the seats that are out,
// and whether the table itself ended the match. It changes only through the match log (the game's moves, which
// run and stop the clocks, and the table's own entries), so a replay of the record gives it exactly.
import { MoveError } from './errors.ts';
import type { Acting, Outcome, PlayerSeat } from './game.ts';
import type { BotHoldReason, OutReason, TableEntry, TableRules, TableStatus } from './table-rules.ts';
import { TABLE, TABLE_REASONS } from './table-rules.ts';

/**
 * What a player who comes back after running out of time has on the clock (TBL-D2): half a minute, or one
 * increment when that is more, never more than the reserve a seat starts with.
 */
export const RETURN_MS = 30_000;

export class TableKeeper {
  /** Each seat's time left as of `since` (the last log entry's time); unused without a clock. */
  private readonly remaining: number[];
  private since = 0;
  private readonly held = new Map<PlayerSeat, BotHoldReason>();
  private readonly out = new Map<PlayerSeat, OutReason>();
  /** Set when the table ended the match (everyone else out): the game's own outcome no longer counts. */
  private ended: Outcome | null = null;

  /** `bots`: the seats a bot plays from the start, which have no clock and cannot be handed to a bot. */
  constructor(
    readonly rules: TableRules,
    private readonly bots: readonly boolean[],
  ) {
    this.remaining = bots.map(() => rules.clock?.reserveMs ?? 0);
  }

  /** A copy to change, so that an entry refused halfway changes nothing. */
  clone(): TableKeeper {
    const copy = new TableKeeper(this.rules, this.bots);
    copy.remaining.splice(0, copy.remaining.length, ...this.remaining);
    copy.since = this.since;
    for (const [seat, why] of this.held) copy.held.set(seat, why);
    for (const [seat, why] of this.out) copy.out.set(seat, why);
    copy.ended = this.ended;
    return copy;
  }

  /** The match's outcome as the table has it: its own, or the game's with the seats that are out never winning. */
  outcome(game: Outcome | null): Outcome | null {
    if (this.ended) return this.ended;
    if (!game || this.out.size === 0) return game;
    const winners = game.winners.filter((s) => !this.out.has(s));
    return {
      ...game,
      winners,
      ...(game.rewards ? { rewards: game.rewards.map((r, s) => (this.out.has(s) ? 0 : r)) } : {}),
    };
  }

  /** Whether the table has a time limit (else the game's moves change nothing here). */
  get timed(): boolean {
    return this.rules.clock !== null;
  }

  get over(): boolean {
    return this.ended !== null;
  }

  /** Whether a bot plays `seat` now for its player (who may take it back, unless the seat is out). */
  botHolds(seat: PlayerSeat): boolean {
    return this.held.has(seat);
  }

  isOut(seat: PlayerSeat): boolean {
    return this.out.has(seat);
  }

  /** The seats whose clocks run while `acting` holds: a person's seat the game waits for, not held, not out. */
  private running(acting: Acting): PlayerSeat[] {
    if (!this.rules.clock || this.ended) return [];
    return acting.waiting.filter((s) => !this.bots[s] && !this.held.has(s) && !this.out.has(s));
  }

  /** The first clock to run out while `acting` holds, and when; null when none runs. */
  nextTimeout(acting: Acting): { seat: PlayerSeat; at: number } | null {
    let first: { seat: PlayerSeat; at: number } | null = null;
    for (const seat of this.running(acting)) {
      const at = this.since + this.remaining[seat];
      if (first === null || at < first.at) first = { seat, at };
    }
    return first;
  }

  /** Time passes to `at` (a log entry's time) with `acting` as it was since the entry before. */
  elapse(acting: Acting, at: number): void {
    for (const seat of this.running(acting)) {
      // Compared as `nextTimeout` computes the moment, so that a clock is at 0 exactly then, whatever the rounding.
      const end = this.since + this.remaining[seat];
      this.remaining[seat] = at >= end ? 0 : this.remaining[seat] - (at - this.since);
    }
    this.since = at;
  }

  /** After a game move: each person's seat the game waited for and waits for no more has ended its turn. */
  turnsEnded(before: Acting, after: Acting): void {
    const increment = this.rules.clock?.incrementMs ?? 0;
    if (increment === 0) return;
    for (const seat of this.running(before))
      if (!after.waiting.includes(seat)) this.remaining[seat] += increment;
  }

  /**
   * Applies a table entry, already elapsed to its time, with `acting` the game's now; throws a MoveError saying
   * why it cannot be (and changes nothing).
   */
  apply(entry: TableEntry, acting: Acting): void {
    if (this.ended) throw new MoveError('game-over', 'The match is over.', TABLE);
    if (entry.type === 'halt') {
      this.ended = { winners: [], reason: TABLE_REASONS.halt };
      this.held.clear();
      return;
    }
    const seat = entry.seat;
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.bots.length || this.bots[seat])
      throw new MoveError('malformed-move', `The table has no person's seat ${String(seat)}.`, TABLE);
    switch (entry.type) {
      case 'timeout': {
        if (!this.running(acting).includes(seat) || this.remaining[seat] > 0)
          throw new MoveError('bad-time', `Seat ${seat}'s clock has not run out.`, TABLE);
        if (this.rules.onTimeout === 'lose') this.leave(seat, 'timeout');
        else this.held.set(seat, 'timeout');
        return;
      }
      case 'bot-takes':
        if (this.rules.clock)
          throw new MoveError('illegal-move', 'With a time limit, the clock decides.', TABLE);
        if (this.held.has(seat) || this.out.has(seat))
          throw new MoveError('illegal-move', `A bot already plays seat ${seat}.`, TABLE);
        this.held.set(seat, 'vote');
        return;
      case 'player-returns': {
        const why = this.held.get(seat);
        if (why === undefined || this.out.has(seat))
          throw new MoveError('illegal-move', `Seat ${seat} is not held for its player.`, TABLE);
        this.held.delete(seat);
        const clock = this.rules.clock;
        if (clock && why === 'timeout')
          this.remaining[seat] = Math.min(clock.reserveMs, Math.max(RETURN_MS, clock.incrementMs));
        return;
      }
      case 'resign':
        if (this.out.has(seat)) throw new MoveError('illegal-move', `Seat ${seat} is already out.`, TABLE);
        this.leave(seat, 'resign');
        return;
      default:
        throw new MoveError('malformed-move', 'That is not a table entry.', TABLE);
    }
  }

  /**
   * `seat` is out (TBL-D1): with one seat left, that one wins and the match ends; otherwise a bot plays the seat
   * to the end, since no game of ours can go on with a seat missing, and it cannot win.
   */
  private leave(seat: PlayerSeat, why: OutReason): void {
    this.out.set(seat, why);
    const left = this.bots.map((_, s) => s).filter((s) => !this.out.has(s));
    if (left.length === 1) {
      this.ended = { winners: left, reason: TABLE_REASONS[why] };
      this.held.clear();
    } else this.held.set(seat, why);
  }

  /** The table as a face shows it, with `acting` the game's now. */
  status(acting: Acting): TableStatus {
    const running = new Set(this.running(acting));
    return {
      rules: this.rules,
      clocks: this.rules.clock
        ? this.bots.flatMap((bot, seat) =>
            bot
              ? []
              : [
                  {
                    seat,
                    remainingMs: this.remaining[seat],
                    runningSince: running.has(seat) ? this.since : null,
                  },
                ],
          )
        : [],
      botHeld: [...this.held]
        .sort(([a], [b]) => a - b)
        .map(([seat, why]) => ({ seat, level: this.rules.botLevel, why })),
      out: [...this.out].sort(([a], [b]) => a - b).map(([seat, why]) => ({ seat, why })),
    };
  }
}
