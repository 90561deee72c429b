// Midnighters at one screen: two players pass a phone, on a map dealt at random. Whenever the device changes
// hands the curtain hides the whole table — above all the hand — until the next player says they hold it, and
// the hand shown after it is the new player's own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playMidnighters, type PlayResult } from './midnighters-play.ts';
import { recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const NAMES = ['Ann', 'Bo'];

/** While the curtain is down nothing of the table is on the page: no map, no hand, no card, no log. */
async function expectCurtainHidesAll(page: Page, next: string) {
  await page.getByRole('heading', { name: `Pass the device to ${next}` }).waitFor();
  expect(await page.locator('.mn, .mn-hand, [data-card], [data-cell], .board-area, .game-log').count()).toBe(
    0,
  );
  expect(await page.locator('body').innerText()).not.toMatch(/Your hand|Dreamwalk|Suspense/);
}

/** Creates a two-seat hot-seat match on a dealt map and plays it, checking every curtain and every hand shown. */
async function playOneMatch(page: Page, attempt: number, onHand: () => void): Promise<PlayResult> {
  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Midnighters/ }).click();
  await page.getByRole('radio', { name: /Hot-seat at this screen/ }).check();
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('Name of the player in seat 2').fill('Bo');
  // The online test plays the Director's layout; here the map is dealt, and play begins at once.
  await page.getByLabel('The dream map').selectOption({ label: 'Dealt at random' });
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.locator('.curtain h1').waitFor();

  // The first curtain names whoever plays first.
  const first = (await page.locator('.curtain h1').innerText()).replace(/^Pass the device to /, '');
  expect(NAMES).toContain(first);
  await expectCurtainHidesAll(page, first);
  if (attempt === 1) await screenshot(page, 'midnighters-hotseat-1-curtain');
  let expected: string | null = null;
  let shot = false;
  return playMidnighters(page, {
    traps: 1,
    spring: true,
    // A dozen hand-overs show the curtain at work; the other tests play whole games.
    enough: (r) => r.curtains >= 12,
    onCurtain: async (heading) => {
      const name = heading.replace(/^Pass the device to /, '');
      await expectCurtainHidesAll(page, name);
      expected = name;
    },
    onMove: async (_move, s) => {
      // The table behind a lifted curtain is the named player's: its seat, its hand.
      const me = Number(await page.locator('.mn').getAttribute('data-me'));
      if (expected !== null) expect(NAMES[me]).toBe(expected);
      if (s.phase === 'turn') {
        expect(await page.locator('.mn-hand h3').innerText()).toMatch(/^Your hand|The hand of/);
        onHand();
        if (!shot && (await page.locator('.mn-turn').count()) > 0) {
          shot = true;
          await screenshot(page, 'midnighters-hotseat-2-turn');
        }
      }
    },
  });
}

it(
  'draws the curtain over the hand between the two players, a dozen times or to the end',
  { timeout: 180_000 },
  async () => {
    const started = Date.now();
    const page = await (await app.context({ phone: true })).newPage();
    const errors = recordErrors(page);
    let hands = 0;
    let result: PlayResult | null = null;
    // A lucky map lets someone wake in the first turns; then the lobby deals another, so the curtain is seen at work.
    for (let attempt = 1; result === null || result.curtains <= 2; attempt++) {
      expect(attempt).toBeLessThan(5);
      hands = 0;
      result = await playOneMatch(page, attempt, () => hands++);
    }
    expect(result.curtains).toBeGreaterThan(2);
    expect(hands).toBeGreaterThan(2);
    await screenshot(page, 'midnighters-hotseat-3-last');
    expect(errors).toEqual([]);
    console.log(
      `e2e midnighters hot-seat: ${result.moves} moves, ${result.curtains} curtains, ${Date.now() - started} ms`,
    );
  },
);
