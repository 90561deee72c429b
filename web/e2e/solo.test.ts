// A newcomer's path: the lobby, a solo Liar's Dice match against two bots, played to the end screen.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  accessibilityViolations,
  coveredAtEnd,
  outOfView,
  overflowEverywhere,
  playLiarsDiceToTheEnd,
  recordErrors,
  screenshot,
  startApp,
  type App,
} from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

it('plays a solo Liar’s Dice match against two bots to the end', async () => {
  const started = Date.now();
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  await expect.poll(() => page.getByRole('radio', { name: /Liar’s Dice/ }).count()).toBe(1);
  await screenshot(page, 'solo-1-lobby');

  // How to play, in our own words, one click from the lobby.
  await page.getByRole('link', { name: 'How to play' }).nth(1).click();
  await page.getByRole('heading', { name: 'How to play Liar’s Dice' }).waitFor();
  expect(await page.locator('.how-to').innerText()).toMatch(/Ones are wild/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'solo-1b-how-to-play');
  await page.goBack();

  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Liar’s Dice/ }).click();
  await page.getByRole('radio', { name: /Solo against bots/ }).check();
  // Three players by default: you and two bots.
  await expect.poll(() => page.getByRole('combobox', { name: /Who sits in seat/ }).count()).toBe(2);
  await page.getByRole('button', { name: 'Create the match' }).click();

  await page.waitForURL(/\/match\//);
  await page.getByText('Your turn!').waitFor();
  expect(await page.title()).toMatch(/Your turn/);
  await expect
    .poll(() => page.locator('[data-hand="0"] [data-face]:not([data-face="hidden"])').count())
    .toBe(5);
  expect(await page.locator('[data-hand="1"] [data-face="hidden"]').count()).toBe(5);
  await screenshot(page, 'solo-2-table');
  // axe-core at a turn, and with the How-to-play dialog open over the table.
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'How to play' }).click();
  await page.locator('.how-dialog').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();

  // The link drops: the table says so, reconnects by itself and sits down again with the seat's token.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const live = await app.server.hub.get(id);
  for (const client of live!.clients.keys()) client.close(1012, 'test: the link drops');
  await page.getByText('Reconnecting…').waitFor();
  await page.getByText('Connected').waitFor();
  await page.getByText('Your turn!').waitFor();
  // A reload forgets nothing: the token is kept on this device.
  await page.reload();
  await page.getByText('Your turn!').waitFor();

  // Issue 27: on a phone the bid and the call stay on the screen wherever the page is scrolled, and the end of
  // the page is not under them; no text overflows its box, in any language, on a phone or a desktop.
  for (const phone of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(phone);
    expect(await outOfView(page, '.ld-actions button'), `${phone.width}`).toEqual([]);
    expect(await coveredAtEnd(page), `${phone.width}`).toEqual([]);
  }
  await screenshot(page, 'solo-2a-phone-actions', false);
  await page.setViewportSize({ width: 1280, height: 860 });
  expect(await overflowEverywhere(page)).toEqual([]);

  // Suggest a move (TBL-D8): the easy bot's choice in words, and a button that plays it.
  const version = Number(await page.locator('.table-page').getAttribute('data-version'));
  await page.getByRole('button', { name: 'Suggest a move' }).click();
  const said = page.locator('.suggest [role="status"]');
  // A search, on a busy machine seconds long: the panel says the bot is thinking meanwhile.
  await expect
    .poll(() => said.innerText(), { timeout: 20_000 })
    .toMatch(/^The easy bot would: (Bid \d+ × \d+|Call liar)$/);
  await screenshot(page, 'solo-2b-suggestion');
  await page.locator('.suggest').getByRole('button', { name: 'Play it' }).click();
  await expect
    .poll(async () => Number(await page.locator('.table-page').getAttribute('data-version')))
    .toBeGreaterThan(version);
  expect(await page.locator('.game-log').innerText()).toMatch(/Ann/);

  const moves = await playLiarsDiceToTheEnd(page);
  expect(moves).toBeGreaterThan(0);
  const end = page.locator('.end-screen');
  await expect.poll(() => end.textContent()).toMatch(/The match is over/);
  expect(await end.textContent()).toMatch(/Last player with dice/);
  expect(await page.locator('.game-log li').count()).toBeGreaterThan(3);
  await screenshot(page, 'solo-3-end');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Play again: a new match with the same seats, and it is our turn again.
  await end.getByRole('button', { name: 'Play again' }).click();
  await page.getByText('Your turn!').waitFor();
  expect(errors).toEqual([]);
  console.log(`e2e solo: ${moves} moves of ours, ${Date.now() - started} ms`);
});
