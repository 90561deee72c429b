// The server's real-time clock under load (npm run bench:clock): concurrent ATMOSFEAR matches, every seat a
// scripted person and one spectator per match, each a WebSocket client of the real server, which runs alone in a
// child process (bench/clock-bench-server.ts) with its match clocks sped up. Per level: how late after his due
// time each of the Gatekeeper's appearances reached each client, and what became of every move sent — accepted,
// refused with a reason, or lost (no answer within 5 s) — above all of moves sent at the same moment as another.
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  Rng,
  SYSTEM,
  isReacting,
  mayAct,
  type MatchRecord,
  type Outcome,
  type PlayerSeat,
} from '../engine/index.ts';
import { atmosfearBots } from '../games/atmosfear/bots.ts';
import { FEAR_WRITING_MS } from '../games/atmosfear/content.ts';
import type { AtmosfearMove, AtmosfearView } from '../games/atmosfear/index.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { api } from '../server/test-client.ts';
import { bucketQuantile } from './metrics-reading.ts';
import { ServerGroup } from './server-child-process.ts';
import { openWindow } from './server-window.ts';
import { machineCpu, quantile, withTimeout } from './measure.ts';
import { sleep } from './server-bench-load.ts';
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

/** Count, least, median, 99th percentile and most of some wall-clock milliseconds. */
export interface Spread {
  readonly count: number;
  readonly min: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

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
  readonly busy: {
    readonly server: { readonly cpu: number; readonly eventLoop: number; readonly loopDelayP99: number };
    readonly clients: { readonly cpu: number; readonly eventLoop: number; readonly loopDelayP99: number };
    /** From /proc/stat: cores busy on the whole machine, and how many of them were neither process (null elsewhere). */
    readonly machine: { readonly busy: number; readonly others: number } | null;
  };
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
// The clients.

type State = Extract<ServerMessage, { type: 'sync' | 'update' }>;
type Refusal = Extract<ServerMessage, { type: 'error' }>;

/** What happened to the moves of one level, across all its people. */
class Tally {
  readonly refused = new Map<string, number>();
  unexplained = 0;
  accepted = 0;
  lost = 0;
  readonly answerMs: number[] = [];
  /** Every move sent, by match: when, by whom, and whether it was answered in time. */
  readonly sent = new Map<string, { at: number; seat: PlayerSeat; answered: boolean }[]>();
}

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

/** One client's screen: the latest state it was sent, and when each of the Gatekeeper's entries reached it. */
class Screen {
  latest: State | null = null;
  /** The match clock's due time of each Gatekeeper entry received, and the wall time it arrived. */
  readonly dueAt: number[] = [];
  readonly receivedAt: number[] = [];
  /**
   * When the match began on the wall clock, as this client can tell: each message's clock.now is read as it is
   * sent, so receipt minus clock.now is the true origin plus that message's delivery delay; the least over all
   * messages converges on the origin plus the least delivery delay (a slight underestimate of lateness).
   */
  private origin = Infinity;
  private joined: ((error?: Error) => void) | null = null;

  constructor(
    private readonly socket: WebSocket,
    private readonly scale: number,
  ) {
    socket.on('message', (data) =>
      this.receive(JSON.parse(String(data)) as ServerMessage, performance.now()),
    );
  }

  static async open(url: string): Promise<WebSocket> {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
    await new Promise<void>((done, fail) => {
      socket.once('open', () => done());
      socket.once('error', fail);
    });
    return socket;
  }

  /** Sits at the match (with a token as that seat); resolves on its first sync. */
  join(match: string, token?: string): Promise<void> {
    const joined = new Promise<void>((done, fail) => {
      this.joined = (error) => (error ? fail(error) : done());
    });
    this.send(token === undefined ? { type: 'join', match } : { type: 'join', match, token });
    return withTimeout(joined, 30_000, `joining ${match}`);
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((done) => {
      this.socket.once('close', () => done());
      this.socket.close();
    });
  }

  get outcome(): Outcome | null {
    return this.latest?.outcome ?? null;
  }

  /** Receipt minus due time of every Gatekeeper entry received, wall ms. */
  lateness(): number[] {
    return this.dueAt.map((at, i) => this.receivedAt[i] - (this.origin + at / this.scale));
  }

  private receive(message: ServerMessage, at: number): void {
    if (message.type === 'error') {
      if (this.joined) {
        this.joined(new Error(`join refused: ${message.code}: ${message.message}`));
        this.joined = null;
        return;
      }
      return this.refused(message, at);
    }
    if (message.type !== 'sync' && message.type !== 'update') return;
    // Before the match begins its clock reads 0: those syncs say nothing about when it began.
    if (message.type === 'update' || message.status !== 'open') {
      this.origin = Math.min(this.origin, at - message.clock.now / this.scale);
    }
    if (message.type === 'update') {
      for (const entry of message.entries) {
        if (!isGatekeeper(entry)) continue;
        this.dueAt.push(entry.at);
        this.receivedAt.push(at);
      }
    }
    this.latest = message;
    if (message.type === 'sync' && this.joined) {
      this.joined();
      this.joined = null;
    }
    this.changed(message, at);
  }

  /** A new state arrived (for a person to act on). */
  protected changed(_state: State, _at: number): void {}

  /** The server refused something this client sent. */
  protected refused(_error: Refusal, _at: number): void {}
}

const WRITTEN_FEARS = ['the attic stairs', 'the cellar door at night', 'a knock with nobody there'];

/** A scripted person at a seat: looks, pauses, sends the heuristic's move; at most one move in flight. */
class Person extends Screen {
  private readonly rng: Rng;
  private pause: NodeJS.Timeout | null = null;
  private inFlight: { at: number; timer: NodeJS.Timeout; record: { answered: boolean } } | null = null;
  /** The version of the last move sent: a person does not send twice on the same screen. */
  private triedAt = -1;
  /** Moves of this seat the server accepted. */
  accepted = 0;

  constructor(
    socket: WebSocket,
    scale: number,
    readonly match: string,
    readonly seat: PlayerSeat,
    private readonly tally: Tally,
  ) {
    super(socket, scale);
    this.rng = Rng.fromSeed(`clock-bench/${match}/${seat}`);
  }

  get waiting(): boolean {
    return this.inFlight !== null;
  }

  protected override changed(state: State, at: number): void {
    if (this.inFlight && state.type === 'update' && state.entries.some((e) => e.seat === this.seat)) {
      this.accepted++;
      this.tally.accepted++;
      this.answered(at);
    }
    if (state.outcome && this.pause) {
      clearTimeout(this.pause);
      this.pause = null;
    }
    this.consider();
  }

  protected override refused(error: Refusal, at: number): void {
    if (!this.inFlight) return; // an answer that came after its move was counted lost
    this.tally.refused.set(error.code, (this.tally.refused.get(error.code) ?? 0) + 1);
    if (typeof error.message !== 'string' || error.message.trim() === '') this.tally.unexplained++;
    this.answered(at);
    this.consider();
  }

  private answered(at: number): void {
    const flight = this.inFlight!;
    clearTimeout(flight.timer);
    flight.record.answered = true;
    this.tally.answerMs.push(at - flight.at);
    this.inFlight = null;
  }

  private mayMove(state: State | null): state is State {
    return (
      state !== null &&
      state.outcome === null &&
      state.version !== this.triedAt &&
      state.legalMoves.length > 0 &&
      mayAct(state.toAct, this.seat)
    );
  }

  private consider(): void {
    if (this.inFlight || this.pause || !this.mayMove(this.latest)) return;
    const [least, most] = PAUSE_MS;
    this.pause = setTimeout(
      () => {
        this.pause = null;
        this.move();
      },
      least + this.rng.int(most - least + 1),
    );
  }

  /** After the pause: the move for what the screen shows now, if the person may still move. */
  private move(): void {
    const state = this.latest;
    if (!this.mayMove(state)) return;
    const view = state.view as AtmosfearView;
    const moves = state.legalMoves as AtmosfearMove[];
    const move: AtmosfearMove =
      view.phase === 'fears' && this.seat % 2 === 0
        ? { type: 'fear', text: WRITTEN_FEARS[this.seat % WRITTEN_FEARS.length] }
        : (atmosfearBots.heuristic!(
            {
              view,
              seat: this.seat,
              moves,
              time: state.clock.now,
              reacting: isReacting(state.toAct, this.seat),
            },
            this.rng,
          ) ?? moves[0]);
    const at = performance.now();
    const record = { at, seat: this.seat, answered: false };
    let sent = this.tally.sent.get(this.match);
    if (!sent) this.tally.sent.set(this.match, (sent = []));
    sent.push(record);
    this.triedAt = state.version;
    // Lost: the person moves on. (A late answer may then be taken for the next move's; a run that loses moves
    // has failed its goal whatever the next move's figures say.)
    const timer = setTimeout(() => {
      this.tally.lost++;
      this.inFlight = null;
      this.consider();
    }, LOST_AFTER_MS);
    this.inFlight = { at, timer, record };
    this.send({ type: 'move', version: state.version, move });
  }
}

/** A match of the level: its people by seat and its spectator. */
interface Seating {
  readonly id: string;
  readonly people: Person[];
  readonly spectator: Screen;
}

/** Sets a match up but for its last seat: created, seats claimed, everyone but the last seat joined. */
async function setUpMatch(url: string, plan: ClockBenchPlan, tally: Tally): Promise<Seating> {
  const created = await api(url, 'POST', '/api/matches', {
    game: 'atmosfear',
    players: plan.seats,
    seats: Array.from({ length: plan.seats }, () => null),
    options: { minutes: plan.minutes },
  });
  if (created.status !== 201) throw new Error(`match refused: ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const tokens = await Promise.all(
    Array.from({ length: plan.seats - 1 }, async (_, seat) => {
      const claim = await api(url, 'POST', `/api/matches/${id}/seats/${seat}`, { name: `P${seat + 1}` });
      if (claim.status !== 201) throw new Error(`seat ${seat} refused: ${JSON.stringify(claim.body)}`);
      return claim.body.token as string;
    }),
  );
  const people = await Promise.all(
    Array.from(
      { length: plan.seats },
      async (_, seat) => new Person(await Screen.open(url), plan.scale, id, seat, tally),
    ),
  );
  const spectator = new Screen(await Screen.open(url), plan.scale);
  await spectator.join(id);
  await Promise.all(tokens.map((token, seat) => people[seat].join(id, token)));
  return { id, people, spectator };
}

/** Claims the last seat (the match begins) and seats its person. */
async function startMatch(url: string, seating: Seating, seats: number): Promise<void> {
  const last = seats - 1;
  const claim = await api(url, 'POST', `/api/matches/${seating.id}/seats/${last}`, { name: `P${seats}` });
  if (claim.status !== 201) throw new Error(`seat ${last} refused: ${JSON.stringify(claim.body)}`);
  await seating.people[last].join(seating.id, claim.body.token as string);
}

/** Runs `work` on every item, at most `limit` at once. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// A level.

export function spread(values: readonly number[]): Spread {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    min: sorted.length ? sorted[0] : NaN,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

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
  const tally = new Tally();
  const tables: Seating[] = [];
  const guard = <T>(promise: Promise<T>) => Promise.race([promise, died]);
  try {
    log(`${matches} matches: setting up`);
    tables.push(
      ...(await guard(
        withTimeout(
          inBatches(
            Array.from({ length: matches }, () => 0),
            SETUP_CONCURRENCY,
            () => setUpMatch(server.url, plan, tally),
          ),
          60_000 + matches * 1_000,
          'setting up the matches',
        ),
      )),
    );
    const closeWindow = await openWindow(server); // the figures from here on are the play's
    const clientLoop = monitorEventLoopDelay({ resolution: 1 });
    clientLoop.enable();
    const cpu0 = process.cpuUsage();
    const elu0 = performance.eventLoopUtilization();
    const machine0 = machineCpu();
    const began = performance.now();
    // Every match begins at once: only the last claims are left.
    await guard(
      withTimeout(Promise.all(tables.map((t) => startMatch(server.url, t, plan.seats))), 60_000, 'starting'),
    );
    log(`${matches} matches: playing`);

    const screens = tables.flatMap((t) => [...t.people, t.spectator]);
    const hourMs = (FEAR_WRITING_MS + plan.minutes * 60_000) / plan.scale;
    const deadline = began + hourMs + 30_000;
    while (screens.some((s) => s.outcome === null) && performance.now() < deadline) {
      await guard(sleep(100));
    }
    // The last answers (or their 5 s) before anything stops.
    while (tables.some((t) => t.people.some((p) => p.waiting))) await guard(sleep(50));
    const seconds = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const elu = performance.eventLoopUtilization(elu0);
    const machine1 = machineCpu();
    clientLoop.disable();
    const served = await closeWindow();
    const late = served.timedLateness ?? { count: 0, sum: 0, buckets: [] };
    log(`${matches} matches: played in ${seconds.toFixed(1)} s; checking the store`);

    await Promise.all(screens.map((s) => s.close()));
    const ended = tables.filter((t) => [...t.people, t.spectator].every((s) => s.outcome !== null));
    const reasons: Record<string, number> = {};
    for (const t of ended) {
      const reason = t.spectator.outcome!.reason;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    let stored = 0;
    for (const t of tables) {
      const record = await guard(api(server.url, 'GET', `/api/matches/${t.id}/record`));
      const accepted = t.people.reduce((n, p) => n + p.accepted, 0);
      if (record.status === 200 && (record.body as MatchRecord).log.length >= accepted) stored++;
    }
    await server.stop();

    const perClient = screens.map((s) => s.dueAt.length);
    const busy = machine0 && machine1 ? (machine1.busy - machine0.busy) / seconds : null;
    const cpuShare = {
      server: served.cpuSeconds / seconds,
      clients: (cpu.user + cpu.system) / 1000 / (seconds * 1000),
    };
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
        sent: [...tally.sent.values()].reduce((n, list) => n + list.length, 0),
        accepted: tally.accepted,
        refused: Object.fromEntries([...tally.refused].sort((a, b) => b[1] - a[1])),
        unexplained: tally.unexplained,
        lost: tally.lost,
        answerMs: spread(tally.answerMs),
      },
      simultaneous: sameMoment(tally.sent.values()),
      ended: { matches: ended.length, reasons },
      stored,
      busy: {
        server: {
          cpu: cpuShare.server,
          eventLoop: served.busySeconds / seconds,
          loopDelayP99: served.loopDelay.p99,
        },
        clients: {
          cpu: cpuShare.clients,
          eventLoop: elu.utilization,
          loopDelayP99: clientLoop.percentile(99) / 1e6,
        },
        machine:
          busy === null ? null : { busy, others: Math.max(0, busy - cpuShare.server - cpuShare.clients) },
      },
      serverOutput: server.output().trim(),
    };
  } finally {
    await Promise.all(tables.flatMap((t) => [...t.people, t.spectator]).map((s) => s.close()));
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
const pct = (fraction: number) => `${num(fraction * 100)}%`;

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
    const b = l.busy;
    const others =
      b.machine === null
        ? ''
        : `; other processes ${pct(b.machine.others)} of a core` +
          (b.machine.others >= 0.15 ? ' (a shared machine: these figures are noisy)' : '');
    lines.push(
      `  ${levelName(i, r.levels.length)}: server event loop ${pct(b.server.eventLoop)} busy, CPU ` +
        `${pct(b.server.cpu)} of a core, timers late by ${ms(b.server.loopDelayP99)} ms at p99; clients' event ` +
        `loop ${pct(b.clients.eventLoop)}, CPU ${pct(b.clients.cpu)}, timers late by ` +
        `${ms(b.clients.loopDelayP99)} ms at p99${others}`,
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
