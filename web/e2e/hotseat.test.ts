// Two players at one screen: between their turns a curtain hides the whole table until the next player says
// they hold the device, so neither ever sees the other's dice.
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

/** While the curtain is down, nothing of the table is on the page: no board, no dice, no log. */
async function expectCurtainHidesAll(page: Page, next: string) {
  await page.getByRole('heading', { name: `Pass the device to ${next}` }).waitFor();
  expect(await page.locator('[data-face], .board-area, .game-log, .ld, [data-hand]').count()).toBe(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Your dice|rolled|bids|Round \d/);
}

it('hides everything between two players at one screen until the next confirms', async () => {
  const started = Date.now();
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Liar’s Dice/ }).click();
  await page.getByRole('radio', { name: /Hot-seat at this screen/ }).check();
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('Name of the player in seat 2').fill('Bo');
  await page.getByRole('button', { name: 'Create the match' }).click();

  // Before anything is shown, the first player must say they hold the device.
  await expectCurtainHidesAll(page, 'Ann');
  await screenshot(page, 'hotseat-1-curtain');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I am Ann: show my table' }).click();
  await page.getByText('Your turn, Ann!').waitFor();
  expect(await page.locator('[data-hand="0"] [data-face]:not([data-face="hidden"])').count()).toBe(5);
  expect(await page.locator('[data-hand="1"] [data-face="hidden"]').count()).toBe(5);
  await screenshot(page, 'hotseat-2-ann');

  // Ann opens; the device must change hands before Bo sees anything.
  await page.locator('[data-move="bid"]').click();
  await expectCurtainHidesAll(page, 'Bo');
  await page.getByRole('button', { name: 'I am Bo: show my table' }).click();
  await page.getByText('Your turn, Bo!').waitFor();
  expect(await page.locator('[data-hand="1"] [data-face]:not([data-face="hidden"])').count()).toBe(5);
  expect(await page.locator('[data-hand="0"] [data-face="hidden"]').count()).toBe(5);
  await screenshot(page, 'hotseat-3-bo');

  // Play on, confirming at every curtain, to the end; every curtain hides everything.
  let curtains = 2;
  for (let turn = 0; turn < 200; turn++) {
    const end = page.locator('.end-screen');
    const curtain = page.locator('.curtain');
    const liar = page.locator('[data-move="challenge"]');
    const bid = page.locator('[data-move="bid"]');
    await Promise.race([
      end.waitFor({ timeout: 15_000 }),
      curtain.waitFor({ timeout: 15_000 }),
      liar.waitFor({ timeout: 15_000 }),
      bid.waitFor({ timeout: 15_000 }),
    ]).catch(() => undefined);
    if (await end.isVisible()) break;
    if (await curtain.isVisible()) {
      const name = (await curtain.getByRole('heading').innerText()).replace('Pass the device to ', '');
      await expectCurtainHidesAll(page, name);
      curtains++;
      await curtain.getByRole('button').click();
      continue;
    }
    const version = await page.locator('.table-page').getAttribute('data-version');
    if (await liar.isVisible()) await liar.click();
    else await bid.click();
    await page.locator(`.table-page:not([data-version="${version}"]), .curtain`).first().waitFor();
  }
  await page.locator('.end-screen').waitFor();
  expect(curtains).toBeGreaterThan(3);
  await screenshot(page, 'hotseat-4-end');
  expect(errors).toEqual([]);
  console.log(`e2e hot-seat: ${curtains} curtains, ${Date.now() - started} ms`);
});
