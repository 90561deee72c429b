// A finished match, step by step, as any seat or a spectator saw it: the record is public once the match has
// ended, and the engine replays it here in the browser exactly as the server played it.
import type { AnyGame, Applied, MatchRecord, Outcome, TableEntry, Viewer } from '../../../engine/index.ts';
import { Match, TABLE, eventsFor } from '../../../engine/index.ts';
import type { HistoryEntry, SeatPublic } from '../../../protocol/index.ts';

export class Replay {
  /** Every entry of the log with its events in full (redacted per viewer when read). */
  private readonly applied: Applied<unknown, unknown>[] = [];
  private readonly views = new Map<number, Match<unknown, unknown, unknown, unknown, unknown>>();
  readonly outcome: Outcome | null;

  /** Throws (a MoveError) when the record does not replay. */
  constructor(
    readonly game: AnyGame,
    readonly record: MatchRecord,
  ) {
    const match = Match.replay(game, record, (applied) => this.applied.push(applied));
    this.outcome = match.outcome();
    this.views.set(record.log.length, match);
  }

  /** How many steps there are: one per entry of the log. */
  get length(): number {
    return this.applied.length;
  }

  /** The seats as the table shows them. */
  get seats(): SeatPublic[] {
    return this.record.seats.map((s, seat) => ({
      seat,
      name: s.bot ? null : s.name,
      bot: s.bot ?? null,
      connected: false,
    }));
  }

  /** What `viewer` saw after the first `step` moves. */
  view(step: number, viewer: Viewer): unknown {
    return this.matchAt(step).view(viewer);
  }

  /** The events of move number `step` (1 first) as `viewer` saw them; none before the first move. */
  events(step: number, viewer: Viewer): unknown[] {
    return step === 0 ? [] : eventsFor(this.game, this.applied[step - 1].events, viewer);
  }

  /** The log up to `step`, as `viewer` saw it. */
  history(step: number, viewer: Viewer): HistoryEntry[] {
    return this.applied.slice(0, step).map((a, i) => ({
      version: i + 1,
      seat: a.seat,
      at: a.at,
      events: eventsFor(this.game, a.events, viewer),
      // The table's own entries (public) are told in the log too.
      ...(a.seat === TABLE ? { table: a.move as TableEntry } : {}),
    }));
  }

  outcomeAt(step: number): Outcome | null {
    return step === this.length ? this.outcome : null;
  }

  private matchAt(step: number) {
    let match = this.views.get(step);
    if (!match) {
      match = Match.replay(this.game, { ...this.record, log: this.record.log.slice(0, step) });
      this.views.set(step, match);
    }
    return match;
  }
}
