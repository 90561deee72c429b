// `npm run bench:clock`: the server's real-time clock under load (bench/clock-bench.ts).
import { z } from 'zod';
import { benchMain, number, wholeList } from './bench-main.ts';
import type { ClockBenchPlan } from './clock-bench.ts';
import { DEFAULT_CLOCK_PLAN, clockBenchProblems, formatClockBench, runClockBench } from './clock-bench.ts';

await benchMain({
  name: 'bench:clock',
  usage: [
    'Usage: npm run bench:clock -- [flags]',
    "  --matches 1,50   concurrent ATMOSFEAR matches per level (the first is the baseline, the last the goal's)",
    '  --seats 6        people per match, 3 to 6',
    "  --minutes 10     the hour's length: 10, 20, 30 or 60",
    '  --scale 10       the match clock runs this many times faster than the wall clock, 1 to 120 (faster, a',
    "                   person's pauses of 50–400 ms would be minutes on the match clock)",
    '  --json           print the figures as JSON instead of the table',
  ].join('\n'),
  flags: z.object({
    matches: wholeList(1, 500),
    seats: z.coerce.number().int().min(3).max(6).optional(),
    minutes: z.enum(['10', '20', '30', '60']).optional(),
    scale: number(1, 120, true),
  }),
  plan: (flags): ClockBenchPlan => ({
    matches: flags.matches ?? DEFAULT_CLOCK_PLAN.matches,
    seats: flags.seats ?? DEFAULT_CLOCK_PLAN.seats,
    minutes: flags.minutes
      ? (Number(flags.minutes) as ClockBenchPlan['minutes'])
      : DEFAULT_CLOCK_PLAN.minutes,
    scale: flags.scale ?? DEFAULT_CLOCK_PLAN.scale,
  }),
  budgetSeconds: (plan) => (((2 + plan.minutes) * 60) / plan.scale + 180) * plan.matches.length,
  run: (plan, log) => runClockBench(plan, log),
  format: formatClockBench,
  problems: clockBenchProblems,
});
