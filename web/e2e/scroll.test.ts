// The page stays where the player left it: after "End the turn" (a button of Midnighters' and the Old House's
// boards) a board's controls leave while the move is on its way and come back on the next turn, and the page
// used to scroll by itself (486 px seen; Chromium's scroll anchoring kept what lay below them in place). On a
// phone, with the button near the top of the screen, window.scrollY is the same before the press and once the
// turn has come round again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

it('does not scroll the page by itself after "End the turn", on a phone', async () => {
  const page = await (await app.context({ phone: true })).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Midnighters/ }).click();
  await page.getByRole('radio', { name: /Solo against bots/ }).check();
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('The dream map').selectOption({ label: 'Dealt at random' });
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.waitForURL(/\/match\//);

  const myTurn = page.locator('.table-page.my-turn .mn');
  const end = page.locator('.mn-turn [data-key="end"]');
  let measured: { before: number; after: number } | null = null;
  for (let move = 0; move < 60 && !measured; move++) {
    await myTurn.waitFor({ timeout: 30_000 });
    const version = await page.locator('.table-page').getAttribute('data-version');
    if ((await end.count()) > 0) {
      // The button 100 px below the top of the screen: what lies below it fills the screen.
      await page.evaluate(
        'scrollTo(0, document.querySelector(\'.mn-turn [data-key="end"]\').getBoundingClientRect().top + scrollY - 100)',
      );
      const before = await page.evaluate<number>('scrollY');
      await end.tap();
      await page.locator(`.table-page:not([data-version="${version}"])`).waitFor();
      await myTurn.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      measured = { before, after: await page.evaluate<number>('scrollY') };
      await screenshot(page, 'scroll-after-end-turn-phone', false);
      break;
    }
    // Not yet: answer what the game asks, or walk.
    const prompt = page.locator('.table-page.my-turn .mn-prompt button[data-key]');
    const cell = page.locator('.mn-cell[data-target]');
    if ((await prompt.count()) > 0) await prompt.first().click();
    else if ((await cell.count()) > 0) await cell.first().click();
    else continue;
    await page.locator(`.table-page:not([data-version="${version}"])`).waitFor();
  }
  expect(measured).not.toBeNull();
  expect(measured!.before).toBeGreaterThan(200);
  expect(measured!.after).toBe(measured!.before);
  expect(errors).toEqual([]);
  console.log(`e2e scroll: scrollY ${measured!.before} before "End the turn", ${measured!.after} after`);
});
