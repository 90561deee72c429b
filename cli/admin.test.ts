// `nocturne admin` against a running server: the matches being played, a match's chat with its addresses, a
// mute, and a halt, as an operator types them; and the mistakes an operator makes, told in one line.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NocturneServer } from '../server/app.ts';
import { createNocturneServer } from '../server/app.ts';
import { TestClient, api, createMatch } from '../server/test-client.ts';
import { openStore, type Store } from '../store/index.ts';
import { adminCommand } from './admin.ts';
import { captureIo, main } from './main.ts';

const TOKEN = 'operator-secret-0123456789';
let store: Store;
let server: NocturneServer;
let base: string;

beforeAll(async () => {
  store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'nocturne-admin-cli-')) });
  server = createNocturneServer({ store, botThreads: 1, webDir: null, adminToken: TOKEN });
  base = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server.close();
  await store.close();
});

async function admin(args: string[], token: string | undefined = TOKEN) {
  const io = captureIo();
  const code = await adminCommand([...args, '--server', base], io, { ADMIN_TOKEN: token });
  return { code, out: io.stdout };
}

describe('nocturne admin', () => {
  it('lists the matches being played, shows a chat with its addresses, mutes one, and ends the match', async () => {
    const { id, tokens } = await createMatch(base, 'tic-tac-toe', [null, null]);
    const list = await admin(['list']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(new RegExp(`^${id}  tic-tac-toe  created \\S+  move 0  P1, P2$`, 'm'));

    const ann = await TestClient.connect(base);
    try {
      await ann.join(id, tokens[0]);
      ann.send({ type: 'chat', text: 'gl hf' });
      await ann.next('chat');
      expect((await admin(['chat', id])).out).toMatch(/ players {2}P1 \(127\.0\.0\.1\): gl hf\n$/);
      expect((await admin(['mute', id, '127.0.0.1'])).out).toBe(
        `Muted 127.0.0.1 in the chat of match ${id}.\n`,
      );
      ann.send({ type: 'chat', text: 'again' });
      expect(await ann.next('error')).toMatchObject({ code: 'chat-muted' });
      expect((await admin(['halt', id])).out).toBe(
        `Ended match ${id} at move 1: every seat is told the operator ended it.\n`,
      );
      expect((await ann.next('update', (u) => u.outcome !== null)).outcome?.reason).toBe('table.halt');
    } finally {
      await ann.close();
    }
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.status).toBe('finished');
    expect((await admin(['list'])).out).not.toContain(id);
  });

  it('tells an operator’s mistakes in one line: no token, a wrong one, a missing match, a wrong call', async () => {
    const run = async (argv: string[], env: Record<string, string | undefined>) => {
      const io = captureIo();
      const code = await adminCommand(argv, io, env).catch((error: Error) => error);
      return code;
    };
    expect(await run(['list', '--server', base], {})).toMatchObject({
      name: 'UsageError',
      message: /ADMIN_TOKEN/,
    });
    expect(await run(['list', '--server', base], { ADMIN_TOKEN: 'wrong-secret-0123456789' })).toMatchObject({
      name: 'CliError',
      message: /refused: These pages are for the operator/,
    });
    expect(await run(['halt', 'no-such-match', '--server', base], { ADMIN_TOKEN: TOKEN })).toMatchObject({
      message: 'the server refused: There is no such match.',
    });
    expect(await run(['mute', 'abcdef'], { ADMIN_TOKEN: TOKEN })).toMatchObject({
      name: 'UsageError',
      message: 'mute takes a match id and an address',
    });
    expect(await run(['list', 'abcdef'], { ADMIN_TOKEN: TOKEN })).toMatchObject({
      message: 'list takes nothing more',
    });
    expect(await run(['toString'], { ADMIN_TOKEN: TOKEN })).toMatchObject({ message: /say what to do/ });
    expect(await run(['list', '--server', 'http://127.0.0.1:9'], { ADMIN_TOKEN: TOKEN })).toMatchObject({
      name: 'CliError',
      message: /cannot reach the server/,
    });
    // Through the command line's entry: a usage error exits 2 with the command's usage.
    const io = captureIo();
    expect(await main(['admin', 'shout'], io)).toBe(2);
    expect(io.stderr).toMatch(/say what to do: list, halt, chat or mute[\s\S]*Usage: nocturne admin/);
  });
});
