import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NocturneServer } from '../server/app.ts';
import { createNocturneServer } from '../server/app.ts';
import type { Store } from '../store/index.ts';
import { openStore } from '../store/index.ts';
import { captureIo, main } from './main.ts';

let store: Store;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-client-')) });
  server = createNocturneServer({ store, botPauseMs: [0, 0], botThreads: 1 });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await store.close();
});

describe('nocturne client', () => {
  it('creates a match with bots on a running server and plays it to the end over WebSocket', async () => {
    const io = captureIo();
    const code = await main(
      ['client', '--server', base, '--game', 'liars-dice', '--bots', 'heuristic,ismcts:easy'],
      io,
    );
    expect(io.stderr).toBe('');
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/^match [\w-]+ on http/);
    expect(io.stdout).toContain('Scripted bids');
    expect(io.stdout).toMatch(/Winner: .*Why: Last player with dice\./);
    const id = /^match ([\w-]+)/.exec(io.stdout)![1];
    const record = await fetch(`${base}/api/matches/${id}/record`);
    expect(record.status).toBe(200);
  });

  it('says clearly when no server is there', async () => {
    const io = captureIo();
    expect(await main(['client', '--server', 'http://127.0.0.1:9'], io)).toBe(1);
    expect(io.stderr).toContain('cannot reach the server at http://127.0.0.1:9');
  });
});
