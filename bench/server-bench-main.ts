// `npm run bench:server`: our server beside boardgame.io's under concurrent matches (bench/server-bench.ts).
//   --matches 100,500   concurrent matches per level
//   --seconds 10        measured seconds per level and server (after --warmup seconds of play)
//   --servers all       or some of nocturne,boardgame.io,relay (comma-separated); both = nocturne,boardgame.io
//   --scale 1000        matches of the scale row (0: not run), each with --spectators 8 (sockets: matches × (2 + S))
//   --nodes 100         matches for ours on PostgreSQL (0: not run); PostgreSQL at NOCTURNE_BENCH_DATABASE_URL
//   --profile DIR       run each server with --cpu-prof into DIR and summarise where its time went
//   --json              print the figures as JSON instead of the table
import { parseArgs } from 'node:util';
import type { ServerBenchPlan, ServerKind } from './server-bench.ts';
import type { ScalePlan } from './server-scale.ts';
import { DEFAULT_SCALE_PLAN } from './server-scale.ts';
import { DEFAULT_SERVER_PLAN, formatServerBench, harnessProblems, runServerBench } from './server-bench.ts';

function positive(text: string, what: string, max: number): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`--${what} must be in (0, ${max}]`);
  return value;
}

const KINDS: readonly ServerKind[] = ['boardgame.io', 'nocturne', 'relay', 'nocturne-pg'];

function serversFrom(text: string | undefined): readonly ServerKind[] {
  if (text === undefined || text === 'all') return DEFAULT_SERVER_PLAN.servers;
  if (text === 'both') return ['boardgame.io', 'nocturne'];
  const named = text.split(',');
  const unknown = named.filter((kind) => !KINDS.includes(kind as ServerKind));
  if (unknown.length || named.length === 0)
    throw new Error(`--servers is all, both, or some of ${KINDS.join(',')} (not ${unknown.join(',')})`);
  // In the report's order, each once.
  return KINDS.filter((kind) => named.includes(kind));
}

function scaleFrom(
  matches: string | undefined,
  spectators: string | undefined,
  seconds: string | undefined,
  warmUp: string | undefined,
): ScalePlan | null {
  if (matches === '0') return null;
  return {
    matches:
      matches === undefined ? DEFAULT_SCALE_PLAN.matches : Math.round(positive(matches, 'scale', 5000)),
    spectatorsPerMatch:
      spectators === undefined
        ? DEFAULT_SCALE_PLAN.spectatorsPerMatch
        : spectators === '0'
          ? 0
          : Math.round(positive(spectators, 'spectators', 50)),
    seconds: seconds === undefined ? DEFAULT_SCALE_PLAN.seconds : positive(seconds, 'seconds', 120),
    warmUpSeconds: warmUp === undefined ? DEFAULT_SCALE_PLAN.warmUpSeconds : positive(warmUp, 'warmup', 60),
  };
}

function planFrom(argv: readonly string[]): ServerBenchPlan | null {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      matches: { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      servers: { type: 'string' },
      profile: { type: 'string' },
      scale: { type: 'string' },
      spectators: { type: 'string' },
      nodes: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  const matches =
    values.matches === undefined
      ? DEFAULT_SERVER_PLAN.matches
      : values.matches.split(',').map((m) => Math.round(positive(m, 'matches', 5000)));
  const servers = serversFrom(values.servers);
  return {
    matches,
    seconds:
      values.seconds === undefined ? DEFAULT_SERVER_PLAN.seconds : positive(values.seconds, 'seconds', 120),
    warmUpSeconds:
      values.warmup === undefined ? DEFAULT_SERVER_PLAN.warmUpSeconds : positive(values.warmup, 'warmup', 60),
    servers,
    profileDir: values.profile,
    scale: scaleFrom(values.scale, values.spectators, values.seconds, values.warmup),
    nodes:
      values.nodes === '0'
        ? null
        : values.nodes === undefined
          ? DEFAULT_SERVER_PLAN.nodes
          : { matches: Math.round(positive(values.nodes, 'nodes', 5000)) },
  };
}

const argv = process.argv.slice(2);
let plan: ServerBenchPlan | null;
try {
  plan = planFrom(argv);
} catch (error) {
  console.error(`bench:server: ${(error as Error).message}`);
  process.exit(2);
}
if (plan === null) {
  console.log(
    'Usage: npm run bench:server -- [--matches 100,500] [--seconds 10] [--warmup 2] ' +
      '[--servers all|both|nocturne,boardgame.io,relay,nocturne-pg] [--scale 1000] [--spectators 8] [--nodes 100] ' +
      '[--profile DIR] [--json]',
  );
  process.exit(0);
}
const json = argv.includes('--json');
const started = Date.now();
// Every phase has its own time limit; this one bounds the whole run, should something still hang.
const budgetSeconds =
  plan.matches.length * plan.servers.length * (plan.seconds + plan.warmUpSeconds + 120) +
  (plan.scale ? plan.scale.seconds + plan.scale.warmUpSeconds + 300 + plan.scale.matches * 0.3 : 0) +
  (plan.nodes ? 2 * (plan.seconds + plan.warmUpSeconds + 120) : 0);
setTimeout(() => {
  console.error(`bench:server: still running after ${budgetSeconds} s; giving up`);
  process.exit(1); // the server children exit when this process goes
}, budgetSeconds * 1000).unref();
const result = await runServerBench(plan, (line) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`),
);
process.stdout.write(json ? JSON.stringify(result, null, 2) + '\n' : formatServerBench(result));
const problems = harnessProblems(result);
for (const problem of problems) console.error(`bench:server: ${problem}`);
// The clients' keep-alive sockets and timers are not worth waiting for.
process.exit(problems.length ? 1 : 0);
