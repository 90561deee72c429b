// A lesson's match, in the browser: the engine on the lesson's fixed seed, the learner in one seat and the game's
// heuristic bot in every other (each seeded from `${seed}/bots`), no server. The clock is the engine's simulated
// one (engine/drive.ts): each move takes the time a person would, and the game's timed events (ATMOSFEAR's
// Gatekeeper) fall due as it passes, so a lesson plays the same on every device and in the tests.
import type { Acting, AnyGame, Applied, Outcome, PlayerSeat } from '../../../engine/index.ts';
import { Match, MatchDriver, Rng, TABLE, eventsFor } from '../../../engine/index.ts';
import type { Lang } from '../../../engine/index.ts';
import type { Lesson, LessonMoment } from '../../../games/ui.ts';
import type { HistoryEntry } from '../../../protocol/index.ts';

/** What the match waits for: the learner (who may only be asked to react), another seat's bot, or the clock. */
export type Waiting =
  | { readonly kind: 'learner'; readonly reacting: boolean }
  | { readonly kind: 'others' }
  | { readonly kind: 'over' };

export class LocalMatch {
  readonly match: Match<unknown, unknown, unknown, unknown, unknown>;
  private readonly driver: MatchDriver<unknown, unknown, unknown, unknown, unknown>;
  /** Each bot's random stream (the learner's seat has none). */
  private readonly botRngs: (Rng | null)[];
  /** The log as the learner saw it, for the table's log: a new array at every change (the log re-reads it then). */
  history: readonly HistoryEntry[] = [];
  /** Since the learner's previous move: its events, then the others'. */
  private sinceMine: unknown[] = [];
  /** Every event so far, as the learner saw them. */
  private log: unknown[] = [];
  /** The events of the latest change, as the learner saw them (the board animates them). */
  latest: readonly unknown[] = [];

  constructor(
    readonly game: AnyGame,
    readonly lesson: Lesson,
    names: (seat: number) => string = (seat) => `Seat ${seat + 1}`,
  ) {
    const seats = Array.from({ length: lesson.players }, (_, seat) =>
      seat === lesson.seat ? { name: names(seat) } : { name: names(seat), bot: 'heuristic' },
    );
    this.match = Match.create(game, { seats, options: lesson.options, seed: lesson.seed });
    const moveMs = lesson.bots.moveMs?.bind(lesson.bots);
    this.driver = new MatchDriver(this.match, moveMs);
    this.botRngs = seats.map((_, seat) =>
      seat === lesson.seat ? null : Rng.fromSeed(`${lesson.seed}/bots/${seat}`),
    );
  }

  get seat(): PlayerSeat {
    return this.lesson.seat;
  }

  /** How many entries the log holds: it changes with every move. */
  get version(): number {
    return this.match.version;
  }

  get toAct(): Acting {
    return this.match.toAct();
  }

  outcome(): Outcome | null {
    return this.match.outcome();
  }

  view(): unknown {
    return this.match.view(this.seat);
  }

  /** The learner's legal moves now: empty unless the match waits for the learner. */
  legalMoves(): readonly unknown[] {
    return this.waiting().kind === 'learner' ? this.match.legalMoves(this.seat) : [];
  }

  waiting(): Waiting {
    if (this.match.outcome()) return { kind: 'over' };
    const ask = this.driver.next();
    if (ask && ask.seat === this.seat) return { kind: 'learner', reacting: ask.reacting };
    return { kind: 'others' };
  }

  /**
   * When the others' next step is the game's own clock (nobody is asked; a timed event falls due), how long the
   * match clock runs until it: the page lets that much real time pass (up to a limit), so the Gatekeeper speaks
   * for about as long as at a table. Null when a seat is asked.
   */
  clockWaitMs(): number | null {
    if (this.match.outcome() || this.driver.next() !== null) return null;
    const due = this.match.nextDue();
    return due === null ? 0 : Math.max(0, due - this.match.time);
  }

  /** One step of the others: a bot's move, or what the clock brings. False when it is the learner's turn or over. */
  playOthers(): boolean {
    if (this.match.outcome()) return false;
    const ask = this.driver.next();
    if (ask === null) {
      this.took(this.driver.wait());
      return true;
    }
    if (ask.seat === this.seat) return false;
    // The game's heuristic (what the `heuristic` bot of ai/ plays), from the bot's own view; a game without one
    // plays at random.
    const rng = this.botRngs[ask.seat]!;
    const moves = this.match.legalMoves(ask.seat);
    const policy = this.lesson.bots.heuristic;
    const move = policy
      ? policy.call(
          this.lesson.bots,
          {
            view: this.match.view(ask.seat),
            seat: ask.seat,
            moves,
            time: this.match.time,
            reacting: ask.reacting,
          },
          rng,
        )
      : moves[rng.int(moves.length)];
    this.took(this.driver.answer(ask.seat, move));
    return true;
  }

  /** The learner's move (one of `legalMoves`); a MoveError if the engine refuses it. */
  play(move: unknown): void {
    this.sinceMine = [];
    this.took(this.driver.answer(this.seat, move));
  }

  /** The learner lets a moment pass (a reaction they need not make). */
  letPass(): void {
    this.took(this.driver.answer(this.seat, null));
  }

  /** The others play until the learner must decide or the match is over (tests and seed searches). */
  playOthersUntilLearner(limit = 10_000): void {
    for (let i = 0; i < limit && this.playOthers(); i++);
  }

  moment(lang: Lang): LessonMoment {
    return {
      view: this.view(),
      seat: this.seat,
      moves: this.legalMoves(),
      events: this.sinceMine,
      log: this.log,
      outcome: this.outcome(),
      lang,
    };
  }

  private took(applied: readonly Applied<unknown, unknown>[]): void {
    if (applied.length === 0) return;
    const batch: unknown[] = [];
    const history = [...this.history];
    for (const a of applied) {
      const events = eventsFor(this.game, a.events, this.seat);
      batch.push(...events);
      history.push({
        version: history.length + 1,
        seat: a.seat,
        at: a.at,
        events,
        ...(a.seat === TABLE ? { table: a.move as never } : {}),
      });
    }
    this.history = history;
    this.log = [...this.log, ...batch];
    this.sinceMine = [...this.sinceMine, ...batch];
    this.latest = batch;
  }
}
