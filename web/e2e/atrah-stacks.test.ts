// The board shows no card that is gone (issue 16). With motion on, after every move of a whole solo game against a
// bot and at every step of its replay, the card a person sees on each stack is that stack's top card as the
// engine replays the record. A taken card's copy that never fades (a production build once dropped its leaving
// animation) fails it: the copy hides the new top.
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Match, type MatchRecord } from '../../engine/index.ts';
import { FAMILIES, familyOf, valueOf } from '../../games/atrah/content.ts';
import { atrah } from '../../games/atrah/index.ts';
import { atrahPresentation } from '../../games/atrah/presentation.ts';
import { createSoloAtrah, readStacks, stacksSeen, version, type StackSeen } from './atrah-play.ts';
import { recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  // The bot moves at once: the page is handed each move only once we have read the one before (`oneMoveAtATime`).
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Each stack's top card after the first `moves` moves of a record, as the engine replays it. */
function topsAt(record: MatchRecord, moves: number): number[] {
  return Match.replay(atrah, { ...record, log: record.log.slice(0, moves) }).view('spectator').tops;
}

/** What a person should see on a stack whose top is `top`: the card's value and family, or the empty place. */
function faceOf(top: number): string {
  return top < 0
    ? 'empty'
    : `${valueOf(top)} ${atrahPresentation.texts.en[`family.${FAMILIES[familyOf(top)]}`]}`;
}

/** Where a reading differs from the engine's tops, said as a person would report it. */
function mismatches(stacks: readonly StackSeen[], tops: readonly number[], when: string): string[] {
  expect(stacks).toHaveLength(6);
  return stacks
    .filter((s) => s.face !== faceOf(tops[s.stack]) || s.opacity < 0.5)
    .map(
      (s) =>
        `${when}, stack ${s.stack + 1} shows ${s.face ?? 'no card'} (opacity ${s.opacity.toFixed(2)}); ` +
        `its top is ${faceOf(tops[s.stack])}`,
    );
}

/**
 * Holds back what the server sends the page so that it draws one move at a time: each update (a move) waits
 * until `next()` lets one more through, and whatever comes after a held update waits behind it, in order. The
 * page's own moves go to the server at once. Every version then stays on the page until we have read it, as a
 * bot's pause of a few seconds gave us before, without the wait.
 */
async function oneMoveAtATime(page: Page): Promise<{ next(): void }> {
  let allowed = 0;
  const held: string[] = [];
  let toPage: WebSocketRoute | null = null;
  const flush = () => {
    while (held.length > 0) {
      const isUpdate = (JSON.parse(held[0]) as { type: string }).type === 'update';
      if (isUpdate && allowed === 0) return;
      if (isUpdate) allowed--;
      toPage!.send(held.shift()!);
    }
  };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    toPage = ws;
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      held.push(String(message));
      flush();
    });
  });
  return {
    next() {
      allowed = 1;
      flush();
    },
  };
}

const copiesIn = (readings: Iterable<readonly StackSeen[]>) =>
  [...readings].flat().reduce((n, s) => n + s.copies, 0);

let match = '';
let record: MatchRecord;

it('shows each stack’s top card after every move of a solo game, with motion on', async () => {
  const started = Date.now();
  const page = await (await app.context({ motion: true })).newPage();
  const errors = recordErrors(page);
  const moves = await oneMoveAtATime(page);
  // Seat 1 begins, so that the first version waits for us to read it.
  await createSoloAtrah(page, 'Eve', 2, { first: 'Seat 1 begins' });
  match = page.url().split('/match/')[1];
  const board = page.locator('.atrah');
  await board.waitFor();

  const seen = new Map<number, StackSeen[]>();
  let slowest = 0; // ms, the longest reading
  const end = page.locator('.end-screen');
  for (let guard = 0; ; guard++) {
    expect(guard).toBeLessThan(300);
    if (await end.isVisible()) {
      // What the table shows under the end screen, once it is put aside.
      await end.getByRole('button', { name: /look at the table/i }).click();
      const last = await stacksSeen(page);
      seen.set(last.version, last.stacks);
      break;
    }
    const reading = Date.now();
    const { version: now, stacks } = await stacksSeen(page);
    slowest = Math.max(slowest, Date.now() - reading);
    seen.set(now, stacks);
    // Read: the next move may reach the page (ours, when it is our turn, or the bot's).
    moves.next();
    const option = board.locator('[data-option]').first();
    if (await option.isVisible()) {
      await option.click();
      await board.locator('.at-confirm:not([disabled])').click();
    }
    await Promise.race([
      page.locator(`.table-page:not([data-version="${now}"])`).waitFor({ timeout: 30_000 }),
      end.waitFor({ state: 'visible', timeout: 30_000 }),
    ]);
  }
  await screenshot(page, 'atrah-stacks-1-end');

  const played = await version(page);
  record = (await (await fetch(`${app.base}/api/matches/${match}/record`)).json()) as MatchRecord;
  expect(record.log).toHaveLength(played);
  // Every version was read, from the empty log to the last move.
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: played + 1 }, (_, v) => v));
  const wrong = [...seen].flatMap(([v, stacks]) => mismatches(stacks, topsAt(record, v), `after move ${v}`));
  expect(wrong).toEqual([]);
  // The animations ran: cards left their stacks as copies flying off, many times.
  expect(copiesIn(seen.values())).toBeGreaterThan(20);
  expect(errors).toEqual([]);
  console.log(
    `e2e atrah stacks: ${played} moves read (the slowest reading ${slowest} ms), ` +
      `${copiesIn(seen.values())} leaving copies, ${Date.now() - started} ms`,
  );
}, 400_000);

it('shows each stack’s top card at every step of the replay, with motion on', async () => {
  expect(match).not.toBe('');
  const started = Date.now();
  const page = await (await app.context({ motion: true })).newPage();
  const errors = recordErrors(page);
  await page.goto(`/replay/${match}`);
  const total = record.log.length;
  const step = page.locator('.replay-step');
  // The replay opens at the start, paused: every step below is taken by hand.
  await expect.poll(() => step.innerText()).toBe(`Move 0 of ${total}`);

  const readings: StackSeen[][] = [];
  const wrong: string[] = [];
  for (let k = 0; k <= total; k++) {
    if (k > 0) {
      await page.getByRole('button', { name: 'Forward' }).click();
      await expect.poll(() => step.innerText()).toBe(`Move ${k} of ${total}`);
    }
    const stacks = await readStacks(page);
    readings.push(stacks);
    wrong.push(...mismatches(stacks, topsAt(record, k), `replay step ${k}`));
  }
  expect(readings).toHaveLength(total + 1);
  expect(wrong).toEqual([]);
  expect(copiesIn(readings)).toBeGreaterThan(20);
  await screenshot(page, 'atrah-stacks-2-replay');
  expect(errors).toEqual([]);
  console.log(`e2e atrah replay stacks: ${total} steps read, ${Date.now() - started} ms`);
}, 300_000);
