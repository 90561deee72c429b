// What the server can tell about itself, in Prometheus's text format (prom-client): moves acknowledged and refused,
// how long a move takes from its message to its acknowledgement, the time spent in each store call, how late the
// game's own timed moves (the Gatekeeper) are stored, the bots' searches, and what is live. One registry per
// server, so that the servers a test or a benchmark starts in one process keep their figures apart. The process's
// own figures (CPU, memory, event-loop delay) are added only where they are served (`exposeProcess`): they watch
// the process through observers that live as long as it does.
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Store } from '../store/index.ts';

/** Seconds: from a tenth of a millisecond (a SQLite read) to five seconds (a move under heavy load). */
const LATENCY_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5,
];

/** Seconds: a bot's search, from a few milliseconds to past the server's cap (server/bot-budgets.ts). */
const THINK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How often the event loop's delay is sampled, ms. Each sample records the whole interval between its timer's
 * runs, so a delay is the recorded figure less this.
 */
export const EVENT_LOOP_RESOLUTION_MS = 10;

/** What is live right now, read when the figures are asked for. */
export interface LiveCounts {
  readonly matches: () => number;
  readonly sockets: () => number;
}

/** A node of several, as it counts itself (server/cluster/cluster.ts). */
export interface ClusterFigures {
  /** Matches whose lease this node holds now. */
  readonly leases: number;
  /** Matches this node began driving after another node stopped (it died, or handed them over), so far. */
  readonly takeovers: number;
  /** Messages this node published through Redis, and heard from it, so far. */
  readonly published: number;
  readonly heard: number;
}

/** The bots' search jobs now, read when the figures are asked for (server/bots.ts). */
export interface BotCounts {
  readonly queued: () => number;
  readonly running: () => number;
}

export class ServerMetrics {
  readonly registry = new Registry();
  private processWatched = false;

  readonly moves = new Counter({
    name: 'nocturne_moves_total',
    help: 'Moves judged by this node, by game and result: acknowledged, or the refusal code.',
    labelNames: ['game', 'result'] as const,
    registers: [this.registry],
  });

  readonly moveSeconds = this.seconds(
    'nocturne_move_seconds',
    'From a move message received to its acknowledgement sent, for moves acknowledged.',
    'game',
  );

  readonly storeSeconds = this.seconds(
    'nocturne_store_seconds',
    'From a store call to its answer, by call (a write waits for its commit).',
    'call',
  );

  readonly timedLateness = this.seconds(
    'nocturne_timed_move_lateness_seconds',
    'How long after its due time, on the wall clock, a move of the game itself (the Gatekeeper) was stored.',
    'game',
  );

  readonly botTimedOut = new Counter({
    name: 'nocturne_bot_jobs_timed_out_total',
    help: 'Bot searches stopped at their time limit; their seats played the heuristic’s move.',
    registers: [this.registry],
  });

  readonly botFailed = new Counter({
    name: 'nocturne_bot_jobs_failed_total',
    help: 'Bot searches whose worker failed or died (it is replaced); their seats played the heuristic’s move.',
    registers: [this.registry],
  });

  readonly botThinkSeconds = new Histogram({
    name: 'nocturne_bot_think_seconds',
    help: 'From a bot’s search handed to the worker pool to its move (the wait for a thread included), by game.',
    labelNames: ['game'] as const,
    buckets: THINK_BUCKETS,
    registers: [this.registry],
  });

  /** Counts the bots' search jobs through `counts`, on each scrape. */
  watchBots(counts: BotCounts): void {
    this.gauge('nocturne_bot_jobs_queued', 'Bot searches waiting for a worker thread.', counts.queued);
    this.gauge('nocturne_bot_jobs_running', 'Bot searches running on a worker thread.', counts.running);
  }

  /** Counts what is live through `counts`; the counts are read on each scrape, not kept up to date. */
  watchLive(counts: LiveCounts): void {
    this.gauge('nocturne_live_matches', 'Matches held in this node’s memory.', counts.matches);
    this.gauge('nocturne_sockets', 'WebSocket connections open to this node.', counts.sockets);
  }

  /** For a node of several: its leases, takeovers and Redis messages, read through `read` on each scrape. */
  watchCluster(read: () => ClusterFigures): void {
    this.gauge('nocturne_cluster_leases', 'Matches whose lease this node holds.', () => read().leases);
    this.total(
      'nocturne_cluster_takeovers_total',
      'Matches this node began driving after another node stopped (it died, or handed them over).',
      () => read().takeovers,
    );
    this.total(
      'nocturne_cluster_messages_published_total',
      'Messages this node published through Redis.',
      () => read().published,
    );
    this.total(
      'nocturne_cluster_messages_heard_total',
      'Messages this node heard through Redis.',
      () => read().heard,
    );
  }

  /**
   * Adds the process's figures: prom-client's defaults (CPU seconds, resident and heap memory, event-loop delay
   * percentiles since the previous scrape) and the event loop's busy seconds. Once per registry.
   */
  exposeProcess(): void {
    if (this.processWatched) return;
    this.processWatched = true;
    collectDefaultMetrics({
      register: this.registry,
      eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS,
    });
    new Counter({
      name: 'nocturne_event_loop_busy_seconds_total',
      help: 'Seconds the event loop spent running code rather than waiting (performance.eventLoopUtilization).',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(performance.eventLoopUtilization().active / 1000);
      },
    });
  }

  /** A counter whose running total is `read` on each scrape (the count is kept where it happens). */
  private total(name: string, help: string, read: () => number): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  /** A gauge whose value is `read` on each scrape. */
  private gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** A histogram of durations in seconds, by one label. */
  private seconds<L extends string>(name: string, help: string, label: L): Histogram<L> {
    return new Histogram({
      name,
      help,
      labelNames: [label],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
  }

  /** The store with each of its calls timed into `nocturne_store_seconds`; whatever else it holds passes through. */
  timedStore(inner: Store): Store {
    const seconds = this.storeSeconds;
    // By the function itself, not its name: a test may put another function in a method's place later.
    const timed = new WeakMap<object, unknown>();
    return new Proxy(inner, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        let wrapper = timed.get(value);
        if (!wrapper) {
          const call = value as (...args: unknown[]) => unknown;
          const histogram = seconds.labels({ call: key }); // its labels looked up once, not per call
          wrapper = (...args: unknown[]) => {
            const start = performance.now();
            const result = call.apply(target, args);
            const done = () => histogram.observe((performance.now() - start) / 1000);
            if (!(result instanceof Promise)) done();
            else void result.then(done, done);
            return result;
          };
          timed.set(value, wrapper);
        }
        return wrapper;
      },
    });
  }
}
