// Issue 27: a log line, once shown, never changes. A sync sent while a batch of moves is being stored must hold the
// history of the very moment its version and view tell, or the table shows a log with a hole in it (the batch's
// update is then "already seen"), and a later sync fills the hole and shifts every line after it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AnyPresentation } from '../engine/index.ts';
import { games, presentationFor } from '../games/index.ts';
import type { HistoryEntry, ServerMessage } from '../protocol/index.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import type { NocturneServer } from './app.ts';
import { createNocturneServer } from './app.ts';
import { TestClient, createMatch } from './test-client.ts';

/** The store, with a gate that holds the next `appendMoves` until it is opened. */
class GatedStore {
  private armed = false;
  private held: (() => void) | null = null;
  private heldNow: (() => void) | null = null;
  readonly store: Store;

  constructor(real: Store) {
    this.store = new Proxy(real, {
      get: (target, key) => {
        const value = Reflect.get(target, key, target) as unknown;
        if (key !== 'appendMoves' || typeof value !== 'function') {
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (...args: unknown[]) => {
          if (this.armed) {
            this.armed = false;
            await new Promise<void>((open) => {
              this.held = open;
              this.heldNow?.();
            });
          }
          return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
      },
    });
  }

  /** Holds the next write; resolves once a write is being held. */
  hold(): Promise<void> {
    this.armed = true;
    return new Promise((resolve) => (this.heldNow = resolve));
  }

  open(): void {
    this.held?.();
    this.held = null;
  }
}

let gate: GatedStore;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  gate = new GatedStore(await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-log-lines-')) }));
  server = createNocturneServer({
    store: gate.store,
    botPauseMs: [0, 0],
    botThreads: 1,
    webDir: null,
    wire: { burst: 1000, perSecond: 1000 },
  });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await gate.store.close();
});

/** What a table keeps of the match, as the protocol has it (web/src/play/session.ts does the same). */
interface Kept {
  readonly version: number;
  readonly history: readonly HistoryEntry[];
}

/** A sync replaces what the table had; an update brings the entries after the version it had, once. */
function follow(kept: Kept | null, message: ServerMessage): Kept | null {
  if (message.type === 'sync') return { version: message.version, history: message.history };
  if (message.type !== 'update' || !kept || message.version <= kept.version) return kept;
  expect(message.entries[0]?.version, 'an update follows the version the table has').toBe(kept.version + 1);
  return { version: message.version, history: [...kept.history, ...message.entries] };
}

/** The log's lines as the table tells them (web/src/table/GameLog.tsx's narrateAll), as comparable text. */
function lines(presentation: AnyPresentation, kept: Kept): string[] {
  return kept.history.flatMap((e) =>
    e.events.map((event) => JSON.stringify(presentation.narrate?.(event) ?? null)),
  );
}

it('issue 27: a sync asked for while a move is being stored holds that move, and no log line ever changes', async () => {
  const game = games['old-house'];
  const { id } = await createMatch(base, 'old-house', ['heuristic', 'heuristic']);
  const client = await TestClient.connect(base);
  try {
    await client.join(id);
    const versionAt = () => {
      const last = client.received.findLast((m) => m.type === 'sync' || m.type === 'update');
      return (last as { version: number }).version;
    };
    // Fast bots play on; one of their writes is held while this spectator asks for a sync.
    for (let round = 0; round < 3; round++) {
      await gate.hold();
      const syncs = client.received.filter((m) => m.type === 'sync').length;
      client.send({ type: 'sync' });
      await client.next('sync', () => client.received.filter((m) => m.type === 'sync').length > syncs);
      gate.open();
      const after = versionAt();
      await client.next('update', (m) => m.version > after + 2);
    }
    // The table as it ends up: what a fresh sync says.
    const syncs = client.received.filter((m) => m.type === 'sync').length;
    client.send({ type: 'sync' });
    await client.next('sync', () => client.received.filter((m) => m.type === 'sync').length > syncs);

    // The table, message by message, as a client keeps it: its history is always `version` entries long, and a
    // line once shown stays as it was.
    let kept: Kept | null = null;
    let shown: string[] = [];
    for (const message of client.received) {
      kept = follow(kept, message);
      if (!kept) continue;
      const where = `${message.type} at version ${kept.version}`;
      expect(
        kept.history.map((e) => e.version),
        where,
      ).toEqual(kept.history.map((_, i) => i + 1));
      expect(kept.history.length, where).toBe(kept.version);
      const now = lines(presentationFor(game.id), kept);
      expect(now.slice(0, shown.length), where).toEqual(shown);
      shown = now;
    }
  } finally {
    await client.close();
  }
});
