// A match with options other than the defaults, on a phone: the lobby explains the choice, the table says what
// the match is played with (the explanation on a tap) and its How-to-play tells the same rules, the record keeps
// the options and the replay shows them. axe-core checks every page on the way, at a turn, in a dialog and at
// the end; the table's header leaves the phone's screen to the board.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Match, type MatchRecord } from '../../engine/index.ts';
import { liarsDice, type LiarsDiceState } from '../../games/liars-dice/index.ts';
import {
  accessibilityViolations,
  playLiarsDiceToTheEnd,
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

it('plays Liar’s Dice with three dice each, says so at the table and in the replay', async () => {
  const page = await (await app.context({ phone: true })).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Liar’s Dice/ }).click();
  await page.getByRole('radio', { name: /Solo against bots/ }).check();
  await page.getByLabel('Players').selectOption('2');
  const dice = page.getByRole('combobox', { name: 'Dice per player' });
  await dice.selectOption({ label: '3' });
  // The chosen choice's one line, read with the field.
  const hint = page.locator(`#${await dice.getAttribute('aria-describedby')}`);
  expect(await hint.innerText()).toBe('A shorter game: fewer dice, so every call weighs more');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'options-1-lobby-phone');
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.waitForURL(/\/match\//);
  await page.getByText('Your turn!').waitFor();

  // The table names the option the match is played with, and the hand has three dice.
  const played = page.locator('.played-with');
  expect((await played.innerText()).replace(/\s+/g, ' ')).toBe('In this match: Dice per player: 3');
  expect(await page.locator('[data-hand="0"] [data-face]').count()).toBe(3);
  expect(await page.locator('[data-hand="1"] [data-face="hidden"]').count()).toBe(3);
  // Its explanation shows on a tap (and is the chip's description for a screen reader).
  const chip = played.getByRole('button', { name: 'Dice per player: 3' });
  const tip = page.getByRole('tooltip');
  expect(await tip.isVisible()).toBe(false);
  await chip.tap();
  expect(await tip.isVisible()).toBe(true);
  expect(await tip.innerText()).toBe('A shorter game: fewer dice, so every call weighs more');
  expect(await chip.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'options-2-table-phone', false);
  // On a phone the header, the title row, the options and the banner leave most of the screen to the board.
  const boardTop = await page.evaluate<number>(
    "document.querySelector('.board-area').getBoundingClientRect().top + scrollY",
  );
  expect(boardTop).toBeLessThan(844 * 0.3);
  await chip.tap();
  expect(await tip.isVisible()).toBe(false);

  // How to play, for this match's rules.
  await page.getByRole('button', { name: 'How to play' }).click();
  const how = page.locator('.how-dialog');
  expect(await how.innerText()).toMatch(/Everyone starts with 3 dice;/);
  expect(await accessibilityViolations(page)).toEqual([]);
  await how.getByRole('button', { name: 'Close' }).click();

  await playLiarsDiceToTheEnd(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'options-3-end-phone');

  // The record keeps the options: replayed, it deals three dice a seat.
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const record = (await (await fetch(`${app.base}/api/matches/${id}/record`)).json()) as MatchRecord;
  expect(record.options).toEqual({ dice: 3 });
  expect((Match.replay(liarsDice, { ...record, log: [] }).state as LiarsDiceState).dice).toEqual([
    [expect.any(Number), expect.any(Number), expect.any(Number)],
    [expect.any(Number), expect.any(Number), expect.any(Number)],
  ]);

  // The replay shows them too, from the start.
  await page.getByRole('link', { name: 'Watch the replay' }).click();
  await page.waitForURL(/\/replay\//);
  await expect.poll(() => page.locator('.replay-step').innerText()).toMatch(/^Move 0 of \d+$/);
  expect((await page.locator('.played-with').innerText()).replace(/\s+/g, ' ')).toBe(
    'In this match: Dice per player: 3',
  );
  expect(await page.locator('[data-hand] [data-face]').count()).toBe(6);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'options-4-replay-phone');
  expect(errors).toEqual([]);
});
