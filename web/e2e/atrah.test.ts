// A newcomer's ATRAH: the lobby, How to play, a solo match against three bots played through the board's own
// buttons (rows, effects and their targets, families, tiles; one whole turn by keyboard alone) to the end
// screen, and the same board on a 375-pixel phone, in English and in Russian. axe-core finds nothing on the
// table at a turn, a choice of effects and the end, on both screens.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createSoloAtrah, version } from './atrah-play.ts';
import {
  ARTIFACTS,
  accessibilityViolations,
  explanationOf,
  coveredAtEnd,
  outOfView,
  overflowEverywhere,
  recordErrors,
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

/** The steps of a turn at which axe-core looked at the table, over this file's games. */
const checkedSteps = new Set<string>();

/**
 * Whether the element `selector` shows clear of the Boat: their boxes on screen do not meet (the Boat's own
 * box, not its cell-sized layer).
 */
const clearOfBoat = (page: Page, selector: string) =>
  page.evaluate<boolean>(`(() => {
    const a = document.querySelector('.at-boat:not(.ghost) svg').getBoundingClientRect();
    const b = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
    return a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
  })()`);

// Where the keyboard's focus is (as strings: this file is type-checked without the DOM's types).
const focusedOption = (page: Page) =>
  page.evaluate<string | null>(`document.activeElement?.getAttribute('data-option') ?? null`);
const focusedId = (page: Page) => page.evaluate<string>(`document.activeElement?.id ?? ''`);
const confirmFocused = (page: Page) =>
  page.evaluate<boolean>(`!!document.activeElement?.classList.contains('at-confirm')`);
const fitsWidth = (page: Page) =>
  page.evaluate<boolean>(`document.documentElement.scrollWidth <= window.innerWidth`);

/** Waits until it is our move (the step panel offers options) or the match is over; true when it is our move. */
async function ourMoveOrEnd(page: Page): Promise<boolean> {
  const option = page.locator('[data-option]').first();
  const end = page.locator('.end-screen');
  await Promise.race([
    option.waitFor({ state: 'visible', timeout: 30_000 }),
    end.waitFor({ state: 'visible', timeout: 30_000 }),
  ]);
  return !(await end.isVisible());
}

/** Confirms the chosen option with a click and waits until the server has answered. */
async function confirm(page: Page, expectKey: string): Promise<void> {
  const before = await version(page);
  const button = page.locator('.at-confirm');
  expect(await button.getAttribute('data-confirm')).toBe(expectKey);
  await button.click();
  await page.locator(`.table-page:not([data-version="${before}"])`).waitFor({ timeout: 10_000 });
}

/** The options offered now, by move key (r = row, s = send, m = take from Majority, b = Boat, k/x = keep, c/d = tile). */
async function options(page: Page): Promise<string[]> {
  return page.locator('[data-option]').evaluateAll((els) => els.map((e) => e.getAttribute('data-option')!));
}

/**
 * Chooses this step's move on the board the way a person would, asserting that the panel says what it does:
 * rows by a lit stack, Send and Take by their targets on the table, the family worth most now, a tile when one
 * is offered. `act` clicks or taps. Returns the move's key.
 */
async function chooseStep(
  page: Page,
  phase: string,
  offered: readonly string[],
  act: (target: Locator) => Promise<void>,
): Promise<string> {
  const board = page.locator('.atrah');
  let key = offered[0];
  if (phase === 'claim') {
    // Take a tile when one is offered: the claim and its end-of-game rule show in our collection.
    key = offered.find((k) => k.startsWith('c')) ?? offered[0];
    await act(board.locator(`[data-option="${key}"]`));
    expect(await board.locator('.at-preview').innerText()).toMatch(/You take the tile|one tile per colour/);
  } else if (phase === 'effects' && offered.some((k) => k.startsWith('s'))) {
    // Send: the target is a stack of the play area, chosen on the grid itself.
    const target = board.locator('.at-stack.send-target').first();
    key = `s${await target.getAttribute('data-stack')}`;
    await act(target);
    expect(await board.locator('.at-preview').innerText()).toMatch(
      /goes to the .+ column of the Majority area/,
    );
  } else if (phase === 'effects' && offered.some((k) => k.startsWith('m'))) {
    // Take from the Majority area: the target is a column's head.
    const column = board.locator('.at-column.target').first();
    key = `m${await column.getAttribute('data-column')}`;
    await act(column.locator('button.at-col-name'));
    expect(await board.locator('.at-preview').innerText()).toMatch(/goes straight into your collection/);
  } else if (phase === 'effects' && key.startsWith('b')) {
    await act(board.locator(`[data-option="${key}"]`));
    expect(await board.locator('.at-preview').innerText()).toMatch(/The Boat sails \d spaces? clockwise/);
  } else if (phase === 'keep' || phase === 'extra') {
    // Keep what the board says is worth the most now, as a player reading the figures would.
    const gains = await board
      .locator('[data-option] .at-gain')
      .evaluateAll((els) =>
        els.map((e) => Number((e.textContent ?? '').replace('−', '-').replace(/[^\d-]/g, ''))),
      );
    key = offered[gains.indexOf(Math.max(...gains))];
    await act(board.locator(`[data-option="${key}"]`));
    expect(await board.locator('.at-preview').innerText()).toMatch(/join your collection/);
    expect(await board.locator(`[data-option="${key}"] .at-gain`).innerText()).toMatch(/now$/);
  } else if (phase === 'take') {
    // Rows by their lit stacks this time: a stack of a row picks the row. A card whose effect asks for a target
    // first (Send, then Take), so that the game soon asks us to choose among effects.
    const lit = board.locator('.at-stack.in-open-row');
    const send = lit.filter({ has: page.locator('[aria-label*="Send a visible card"]') });
    const take = lit.filter({ has: page.locator('[aria-label*="Take the last card"]') });
    const stack =
      (await send.count()) > 0 ? send.first() : (await take.count()) > 0 ? take.first() : lit.first();
    await act(stack);
    key = (await board.locator('.at-confirm').getAttribute('data-confirm'))!;
    expect(key).toMatch(/^r\d$/);
  } else {
    await act(board.locator(`[data-option="${key}"]`));
  }
  return key;
}

/** Confirms the chosen move; a claimed tile then leaves the Majority area for our collection. */
async function confirmStep(page: Page, key: string, act: (target: Locator) => Promise<void>): Promise<void> {
  const board = page.locator('.atrah');
  const before = await version(page);
  const button = board.locator('.at-confirm');
  expect(await button.getAttribute('data-confirm')).toBe(key);
  await act(button);
  await page.locator(`.table-page:not([data-version="${before}"])`).waitFor({ timeout: 10_000 });
  if (key.startsWith('c')) {
    expect(await board.locator(`[data-tile="${key.slice(1)}"]`).getAttribute('data-holder')).toBe('0');
    expect(await board.locator('[data-player="0"] .at-player-tiles li').count()).toBeGreaterThan(0);
  }
}

it('plays a solo ATRAH match against three bots to the end, through the board', async () => {
  const started = Date.now();
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);

  // How to play, one click from the lobby, in our own words.
  await page.goto('/');
  await page.locator('.game-card', { hasText: 'ATRAH' }).getByRole('link', { name: 'How to play' }).click();
  await page.getByRole('heading', { name: 'How to play ATRAH' }).waitFor();
  const how = await page.locator('.how-to').innerText();
  expect(how).toMatch(/Your turn, step by step/);
  expect(how).toMatch(/Majority area/);
  // The lobby's page tells the defaults: the printed start, a drawn first player and no head start.
  expect(how).toMatch(/Who plays first is drawn at random/);
  expect(how).not.toMatch(/head start|later seats start/i);
  await screenshot(page, 'atrah-1-how-to-play');

  // Both of our options, to see them reach the table: seat 1 begins, later seats get a head start.
  await createSoloAtrah(page, 'Ann', 4, { first: 'Seat 1 begins', headStart: 'Points for later seats' });
  await page.getByText('Your turn!').waitFor();

  // The play area: six stacks with their tops, heights and Fish, the pile, the Boat on the Fish card.
  const board = page.locator('.atrah');
  await board.waitFor();
  expect(await board.locator('[data-stack]').count()).toBe(6);
  for (let s = 0; s < 6; s++) {
    const stack = board.locator(`[data-stack="${s}"]`);
    expect(await stack.getAttribute('data-height')).toBe('12');
    expect(await stack.getAttribute('data-fish')).toBe('4');
    expect(await stack.getAttribute('data-top')).toMatch(/^\d+$/); // a card code: every stack shows a top
    // Read aloud: the stack, then what its card shows (value, family, effect), its height and Fish.
    const label = await stack.locator('.at-stack-pick').getAttribute('aria-label');
    const shown = (await stack.locator('.at-stack-pick .at-card').innerText()).replace(/\s+/g, ' ').trim();
    expect(label!.startsWith(`Stack ${s + 1}: ${shown}. `)).toBe(true);
    expect(label).toMatch(/ 12 cards left\. 4 Fish beside it\./);
  }
  expect(await board.locator('[data-pile]').getAttribute('data-pile')).toBe(String(85 - 72));
  expect(await board.locator('[data-boat]').getAttribute('data-boat')).toBe('0');
  expect(await board.locator('[data-ref]').count()).toBe(2);
  // The Majority area: five empty columns and ten free tiles.
  expect(await board.locator('[data-column][data-count="0"]').count()).toBe(5);
  expect(await board.locator('[data-tile][data-holder="-1"]').count()).toBe(10);
  // Four players, each with a live estimate: the later seats' head start (0, 2, 5, 7 with four players).
  const estimates = () =>
    board
      .locator('[data-player]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-estimate'))));
  expect(await estimates()).toEqual([0, 2, 5, 7]);
  expect(await board.locator('[data-player="0"] .at-first').innerText()).toBe('Took the first turn.');
  expect(await board.locator('.at-head-start').allInnerTexts()).toEqual([
    'Head start for a later seat: 2 points.',
    'Head start for a later seat: 5 points.',
    'Head start for a later seat: 7 points.',
  ]);
  // The Boat starts on the Fish card and leaves its title in sight.
  expect(await clearOfBoat(page, '.fish-card .at-ref-title')).toBe(true);
  // The tiles' short words are explained on screen.
  expect(await board.locator('.at-legend li').count()).toBe(5);
  expect(await board.locator('.at-legend').isVisible()).toBe(true);
  // Every card and square explains itself: a stack to the mouse, with its top card's family and worth; the
  // face-down pile (by its count only) and a tile to the keyboard.
  const firstTop = board.locator('[data-stack="0"] .at-stack-pick');
  const family = (await firstTop.locator('.at-card-family').textContent())!.trim();
  const stackText = await explanationOf(page, firstTop, 'hover');
  expect(stackText).toMatch(/^Stack 1: 12 cards, 4 Fish beside it; its row takes the top card\. /);
  expect(stackText).toMatch(new RegExp(`${family} \\d: worth (\\d points?|no points)`));
  expect(await explanationOf(page, board.locator('[data-pile]'), 'focus')).toMatch(
    /^Draw pile, 13 cards face down: /,
  );
  expect(await explanationOf(page, board.locator('[data-tile="0"]'), 'focus')).toMatch(
    /^Big Creatures points tile, worth 8 points: claim it with three different Big Creatures values/,
  );
  expect(await explanationOf(page, board.locator('[data-tile="5"]'), 'hover')).toMatch(
    /^Big Creatures ability tile, claimed with four different Big Creatures values .+ At the end: /,
  );
  // Our three rows, lit: each is a button, and the options are exactly the rows.
  expect(await board.locator('button[data-row-key]').count()).toBeGreaterThanOrEqual(2);
  expect((await options(page)).every((k) => k.startsWith('r'))).toBe(true);
  await screenshot(page, 'atrah-2-table');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Turn 1 by the board's row letter: the panel says what the row gives before anything happens.
  const rowKey = board.locator('button[data-row-key]').last();
  const letter = await rowKey.getAttribute('data-row-key');
  await rowKey.click();
  await expect
    .poll(() => board.locator('.at-preview').innerText())
    .toMatch(new RegExp(`You take row ${letter}:`));
  expect(await board.locator('.at-preview').innerText()).toMatch(/keep one family/);
  expect(await board.locator('.at-confirm').innerText()).toMatch(/^Confirm: Take the row of stacks/);
  await screenshot(page, 'atrah-3-row-chosen');
  const chosenRow = (await board.locator('.at-confirm').getAttribute('data-confirm'))!;
  await confirm(page, chosenRow);

  const seen = new Set<string>();
  let moves = 1;
  let keyboardTurn = false;
  let handExplained = 0;
  for (let guard = 0; guard < 300; guard++) {
    if (!(await ourMoveOrEnd(page))) break;
    const phase = (await board.getAttribute('data-phase'))!;
    const offered = await options(page);
    const first = !seen.has(phase);
    seen.add(phase);

    // One whole turn with the keyboard alone: Tab to an option, Enter; Tab to Confirm, Space. A take that ends
    // the turn by itself (a row of one family and no effects) leaves nothing after it, so the keyboard plays turns
    // until one had a step after its take.
    if (phase === 'take' && handExplained === 0 && moves > 1) {
      keyboardTurn = true;
      await board.locator('#at-panel-title').focus();
      await page.keyboard.press('Tab');
      expect(await focusedOption(page)).toBe(offered[0]);
      await page.keyboard.press('Enter');
      let tabs = 0;
      while (!(await confirmFocused(page))) {
        await page.keyboard.press('Tab');
        if (++tabs > 12) throw new Error('Confirm is not reachable by Tab');
      }
      const before = await version(page);
      await page.keyboard.press('Space');
      await page.locator(`.table-page:not([data-version="${before}"])`).waitFor({ timeout: 10_000 });
      moves++;
      // The rest of this turn by keyboard too: after each step the focus waits on the panel's title. The table
      // first settles on our next say (a loaded machine may draw it a moment after the version).
      while (await ourMoveOrEnd(page)) {
        if ((await board.getAttribute('data-phase')) === 'take') break;
        expect(await focusedId(page)).toBe('at-panel-title');
        await page.keyboard.press('Tab');
        // The cards in front of the player come before the options, each explaining itself to the keyboard.
        for (let card = 0; (await focusedOption(page)) === null; card++) {
          const focused = page.locator('.at-hand-card:focus');
          expect(await focused.count(), 'Tab reaches a card in front of us or an option').toBe(1);
          expect(await page.locator('.explainer').innerText()).toBe(
            await focused.getAttribute('data-explain'),
          );
          handExplained++;
          if (card > 8) throw new Error('no option after the cards in front of us');
          await page.keyboard.press('Tab');
        }
        await page.keyboard.press('Enter');
        while (!(await confirmFocused(page))) {
          await page.keyboard.press('Tab');
        }
        const v = await version(page);
        await page.keyboard.press('Enter');
        await page.locator(`.table-page:not([data-version="${v}"])`).waitFor({ timeout: 10_000 });
        moves++;
      }
      continue;
    }

    const key = await chooseStep(page, phase, offered, (l) => l.click());
    if (first && phase !== 'take') await screenshot(page, `atrah-4-${phase}`);
    // A choice made and explained (of effects above all): nothing for axe to find.
    if (first && phase !== 'take') {
      expect(await accessibilityViolations(page)).toEqual([]);
      checkedSteps.add(phase);
    }
    await confirmStep(page, key, (l) => l.click());
    moves++;
  }
  expect(keyboardTurn).toBe(true);
  expect(handExplained).toBeGreaterThan(0);
  expect(seen.has('keep') || seen.has('effects')).toBe(true);

  // The end screen, and the board's estimates are the final scores.
  const end = page.locator('.end-screen');
  await end.waitFor();
  expect(await end.textContent()).toMatch(/The match is over/);
  expect(await end.textContent()).toMatch(/Three stacks are empty/);
  const finals = await end
    .locator('tbody td:first-of-type')
    .evaluateAll((els) => els.map((e) => Number(e.textContent)));
  expect([...(await estimates())].sort((a, b) => a - b)).toEqual([...finals].sort((a, b) => a - b));
  expect(await board.locator('[data-stack][data-height="0"]').count()).toBeGreaterThanOrEqual(3);
  expect(await page.locator('.game-log li').count()).toBeGreaterThan(20);
  expect(await page.locator('.game-log').innerText()).toMatch(/Ann takes .+ from stack \d\./);
  await screenshot(page, 'atrah-5-end');
  expect(await accessibilityViolations(page)).toEqual([]);
  await end.getByRole('button', { name: /look at the table/i }).click();
  await screenshot(page, 'atrah-6-final-table');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  console.log(
    `e2e atrah: ${moves} moves of ours (steps seen: ${[...seen].join(', ')}), ${Date.now() - started} ms`,
  );
});

it(
  'fits a 375-pixel phone: a duel against one bot, tapped through to the end',
  { timeout: 300_000 },
  async () => {
    const started = Date.now();
    const page = await (await app.context({ phone: true, width: 375, mobile: true })).newPage();
    const errors = recordErrors(page);
    await createSoloAtrah(page, 'Bo', 2); // the defaults: the printed rules
    await page.getByText('Your turn!').waitFor();
    const board = page.locator('.atrah');
    // The first player was drawn, and the table says who; nobody has a head start.
    expect(await board.locator('.at-first').allInnerTexts()).toEqual([
      'Drawn at random to take the first turn.',
    ]);
    expect(await board.locator('.at-head-start').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    // A long press explains a stack, and its row is not chosen by the press.
    const firstStack = board.locator('[data-stack="0"]');
    const [height, fish] = [
      await firstStack.getAttribute('data-height'),
      await firstStack.getAttribute('data-fish'),
    ];
    const pressed = await explanationOf(page, firstStack.locator('.at-stack-pick'), 'press');
    expect(pressed).toMatch(new RegExp(`^Stack 1: ${height} cards?, ${fish} Fish beside it; `));
    expect(await board.locator('.at-preview').getAttribute('data-preview')).toBe('');
    await board.locator('button[data-row-key]').first().tap();
    await board
      .locator('.at-preview')
      .getByText(/You take row/)
      .waitFor();
    // The pending choice's Confirm is on the screen, not below the fold, wherever the page is scrolled (issue 27),
    // and the end of the page is not under it.
    expect(await confirmInView(page)).toBe(true);
    expect(await outOfView(page, CONFIRM)).toEqual([]);
    expect(await coveredAtEnd(page)).toEqual([]);
    await screenshot(page, 'atrah-7b-phone-confirm-in-view', false);

    // Nothing wider than the screen, and every control of the board at least 40 px each way.
    const smallTargets = () =>
      board.locator('button, summary').evaluateAll((els) =>
        els
          .map((e) => ({ e, box: e.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 40 || box.height < 40))
          .map(({ e, box }) => `${e.className} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(await fitsWidth(page)).toBe(true);
    expect(await smallTargets()).toEqual([]);
    await screenshot(page, 'atrah-7-phone');

    const seen = new Set<string>();
    const key = (await board.locator('.at-confirm').getAttribute('data-confirm'))!;
    await confirmStep(page, key, (l) => l.tap());
    let moves = 1;
    /** Plays our moves by tap until the end screen, checking each step the first time it shows. */
    const playOut = async () => {
      for (let guard = 0; guard < 300 && (await ourMoveOrEnd(page)); guard++) {
        const phase = (await board.getAttribute('data-phase'))!;
        const key = await chooseStep(page, phase, await options(page), (l) => l.tap());
        if (key) expect(await confirmInView(page), phase).toBe(true);
        if (!seen.has(phase)) {
          seen.add(phase);
          // At the top of the page, as scrolled and at its end too, once a step (issue 27).
          if (key) expect(await outOfView(page, CONFIRM), phase).toEqual([]);
          expect(await fitsWidth(page)).toBe(true);
          expect(await smallTargets()).toEqual([]);
          if (phase === 'claim' || phase === 'effects') await screenshot(page, `atrah-8-phone-${phase}`);
          if (phase !== 'take') {
            expect(await accessibilityViolations(page)).toEqual([]);
            checkedSteps.add(phase);
          }
        }
        await confirmStep(page, key, (l) => l.tap());
        moves++;
      }
      await page.locator('.end-screen').waitFor();
    };
    await playOut();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'atrah-9-phone-end');
    expect(await accessibilityViolations(page)).toEqual([]);
    // The games are dealt at random, and a few go by without a choice among effects for us: another duel or two
    // until axe has seen one.
    for (let more = 0; more < 3 && !checkedSteps.has('effects'); more++) {
      await createSoloAtrah(page, 'Bo', 2);
      await page.getByText('Your turn!').waitFor();
      await playOut();
    }
    expect([...checkedSteps]).toContain('effects');
    expect(errors).toEqual([]);
    console.log(
      `e2e atrah phone: ${moves} moves of ours (steps seen: ${[...seen].join(', ')}), ${Date.now() - started} ms`,
    );
  },
);

it('reads whole in Russian on a 375-pixel phone: reference cards on one line, clear of the Boat', async () => {
  const page = await (await app.context({ phone: true, width: 375, mobile: true })).newPage();
  const errors = recordErrors(page);
  await createSoloAtrah(page, 'Вера', 4, { first: 'Seat 1 begins' });
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByText('Ваш ход!').waitFor();
  const board = page.locator('.atrah');
  // Each reference card's title on one line, whole: no word broken or cut ("Большинство" is the longest).
  const titles = await page.evaluate<{ text: string; lines: number; cut: boolean }[]>(
    `[...document.querySelectorAll('.at-ref-title')].map((e) => ({
      text: e.textContent,
      lines: Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)),
      cut: e.scrollWidth > e.clientWidth + 1,
    }))`,
  );
  expect(titles).toEqual([
    { text: 'Рыбки', lines: 1, cut: false },
    { text: 'Большинство', lines: 1, cut: false },
  ]);
  // The Boat starts on the Fish card and leaves its title in sight.
  expect(await clearOfBoat(page, '.fish-card .at-ref-title')).toBe(true);
  // The legend explains the tiles, its counts in Russian's plural forms (4 очка, 5 очков).
  expect(await board.locator('.at-legend li').count()).toBe(5);
  const legend = await board.locator('.at-legend').innerText();
  expect(legend).toMatch(/(^|\s)4 очка(?![а-я])/);
  expect(legend).toMatch(/(^|\s)5 очков(?![а-я])/);
  expect(legend).not.toMatch(/(^|\s)[234] очков/);
  // A long press explains a stack and a tile in Russian, counts in their plural forms (12 карт, 4 рыбки, 4 очка).
  expect(await explanationOf(page, board.locator('[data-stack="0"] .at-stack-pick'), 'press')).toMatch(
    /^Стопка 1: 12 карт, рядом 4 рыбки; её ряд забирает верхнюю карту\. «[^»]+ \d»: /,
  );
  expect(await explanationOf(page, board.locator('[data-tile="4"]'), 'press')).toMatch(
    /^Жетон «Раковины» с очками: 4 очка\. Его берут с тремя разными значениями/,
  );
  expect(await fitsWidth(page)).toBe(true);
  await screenshot(page, 'atrah-10-phone-ru');
  // No text overflows its box, in any language, on a phone or a desktop (issue 27).
  expect(await overflowEverywhere(page)).toEqual([]);
  await board.locator('.at-area-wrap').screenshot({ path: `${ARTIFACTS}atrah-11-phone-ru-area.png` });
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

/** A pending choice's Confirm. */
const CONFIRM = '.at-confirm:not([disabled])';

/** Whether the enabled Confirm button lies wholly inside the window (a phone's screen). */
async function confirmInView(page: Page): Promise<boolean> {
  const button = page.locator('.at-confirm:not([disabled])');
  if ((await button.count()) === 0) return false;
  const box = await button.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.y >= 0 &&
    box.y + box.height <= size.height &&
    box.x >= 0 &&
    box.x + box.width <= size.width
  );
}
