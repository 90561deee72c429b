// A match stored under a version of its game's rules that this release no longer has (issue 29, part 9): its
// invite and its replay say so in words, in each language, and nothing else is offered in their place.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

it('an invite to a match under rules this release no longer has says so, in three languages, and so does its replay', async () => {
  const created = await fetch(`${app.base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'liars-dice', players: 2 }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await app.storedUnderRules(id, 99);

  const said: Record<string, RegExp> = {
    'en-GB': /older version of its game’s rules.*nobody wins/,
    'ru-RU': /по старой версии правил.*победителей нет/,
    'et-EE': /reeglite vanema versiooni järgi.*keegi ei võida/,
  };
  for (const [locale, words] of Object.entries(said)) {
    const page = await (await app.context({ locale, phone: locale !== 'en-GB' })).newPage();
    await page.goto(`/match/${id}?seat=1`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText()).toMatch(words);
    // No seat to take, no name to give: only the way back.
    expect(await page.locator('.take-seat, input').count()).toBe(0);
    expect(await page.getByRole('link', { name: /lobby|лобби|fuajee|back|назад|tagasi/i }).count()).toBe(1);
    await screenshot(page, `rules-gone-invite-${locale}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  }

  const page = await (await app.context()).newPage();
  await page.goto(`/replay/${id}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).innerText())
    .toMatch(/version 99 of its game’s rules/);
  await screenshot(page, 'rules-gone-replay');
  expect(await accessibilityViolations(page)).toEqual([]);
});
