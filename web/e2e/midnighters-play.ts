// Playing Midnighters through its board like a person: wait until the page says it is our move, then click what
// the board offers — a highlighted cell while the map is laid out, a button in a prompt, "Let it pass" (or
// spring) in a trap's window, a Dreamwalk towards the Bridge, a Midnight Star on it, a trap now and then, End the
// turn. Nothing here knows the rules beyond what the page shows.
import type { Page } from 'playwright-core';

export interface PlayOptions {
  /** Called at each of our moves before acting (checks, screenshots), with what the page showed. */
  onMove?: (move: number, s: Snapshot) => Promise<void>;
  /** Hot-seat: called when the curtain falls, before it is lifted. */
  onCurtain?: (name: string) => Promise<void>;
  /** Set at most this many traps (to test the trap flow). */
  traps?: number;
  /** Spring a trap whenever a window offers it (else let it pass). */
  spring?: boolean;
  /** Set the traps before heading anywhere: for that many turns, dig the deck for a Suspense by blind swaps. */
  trapsFirst?: number;
  maxMoves?: number;
  /** Stop early, before the end, once this says so (a test that needs only part of a game). */
  enough?: (result: PlayResult) => boolean;
}

export interface PlayResult {
  moves: number;
  curtains: number;
  trapsSet: number;
  windows: number;
  prompts: string[];
}

export interface Snapshot {
  end: boolean;
  curtain: string | null;
  mine: boolean;
  version: string;
  phase: string;
  prompt: string | null;
  promptKeys: string[];
  targets: [number, string, string][];
  bridge: number;
  here: number;
  hereLocation: number;
  /** Per cell, its location and the arrows it may be left by (bits: north 1, east 2, south 4, west 8). */
  map: [number, number][];
  vertigo: boolean;
  /** The nightmares in front of the reader's seat. */
  nightmares: string[];
  star: boolean;
  trap: boolean;
  end_: boolean;
}

const SNAPSHOT = `(() => {
  const q = (s) => document.querySelector(s);
  const all = (s) => [...document.querySelectorAll(s)];
  const prompt = q('.table-page.my-turn .mn-prompt');
  const at = (s) => { const e = q(s); return e ? Number(e.getAttribute('data-at')) : -1; };
  return {
    end: !!q('.end-screen'),
    curtain: q('.curtain h1')?.textContent ?? null,
    mine: !!q('.table-page.my-turn .mn'),
    version: q('.table-page')?.getAttribute('data-version') ?? '',
    phase: q('.mn')?.getAttribute('data-phase') ?? '',
    prompt: prompt?.getAttribute('data-prompt') ?? null,
    promptKeys: prompt ? [...prompt.querySelectorAll('button[data-key]')].map((b) => b.getAttribute('data-key')) : [],
    targets: all('.mn-cell[data-target]').map((c) => [Number(c.getAttribute('data-cell')), c.getAttribute('data-target'), c.getAttribute('data-key') ?? '']),
    bridge: at('.mn-place[data-location="11"]'),
    here: at('.mn-place.mine'),
    hereLocation: Number(q('.mn-place.mine')?.getAttribute('data-location') ?? -1),
    map: (() => {
      const out = Array.from({ length: 12 }, () => [-1, 0]);
      for (const e of all('.mn-place[data-location]'))
        out[Number(e.getAttribute('data-at'))] = [Number(e.getAttribute('data-location')), Number(e.getAttribute('data-ways'))];
      return out;
    })(),
    vertigo: !!q('.mn-turn [data-mode-button="vertigo"]'),
    nightmares: all('.mn-player[data-seat="' + q('.mn')?.getAttribute('data-me') + '"] [data-nightmare]').map((e) => e.getAttribute('data-nightmare')),
    star: !!q('.mn-turn [data-key="star"]'),
    trap: !!q('.mn-turn [data-mode-button="trap"]'),
    end_: !!q('.mn-turn [data-key="end"]'),
  };
})()`;

const STEP = [-4, 1, 4, -1];

/** The cell a step from `cell` leads to in a direction, or −1 off the grid. */
function neighbour(cell: number, dir: number): number {
  const next = cell + STEP[dir];
  if (next < 0 || next >= 12) return -1;
  if ((dir === 1 || dir === 3) && Math.floor(next / 4) !== Math.floor(cell / 4)) return -1;
  return next;
}

/** The shortest way along the arrows from one cell to another, as cells (the first the start), or null. */
function way(ways: readonly number[], from: number, to: number): number[] | null {
  const back = new Map<number, number>([[from, -1]]);
  const queue = [from];
  while (queue.length > 0) {
    const cell = queue.shift()!;
    if (cell === to) {
      const path = [cell];
      while (back.get(path[0])! >= 0) path.unshift(back.get(path[0])!);
      return path;
    }
    for (let d = 0; d < 4; d++) {
      const next = neighbour(cell, d);
      if (next >= 0 && ways[cell] & (1 << d) && !back.has(next)) {
        back.set(next, cell);
        queue.push(next);
      }
    }
  }
  return null;
}

const turned = (ways: number, q: number) => ((ways << q) | (ways >> (4 - q))) & 15;

/** A Vertigo turn (of some location, either way) that opens a way from here to the Bridge, if one does. */
function openingTurn(s: Snapshot, target: number): string | null {
  const ways = s.map.map(([, w]) => w);
  for (let cell = 0; cell < 12; cell++) {
    for (const [how, q] of [
      ['cw', 1],
      ['ccw', 3],
    ] as const) {
      const tried = ways.slice();
      tried[cell] = turned(ways[cell], q);
      if (way(tried, s.here, target)) return `v${s.map[cell][0]}${how}`;
    }
  }
  return null;
}

/** Clicks and waits for the server's answer: the match's version moves on (or a curtain, or the end). */
async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await page.locator('.table-page').getAttribute('data-version');
  await click();
  await page
    .locator(`.table-page:not([data-version="${before}"]), .curtain, .end-screen`)
    .first()
    .waitFor({ timeout: 20_000 });
}

/** Plays this page's seat(s) until the end screen. */
export async function playMidnighters(page: Page, options: PlayOptions = {}): Promise<PlayResult> {
  const result: PlayResult = { moves: 0, curtains: 0, trapsSet: 0, windows: 0, prompts: [] };
  let seed = 0;
  let turns = 0;
  const click = async (selector: string) => {
    await act(page, () => page.locator(selector).first().click());
    result.moves++;
  };
  for (let guard = 0; guard < (options.maxMoves ?? 1500); guard++) {
    // Our move, a curtain or the end; meanwhile, a test that has seen enough may stop us.
    const waitUntil = Date.now() + 60_000;
    let ready = false;
    while (!ready && !options.enough?.(result)) {
      ready = await page
        .waitForSelector('.end-screen, .curtain, .table-page.my-turn .mn', { timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      if (!ready && Date.now() > waitUntil) throw new Error('the page offered no move for a minute');
    }
    if (!ready) return result;
    const s = (await page.evaluate(SNAPSHOT)) as Snapshot;
    if (s.end || options.enough?.(result)) return result;
    if (s.curtain !== null) {
      await options.onCurtain?.(s.curtain);
      result.curtains++;
      await page.locator('.curtain button:not([disabled])').click();
      continue;
    }
    if (!s.mine) continue;
    await options.onMove?.(result.moves, s);
    seed++;
    if (s.phase === 'arrange' || s.phase === 'settle') {
      if (s.phase === 'arrange' && seed % 3 === 0 && (await page.locator('[data-turn="cw"]').count()) > 0)
        await page.locator('[data-turn="cw"]').click();
      const cells = ((await page.evaluate(SNAPSHOT)) as Snapshot).targets;
      await click(`.mn-cell[data-cell="${cells[(seed * 5) % cells.length][0]}"]`);
      continue;
    }
    if (s.prompt === 'window') {
      result.windows++;
      const spring = s.promptKeys.find((k) => k.startsWith('!'));
      await click(`[data-prompt="window"] [data-key="${options.spring && spring ? spring : 'pass'}"]`);
      continue;
    }
    if (s.prompt === 'relocate') {
      result.prompts.push(s.prompt);
      const cell = s.targets.find(([, kind]) => kind === 'relocate-pick');
      if (cell) await page.locator(`.mn-cell[data-cell="${cell[0]}"]`).click();
      await page.locator('[data-prompt="relocate"] button[data-key]').first().waitFor();
      await click('[data-prompt="relocate"] button[data-key]');
      continue;
    }
    if (s.prompt !== null) {
      result.prompts.push(s.prompt);
      // Keep the Dream Catcher's cards on top, hand the nightmares on at the Motel, else some choice offered.
      const keys = s.promptKeys;
      const pick = keys.includes('b0') ? 'b0' : keys.includes('give') ? 'give' : keys[seed % keys.length];
      await click(`.mn-prompt [data-key="${pick}"]`);
      continue;
    }
    if (s.phase !== 'turn') continue;
    // Where to go: the Bridge; with a nightmare, first the Town Hall (or, for the Horror alone, the Motel).
    const goal = s.nightmares.length === 0 ? 11 : s.nightmares.every((n) => n === 'horror') ? 8 : 10;
    const target = s.map.findIndex(([l]) => l === goal);
    if (s.star && s.here === target) {
      await click('.mn-turn [data-key="star"]');
      continue;
    }
    // Traps first (on the Bridge), while the others are still far from it.
    if (s.trap && result.trapsSet < (options.traps ?? 0)) {
      await page.locator('.mn-turn [data-mode-button="trap"]').click();
      await page.locator('[data-trap-with]').first().click();
      // On the Bridge, the last of the unique locations: where everyone is heading.
      await act(page, () => page.locator('[data-step="trap"] button[data-key]').last().click());
      result.moves++;
      result.trapsSet++;
      continue;
    }
    if (turns < (options.trapsFirst ?? 0) && result.trapsSet < (options.traps ?? 0)) {
      const swap = page.locator('.mn-turn [data-mode-button="swap"]');
      if ((await swap.count()) > 0) {
        await swap.click();
        const give = page.locator('[data-step="swap"] button[data-key]:not([data-key="x1"])');
        if ((await give.count()) > 0) {
          await act(page, () => give.first().click());
          result.moves++;
          continue;
        }
        await swap.click();
      }
      turns++;
      await click('.mn-turn [data-key="end"]');
      continue;
    }
    const walks = s.targets.filter(([, kind]) => kind === 'walk');
    const ways = s.map.map(([, w]) => w);
    const path = way(ways, s.here, target);
    const next = path && path.length > 1 ? walks.find(([cell]) => cell === path[1]) : undefined;
    const opening = !path && s.vertigo ? openingTurn(s, target) : null;
    if (next) {
      await click(`.mn-cell[data-cell="${next[0]}"]`);
    } else if (opening) {
      // No way to the Bridge: a Vertigo opens one (a location on the map, then how it turns).
      const location = Number(opening.slice(1).replace(/c?cw$/, ''));
      await page.locator('.mn-turn [data-mode-button="vertigo"]').click();
      await page.locator(`.mn-cell[data-cell="${s.map.findIndex(([l]) => l === location)}"]`).click();
      await click(`[data-step="vertigo"] [data-key="${opening}"]`);
    } else if (walks.length === 0 && (await page.locator('.mn-turn [data-mode-button="swap"]').count()) > 0) {
      // No Dreamwalk in hand: trade a card blindly for the deck's top, hoping for one.
      await page.locator('.mn-turn [data-mode-button="swap"]').click();
      const offered = await page
        .locator('[data-step="swap"] button[data-key]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
      const give = ['x4', 'x5', 'x1', 'x3', 'x2', 'x0'].find((k) => offered.includes(k)) ?? offered[0];
      await click(`[data-step="swap"] [data-key="${give}"]`);
    } else if (!path && walks.length > 0 && seed % 3 !== 0) {
      // Still no way: wander, and see what the dream does.
      await click(`.mn-cell[data-cell="${walks[seed % walks.length][0]}"]`);
    } else if (s.end_) {
      turns++;
      await click('.mn-turn [data-key="end"]');
    }
  }
  throw new Error(`no end after ${result.moves} moves`);
}

/** The text and the labels a person or a screen reader gets from the page. */
export async function pageWords(page: Page): Promise<string> {
  const text = await page.locator('body').innerText();
  const labels = await page
    .locator('[aria-label], [title]')
    .evaluateAll((elements) =>
      elements.map((el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`),
    );
  return `${text}\n${labels.join('\n')}`;
}
