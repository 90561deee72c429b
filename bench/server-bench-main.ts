// `npm run bench:server`: our server beside boardgame.io's under concurrent matches (bench/server-bench.ts).
import { z } from 'zod';
import { benchMain, number, wholeList } from './bench-main.ts';
import type { ServerBenchPlan, ServerKind } from './server-bench.ts';
import { DEFAULT_SERVER_PLAN, runServerBench } from './server-bench.ts';
import { formatServerBench, harnessProblems } from './server-report.ts';
import { DEFAULT_SCALE_PLAN } from './server-scale.ts';

/** The servers one may name, in the report's order. */
const KINDS: readonly ServerKind[] = ['boardgame.io', 'nocturne', 'relay', 'nocturne-pg'];

const servers = z
  .string()
  .transform((text) =>
    (text === 'all'
      ? DEFAULT_SERVER_PLAN.servers.join(',')
      : text === 'both'
        ? 'nocturne,boardgame.io'
        : text
    ).split(','),
  )
  .pipe(z.array(z.enum(KINDS)).min(1))
  .transform((named) => KINDS.filter((kind) => named.includes(kind)))
  .optional();

await benchMain({
  name: 'bench:server',
  usage: [
    'Usage: npm run bench:server -- [flags]',
    '  --matches 100,500   concurrent matches per level',
    '  --seconds 10        measured seconds per level and server (after --warmup 2 seconds of play)',
    '  --servers all       or both (nocturne,boardgame.io), or some of nocturne,boardgame.io,relay,nocturne-pg',
    '  --scale 1000        matches of the scale row (0: not run), each with --spectators 8',
    '                      (sockets: matches × (2 + spectators))',
    '  --nodes 100         matches for ours on PostgreSQL, one node, two and three, and one and two at 10 matches',
    '                      (0: not run); PostgreSQL at',
    '                      NOCTURNE_BENCH_DATABASE_URL, Redis at NOCTURNE_BENCH_REDIS_URL',
    "  --profile DIR       write each server's CPU profile of the window into DIR and summarise it",
    '  --json              print the figures as JSON instead of the table',
  ].join('\n'),
  flags: z.object({
    matches: wholeList(1, 5000),
    seconds: number(0, 120),
    warmup: number(0, 60),
    servers,
    scale: z.coerce.number().int().min(0).max(5000).optional(),
    spectators: z.coerce.number().int().min(0).max(50).optional(),
    nodes: z.coerce.number().int().min(0).max(5000).optional(),
    profile: z.string().min(1).optional(),
  }),
  plan: (flags): ServerBenchPlan => {
    const d = DEFAULT_SERVER_PLAN;
    const s = DEFAULT_SCALE_PLAN;
    return {
      matches: flags.matches ?? d.matches,
      seconds: flags.seconds ?? d.seconds,
      warmUpSeconds: flags.warmup ?? d.warmUpSeconds,
      servers: flags.servers ?? d.servers,
      profileDir: flags.profile,
      scale:
        flags.scale === 0
          ? null
          : {
              matches: flags.scale ?? s.matches,
              spectatorsPerMatch: flags.spectators ?? s.spectatorsPerMatch,
              seconds: flags.seconds ?? s.seconds,
              warmUpSeconds: flags.warmup ?? s.warmUpSeconds,
            },
      nodes: flags.nodes === 0 ? null : { matches: flags.nodes ?? d.nodes!.matches },
    };
  },
  budgetSeconds: (plan) =>
    plan.matches.length * plan.servers.length * (plan.seconds + plan.warmUpSeconds + 120) +
    (plan.scale ? plan.scale.seconds + plan.scale.warmUpSeconds + 300 + plan.scale.matches * 0.3 : 0) +
    (plan.nodes ? 5 * (plan.seconds + plan.warmUpSeconds + 120) : 0),
  run: (plan, log) => runServerBench(plan, log),
  format: (result) => formatServerBench(result),
  problems: harnessProblems,
});
