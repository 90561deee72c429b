// "My matches" in the lobby: the matches this device holds seats at, newest first, with whose turn it is and the
// way back to the seat; a finished one is marked and offers its replay. Another device lists only its own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Each line of "My matches": its words, once the list has come. */
async function myMatches(page: Page): Promise<string[]> {
  await page.locator('.my-matches li').first().waitFor();
  return (await page.locator('.my-matches li').allInnerTexts()).map((line) => line.replace(/\s+/g, ' '));
}

async function mark(page: Page, cell: string): Promise<void> {
  const version = await page.locator('.table-page').getAttribute('data-version');
  await page.locator(`[data-cell="${cell}"]`).click();
  await page.locator(`.table-page:not([data-version="${version}"])`).waitFor();
}

it('lists this device’s matches, whose turn it is, and the way back to each seat', async () => {
  const ann = await (await app.context()).newPage();
  const errors = recordErrors(ann);

  // A newcomer's lobby has no such list.
  await ann.goto('/');
  await ann.getByRole('heading', { name: 'Choose a game' }).waitFor();
  await ann.getByRole('heading', { name: 'Matches on this server' }).waitFor();
  expect(await ann.getByRole('heading', { name: 'My matches' }).count()).toBe(0);

  // A hot-seat tic-tac-toe, played to the end at this screen.
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('radio', { name: /Tic-tac-toe/ }).click();
  await ann.getByRole('radio', { name: /Hot-seat/ }).check();
  await ann.getByRole('button', { name: 'Create the match' }).click();
  await ann.getByText('Your turn, Ann!').waitFor();
  for (const cell of ['a1', 'b1', 'a2', 'b2', 'a3']) await mark(ann, cell);
  await ann.locator('.end-screen').waitFor();

  // An online Liar's Dice, waiting for a friend.
  await ann.goto('/');
  await ann.getByRole('radio', { name: /Liar’s Dice/ }).click();
  await ann.getByRole('radio', { name: /Online with friends/ }).check();
  await ann.getByLabel('Players').selectOption('2');
  await ann.getByRole('button', { name: 'Create the match' }).click();
  const invite = await ann.locator('[data-invite]').inputValue();
  const table = new URL(invite).pathname;

  await ann.goto('/');
  expect(await myMatches(ann)).toEqual([
    'Liar’s Dice · Online with friends Ann, Seat 2 (free) Waiting for players Return to your seat',
    'Tic-tac-toe · Hot-seat at this screen Ann, Player 2 Over Replay',
  ]);

  // Bo takes the seat: his lobby lists that match alone, waiting for Ann; hers says it is her turn.
  const bo = await (await app.context({ phone: true })).newPage();
  errors.push(...recordErrors(bo));
  await bo.goto(invite);
  await bo.getByLabel('Your name').fill('Bo');
  await bo.getByRole('button', { name: 'Take the seat' }).click();
  await bo.getByText(/Waiting for Ann/).waitFor();
  await bo.goto('/');
  expect(await myMatches(bo)).toEqual([
    'Liar’s Dice · Online with friends Ann, Bo Waiting for Ann… Return to your seat',
  ]);
  expect(await accessibilityViolations(bo)).toEqual([]);
  await screenshot(bo, 'my-matches-1-phone');

  await ann.locator('.my-matches li[data-turn="yours"]').waitFor({ timeout: 15_000 });
  expect((await myMatches(ann))[0]).toBe(
    'Liar’s Dice · Online with friends Ann, Bo ▶ Your turn! Return to your seat',
  );
  expect(await accessibilityViolations(ann)).toEqual([]);
  await screenshot(ann, 'my-matches-2');

  // The way back leads to the seat; the finished one to its replay.
  await ann
    .locator('.my-matches li[data-turn="yours"]')
    .getByRole('link', { name: 'Return to your seat' })
    .click();
  await ann.waitForURL((url) => url.pathname === table);
  await ann.getByText('Your turn!').waitFor();
  await ann.goBack();
  await ann.locator('.my-matches li[data-turn="finished"]').getByRole('link', { name: 'Replay' }).click();
  await ann.waitForURL(/\/replay\//);
  expect(errors).toEqual([]);
});
