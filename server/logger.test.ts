// The server's log at its most talkative: every request with its id, a warning with its match and seat, and never
// a seat token, a fear or a control character a client sent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { createNocturneServer, type NocturneServer } from './app.ts';
import { TestClient, api, createMatch, keptLog } from './test-client.ts';

const lines: Record<string, unknown>[] = [];
let store: Store;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-logger-')) });
  server = createNocturneServer({
    store,
    botPauseMs: [0, 0],
    botThreads: 1,
    webDir: null,
    logger: keptLog('trace', lines),
  });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await store.close();
});

describe('the log', () => {
  it('tells every request by its id, a warning with its match and seat, and no token, fear or control character', async () => {
    const fear = 'the cellar door at night';
    const { id, tokens } = await createMatch(base, 'atmosfear', [null, null, null]);
    await api(base, 'GET', '/api/%1b[31mred');
    const client = await TestClient.connect(base);
    client.send({ type: 'join', match: id, token: tokens[0] });
    await client.next('sync');
    const answered = client.received.length;
    client.send({ type: 'move', version: 0, move: { type: 'fear', text: fear } });
    while (client.received.length === answered) await new Promise((resolve) => setTimeout(resolve, 10));
    // A warning about one seat of one match: a bot spec that the hub cannot play is not what this needs, so the
    // hub's own log is called as the match's parts call it.
    server.hub.log('a test warning \u001b[31m from a client', { match: id, seat: 0 });
    await client.close();

    const text = JSON.stringify(lines);
    for (const token of Object.values(tokens)) expect(text).not.toContain(token);
    expect(text).not.toContain(fear);
    expect(text).not.toContain('\\u001b');
    const requests = lines.filter((l) => l.msg === 'incoming request');
    expect(requests.length).toBeGreaterThanOrEqual(5); // create, three claims, the odd path, the WebSocket
    for (const r of requests) expect((r.req as { id: string }).id).toMatch(/^req-/);
    expect(requests.map((r) => (r.req as { url: string }).url)).toContain('/api/%1b[31mred');
    const warning = lines.find((l) => l.level === 40 && l.match === id && l.seat === 0);
    expect(warning?.msg).toMatch(/^a test warning .*from a client$/);
    expect(warning?.msg).not.toContain(String.fromCharCode(27));
  });
});
