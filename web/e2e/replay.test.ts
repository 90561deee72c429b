// A finished match, stepped back and forth in the browser (the engine replays the public record there), from
// the spectator's view and from one seat's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Match } from '../../engine/index.ts';
import { liarsDice } from '../../games/liars-dice/index.ts';
import {
  accessibilityViolations,
  carelessMatch,
  recordErrors,
  screenshot,
  startApp,
  type App,
} from './harness.ts';

let app: App;
beforeAll(async () => {
  // Reviews cheap enough for a test: 200 iterations a search.
  app = await startApp({
    reviewLimits: { iterations: 200, msPerSearch: 500, maxDecisions: 400, staleMs: 60_000, queued: 4 },
  });
});
afterAll(async () => {
  await app?.close();
});

async function botsOnlyMatch(base: string): Promise<string> {
  const created = await fetch(`${base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'liars-dice',
      players: 3,
      seats: [{ bot: 'heuristic' }, { bot: 'random' }, { bot: 'heuristic' }],
    }),
  });
  const { id } = (await created.json()) as { id: string };
  for (let i = 0; i < 200; i++) {
    const info = (await (await fetch(`${base}/api/matches/${id}`)).json()) as { status: string };
    if (info.status === 'finished') return id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the bots did not finish');
}

it('steps through a finished match as a spectator and as one seat', async () => {
  const started = Date.now();
  const id = await botsOnlyMatch(app.base);
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);

  // From the lobby's list of finished matches.
  await page.goto('/');
  await page.getByRole('link', { name: 'Replay' }).first().click();
  await page.waitForURL(new RegExp(`/replay/${id}$`));
  // It opens at the start, before the first move.
  const step = page.locator('.replay-step');
  await expect.poll(() => step.innerText()).toMatch(/^Move 0 of \d+$/);
  const total = Number((await step.innerText()).match(/of (\d+)/)![1]);
  expect(await page.locator('.game-log li').count()).toBe(0);
  expect(await page.locator('.replay-outcome').count()).toBe(0);

  // Auto-play moves on by itself at a readable pace, and pauses; the keyboard works it too.
  const autoPlay = page.getByRole('button', { name: 'Auto-play' });
  await autoPlay.click();
  expect(await autoPlay.getAttribute('aria-pressed')).toBe('true');
  const playedAt = Date.now();
  await expect.poll(() => step.innerText(), { timeout: 10_000 }).toBe(`Move 2 of ${total}`);
  expect(Date.now() - playedAt).toBeGreaterThan(2000);
  await autoPlay.focus();
  await page.keyboard.press('Enter');
  expect(await autoPlay.getAttribute('aria-pressed')).toBe('false');
  const paused = await step.innerText();
  await page.waitForTimeout(2500);
  expect(await step.innerText()).toBe(paused);

  // At the last move, the outcome as the record has it: who won (by the name the table shows) and why.
  await page.getByRole('button', { name: 'End' }).click();
  const record = (await (await fetch(`${app.base}/api/matches/${id}/record`)).json()) as {
    seats: { name: string }[];
  };
  const replayed = Match.replay(liarsDice, record as never);
  const outcome = page.locator('.replay-outcome');
  await outcome.waitFor();
  const names = await page.locator('.players .player-name').allInnerTexts();
  const winner = names[replayed.outcome()!.winners[0]];
  expect(await outcome.innerText()).toBe(`★ Winner: ${winner}, Last player with dice`);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => step.innerText()).toBe(`Move 0 of ${total}`);
  expect(await page.locator('.game-log li').count()).toBe(0);
  // The spectator sees no hand.
  expect(await page.locator('[data-hand] [data-face]:not([data-face="hidden"])').count()).toBe(0);

  // A move narrates one line or more (a challenge also tells the reveal and who lost a die), so the log is
  // compared with itself: it grows going forward and comes back to the same lines going back.
  const logLines = page.locator('.game-log li');
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect.poll(() => step.innerText()).toBe(`Move 1 of ${total}`);
  const afterOne = await logLines.allInnerTexts();
  expect(afterOne.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect.poll(() => step.innerText()).toBe(`Move 2 of ${total}`);
  const afterTwo = await logLines.allInnerTexts();
  expect(afterTwo.length).toBeGreaterThan(afterOne.length);
  expect(afterTwo.slice(0, afterOne.length)).toEqual(afterOne);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => step.innerText()).toBe(`Move 1 of ${total}`);
  expect(await logLines.allInnerTexts()).toEqual(afterOne);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => step.innerText()).toBe(`Move 2 of ${total}`);

  // As the first seat: its own hand shows, the others stay hidden.
  await page.getByLabel('Seen by').selectOption('0');
  await expect
    .poll(() => page.locator('[data-hand="0"] [data-face]:not([data-face="hidden"])').count())
    .toBe(5);
  expect(await page.locator('[data-hand="1"] [data-face]:not([data-face="hidden"])').count()).toBe(0);
  await screenshot(page, 'replay-1-seat');

  await page.getByRole('button', { name: 'End' }).click();
  await expect.poll(() => step.innerText()).toBe(`Move ${total} of ${total}`);
  expect(await page.locator('.replay-outcome').innerText()).toMatch(/Winner: .+Last player with dice/);
  await screenshot(page, 'replay-2-end');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  console.log(`e2e replay: ${total} moves, ${Date.now() - started} ms`);
});

it('reviews a seat’s own decisions: marks on the timeline, the largest in words, each a way to its moment', async () => {
  const { id, tokens } = await carelessMatch(app.base, 'liars-dice', [null, 'heuristic']);
  const context = await app.context();
  // This device holds seat 1's token, as it would after playing the match here.
  const ticket = JSON.stringify({ mode: 'solo', tokens: { 0: tokens[0] } });
  await context.addInitScript(`localStorage.setItem('nocturne.match.${id}', ${JSON.stringify(ticket)})`);
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto(`/replay/${id}?seat=0`);
  const panel = page.getByRole('region', { name: 'Your decisions, reviewed' });
  await panel.getByRole('button', { name: 'Review my decisions' }).click();
  const status = panel.locator('.review-status');
  await expect.poll(() => status.innerText(), { timeout: 60_000 }).toMatch(/decisions? reviewed/);
  const summary = await status.innerText();
  const [, reviewed, marked] = /^(\d+) decisions? reviewed; in (\d+) of them/.exec(summary)!;
  expect(Number(reviewed)).toBeGreaterThan(1);
  // Always bidding the least is careless: the bot finds clearly better choices, marked on the timeline.
  expect(Number(marked)).toBeGreaterThan(0);
  const marks = page.locator('.review-mark');
  expect(await marks.count()).toBe(Number(marked));
  const lines = panel.locator('.review-largest li');
  expect(await lines.count()).toBe(Math.min(3, Number(marked)));
  const first = await lines.first().innerText();
  expect(first).toMatch(
    /^Move (\d+): (Bid \d+ × \d+|Call liar) would have given you a \d+% chance, where (Bid \d+ × \d+|Call liar) gave \d+%\.$/,
  );
  // Its button goes to the moment of that choice, seen from the seat.
  await lines.first().getByRole('button').click();
  const move = Number(/^Move (\d+)/.exec(first)![1]);
  await expect
    .poll(() => page.locator('.replay-step').innerText())
    .toMatch(new RegExp(`^Move ${move - 1} of`));
  expect(await page.getByLabel('Seen by').inputValue()).toBe('0');
  await screenshot(page, 'replay-3-review');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Nobody else sees it: another device has no seat here and is offered no review.
  const other = await (await app.context()).newPage();
  await other.goto(`/replay/${id}`);
  await other.locator('.replay-step').waitFor();
  expect(await other.getByRole('region', { name: 'Your decisions, reviewed' }).count()).toBe(0);
  expect(errors).toEqual([]);
});
