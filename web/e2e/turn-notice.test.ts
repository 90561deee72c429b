// The turn notice: when it becomes your turn while the tab is hidden, the title says so, and, if the player turned
// notices on at the table (the browser's permission asked on that click, never before), a system notification
// appears; a click on it brings the tab back. The Notifications API and the tab's visibility are stood in for by an
// init script, which records what the page asks of them.
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

interface NoticeLog {
  requests: number;
  focus: number;
  notices: { title: string; body: string; tag: string; closed: boolean }[];
}

/** A browser whose permission prompt answers `answer`, and whose tab is hidden when the test says so. */
function standIns(answer: 'granted' | 'denied') {
  return `(() => {
    const log = { requests: 0, focus: 0, notices: [] };
    window.__noticeLog = log;
    let permission = 'default';
    class StandIn {
      static get permission() { return permission; }
      static requestPermission() { log.requests++; permission = '${answer}'; return Promise.resolve(permission); }
      constructor(title, init) {
        Object.assign(this, { title, body: init && init.body, tag: init && init.tag, closed: false, onclick: null });
        log.notices.push(this);
      }
      close() { this.closed = true; }
    }
    window.Notification = StandIn;
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event('visibilitychange')); };
    window.focus = () => { log.focus++; };
  })();`;
}

const noticeLog = (page: Page): Promise<NoticeLog> =>
  page.evaluate('({ ...__noticeLog, notices: __noticeLog.notices.map((n) => ({ ...n, onclick: null })) })');
const setHidden = (page: Page, hidden: boolean) => page.evaluate(`__setHidden(${hidden})`);

async function bid(page: Page): Promise<void> {
  const version = await page.locator('.table-page').getAttribute('data-version');
  await page.locator('[data-move="bid"]').click();
  await page.locator(`.table-page:not([data-version="${version}"])`).waitFor();
}

it('notifies a hidden tab of its turn once the player allowed it, and a click brings the tab back', async () => {
  const annContext = await app.context();
  await annContext.addInitScript(standIns('granted'));
  const boContext = await app.context({ phone: true });
  await boContext.addInitScript(standIns('denied'));
  const ann = await annContext.newPage();
  const bo = await boContext.newPage();
  const errors = [recordErrors(ann), recordErrors(bo)];

  await ann.goto('/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('radio', { name: /Liar’s Dice/ }).click();
  await ann.getByRole('radio', { name: /Online with friends/ }).check();
  await ann.getByLabel('Players').selectOption('2');
  await ann.getByRole('button', { name: 'Create the match' }).click();
  const invite = await ann.locator('[data-invite]').inputValue();
  await bo.goto(invite);
  await bo.getByLabel('Your name').fill('Bo');
  await bo.getByRole('button', { name: 'Take the seat' }).click();
  await ann.getByText('Your turn!').waitFor();

  // The switch is off, and the browser has not been asked anything yet.
  const annSwitch = ann.getByRole('button', { name: 'Notify me on my turn' });
  expect(await annSwitch.getAttribute('aria-pressed')).toBe('false');
  expect((await noticeLog(ann)).requests).toBe(0);
  await annSwitch.click();
  await ann.locator('.notice-switch button[aria-pressed="true"]').waitFor();
  expect((await noticeLog(ann)).requests).toBe(1);
  expect(await accessibilityViolations(ann)).toEqual([]);

  // Bo's browser refuses: his switch stays off and says where the choice is made.
  const boSwitch = bo.getByRole('button', { name: 'Notify me on my turn' });
  await boSwitch.click();
  await bo.getByRole('alert').filter({ hasText: 'blocks notifications' }).waitFor();
  expect(await boSwitch.getAttribute('aria-pressed')).toBe('false');
  expect(await accessibilityViolations(bo)).toEqual([]);
  await screenshot(bo, 'notice-1-refused-phone');

  // Ann bids and looks away; Bo bids: her hidden tab gets the notice, and its title says it is her turn.
  await bid(ann);
  await setHidden(ann, true);
  await bo.getByText('Your turn!').waitFor();
  await bid(bo);
  await ann.waitForFunction(`document.title.startsWith('▶ Your turn')`);
  let log = await noticeLog(ann);
  expect(log.notices).toHaveLength(1);
  expect(log.notices[0]).toMatchObject({
    title: 'Your turn in Liar’s Dice',
    body: 'The table is waiting for you. Click to go back.',
    closed: false,
  });
  expect(log.notices[0].tag).toMatch(/^[\w-]+$/);
  expect(await ann.title()).toBe('▶ Your turn · Liar’s Dice');
  // Bo, who did not allow it, gets none when his turn comes while he looks away.
  await setHidden(bo, true);

  // A click on the notice brings the tab forward and closes it.
  await ann.evaluate('__noticeLog.notices[0].onclick()');
  await setHidden(ann, false);
  log = await noticeLog(ann);
  expect(log.focus).toBe(1);
  expect(log.notices[0].closed).toBe(true);

  // In a tab being looked at, the turn gives no notice: the banner is enough.
  await bid(ann);
  await bo.getByText('Your turn!').waitFor();
  expect((await noticeLog(bo)).notices).toHaveLength(0);
  await setHidden(bo, false);
  await bid(bo);
  await ann.getByText('Your turn!').waitFor();
  expect((await noticeLog(ann)).notices).toHaveLength(1);
  await screenshot(ann, 'notice-2-allowed');

  // Turning it off keeps it off.
  await annSwitch.click();
  await ann.locator('.notice-switch button[aria-pressed="false"]').waitFor();
  expect(await ann.evaluate(`localStorage.getItem('nocturne.notify')`)).toBe('off');
  expect(errors.flat()).toEqual([]);
});
