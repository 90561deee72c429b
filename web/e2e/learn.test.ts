// The guided first games, played through as a newcomer would: "Learn to play" from the lobby or from How-to-play,
// then whatever the coach says to press (its highlighted part of the table, Next on steps to read), checking the
// coach's words on the way, until the lesson is complete and the lobby marks the game as learnt.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSoloAtrah } from './atrah-play.ts';
import { accessibilityViolations, recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * Follows the coach to the end of the lesson's part: Next where a step is to read, the highlighted part of the
 * table where it waits for a move, "Let it pass" where a moment may pass. Returns every text the coach showed.
 */
/** What the page shows of the coach, read in one go (a string: this folder is type-checked without the DOM). */
const READ_COACH = `(() => {
  const coach = document.querySelector('.coach');
  const target = document.querySelector('[data-coach-target]');
  return {
    step: coach?.getAttribute('data-step') ?? null,
    words: coach?.querySelector('.coach-words')?.innerText.trim() ?? '',
    next: !!coach?.querySelector('.coach-next'),
    pass: !!coach?.querySelector('.coach-let-pass'),
    myTurn: !!document.querySelector('.lesson-page.my-turn'),
    target: !!target && !target.disabled,
    point: coach?.getAttribute('data-point') ?? '',
  };
})()`;

interface CoachSeen {
  readonly step: string | null;
  readonly words: string;
  readonly next: boolean;
  readonly pass: boolean;
  readonly myTurn: boolean;
  readonly target: boolean;
  /** The selector of what the coach points at ('' for nothing). */
  readonly point: string;
}

/**
 * Follows the coach to the end of the lesson's part: Next where a step is to read, the highlighted part of the
 * table where it waits for a move, "Let it pass" where a moment may pass. Returns every text the coach showed.
 */
async function followCoach(page: Page, name: string, limit = 400): Promise<string[]> {
  const said: string[] = [];
  const found = new Set<string>();
  const missing = new Set<string>();
  const waited = new Map<string, number>();
  for (let i = 0; i < limit; i++) {
    const seen = (await page.evaluate(READ_COACH)) as CoachSeen;
    if (said.at(-1) !== seen.words) said.push(seen.words);
    // Every part of the table the coach points at is on the page (a moment after the table changes).
    const pointed = `${seen.step} ${seen.point}`;
    if (seen.point && seen.target) found.add(pointed);
    else if (seen.point) missing.add(pointed);
    if (seen.step === 'done') {
      expect(
        [...missing].filter((p) => !found.has(p)),
        `${name}: pointed at nothing`,
      ).toEqual([]);
      return said;
    }
    // A step to read is read with what it points at in sight: the highlight may come a moment after the words.
    if (seen.next && seen.point && !seen.target && (waited.get(pointed) ?? 0) < 40) {
      waited.set(pointed, (waited.get(pointed) ?? 0) + 1);
      await page.waitForTimeout(50);
      continue;
    }
    // Next only on the step whose words were read; a target the table moves on from under the click is simply
    // read again on the next round.
    if (seen.next)
      await page
        .locator(`.coach[data-step="${seen.step}"] .coach-next`)
        .click({ timeout: 2000 })
        .catch(() => undefined);
    else if (seen.myTurn && seen.target)
      await page
        .locator('[data-coach-target]')
        .click({ timeout: 3000 })
        .catch(() => undefined);
    else if (seen.pass)
      await page
        .locator('.coach-let-pass')
        .click({ timeout: 2000 })
        .catch(() => undefined);
    else await page.waitForTimeout(50);
    if (i === 6) await screenshot(page, `learn-${name}`);
  }
  throw new Error(`${name}: the lesson did not end; the coach said last: ${said.at(-1)}`);
}

async function expectLearnt(page: Page, game: RegExp): Promise<void> {
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  const card = page.locator('.game-card').filter({ has: page.getByRole('radio', { name: game }) });
  await expect.poll(() => card.locator('.learn-done').innerText()).toMatch(/Learnt/);
}

it('ATRAH: the draft and how sets score, from the lobby to "Learnt"', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  const card = page.locator('.game-card').filter({ has: page.getByRole('radio', { name: /ATRAH/ }) });
  expect(await card.locator('.learn-done').count()).toBe(0);
  await card.getByRole('link', { name: 'Learn to play' }).click();
  await page.waitForURL(/\/learn\/atrah$/);
  // The others' moves at once: a person watches them at the page's pace.
  await page.goto('/learn/atrah?pace=0');
  await page.getByRole('heading', { name: 'Learn ATRAH' }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  const said = await followCoach(page, 'atrah');
  expect(said.join('\n')).toMatch(/ATRAH is a draft/);
  expect(said.join('\n')).toMatch(/Choose a row/);
  expect(said.join('\n')).toMatch(/You kept \d cards? of .+ went to the Majority area/);
  expect(said.join('\n')).toMatch(/How sets score/);
  expect(said.at(-1)).toMatch(/Lesson complete/);
  await screenshot(page, 'learn-atrah-done');
  // Start again: the same match from its first step; the lesson stays learnt.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect.poll(() => page.locator('.coach').getAttribute('data-step')).toBe('1');
  expect(await page.locator('.coach-words').innerText()).toMatch(/ATRAH is a draft/);
  await page.locator('.coach-next').click();
  await expect.poll(() => page.locator('.coach-words').innerText()).toMatch(/Choose a row/);
  await page.getByRole('link', { name: 'Nocturne' }).click();
  await expect.poll(() => card.locator('.learn-done').innerText()).toMatch(/Learnt/);
  expect(errors).toEqual([]);
});

it('Old House: as a hunter from How-to-play, then as the Phantom, to "Learnt"', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/how/old-house');
  await page.getByRole('link', { name: 'Learn to play' }).click();
  await page.waitForURL(/\/learn\/old-house$/);
  await page.goto('/learn/old-house?pace=0');
  await page.getByText('Part 1 of 2').waitFor();
  const hunter = (await followCoach(page, 'old-house-hunter')).join('\n');
  expect(hunter).toMatch(/You are the hunters/);
  expect(hunter).toMatch(/Your search found|Nothing on/);
  expect(hunter).toMatch(/Wrong: the Phantom was not on [A-G]\d/);
  // The price, seen at the next hunters' turn.
  expect(hunter).toMatch(/The \w+ sits out this turn: no roll, no move and no search/);
  await page.getByRole('link', { name: 'Go on to part 2' }).click();
  await page.waitForURL(/\/learn\/old-house\/2$/);
  await page.goto('/learn/old-house/2?pace=0');
  await page.getByText('Part 2 of 2').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  const phantom = (await followCoach(page, 'old-house-phantom')).join('\n');
  expect(phantom).toMatch(/Now you are the Phantom/);
  expect(phantom).toMatch(/you moved unseen|found (a trace|\d traces) of your route/);
  await expectLearnt(page, /Old House/);
  expect(errors).toEqual([]);
});

it('Midnighters: a Dreamwalk, a Star, a nightmare, the Town Hall and a trap, to "Learnt"', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/learn/midnighters?pace=0');
  await page.getByRole('heading', { name: 'Learn Midnighters' }).waitFor();
  const said = (await followCoach(page, 'midnighters')).join('\n');
  expect(said).toMatch(/Play a Dreamwalk/);
  expect(said).toMatch(/You walked to /);
  expect(said).toMatch(/Activated! /);
  expect(said).toMatch(/A nightmare came to you: the .+(Nightmare|Horror)\./);
  expect(said).toMatch(/You shed your/);
  expect(said).toMatch(/Your trap lies on /);
  expect(said).toMatch(/Sprung on .+! It caught a rival/);
  await expectLearnt(page, /Midnighters/);
  expect(errors).toEqual([]);
});

it('ATMOSFEAR: the Well of Fears, the race to a Headstone, a Keystone and the Gatekeeper, to "Learnt"', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/learn/atmosfear?pace=0');
  await page.getByRole('heading', { name: /Learn ATMOSFEAR/ }).waitFor();
  const said = (await followCoach(page, 'atmosfear')).join('\n');
  expect(said).toMatch(/the Well of Fears/);
  expect(said).toMatch(/The race to a Headstone/);
  expect(said).toMatch(/You are .+ now!/);
  expect(said).toMatch(/You took a Keystone \(\w+\): for .+ it gives /);
  expect(said).toMatch(/The Gatekeeper broke in/);
  await expectLearnt(page, /ATMOSFEAR/);
  expect(errors).toEqual([]);
});

it('on a phone, in Russian and Estonian: the coach speaks the language and stays in view, and nothing overflows', async () => {
  for (const [locale, words] of [
    ['ru-RU', /Ваш ход\. Выберите ряд/],
    ['et-EE', /Sinu käik\. Vali rida/],
  ] as const) {
    const page = await (await app.context({ phone: true, locale })).newPage();
    const errors = recordErrors(page);
    await page.goto('/learn/atrah?pace=0');
    await page.locator('.coach-next').click();
    await expect.poll(() => page.locator('.coach-words').innerText()).toMatch(words);
    // The highlighted option is brought into view below the coach, which stays at the top of the screen.
    const coach = await page.locator('.coach').boundingBox();
    await expect
      .poll(async () => (await page.locator('[data-coach-target]').boundingBox())?.y)
      .toBeLessThan(800);
    const target = await page.locator('[data-coach-target]').boundingBox();
    expect(target!.y).toBeGreaterThanOrEqual(coach!.y + coach!.height - 1);
    expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, `learn-atrah-phone-${locale}`, false);
    expect(errors).toEqual([]);
  }
});

it('the How-to-play dialog at a table offers the lesson, in a new tab', async () => {
  const page = await (await app.context()).newPage();
  await createSoloAtrah(page, 'Ann', 2);
  await page.getByRole('button', { name: 'How to play' }).click();
  const link = page.locator('.how-dialog').getByRole('link', { name: 'Learn to play' });
  expect(await link.getAttribute('href')).toBe('/learn/atrah');
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await accessibilityViolations(page)).toEqual([]);
});
