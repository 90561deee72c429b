// `npm run bench:clock`: the server's real-time clock under load (bench/clock-bench.ts).
//   --matches 1,50   concurrent ATMOSFEAR matches per level (the first is the baseline, the last the goal's)
//   --seats 6        people per match, 3 to 6
//   --minutes 10     the hour's length: 10, 20, 30 or 60
//   --scale 10       the match clock runs this many times faster than the wall clock
//   --json           print the figures as JSON instead of the table
import { parseArgs } from 'node:util';
import type { ClockBenchPlan } from './clock-bench.ts';
import { DEFAULT_CLOCK_PLAN, clockBenchProblems, formatClockBench, runClockBench } from './clock-bench.ts';

const USAGE =
  'Usage: npm run bench:clock -- [--matches 1,50] [--seats 3..6] [--minutes 10|20|30|60] [--scale 10] [--json]';

function whole(text: string, what: string, least: number, most: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least || value > most)
    throw new Error(`--${what} must be a whole number from ${least} to ${most}`);
  return value;
}

function planFrom(argv: readonly string[]): { plan: ClockBenchPlan; json: boolean } | null {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      matches: { type: 'string' },
      seats: { type: 'string' },
      minutes: { type: 'string' },
      scale: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  const d = DEFAULT_CLOCK_PLAN;
  const minutes = values.minutes === undefined ? d.minutes : whole(values.minutes, 'minutes', 10, 60);
  if (![10, 20, 30, 60].includes(minutes)) throw new Error('--minutes is 10, 20, 30 or 60');
  const scale = values.scale === undefined ? d.scale : Number(values.scale);
  // Faster than this, a person's pauses (50–400 ms of wall time) would be minutes on the match clock.
  if (!Number.isFinite(scale) || scale < 1 || scale > 120) throw new Error('--scale must be from 1 to 120');
  return {
    plan: {
      matches:
        values.matches === undefined
          ? d.matches
          : values.matches.split(',').map((m) => whole(m.trim(), 'matches', 1, 500)),
      seats: values.seats === undefined ? d.seats : whole(values.seats, 'seats', 3, 6),
      minutes: minutes as ClockBenchPlan['minutes'],
      scale,
    },
    json: values.json === true,
  };
}

let parsed: ReturnType<typeof planFrom>;
try {
  parsed = planFrom(process.argv.slice(2));
} catch (error) {
  console.error(`bench:clock: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (parsed === null) {
  console.log(USAGE);
  process.exit(0);
}
const { plan, json } = parsed;
const started = Date.now();
// Every phase has its own time limit; this one bounds the whole run, should something still hang.
const perLevel = ((2 + plan.minutes) * 60) / plan.scale + 180;
setTimeout(
  () => {
    console.error(
      `bench:clock: still running after ${Math.round(perLevel * plan.matches.length)} s; giving up`,
    );
    process.exit(1); // the server children exit when this process goes
  },
  perLevel * plan.matches.length * 1000,
).unref();
let result: Awaited<ReturnType<typeof runClockBench>>;
try {
  result = await runClockBench(plan, (line) =>
    process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`),
  );
} catch (error) {
  console.error(`bench:clock: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
}
process.stdout.write(json ? JSON.stringify(result, null, 2) + '\n' : formatClockBench(result));
const problems = clockBenchProblems(result);
for (const problem of problems) console.error(`bench:clock: ${problem}`);
console.error(`bench:clock: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
// A goal not met is a measurement, not a failure: only a broken run exits non-zero.
process.exit(problems.length ? 1 : 0);
