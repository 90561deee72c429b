// A move the server refuses is never lost without a word. Ann has her online match open in two tabs; the second
// tab's connection is slow, so it still shows the board from before her move in the first tab. She clicks there:
// the server refuses the move, made against a table that had moved on, and the tab says so in words.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebSocketRoute } from 'playwright-core';
import { recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

it('a refused move shows its reason on the page', async () => {
  const annContext = await app.context();
  const ann = await annContext.newPage();
  const errors = recordErrors(ann);
  await ann.goto('/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('radio', { name: /Tic-tac-toe/ }).click();
  await ann.getByRole('radio', { name: /Online with friends/ }).check();
  await ann.getByRole('button', { name: 'Create the match' }).click();
  const invite = await ann.locator('[data-invite]').inputValue();
  const bo = await (await app.context()).newPage();
  await bo.goto(invite);
  await bo.getByLabel('Your name').fill('Bo');
  await bo.getByRole('button', { name: /Take/ }).click();
  await ann.getByText('Your turn!').waitFor();

  // The second tab of Ann's: the same device, so the same seat; what the server sends it is held back at will.
  const slow = await annContext.newPage();
  errors.push(...recordErrors(slow));
  let holding = false;
  const held: string[] = [];
  let toPage: WebSocketRoute | null = null;
  await slow.routeWebSocket(/\/ws$/, (ws) => {
    toPage = ws;
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (holding) held.push(String(message));
      else ws.send(message);
    });
  });
  await slow.goto(new URL(invite).pathname);
  await slow.getByText('Your turn!').waitFor();

  holding = true;
  await ann.locator('[data-cell="b2"]').click();
  await ann.getByText('Waiting for Bo…').waitFor();
  // The slow tab has heard nothing of it: the centre looks free there, and Ann takes it again.
  await slow.locator('[data-cell="b2"][role="button"]').click();
  await expect.poll(() => held.some((m) => JSON.parse(m).type === 'error')).toBe(true);
  holding = false;
  for (const message of held.splice(0)) toPage!.send(message);

  const alert = slow.getByRole('alert');
  await alert.waitFor();
  expect(await alert.innerText()).toBe(
    'Your move arrived after the table had moved on, so it was not played. Look again and choose.',
  );
  // What the tab shows now is the table as it is: Ann's X in the centre, and Bo to move.
  await slow.getByText('Waiting for Bo…').waitFor();
  expect(await slow.locator('[data-cell="b2"]').getAttribute('aria-label')).toMatch(/X/);
  expect(await slow.locator('[data-cell][role="button"]').count()).toBe(0);
  await screenshot(slow, 'refusal-stale-move');
  expect(errors).toEqual([]);
});
