// The server under test for bench/clock-bench.ts, alone in this child process so that its event loop is not the
// clients': our server with its clock sped up (argv[2] = timeScale), on a fresh SQLite store in a temporary
// directory, on 127.0.0.1 at a port the system picks. Over IPC the parent asks for a sample of how busy this
// process was and how late the server itself was with the game's timed moves, and finally tells it to stop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { SYSTEM, type LogEntry } from '../engine/index.ts';
import { createNocturneServer } from '../server/app.ts';
import { LOAD_LIMITS } from '../server/limits.ts';
import { openStore, type Store } from '../store/index.ts';

/** What this process did since the previous sample. */
export interface ServerSample {
  /** process.cpuUsage() since the previous sample, microseconds. */
  readonly cpuMicros: number;
  /** performance.eventLoopUtilization() since the previous sample. */
  readonly elu: { readonly idle: number; readonly active: number };
  /** How late timers ran on this event loop (monitorEventLoopDelay), ms. */
  readonly loopDelay: { readonly p50: number; readonly p99: number; readonly max: number };
  /**
   * For each timed move of the game (a system-seat entry) stored since: how late after its due time, in wall ms,
   * the server began to store it and had stored it (the update is sent right after that).
   */
  readonly timed: { readonly storing: readonly number[]; readonly stored: readonly number[] };
}

export type ToServer = { readonly type: 'sample' } | { readonly type: 'stop' };

export type FromServer =
  | { readonly type: 'ready'; readonly url: string }
  | { readonly type: 'sample'; readonly sample: ServerSample }
  | { readonly type: 'stopped' }
  | { readonly type: 'failed'; readonly message: string };

/**
 * The store, watched: each match's start (the last claim's time, as the store's contract has it) and, for every
 * system-seat entry appended, how late the append began and ended against the entry's due time.
 */
function watchedStore(
  inner: Store,
  now: () => number,
  scale: number,
  late: (phase: keyof ServerSample['timed'], ms: number) => void,
): Store {
  const startedAt = new Map<string, number>();
  const lateness = (id: string, entries: readonly LogEntry[], phase: keyof ServerSample['timed']) => {
    const start = startedAt.get(id);
    if (start === undefined) return;
    const at = now();
    for (const e of entries) if (e.seat === SYSTEM) late(phase, (at - (start + e.at)) / scale);
  };
  return {
    kind: inner.kind,
    createMatch: (match) => inner.createMatch(match),
    async claimSeat(id, seat, name, tokenHash, at) {
      const claimed = await inner.claimSeat(id, seat, name, tokenHash, at);
      if (claimed) startedAt.set(id, at);
      return claimed;
    },
    loadMatch: (id) => inner.loadMatch(id),
    async appendMoves(id, version, entries, finished) {
      lateness(id, entries, 'storing');
      await inner.appendMoves(id, version, entries, finished);
      lateness(id, entries, 'stored');
    },
    listMatches: (status, limit) => inner.listMatches(status, limit),
    playingMatchIds: () => inner.playingMatchIds(),
    addChat: (id, line) => inner.addChat(id, line),
    loadChat: (id, channel, limit) => inner.loadChat(id, channel, limit),
    claimReview: (id, seat, at, staleBefore) => inner.claimReview(id, seat, at, staleBefore),
    finishReview: (id, seat, result, at) => inner.finishReview(id, seat, result, at),
    loadReview: (id, seat) => inner.loadReview(id, seat),
    close: () => inner.close(),
  };
}

async function main(): Promise<void> {
  const send = (message: FromServer, then?: () => void) => process.send!(message, undefined, {}, then);
  // The parent is the only reason to live: if it goes, so does this process.
  process.on('disconnect', () => process.exit(1));
  const scale = Number(process.argv[2]);
  const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-clock-bench-'));
  let timed = { storing: [] as number[], stored: [] as number[] };
  const inner = await openStore({ dataDir });
  // The hub's clock is read through this late-bound reference: the store is made before the server.
  let hubNow: () => number = () => NaN;
  const store = watchedStore(
    inner,
    () => hubNow(),
    scale,
    (phase, ms) => timed[phase].push(ms),
  );
  // The real server as deployed, its wire limits included; only its clock is faster, and its limits per client
  // address are lifted, since every table's players come from this machine. No seat is a bot's.
  const server = createNocturneServer({
    store,
    timeScale: scale,
    botThreads: 1,
    webDir: null,
    limits: LOAD_LIMITS,
  });
  hubNow = server.hub.now;
  const url = await server.listen(0, '127.0.0.1');

  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let cpu = process.cpuUsage();
  let elu = performance.eventLoopUtilization();
  const sample = (): ServerSample => {
    const used = process.cpuUsage(cpu);
    const busy = performance.eventLoopUtilization(elu);
    cpu = process.cpuUsage();
    elu = performance.eventLoopUtilization();
    const ms = (ns: number) => ns / 1e6;
    const out: ServerSample = {
      cpuMicros: used.user + used.system,
      elu: { idle: busy.idle, active: busy.active },
      loopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      timed,
    };
    delay.reset();
    timed = { storing: [], stored: [] };
    return out;
  };

  process.on('message', (message: ToServer) => {
    if (message.type === 'sample') return send({ type: 'sample', sample: sample() });
    // exit() once the answer is out, rather than waiting for every handle to close.
    server
      .close()
      .then(() => inner.close())
      .then(
        () => {
          rmSync(dataDir, { recursive: true, force: true });
          send({ type: 'stopped' }, () => process.exit(0));
        },
        (error: unknown) =>
          send({ type: 'failed', message: (error as Error).stack ?? String(error) }, () => process.exit(1)),
      );
  });
  send({ type: 'ready', url });
}

if (process.send) {
  await main().catch((error: unknown) => {
    process.send!({ type: 'failed', message: (error as Error).stack ?? String(error) } satisfies FromServer);
    process.exit(1);
  });
}
