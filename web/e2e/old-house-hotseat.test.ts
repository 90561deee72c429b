// Mystery of the Old House at one screen: the Phantom and a hunter pass the device. Whenever it changes hands the
// curtain hides the whole table — the Phantom's map above all — until the next player says they hold it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkSummary, playOldHouse } from './old-house-play.ts';
import {
  accessibilityViolations,
  recordErrors,
  recordFrames,
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

/** While the curtain is down nothing of the table is on the page: no map, no route, no cell, no log. */
async function expectCurtainHidesAll(page: Page, next: string) {
  await page.getByRole('heading', { name: `Pass the device to ${next}` }).waitFor();
  expect(
    await page
      .locator('.oh, .oh-house, [data-cell], [data-route], [data-phantom], .board-area, .game-log')
      .count(),
  ).toBe(0);
  expect(await page.locator('body').innerText()).not.toMatch(/private map|Night \d|Move card/);
}

it('draws the curtain over the Phantom’s map between the two players', { timeout: 300_000 }, async () => {
  const started = Date.now();
  // One phone passed between the two.
  const page = await (await app.context({ phone: true })).newPage();
  const errors = recordErrors(page);
  const frames = recordFrames(page).frames;
  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Mystery of the Old House/ }).click();
  await page.getByRole('radio', { name: /Hot-seat at this screen/ }).check();
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('Name of the player in seat 2').fill('Bo');
  await page.getByRole('button', { name: 'Create the match' }).click();

  // With two players the hunter acts first: it chooses its two heroes (OH-6).
  await expectCurtainHidesAll(page, 'Bo');
  await screenshot(page, 'old-house-hotseat-1-curtain');
  let shots = 0;
  const result = await playOldHouse(page, {
    traps: true,
    onCurtain: async (name) => {
      await expectCurtainHidesAll(page, name);
    },
    onTurn: async () => {
      const role = await page.locator('.oh').getAttribute('data-role');
      if (role === 'hunter') {
        // Bo's table: the Phantom's map is gone with Ann.
        expect(await page.locator('[data-route], [data-phantom="own"]').count()).toBe(0);
        expect(await page.locator('body').innerText()).not.toMatch(/private map/);
        if (shots === 1) {
          shots++;
          await screenshot(page, 'old-house-hotseat-3-hunter-phone');
          expect(await accessibilityViolations(page)).toEqual([]);
        }
      } else {
        expect(await page.locator('[data-trap]').count()).toBe(0);
        if (shots === 0 && (await page.locator('[data-move^="step-"]').count()) > 0) {
          shots++;
          await screenshot(page, 'old-house-hotseat-2-phantom-phone');
          expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
            390,
          );
          expect(await accessibilityViolations(page)).toEqual([]);
        }
      }
      // Behind the curtain the board sees no batch; the summary's figures must still be the night's.
      await checkSummary(page, frames);
    },
  });
  await page.locator('.end-screen').waitFor();
  expect(result.curtains).toBeGreaterThan(4);
  await screenshot(page, 'old-house-hotseat-4-end');
  expect(errors).toEqual([]);
  console.log(
    `e2e old-house hot-seat: ${result.moves} moves, ${result.curtains} curtains, ${Date.now() - started} ms`,
  );
});
