// Matches that survive people, on the real server: two players online with a short time limit, one goes quiet,
// runs out of time and a bot takes his seat, then he comes back and plays on; chat between two browser profiles
// with a spectator who sees only the spectators' channel; a resignation and the end it makes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ServerMessage } from '../../protocol/index.ts';
import {
  accessibilityViolations,
  operatorSays,
  overflowingText,
  recordErrors,
  recordFrames,
  screenshot,
  startApp,
  type App,
} from './harness.ts';

/** The match clock runs six times faster: the 2-minute reserve lasts 20 seconds, a returning player's 30 s five. */
const TIME_SCALE = 6;

const LANGUAGES = [
  ['Русский', 'ru'],
  ['Eesti', 'et'],
  ['English', 'en'],
] as const;

const ADMIN_TOKEN = 'operator-secret-0123456789';
let app: App;

/** `nocturne admin …` against this file's server, as the operator types it; what it printed. */
const admin = (...args: string[]) => operatorSays(app, ADMIN_TOKEN, args);
beforeAll(async () => {
  // A person disconnected for 6 s of the match clock (one second here) is away.
  app = await startApp({ timeScale: TIME_SCALE, awayAfterMs: 6000, adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await app?.close();
});

/** Ann creates an online tic-tac-toe (with a time limit when `limit` names one) and Bo takes the other seat. */
async function seatTwo(
  limit?: string,
): Promise<{ ann: Page; bo: Page; invite: string; errors: string[][]; annFrames: ServerMessage[] }> {
  const ann = await (await app.context()).newPage();
  const annFrames = recordFrames(ann).frames as ServerMessage[];
  const boContext = await app.context({ phone: true });
  const bo = await boContext.newPage();
  const errors = [recordErrors(ann), recordErrors(bo)];
  await ann.goto('/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('radio', { name: /Tic-tac-toe/ }).click();
  await ann.getByRole('radio', { name: /Online with friends/ }).check();
  if (limit) {
    await ann.getByLabel('Time limit').selectOption({ label: limit });
    expect(await ann.locator('.time-limit').innerText()).toContain('When a player runs out of time');
    expect(await accessibilityViolations(ann)).toEqual([]);
    await screenshot(ann, 'table-online-1-lobby-time-limit');
  }
  await ann.getByRole('button', { name: 'Create the match' }).click();
  const invite = await ann.locator('[data-invite]').inputValue();
  await bo.goto(invite);
  await bo.getByLabel('Your name').fill('Bo');
  await bo.getByRole('button', { name: 'Take the seat' }).click();
  await ann.getByText('Your turn!').waitFor();
  return { ann, bo, invite, errors, annFrames };
}

/** Marks the first free cell (or `cell`) and waits for the table to move on. */
async function mark(page: Page, cell?: string): Promise<void> {
  const version = await page.locator('.table-page').getAttribute('data-version');
  const target = cell
    ? page.locator(`[data-cell="${cell}"]`)
    : page.locator('[data-cell][role="button"]').first();
  await target.click();
  await page.locator(`.table-page:not([data-version="${version}"])`).waitFor();
}

it('a player who goes quiet runs out of time, a bot plays his seat, and he comes back and plays on', async () => {
  const { ann, bo, invite, errors } = await seatTwo('2 minutes + 10 seconds a move');
  const annBo = ann.locator('.player[data-seat="1"]');
  expect(await ann.locator('[data-table-rules]').innerText()).toBe(
    'Time limit: 2 minutes + 10 seconds a move · out of time, a bot plays on',
  );
  // Ann's clock runs on her turn; Bo's stands at the full reserve.
  await ann.locator('[data-clock="0"].running').waitFor();
  expect(await ann.locator('[data-clock="1"]').innerText()).toBe('◷ 2:00');
  await mark(ann, 'b2');

  // Bo's clock runs now; he closes his page and goes quiet.
  await bo.locator('[data-clock="1"].running').waitFor();
  await bo.close();
  await ann.getByText('Waiting for Bo…').waitFor();
  await screenshot(ann, 'table-online-2-bo-quiet');

  // His reserve runs out (20 seconds here): a bot takes his seat and moves for him.
  await annBo.getByText('out of time: a bot plays until they return').waitFor({ timeout: 60_000 });
  await ann.getByText('Your turn!').waitFor();
  expect(await ann.locator('.game-log').innerText()).toContain(
    'Bo ran out of time: a bot plays for them until they return.',
  );
  expect(await accessibilityViolations(ann)).toEqual([]);
  await screenshot(ann, 'table-online-3-bot-holds');

  // Bo comes back to his seat: the seat is his again, and when his turn comes he plays it.
  const back = await (await bo.context()).newPage();
  errors.push(recordErrors(back));
  await back.goto(new URL(invite).pathname);
  await annBo.getByText('online').waitFor();
  await expect.poll(() => annBo.locator('.player-tags').innerText()).not.toContain('a bot plays');
  expect(await ann.locator('.game-log').innerText()).toContain('Bo is back and plays again.');
  await mark(ann);
  await back.getByText('Your turn!').waitFor();
  expect(await back.locator('[data-clock="1"]').innerText()).toMatch(/^◔ 0:[0-3]\d$/);
  await mark(back);
  await ann
    .getByText(/Your turn!|You won|Winner|draw/)
    .first()
    .waitFor();
  await screenshot(back, 'table-online-4-bo-back-phone');
  expect(errors.flat()).toEqual([]);
});

it('at friends’ pace, a player who leaves is away, the other votes his seat to a bot, and he takes it back', async () => {
  const { ann, bo, invite, errors } = await seatTwo();
  const annBo = ann.locator('.player[data-seat="1"]');
  expect(await ann.locator('[data-table-rules]').count()).toBe(0);
  await mark(ann, 'b2');
  await bo.getByText('Your turn!').waitFor();
  await bo.close();
  await annBo.getByText('away for less than a minute').waitFor();
  await annBo.getByRole('button', { name: 'Hand to a bot: Bo' }).click();
  // Ann is the only other person connected: her vote passes, and the bot moves for Bo.
  await annBo.getByText('a bot plays until they return').waitFor();
  await ann.getByText('Your turn!').waitFor();
  expect(await ann.locator('.game-log').innerText()).toContain(
    'The table handed Bo’s seat to a bot until they return.',
  );
  expect(await accessibilityViolations(ann)).toEqual([]);
  await screenshot(ann, 'table-online-7-voted');

  const back = await (await bo.context()).newPage();
  errors.push(recordErrors(back));
  await back.goto(new URL(invite).pathname);
  await expect.poll(() => annBo.locator('.player-tags').innerText()).toBe('online');
  expect(await ann.locator('.game-log').innerText()).toContain('Bo is back and plays again.');
  await mark(ann);
  await back.getByText('Your turn!').waitFor();
  await mark(back);
  expect(errors.flat()).toEqual([]);
});

it('chats between two players, apart from a spectator’s channel, and ends with a resignation', async () => {
  const { ann, bo, errors, annFrames } = await seatTwo();
  const annChat = ann.getByRole('region', { name: 'Table chat' });
  const boChat = bo.getByRole('region', { name: 'Table chat' });
  await annChat.getByRole('textbox', { name: 'Message' }).fill('Hello Bo, good luck');
  await annChat.getByRole('button', { name: 'Send' }).click();
  await boChat.getByText('Hello Bo, good luck').waitFor();
  await boChat.getByRole('button', { name: 'Good game' }).click();
  await annChat.locator('.chat-text', { hasText: 'Good game' }).waitFor();

  // A spectator: the spectators' channel only, nothing of the players' on the page or on the wire.
  const cy = await (await app.context()).newPage();
  errors.push(recordErrors(cy));
  const cyFrames = recordFrames(cy).frames as ServerMessage[];
  await cy.goto('/');
  await cy.getByLabel('Your name').fill('Cy');
  await cy.getByLabel('Your name').blur();
  // This match's own line (other tests' matches have an Ann too), found in the lobby as a newcomer finds it.
  const matchPath = new URL(ann.url()).pathname;
  await cy
    .locator(`.match-lists li:has(a[href="${matchPath}"])`)
    .getByRole('link', { name: 'Watch' })
    .click();
  const cyChat = cy.getByRole('region', { name: 'Spectators’ chat' });
  await cyChat.waitFor();
  await cyChat.getByRole('textbox', { name: 'Message' }).fill('Who will win?');
  await cyChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await cyChat.getByText('Who will win?').waitFor();
  expect(await cyChat.locator('.chat-name').allInnerTexts()).toEqual(['Cy']);
  // One's own line offers no mute.
  expect(await cyChat.getByRole('button', { name: /Mute/ }).count()).toBe(0);
  expect(await cy.locator('.chat-text').allInnerTexts()).toEqual(['Who will win?']);
  expect(await cy.locator('body').innerText()).not.toContain('Hello Bo');
  expect(JSON.stringify(cyFrames)).not.toMatch(/Hello Bo|Good game/);
  // …and the players never hear it.
  await annChat.getByRole('textbox', { name: 'Message' }).fill('Still there?');
  await annChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await boChat.getByText('Still there?').waitFor();
  expect(await bo.locator('.chat-text').allInnerTexts()).toEqual([
    'Hello Bo, good luck',
    'Good game',
    'Still there?',
  ]);
  expect(JSON.stringify(annFrames)).toContain('Still there?');
  expect(JSON.stringify(annFrames)).not.toContain('Who will win?');
  expect(await accessibilityViolations(cy)).toEqual([]);
  await screenshot(cy, 'table-online-5-spectator');

  // No text overflows its box, in any language, at a player's desk, on a phone and as a spectator (the Russian
  // chat box once cut its hint to «Напишите чт»).
  for (const page of [ann, bo, cy]) {
    for (const [language, code] of LANGUAGES) {
      await page.getByRole('button', { name: language }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(code);
      expect(await overflowingText(page), `${code} ${page === bo ? 'phone' : 'desktop'}`).toEqual([]);
    }
  }
  await screenshot(bo, 'table-online-5b-phone-english');

  // Bo resigns, confirming it: Ann wins, and everyone is told why.
  await bo.getByRole('button', { name: 'Resign' }).click();
  await bo
    .getByRole('dialog', { name: 'Resign this match?' })
    .getByRole('button', { name: 'Resign' })
    .click();
  await ann.locator('.end-screen').getByText('You won!').waitFor();
  expect(await ann.locator('.end-reason').innerText()).toBe('Bo resigned.');
  expect(await cy.locator('.end-reason').innerText()).toBe('Bo resigned.');
  expect(await bo.locator('.end-screen tr', { hasText: 'Bo' }).innerText()).toMatch(/lost, resigned/);
  expect(await accessibilityViolations(ann)).toEqual([]);
  await screenshot(ann, 'table-online-6-resigned');

  // The replay tells it too.
  await ann.locator('.end-screen').getByRole('link', { name: 'Watch the replay' }).click();
  await ann.waitForURL(/\/replay\//);
  await ann.getByRole('button', { name: 'End' }).click();
  await expect.poll(() => ann.locator('.game-log').innerText()).toContain('Bo resigned.');
  expect(errors.flat()).toEqual([]);
});

it('the operator mutes a player’s chat and ends the match: each screen says why', async () => {
  const { ann, bo, errors } = await seatTwo();
  const match = /\/match\/([^/?#]+)/.exec(ann.url())![1];
  const annChat = ann.getByRole('region', { name: 'Table chat' });
  const boChat = bo.getByRole('region', { name: 'Table chat' });
  await boChat.getByRole('textbox', { name: 'Message' }).fill('buy cheap gold at example.com');
  await boChat.getByRole('button', { name: 'Send' }).click();
  await annChat.getByText('buy cheap gold').waitFor();
  // The operator finds the line and where it came from, and mutes that address in this match.
  expect(await admin('chat', match)).toMatch(
    / players {2}Bo \(127\.0\.0\.1\): buy cheap gold at example\.com\n$/,
  );
  expect(await admin('mute', match, '127.0.0.1')).toContain('Muted 127.0.0.1');
  await boChat.getByRole('textbox', { name: 'Message' }).fill('hello?');
  await boChat.getByRole('button', { name: 'Send' }).click();
  await boChat
    .getByRole('alert')
    .getByText('The server’s operator has muted chat from your connection in this match.')
    .waitFor();
  expect(await ann.locator('.chat-text').allInnerTexts()).toEqual(['buy cheap gold at example.com']);
  // Then ends the match: both tables end, nobody won, and both say the operator ended it.
  expect(await admin('list')).toContain(match);
  expect(await admin('halt', match)).toContain(`Ended match ${match}`);
  for (const page of [ann, bo]) {
    const end = page.locator('.end-screen');
    await end.waitFor();
    expect(await end.innerText()).toContain('The server’s operator ended the match.');
    expect(await end.innerText()).not.toMatch(/You won|Winner/);
    // Nobody won it, and nobody lost it either: it was not played out.
    expect(await end.locator('tbody td').allInnerTexts()).toEqual(['not played out', 'not played out']);
  }
  expect(await ann.locator('.game-log').innerText()).toContain('The server’s operator ended the match.');
  expect(await accessibilityViolations(bo)).toEqual([]);
  await screenshot(bo, 'table-online-8-halted-phone');
  expect(await admin('list')).not.toContain(match);
  expect(errors.flat()).toEqual([]);
});
