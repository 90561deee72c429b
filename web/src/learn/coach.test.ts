// The coach's reading of a lesson, and what the device remembers of finished lessons.
import { afterEach, describe, expect, it } from 'vitest';
import type { LessonMoment, LessonStep } from '../../../games/ui.ts';
import { allowedMoves, stepAt } from './coach.ts';
import { progress } from './progress.ts';

const moment = (moves: readonly number[], view = 0): LessonMoment =>
  ({ view, seat: 0, moves, events: [], log: [], outcome: null, lang: 'en' }) as LessonMoment;

const read: LessonStep = { say: () => 'read me' };
const doneWhen = (view: number): LessonStep => ({
  say: () => 'do it',
  done: (m) => (m.view as number) >= view,
});

describe('the coach', () => {
  it('stays on a step to read or to do, and passes every step already done', () => {
    const steps = [doneWhen(1), doneWhen(2), read, doneWhen(3)];
    expect(stepAt(steps, 0, moment([], 0))).toBe(0);
    expect(stepAt(steps, 0, moment([], 2))).toBe(2); // both first steps are done: the step to read
    expect(stepAt(steps, 2, moment([], 5))).toBe(2); // a step to read waits for Next
    expect(stepAt(steps, 3, moment([], 5))).toBe(4); // past the last: the lesson is complete
  });

  it('lets the learner make the moves a step allows, or every move when it allows none of them', () => {
    const even: LessonStep = {
      say: () => '',
      done: () => false,
      allow: (_m, move) => (move as number) % 2 === 0,
    };
    expect(allowedMoves([even], 0, moment([1, 2, 3, 4]))).toEqual([2, 4]);
    expect(allowedMoves([even], 0, moment([1, 3]))).toEqual([1, 3]);
    expect(allowedMoves([read], 0, moment([1, 3]))).toEqual([1, 3]);
    // Once the lesson is over, the game is the learner's.
    expect(allowedMoves([even], 1, moment([1, 2]))).toEqual([1, 2]);
  });
});

describe('progress on the device', () => {
  const saved = globalThis.localStorage;
  afterEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: saved, configurable: true });
  });

  function fakeStorage(): Map<string, string> {
    const map = new Map<string, string>();
    const store = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    Object.defineProperty(globalThis, 'localStorage', { value: store, configurable: true });
    return map;
  }

  it('remembers each part done, and the game once every part is', () => {
    fakeStorage();
    expect(progress.done('old-house', 1)).toBe(false);
    progress.markDone('old-house', 2, 2);
    expect(progress.done('old-house', 2)).toBe(true);
    expect(progress.learnt('old-house')).toBe(false);
    progress.markDone('old-house', 1, 2);
    expect(progress.learnt('old-house')).toBe(true);
    expect(progress.learnt('atrah')).toBe(false);
  });

  it('forgets quietly where the storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    Object.defineProperty(globalThis, 'localStorage', { value: blocked, configurable: true });
    expect(() => progress.markDone('atrah', 1, 1)).not.toThrow();
    expect(progress.learnt('atrah')).toBe(false);
  });
});
