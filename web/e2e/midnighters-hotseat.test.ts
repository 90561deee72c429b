// Midnighters at one screen: two players pass a phone, on a map dealt at random. Whenever the device changes
// hands the curtain hides the whole table — above all the hand — until the next player says they hold it, and
// the hand shown after it is the new player's own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playMidnighters, type PlayResult } from './midnighters-play.ts';
import { Rng } from '../../engine/index.ts';
import { DREAMWALK, HORROR, RED, STAR, TOWN_HALL } from '../../games/midnighters/content.ts';
import { haunt, table } from '../../games/midnighters/fixtures.ts';
import { midnighters, type MidnightersMove } from '../../games/midnighters/index.ts';
import { accessibilityViolations, recordErrors, screenshot, startApp, type App } from './harness.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const NAMES = ['Ann', 'Bo'];

/** While the curtain is down nothing of the table is on the page: no map, no hand, no card, no log. */
async function expectCurtainHidesAll(page: Page, next: string) {
  await page.getByRole('heading', { name: `Pass the device to ${next}` }).waitFor();
  expect(await page.locator('.mn, .mn-hand, [data-card], [data-cell], .board-area, .game-log').count()).toBe(
    0,
  );
  expect(await page.locator('body').innerText()).not.toMatch(/Your hand|Dreamwalk|Suspense/);
}

/** Creates a two-seat hot-seat match on a dealt map and plays it, checking every curtain and every hand shown. */
async function playOneMatch(page: Page, attempt: number, onHand: () => void): Promise<PlayResult> {
  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Midnighters/ }).click();
  await page.getByRole('radio', { name: /Hot-seat at this screen/ }).check();
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('Name of the player in seat 2').fill('Bo');
  // The online test plays the Director's layout; here the map is dealt, and play begins at once.
  await page.getByLabel('The dream map').selectOption({ label: 'Dealt at random' });
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.locator('.curtain h1').waitFor();

  // The first curtain names whoever plays first.
  const first = (await page.locator('.curtain h1').innerText()).replace(/^Pass the device to /, '');
  expect(NAMES).toContain(first);
  await expectCurtainHidesAll(page, first);
  if (attempt === 1) await screenshot(page, 'midnighters-hotseat-1-curtain');
  let expected: string | null = null;
  let shot = false;
  return playMidnighters(page, {
    traps: 1,
    spring: true,
    // A dozen hand-overs show the curtain at work; the other tests play whole games.
    enough: (r) => r.curtains >= 12,
    onCurtain: async (heading) => {
      const name = heading.replace(/^Pass the device to /, '');
      await expectCurtainHidesAll(page, name);
      expected = name;
    },
    onMove: async (_move, s) => {
      // The table behind a lifted curtain is the named player's: its seat, its hand.
      const me = Number(await page.locator('.mn').getAttribute('data-me'));
      if (expected !== null) expect(NAMES[me]).toBe(expected);
      if (s.phase === 'turn') {
        expect(await page.locator('.mn-hand h3').innerText()).toMatch(/^Your hand|The hand of/);
        onHand();
        if (!shot && (await page.locator('.mn-turn').count()) > 0) {
          shot = true;
          await screenshot(page, 'midnighters-hotseat-2-turn');
        }
      }
    },
  });
}

it(
  'draws the curtain over the hand between the two players, a dozen times or to the end',
  { timeout: 180_000 },
  async () => {
    const started = Date.now();
    const page = await (await app.context({ phone: true })).newPage();
    const errors = recordErrors(page);
    let hands = 0;
    let result: PlayResult | null = null;
    // A lucky map lets someone wake in the first turns; then the lobby deals another, so the curtain is seen at work.
    for (let attempt = 1; result === null || result.curtains <= 2; attempt++) {
      expect(attempt).toBeLessThan(5);
      hands = 0;
      result = await playOneMatch(page, attempt, () => hands++);
    }
    expect(result.curtains).toBeGreaterThan(2);
    expect(hands).toBeGreaterThan(2);
    await screenshot(page, 'midnighters-hotseat-3-last');
    expect(errors).toEqual([]);
    console.log(
      `e2e midnighters hot-seat: ${result.moves} moves, ${result.curtains} curtains, ${Date.now() - started} ms`,
    );
  },
);

it('MID-5 the lobby names the Director among the seats; the seat after it plays first', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Midnighters/ }).click();
  await page.getByRole('radio', { name: /Hot-seat at this screen/ }).check();
  await page.getByLabel('Players').selectOption('3');
  await page.getByLabel('Name of the player in seat 2').fill('Bo');
  await page.getByLabel('Name of the player in seat 3').fill('Cy');
  const director = page.getByRole('combobox', { name: 'The Director' });
  // Seat 1 unless chosen, each seat by its player's name, or drawn at random.
  expect(await director.locator('option').allInnerTexts()).toEqual([
    'Seat 1 — Ann',
    'Seat 2 — Bo',
    'Seat 3 — Cy',
    'Drawn at random',
  ]);
  await director.selectOption({ label: 'Seat 2 — Bo' });
  const describedBy = await director.getAttribute('aria-describedby');
  expect(await page.locator(`#${describedBy}`).innerText()).toBe(
    'As printed, the players choose: Seat 2 — Bo directs the dream, and the next seat plays first',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel('The dream map').selectOption({ label: 'Dealt at random' });
  await page.getByRole('button', { name: 'Create the match' }).click();
  // Bo directs: Cy, the seat after, plays first.
  await page.getByRole('heading', { name: 'Pass the device to Cy' }).waitFor();
  await page.getByRole('button', { name: /Cy/ }).first().click();
  await page.locator('.mn').waitFor();
  expect(await page.locator('.mn').getAttribute('data-director')).toBe('1');
  expect((await page.locator('.played-with').innerText()).replace(/\s+/g, ' ')).toMatch(
    /^In this match: The Director: .*Bo/,
  );
  await screenshot(page, 'midnighters-hotseat-4-director');
  expect(errors).toEqual([]);
});

it('MID-D12 a Town Hall activated sheds all its activator’s nightmares, the Midnight Horror too (a scripted table)', async () => {
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  // Ann stands in the Town Hall with a Midnight Star, haunted by the Horror and the Red nightmare.
  const state = table(2, { hands: [[STAR, DREAMWALK]], avatars: [TOWN_HALL, 0] });
  haunt(state, 0, HORROR);
  haunt(state, 0, RED);
  const seats = [
    { seat: 0, name: 'Ann', bot: null, connected: true },
    { seat: 1, name: 'Bo', bot: null, connected: true },
  ];
  const tableView = {
    rules: { clock: null, onTimeout: 'bot', botLevel: 'medium' },
    clocks: [],
    botHeld: [],
    out: [],
    away: [],
    votes: [],
  } as const;
  const clock = { now: 1000, nextDue: null };
  const moves: unknown[] = [];
  await page.addInitScript(
    `localStorage.setItem('nocturne.match.hallscript1', ${JSON.stringify(JSON.stringify({ mode: 'online', tokens: { 0: 'ann-token' } }))})`,
  );
  await page.routeWebSocket(/\/ws$/, (ws) => {
    ws.onMessage((data) => {
      const message = JSON.parse(String(data)) as { type: string; move?: MidnightersMove };
      if (message.type === 'join') {
        ws.send(
          JSON.stringify({
            type: 'sync',
            match: 'hallscript1',
            game: 'midnighters',
            options: state.options,
            you: 0,
            status: 'playing',
            version: 0,
            seats,
            view: midnighters.view(state, 0),
            legalMoves: midnighters.legalMoves(state, 0),
            toAct: midnighters.toAct(state),
            outcome: null,
            history: [],
            clock,
            table: tableView,
            chat: { channel: 'players', lines: [] },
          }),
        );
      }
      if (message.type === 'move') {
        moves.push(message.move);
        const events = midnighters.apply(state, 0, message.move!, { rng: Rng.fromSeed('hall'), time: 2000 });
        ws.send(
          JSON.stringify({
            type: 'update',
            version: 1,
            entries: [
              {
                version: 1,
                seat: 0,
                at: 2000,
                events: events.map((e) => midnighters.wire!.viewEvent!(e, 0)),
              },
            ],
            view: midnighters.view(state, 0),
            legalMoves: midnighters.legalMoves(state, 0),
            toAct: midnighters.toAct(state),
            outcome: null,
            clock: { now: 2000, nextDue: null },
            table: tableView,
          }),
        );
      }
    });
  });
  await page.goto('/match/hallscript1');
  await page.locator('.mn-turn [data-key="star"]').waitFor();
  expect(await page.locator('[data-nightmares="0"] > *').count()).toBe(2);
  await page.locator('.mn-turn [data-key="star"]').click();
  await expect.poll(() => moves).toEqual([{ type: 'star' }]);
  // Both are gone, the Horror too, and the log says so.
  await expect.poll(() => page.locator('[data-nightmares="0"]').count()).toBe(0);
  await expect.poll(() => page.locator('.game-log').innerText()).toMatch(/Ann is free of 2 nightmares\./);
  expect(state.nightmares[0]).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'midnighters-hotseat-5-town-hall');
  expect(errors).toEqual([]);
});
