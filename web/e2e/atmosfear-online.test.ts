// ATMOSFEAR online: Ann and Bo on two devices with a bot in the third seat, the match clock 30 times the wall
// clock's speed. Both screens show one clock (their readings of it are compared), Bo reloads mid-match and rejoins
// the running hour, and at the end every WebSocket frame each of them received is checked against the match's own
// record: each view is exactly the replayed view for that seat, each event exactly what that seat may see; no frame
// says when the Gatekeeper comes next, and no frame ties a fear to its writer before the Well gives it up.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Match, canonicalJson, type AnyGame, type MatchRecord } from '../../engine/index.ts';
import { gameById } from '../../games/index.ts';
import type { ServerMessage } from '../../protocol/index.ts';
import { WATCH_MOMENTS, watchedMoments, playAtmosfear } from './atmosfear-play.ts';
import { recordErrors, recordFrames, screenshot, startApp, type App } from './harness.ts';

const RATE = 30;
const FEARS = [
  'Ann’s own fear: the stairs that creak at night',
  'Bo’s own fear: the door at the end of the hall',
];

let app: App;
beforeAll(async () => {
  app = await startApp({ timeScale: RATE });
});
afterAll(async () => {
  await app?.close();
});

/** When this screen thinks the hour ends, on the wall clock both browsers share. */
async function endsAt(page: Page): Promise<number> {
  const clock = page.locator('.atm-clock');
  const [left, at] = await Promise.all([clock.getAttribute('data-left'), clock.getAttribute('data-read-at')]);
  return Number(at) + Number(left) / RATE;
}

type Frame = Extract<ServerMessage, { type: 'sync' | 'update' }>;
type Fear = { key: string | null; text: string | null };
type Event = { type: string; seat?: number; fear?: Fear; own?: boolean };

function gameFrames(frames: unknown[]): Frame[] {
  return (frames as ServerMessage[]).filter((f): f is Frame => f.type === 'sync' || f.type === 'update');
}

it(
  'keeps Keystones, Duel cards, fears and his schedule from the other player, and one clock on both screens',
  { timeout: 600_000 },
  async () => {
    const ann = await (await app.context()).newPage();
    const bo = await (await app.context()).newPage();
    const errors = [ann, bo].map(recordErrors);
    for (const page of [ann, bo]) await page.addInitScript(WATCH_MOMENTS);
    const frames = [recordFrames(ann).frames, recordFrames(bo).frames];

    await ann.goto('/');
    await ann.getByLabel('Your name').fill('Ann');
    await ann.getByRole('radio', { name: /ATMOSFEAR/ }).click();
    await ann.getByRole('radio', { name: /Online with friends/ }).check();
    await ann.getByRole('combobox', { name: /^Players/ }).selectOption('3');
    await ann.getByRole('combobox', { name: /Who sits in seat 3/ }).selectOption('easy');
    await ann.getByLabel('The hour').selectOption({ label: '30 minutes' });
    await ann.getByRole('button', { name: 'Create the match' }).click();
    await ann.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    const invite = await ann.locator('[data-invite]').inputValue();
    const match = /\/match\/([^/?#]+)/.exec(invite)![1];
    await bo.goto(invite);
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Take the seat' }).click();
    await Promise.all([ann, bo].map((page) => page.locator('.atm-table').waitFor()));
    // Both tables say the hour is not the printed one.
    for (const page of [ann, bo])
      expect((await page.locator('.played-with').innerText()).replace(/\s+/g, ' ')).toBe(
        'In this match: The hour: 30 minutes',
      );

    // Bo plays a while, then the two clocks are read side by side, then Bo reloads into the running hour.
    let pause = false;
    const annPlays = playAtmosfear(ann, { fear: FEARS[0], shots: 'atmosfear-online-ann' });
    const boStarted = Date.now();
    await playAtmosfear(bo, { fear: FEARS[1], stop: () => Date.now() - boStarted > 12_000 || pause });
    await Promise.all([ann, bo].map((page) => page.locator('.atm-table[data-phase="play"]').waitFor()));
    let spread = 0;
    for (let i = 0; i < 12; i++) {
      const [a, b] = await Promise.all([endsAt(ann), endsAt(bo)]);
      spread = Math.max(spread, Math.abs(a - b));
      await bo.waitForTimeout(150);
    }
    // Each screen reads its clock every 250 ms, so two readings may be up to that far apart in the page: the
    // spread is of when each thinks the hour ends, which does not depend on when it was read. What is left is how
    // late each screen heard the server's time: under a few ms quiet, 257 ms and once 555 ms with the whole suite's
    // browsers on two cores; a screen on its own clock would be seconds off.
    expect(spread).toBeLessThan(1_000);
    const before = Number(await bo.locator('.atm-clock').getAttribute('data-left'));
    const reloadedAt = Date.now();
    await bo.reload();
    await bo.locator('.atm-table').waitFor();
    const after = Number(await bo.locator('.atm-clock').getAttribute('data-left'));
    const elapsed = (Date.now() - reloadedAt) * RATE;
    if ((await bo.locator('.atm-table[data-phase="play"]').count()) > 0) {
      // The clock never waited for Bo: it went on running while the page reloaded.
      expect(after).toBeLessThan(before);
      expect(after).toBeGreaterThan(before - elapsed - 2 * RATE * 250);
      expect(await bo.locator('.table-page').getAttribute('data-seat')).toBe('1');
      await screenshot(bo, 'atmosfear-online-bo-reloaded');
    }
    const boSeen = await playAtmosfear(bo, { fear: FEARS[1], shots: 'atmosfear-online-bo' });
    const annSeen = await annPlays;
    pause = true;
    // He came on screen (Bo's count is since the reload, and a match may end soon after it).
    const shown = (await Promise.all([ann, bo].map(watchedMoments))).map((w) => w.shown);
    expect(shown[0] + shown[1]).toBeGreaterThan(0);

    // The wire, against the record.
    const response = await fetch(`${app.base}/api/matches/${match}/record`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as MatchRecord;
    const game = gameById('atmosfear') as AnyGame;
    const atVersion = new Map<number, Match<unknown, unknown, unknown, unknown, unknown>>();
    const replayedTo = (version: number) => {
      let m = atVersion.get(version);
      if (!m)
        atVersion.set(version, (m = Match.replay(game, { ...record, log: record.log.slice(0, version) })));
      return m;
    };
    const applied: Parameters<Match<unknown, unknown, unknown, unknown, unknown>['eventsFor']>[0][number][] =
      [];
    const full = Match.replay(game, record, (a) => applied.push(a));
    let checked = 0;
    for (const seat of [0, 1]) {
      const other = 1 - seat;
      for (const f of gameFrames(frames[seat])) {
        // No frame says when he comes next.
        expect(f.clock.nextDue).toBeNull();
        expect(JSON.stringify(f)).not.toContain('"nextAt"');
        // The view is the seat's view of the true state at that version, no more.
        expect(canonicalJson(f.view), `seat ${seat}, version ${f.version}`).toBe(
          canonicalJson(replayedTo(f.version).view(seat)),
        );
        const entries = f.type === 'sync' ? f.history : f.entries;
        entries.forEach((entry, j) => {
          // Each event told is the one the record's replay gives this seat for that move.
          const index = f.version - entries.length + j;
          expect(canonicalJson(entry.events)).toBe(canonicalJson(full.eventsFor([applied[index]], seat)));
          // A fear is tied to its writer only when its writer draws it back from the Well.
          const events = entry.events as Event[];
          for (const e of events) {
            if (e.type === 'fear-drawn' && e.fear?.text === FEARS[other])
              expect(e.seat === other ? e.own : !e.own).toBe(true);
          }
          expect(JSON.stringify(events.filter((e) => e.type !== 'fear-drawn'))).not.toContain(FEARS[other]);
        });
        expect(JSON.stringify(f.view)).not.toContain(FEARS[other]);
        checked++;
      }
      const last = gameFrames(frames[seat]).findLast((f) => f.type === 'update')!;
      expect(canonicalJson(last.view)).toBe(canonicalJson(full.view(seat)));
    }
    // A whole match's frames were compared, not a handful: 42–85 in recent runs, fewer when a loaded machine plays
    // fewer moves in the hour (50 failed twice so).
    expect(checked).toBeGreaterThan(30);
    expect(errors.flat()).toEqual([]);
    console.log(
      `e2e atmosfear online: clocks within ${spread.toFixed(1)} ms, ${checked} frames checked, ` +
        `${record.log.length} moves, interruptions on screen ${shown[0]}/${shown[1]} ` +
        `(${annSeen.interruptions}/${boSeen.interruptions} caught by the test's own look)`,
    );
  },
);
