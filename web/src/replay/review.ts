// A review read for the replay (issue 27): the decisions where the bot's choice was clearly better, and the three
// largest of them in words. The numbers come from the server (ai/review.ts); this only orders and words them.
import type { Review, ReviewedDecision } from '../../../protocol/index.ts';

/** A gap in the chance of winning from which the bot's choice counts as clearly better (ai/review.ts's CLEAR_GAP). */
export const CLEAR_GAP = 0.1;

export function gap(decision: ReviewedDecision): number {
  return decision.bestChance - decision.chosenChance;
}

/** The decisions marked on the timeline, in the order they were made. */
export function marked(review: Review): ReviewedDecision[] {
  return review.decisions.filter((d) => gap(d) >= CLEAR_GAP - 1e-9);
}

/** The `n` marked decisions with the largest gaps, largest first. */
export function largest(review: Review, n = 3): ReviewedDecision[] {
  return [...marked(review)].sort((a, b) => gap(b) - gap(a) || a.index - b.index).slice(0, n);
}

/** A chance as a whole percentage. */
export function percent(chance: number): number {
  return Math.round(chance * 100);
}
