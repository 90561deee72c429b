// The time limits the lobby offers for an online match: none (friends' pace) or a chess clock from a few presets,
// and what happens to a seat that runs out. The server owns the clocks; these are only the choices.
import type { ClockRules, TableRules } from '../../../engine/index.ts';

export type TimeLimit = 'none' | 'quick' | 'brisk' | 'calm';
export type OnTimeout = TableRules['onTimeout'];

/** Each preset: a reserve per seat, and what a seat gains each time its turn ends. */
export const TIME_LIMITS: Readonly<Record<TimeLimit, ClockRules | null>> = {
  none: null,
  quick: { reserveMs: 2 * 60_000, incrementMs: 10_000 },
  brisk: { reserveMs: 5 * 60_000, incrementMs: 20_000 },
  calm: { reserveMs: 20 * 60_000, incrementMs: 60_000 },
};
export const TIME_LIMIT_ORDER: readonly TimeLimit[] = ['none', 'quick', 'brisk', 'calm'];
export const ON_TIMEOUT_ORDER: readonly OnTimeout[] = ['bot', 'lose'];

/** What the lobby sends as `table` in `POST /api/matches`: only for an online match with a time limit. */
export function tableRulesFor(
  online: boolean,
  limit: TimeLimit,
  onTimeout: OnTimeout,
): { clock: ClockRules; onTimeout: OnTimeout } | undefined {
  const clock = TIME_LIMITS[limit];
  return online && clock ? { clock, onTimeout } : undefined;
}
