// ATMOSFEAR in Estonian on a phone, the match clock only four times the wall clock's speed so that the
// Gatekeeper's interruption stays on screen long enough to be read and photographed: the Well, the table and his
// words all in Estonian, with no English word and no raw key left; the interruption fits the phone's screen.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ENGLISH,
  RAW_KEY,
  WATCH_MOMENTS,
  watchedMoments,
  playAtmosfear,
  tableWords,
} from './atmosfear-play.ts';
import {
  accessibilityViolations,
  explanationOf,
  coveredAtEnd,
  outOfView,
  overflowEverywhere,
  recordErrors,
  screenshot,
  startApp,
  stillCopy,
  type App,
} from './harness.ts';

let app: App;
beforeAll(async () => {
  // Bots take a person's few seconds a move (on the match clock), so the hour lasts until he comes.
  app = await startApp({ timeScale: 4, botPauseMs: [3000, 5000] });
});
afterAll(async () => {
  await app?.close();
});

it(
  'shows the table and the Gatekeeper in Estonian on a phone, with nothing left in English',
  { timeout: 300_000 },
  async () => {
    const page = await (await app.context({ phone: true, locale: 'et-EE' })).newPage();
    // He leaves within seconds: the page itself keeps its first look at him, his words, his box and the page.
    await page.addInitScript(WATCH_MOMENTS);
    const errors = recordErrors(page);
    await page.goto('/');
    await page.getByLabel('Sinu nimi').fill('Mari');
    await page.getByRole('radio', { name: /ATMOSFEAR/ }).click();
    await page.getByRole('radio', { name: /Üksi robotite vastu/ }).check();
    await page.getByRole('combobox', { name: /^Mängijaid/ }).selectOption('3');
    await page.getByRole('combobox', { name: /^Tund/ }).selectOption({ label: '10 minutit' });
    await page.getByRole('button', { name: 'Loo mäng' }).click();
    await page.waitForURL(/\/match\//);
    await page.locator('#atm-fear').waitFor();
    expect(await page.locator('.atm-fear-well').innerText()).toMatch(/Hirmude Kaev/);

    let gatekeeper = '';
    let gatekeeperAxe = false;
    let checked = false;
    let actionsSeen = false;
    await playAtmosfear(page, {
      fear: 'Pime kelder',
      shots: 'atmosfear-et',
      // axe-core on the whole page at the Well, before the hour: the Gatekeeper cannot come and go meanwhile.
      onMoment: async (moment) => {
        if (moment === 'well') expect(await accessibilityViolations(page)).toEqual([]);
      },
      stop: async () => {
        if (
          !checked &&
          (await page.locator('.table-page.my-turn .atm-table[data-phase="play"]').count()) > 0
        ) {
          const words = await tableWords(page, ['Mari']);
          expect(words).not.toMatch(RAW_KEY);
          expect(words).not.toMatch(ENGLISH);
          // Every square, card and token explains itself in Estonian too.
          const explained = (
            await page
              .locator('.atm-table [data-explain]')
              .evaluateAll((els) => els.map((e) => e.getAttribute('data-explain')))
          ).join('\n');
          expect(explained).toMatch(/Saatusepakk: \d+ kaarti?, pilt allpool\./);
          expect(explained).not.toMatch(RAW_KEY);
          expect(explained).not.toMatch(/\babout\.|\{/);
          expect(explained.split('Mari').join(' ')).not.toMatch(ENGLISH);
          // A long press on the Well explains it in Estonian.
          expect(await explanationOf(page, page.locator('.atm-well'), 'press')).toMatch(
            /^Hirmude Kaevus on kõigi hirmud\./,
          );
          // A 10-minute hour drafts a third of the way in: the Numb Skull's goal names the clock's 6:40, not ten
          // minutes; and the screen reader hears only a mark the clock has reached.
          const goal = page.locator('.atm-goal');
          if ((await goal.getAttribute('data-goal')) === 'goal.skull')
            expect(await goal.innerText()).toMatch(/enne, kui kell näitab 6:40/);
          const heard = await page.locator('.atm-clock .sr-only').innerText();
          const shown = await page.locator('.atm-clock-time').innerText();
          const [m, sec] = shown.split(':').map(Number);
          const heardMinutes = /^(\d+) minutit? jäänud$/.exec(heard.trim());
          if (heardMinutes) expect(Number(heardMinutes[1])).toBe(Math.ceil(m + sec / 60));
          // No text overflows its box, in any language, on a phone or a desktop (issue 27).
          expect(await overflowEverywhere(page)).toEqual([]);
          checked = true;
        }
        // Issue 27: the buttons of the moment stay on the phone's screen wherever it is scrolled, and the end of
        // the page is not under them.
        if (!actionsSeen && (await page.locator('.table-page.my-turn .atm-actions button').count()) > 0) {
          expect(await outOfView(page, '.atm-actions button')).toEqual([]);
          expect(await coveredAtEnd(page)).toEqual([]);
          await screenshot(page, 'atmosfear-et-actions-phone', false);
          actionsSeen = true;
        }
        const look = gatekeeper ? null : (await watchedMoments(page)).look;
        if (look) {
          gatekeeper = look.words;
          // The interruption fits the phone: his words and whom he names are on screen without scrolling.
          const box = look.box;
          expect(box.width).toBeLessThanOrEqual(390);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(844);
          // He leaves within seconds: axe-core reads a still copy of the page as it was with him on it.
          const still = await stillCopy(page, look.html);
          await screenshot(still, 'atmosfear-et-gatekeeper-phone', false);
          gatekeeperAxe = (await still.locator('.atm-gk-line').count()) > 0;
          expect(await accessibilityViolations(still)).toEqual([]);
          await still.close();
        }
        return checked && actionsSeen && gatekeeper !== '';
      },
    });
    expect(gatekeeper).toMatch(/Väravavaht/i);
    expect(gatekeeperAxe).toBe(true);
    expect(actionsSeen).toBe(true);
    expect(gatekeeper).not.toMatch(ENGLISH);
    expect(errors).toEqual([]);
  },
);
