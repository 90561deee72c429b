// ATMOSFEAR at one screen, in Russian, on a phone: three people pass the device. Between seats the curtain hides
// the whole table — Keystones, Duel cards, the fear just written — while the hour runs on behind it (the
// How-to-play says so); the table's words are all Russian, with no English word and no raw key left.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENGLISH, RAW_KEY, playAtmosfear, tableWords } from './atmosfear-play.ts';
import {
  accessibilityViolations,
  recordErrors,
  screenshot,
  startApp,
  stillCopy,
  type App,
} from './harness.ts';

// The match clock's rate: slow enough that, on a loaded machine, the device goes round the table before the
// Headstones' deadline ends the match (at 30× it once ended after two passes, the Gatekeeper winning).
const RATE = 10;
let app: App;
beforeAll(async () => {
  app = await startApp({ timeScale: RATE });
});
afterAll(async () => {
  await app?.close();
});

const NAMES = ['Мария', 'Борис', 'Вера'];
it(
  'draws the curtain between three players at one screen, in Russian, on a phone',
  { timeout: 300_000 },
  async () => {
    const page = await (await app.context({ phone: true, locale: 'ru-RU' })).newPage();
    const errors = recordErrors(page);
    await page.goto('/how/atmosfear');
    expect(await page.locator('.how-to').innerText()).toMatch(/час идёт и за занавесом/);

    await page.goto('/');
    await page.getByLabel('Ваше имя').fill(NAMES[0]);
    await page.getByRole('radio', { name: /ATMOSFEAR/ }).click();
    await page.getByRole('radio', { name: /За одним экраном/ }).check();
    await page.getByRole('combobox', { name: /^Игроков/ }).selectOption('3');
    await page.getByLabel('Имя игрока на месте 2').fill(NAMES[1]);
    await page.getByLabel('Имя игрока на месте 3').fill(NAMES[2]);
    // An hour long enough for the device to pass round the table however slow the machine; the match is left once
    // it has.
    await page.getByRole('combobox', { name: /^Час/ }).selectOption({ label: '20 минут' });
    await page.getByRole('button', { name: 'Создать партию' }).click();
    await page.locator('.curtain h1').waitFor();
    await screenshot(page, 'atmosfear-hotseat-1-curtain-phone');

    let wordsChecked = false;
    let curtains = 0;
    let turn = '';
    const fear = 'Тишина в пустом доме';
    const seen = await playAtmosfear(page, {
      shots: 'atmosfear-hotseat-2',
      fear,
      maxMs: 200_000,
      // Once, on a turn: the table's words, all Russian; the phone's width kept. Done once the device has gone
      // round the table.
      stop: async () => {
        if (
          !wordsChecked &&
          (await page.locator('.table-page.my-turn .atm-table[data-phase="play"]').count()) > 0
        ) {
          const words = await tableWords(page, NAMES);
          expect(words).toMatch(/Час|Ваш ход/);
          expect(words).not.toMatch(RAW_KEY);
          expect(words).not.toMatch(ENGLISH);
          wordsChecked = true;
          await screenshot(page, 'atmosfear-hotseat-3-turn-phone');
          // The page as it was, for axe-core after the match (a check now would hold up the players' hour).
          turn = await page.content();
          expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
            390,
          );
        }
        return wordsChecked && curtains > 3;
      },
      onCurtain: async (heading) => {
        curtains++;
        // Nothing of any seat behind the curtain: no board, no Keystone, no Duel card, no fear.
        const name = heading.replace(/^Передайте устройство: /, '');
        expect(NAMES).toContain(name);
        expect(
          await page.locator('.atm-table, .atm-seats, [data-hand-card], .board-area, .game-log').count(),
        ).toBe(0);
        const body = await page.locator('body').innerText();
        expect(body).not.toMatch(/Ключ-кам|Дуэл|Колод/);
        expect(body).not.toContain(fear);
      },
    });
    expect(seen.curtains).toBeGreaterThan(3);
    expect(wordsChecked).toBe(true);
    // axe-core on a phone, at a turn.
    const still = await stillCopy(page, turn);
    expect(await accessibilityViolations(still)).toEqual([]);
    await still.close();
    expect(errors).toEqual([]);
  },
);
