// Midnighters' table in Russian, then in Estonian: the board's own words and the game's, its labels for screen
// readers included, with no English left over and no raw key. Then the How-to-play page in both.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageWords } from './midnighters-play.ts';
import {
  explanationOf,
  overflowEverywhere,
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

/** A raw dictionary key, such as `status.turn-me` or `location.bridge`. */
const RAW_KEY =
  /\b(status|turn|cell|badge|piles|players|hand|help|explain|place|pending|window|legend|options|news|seen|trap|vertigo|kind|location|nightmare|dir|rule|move|log)\.[a-z0-9-]+/;
/** English words of the board and of the game (names of people are taken out first). */
const ENGLISH =
  /\b(the|and|your|you|turn|cards?|hand|trap|Dreamwalk|Suspense|Vertigo|Corridor|Bridge|Forest|Square|Motel|Director|press|ways|left|Deck|Discard)\b/i;

/** What the board says, its labels and explanations included, without the players' names. */
async function boardWords(page: Page, names: readonly string[]): Promise<string> {
  let words = await page.locator('.mn').innerText();
  const labels = await page
    .locator('.mn [aria-label], .mn [title], .mn [data-explain]')
    .evaluateAll((els) =>
      els.map((e) => ['aria-label', 'title', 'data-explain'].map((a) => e.getAttribute(a) ?? '').join(' ')),
    );
  words += `\n${labels.join('\n')}`;
  for (const name of names) words = words.split(name).join(' ');
  return words;
}

it(
  'shows the table in Russian and in Estonian, with nothing left in English',
  { timeout: 120_000 },
  async () => {
    const started = Date.now();
    const page = await (await app.context({ locale: 'ru-RU' })).newPage();
    const errors = recordErrors(page);
    // A bot may wake before our first turn now and then (the race, MID-D36): then another match.
    for (let match = 1; ; match++) {
      await page.goto('/');
      await page.getByLabel('Ваше имя').fill('Мария');
      await page.getByRole('radio', { name: /Полуночники/ }).click();
      await page.getByRole('radio', { name: /против ботов/i }).check();
      await page.getByLabel('Игроков').selectOption('3');
      expect(await page.getByLabel('Карта сна').locator('option:checked').innerText()).toBe(
        'Выкладывает Постановщик',
      );
      await page.getByLabel('Карта сна').selectOption({ label: 'Случайная раскладка' });
      // Easy bots: this test reads words, and must not wait on two searches when CI's two cores are busy.
      for (const seat of await page.locator('.seat-plan select').all()) {
        await seat.selectOption({ label: 'Бот: лёгкий' });
      }
      await page.getByRole('button', { name: 'Создать партию' }).click();
      await page.waitForURL(/\/match\//);
      const mine = page.locator('.table-page.my-turn .mn-turn');
      await page.locator('.table-page.my-turn .mn-turn, .end-screen').first().waitFor({ timeout: 60_000 });
      if (await mine.isVisible()) break;
      expect(match).toBeLessThan(3);
    }
    const names = (await page.locator('.mn-player-head strong').allInnerTexts()).map((n) =>
      n.replace(/ \(.*\)$/, ''),
    );

    const ru = await boardWords(page, names);
    expect(ru).toMatch(/Ваш ход|Что можно сделать/);
    expect(await page.locator('.played-with').innerText()).toMatch(
      /В этой партии:\s*Карта сна: Случайная раскладка/,
    );
    expect(ru).not.toMatch(RAW_KEY);
    expect(ru.match(ENGLISH)).toBeNull();
    await screenshot(page, 'midnighters-lang-1-ru');
    // The Bridge explains itself in Russian, by mouse: what activating it does.
    const bridge = await page.locator('.mn-place[data-location="11"]').getAttribute('data-at');
    expect(await explanationOf(page, page.locator(`.mn-cell[data-cell="${bridge}"]`), 'hover')).toMatch(
      /^Мост: вы просыпаетесь и побеждаете .*Полночную звезду\./,
    );

    await page.getByRole('button', { name: 'Eesti' }).click();
    await page.getByText('Mida saad teha').waitFor();
    const et = await boardWords(page, names);
    expect(et).not.toMatch(RAW_KEY);
    expect(et.match(ENGLISH)).toBeNull();
    expect(et).toMatch(/Unekõnd|Koridor/);
    // A card of the hand explains itself in Estonian, by keyboard.
    expect(await explanationOf(page, page.locator('.mn-card [data-kind]').first(), 'focus')).toMatch(
      /^(Unekõnd|Põnevus|Keskööstaar|Vertiigo|Hollandi nurk|Unenäopüüdja): .+ (Maksab|Ei maksa|Lõksu seadmine maksab) /,
    );
    expect(await page.locator('.played-with').innerText()).toMatch(
      /Selles mängus:\s*Unenäo kaart: Juhuslik paigutus/,
    );
    await screenshot(page, 'midnighters-lang-2-et');
    // No text overflows its box, in any language, on a phone or a desktop (issue 27).
    expect(await overflowEverywhere(page)).toEqual([]);

    // How to play, in our own words, in both languages.
    await page.goto('/how/midnighters');
    await page.locator('.how-to').waitFor();
    expect(await page.locator('.how-to').innerText()).toMatch(/Sild[\s\S]*Põnevus/);
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByText('Карта сна').first().waitFor();
    const how = await pageWords(page);
    expect(how).toMatch(/Мост[\s\S]*Саспенс/);
    expect(how).not.toMatch(RAW_KEY);
    await screenshot(page, 'midnighters-lang-3-how-ru');
    expect(errors).toEqual([]);
    console.log(`e2e midnighters languages: ${Date.now() - started} ms`);
  },
);
