// Three languages, switched at any time and remembered; on a phone, playing tic-tac-toe with the keyboard.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowEverywhere, recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Marks the first free square with the keyboard: Tab to it, Enter. */
async function markWithKeyboard(page: Page): Promise<void> {
  const version = await page.locator('.table-page').getAttribute('data-version');
  await page.locator('.ttt-cell.playable').first().waitFor();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await page.locator('.ttt-cell.playable:focus').count()) > 0) break;
  }
  await page.keyboard.press('Enter');
  await page.locator(`.table-page:not([data-version="${version}"])`).waitFor();
}

it('speaks the browser’s language, switches at any time, remembers, and narrates the game in it', async () => {
  const started = Date.now();
  const page = await (await app.context({ phone: true, locale: 'ru-RU' })).newPage();
  const errors = recordErrors(page);

  await page.goto('/');
  await page.getByRole('heading', { name: 'Игры для ночи' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('ru');

  await page.getByRole('button', { name: 'Eesti' }).click();
  await page.getByRole('heading', { name: 'Mängud ööks' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('et');
  await page.reload();
  await page.getByRole('heading', { name: 'Mängud ööks' }).waitFor();
  await page.getByLabel('Sinu nimi').fill('Mari');
  await page.getByRole('radio', { name: /Trips-traps-trull/ }).click();
  await screenshot(page, 'lang-1-lobby-et-phone');

  await page.getByRole('button', { name: 'Loo mäng' }).click();
  await page.getByText('Sinu käik!').waitFor();
  expect(await page.title()).toMatch(/Sinu käik/);
  await markWithKeyboard(page);
  await expect.poll(() => page.locator('.game-log').innerText()).toMatch(/Mari märgib ruudu [a-c][1-3]\./);

  // Mid-game, in English, then Russian: the log is told again in the new language.
  await page.getByRole('button', { name: 'English' }).click();
  await expect.poll(() => page.locator('.game-log').innerText()).toMatch(/Mari marks [a-c][1-3]\./);
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect.poll(() => page.locator('.game-log').innerText()).toMatch(/Mari ставит знак на [a-c][1-3]\./);
  await page.getByText('Ваш ход!').waitFor();
  await screenshot(page, 'lang-2-table-ru-phone');
  // No text overflows its box, in any language, on a phone or a desktop (issue 27).
  expect(await overflowEverywhere(page)).toEqual([]);

  // To the end, every move by keyboard.
  const end = page.locator('.end-screen');
  for (let i = 0; i < 5 && !(await end.isVisible()); i++) {
    await Promise.race([end.waitFor(), page.getByText('Ваш ход!').waitFor()]);
    if (await end.isVisible()) break;
    await markWithKeyboard(page);
  }
  await end.waitFor();
  expect(await end.innerText()).toMatch(/Партия окончена/i);
  await screenshot(page, 'lang-3-end-ru-phone');
  expect(errors).toEqual([]);
  console.log(`e2e language: ${Date.now() - started} ms`);
});
