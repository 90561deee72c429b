// `nocturne backup` against a server that is playing: the copy opens as a store, and every match in it replays.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../engine/index.ts';
import { gameById } from '../games/index.ts';
import type { NocturneServer } from '../server/app.ts';
import { createNocturneServer } from '../server/app.ts';
import { createMatch } from '../server/test-client.ts';
import { SQLITE_FILE, openStore, recordOf, type Store } from '../store/index.ts';
import { captureIo, main } from './main.ts';

let dataDir: string;
let store: Store;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nocturne-backup-'));
  store = await openStore({ dataDir });
  server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1, webDir: null });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await store.close();
});

describe('nocturne backup', () => {
  it('copies the store while bots play on it; the copy opens, and every match in it replays as stored', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await createMatch(base, 'liars-dice', ['random', 'random', 'random'])).id);
    const target = join(mkdtempSync(join(tmpdir(), 'nocturne-backup-copy-')), 'copy.db');
    const io = captureIo();
    expect(await main(['backup', target, '--data-dir', dataDir], io)).toBe(0);
    expect(io.stderr).toBe('');
    expect(io.stdout).toMatch(/^Backed up .* to .*copy\.db: 12 matches, \d+ bytes, integrity checked\.\n$/);

    // Restored as the docs say: the copy, named as the store's file, in a data directory of its own.
    const restoredDir = mkdtempSync(join(tmpdir(), 'nocturne-restored-'));
    copyFileSync(target, join(restoredDir, SQLITE_FILE));
    const restored = await openStore({ dataDir: restoredDir });
    try {
      let moves = 0;
      for (const id of ids) {
        const stored = (await restored.loadMatch(id))!;
        expect(stored.id).toBe(id);
        const replayed = Match.replay(gameById(stored.game), recordOf(stored));
        moves += stored.log.length;
        if (stored.status === 'finished') {
          expect(replayed.outcome()).toEqual(stored.outcome);
        } else expect(replayed.outcome()).toBeNull();
      }
      // The server went on playing after the copy: its matches are where the copy left them, or further on.
      for (const id of ids)
        expect((await store.loadMatch(id))!.log.length).toBeGreaterThanOrEqual(
          (await restored.loadMatch(id))!.log.length,
        );
      // The bots had been playing when the copy was taken: it holds their moves.
      expect(moves).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  });

  it('never overwrites a file, and says where there is no store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nocturne-backup-twice-'));
    const target = join(dir, 'copy.db');
    expect(await main(['backup', target, '--data-dir', dataDir], captureIo())).toBe(0);
    const again = captureIo();
    expect(await main(['backup', target, '--data-dir', dataDir], again)).toBe(1);
    expect(again.stderr).toBe(
      `nocturne: backup: ${target} exists already; a backup never overwrites a file\n`,
    );
    const nowhere = captureIo();
    expect(await main(['backup', join(dir, 'other.db'), '--data-dir', join(dir, 'none')], nowhere)).toBe(1);
    expect(nowhere.stderr).toContain('there is no store at');
    const usage = captureIo();
    expect(await main(['backup'], usage)).toBe(2);
    expect(usage.stderr).toContain('Usage: nocturne backup FILE');
  });
});
