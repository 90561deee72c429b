// What a newcomer tripped over around the lobby: a running match of one's own offers the way back to one's seat
// (not "Watch"); strangers' solo matches against bots stay out of the public list; at hot-seat every player at
// the screen has a name (a default one in the chosen language) and is listed as being at this screen; an
// invite names the game, who invites and the side of the seat. Each page checked with axe-core.
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

/** The lobby's list of matches being played: each line's words, once the lists have loaded. */
async function beingPlayed(page: Page): Promise<string[]> {
  const list = page.locator('.match-lists > div').nth(1);
  await list.locator('ul, .hint').first().waitFor();
  return list.locator('li').allInnerTexts();
}

it('offers the way back to one’s own match, and keeps strangers’ solo matches out of the list', async () => {
  const ann = await (await app.context()).newPage();
  const errors = recordErrors(ann);
  await ann.goto('/');
  expect(await accessibilityViolations(ann)).toEqual([]);
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('radio', { name: /Liar’s Dice/ }).click();
  await ann.getByRole('radio', { name: /Solo against bots/ }).check();
  await ann.getByLabel('Players').selectOption('2');
  // The lobby explains the chosen option, and the form passes axe with everything open.
  const dice = ann.getByRole('combobox', { name: 'Dice per player' });
  expect(await dice.locator('option:checked').innerText()).toBe('5, the usual');
  expect(await dice.getAttribute('aria-describedby')).toBeTruthy();
  expect(await ann.locator('.game-option .hint').innerText()).toMatch(/^The usual game: five dice each/);
  expect(await accessibilityViolations(ann)).toEqual([]);
  await ann.getByRole('button', { name: 'Create the match' }).click();
  await ann.waitForURL(/\/match\//);
  const table = ann.url();
  await ann.getByText('Your turn!').waitFor();

  // Back in the lobby, her own match offers her seat back: no "Watch".
  await ann.goto('/');
  const line = ann.locator('.match-lists li', { hasText: 'Ann' });
  await line.getByRole('link', { name: 'Return to your seat' }).waitFor();
  expect(await line.getByRole('link', { name: 'Watch' }).count()).toBe(0);
  await screenshot(ann, 'lobby-1-own-match');
  await line.getByRole('link', { name: 'Return to your seat' }).click();
  await ann.waitForURL(table);
  await ann.getByText('Your turn!').waitFor();

  // Anyone else's lobby does not list a solo match against bots among those being played.
  const cy = await (await app.context({ phone: true })).newPage();
  errors.push(...recordErrors(cy));
  await cy.goto('/');
  expect(await beingPlayed(cy)).toEqual([]);
  expect(await cy.getByText('No match is being played.').isVisible()).toBe(true);
  expect(await accessibilityViolations(cy)).toEqual([]);
  await screenshot(cy, 'lobby-2-phone');
  expect(errors).toEqual([]);
});

it('names every player at one screen, by default in the chosen language, and lists them as here', async () => {
  const page = await (await app.context({ locale: 'ru-RU' })).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByLabel('Ваше имя').fill('Аня');
  await page.getByRole('radio', { name: /Кости лжеца/ }).click();
  await page.getByRole('radio', { name: /За одним экраном/ }).check();
  await page.getByRole('combobox', { name: /^Игроков/ }).selectOption('3');
  // Seat 2 is named; seat 3 keeps the default name, in Russian.
  await page.getByLabel('Имя игрока на месте 2').fill('Боря');
  expect(await page.getByLabel('Имя игрока на месте 3').getAttribute('placeholder')).toBe('Игрок 3');
  await page.getByRole('button', { name: 'Создать партию' }).click();
  await page.getByRole('button', { name: 'Я Аня: показать мой стол' }).click();
  const players = page.locator('.players .player');
  await expect.poll(() => players.allInnerTexts()).toHaveLength(3);
  const listed = (await players.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  expect(listed[0]).toMatch(/^▶ Аня за этим экраном/);
  expect(listed[1]).toMatch(/^Боря за этим экраном/);
  expect(listed[2]).toMatch(/^Игрок 3 за этим экраном/);
  expect(listed.join(' ')).not.toMatch(/\bвы\b|в сети/);
  await screenshot(page, 'lobby-3-hotseat-ru');

  // Another device lists the match (three people play it), to watch.
  const other = await (await app.context()).newPage();
  await other.goto('/');
  const line = (await beingPlayed(other)).find((l) => l.includes('Боря'));
  expect(line).toMatch(/Аня, Боря, Игрок 3\s+Watch/);
  expect(errors).toEqual([]);
});

it('tells the invited player the game, who invites, the seat and its side', async () => {
  const ann = await (await app.context()).newPage();
  const errors = recordErrors(ann);
  await ann.goto('/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('radio', { name: /Mystery of the Old House/ }).click();
  await ann.getByRole('radio', { name: /Online with friends/ }).check();
  await ann.getByLabel('Players').selectOption('2');
  await ann.getByLabel('Your seat').selectOption({ label: 'Seat 1: Phantom' });
  await ann.getByRole('button', { name: 'Create the match' }).click();
  await ann.waitForURL(/\/match\//);
  await ann.locator('.waiting [data-invite]').waitFor();
  expect(await accessibilityViolations(ann)).toEqual([]);
  const invite = await ann.locator('[data-invite]').inputValue();

  const mari = await (await app.context({ phone: true, locale: 'et-EE' })).newPage();
  errors.push(...recordErrors(mari));
  await mari.goto(invite);
  await mari.getByRole('heading', { name: 'Ann kutsub sind mängima: Vana maja saladus' }).waitFor();
  expect(await mari.locator('.take-seat').innerText()).toMatch(
    /Sinu koht: Koht 2: jahimees\s+Laua taga: Ann/,
  );
  expect(await accessibilityViolations(mari)).toEqual([]);
  await screenshot(mari, 'lobby-4-invite-et-phone');

  // In the lobby her open match offers Ann her seat back, not the free seat she is inviting someone to.
  await ann.goto('/');
  const line = ann.locator('.match-lists li', { hasText: 'Ann' });
  await line.getByRole('link', { name: 'Return to your seat' }).waitFor();
  expect(await line.getByRole('link', { name: /Join as seat/ }).count()).toBe(0);
  expect(errors).toEqual([]);
});

it('starts each game from its own table: nothing chosen for one game carries over to the next', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  const players = page.getByLabel('Players');
  const seat2 = page.getByRole('combobox', { name: 'Who sits in seat 2' });
  const chosen = async (select: typeof players) => select.locator('option:checked').innerText();

  await page.getByRole('radio', { name: /ATRAH/ }).click();
  expect(await chosen(players)).toBe('3');
  await players.selectOption('2');
  await seat2.selectOption({ label: 'Bot: hard' });
  expect(await chosen(seat2)).toBe('Bot: hard');

  // Old House is played four to a table by default (the Phantom and three hunters), its seat 2 a medium bot.
  await page.getByRole('radio', { name: /Mystery of the Old House/ }).click();
  expect(await chosen(players)).toBe('4');
  expect(await chosen(seat2)).toBe('Bot: medium');
  expect(await page.locator('.seat-plan li').count()).toBe(4);

  // Back to ATRAH: its own three seats again, not what was chosen before.
  await page.getByRole('radio', { name: /ATRAH/ }).click();
  expect(await chosen(players)).toBe('3');
  expect(await chosen(seat2)).toBe('Bot: medium');
  expect(errors).toEqual([]);
});
