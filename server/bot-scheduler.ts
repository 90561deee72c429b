// The bot scheduler: after every change to a match it drives, which bot thinks next, and when. Bots decide as every
// driver has them (engine/turn-order.ts): in asking order, one at a time, a reacting bot free to let the moment
// pass; in a real-time game all at once. A bot's move goes to the match actor like a person's, so it is judged and
// stored the same way. The searches themselves run in the worker pool (bots.ts).
import type { AnyGame, PlayerSeat } from '../engine/index.ts';
import { SYSTEM, askOrder, isReacting, mayAct, nextTurn, seatBit } from '../engine/index.ts';
import type { MatchStatus, StoredSeat } from '../store/index.ts';
import type { AnyMatch } from './history.ts';
import type { MatchHost } from './match-host.ts';
import { Refusal } from './refusal.ts';

/** The bot whose move "Suggest a move" shows: the easy one, a hint, not the best play (TBL-D8). */
const SUGGESTING_BOT = 'ismcts:easy';

/** What the bot scheduler works on: the match actor (match-actor.ts), which judges the bots' moves. */
export interface BotsMatch {
  readonly id: string;
  readonly game: AnyGame;
  readonly match: AnyMatch;
  readonly status: MatchStatus;
  readonly seats: readonly StoredSeat[];
  readonly broken: boolean;
  readonly hub: Pick<MatchHost<unknown>, 'bots' | 'settings' | 'playable' | 'botPause' | 'timeScale' | 'log'>;
  clock(): number;
  submit(seat: PlayerSeat, version: number, move: unknown, byBot: boolean): Promise<void>;
  scheduleWork(): void;
}

export class BotScheduler {
  /** Bots thinking, with the version each is thinking about. */
  private readonly thinking = new Map<PlayerSeat, number>();
  /** Bots that let the moment pass at version `passedAt` (a bitmask of seats). */
  private passed = 0;
  private passedAt = -1;
  /** The easy bot's suggestions by `seat@version`, asked or being searched (TBL-D8). */
  private readonly suggestions = new Map<string, Promise<unknown>>();

  constructor(private readonly live: BotsMatch) {}

  /** Whether a bot is thinking: the match must stay in memory for its move. */
  get busy(): boolean {
    return this.thinking.size > 0;
  }

  /** Sets the bots that should decide now thinking (the match actor calls it after every change it drives). */
  schedule(): void {
    const { match, seats, game } = this.live;
    const version = match.version;
    if (this.passedAt !== version) {
      this.passed = 0;
      this.passedAt = version;
    }
    const now = match.toAct();
    let people = 0;
    // A seat the table holds for its player (a timeout, a vote, a seat out) is a bot's until its player returns.
    for (const s of seats) if (s.bot === null && !match.botHolds(s.seat)) people |= seatBit(s.seat);
    if (game.timing?.realTime) {
      for (const seat of askOrder(now)) {
        if ((people | this.passed) & seatBit(seat) || this.thinking.has(seat)) continue;
        this.think(seat, this.botSpec(seat));
      }
      return;
    }
    for (const at of this.thinking.values()) if (at === version) return; // a bot is deciding this moment
    // A system seat that is due is played by the clock's tick (set just before), which then wakes the bots.
    const seat = nextTurn(now, people | this.passed, this.dueNow());
    if (seat !== null && seat !== SYSTEM && !this.thinking.has(seat)) this.think(seat, this.botSpec(seat));
  }

  /**
   * The easy bot's move for `seat` at `version`, searched from that seat's view and legal moves only (TBL-D8).
   * One search per seat and version, however often it is asked: asking again gets the same answer.
   */
  suggest(seat: PlayerSeat, version: number): Promise<unknown> {
    const { match, hub, game } = this.live;
    if (this.live.status !== 'playing')
      return Promise.reject(new Refusal('cannot-suggest', 'Suggestions are for a match being played.'));
    if (version !== match.version)
      return Promise.reject(new Refusal('stale-version', 'The match has moved on since; ask again.'));
    if (!mayAct(match.toAct(), seat) || match.isOut(seat))
      return Promise.reject(new Refusal('cannot-suggest', 'There is nothing for you to decide now.'));
    const key = `${seat}@${version}`;
    const known = this.suggestions.get(key);
    if (known) return known;
    for (const old of this.suggestions.keys()) if (!old.endsWith(`@${version}`)) this.suggestions.delete(old);
    const spec = hub.playable(game.id, SUGGESTING_BOT);
    const context = { match: this.live.id, seat };
    const asked = hub.bots
      .choose(game, hub.settings(game.id), spec, this.decision(seat), context)
      .then((move) => {
        if (move === null) throw new Refusal('cannot-suggest', 'The bot would let this moment pass.');
        return move;
      });
    asked.catch(() => this.suggestions.delete(key));
    this.suggestions.set(key, asked);
    return asked;
  }

  /** What a bot deciding for `seat` now is given: that seat's view and legal moves, never the state. */
  private decision(seat: PlayerSeat) {
    const match = this.live.match;
    return {
      view: match.view(seat),
      seat,
      moves: match.legalMoves(seat),
      time: this.live.clock(),
      reacting: isReacting(match.toAct(), seat),
    };
  }

  /** Whether a timed event of the game is due now (its tick is on its way). */
  private dueNow(): boolean {
    const due = this.live.match.nextDue();
    return due !== null && due <= this.live.clock();
  }

  /** The bot that plays `seat`: its own, or the table's level for a person's seat the table holds. */
  private botSpec(seat: PlayerSeat): string {
    return this.live.seats[seat].bot ?? `ismcts:${this.live.match.tableRules.botLevel}`;
  }

  private think(seat: PlayerSeat, spec: string): void {
    const live = this.live;
    const { hub, game } = live;
    const version = live.match.version;
    this.thinking.set(seat, version);
    const input = this.decision(seat);
    let passed = false;
    setTimeout(
      () => {
        hub.bots
          .choose(game, hub.settings(game.id), hub.playable(game.id, spec), input, { match: live.id, seat })
          .then((move) => {
            if (move !== null) return live.submit(seat, version, move, true);
            passed = true;
            if (live.match.version === version) this.passed |= seatBit(seat);
          })
          .catch(() => undefined) // a stale or refused bot move is simply thought again below
          .finally(() => {
            this.thinking.delete(seat);
            if (live.broken) return;
            if (live.match.version !== version || passed) live.scheduleWork();
            else if (mayAct(live.match.toAct(), seat) && !this.dueNow()) {
              // The bot's move was refused without the match changing: that is a bug in a bot, not a reason to spin.
              // (Unless a timed event fell due before it and made it illegal: the event's tick wakes the bots.)
              hub.log(`bot ${spec} made no acceptable move at version ${version}`, {
                match: live.id,
                seat,
              });
            }
          });
      },
      hub.botPause(game.id, spec) / hub.timeScale,
    );
  }
}
