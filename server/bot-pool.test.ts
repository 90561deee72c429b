// Bots that cannot pile up (issue 29, part 7): a search past its time limit is stopped and its seat plays the
// heuristic's move; a thread that dies is replaced; new bot matches are refused `busy` while searches wait up to
// the bound, and matches under way keep going. Real worker threads, with faults from test-bot-worker.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyGame, BotInput } from '../engine/index.ts';
import { Match, isReacting, mayAct } from '../engine/index.ts';
import { botsFor, gameById } from '../games/index.ts';
import { openStore, type Store } from '../store/index.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';
import { createBotRunner, type BotRunner } from './bots.ts';
import { ServerMetrics } from './metrics.ts';
import { TestClient, api, createMatch, keptLog } from './test-client.ts';

const FAULTY = new URL('./test-bot-worker.ts', import.meta.url);
const TOKEN = 'operator-secret';
const game = gameById('liars-dice');
const settings = botsFor(game.id);

/** The opening decision of a Liar's Dice match, as a bot of seat 0 is given it. */
function opening(): BotInput<unknown, unknown> {
  const match = Match.create(game as AnyGame, {
    seats: [{ name: 'A' }, { name: 'B' }],
    options: game.options.defaults,
    seed: 'pool',
  });
  return {
    view: match.view(0),
    seat: 0,
    moves: match.legalMoves(0),
    time: 0,
    reacting: isReacting(match.toAct(), 0),
  };
}

describe('the bot pool', () => {
  let runner: BotRunner;
  let metrics: ServerMetrics;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  beforeEach(() => {
    metrics = new ServerMetrics();
    lines.length = 0;
  });
  afterEach(() => runner.close());

  it('stops a search past its limit: the seat gets the heuristic’s legal move; the search waiting is not lost', async () => {
    // One thread: the search waiting behind the stuck one runs on the thread that replaces it.
    runner = createBotRunner({ threads: 1, timeLimitMs: 400, worker: FAULTY, metrics, log });
    const input = opening();
    const [stopped, searched] = await Promise.all([
      runner.choose(game as AnyGame, settings, 'hang', input),
      runner.choose(game as AnyGame, settings, 'ismcts-7', input),
    ]);
    expect(input.moves).toContainEqual(stopped);
    expect(input.moves).toContainEqual(searched);
    // Only the stuck search was stopped: the other was answered by its search, not by the heuristic.
    expect(lines).toEqual([
      expect.stringMatching(/^bot hang searched past its 400 ms limit and was stopped/),
    ]);
    expect((await metrics.botTimedOut.get()).values[0].value).toBe(1);
  });

  it('replaces a thread that dies: its seat plays the heuristic’s move, and the next search succeeds', async () => {
    runner = createBotRunner({ threads: 1, worker: FAULTY, metrics, log });
    const input = opening();
    expect(input.moves).toContainEqual(await runner.choose(game as AnyGame, settings, 'crash', input));
    expect(lines).toEqual([expect.stringMatching(/^bot crash failed \(.*exited with code: 70\)/)]);
    expect((await metrics.botFailed.get()).values[0].value).toBe(1);
    expect(input.moves).toContainEqual(await runner.choose(game as AnyGame, settings, 'ismcts-7', input));
    expect(lines).toHaveLength(1);
    expect((await metrics.botFailed.get()).values[0].value).toBe(1);
  });
});

describe('a server whose bot threads are full', () => {
  let store: Store;
  let server: NocturneServer;
  let base: string;
  const clients: TestClient[] = [];
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-pool-')) });
    // One thread, refused at one search waiting; the test thread never answers the hardest level.
    server = createNocturneServer({
      store,
      botPauseMs: [0, 0],
      botThreads: 1,
      botQueue: 1,
      botTimeLimitMs: 600,
      botWorker: FAULTY,
      metricsToken: TOKEN,
      logger: keptLog('warn', logged),
      webDir: null,
    });
    base = await server.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    await store.close();
  });

  it('a search that overruns is stopped: the seat plays on, with a log line and the count in /metrics', async () => {
    // A person against the hardest level: the bot moves once, then waits on the person, who says nothing more.
    const { id, tokens } = await createMatch(base, 'liars-dice', [null, 'ismcts:hard']);
    const client = await TestClient.connect(base);
    clients.push(client);
    const sync = await client.join(id, tokens[0]);
    if (mayAct(sync.toAct, 0)) client.send({ type: 'move', version: sync.version, move: sync.legalMoves[0] });
    await client.next('update', (u) => u.entries.some((e) => e.seat === 1), 20_000);
    const stopped = logged.filter((l) => l.match === id && /was stopped/.test(String(l.msg)));
    expect(stopped.length).toBeGreaterThanOrEqual(1);
    expect(stopped[0]).toMatchObject({ level: 40, seat: 1 });
    expect(stopped[0].msg).toMatch(
      /^bot ismcts:hard searched past its 600 ms limit and was stopped; it plays/,
    );
    const text = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    const value = (series: string) =>
      Number(/^(\S+) (\S+)$/m.exec(text.split('\n').find((l) => l.startsWith(`${series} `)) ?? '')?.[2]);
    expect(value('nocturne_bot_jobs_timed_out_total')).toBeGreaterThanOrEqual(1);
    expect(value('nocturne_bot_think_seconds_count{game="liars-dice"}')).toBeGreaterThanOrEqual(1);
  });

  it('refuses a new bot match with `busy` while searches wait; a match under way still gets its moves', async () => {
    const playing = await createMatch(base, 'liars-dice', ['ismcts:easy', 'ismcts:easy']);
    const client = await TestClient.connect(base);
    clients.push(client);
    const sync = await client.join(playing.id);
    await client.next('update', (u) => u.version > sync.version, 20_000);
    // Two searches that never answer: one on the thread, one waiting for it, which is the bound.
    const input = opening();
    const hanging = [0, 1].map(() => server.hub.bots.choose(game as AnyGame, settings, 'hang', input));
    expect(server.hub.bots.busy()).toBe(true);
    const refused = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'liars-dice', players: 2, seats: [null, { bot: 'ismcts:easy' }] }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('busy');
    // A bot that does not search needs no thread.
    const quick = await api(base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 2,
      seats: [null, { bot: 'heuristic' }],
    });
    expect(quick.status).toBe(201);
    // The match under way queues its searches past the bound, and goes on once the stuck ones are stopped.
    const now = (await server.hub.get(playing.id))!.version;
    await client.next('update', (u) => u.version >= now + 2, 20_000);
    for (const move of await Promise.all(hanging)) expect(input.moves).toContainEqual(move);
    expect(server.hub.bots.busy()).toBe(false);
    const admitted = await api(base, 'POST', '/api/matches', {
      game: 'liars-dice',
      players: 2,
      seats: [null, { bot: 'ismcts:easy' }],
    });
    expect(admitted.status).toBe(201);
  });
});
