// Midnighters online, two people on two devices: Ann creates the match with the Director's layout and Bo joins
// by the invite link; one of them is the Director and lays out the map by clicks. Played through the board (to
// the end, or for 120 moves), with traps set and sprung. At every move, and in every WebSocket frame, neither
// side holds the other's hand or the cards of the other's traps, beyond what the rules show: an open hand under
// the Blue nightmare, a hand looked at in the Motel, a turn taken by a Dream Catcher trap.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ServerMessage } from '../../protocol/index.ts';
import { playMidnighters, type Snapshot } from './midnighters-play.ts';
import {
  accessibilityViolations,
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

interface SeenView {
  version?: number;
  hands: (number | null)[][];
  traps: { cards: [number, number] | null; location: number }[][];
  nightmares: number[][];
}
type Event = {
  victim?: number;
  type: string;
  seat?: number;
  cards?: unknown;
  with?: unknown;
  card?: unknown;
  hand?: unknown;
  kind?: unknown;
  open?: boolean;
  target?: number;
};

const BLUE = 97;

function views(frames: ServerMessage[]): { version: number; view: SeenView }[] {
  return frames.flatMap((f) =>
    f.type === 'sync' || f.type === 'update' ? [{ version: f.version, view: f.view as SeenView }] : [],
  );
}
function eventsOf(frames: ServerMessage[]): Event[] {
  return frames.flatMap((f) =>
    f.type === 'sync' || f.type === 'update'
      ? (f.type === 'sync' ? f.history : f.entries).flatMap((e) => e.events as Event[])
      : [],
  );
}

/**
 * The wire: `reader`'s frames never carry the cards of `other`'s traps, nor its hand, nor what `other` drew,
 * swapped or laid face down — except what the rules show: an open hand under the Blue nightmare (and a trap laid
 * from it), a hand looked at in the Motel, a turn (and the trap set in it) that the reader's Dream Catcher trap took.
 */
function checkWire(frames: ServerMessage[], reader: number, other: number): number {
  let looked = false;
  let controlled = false;
  let shownTraps = 0;
  let wasOpen = false;
  let checked = 0;
  for (const f of frames) {
    if (f.type !== 'sync' && f.type !== 'update') continue;
    const view = f.view as SeenView;
    const open = view.nightmares[other].includes(BLUE);
    // A hand once open stays known, card by card, until its cards move (the Blue nightmare handed on or shed).
    wasOpen ||= open;
    const events = (f.type === 'sync' ? f.history : f.entries).flatMap((e) => e.events as Event[]);
    for (const e of events) {
      if (e.type === 'looked' && e.seat === reader && e.target === other) looked = true;
      if (e.type === 'controls' && e.seat === reader && e.victim === other) controlled = true;
      if (e.seat !== other) continue;
      if (e.type === 'trap-set' && e.with !== null) {
        expect(open || controlled, 'a trap of the other’s told to the reader').toBe(true);
        shownTraps++;
      }
      // What the other draws, swaps or discards face down, unless its hand was open or the reader played its turn.
      if (
        (e.type === 'drew' || e.type === 'swapped' || e.type === 'discarded') &&
        !e.open &&
        !wasOpen &&
        !controlled
      ) {
        if (e.type === 'drew') expect((e.cards as unknown[]).every((c) => c === null)).toBe(true);
        else expect(e.card ?? null).toBeNull();
      }
    }
    const known = view.traps[other].filter((t) => t.cards !== null).length;
    expect(known, 'the other’s traps known to the reader').toBeLessThanOrEqual(shownTraps);
    if (!wasOpen && !looked && !controlled)
      expect(
        view.hands[other].filter((c) => c !== null),
        `the other's hand known to seat ${reader} at version ${f.version}`,
      ).toEqual([]);
    checked++;
  }
  return checked;
}

/**
 * The page shows no more than the reader's view holds: no kind of the other's traps it does not know, and no card
 * of the other's hand or traps (as the other's own view has them) outside what it was shown.
 */
async function checkPage(
  page: Page,
  me: number,
  mine: SeenView | undefined,
  truth: SeenView | undefined,
): Promise<void> {
  const other = 1 - me;
  const known = mine ? mine.traps[other].filter((t) => t.cards !== null).length : 0;
  expect(await page.locator(`.mn-trap-mark.mn-seat-${other} svg`).count()).toBeLessThanOrEqual(known);
  if (known === 0)
    expect(await page.locator(`[data-traps="${other}"]`).allInnerTexts()).not.toContainEqual(
      expect.stringMatching(/Suspense and/),
    );
  if (!truth || !mine || truth.nightmares[other].includes(BLUE)) return;
  const secret = new Set<number>([
    ...truth.hands[other].filter((c): c is number => c !== null),
    ...truth.traps[other].flatMap((t, i) => (mine.traps[other][i]?.cards ? [] : (t.cards ?? []))),
  ]);
  for (const card of mine.hands[other]) if (card !== null) secret.delete(card);
  const shown = await page.locator('.mn [data-card]').evaluateAll(
    (els, seat) =>
      els
        // Shown by the rules: a Motel's look, a Dream Catcher's, a hand whose turn this seat plays.
        .filter(
          (e) => !e.closest(`.mn-seen, .mn-prompt, .mn-played, [data-hand-of]:not([data-hand-of="${seat}"])`),
        )
        .map((e) => Number(e.getAttribute('data-card'))),
    me,
  );
  for (const card of shown) expect(secret.has(card), `card ${card} of the other's on the page`).toBe(false);
}

async function viewAt(frames: ServerMessage[], version: number): Promise<SeenView | undefined> {
  for (let i = 0; i < 40; i++) {
    const found = views(frames).findLast((v) => v.version === version);
    if (found) return found.view;
    await new Promise((r) => setTimeout(r, 25));
  }
  return undefined;
}

it(
  'keeps each hand and each trap from the other player, on the page and on the wire',
  { timeout: 240_000 },
  async () => {
    const started = Date.now();
    const ann = await (await app.context()).newPage();
    const bo = await (await app.context()).newPage();
    const errors = [ann, bo].map(recordErrors);
    const annFrames = recordFrames(ann).frames as ServerMessage[];
    const boFrames = recordFrames(bo).frames as ServerMessage[];

    await ann.goto('/');
    await ann.getByLabel('Your name').fill('Ann');
    await ann.getByRole('radio', { name: /Midnighters/ }).click();
    await ann.getByRole('radio', { name: /Online with friends/ }).check();
    await ann.getByLabel('Players').selectOption('2');
    expect(await ann.getByLabel('The dream map').locator('option:checked').innerText()).toBe(
      'Laid out by the Director',
    );
    await ann.getByRole('button', { name: 'Create the match' }).click();
    await ann.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    const invite = await ann.locator('[data-invite]').inputValue();
    await bo.goto(invite);
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Take the seat' }).click();
    await ann
      .locator('.mn[data-phase="arrange"]')
      .waitFor()
      .catch(async (e: unknown) => {
        throw new Error(`${String(e)}\n${await ann.locator('body').innerText()}\n${errors[0].join('\n')}`);
      });
    await bo
      .locator('.mn')
      .waitFor()
      .catch(async (e: unknown) => {
        throw new Error(`${String(e)}\n${await bo.locator('body').innerText()}\n${errors[1].join('\n')}`);
      });

    // One of the two is the Director: its page offers the empty cells and the next card; the other's waits.
    const director = Number(await ann.locator('.mn').getAttribute('data-director'));
    const [dPage, oPage] = director === 0 ? [ann, bo] : [bo, ann];
    await dPage.locator('[data-prompt="arrange"]').waitFor();
    expect(await dPage.locator('.mn-cell[data-target="place"]').count()).toBe(12);
    expect(await oPage.locator('.mn-status').innerText()).toMatch(
      /the Director, is laying out the dream map/,
    );
    // The printed setup is the default: the table names no option.
    expect(await dPage.locator('.played-with').count()).toBe(0);
    await screenshot(dPage, 'midnighters-online-1-arrange');

    let shotArrange = false;
    let shotWindow = false;
    const prompts = new Set<string>();
    const pages = [ann, bo];
    const frames = [annFrames, boFrames];
    const checks = [0, 0];
    // A whole game, or 120 moves between the two: enough pages and frames checked, in bounded time.
    let total = 0;
    const play = (me: number) =>
      playMidnighters(pages[me], {
        enough: () => total >= 120,
        traps: 2,
        spring: me === 1,
        onMove: async (_move, s: Snapshot) => {
          const page = pages[me];
          const version = Number(s.version);
          await checkPage(page, me, await viewAt(frames[me], version), await viewAt(frames[1 - me], version));
          checks[me]++;
          total++;
          if (
            s.phase === 'arrange' &&
            !shotArrange &&
            (await page.locator('.mn-place[data-location]').count()) >= 5
          ) {
            shotArrange = true;
            await screenshot(page, 'midnighters-online-2-arranging');
            expect(await accessibilityViolations(page)).toEqual([]);
          }
          if (s.phase === 'settle') await screenshot(page, 'midnighters-online-3-settle');
          if (s.prompt && s.prompt !== 'window' && !prompts.has(s.prompt) && prompts.size < 4) {
            prompts.add(s.prompt);
            await screenshot(page, `midnighters-online-prompt-${s.prompt}`);
            expect(await accessibilityViolations(page), s.prompt).toEqual([]);
          }
          if (s.prompt === 'window' && !shotWindow) {
            shotWindow = true;
            await screenshot(page, 'midnighters-online-4-window');
            expect(await accessibilityViolations(page)).toEqual([]);
          }
        },
      });
    const [a, b] = await Promise.all([play(0), play(1)]);
    await screenshot(ann, 'midnighters-online-5-ann-last');
    await screenshot(bo, 'midnighters-online-6-bo-last');

    const wire = checkWire(annFrames, 0, 1) + checkWire(boFrames, 1, 0);
    expect(wire).toBeGreaterThan(20);
    expect(checks[0] + checks[1]).toBeGreaterThan(15);
    // The Director's layout was played through the board: twelve cards laid, two avatars put down.
    const placed = eventsOf(annFrames).filter((e) => e.type === 'placed').length;
    expect(placed).toBe(12);
    expect(errors.flat()).toEqual([]);
    console.log(
      `e2e midnighters online: ${a.moves + b.moves} moves, ${a.trapsSet + b.trapsSet} traps, ` +
        `${a.windows + b.windows} windows, ${wire} frames checked, prompts ${[...a.prompts, ...b.prompts].join(' ')}, ` +
        `${Date.now() - started} ms`,
    );
  },
);
