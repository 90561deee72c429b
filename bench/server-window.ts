// A measured window, both sides: for any server under test its CPU time from /proc, and for ours what it reports
// at /metrics (time in the store by call, how busy and how late its event loop was, how late the game's own timed
// moves were stored); for the load generator (this process) its CPU, event loop and timer delay; for the machine,
// how busy it was and how much of that was someone else. Several nodes are one service: their figures are added
// up, and the event loop's delay is the worst node's.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { EVENT_LOOP_RESOLUTION_MS } from '../server/metrics.ts';
import { machineCpu, readLoadAvg, servicesCpu } from './measure.ts';
import { num, pct } from './table.ts';
import { bucketQuantile, histogramWindow, total, worst, type HistogramWindow } from './metrics-reading.ts';
import type { ServerGroup } from './server-child-process.ts';

/** Time inside one kind of store call in the window. */
export interface StoreTime {
  readonly calls: number;
  readonly ms: number;
  /** The longest call lasted at most this long (the bound of the highest histogram bucket it reached), ms. */
  readonly max: number;
}

export interface ServerWindow {
  readonly seconds: number;
  /** CPU seconds (user + system) of the server's processes in the window. */
  readonly cpuSeconds: number;
  /** Ours: seconds the event loops ran code; NaN for the others. */
  readonly busySeconds: number;
  /** Ours: the store's calls by name; null for the others. */
  readonly store: Readonly<Record<string, StoreTime>> | null;
  /** Ours: how late timers ran on the event loop (the worst node), ms; NaN for the others. */
  readonly loopDelay: { readonly p50: number; readonly p99: number; readonly max: number };
  /** Ours: how late after its due time each of the game's own moves was stored (wall clock); null otherwise. */
  readonly timedLateness: HistogramWindow | null;
  /** Shares of one core and of the event loop's time: the server (the mean node's) and the load generator's. */
  readonly cpu: { readonly server: number; readonly client: number };
  readonly eventLoop: { readonly server: number; readonly client: number };
  /** How late timers ran in the load generator, p99, ms. */
  readonly clientLoopDelayP99: number;
  /**
   * From /proc/stat, in cores: how busy the whole machine was, and how much of that was neither the server nor
   * the load generator (someone else's work makes the figures noisy). Null elsewhere.
   */
  readonly machine: { readonly busy: number; readonly others: number } | null;
  /** /proc/loadavg at the window's end. */
  readonly loadAvg: string;
  /**
   * CPU seconds PostgreSQL's and Redis's processes used in the window (the whole service, with the nodes), null
   * without /proc. On a run that uses neither, what they did by themselves meanwhile.
   */
  readonly services: { readonly postgres: number; readonly redis: number } | null;
}

/** Other processes using this much of a core during a window make its figures noisy. */
export const SHARED_CORE = 0.15;

/** Who was busy in a window, in a sentence: the server, the load generator, and anyone else on the machine. */
export function whoWasBusy(
  w: Pick<ServerWindow, 'eventLoop' | 'cpu' | 'loopDelay' | 'clientLoopDelayP99' | 'machine'>,
): string {
  // A server that does not report how busy its event loop was (not ours) is judged by its CPU.
  const reported = !Number.isNaN(w.eventLoop.server);
  const server = reported ? w.eventLoop.server : w.cpu.server;
  const client = w.eventLoop.client;
  const saturated = (x: number) => x >= 0.9;
  const who = saturated(server)
    ? saturated(client)
      ? 'both processes saturated'
      : 'server-bound'
    : saturated(client)
      ? 'client-bound (the load generator)'
      : 'neither process saturated';
  const late = (p99: number) => (Number.isNaN(p99) ? '' : `, timers late by ${num(p99, 1)} ms at p99`);
  const others =
    w.machine === null
      ? ''
      : `; other processes ${pct(w.machine.others)} of a core` +
        (w.machine.others >= SHARED_CORE ? ' (a shared machine: these figures are noisy)' : '');
  return (
    `${who}: server event loop ${reported ? `${pct(server)} busy` : 'not reported'}, CPU ${pct(w.cpu.server)} ` +
    `of a core${late(w.loopDelay.p99)}; load generator event loop ${pct(client)}, CPU ${pct(w.cpu.client)}` +
    `${late(w.clientLoopDelayP99)}${others}`
  );
}

/** Opens a window on `server` now; the function returned closes it and tells what happened in it. */
export async function openWindow(server: ServerGroup): Promise<() => Promise<ServerWindow>> {
  const cpu = server.cpuSeconds();
  // The event loop's percentiles start again at every scrape: this one starts the window's.
  const before = (await server.metrics()).filter((m) => m !== null);
  const clientLoop = monitorEventLoopDelay({ resolution: 1 });
  clientLoop.enable();
  const clientCpu0 = process.cpuUsage();
  const clientElu0 = performance.eventLoopUtilization();
  const machine0 = machineCpu();
  const services0 = servicesCpu();
  const start = performance.now();
  return async () => {
    const seconds = (performance.now() - start) / 1000;
    const clientCpu = process.cpuUsage(clientCpu0);
    const client = {
      cpu: (clientCpu.user + clientCpu.system) / 1e6 / seconds,
      eventLoop: performance.eventLoopUtilization(clientElu0).utilization,
    };
    const machine1 = machineCpu();
    const services1 = servicesCpu();
    clientLoop.disable();
    const cpuSeconds = server.cpuSeconds() - cpu;
    const nodes = server.children.length;
    const serverCpu = cpuSeconds / (seconds * nodes);
    const busy = machine0 && machine1 ? (machine1.busy - machine0.busy) / seconds : null;
    const services =
      services0 && services1
        ? { postgres: services1.postgres - services0.postgres, redis: services1.redis - services0.redis }
        : null;
    const servicesCores = services ? (services.postgres + services.redis) / seconds : 0;
    const common = {
      seconds,
      cpuSeconds,
      cpu: { server: serverCpu, client: client.cpu },
      clientLoopDelayP99: clientLoop.percentile(99) / 1e6,
      // Others: neither the server, its PostgreSQL and Redis, nor the load generator.
      machine:
        busy === null
          ? null
          : { busy, others: Math.max(0, busy - serverCpu * nodes - client.cpu - servicesCores) },
      loadAvg: readLoadAvg(),
      services,
    };
    const after = (await server.metrics()).filter((m) => m !== null);
    if (after.length === 0) {
      const none = { p50: NaN, p99: NaN, max: NaN };
      const eventLoop = { server: NaN, client: client.eventLoop };
      return { ...common, busySeconds: NaN, eventLoop, store: null, loopDelay: none, timedLateness: null };
    }
    const store: Record<string, StoreTime> = {};
    const calls = new Set(
      after.flat().flatMap((m) => (m.name === 'nocturne_store_seconds_count' ? [m.labels.call] : [])),
    );
    for (const call of calls) {
      const w = histogramWindow(before, after, 'nocturne_store_seconds', { call });
      if (w.count > 0) store[call] = { calls: w.count, ms: w.sum * 1000, max: bucketQuantile(w, 1) * 1000 };
    }
    const delay = (name: string) => Math.max(0, worst(after, name) * 1000 - EVENT_LOOP_RESOLUTION_MS);
    const busyName = 'nocturne_event_loop_busy_seconds_total';
    const busySeconds = total(after, busyName) - total(before, busyName);
    return {
      ...common,
      busySeconds,
      eventLoop: { server: busySeconds / (seconds * nodes), client: client.eventLoop },
      store,
      loopDelay: {
        p50: delay('nodejs_eventloop_lag_p50_seconds'),
        p99: delay('nodejs_eventloop_lag_p99_seconds'),
        max: delay('nodejs_eventloop_lag_max_seconds'),
      },
      timedLateness: histogramWindow(before, after, 'nocturne_timed_move_lateness_seconds'),
    };
  };
}
