// A review thread: judges one seat's decisions in a finished match, off the server's event loop. It gets the
// match's record and the seat; the review reads that seat's views only (ai/review.ts).
import { parentPort } from 'node:worker_threads';
import { decisionsOf, judge } from '../ai/index.ts';
import type { MatchRecord, PlayerSeat } from '../engine/index.ts';
import { botsFor, gameAt } from '../games/index.ts';
import { rulesVersion } from '../games/versions.ts';

export interface ReviewJob {
  readonly id: number;
  readonly record: MatchRecord;
  readonly seat: PlayerSeat;
  readonly iterations: number;
  readonly msPerSearch: number;
  readonly maxDecisions: number;
  readonly seed: string;
}

export type ReviewReply =
  { readonly id: number; readonly body: unknown } | { readonly id: number; readonly error: string };

parentPort!.on('message', (job: ReviewJob) => {
  try {
    const started = performance.now();
    // Judged under the rules it was played under; a version this release no longer has is not reviewed.
    const rules = rulesVersion(job.record);
    const game = gameAt(job.record.game, rules);
    if (!game) throw new Error(`${job.record.game} rules version ${rules} is no longer here to review it`);
    const bots = botsFor(job.record.game);
    const decisions = decisionsOf(game, job.record, job.seat);
    // A match longer than the budget is reviewed from its end back: the decisions nearest the outcome matter most.
    const judged = decisions.slice(-job.maxDecisions).map((decision) =>
      judge(game, bots, decision, {
        iterations: job.iterations,
        ms: job.msPerSearch,
        seed: `${job.seed}/${decision.index}`,
      }),
    );
    const body = {
      seat: job.seat,
      decisions: judged,
      skipped: decisions.length - judged.length,
      iterations: job.iterations,
      ms: Math.round(performance.now() - started),
    };
    parentPort!.postMessage({ id: job.id, body } satisfies ReviewReply);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: String(error) } satisfies ReviewReply);
  }
});
