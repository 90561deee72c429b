// Scale (npm run bench:server, issue 17 §3): many WebSockets on one node at a person's pace. N two-seat
// tic-tac-toe matches, each with S spectators, so N × (2 + S) sockets (1,000 × 10 = 10,000 by default); each
// match makes one move a second (the seat whose turn it is, on a timer with its own phase), and a pair that
// finishes a match starts the next at once, its spectators following it. Measured in the server process:
// memory per connection (sockets open, nobody joined) and per match (set up, all its sockets joined), the
// event-loop delay while playing (goal: p99 under 50 ms), CPU; at the clients: moves/s and their latency.
// Beside it, the same number of sockets on the bare ws relay: what a connection costs the transport alone.
import type WebSocket from 'ws';
import type { Memory } from './server-child.ts';
import { ServerGroup, memoryPer } from './server-child-process.ts';
import { openWindow, type ServerWindow } from './server-window.ts';
import { HttpConnection } from './http-connection.ts';
import { Recorder, Table, inBatches, openSocket, sleep, withRetries } from './load.ts';
import { ticTacToe } from './server-scripts.ts';
import { spread, withTimeout, type Spread } from './measure.ts';

export interface ScalePlan {
  readonly matches: number;
  readonly spectatorsPerMatch: number;
  readonly seconds: number;
  readonly warmUpSeconds: number;
}

export const DEFAULT_SCALE_PLAN: ScalePlan = {
  matches: 1000,
  spectatorsPerMatch: 8,
  seconds: 10,
  warmUpSeconds: 3,
};

/** The event loop's delay while playing at scale stays under this, at the 99th percentile (ms). */
export const SCALE_GOAL = { loopDelayP99Ms: 50 } as const;

export interface ScaleMeasurement {
  readonly plan: ScalePlan;
  readonly sockets: number;
  /** Moves a second asked for (one per match) and acknowledged in the window. */
  readonly offered: number;
  readonly movesPerSecond: number;
  readonly latency: Spread;
  /** Matches started a second in the window (each after the last ended): joins and HTTP on top of the moves. */
  readonly matchesPerSecond: number;
  /** Updates the spectators received in the window over those the players received. */
  readonly spectatorUpdates: number;
  /** Server memory after a full GC: idle, with every socket open (nobody joined), with every match set up. */
  readonly memory: { readonly idle: Memory; readonly connected: Memory; readonly active: Memory };
  readonly perConnection: Memory;
  readonly perMatch: Memory;
  /** The bare relay's memory per open connection, the same number of sockets: the transport's own share. */
  readonly relayPerConnection: Memory | null;
  /** Event-loop delay in the server over the window, ms. */
  readonly loopDelay: ServerWindow['loopDelay'];
  readonly cpu: number;
  readonly cpuPerMove: number;
  readonly setupSeconds: number;
  readonly errors: Readonly<Record<string, number>>;
  readonly unanswered: number;
  readonly loadAvg: string;
  readonly met: boolean;
  /** The server's CPU profile of the measured window, when asked for. */
  readonly profile: string | null;
}

/** How many sockets open at once while connecting. */
const CONNECT_BATCH = 200;
/** Keep-alive HTTP connections shared by all pairs (for creating matches and claiming seats). */
const HTTP_CONNECTIONS = 20;

async function openSockets(open: () => Promise<WebSocket>, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let from = 0; from < count; from += CONNECT_BATCH) {
    const batch: Promise<WebSocket>[] = [];
    for (let i = from; i < Math.min(count, from + CONNECT_BATCH); i++) batch.push(open());
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** The relay's memory per open WebSocket (nobody joined), the same number of sockets as ours. */
async function relayPerConnection(sockets: number, log: (line: string) => void): Promise<Memory> {
  const child = await ServerGroup.start({ kind: 'relay', updateBytes: 250 });
  const open: WebSocket[] = [];
  try {
    const idle = await child.memory();
    log(`scale: ${sockets} sockets on the bare relay`);
    open.push(
      ...(await withTimeout(
        openSockets(() => openSocket(child.url), sockets),
        60_000 + sockets * 20,
        'connecting to the relay',
      )),
    );
    const connected = await child.memory();
    return memoryPer(idle, connected, sockets);
  } finally {
    for (const socket of open) socket.terminate();
    await child.stop().catch(() => child.kill());
    child.kill();
  }
}

export async function measureScale(
  plan: ScalePlan = DEFAULT_SCALE_PLAN,
  log: (line: string) => void = () => {},
  withRelay = true,
  profile: string | null = null,
): Promise<ScaleMeasurement> {
  const sockets = plan.matches * (2 + plan.spectatorsPerMatch);
  const relay = withRelay ? await relayPerConnection(sockets, log) : null;
  const child = await ServerGroup.start({ kind: 'nocturne', storage: { kind: 'sqlite' } });
  const recorder = new Recorder();
  const tables: Table[] = [];
  const http: HttpConnection[] = [];
  const timers: NodeJS.Timeout[] = [];
  let open: WebSocket[] = [];
  try {
    const setupStart = performance.now();
    const idle = await child.memory();
    log(`scale: ${sockets} sockets on our server`);
    open = await withTimeout(
      openSockets(() => openSocket(child.url), sockets),
      60_000 + sockets * 20,
      'connecting the sockets',
    );
    const connected = await child.memory();

    log(`scale: ${plan.matches} matches, ${plan.spectatorsPerMatch} spectators each`);
    for (let i = 0; i < HTTP_CONNECTIONS; i++) http.push(new HttpConnection(new URL(child.url)));
    const script = ticTacToe((i) => http[i % HTTP_CONNECTIONS], 'ticked');
    const each = 2 + plan.spectatorsPerMatch;
    for (let i = 0; i < plan.matches; i++) {
      const mine = open.slice(i * each, (i + 1) * each);
      const seats = [mine[0], mine[1]].map((socket) => ({ socket, crossing: false }));
      tables.push(new Table(i, script, recorder, seats, mine.slice(2)));
    }
    await withTimeout(
      inBatches(tables.length, 50, (i) => withRetries(recorder, 'scale set-up', () => tables[i].newMatch())),
      60_000 + plan.matches * 100,
      'setting up the matches',
    );
    const active = await child.memory();
    const setupSeconds = (performance.now() - setupStart) / 1000;

    // One move a second per match, the matches' phases spread over the second.
    for (const [i, table] of tables.entries()) {
      table.go();
      const phase = (i / tables.length) * 1000;
      timers.push(
        setTimeout(() => {
          table.tick();
          timers.push(setInterval(() => table.tick(), 1000));
        }, phase),
      );
    }
    log(`scale: playing, ${plan.warmUpSeconds} s warm-up, then ${plan.seconds} s measured`);
    await sleep(plan.warmUpSeconds * 1000);
    const matches0 = recorder.matchesTotal;
    const spectated0 = recorder.spectatorUpdates;
    const updates0 = recorder.updates;
    recorder.recording = true;
    if (profile) await child.profile(null);
    const closeWindow = await openWindow(child);
    await sleep(plan.seconds * 1000);
    recorder.recording = false;
    const server = await closeWindow();
    const elapsed = server.seconds;
    if (profile) await child.profile(profile);
    const matchesStarted = recorder.matchesTotal - matches0;
    const spectatorUpdates = recorder.spectatorUpdates - spectated0;
    const playerUpdates = recorder.updates - updates0;

    recorder.stopping = true;
    for (const timer of timers) clearInterval(timer);
    await recorder.drain(10_000);
    for (const table of tables) table.close();
    open = [];
    await child.stop();

    const latency = spread(recorder.latencies);
    const loopDelay = server.loopDelay;
    return {
      plan,
      sockets,
      offered: plan.matches,
      movesPerSecond: latency.count / elapsed,
      latency,
      matchesPerSecond: matchesStarted / elapsed,
      spectatorUpdates: playerUpdates ? spectatorUpdates / playerUpdates : NaN,
      memory: { idle, connected, active },
      perConnection: memoryPer(idle, connected, sockets),
      perMatch: memoryPer(connected, active, plan.matches),
      relayPerConnection: relay,
      loopDelay,
      cpu: server.cpuSeconds / elapsed,
      cpuPerMove: latency.count ? (server.cpuSeconds * 1e6) / latency.count : NaN,
      setupSeconds,
      errors: Object.fromEntries([...recorder.errors, ...recorder.refusals]),
      unanswered: recorder.pending,
      loadAvg: server.loadAvg,
      met: loopDelay.p99 < SCALE_GOAL.loopDelayP99Ms,
      profile,
    };
  } finally {
    recorder.stopping = true;
    for (const timer of timers) clearInterval(timer);
    for (const table of tables) table.close();
    for (const connection of http) connection.close();
    for (const socket of open) socket.terminate();
    child.kill();
  }
}
