// What the command line of every server benchmark shares: flags read through a zod schema (a bad one stops the
// run with the flag's name and what it takes), --help and --json, progress on stderr, a time limit for the whole
// run should a phase still hang, and an exit code that fails only a broken run (a goal not met is a measurement).
import { parseArgs } from 'node:util';
import { z } from 'zod';

export interface Bench<Flags extends z.ZodObject, Plan, Result> {
  /** The npm script's name, for messages. */
  readonly name: string;
  readonly usage: string;
  /** The flags, each given as text (absent: undefined). */
  readonly flags: Flags;
  plan(flags: z.output<Flags>): Plan;
  /** Seconds after which the whole run gives up. */
  budgetSeconds(plan: Plan): number;
  run(plan: Plan, log: (line: string) => void): Promise<Result>;
  format(result: Result): string;
  /** What makes the figures meaningless (a wrong result, lost moves): reported, and the run fails. */
  problems(result: Result): string[];
}

/** Whole numbers from `least` to `most`, comma-separated; undefined when not given. */
export function wholeList(least: number, most: number) {
  return z
    .string()
    .transform((text) => text.split(',').map((part) => Number(part.trim())))
    .pipe(z.array(z.number().int().min(least).max(most)).min(1))
    .optional();
}

/** A number from `least` (exclusive, unless `orEqual`) to `most`; undefined when not given. */
export function number(least: number, most: number, orEqual = false) {
  const n = z.coerce.number();
  return (orEqual ? n.min(least) : n.gt(least)).max(most).optional();
}

export async function benchMain<Flags extends z.ZodObject, Plan, Result>(
  bench: Bench<Flags, Plan, Result>,
  argv: readonly string[] = process.argv.slice(2),
): Promise<never> {
  let plan: Plan;
  let json = false;
  try {
    const options = Object.fromEntries(
      Object.keys(bench.flags.shape).map((key) => [key, { type: 'string' }]),
    );
    const { values } = parseArgs({
      args: [...argv],
      options: { ...options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    });
    if (values.help) {
      console.log(bench.usage);
      process.exit(0);
    }
    json = values.json === true;
    const { json: _json, help: _help, ...flags } = values;
    const parsed = bench.flags.safeParse(flags);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`--${String(issue.path[0])}: ${issue.message}`);
    }
    plan = bench.plan(parsed.data);
  } catch (error) {
    console.error(`${bench.name}: ${(error as Error).message}\n${bench.usage}`);
    process.exit(2);
  }
  const started = Date.now();
  const budget = bench.budgetSeconds(plan);
  setTimeout(() => {
    console.error(`${bench.name}: still running after ${Math.round(budget)} s; giving up`);
    process.exit(1); // the server children exit when this process goes
  }, budget * 1000).unref();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(0);
  let result: Result;
  try {
    result = await bench.run(plan, (line) => process.stderr.write(`[${elapsed().padStart(3)} s] ${line}\n`));
  } catch (error) {
    console.error(`${bench.name}: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  }
  process.stdout.write(json ? JSON.stringify(result, null, 2) + '\n' : bench.format(result));
  const problems = bench.problems(result);
  for (const problem of problems) console.error(`${bench.name}: ${problem}`);
  console.error(`${bench.name}: ${elapsed()} s in all`);
  // The clients' keep-alive sockets and timers are not worth waiting for.
  process.exit(problems.length ? 1 : 0);
}
