// The server's real-time clock under load (npm run bench:clock): concurrent ATMOSFEAR matches, every seat a
// scripted person and one spectator per match, each a WebSocket client of the real server, which runs alone in a
// child process (bench/clock-bench-server.ts) with its match clocks sped up. Per level: how late after his due
// time each of the Gatekeeper's appearances reached each client, and what became of every move sent — accepted,
// refused with a reason, or lost (no answer within 5 s) — above all of moves sent at the same moment as another.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SYSTEM, isReacting, type MatchRecord } from '../engine/index.ts';
import { atmosfearBots } from '../games/atmosfear/bots.ts';
import { FEAR_WRITING_MS } from '../games/atmosfear/content.ts';
import type { AtmosfearMove, AtmosfearView } from '../games/atmosfear/index.ts';
import { api } from '../server/test-client.ts';
import { bucketQuantile } from './metrics-reading.ts';
import { ServerGroup } from './server-child-process.ts';
import { openWindow, whoWasBusy, type ServerWindow } from './server-window.ts';
import { spread, withTimeout, type Spread } from './measure.ts';
import { Recorder, Tables, sleep, type Client, type Script, type State, type Table } from './load.ts';
import { num, table } from './table.ts';

/** The goal: at this many matches, the Gatekeeper reaches every client within this many ms (p99). */
export const CLOCK_GOAL = { matches: 50, p99Ms: 100, lost: 0 } as const;

/** A person's pause before each move, wall-clock ms. */
const PAUSE_MS = [50, 400] as const;
/** A move with no answer after this long (wall clock) is lost. */
const LOST_AFTER_MS = 5_000;
/** Moves of two seats of one match sent this close together were made "at the same moment". */
const SAME_MOMENT_MS = 20;
/** Matches set up at once. */
const SETUP_CONCURRENCY = 10;

export interface ClockBenchPlan {
  /** Concurrent matches per level, run one level after another, each on a fresh server. */
  readonly matches: readonly number[];
  /** People per match (every seat is a person's). */
  readonly seats: number;
  /** The hour's length, an ATMOSFEAR option. */
  readonly minutes: 10 | 20 | 30 | 60;
  /** The match clock runs this many times faster than the wall clock. */
  readonly scale: number;
}

export const DEFAULT_CLOCK_PLAN: ClockBenchPlan = { matches: [1, 50], seats: 6, minutes: 10, scale: 10 };

export interface ClockLevel {
  readonly matches: number;
  /** Seated people and spectators. */
  readonly clients: number;
  /** From the first match's start until every client saw its match end, seconds. */
  readonly seconds: number;
  /** Receipt of each Gatekeeper entry by each client minus its due time, wall ms. */
  readonly lateness: Spread;
  /** Gatekeeper entries received, by the client that received the fewest and the most. */
  readonly deliveriesPerClient: { readonly min: number; readonly max: number };
  /**
   * The server's part, from its /metrics: for every timed move, from its due time until the server had stored it
   * (and sent it right after), wall ms; the quantiles are bounds of the histogram's buckets.
   */
  readonly server: {
    readonly stored: { readonly count: number; readonly p50: number; readonly p99: number };
  };
  readonly moves: {
    readonly sent: number;
    readonly accepted: number;
    readonly refused: Readonly<Record<string, number>>;
    /** Refusals whose message was not a non-empty string. */
    readonly unexplained: number;
    readonly lost: number;
    /** From sending a move to its answer, wall ms. */
    readonly answerMs: Spread;
  };
  /** Moves sent within SAME_MOMENT_MS of another seat's move of the same match, and how many were answered. */
  readonly simultaneous: { readonly moves: number; readonly answered: number };
  /** Matches every client saw end, and why they ended. */
  readonly ended: { readonly matches: number; readonly reasons: Readonly<Record<string, number>> };
  /** Matches whose record the server gave out, finished, with at least the moves the clients saw accepted. */
  readonly stored: number;
  /** Share of one core, and of the event loop's time, each process used while the matches played. */
  readonly busy: Pick<ServerWindow, 'cpu' | 'eventLoop' | 'loopDelay' | 'clientLoopDelayP99' | 'machine'>;
  /** What the server printed (its last lines). */
  readonly serverOutput: string;
}

export interface ClockBenchResult {
  readonly node: string;
  readonly cores: number;
  readonly plan: ClockBenchPlan;
  readonly levels: readonly ClockLevel[];
  /** Judged on the last level, against the first (the baseline). */
  readonly goal: {
    readonly matches: number;
    readonly p99: number;
    readonly p99Met: boolean;
    readonly lost: number;
    readonly lostMet: boolean;
    readonly p99VsBaseline: number | null;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The people (bench/load.ts drives them).

/** The Gatekeeper's entries: the system seat's appearances, and the draft. */
function isGatekeeper(entry: { seat: unknown; events: readonly unknown[] }): boolean {
  return (
    entry.seat === SYSTEM &&
    entry.events.some((e) => {
      const type = (e as { type?: unknown }).type;
      return type === 'gatekeeper' || type === 'draft';
    })
  );
}

/**
 * When each Gatekeeper entry reached one client, against his due time. The match's start on the wall clock is
 * what the client can tell: each message's clock.now is read as it is sent, so receipt minus clock.now is the true
 * origin plus that message's delivery delay; the least over all messages converges on the origin plus the least
 * delivery delay (a slight underestimate of lateness).
 */
class Watch {
  origin = Infinity;
  /** The match clock's due time of each Gatekeeper entry received, and the wall time it arrived. */
  readonly dueAt: number[] = [];
  readonly receivedAt: number[] = [];

  constructor(private readonly scale: number) {}

  saw(state: State, at: number): void {
    // Before the match begins its clock reads 0: those syncs say nothing about when it began.
    if (state.type === 'update' || state.status !== 'open') {
      this.origin = Math.min(this.origin, at - state.clock.now / this.scale);
    }
    if (state.type !== 'update') return;
    for (const entry of state.entries) {
      if (!isGatekeeper(entry)) continue;
      this.dueAt.push(entry.at);
      this.receivedAt.push(at);
    }
  }

  /** Receipt minus due time of every Gatekeeper entry received, wall ms. */
  lateness(): number[] {
    return this.dueAt.map((at, i) => this.receivedAt[i] - (this.origin + at / this.scale));
  }
}

const WRITTEN_FEARS = ['the attic stairs', 'the cellar door at night', 'a knock with nobody there'];

/**
 * ATMOSFEAR's matches for a level: every seat a person who pauses, then sends the heuristic's move (a written
 * fear in the fears phase, for half the seats); the last seat sits down only at `start`, so that every match
 * begins at once.
 */
function people(url: string, plan: ClockBenchPlan, watches: Map<Client, Watch>): Script {
  return {
    pace: PAUSE_MS,
    again: false,
    lostAfterMs: LOST_AFTER_MS,
    async open() {
      const created = await api(url, 'POST', '/api/matches', {
        game: 'atmosfear',
        players: plan.seats,
        seats: Array.from({ length: plan.seats }, () => null),
        options: { minutes: plan.minutes },
      });
      if (created.status !== 201) throw new Error(`match refused: ${JSON.stringify(created.body)}`);
      const match = created.body.id as string;
      const tokens = await Promise.all(
        Array.from({ length: plan.seats - 1 }, (_, seat) => claim(url, match, seat)),
      );
      return { match, tokens: [...tokens, undefined] };
    },
    choose(state, seat, rng) {
      const view = state.view as AtmosfearView;
      const moves = state.legalMoves as AtmosfearMove[];
      if (view.phase === 'fears' && seat % 2 === 0)
        return { type: 'fear', text: WRITTEN_FEARS[seat % WRITTEN_FEARS.length] };
      const input = { view, seat, moves, time: state.clock.now, reacting: isReacting(state.toAct, seat) };
      return atmosfearBots.heuristic!(input, rng) ?? moves[0];
    },
    watch(client, state, at) {
      let watch = watches.get(client);
      if (!watch) watches.set(client, (watch = new Watch(plan.scale)));
      watch.saw(state, at);
    },
  };
}

async function claim(url: string, match: string, seat: number): Promise<string> {
  const claimed = await api(url, 'POST', `/api/matches/${match}/seats/${seat}`, { name: `P${seat + 1}` });
  if (claimed.status !== 201) throw new Error(`seat ${seat} refused: ${JSON.stringify(claimed.body)}`);
  return claimed.body.token as string;
}

/** Claims a table's last seat (its match begins) and seats its person. */
async function start(url: string, table: Table): Promise<void> {
  const last = table.seats.length - 1;
  await table.seats[last].join(table.match, await claim(url, table.match, last));
}

// ---------------------------------------------------------------------------------------------------------------
// A level.

/** Moves sent within SAME_MOMENT_MS of another seat's move of the same match, and how many of them were answered. */
export function sameMoment(sent: Iterable<readonly { at: number; seat: number; answered: boolean }[]>): {
  moves: number;
  answered: number;
} {
  let moves = 0;
  let answered = 0;
  for (const list of sent) {
    const byTime = [...list].sort((a, b) => a.at - b.at);
    byTime.forEach((m, i) => {
      let near = false;
      for (let j = i - 1; j >= 0 && m.at - byTime[j].at <= SAME_MOMENT_MS && !near; j--)
        near = byTime[j].seat !== m.seat;
      for (let j = i + 1; j < byTime.length && byTime[j].at - m.at <= SAME_MOMENT_MS && !near; j++)
        near = byTime[j].seat !== m.seat;
      if (!near) return;
      moves++;
      if (m.answered) answered++;
    });
  }
  return { moves, answered };
}

/** One level: a fresh server, the matches set up and played to their end, the store checked, the server stopped. */
export async function measureLevel(
  plan: ClockBenchPlan,
  matches: number,
  log: (line: string) => void = () => {},
): Promise<ClockLevel> {
  const server = await ServerGroup.start({
    kind: 'nocturne',
    storage: { kind: 'sqlite' },
    timeScale: plan.scale,
    deployedWire: true,
  });
  const died = Promise.race(server.children.map((child) => child.died));
  const recorder = new Recorder({ keepSent: true });
  const watches = new Map<Client, Watch>();
  const tables = new Tables(people(server.url, plan, watches), recorder, [server.url], {
    seats: plan.seats,
    spectators: 1,
  });
  const guard = <T>(promise: Promise<T>) => Promise.race([promise, died]);
  try {
    log(`${matches} matches: setting up`);
    await guard(
      withTimeout(
        tables.setup(matches, SETUP_CONCURRENCY),
        60_000 + matches * 1_000,
        'setting up the matches',
      ),
    );
    const closeWindow = await openWindow(server); // the figures from here on are the play's
    const began = performance.now();
    recorder.recording = true;
    tables.go();
    // Every match begins at once: only the last claims are left.
    await guard(withTimeout(Promise.all(tables.list.map((t) => start(server.url, t))), 60_000, 'starting'));
    log(`${matches} matches: playing`);

    const hourMs = (FEAR_WRITING_MS + plan.minutes * 60_000) / plan.scale;
    const deadline = began + hourMs + 30_000;
    while (recorder.matchesTotal < matches && performance.now() < deadline) await guard(sleep(100));
    // The last answers (or their 5 s) before anything stops.
    await guard(recorder.drain(LOST_AFTER_MS + 1_000));
    const served = await closeWindow();
    const seconds = served.seconds;
    const late = served.timedLateness ?? { count: 0, sum: 0, buckets: [] };
    log(`${matches} matches: played in ${seconds.toFixed(1)} s; checking the store`);

    recorder.stopping = true;
    await tables.close();
    let stored = 0;
    for (const t of tables.list) {
      const record = await guard(api(server.url, 'GET', `/api/matches/${t.match}/record`));
      const accepted = t.seats.reduce((n, p) => n + p.accepted, 0);
      if (record.status === 200 && (record.body as MatchRecord).log.length >= accepted) stored++;
    }
    await server.stop();

    const screens = tables.list.flatMap((t) => t.clients.map((c) => watches.get(c) ?? new Watch(plan.scale)));
    const perClient = screens.map((s) => s.dueAt.length);
    return {
      matches,
      clients: screens.length,
      seconds,
      lateness: spread(screens.flatMap((s) => s.lateness())),
      deliveriesPerClient: { min: Math.min(...perClient), max: Math.max(...perClient) },
      server: {
        stored: {
          count: late.count,
          p50: bucketQuantile(late, 0.5) * 1000,
          p99: bucketQuantile(late, 0.99) * 1000,
        },
      },
      moves: {
        sent: [...recorder.sent!.values()].reduce((n, list) => n + list.length, 0),
        accepted: recorder.acksTotal,
        refused: Object.fromEntries([...recorder.refusals].sort((a, b) => b[1] - a[1])),
        unexplained: recorder.unexplained,
        lost: recorder.lost,
        answerMs: spread([...recorder.latencies, ...recorder.refusalLatencies]),
      },
      simultaneous: sameMoment(recorder.sent!.values()),
      ended: { matches: recorder.matchesTotal, reasons: Object.fromEntries(recorder.ends) },
      stored,
      busy: {
        cpu: served.cpu,
        eventLoop: served.eventLoop,
        loopDelay: served.loopDelay,
        clientLoopDelayP99: served.clientLoopDelayP99,
        machine: served.machine,
      },
      serverOutput: server.output().trim(),
    };
  } finally {
    recorder.stopping = true;
    await tables.close();
    server.kill();
  }
}

export async function runClockBench(
  plan: ClockBenchPlan = DEFAULT_CLOCK_PLAN,
  log: (line: string) => void = () => {},
): Promise<ClockBenchResult> {
  const levels: ClockLevel[] = [];
  for (const matches of plan.matches) {
    const level = await measureLevel(plan, matches, log);
    log(
      `${matches} matches: Gatekeeper lateness p50 ${ms(level.lateness.p50)} ms, p99 ${ms(level.lateness.p99)} ms; ` +
        `${level.moves.lost} moves lost`,
    );
    levels.push(level);
  }
  const last = levels[levels.length - 1];
  const first = levels[0];
  return {
    node: process.version,
    cores: availableParallelism(),
    plan,
    levels,
    goal: {
      matches: last.matches,
      p99: last.lateness.p99,
      p99Met: last.lateness.p99 <= CLOCK_GOAL.p99Ms,
      lost: last.moves.lost,
      lostMet: last.moves.lost <= CLOCK_GOAL.lost,
      p99VsBaseline: levels.length > 1 ? last.lateness.p99 / first.lateness.p99 : null,
    },
  };
}

/** What makes a run's figures meaningless: a match that did not end or was not stored, nothing measured. */
export function clockBenchProblems(r: ClockBenchResult): string[] {
  const problems: string[] = [];
  for (const l of r.levels) {
    const at = `${l.matches} matches`;
    if (l.ended.matches < l.matches) problems.push(`${at}: only ${l.ended.matches} matches ended`);
    if (l.stored < l.matches)
      problems.push(`${at}: only ${l.stored} matches stored with every accepted move`);
    if (l.deliveriesPerClient.min === 0) problems.push(`${at}: a client received no Gatekeeper entry`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

const ms = (value: number) => num(value, 1);

const levelName = (i: number, count: number) =>
  `${String.fromCharCode(65 + i)}${i === 0 && count > 1 ? ' (baseline)' : i === count - 1 && count > 1 ? ' (goal)' : ''}`;

export function formatClockBench(r: ClockBenchResult): string {
  const p = r.plan;
  const wall = (FEAR_WRITING_MS / 60_000 + p.minutes) * (60 / p.scale);
  const lines = [
    `ATMOSFEAR's clock under load: ${p.seats} seats a match, a ${p.minutes}-minute hour at ${p.scale}× ` +
      `(at most ${num(wall)} s of wall time with the fears), Node ${r.node}, ${r.cores} cores`,
    '(the server alone in a child process, every person and spectator a WebSocket client in this one)',
    '',
  ];
  const rows = [
    [
      'level',
      'matches',
      'clients',
      'deliveries',
      'late min',
      'p50',
      'p99',
      'max ms',
      'moves sent',
      'accepted',
      'refused',
      'lost',
      'simultaneous',
      'answered',
    ],
  ];
  r.levels.forEach((l, i) => {
    const refused = Object.values(l.moves.refused).reduce((a, b) => a + b, 0);
    rows.push([
      levelName(i, r.levels.length),
      num(l.matches),
      num(l.clients),
      num(l.lateness.count),
      ms(l.lateness.min),
      ms(l.lateness.p50),
      ms(l.lateness.p99),
      ms(l.lateness.max),
      num(l.moves.sent),
      num(l.moves.accepted),
      num(refused),
      num(l.moves.lost),
      num(l.simultaneous.moves),
      num(l.simultaneous.answered),
    ]);
  });
  lines.push(table(rows), '');
  lines.push(
    'late: when a client received a Gatekeeper entry (his appearances and the draft) minus its due time, wall ms, ' +
      "against the client's own estimate of its match's start",
    `simultaneous: moves sent within ${SAME_MOMENT_MS} ms of another seat's move of the same match; answered: ` +
      `accepted or refused within ${LOST_AFTER_MS / 1000} s (else lost)`,
  );
  r.levels.forEach((l, i) => {
    const codes = Object.entries(l.moves.refused).map(([code, n]) => `${code} × ${num(n)}`);
    lines.push(
      `refused at ${levelName(i, r.levels.length)}: ${codes.length ? codes.join(', ') : 'none'}` +
        (l.moves.unexplained ? ` (${l.moves.unexplained} WITHOUT A REASON)` : ', each with a reason'),
    );
  });
  lines.push('');

  const g = r.goal;
  lines.push(
    `p99 lateness at ${g.matches} matches ≤ ${CLOCK_GOAL.p99Ms} ms: ${ms(g.p99)} ms, ${g.p99Met ? 'met' : 'NOT met'}`,
    `moves lost: ${num(g.lost)} (goal ${CLOCK_GOAL.lost}), ${g.lostMet ? 'met' : 'NOT met'}`,
  );
  if (g.p99VsBaseline !== null) {
    lines.push(
      `p99 at ${g.matches} matches is ${num(g.p99VsBaseline, 2)}× the p99 at ${r.levels[0].matches} ` +
        `(${ms(g.p99)} vs ${ms(r.levels[0].lateness.p99)} ms)`,
    );
  }
  if (g.matches !== CLOCK_GOAL.matches) lines.push(`(the goal is stated at ${CLOCK_GOAL.matches} matches)`);
  lines.push('');

  lines.push('Where the time went:');
  r.levels.forEach((l, i) => {
    lines.push(
      `  ${levelName(i, r.levels.length)}: ${whoWasBusy(l.busy)}`,
      `    the server's part, every timed move (${num(l.server.stored.count)}, from its /metrics): had stored ` +
        `and sent it p50 ≤ ${ms(l.server.stored.p50)} / p99 ≤ ${ms(l.server.stored.p99)} ms after its due time`,
      `    a move's answer took p50 ${ms(l.moves.answerMs.p50)} / p99 ${ms(l.moves.answerMs.p99)} / max ` +
        `${ms(l.moves.answerMs.max)} ms`,
    );
  });
  lines.push('');

  lines.push('Checks:');
  r.levels.forEach((l, i) => {
    const reasons = Object.entries(l.ended.reasons).map(([why, n]) => `${why} × ${n}`);
    lines.push(
      `  ${levelName(i, r.levels.length)}: ${l.ended.matches} of ${l.matches} matches ended ` +
        `(${reasons.join(', ') || 'none'}) in ${num(l.seconds, 1)} s; ${l.stored} stored, finished, with every ` +
        `accepted move; Gatekeeper entries per client ${l.deliveriesPerClient.min}–${l.deliveriesPerClient.max}`,
    );
    if (l.serverOutput)
      lines.push(`    the server printed: ${l.serverOutput.slice(-600).replace(/\n/g, '\n      ')}`);
  });
  lines.push('');
  return lines.join('\n');
}
