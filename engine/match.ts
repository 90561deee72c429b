import { NOBODY } from './acting.ts';
import { MoveError } from './errors.ts';
import type { Acting, AnyGame, Game, Outcome, PlayerSeat, Seat, Viewer } from './game.ts';
import { SYSTEM } from './game.ts';
import { canonicalJson, hashJson, jsonEqual } from './json.ts';
import { checkMove, eventsFor } from './play.ts';
import { Rng, cryptoSeed } from './rng.ts';
import type { TableEntry, TableRules, TableSeat, TableStatus } from './table-rules.ts';
import { DEFAULT_TABLE, TABLE, checkTableRules } from './table-rules.ts';
import { TableKeeper } from './table.ts';

/** Who sits in a seat: a display name, and the bot that plays it, if any (e.g. "ismcts:hard"). */
export interface SeatInfo {
  readonly name: string;
  readonly bot?: string;
}

/** One accepted move: who made it, what it was, and when (milliseconds since the match began). */
export interface MoveEntry<M = unknown> {
  readonly seat: Seat;
  readonly move: M;
  readonly at: number;
}

/** One entry of the table (a timeout, a seat handed to a bot or back, a resignation), logged under `table`. */
export interface TableLogEntry {
  readonly seat: TableSeat;
  readonly move: TableEntry;
  readonly at: number;
}

/** An entry of the match log: a move of a seat or of the game, or an entry of the table. */
export type LogEntry<M = unknown> = MoveEntry<M> | TableLogEntry;

/** Everything a match is: its state is a pure function of this record. */
export interface MatchRecord<M = unknown, O = unknown> {
  readonly game: string;
  readonly options: O;
  readonly seed: string;
  readonly seats: readonly SeatInfo[];
  readonly log: readonly LogEntry<M>[];
  /** The table's rules (a time limit, what a timeout does); `DEFAULT_TABLE` when absent. */
  readonly table?: TableRules;
  /** The version of the game's rules it was played under (games/versions.ts); 1 when absent. Replay it with the
   * game's rule set of that version (`gameAt` in games/index.ts). */
  readonly rules?: number;
}

/**
 * A log entry as it was applied, with its events in full (redact with `eventsFor` before showing anyone); a
 * table entry has none.
 */
export type Applied<M, E> = LogEntry<M> & { readonly events: readonly E[] };

/**
 * A match in play: the state, the kernel's random stream and the log. Every move goes through the checked
 * door; system moves (chance steps, timed events) are played by the match itself as they fall due.
 */
export class Match<S, M, V, E, O> {
  private rng: Rng;
  private readonly log: LogEntry<M>[] = [];
  private current: S;
  /** The table beside the game: clocks, seats a bot holds, seats out (engine/table.ts). */
  private table: TableKeeper;

  private constructor(
    readonly game: Game<S, M, V, E, O>,
    readonly seed: string,
    readonly seats: readonly SeatInfo[],
    readonly options: O,
    readonly tableRules: TableRules,
  ) {
    this.rng = Rng.fromSeed(seed);
    this.current = game.setup({ players: seats.length, options, rng: this.rng });
    this.table = new TableKeeper(
      tableRules,
      seats.map((s) => s.bot !== undefined),
    );
  }

  /** A new match; the seed comes from a cryptographic source unless given (tests, simulations). */
  static create<S, M, V, E, O>(
    game: Game<S, M, V, E, O>,
    init: { seats: readonly SeatInfo[]; options?: unknown; seed?: string; table?: TableRules },
  ): Match<S, M, V, E, O> {
    const players = checkPlayers(game, init.seats.length);
    const options = game.options.parse(init.options ?? game.options.defaults, players);
    const match = new Match(
      game,
      init.seed ?? cryptoSeed(),
      init.seats,
      options,
      init.table ?? DEFAULT_TABLE,
    );
    match.runDue(0);
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
    const match = Match.begin(game, record);
    record.log.forEach((entry, i) => {
      const applied = match.replayEntry(entry, i);
      onApplied?.(applied, i);
    });
    return match;
  }

  /**
   * The match at the start of `record`, before its first entry: step through the log with `replayEntry` to see
   * each moment as it was (a review reads every decision's view this way).
   */
  static begin<S, M, V, E, O>(
    game: Game<S, M, V, E, O>,
    record: MatchRecord<unknown, unknown>,
  ): Match<S, M, V, E, O> {
    if (record.game !== game.id) throw new RangeError(`record is of ${record.game}, not ${game.id}`);
    const options = game.options.parse(record.options, checkPlayers(game, record.seats.length));
    const table = record.table === undefined ? DEFAULT_TABLE : checkTableRules(record.table);
    return new Match(game, record.seed, record.seats, options, table);
  }

  /** The record's next entry (number `index`), checked as `replay` checks it. */
  replayEntry(entry: LogEntry<unknown>, index: number): Applied<M, E> {
    try {
      if (typeof entry !== 'object' || entry === null)
        throw new MoveError('malformed-move', 'not a log entry');
      return entry.seat === TABLE
        ? this.commitTable(entry.move, entry.at, true)
        : this.commit(entry.seat, entry.move, entry.at, true);
    } catch (error) {
      if (error instanceof MoveError)
        throw new MoveError(error.code, `log entry ${index}: ${error.message}`, error.seat);
      throw error;
    }
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
      // Only where the table has rules of its own: a record of friends' pace reads as it always did.
      ...(jsonEqual(this.tableRules, DEFAULT_TABLE) ? {} : { table: this.tableRules }),
    };
  }

  /** Who acts now: the game's answer, or nobody once the match is over (the table may end it). */
  toAct(): Acting {
    return this.table.over ? NOBODY : this.game.toAct(this.current);
  }

  legalMoves(seat: Seat): readonly M[] {
    return this.table.over ? [] : this.game.legalMoves(this.current, seat);
  }

  view(viewer: Viewer): V {
    return this.game.view(this.current, viewer);
  }

  /** The game's outcome as the table has it (engine/table.ts): or the table's own, when it ended the match. */
  outcome(): Outcome | null {
    return this.table.outcome(this.game.outcome(this.current));
  }

  /** The table now: its rules, the clocks, the seats a bot holds and those out. */
  tableStatus(): TableStatus {
    return this.table.status(this.toAct());
  }

  /** Whether a bot plays this person's seat for now (after a timeout, a vote, or for good once it is out). */
  botHolds(seat: PlayerSeat): boolean {
    return this.table.botHolds(seat);
  }

  isOut(seat: PlayerSeat): boolean {
    return this.table.isOut(seat);
  }

  /** When the system seat is next due (ms since the start), or null when it is not waiting on the clock. */
  nextDue(): number | null {
    if (this.outcome() || !this.toAct().system) return null;
    return this.game.timing?.dueAt?.(this.current) ?? this.time;
  }

  /** When a person's clock next runs out (ms since the start), or null when none runs. */
  nextTimeout(): number | null {
    if (!this.table.timed || this.outcome()) return null;
    return this.table.nextTimeout(this.toAct())?.at ?? null;
  }

  /** When anything falls due by itself: the game's timed event or a clock running out. */
  nextEvent(): number | null {
    const due = this.nextDue();
    const timeout = this.nextTimeout();
    if (due === null) return timeout;
    return timeout === null ? due : Math.min(due, timeout);
  }

  /** Proves a replay: a hash of the state, of the random stream's position and of the table. */
  hash(): string {
    const table =
      this.log.some((e) => e.seat === TABLE) || this.tableRules.clock ? this.tableStatus() : undefined;
    return hashJson({ state: this.current, rng: this.rng.save(), ...(table ? { table } : {}) });
  }

  /**
   * Plays a move from outside for `seat` at time `at`: first every system move that fell due before it (the
   * clock does not wait for anyone), then the move, then every system move that falls due by then.
   * Throws a MoveError (and changes nothing) if the move is refused.
   */
  play(seat: PlayerSeat, move: unknown, at = this.time): Applied<M, E>[] {
    if (seat === (SYSTEM as unknown) || seat === (TABLE as unknown))
      throw new MoveError('not-your-turn', 'Only the game plays the system seat.');
    return this.afterDue(at, () => this.commit(seat, move, at));
  }

  /**
   * An entry of the table from outside (a resignation, a vote's result, a player back) at time `at`: like `play`,
   * after whatever fell due before it. Throws a MoveError (and changes nothing) if it cannot be.
   */
  tableEntry(entry: TableEntry, at = this.time): Applied<M, E>[] {
    if (entry.type === 'timeout')
      throw new MoveError('illegal-move', 'Only the clock says when time is out.', TABLE);
    return this.afterDue(at, () => this.commitTable(entry, at));
  }

  /**
   * Runs what fell due before `at`, then `commit`, then what falls due by `at`. If `commit` throws, the match goes
   * back to how it was (the next advance() plays what fell due).
   */
  private afterDue(at: number, commit: () => Applied<M, E>): Applied<M, E>[] {
    const due = this.nextEvent();
    if (due === null || due > at) return [commit(), ...this.runDue(at)];
    const saved = {
      state: this.game.clone(this.current),
      rng: this.rng.save(),
      moves: this.log.length,
      table: this.table.clone(),
    };
    try {
      const applied = this.runDue(at);
      applied.push(commit());
      applied.push(...this.runDue(at));
      return applied;
    } catch (error) {
      this.current = saved.state;
      this.rng = Rng.restore(saved.rng);
      this.log.length = saved.moves;
      this.table = saved.table;
      throw error;
    }
  }

  /** Lets the clock run to `now`: plays the timed system moves and the timeouts due by then, each at its time. */
  advance(now: number): Applied<M, E>[] {
    return this.runDue(now);
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
    if (this.table.over) throw new MoveError('game-over', 'The match is over.', seat as Seat);
    const move = checkMove(this.game, this.current, seat, raw);
    if (replaying) this.checkClock(seat as Seat, move, at);
    // Without a time limit nothing of the table moves with the game: the checked door costs what it always did.
    const before = this.table.timed ? this.game.toAct(this.current) : null;
    const events = this.game.apply(this.current, seat as Seat, move, { rng: this.rng, time: at });
    if (before) {
      this.table.elapse(before, at);
      this.table.turnsEnded(before, this.game.toAct(this.current));
    }
    const entry = { seat: seat as Seat, move, at };
    this.log.push(entry);
    return { ...entry, events };
  }

  /**
   * The table's door: an entry checked by the table (engine/table.ts) at a time no earlier than the last; a
   * replay also checks it comes when a live match would have logged it (a timeout at the very millisecond).
   */
  private commitTable(raw: unknown, at: number, replaying = false): Applied<M, E> {
    if (typeof at !== 'number' || !Number.isFinite(at) || at < this.time) {
      throw new MoveError(
        'bad-time',
        `A move cannot be earlier than the one before it (${at} < ${this.time}).`,
        TABLE,
      );
    }
    const entry = tableEntryOf(raw);
    if (replaying) this.checkTableClock(entry, at);
    const acting = this.toAct();
    const table = this.table.clone();
    table.elapse(acting, at);
    table.apply(entry, acting); // throws, leaving this.table as it was
    this.table = table;
    const logged: TableLogEntry = { seat: TABLE, move: entry, at };
    this.log.push(logged);
    return { ...logged, events: [] };
  }

  /**
   * A live match logs a timeout at the millisecond the clock runs out, before anything else that comes later; a
   * record must show exactly that.
   */
  private checkTableClock(entry: TableEntry, at: number): void {
    const due = this.nextDue();
    if (due !== null && due <= at)
      throw new MoveError('bad-time', `The game was due to act at ${due}, first.`, TABLE);
    const timeout = this.table.nextTimeout(this.toAct());
    if (entry.type === 'timeout') {
      if (timeout?.seat !== entry.seat || timeout.at !== at)
        throw new MoveError('bad-time', `Seat ${entry.seat}'s time does not run out at ${at}.`, TABLE);
    } else if (timeout !== null && timeout.at <= at)
      throw new MoveError('bad-time', `Seat ${timeout.seat}'s time ran out at ${timeout.at}, first.`, TABLE);
  }

  /**
   * A live match plays the system seat itself, as soon as it falls due; a record must show exactly that. So a
   * player's move cannot come after a system move that was due by its time, and a system entry must be the move
   * the match plays (the first legal one), logged at its due time.
   */
  private checkClock(seat: Seat, move: M, at: number): void {
    const due = this.nextDue();
    const timeout = this.nextTimeout();
    if (seat !== SYSTEM) {
      if (due !== null && due <= at)
        throw new MoveError('bad-time', `The game was due to act at ${due}, first.`, seat);
      if (timeout !== null && timeout <= at)
        throw new MoveError('bad-time', `A clock ran out at ${timeout}, first.`, seat);
      return;
    }
    const expected = Math.max(due ?? at, this.time);
    if (timeout !== null && timeout < expected)
      throw new MoveError('bad-time', `A clock ran out at ${timeout}, before the game acts.`, seat);
    if (at !== expected) throw new MoveError('bad-time', `The game acts at ${expected}, not at ${at}.`, seat);
    const [own] = this.game.legalMoves(this.current, SYSTEM);
    if (canonicalJson(move) !== canonicalJson(own)) {
      throw new MoveError('illegal-move', 'That is not the move the game makes here.', seat);
    }
  }

  /**
   * Plays what falls due by `now`, in order of time: the game's system moves, and the clocks that run out (at a
   * tie, the game acts first; its move may stop the clock).
   */
  private runDue(now: number): Applied<M, E>[] {
    const applied: Applied<M, E>[] = [];
    for (;;) {
      const due = this.nextDue();
      const timeout = !this.table.timed || this.outcome() ? null : this.table.nextTimeout(this.toAct());
      if (timeout !== null && timeout.at <= now && (due === null || timeout.at < due)) {
        applied.push(
          this.commitTable({ type: 'timeout', seat: timeout.seat }, Math.max(timeout.at, this.time)),
        );
        continue;
      }
      if (due === null || due > now) return applied;
      const [move] = this.game.legalMoves(this.current, SYSTEM);
      if (move === undefined) throw new Error(`${this.game.id}: system is to act but has no move`);
      applied.push(this.commit(SYSTEM, move, Math.max(due, this.time)));
    }
  }
}

/** A table entry from a record or a face, checked for its shape (the table judges the rest). */
function tableEntryOf(raw: unknown): TableEntry {
  const entry = raw as { type?: unknown; seat?: unknown } | null;
  if (typeof entry === 'object' && entry !== null && entry.type === 'halt' && Object.keys(entry).length === 1)
    return { type: 'halt' };
  const types = ['timeout', 'bot-takes', 'player-returns', 'resign'];
  if (
    typeof entry !== 'object' ||
    entry === null ||
    Object.keys(entry).length !== 2 ||
    !types.includes(entry.type as string) ||
    !Number.isSafeInteger(entry.seat)
  )
    throw new MoveError('malformed-move', 'That is not a table entry.', TABLE);
  return { type: entry.type as TableEntry['type'], seat: entry.seat as PlayerSeat };
}

/** The number of seats, if the game can be played with that many; a RangeError otherwise. */
function checkPlayers(game: AnyGame, players: number): number {
  const { min, max } = game.options.players;
  if (!Number.isInteger(players) || players < min || players > max) {
    throw new RangeError(`${game.id} is for ${min}–${max} players, not ${players}`);
  }
  return players;
}
