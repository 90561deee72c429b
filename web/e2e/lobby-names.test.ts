// The lobby's lists of matches, as a person reads them: the creator sits in their seat from the moment the match
// exists (it is never shown free), and each name stands apart from the rest of its line, whatever its direction.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

it('shows the creator seated at once, and every name isolated from the rest of the line', async () => {
  // Someone creates an online match from the lobby under a right-to-left name that ends in a number.
  const maryam = await (await app.context()).newPage();
  const errors = recordErrors(maryam);
  await maryam.goto('/');
  await maryam.getByLabel('Your name').fill('مريم 2');
  await maryam.getByRole('radio', { name: /Tic-tac-toe/ }).click();
  await maryam.getByRole('radio', { name: /Online with friends/ }).check();
  await maryam.getByRole('button', { name: 'Create the match' }).click();
  await maryam.locator('[data-invite]').waitFor();

  // Another person's lobby: the match waits for one player, and its creator's seat is hers, not free.
  const other = await (await app.context({ phone: true })).newPage();
  errors.push(...recordErrors(other));
  await other.goto('/');
  const line = other.locator('.match-lists li', { hasText: 'مريم 2' });
  await line.waitFor();
  expect(await line.locator('.match-seats bdi').allInnerTexts()).toEqual(['مريم 2', 'Seat 2 (free)']);
  expect(await line.getByRole('link', { name: /Join as seat/ }).allInnerTexts()).toEqual(['Join as seat 2']);
  // Isolated, the name keeps its own direction and the line its own: the name's box comes first, on the left.
  const [name, free] = await line
    .locator('.match-seats bdi')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
  expect(name).toBeLessThan(free);
  await screenshot(other, 'lobby-names-phone');
  expect(errors).toEqual([]);
});
