// The server benchmark's report (npm run bench:server, bench/server-bench.ts): its tables, every goal's line, met or
// NOT met, with its figures, where the time went, the checks of each run, and what makes a run a failure.
import { CLUSTER_GOAL, SERVER_GOAL, TRANSPORT_GOAL } from './server-bench.ts';
import type { Measurement, ServerBenchResult } from './server-bench.ts';
import type { ScaleMeasurement } from './server-scale.ts';
import { SCALE_GOAL } from './server-scale.ts';
import { SHARED_CORE, whoWasBusy } from './server-window.ts';
import { num, pct, table } from './table.ts';
import { summarizeProfile } from './cpu-profile.ts';
const ms = (value: number) => num(value, value < 10 ? 2 : 1);
const kb = (bytes: number) => num(bytes / 1024, 1);

/** The server's name in the report: two nodes are one service. */
export function serverName(m: Pick<Measurement, 'server' | 'nodes'>): string {
  return m.nodes > 1 ? `${m.nodes} nodes (pg+redis)` : m.server;
}

function storeLine(m: Measurement): string | null {
  if (!m.store) return null;
  const parts = Object.entries(m.store).map(
    ([name, t]) => `${name} ${num(t.calls)} × ${ms(t.ms / t.calls)} ms (longest ≤ ${ms(t.max)} ms)`,
  );
  const where = m.server === 'nocturne' ? 'SQLite, its writer thread’s commit included' : 'PostgreSQL';
  return `store calls, from the call to its answer (${where}; from /metrics): ${parts.join(', ')}`;
}

export function formatServerBench(r: ServerBenchResult, profiles = true): string {
  const lines: string[] = [];
  const p = r.plan;
  lines.push(
    `nocturne server vs boardgame.io ${r.boardgameIo} server and a bare ws relay: concurrent tic-tac-toe ` +
      'matches over loopback, ' +
      `Node ${r.node}, ${r.cores} cores`,
    `(each server alone in a child process, the scripted clients in this one; per level ${p.warmUpSeconds} s of ` +
      `play, then ${p.seconds} s measured)`,
    '',
  );
  const shared = r.runs.filter((m) => m.machine !== null && m.machine.others >= SHARED_CORE);
  if (shared.length) {
    lines.push(
      `NOTE: other processes used ${shared.map((m) => pct(m.machine!.others)).join(', ')} of a core during ` +
        `${shared.length} of the ${r.runs.length} measurements: the machine was shared and these figures are noisy.`,
      '',
    );
  }
  const header = [
    'matches',
    'server',
    'moves/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'matches/s',
    'KB/match rss',
    'KB/match heap',
    'server CPU',
    'µs CPU/move',
    'msgs/move',
    'client CPU',
    'load',
  ];
  const row = (m: Measurement) => [
    String(m.matches),
    serverName(m),
    num(m.movesPerSecond),
    ms(m.latency.p50),
    ms(m.latency.p99),
    ms(m.latency.max),
    num(m.matchesPerSecond),
    kb(m.perActiveMatch.rss),
    kb(m.perActiveMatch.heapUsed),
    pct(m.cpu.server),
    num(m.cpuPerMove, 1),
    num(m.messagesPerMove, 2),
    pct(m.cpu.client),
    m.loadAvg.split(' ')[0],
  ];
  lines.push(table([header, ...r.runs.map(row)], 2), '');
  lines.push(
    'moves/s: moves acknowledged in the window (ours: the `update` carrying the move, sent after the SQLite commit; ' +
      "boardgame.io: the server's state for it in the client's subscribe callback, not its optimistic local state)",
    'KB/match: server memory (after a full GC) with the N matches set up and 2N clients connected, minus the idle ' +
      'server, over N',
    "µs CPU/move: the server process's CPU time (user + system) in the window over the moves acknowledged in it; " +
      'msgs/move: WebSocket messages and HTTP answers the server sent per acknowledged move (each a socket write); ' +
      'load: the 1-minute load average at the end of the window',
    '',
  );

  if (r.comparisons.length) {
    lines.push(
      `Goal: ≥ ${SERVER_GOAL.throughput}× boardgame.io's acknowledged moves/s, at a lower p99, while durable`,
    );
    for (const c of r.comparisons) {
      const ours = r.runs.find((m) => m.server === 'nocturne' && m.matches === c.matches)!;
      const theirs = r.runs.find((m) => m.server === 'boardgame.io' && m.matches === c.matches)!;
      lines.push(
        `  ${c.matches} matches: ${num(c.throughputRatio, 2)}× the throughput; p99 ${ms(ours.latency.p99)} ms vs ` +
          `${ms(theirs.latency.p99)} ms (${c.p99Lower ? 'lower' : 'NOT lower'}); ` +
          `${c.durable ? 'durable' : 'NOT shown durable'} → ${c.met ? 'met' : 'NOT met'}`,
      );
    }
    lines.push('');
  }

  if (r.transport.length) {
    lines.push(
      `Against the transport's limit: ≥ ${pct(TRANSPORT_GOAL.share)} of a bare ws relay's moves/s while durable, ` +
        `≤ ${TRANSPORT_GOAL.cpuPerMoveUs} µs server CPU per acknowledged move`,
    );
    for (const t of r.transport) {
      const relay = r.runs.find((m) => m.server === 'relay' && m.matches === t.matches)!;
      lines.push(
        `  ${t.matches} matches: ${pct(t.share)} of the relay's ${num(relay.movesPerSecond)} moves/s; ` +
          `${num(t.cpuPerMove, 1)} µs CPU a move vs the relay's ${num(t.relayCpuPerMove, 1)} µs ` +
          `(${num(t.cpuPerMove / t.relayCpuPerMove, 1)}×); ${t.durable ? 'durable' : 'NOT shown durable'} → ` +
          `${t.met ? 'met' : 'NOT met'}`,
      );
      const ours = r.runs.find((m) => m.server === 'nocturne' && m.matches === t.matches)!;
      lines.push(
        `    per message sent: ${num(ours.messagesPerMove, 2)} a move, ${num(t.cpuPerMove / ours.messagesPerMove, 1)} µs ` +
          `CPU each vs the relay's ${num(relay.messagesPerMove, 2)} a move, ` +
          `${num(t.relayCpuPerMove / relay.messagesPerMove, 1)} µs each`,
      );
    }
    lines.push(
      '  (the relay: the same ws library and the same pattern — the mover waits for its update, each move an update the mean size of ours to both seats — with no engine, no store and no HTTP; ours also starts a new match every 5–9 moves: one HTTP create with seat 0 taken, one claim, two joins)',
      '',
    );
  }

  if (r.nodes) {
    lines.push(
      'Two and three nodes on PostgreSQL and Redis beside one on PostgreSQL, and at light load (each pair creates ' +
        'its matches through one node, which owns them, seat 0 there, seat 1 on the next node):',
    );
    const nodeRuns = [...r.nodes.runs, ...r.nodes.light];
    if (nodeRuns.length) lines.push(table([header, ...nodeRuns.map(row)], 2));
    const [one, two] = r.nodes.runs;
    if (one && two?.crossing) {
      lines.push(
        `  two nodes: ${num(two.movesPerSecond)} moves/s, ${num(two.movesPerSecond / one.movesPerSecond, 2)}× ` +
          `one node's; p99 ${ms(two.latency.p99)} ms (one node: ${ms(one.latency.p99)} ms); a move from a client ` +
          `on the other node than its match's owner (${num(two.crossing.count)} of them): p50 ` +
          `${ms(two.crossing.p50)} ms, p99 ${ms(two.crossing.p99)} ms`,
        '  (server CPU and event loop for two nodes: the mean of the two; KB/match: the sum of both over N)',
      );
    }
    if (r.nodes.failed) lines.push(`  NOT measured: ${r.nodes.failed}`);
    lines.push('');
  }
  lines.push(...clusterGoalLines(r), '');
  if (r.scale) lines.push(...scaleLines(r.scale), '');

  const everyRun = [...r.runs, ...(r.nodes?.runs ?? []), ...(r.nodes?.light ?? [])];
  lines.push('Where the time went:');
  for (const m of everyRun) {
    lines.push(`  ${serverName(m)}, ${m.matches} matches: ${whoWasBusy(m)}`);
    const s = storeLine(m);
    if (s) lines.push(`    ${s}`);
  }
  lines.push('');

  lines.push('Checks (whole run, including warm-up):');
  for (const m of everyRun) {
    if (m.server === 'relay') {
      lines.push(
        `  relay, ${m.matches} matches: ${num(m.run.acknowledged)} acknowledged moves (no matches: no engine), ` +
          `updates of ${num(m.updateChars)} characters` +
          (m.run.unanswered ? `; ${m.run.unanswered} moves NEVER ANSWERED` : ''),
      );
      continue;
    }
    const durability =
      m.stored === null
        ? `storage ${m.storage}: nothing survives a restart`
        : `${num(m.run.acknowledged)} acknowledged moves, ${num(m.stored.moves)} in ${m.server === 'nocturne' ? 'SQLite' : 'PostgreSQL'} after the server ` +
          `stopped, ${num(m.stored.finished)} finished matches stored${m.durable ? '' : ' — MISSING MOVES'}`;
    const errors = Object.entries(m.errors);
    lines.push(
      `  ${serverName(m)}, ${m.matches} matches: ${num(m.run.matches)} matches ended (${num(m.run.wins)} wins, ` +
        `${num(m.run.draws)} draws${m.run.badOutcomes ? `, ${m.run.badOutcomes} BAD` : ''}); ${durability}; ` +
        (m.run.unanswered ? `${m.run.unanswered} moves NEVER ANSWERED; ` : '') +
        `${kb(m.perEndedMatch.rss)} KB rss / ${kb(m.perEndedMatch.heapUsed)} KB heap still held per ended match` +
        (errors.length ? `; errors: ${errors.map(([k, v]) => `${k} × ${v}`).join(', ')}` : ''),
    );
    if (m.serverOutput)
      lines.push(`    the server printed: ${m.serverOutput.slice(-600).replace(/\n/g, '\n      ')}`);
  }

  if (profiles) {
    const profiled = everyRun.map((m) => ({ what: `${m.server} at ${m.matches} matches`, file: m.profile }));
    if (r.scale) profiled.push({ what: `the scale row (${r.scale.sockets} sockets)`, file: r.scale.profile });
    for (const { what, file } of profiled) {
      if (!file) continue;
      const s = summarizeProfile(file);
      lines.push(
        '',
        `CPU profile of ${what}, the measured window (${file}): ` +
          `${num(s.busyMs)} ms busy, ${num(s.idleMs)} ms idle; self time:`,
      );
      lines.push(
        table(
          [
            ['by file or package', 'ms', 'share'],
            ...s.files.map((f) => [f.name, num(f.ms), pct(f.ms / s.busyMs)]),
          ],
          1,
        ),
      );
      lines.push(
        table(
          [
            ['by function', 'ms', 'share'],
            ...s.functions.map((f) => [f.name, num(f.ms), pct(f.ms / s.busyMs)]),
          ],
          1,
        ),
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

/** Issue 28's goals: what one node and several cost per move, and what crossing nodes adds to a move. */
function clusterGoalLines(r: ServerBenchResult): string[] {
  const g = CLUSTER_GOAL;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const lines = ['What a node costs (issue 28), CPU per acknowledged move:'];
  const sqlite = r.runs.filter((m) => m.server === 'nocturne');
  for (const m of sqlite)
    lines.push(
      `  one node on SQLite, ${m.matches} matches: ${num(m.cpuPerMove, 1)} µs (goal ≤ ${g.sqliteCpuPerMoveUs} µs) → ` +
        verdict(m.cpuPerMove <= g.sqliteCpuPerMoveUs),
    );
  const [onePg, two, three] = r.nodes?.runs ?? [];
  const sameLevel = sqlite.find((m) => m.matches === onePg?.matches);
  if (onePg && sameLevel) {
    const ratio = onePg.cpuPerMove / sameLevel.cpuPerMove;
    lines.push(
      `  one node on PostgreSQL, ${onePg.matches} matches: ${num(onePg.cpuPerMove, 1)} µs, ${num(ratio, 2)}× the ` +
        `SQLite node's (goal ≤ ${g.postgresOverSqlite}×) → ${verdict(ratio <= g.postgresOverSqlite)}`,
    );
  }
  const service = [sameLevel, onePg, two, three].filter((m): m is Measurement => m !== undefined);
  if (service.length)
    lines.push(
      '  the whole service (its nodes, PostgreSQL and Redis, from /proc): ' +
        service.map((m) => `${serverName(m)} ${num(m.serviceCpuPerMove, 1)} µs`).join('; '),
    );
  if (onePg && two) {
    const ratio = two.serviceCpuPerMove / onePg.serviceCpuPerMove;
    lines.push(
      `  two nodes' whole service: ${num(ratio, 2)}× one node on PostgreSQL's (goal ≤ ${g.twoNodesOverOne}×) → ` +
        verdict(ratio <= g.twoNodesOverOne),
    );
  }
  const [lightOne, lightTwo] = r.nodes?.light ?? [];
  if (lightOne && lightTwo?.crossing) {
    const p50 = lightTwo.crossing.p50 - lightOne.latency.p50;
    const p99 = lightTwo.crossing.p99 - lightOne.latency.p99;
    lines.push(
      `  a move across nodes at ${lightOne.matches} matches: p50 ${ms(lightTwo.crossing.p50)} ms against one ` +
        `node's ${ms(lightOne.latency.p50)} ms (+${ms(p50)}, goal ≤ +${g.crossingP50AddsMs}), p99 ` +
        `${ms(lightTwo.crossing.p99)} ms against ${ms(lightOne.latency.p99)} ms (+${ms(p99)}, goal ≤ ` +
        `+${g.crossingP99AddsMs}) → ${verdict(p50 <= g.crossingP50AddsMs && p99 <= g.crossingP99AddsMs)}`,
    );
  }
  return lines;
}

/** The scale row: its table, its goal, and its baseline (the bare relay's memory per connection). */
function scaleLines(m: ScaleMeasurement): string[] {
  const p = m.plan;
  const lines = [
    `Scale: ${num(m.sockets)} WebSockets on one node — ${num(p.matches)} two-seat matches with ` +
      `${p.spectatorsPerMatch} spectators each, each match one move a second (${p.warmUpSeconds} s of play, then ` +
      `${p.seconds} s measured; a match that ends is followed at once by the next, its spectators with it)`,
  ];
  lines.push(
    table(
      [
        [
          'sockets',
          'moves/s',
          'offered',
          'p50 ms',
          'p99 ms',
          'loop delay p99 ms',
          'loop delay max ms',
          'KB/conn rss',
          'KB/conn heap',
          'KB/match rss',
          'KB/match heap',
          'server CPU',
          'µs CPU/move',
          'load',
        ],
        [
          num(m.sockets),
          num(m.movesPerSecond),
          num(m.offered),
          ms(m.latency.p50),
          ms(m.latency.p99),
          ms(m.loopDelay.p99),
          ms(m.loopDelay.max),
          kb(m.perConnection.rss),
          kb(m.perConnection.heapUsed),
          kb(m.perMatch.rss),
          kb(m.perMatch.heapUsed),
          pct(m.cpu),
          num(m.cpuPerMove, 1),
          m.loadAvg.split(' ')[0],
        ],
      ],
      0,
    ),
  );
  const relay = m.relayPerConnection;
  lines.push(
    `  Goal: event-loop delay p99 < ${SCALE_GOAL.loopDelayP99Ms} ms in the server while playing: ` +
      `${ms(m.loopDelay.p99)} ms → ${m.met ? 'met' : 'NOT met'}; ${pct(m.movesPerSecond / m.offered)} of the ` +
      `offered moves acknowledged in the window`,
    relay
      ? `  Per connection: ${kb(m.perConnection.rss)} KB rss / ${kb(m.perConnection.heapUsed)} KB heap vs the bare ` +
          `relay's ${kb(relay.rss)} KB / ${kb(relay.heapUsed)} KB with as many sockets ` +
          `(${num(m.perConnection.rss / relay.rss, 1)}× / ${num(m.perConnection.heapUsed / relay.heapUsed, 1)}×)`
      : '  Per connection: the bare relay was not measured',
    `  KB/conn: server memory (after a full GC) with every socket open and nobody joined, less the idle server, ` +
      `per socket; KB/match: with every match set up and all its sockets joined, less that, per match; ` +
      `${num(m.matchesPerSecond, 1)} matches ended a second (each followed by a new one: HTTP create with seat 0 taken, one claim, ` +
      `${2 + p.spectatorsPerMatch} joins); spectators got ${num(m.spectatorUpdates, 2)} updates per player update ` +
      `(${p.spectatorsPerMatch / 2} expected); set-up took ${num(m.setupSeconds, 1)} s` +
      (Object.keys(m.errors).length
        ? `; errors: ${Object.entries(m.errors)
            .map(([k, v]) => `${k} × ${v}`)
            .join(', ')}`
        : '') +
      (m.unanswered ? `; ${m.unanswered} moves NEVER ANSWERED` : ''),
  );
  return lines;
}

/** A run whose clients saw a wrong result, or whose acknowledged moves were not all stored, is a failure. */
export function harnessProblems(r: ServerBenchResult): string[] {
  const problems: string[] = [];
  for (const m of [...r.runs, ...(r.nodes?.runs ?? []), ...(r.nodes?.light ?? [])]) {
    if (m.run.badOutcomes > 0)
      problems.push(`${serverName(m)}, ${m.matches}: ${m.run.badOutcomes} bad outcomes`);
    if (m.durable === false)
      problems.push(`${serverName(m)}, ${m.matches}: acknowledged moves missing from the store`);
    if (m.moves === 0)
      problems.push(`${serverName(m)}, ${m.matches}: no move was acknowledged in the window`);
    if (m.run.unanswered > 0)
      problems.push(`${serverName(m)}, ${m.matches}: ${m.run.unanswered} moves never answered`);
  }
  if (r.nodes?.failed) problems.push(`ours on PostgreSQL: ${r.nodes.failed}`);
  if (r.scale) {
    if (r.scale.movesPerSecond === 0) problems.push('scale: no move was acknowledged in the window');
    if (r.scale.unanswered > 0) problems.push(`scale: ${r.scale.unanswered} moves never answered`);
  }
  return problems;
}
