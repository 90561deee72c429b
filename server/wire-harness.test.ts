// The generic wire check, run on every registered game: every message the server sends a seat is built from
// that seat's view alone — its view, its legal moves and its events, exactly, at every version.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, MatchRecord, Viewer } from '../engine/index.ts';
import { Match, Rng, SPECTATOR, canonicalJson, eventsFor, mayAct, nextToDecide } from '../engine/index.ts';
import { games } from '../games/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import type { ServerMessage } from '../protocol/index.ts';
import { TestClient, api } from './test-client.ts';

let store: Store;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-wire-')) });
  // Scripted seats move far faster than people: the per-connection rate limit is not what is tested here.
  server = createNocturneServer({
    store,
    botPauseMs: [0, 0],
    botThreads: 1,
    wire: { burst: 1000, perSecond: 1000 },
  });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await store.close();
});

/** How far a match is played over the wire before its messages are checked. */
const MAX_VERSIONS = 400;

/** The state after the first `version` moves of a record, rebuilt by the kernel. */
function matchAt(game: AnyGame, record: MatchRecord, version: number) {
  return Match.replay(game, { ...record, log: record.log.slice(0, version) });
}

describe.each(Object.values(games))('$id over the wire', (game) => {
  it('sends each seat and the spectator exactly what their view allows, at every version', async () => {
    const players = Math.min(game.options.players.max, Math.max(game.options.players.min, 3));
    const created = await api(base, 'POST', '/api/matches', { game: game.id, players });
    const id: string = created.body.id;
    const seats: TestClient[] = [];
    for (let seat = 0; seat < players; seat++) {
      const { body } = await api(base, 'POST', `/api/matches/${id}/seats/${seat}`, { name: `P${seat}` });
      const client = await TestClient.connect(base);
      await client.join(id, body.token);
      seats.push(client);
    }
    const spectator = await TestClient.connect(base);
    await spectator.join(id);

    // Every seat plays a random legal move whenever it may.
    const rng = Rng.fromSeed(`wire/${game.id}`);
    let last: Extract<ServerMessage, { type: 'sync' | 'update' }> = seats[0].received.findLast(
      (m) => m.type === 'sync',
    ) as Extract<ServerMessage, { type: 'sync' }>;
    const latest = (client: TestClient) =>
      client.received.findLast((m) => m.type === 'sync' || m.type === 'update') as typeof last;
    // Long games (an ATMOSFEAR hour) are checked over their first few hundred versions.
    while (!last.outcome && last.version < MAX_VERSIONS) {
      const mover = nextToDecide(last.toAct, 0)!;
      const client = seats[mover];
      // The mover's own update may still be on its way: move only against the version everyone is at.
      while (latest(client).version < last.version) await new Promise((resolve) => setTimeout(resolve, 2));
      client.send({ type: 'move', version: last.version, move: rng.pick(latest(client).legalMoves) });
      last = await spectator.next('update', (u) => u.version > last.version);
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // let the last updates arrive everywhere

    const stored = (await store.loadMatch(id))!;
    const record: MatchRecord = {
      game: stored.game,
      options: stored.options,
      seed: stored.seed,
      seats: stored.seats.map((s) => ({ name: s.name ?? '' })),
      log: stored.log,
    };
    if (last.outcome) {
      // A finished match gives out the same record.
      const given = (await api(base, 'GET', `/api/matches/${id}/record`)).body as MatchRecord;
      expect(canonicalJson(given.log)).toBe(canonicalJson(record.log));
    }
    const full = [] as { events: readonly unknown[] }[];
    Match.replay(game, record, (applied) => full.push({ events: applied.events }));
    const audiences: [Viewer, TestClient][] = [
      ...seats.map((c, s) => [s, c] as [Viewer, TestClient]),
      [SPECTATOR, spectator],
    ];
    for (const [viewer, client] of audiences) {
      let checked = 0;
      for (const message of client.received) {
        if (message.type !== 'sync' && message.type !== 'update') continue;
        const truth = matchAt(game, record, message.version);
        expect(canonicalJson(message.view)).toBe(canonicalJson(truth.view(viewer)));
        // Nobody may move before every seat is taken, nor after the end.
        const open = message.type === 'sync' && message.status === 'open';
        const mayMove = !open && viewer !== SPECTATOR && mayAct(truth.toAct(), viewer) && !truth.outcome();
        const legal = mayMove ? truth.legalMoves(viewer as number) : [];
        expect(canonicalJson(message.legalMoves)).toBe(canonicalJson(legal));
        const entries = message.type === 'sync' ? message.history : message.entries;
        for (const entry of entries) {
          expect(canonicalJson(entry.events)).toBe(
            canonicalJson(eventsFor(game, full[entry.version - 1].events, viewer)),
          );
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(1);
      // The seed is the key to every future die: it never crosses the wire while the match is on.
      // ATM-D14: nor does a secret schedule's next due time.
      if (game.timing?.secretSchedule) {
        for (const message of client.received) {
          if (message.type === 'sync' || message.type === 'update') expect(message.clock.nextDue).toBeNull();
        }
      }
      const beforeEnd = client.frames.filter((f) => !f.includes('"outcome":{'));
      for (const frame of beforeEnd) expect(frame).not.toContain(record.seed);
    }
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });
});
