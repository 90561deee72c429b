// The coach's reading of a lesson: which step stands now, and what it lets the learner do. Pure, so the unit tests
// and the seed searches walk a lesson exactly as the page does.
import type { LessonMoment, LessonStep } from '../../../games/ui.ts';

/** The step to show at `m`, from step `from`: past every step whose `done` holds (the learner did it). */
export function stepAt(steps: readonly LessonStep[], from: number, m: LessonMoment): number {
  let step = from;
  while (step < steps.length && steps[step].done?.(m) === true) step++;
  return step;
}

/**
 * The moves a step lets the learner make: those its `allow` accepts, or all of them when it accepts none (a lesson
 * never leaves the learner stuck), or when the lesson is over (`step` past the last).
 */
export function allowedMoves(
  steps: readonly LessonStep[],
  step: number,
  m: LessonMoment,
): readonly unknown[] {
  const allow = steps[step]?.allow;
  if (!allow) return m.moves;
  const allowed = m.moves.filter((move) => allow(m, move));
  return allowed.length > 0 ? allowed : m.moves;
}
