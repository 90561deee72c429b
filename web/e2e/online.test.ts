// Two people on two devices: Ann creates an online Liar's Dice match, Bo joins by the invite link, and they
// play it out. Neither page ever shows the other's dice, and neither WebSocket ever carries them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Match, type MatchRecord } from '../../engine/index.ts';
import { liarsDice } from '../../games/liars-dice/index.ts';
import type { ServerMessage } from '../../protocol/index.ts';
import {
  accessibilityViolations,
  playLiarsDiceToTheEnd,
  recordErrors,
  recordFrames,
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

type Frame = ServerMessage;
/** A seat's view holds these and nothing else: its own dice, and of the others only how many they have. */
const VIEW_KEYS = [
  'bids',
  'counts',
  'dicePerPlayer',
  'eliminated',
  'lastChallenge',
  'ownDice',
  'round',
  'turn',
  'viewer',
];

/** The hand a page's own frames say it holds at a version (waiting for that frame to arrive). */
async function handAt(frames: Frame[], version: number): Promise<number[] | null> {
  for (let i = 0; i < 100; i++) {
    const frame = frames.findLast(
      (f) => (f.type === 'sync' || f.type === 'update') && f.version === version,
    ) as { view: { ownDice: number[] | null } } | undefined;
    if (frame) return frame.view.ownDice;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no frame at version ${version}`);
}

/** Everything a person or a screen reader gets from the page, outside the public reveal of the last call. */
async function pageText(page: Page): Promise<string> {
  let text = await page.locator('body').innerText();
  for (const reveal of await page.locator('[data-reveal]').allInnerTexts()) text = text.replace(reveal, '');
  const labels = await page
    .locator('[aria-label]:not([data-reveal] *)')
    .evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-label') ?? ''));
  return `${text}\n${labels.join('\n')}`;
}

it('plays an online match through an invite link; each side sees only its own dice', async () => {
  const started = Date.now();
  const ann = await (await app.context()).newPage();
  const bo = await (await app.context({ phone: true })).newPage();
  const errors = [...[ann, bo].map(recordErrors)];
  const annFrames = recordFrames(ann).frames as Frame[];
  const boFrames = recordFrames(bo).frames as Frame[];

  await ann.goto('/');
  await ann.getByLabel('Your name').fill('Ann');
  await ann.getByRole('radio', { name: /Liar’s Dice/ }).click();
  await ann.getByRole('radio', { name: /Online with friends/ }).check();
  await ann.getByLabel('Players').selectOption('2');
  await ann.getByRole('button', { name: 'Create the match' }).click();
  await ann.getByRole('heading', { name: 'Waiting for players' }).waitFor();
  const invite = await ann.locator('[data-invite]').inputValue();
  expect(invite).toMatch(/\/match\/[\w-]+\?seat=1&from=0$/);
  await screenshot(ann, 'online-1-invite');

  // The invite names the game, who invites, the seat, and who sits at the table already.
  await bo.goto(invite);
  await bo.getByRole('heading', { name: 'Ann invites you to play Liar’s Dice' }).waitFor();
  expect(await bo.locator('.take-seat').innerText()).toMatch(/Your seat: Seat 2\s+At the table: Ann/);
  expect(await accessibilityViolations(bo)).toEqual([]);
  await screenshot(bo, 'online-1b-invited-phone');
  await bo.getByLabel('Your name').fill('Bo');
  await bo.getByRole('button', { name: 'Take the seat' }).click();
  await ann.getByText('Your turn!').waitFor();
  await bo.getByText(/Waiting for Ann/).waitFor();
  await screenshot(bo, 'online-2-bo-phone');

  // A third person watches from the lobby's list: every hand face down, no moves to make.
  const watcher = await (await app.context()).newPage();
  errors.push(recordErrors(watcher));
  await watcher.goto('/');
  await watcher.getByRole('link', { name: 'Watch' }).first().click();
  await watcher.getByText(/You are watching/).waitFor();
  expect(await watcher.locator('[data-hand] [data-face="hidden"]').count()).toBe(10);
  expect(
    await watcher.locator('[data-hand] [data-face]:not([data-face="hidden"]), [data-move]').count(),
  ).toBe(0);
  await watcher.close();

  const pages = [
    { page: ann, seat: 0, frames: annFrames, other: boFrames },
    { page: bo, seat: 1, frames: boFrames, other: annFrames },
  ];
  let checks = 0;
  const results = await Promise.all(
    pages.map(({ page, seat, frames, other }) =>
      playLiarsDiceToTheEnd(page, async () => {
        const version = Number(await page.locator('.table-page').getAttribute('data-version'));
        const mine = await handAt(frames, version);
        const theirs = await handAt(other, version);
        // The board draws the other hand face down, and names the faces of one's own only.
        expect(
          await page.locator(`[data-hand="${1 - seat}"] [data-face]:not([data-face="hidden"])`).count(),
        ).toBe(0);
        expect(await page.locator(`[data-hand="${seat}"] [data-face="hidden"]`).count()).toBe(0);
        const text = await pageText(page);
        expect(text).toContain(`Your dice: ${mine!.join(' ')}`);
        // Nor is their hand written anywhere, as a whole hand (unless it happens to equal one of ours).
        const ours = new Set(
          frames.flatMap((f) => ('view' in f ? [(f.view as { ownDice: number[] }).ownDice.join(' ')] : [])),
        );
        if (theirs && theirs.length >= 2 && !ours.has(theirs.join(' '))) {
          expect(text).not.toMatch(new RegExp(`(^|[^\\d ])${theirs.join(' ')}($|[^\\d ])`));
        }
        checks++;
      }),
    ),
  );
  expect(results[0] + results[1]).toBeGreaterThan(2);
  await screenshot(ann, 'online-3-ann-end');
  await screenshot(bo, 'online-4-bo-end');

  // The wire: replay the now public record and check every frame each side got against the truth.
  const id = new URL(ann.url()).pathname.split('/').pop()!;
  const record = (await (await fetch(`${app.base}/api/matches/${id}/record`)).json()) as MatchRecord;
  const truth: number[][][] = [];
  for (let version = 0; version <= record.log.length; version++) {
    const match = Match.replay(liarsDice, { ...record, log: record.log.slice(0, version) });
    truth.push(match.state.dice.map((hand) => hand.slice()));
  }
  for (const { seat, frames } of pages) {
    const other = 1 - seat;
    let states = 0;
    for (const frame of frames) {
      if (frame.type !== 'sync' && frame.type !== 'update') continue;
      states++;
      const view = frame.view as {
        ownDice: number[];
        round: number;
        lastChallenge: { round: number } | null;
      };
      expect(view.ownDice).toEqual(truth[frame.version][seat]);
      expect(Object.keys(view).sort()).toEqual(VIEW_KEYS);
      if (view.lastChallenge && !frame.outcome) expect(view.lastChallenge.round).toBeLessThan(view.round);
      const entries = frame.type === 'sync' ? frame.history : frame.entries;
      for (const entry of entries) {
        for (const event of entry.events as { type: string; dice?: (number[] | null)[] }[]) {
          if (event.type === 'rolled') {
            // A new round: the other seat's fresh roll is not there, only its own.
            const hand = event.dice![other];
            expect(hand === null || hand.length === 0).toBe(true);
            expect(event.dice![seat]).toEqual(truth[entry.version][seat]);
          }
          if (event.type === 'challenged') {
            // The rules' reveal: the round that just ended, shown to everyone once it is over.
            expect(event.dice).toEqual(truth[entry.version - 1]);
          }
        }
      }
    }
    expect(states).toBeGreaterThan(2);
  }
  expect(checks).toBeGreaterThan(2);
  expect(errors.flat()).toEqual([]);
  console.log(
    `e2e online: ${results[0] + results[1]} moves, ${checks} page checks, ${Date.now() - started} ms`,
  );
});
