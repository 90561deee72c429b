import { MoveError } from './errors.ts';
import type { Acting, AnyGame, Game, Outcome, PlayerSeat, Seat, Viewer } from './game.ts';
import { SYSTEM } from './game.ts';
import { canonicalJson, hashJson } from './json.ts';
import { checkMove, eventsFor } from './play.ts';
import { Rng, cryptoSeed } from './rng.ts';

/** Who sits in a seat: a display name, and the bot that plays it, if any (e.g. "ismcts:hard"). */
export interface SeatInfo {
  readonly name: string;
  readonly bot?: string;
}

/** One accepted move: who made it, what it was, and when (milliseconds since the match began). */
export interface LogEntry<M = unknown> {
  readonly seat: Seat;
  readonly move: M;
  readonly at: number;
}

/** Everything a match is: its state is a pure function of this record. */
export interface MatchRecord<M = unknown, O = unknown> {
  readonly game: string;
  readonly options: O;
  readonly seed: string;
  readonly seats: readonly SeatInfo[];
  readonly log: readonly LogEntry<M>[];
}

/** A move as it was applied, with its events in full (redact with `eventsFor` before showing anyone). */
export interface Applied<M, E> extends LogEntry<M> {
  readonly events: readonly E[];
}

/**
 * A match in play: the state, the kernel's random stream and the log. Every move goes through the checked
 * door; system moves (chance steps, timed events) are played by the match itself as they fall due.
 */
export class Match<S, M, V, E, O> {
  private rng: Rng;
  private readonly log: LogEntry<M>[] = [];
  private current: S;

  private constructor(
    readonly game: Game<S, M, V, E, O>,
    readonly seed: string,
    readonly seats: readonly SeatInfo[],
    readonly options: O,
  ) {
    this.rng = Rng.fromSeed(seed);
    this.current = game.setup({ players: seats.length, options, rng: this.rng });
  }

  /** A new match; the seed comes from a cryptographic source unless given (tests, simulations). */
  static create<S, M, V, E, O>(
    game: Game<S, M, V, E, O>,
    init: { seats: readonly SeatInfo[]; options?: unknown; seed?: string },
  ): Match<S, M, V, E, O> {
    const players = checkPlayers(game, init.seats.length);
    const options = game.parseOptions(init.options ?? game.defaultOptions, players);
    const match = new Match(game, init.seed ?? cryptoSeed(), init.seats, options);
    match.runSystem(0);
    return match;
  }

  /**
   * Rebuilds a match from its record, checking every move as it goes (a record is untrusted input too), and
   * that the system seat's entries are the ones a live match would have played, when it would have.
   * Throws a MoveError naming the first entry that does not replay. `onApplied` sees each entry with its events
   * in full (a replay viewer redacts them with `eventsFor`).
   */
  static replay<S, M, V, E, O>(
    game: Game<S, M, V, E, O>,
    record: MatchRecord<unknown, unknown>,
    onApplied?: (applied: Applied<M, E>, index: number) => void,
  ): Match<S, M, V, E, O> {
    if (record.game !== game.id) throw new RangeError(`record is of ${record.game}, not ${game.id}`);
    const options = game.parseOptions(record.options, checkPlayers(game, record.seats.length));
    const match = new Match(game, record.seed, record.seats, options);
    record.log.forEach((entry, i) => {
      try {
        if (typeof entry !== 'object' || entry === null)
          throw new MoveError('malformed-move', 'not a log entry');
        const applied = match.commit(entry.seat, entry.move, entry.at, true);
        onApplied?.(applied, i);
      } catch (error) {
        if (error instanceof MoveError)
          throw new MoveError(error.code, `log entry ${i}: ${error.message}`, error.seat);
        throw error;
      }
    });
    return match;
  }

  /** The live state. Read it, never change it; give it to nobody outside the server or kernel. */
  get state(): S {
    return this.current;
  }

  /** Milliseconds since the match began of the last logged move. */
  get time(): number {
    return this.log.length ? this.log[this.log.length - 1].at : 0;
  }

  /** The log version: how many moves have been accepted. Clients tag moves with it. */
  get version(): number {
    return this.log.length;
  }

  get record(): MatchRecord<M, O> {
    return {
      game: this.game.id,
      options: this.options,
      seed: this.seed,
      seats: this.seats,
      log: this.log.slice(),
    };
  }

  toAct(): Acting {
    return this.game.toAct(this.current);
  }

  legalMoves(seat: Seat): readonly M[] {
    return this.game.legalMoves(this.current, seat);
  }

  view(viewer: Viewer): V {
    return this.game.view(this.current, viewer);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.current);
  }

  /** When the system seat is next due (ms since the start), or null when it is not waiting on the clock. */
  nextDue(): number | null {
    if (this.game.outcome(this.current) || !this.game.toAct(this.current).system) return null;
    return this.game.systemDueAt?.(this.current) ?? this.time;
  }

  /** Proves a replay: a hash of the state and of the random stream's position. */
  hash(): string {
    return hashJson({ state: this.current, rng: this.rng.save() });
  }

  /**
   * Plays a move from outside for `seat` at time `at`: first every system move that fell due before it (the
   * clock does not wait for anyone), then the move, then every system move that falls due by then.
   * Throws a MoveError (and changes nothing) if the move is refused.
   */
  play(seat: PlayerSeat, move: unknown, at = this.time): Applied<M, E>[] {
    if (seat === (SYSTEM as unknown))
      throw new MoveError('not-your-turn', 'Only the game plays the system seat.');
    const due = this.nextDue();
    if (due === null || due > at) return [this.commit(seat, move, at), ...this.runSystem(at)];
    // A timed event fell due before this move arrived: it happens first, and the move is judged after it. If
    // the move is then refused, the match goes back to how it was; the next advance() plays the event.
    const saved = { state: this.game.clone(this.current), rng: this.rng.save(), moves: this.log.length };
    try {
      const applied = this.runSystem(at);
      applied.push(this.commit(seat, move, at));
      applied.push(...this.runSystem(at));
      return applied;
    } catch (error) {
      this.current = saved.state;
      this.rng = Rng.restore(saved.rng);
      this.log.length = saved.moves;
      throw error;
    }
  }

  /** Lets the clock run to `now`: plays the timed system moves due by then, each logged at its due time. */
  advance(now: number): Applied<M, E>[] {
    return this.runSystem(now);
  }

  /** The events of some applied moves as `viewer` may see them. */
  eventsFor(applied: readonly Applied<M, E>[], viewer: Viewer): E[] {
    return applied.flatMap((a) => eventsFor(this.game, a.events, viewer));
  }

  /** The checked door (see `applyMove`), with the clock's rules; a replay also checks the system seat's entries. */
  private commit(seat: unknown, raw: unknown, at: number, replaying = false): Applied<M, E> {
    if (typeof at !== 'number' || !Number.isFinite(at) || at < this.time) {
      throw new MoveError(
        'bad-time',
        `A move cannot be earlier than the one before it (${at} < ${this.time}).`,
      );
    }
    const move = checkMove(this.game, this.current, seat, raw);
    if (replaying) this.checkClock(seat as Seat, move, at);
    const events = this.game.apply(this.current, seat as Seat, move, { rng: this.rng, time: at });
    const entry = { seat: seat as Seat, move, at };
    this.log.push(entry);
    return { ...entry, events };
  }

  /**
   * A live match plays the system seat itself, as soon as it falls due; a record must show exactly that. So a
   * player's move cannot come after a system move that was due by its time, and a system entry must be the move
   * the match plays (the first legal one), logged at its due time.
   */
  private checkClock(seat: Seat, move: M, at: number): void {
    const due = this.nextDue();
    if (seat !== SYSTEM) {
      if (due !== null && due <= at)
        throw new MoveError('bad-time', `The game was due to act at ${due}, first.`, seat);
      return;
    }
    const expected = Math.max(due ?? at, this.time);
    if (at !== expected) throw new MoveError('bad-time', `The game acts at ${expected}, not at ${at}.`, seat);
    const [own] = this.game.legalMoves(this.current, SYSTEM);
    if (canonicalJson(move) !== canonicalJson(own)) {
      throw new MoveError('illegal-move', 'That is not the move the game makes here.', seat);
    }
  }

  private runSystem(now: number): Applied<M, E>[] {
    const applied: Applied<M, E>[] = [];
    for (let due = this.nextDue(); due !== null && due <= now; due = this.nextDue()) {
      const [move] = this.game.legalMoves(this.current, SYSTEM);
      if (move === undefined) throw new Error(`${this.game.id}: system is to act but has no move`);
      applied.push(this.commit(SYSTEM, move, Math.max(due, this.time)));
    }
    return applied;
  }
}

/** The number of seats, if the game can be played with that many; a RangeError otherwise. */
function checkPlayers(game: AnyGame, players: number): number {
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) {
    throw new RangeError(`${game.id} is for ${game.players.min}–${game.players.max} players, not ${players}`);
  }
  return players;
}
