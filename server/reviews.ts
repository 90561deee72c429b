// Reviews of a seat's decisions in a finished match (issue 27): asked for with the seat's token, run one at a
// time on a thread of their own (so the bots of live matches keep theirs), stored with the match, and given only
// to that seat. With several nodes the store's claim makes sure one node runs each review.
import { Worker } from 'node:worker_threads';
import type { PlayerSeat } from '../engine/index.ts';
import { cryptoSeed } from '../engine/index.ts';
import type { ReviewStatus } from '../protocol/index.ts';
import type { Store, StoredMatch } from '../store/index.ts';
import { recordOf } from '../store/index.ts';
import { HttpError } from './http-error.ts';
import type { LogContext } from './logger.ts';
import type { ReviewJob, ReviewReply } from './review-worker.ts';
import { findToken } from './tokens.ts';

/** What a review may cost: the hard bot's budget per decision, capped in time, and how many wait at once. */
export interface ReviewLimits {
  readonly iterations: number;
  readonly msPerSearch: number;
  readonly maxDecisions: number;
  readonly staleMs: number;
  readonly queued: number;
}

export const REVIEW_LIMITS: ReviewLimits = {
  iterations: 1000,
  msPerSearch: 1500,
  /** The decisions judged at most (the last ones of a longer match). */
  maxDecisions: 400,
  /** A review running longer than this has lost its node; another may take it. */
  staleMs: 20 * 60_000,
  /** Reviews waiting or running on one node; more are refused (503) until one ends. */
  queued: 4,
};

export class Reviews {
  private worker: Worker | null = null;
  private readonly waiting: { job: ReviewJob; matchId: string }[] = [];
  private running: { job: ReviewJob; matchId: string } | null = null;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
    private readonly log: (line: string, context: LogContext) => void,
    private readonly limits: ReviewLimits = REVIEW_LIMITS,
  ) {}

  /** Asks for a review of the seat whose token this is; its status (already done or running: nothing new starts). */
  async request(matchId: string, token: unknown): Promise<ReviewStatus> {
    const { stored, seat } = await this.seatOf(matchId, token);
    const known = await this.store.loadReview(matchId, seat);
    const at = this.now();
    const stale = at - this.limits.staleMs;
    if (known?.status === 'done' || (known?.status === 'running' && known.at >= stale))
      return { seat, status: known.status };
    if (this.waiting.length + (this.running ? 1 : 0) >= this.limits.queued)
      throw new HttpError(503, 'busy', 'Reviews are busy on this server; ask again in a minute.');
    if (!(await this.store.claimReview(matchId, seat, at, stale))) {
      const now = await this.store.loadReview(matchId, seat);
      return { seat, status: now?.status ?? 'running' };
    }
    const job: ReviewJob = {
      id: this.nextId++,
      record: recordOf(stored),
      seat,
      iterations: this.limits.iterations,
      msPerSearch: this.limits.msPerSearch,
      maxDecisions: this.limits.maxDecisions,
      seed: cryptoSeed(),
    };
    this.waiting.push({ job, matchId });
    this.pump();
    return { seat, status: 'running' };
  }

  /** The review of the seat whose token this is: its status, and once done, the review itself. */
  async read(matchId: string, token: unknown): Promise<ReviewStatus> {
    const { seat } = await this.seatOf(matchId, token);
    const known = await this.store.loadReview(matchId, seat);
    if (!known) return { seat, status: 'none' };
    if (known.status === 'running' && known.at < this.now() - this.limits.staleMs)
      return { seat, status: 'failed' };
    return known.status === 'done'
      ? { seat, status: 'done', review: known.body }
      : { seat, status: known.status };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.worker?.terminate();
    this.worker = null;
  }

  /** The finished match and the seat a token opens; refusals a person can read otherwise. */
  private async seatOf(matchId: string, token: unknown): Promise<{ stored: StoredMatch; seat: PlayerSeat }> {
    const stored = /^[A-Za-z0-9_-]{6,64}$/.test(matchId) ? await this.store.loadMatch(matchId) : null;
    if (!stored) throw new HttpError(404, 'no-such-match', 'There is no such match.');
    if (typeof token !== 'string' || token.length === 0 || token.length > 200)
      throw new HttpError(400, 'malformed-body', 'A review is asked for with the seat’s token.');
    const seat = findToken(
      token,
      stored.seats.map((s) => s.tokenHash),
    );
    if (seat < 0) throw new HttpError(403, 'bad-token', 'That seat token is not valid for this match.');
    if (stored.status !== 'finished')
      throw new HttpError(409, 'not-finished', 'A review is made once the match has ended.');
    return { stored, seat };
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.running = next;
    this.thread().postMessage(next.job);
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./review-worker.ts', import.meta.url).href },
    });
    worker.unref();
    worker.on('message', (reply: ReviewReply) => void this.finished(reply));
    worker.on('error', (error) => {
      // A crashed thread fails its review; the next one starts a new thread.
      this.worker = null;
      if (this.running) void this.finished({ id: this.running.job.id, error: String(error) });
    });
    this.worker = worker;
    return worker;
  }

  private async finished(reply: ReviewReply): Promise<void> {
    const done = this.running;
    if (!done || done.job.id !== reply.id) return;
    this.running = null;
    try {
      if ('error' in reply) {
        this.log(`review failed: ${reply.error}`, { match: done.matchId, seat: done.job.seat });
        await this.store.finishReview(done.matchId, done.job.seat, { status: 'failed' }, this.now());
      } else {
        await this.store.finishReview(
          done.matchId,
          done.job.seat,
          { status: 'done', body: reply.body },
          this.now(),
        );
      }
    } catch (error) {
      this.log(`review not stored: ${String(error)}`, { match: done.matchId, seat: done.job.seat });
    }
    this.pump();
  }
}
