// Mystery of the Old House against bots, through the board, to the end screen: once as the Phantom (the lobby
// seats its creator in seat 1, the Phantom's, by default) and once as the hunters against a bot Phantom (the
// creator takes seat 2 in the lobby).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkSummary, pageWords, playOldHouse, routeOverlaps } from './old-house-play.ts';
import {
  ARTIFACTS,
  accessibilityViolations,
  explanationOf,
  coveredAtEnd,
  outOfView,
  overflowEverywhere,
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

it('plays the Phantom against bot hunters to the end', { timeout: 240_000 }, async () => {
  const started = Date.now();
  const page = await (await app.context()).newPage();
  const errors = recordErrors(page);
  const frames = recordFrames(page).frames as { type: string; view?: { trapCells: number[] } }[];
  // How to play, in our own words, from the lobby.
  await page.goto('/how/old-house');
  await page.getByRole('heading', { name: 'How to play Mystery of the Old House' }).waitFor();
  expect(await page.locator('.how-to').innerText()).toMatch(/private map[\s\S]*accuse/);
  await screenshot(page, 'old-house-how-to');

  await page.goto('/');
  await page.getByLabel('Your name').fill('Ann');
  await page.getByRole('radio', { name: /Mystery of the Old House/ }).click();
  await page.getByRole('radio', { name: /Solo against bots/ }).check();
  // Three players: two hunter seats, a hero each, both easy bots.
  await page.getByLabel('Players').selectOption('3');
  await page.getByRole('combobox', { name: /Who sits in seat 2/ }).selectOption('easy');
  await page.getByRole('combobox', { name: /Who sits in seat 3/ }).selectOption('easy');
  // Our variant of the traces (OH-D16), offered by the lobby with its one line: where and when.
  const traces = page.getByRole('combobox', { name: 'Traces' });
  expect(await traces.locator('option:checked').innerText()).toBe('Where, as printed');
  await traces.selectOption({ label: 'Where and when' });
  expect(await page.locator(`#${await traces.getAttribute('aria-describedby')}`).innerText()).toMatch(
    /^Our variant: each trace also tells the card/,
  );
  // The Phantom's die: one, as printed, unless the table chooses ours (OH-14, OH-D27, OH-D33); left as printed.
  const die = page.getByRole('combobox', { name: 'Phantom’s die' });
  expect(await die.locator('option:checked').innerText()).toBe('One die, as printed');
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.waitForURL(/\/match\//);
  expect((await page.locator('.played-with').innerText()).replace(/\s+/g, ' ')).toBe(
    'In this match: Traces: Where and when',
  );
  await page.getByRole('button', { name: 'How to play' }).click();
  expect(await page.locator('.how-dialog').innerText()).toMatch(/a trace tells where and when/);
  await page.locator('.how-dialog').getByRole('button', { name: 'Close' }).click();

  // Twilight: the draft is offered, and the map is the Phantom's own.
  await page.locator('[data-move="draft-four"]').waitFor();
  expect(await page.locator('.oh').getAttribute('data-role')).toBe('phantom');
  await expect.poll(() => page.locator('[data-phantom="own"]').count()).toBe(1);
  await screenshot(page, 'old-house-phantom-1-twilight');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Every card and cell explains itself: a card of the row (both faces) and the Phantom's own cell to the mouse,
  // the Time track and the house (one Tab stop) to the keyboard.
  expect(await explanationOf(page, page.locator('.oh-cards .oh-card-face').first(), 'hover')).toMatch(
    /^Action card\. Dark side, for the Phantom: Summon: Shadow\. .+ Light side, for the hunters: Trap\. /,
  );
  const own = (await page.locator('[data-phantom="own"]').getAttribute('data-at'))!;
  expect(await explanationOf(page, page.locator(`.oh-cell[data-cell="${own}"]`), 'hover')).toMatch(
    new RegExp(`^${own}[,:] .*You, the Phantom, are here; only you see it\\.`),
  );
  expect(await explanationOf(page, page.locator('.oh-track').first(), 'focus')).toMatch(
    /^Night 1 of 7\. Unless the Phantom destroys 6 relics/,
  );
  const focusCell = page.locator('.oh-cell[tabindex="0"]');
  expect(await explanationOf(page, focusCell, 'focus')).toMatch(
    new RegExp(`^${await focusCell.getAttribute('data-cell')}[,:] `),
  );

  // The draft works like the rest of the table: a card is chosen (marked, and the panel says what taking it
  // does), and taken only on Confirm. After three Summons the others lock, and the page says why.
  const version = () => page.locator('.table-page').getAttribute('data-version');
  await page.locator('[data-move="draft-four"]').click();
  for (let pick = 0; pick < 4; pick++) {
    const card = page.locator('[data-move="pick"]').first();
    await card.waitFor();
    const before = await version();
    await card.click();
    await page.locator('[data-confirm]').waitFor();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.oh-pending').innerText()).toMatch(
      /You take “.+”; the hunters lose its light side/,
    );
    expect(await version()).toBe(before);
    if (pick === 0) {
      await screenshot(page, 'old-house-phantom-1-draft-chosen');
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    if (pick === 3) {
      // Three Summons taken (the row begins with six): the rest are locked, and the page says so in words.
      expect(await page.locator('[data-summon-limit]').innerText()).toMatch(
        /holds 3 Summons, the most it may: the other Summons in the row are locked/,
      );
      expect(await page.locator('[data-lock="summons"]').count()).toBe(3);
      expect(await page.locator('[data-lock="summons"]').first().innerText()).toBe(
        'locked: already 3 Summons',
      );
      await screenshot(page, 'old-house-phantom-1-draft-limit');
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    await page.locator('[data-confirm]').click();
    await page.locator(`.table-page:not([data-version="${before}"])`).waitFor();
  }

  let shots = 0;
  let routeLabels = 0;
  let stampedTraces = 0;
  let crowded = false;
  const result = await playOldHouse(page, {
    onTurn: async (turn) => {
      // Never a trap on the Phantom's page: no marker, no label.
      expect(await page.locator('[data-trap]').count()).toBe(0);
      // Stamped traces show the card of the Phantom's last visit.
      stampedTraces += await page.locator('.oh-trace text').count();
      // The route's numbers sit clear of every token in their cells.
      expect(await routeOverlaps(page)).toEqual([]);
      const labels = await page.locator('.oh-route-label').count();
      if (labels >= 3 && routeLabels < 3)
        await page.locator('.oh-house').screenshot({ path: `${ARTIFACTS}old-house-phantom-2-route.png` });
      routeLabels = Math.max(routeLabels, labels);
      if (turn === 12 && shots++ === 0) {
        await screenshot(page, 'old-house-phantom-2-turn');
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      // Numbered pieces sharing a cell once broke its label's match with what it shows: check the first time.
      const at = await page
        .locator('.oh-pieces [data-at]')
        .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-at')));
      if (!crowded && new Set(at).size < at.length) {
        crowded = true;
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      await checkSummary(page, frames);
    },
  });
  await page.locator('.end-screen').waitFor();
  expect(routeLabels).toBeGreaterThan(2);
  expect(stampedTraces).toBeGreaterThan(0);
  expect(await page.locator('.end-screen').innerText()).toMatch(/relics|banished|seven rounds/i);
  expect(await pageWords(page)).not.toMatch(/our trap/);
  for (const frame of frames) if (frame.view) expect(frame.view.trapCells).toEqual([]);
  await screenshot(page, 'old-house-phantom-3-end');
  expect(errors).toEqual([]);
  console.log(
    `e2e old-house phantom: ${result.moves} moves in ${result.turns} turns, ${Date.now() - started} ms`,
  );
});

it('plays the hunters against a bot Phantom to the end, on a phone', { timeout: 240_000 }, async () => {
  const started = Date.now();
  const page = await (await app.context({ phone: true, width: 375 })).newPage();
  const errors = recordErrors(page);
  const frames = recordFrames(page).frames as {
    type: string;
    view?: { cell: number; route: number[] };
  }[];
  // The lobby lets the creator take the hunters' side: the Phantom's seat then goes to a bot.
  await page.goto('/');
  await page.getByLabel('Your name').fill('Bo');
  await page.getByRole('radio', { name: /Mystery of the Old House/ }).click();
  await page.getByRole('radio', { name: /Solo against bots/ }).check();
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('Your seat').selectOption({ label: 'Seat 2: Hunter' });
  // A medium Phantom goes for the relics and ends the game in a few rounds; an easy one lets it run to dawn.
  await page.getByRole('combobox', { name: /Who sits in seat 1/ }).selectOption('medium');
  expect(await page.locator('.seat-plan').innerText()).toMatch(/Seat 1: Phantom[\s\S]*Seat 2: Hunter/);
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.waitForURL(/\/match\//);
  await page.locator('.table-page.my-turn .oh[data-role="hunter"]').waitFor({ timeout: 30_000 });

  // Two players: before the first night the hunter chooses its two heroes of six (OH-6), each chosen (the panel
  // says where it starts and what it can) and confirmed.
  expect(await page.locator('[data-move="hero"]').count()).toBe(6);
  expect(await page.locator('.oh-status').innerText()).toBe(
    'Before the first night: the hunter chooses two heroes.',
  );
  await screenshot(page, 'old-house-hunter-0-heroes');
  expect(await accessibilityViolations(page)).toEqual([]);
  // A long press explains a Hunter card, and does not choose it.
  expect(await explanationOf(page, page.locator('[data-move="hero"]').first(), 'press')).toMatch(
    /^The Medium: Her search also feels the four cells around her\. Starts on the portrait at B2\.$/,
  );
  expect(await page.locator('[data-confirm]').count()).toBe(0);
  for (let n = 0; n < 2; n++) {
    const before = await page.locator('.table-page').getAttribute('data-version');
    await page.locator('[data-move="hero"]').first().tap();
    await page.locator('[data-confirm]').waitFor();
    expect(await page.locator('.oh-pending').innerText()).toMatch(/joins the hunt on [A-G][1-7]/);
    if (n === 1) await screenshot(page, 'old-house-hunter-0-heroes-second', false);
    await page.locator('[data-confirm]').tap();
    await page.locator(`.table-page:not([data-version="${before}"])`).waitFor();
  }
  await page.locator('.table-page.my-turn .oh-cell[data-action="move"]').first().waitFor({ timeout: 30_000 });
  expect(await page.locator('.oh-heroes li').count()).toBe(2);

  // No horizontal scroll at 375 pixels; the cells are big enough to tap.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  const box = await page.locator('.oh-cell[data-cell="D4"] .oh-hit').boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(40);
  // A newcomer's hunt starts with the aid on (OH-D40): it shades the cells the Phantom could be on, until the
  // player switches it off (and the device remembers that).
  expect(await page.locator('[data-aid]').isChecked()).toBe(true);
  await expect.poll(() => page.locator('.oh-cell[data-possible]').count()).toBeGreaterThan(0);
  const label = await page.locator('.oh-cell[data-possible]').first().getAttribute('aria-label');
  expect(label).toMatch(/the Phantom could be here/);
  await screenshot(page, 'old-house-hunter-2-phone-aid');
  await page.locator('[data-aid]').uncheck();
  expect(await page.locator('[data-possible]').count()).toBe(0);
  await screenshot(page, 'old-house-hunter-1-phone');
  await page.reload();
  await page.locator('.table-page.my-turn .oh-cell[data-action="move"]').first().waitFor({ timeout: 30_000 });
  expect(await page.locator('[data-aid]').isChecked()).toBe(false);
  await page.locator('[data-aid]').check();
  await expect.poll(() => page.locator('.oh-cell[data-possible]').count()).toBeGreaterThan(0);

  expect(await accessibilityViolations(page)).toEqual([]);

  // A long press explains a cell (a relic's; one the hero may walk to) and moves nobody.
  expect(await explanationOf(page, page.locator('.oh-cell[data-cell="F2"]'), 'press')).toMatch(
    /^F2, relic: The Grandfather Clock, on a hero’s portrait \(The Exorcist starts here\)\. /,
  );
  const walkable = page.locator('.oh-cell[data-action="move"]').last();
  expect(await explanationOf(page, walkable, 'press')).toMatch(
    new RegExp(`^${await walkable.getAttribute('data-cell')}[,:] `),
  );
  expect(await page.locator('[data-confirm]').count()).toBe(0);

  // A tap on a cell prepares the move; its Confirm is then on the screen at once, without scrolling.
  const scrolled = await page.evaluate<number>('window.scrollY');
  await page.locator('.oh-cell[data-action="move"]').first().tap();
  const confirm = page.locator('[data-confirm]');
  await confirm.waitFor();
  const reach = (await confirm.boundingBox())!;
  expect(await page.evaluate<number>('window.scrollY')).toBe(scrolled);
  expect(reach.y).toBeGreaterThanOrEqual(0);
  expect(reach.y + reach.height).toBeLessThanOrEqual(844);
  // Issue 27: Confirm and Cancel stay on the screen wherever the page is scrolled, and the end of the page is
  // not under them; no text overflows its box, in any language, on a phone or a desktop.
  expect(await outOfView(page, '.oh-pending button')).toEqual([]);
  expect(await coveredAtEnd(page)).toEqual([]);
  await screenshot(page, 'old-house-hunter-2-phone-confirm', false);
  expect(await overflowEverywhere(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.locator('.oh-pending').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => confirm.count()).toBe(0);

  // Keyboard: the map is one Tab stop, the arrows walk it, Enter chooses a cell (the panel says what it will
  // do) and Enter again makes the move.
  await page.locator('.oh-cell[tabindex="0"]').focus();
  const first = await page.evaluate<string>("document.activeElement?.getAttribute('data-cell')");
  await page.keyboard.press('ArrowUp');
  const second = await page.evaluate<string>("document.activeElement?.getAttribute('data-cell')");
  expect(second).not.toBe(first);
  const reachable = page.locator('.oh-cell[data-action="move"]').first();
  await reachable.focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-confirm]').waitFor();
  expect(await page.locator('.oh-pending').innerText()).toMatch(/walks to [A-G][1-7] and searches/);
  await screenshot(page, 'old-house-hunter-3-keyboard');
  const before = await page.locator('.table-page').getAttribute('data-version');
  await page.keyboard.press('Enter');
  await page.locator(`.table-page:not([data-version="${before}"])`).waitFor();

  let shots = 0;
  let traced = 0;
  const result = await playOldHouse(page, {
    traps: true,
    onTurn: async () => {
      // Traces as printed (the default): where, not when — no number on a token, and the label says so.
      const tokens = await page.locator('.oh-trace').count();
      if (tokens > 0) {
        traced++;
        expect(await page.locator('.oh-trace text').count()).toBe(0);
        const at = await page.locator('.oh-trace').first().getAttribute('data-at');
        const label = await page.locator(`.oh-cell[data-cell="${at}"]`).getAttribute('aria-label');
        expect(label).toMatch(/trace: the Phantom passed here (this night|by card \d+)/);
      }
      // The hunters' page never holds the Phantom's own map.
      expect(await page.locator('[data-route], [data-phantom="own"]').count()).toBe(0);
      if (shots === 0 && (await page.locator('[data-trap]').count()) > 0) {
        shots++;
        // Our trap explains itself to us (the Phantom's page never has one: the online test checks that).
        expect(await page.locator('[data-trap]').first().getAttribute('data-explain')).toMatch(
          /Our trap, hidden from the Phantom/,
        );
        await screenshot(page, 'old-house-hunter-4-trap');
      }
      if (shots === 1 && (await page.locator('.oh-summary').count()) > 0) {
        shots++;
        await screenshot(page, 'old-house-hunter-5-summary');
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      await checkSummary(page, frames);
    },
  });
  await page.locator('.end-screen').waitFor();
  for (const frame of frames) {
    if (!frame.view) continue;
    expect(frame.view.cell).toBe(-1);
    expect(frame.view.route).toEqual([]);
  }
  expect(result.trapsSet).toBeGreaterThan(0);
  // A short game may end before any trace is found: the checks above run on every turn that shows one.
  await screenshot(page, 'old-house-hunter-6-end');
  expect(errors).toEqual([]);
  console.log(
    `e2e old-house hunters: ${result.moves} moves, ${result.trapsSet} traps, ${result.accusations} accusations, ${traced} turns with traces, ` +
      `${Date.now() - started} ms`,
  );
});
