// Mystery of the Old House online, two people on two devices: Ann creates the match (the Phantom's seat) and Bo
// hunts by the invite link. Played to the end through the board; at every turn, and on the wire, the hunter's
// page never holds the Phantom's cell or route, and the Phantom's never the traps.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cellName } from '../../games/old-house/board.ts';
import type { ServerMessage } from '../../protocol/index.ts';
import { checkSummary, pageWords, playOldHouse } from './old-house-play.ts';
import {
  accessibilityViolations,
  explanationOf,
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
  cell: number;
  route: number[];
  revealed: number;
  trapCells: number[];
  trapKnown: number[];
  possible: number[];
}
type Event = { type: string; cell?: number; route?: number[] };

/** The view a page's own frames carry at a version (waiting for that frame to arrive). */
async function viewAt(frames: ServerMessage[], version: number): Promise<SeenView> {
  for (let i = 0; i < 200; i++) {
    const frame = frames.findLast(
      (f) => (f.type === 'sync' || f.type === 'update') && f.version === version,
    ) as { view: SeenView } | undefined;
    if (frame) return frame.view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no frame at version ${version}`);
}

const versionOf = async (page: Page) =>
  Number(await page.locator('.table-page').getAttribute('data-version'));

/** Every event a page's frames carried. */
function eventsOf(frames: ServerMessage[]): Event[] {
  return frames.flatMap((f) =>
    f.type === 'sync' || f.type === 'update'
      ? (f.type === 'sync' ? f.history : f.entries).flatMap((e) => e.events as Event[])
      : [],
  );
}

/** Every explanation the page's board holds now. */
const explained = (page: Page) =>
  page.locator('[data-explain]').evaluateAll((els) => els.map((e) => e.getAttribute('data-explain') ?? ''));

it(
  'keeps the Phantom’s map from the hunter and the traps from the Phantom',
  { timeout: 300_000 },
  async () => {
    const started = Date.now();
    const ann = await (await app.context()).newPage();
    const bo = await (await app.context()).newPage();
    const errors = [ann, bo].map(recordErrors);
    const annFrames = recordFrames(ann).frames as ServerMessage[];
    const boFrames = recordFrames(bo).frames as ServerMessage[];

    await ann.goto('/');
    await ann.getByLabel('Your name').fill('Ann');
    await ann.getByRole('radio', { name: /Mystery of the Old House/ }).click();
    await ann.getByRole('radio', { name: /Online with friends/ }).check();
    await ann.getByLabel('Players').selectOption('2');
    await ann.getByRole('button', { name: 'Create the match' }).click();
    await ann.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    const invite = await ann.locator('[data-invite]').inputValue();
    await bo.goto(invite);
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Take the seat' }).click();
    // Two players: Bo chooses the two heroes first (OH-6); Ann's page watches the same list, with no button.
    await bo.locator('[data-move="hero"]').first().waitFor();
    await ann.locator('.oh-choose').waitFor();
    expect(await ann.locator('[data-move="hero"]').count()).toBe(0);
    expect(await accessibilityViolations(ann)).toEqual([]);
    for (let n = 0; n < 2; n++) {
      const before = await versionOf(bo);
      await bo.locator('[data-move="hero"]').first().click();
      await bo.locator('[data-confirm]').click();
      await bo.locator(`.table-page:not([data-version="${before}"])`).waitFor();
    }
    await ann.locator('[data-move="draft-four"]').waitFor();
    await bo.locator('.oh[data-role="hunter"]').waitFor();
    await screenshot(bo, 'old-house-online-1-hunter-twilight');

    // The hunters watch the draft: once the Phantom holds three Summons (it takes the row's first three), their
    // page too says the other Summons are locked, and why, card by card.
    await ann.locator('[data-move="draft-four"]').click();
    for (let pick = 0; pick < 3; pick++) {
      const before = await versionOf(ann);
      await ann.locator('[data-move="pick"]').first().click();
      await ann.locator('[data-confirm]').click();
      await ann.locator(`.table-page:not([data-version="${before}"])`).waitFor();
    }
    await bo.locator('[data-summon-limit]').waitFor();
    expect(await bo.locator('[data-summon-limit]').innerText()).toMatch(/holds 3 Summons/);
    expect(await bo.locator('[data-lock="summons"]').count()).toBe(3);
    expect(await bo.locator('[data-lock="room"]').count()).toBe(0);
    await screenshot(bo, 'old-house-online-1-hunter-draft-limit');
    expect(await accessibilityViolations(bo)).toEqual([]);

    let hunterChecks = 0;
    let phantomChecks = 0;
    const revealedRoutes = () =>
      new Set(
        eventsOf(boFrames).flatMap((e) =>
          e.type === 'revealed' ? [e.route!.map(cellName).join(' → ')] : [],
        ),
      );

    const hunter = playOldHouse(bo, {
      traps: true,
      onTurn: async (turn) => {
        const version = await versionOf(bo);
        const truth = await viewAt(annFrames, version);
        const seen = await viewAt(boFrames, version);
        expect(await bo.locator('[data-route], [data-phantom="own"]').count()).toBe(0);
        if (seen.revealed !== truth.cell) {
          const where = bo.locator(`.oh-cell[data-cell="${cellName(truth.cell)}"]`);
          expect(await where.locator('[data-phantom]').count()).toBe(0);
          expect(await where.getAttribute('aria-label')).not.toMatch(/you are here|revealed/);
          expect(await where.getAttribute('data-explain')).not.toMatch(/Phantom, are here|revealed|route/);
        }
        // No explanation on the hunter's page speaks of the Phantom's own place or route.
        expect((await explained(bo)).filter((t) => /Phantom, are here|Your route/.test(t))).toEqual([]);
        const words = await pageWords(bo);
        expect(words).not.toMatch(/you are here|your route/i);
        const route = truth.route.map(cellName).join(' → ');
        if (truth.route.length >= 3 && ![...revealedRoutes()].some((r) => r.includes(route)))
          expect(words).not.toContain(route);
        if (turn === 6) {
          await screenshot(bo, 'old-house-online-2-hunter');
          expect(await accessibilityViolations(bo)).toEqual([]);
        }
        await checkSummary(bo, boFrames);
        hunterChecks++;
      },
    });
    const phantom = playOldHouse(ann, {
      onTurn: async (turn) => {
        const version = await versionOf(ann);
        const truth = await viewAt(boFrames, version);
        expect(await ann.locator('[data-trap]').count()).toBe(0);
        for (const trap of truth.trapCells) {
          const label = await ann
            .locator(`.oh-cell[data-cell="${cellName(trap)}"]`)
            .getAttribute('aria-label');
          expect(label).not.toMatch(/trap/i);
        }
        // …nor does any explanation on the Phantom's page.
        expect((await explained(ann)).filter((t) => /trap, hidden/i.test(t))).toEqual([]);
        expect(await pageWords(ann)).not.toMatch(/our trap/i);
        if (turn === 8) {
          await screenshot(ann, 'old-house-online-3-phantom');
          expect(await accessibilityViolations(ann)).toEqual([]);
        }
        await checkSummary(ann, annFrames);
        phantomChecks++;
      },
    });
    const [h, p] = await Promise.all([hunter, phantom]);
    await screenshot(ann, 'old-house-online-4-phantom-end');
    await screenshot(bo, 'old-house-online-5-hunter-end');

    // The board in Russian and in Estonian, after the end screen is put aside: its own words and the game's,
    // the final night's summary included.
    await bo.getByRole('button', { name: 'Look at the table' }).click();
    await bo.getByRole('button', { name: 'Русский' }).click();
    await bo.getByText(/Ночь \d+ окончена/).waitFor();
    // The cells explain themselves in Russian too: a relic's, to the mouse.
    expect(await explanationOf(bo, bo.locator('.oh-cell[data-cell="B6"]'), 'hover')).toMatch(
      /^B6, реликвия: Семейный портрет, на портрете героя \(здесь начинает Бегун\)\. /,
    );
    await screenshot(bo, 'old-house-online-6-hunter-ru');
    await ann.getByRole('button', { name: 'Look at the table' }).click();
    await ann.getByRole('button', { name: 'Eesti' }).click();
    await ann.getByText(/Öö \d+ on läbi/).waitFor();
    // …and in Estonian: the Time track, to the keyboard.
    expect(await explanationOf(ann, ann.locator('.oh-track').first(), 'focus')).toMatch(
      /^Öö \d+ \/ 7\. Kui Fantoom ei hävita viimase öö lõpuks 6 reliikviat, võidavad jahimehed\.$/,
    );
    await screenshot(ann, 'old-house-online-7-phantom-et');

    // The finished match's replay draws the same board, stepping forward move by move.
    await ann.getByRole('button', { name: 'English' }).click();
    const id = new URL(ann.url()).pathname.split('/').pop()!;
    await ann.goto(`/replay/${id}`);
    await ann.locator('.oh').waitFor({ timeout: 60_000 });
    await ann.getByRole('button', { name: /Start/ }).click();
    await ann.getByRole('button', { name: /Forward/ }).click();
    await ann.getByRole('button', { name: /Forward/ }).click();
    expect(await ann.locator('.oh-cell').count()).toBe(49);
    await screenshot(ann, 'old-house-online-8-replay');

    // The wire: each side's every frame, its views and its events.
    for (const frame of boFrames) {
      if (frame.type !== 'sync' && frame.type !== 'update') continue;
      const view = frame.view as SeenView;
      expect(view.cell).toBe(-1);
      expect(view.route).toEqual([]);
      expect(view.trapKnown).toEqual([]);
    }
    for (const e of eventsOf(boFrames)) if (e.type === 'phantom-step') expect(e.cell).toBe(-1);
    for (const frame of annFrames) {
      if (frame.type !== 'sync' && frame.type !== 'update') continue;
      const view = frame.view as SeenView;
      expect(view.trapCells).toEqual([]);
      expect(view.possible).toEqual([]);
    }
    for (const e of eventsOf(annFrames)) if (e.type === 'trap-set') expect(e.cell).toBe(-1);
    expect(eventsOf(boFrames).some((e) => e.type === 'trap-set' && e.cell! >= 0)).toBe(h.trapsSet > 0);
    expect(hunterChecks).toBeGreaterThan(3);
    expect(phantomChecks).toBeGreaterThan(3);
    expect(errors.flat()).toEqual([]);
    console.log(
      `e2e old-house online: ${h.moves + p.moves} moves, ${hunterChecks} + ${phantomChecks} page checks, ` +
        `${h.trapsSet} traps, ${Date.now() - started} ms`,
    );
  },
);
