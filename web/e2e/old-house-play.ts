// Playing Mystery of the Old House through its board like a person: wait for our turn, then click what the
// board offers — a draft button, a card, a highlighted cell and its Confirm, an action, Done or End turn — with
// a simple scripted policy. Nothing here knows the rules beyond what the page shows.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PlayOptions {
  /** Called at each of our turns before acting (checks, screenshots). */
  onTurn?: (turn: number) => Promise<void>;
  /** Hot-seat: confirm the curtain when it falls, after `onCurtain`. */
  onCurtain?: (name: string) => Promise<void>;
  /** At most this many of our moves (a guard; games end long before). */
  maxMoves?: number;
  /** Set a trap at the first hunters' turn of each night (to test the trap flow). */
  traps?: boolean;
}

export interface PlayResult {
  moves: number;
  turns: number;
  curtains: number;
  accusations: number;
  trapsSet: number;
}

const version = (page: Page) => page.locator('.table-page').getAttribute('data-version');

/** Clicks and waits for the server's answer: the match's version moves on (or a curtain falls). */
async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await version(page);
  await click();
  await page
    .locator(`.table-page:not([data-version="${before}"]), .curtain, .end-screen`)
    .first()
    .waitFor({ timeout: 15_000 });
}

/** What the page offers now, read in one trip to the browser (the board renders only what may be done). */
interface Snapshot {
  end: boolean;
  curtain: string | null;
  mine: boolean;
  version: string;
  role: string;
  confirm: boolean;
  hero: boolean;
  draft: boolean;
  pick: boolean;
  accusers: string[];
  trapMode: boolean;
  summonMode: boolean;
  finish: boolean;
  night: string;
  opening: boolean;
  here: string | null;
  relics: string[];
  cells: [string, string][];
  possible: string[];
}

const SNAPSHOT = `(() => {
  const q = (s) => document.querySelector(s);
  const all = (s) => [...document.querySelectorAll(s)];
  return {
    end: !!q('.end-screen'),
    curtain: q('.curtain h1')?.textContent ?? null,
    mine: !!q('.table-page.my-turn .oh'),
    version: q('.table-page')?.getAttribute('data-version') ?? '',
    role: q('.oh')?.getAttribute('data-role') ?? '',
    confirm: !!q('[data-confirm]'),
    hero: !!q('[data-move="hero"]'),
    draft: !!q('[data-move="draft-four"]'),
    pick: !!q('[data-move="pick"]'),
    accusers: all('.oh-hero-card').filter((c) => c.querySelector('[data-move="accuse"]')).map((c) => c.getAttribute('data-hero')),
    trapMode: !!q('[data-move="trap-mode"]'),
    summonMode: !!q('[data-move="summon-mode"]'),
    finish: !!q('[data-move="end-turn"], [data-move="done"]'),
    night: q('.oh-pip.time.now')?.textContent ?? '',
    opening: (q('.oh-status')?.textContent ?? '').includes('opening'),
    here: q('[data-phantom]')?.getAttribute('data-at') ?? null,
    relics: all('.oh-pip.relic:not(.gone)').map((e) => e.textContent),
    cells: all('.oh-cell[data-action]').map((e) => [e.getAttribute('data-cell'), e.getAttribute('data-action')]),
    possible: all('.oh-cell[data-possible]').map((e) => e.getAttribute('aria-label') ?? ''),
  };
})()`;

/**
 * Plays this page's seat(s) until the end screen. The Phantom heads for the nearest intact relic and ends its
 * turn on it, summoning once a night when it may; hunters move each hero to a highlighted cell, accuse when the
 * aid leaves at most two cells and a hero stands on one, set a trap once a night (if asked), then Done.
 */
export async function playOldHouse(page: Page, options: PlayOptions = {}): Promise<PlayResult> {
  const result: PlayResult = { moves: 0, turns: 0, curtains: 0, accusations: 0, trapsSet: 0 };
  let trapNight = '';
  let summonNight = '';
  let lastVersion = '';
  let pick = 0;
  const click = async (selector: string) => {
    await act(page, () => page.locator(selector).first().click());
    result.moves++;
  };
  /** Chooses a cell, then confirms the move it prepares (the panel says what it does in between). */
  const cellThenConfirm = async (cell: string) => {
    await page.locator(`.oh-cell[data-cell="${cell}"]`).click();
    await expectConfirmInReach(page, cell);
    await click('[data-confirm]');
  };
  for (let guard = 0; guard < (options.maxMoves ?? 3000); guard++) {
    await page.waitForSelector('.end-screen, .curtain, .table-page.my-turn .oh', { timeout: 60_000 });
    const s = (await page.evaluate(SNAPSHOT)) as Snapshot;
    if (s.end) return result;
    if (s.curtain !== null) {
      await options.onCurtain?.(s.curtain.replace(/^Pass the device to /, ''));
      result.curtains++;
      await page.locator('.curtain button:not([disabled])').click();
      continue;
    }
    if (!s.mine) continue;
    if (s.version !== lastVersion) {
      lastVersion = s.version;
      result.turns++;
      await options.onTurn?.(result.turns);
    }
    if (s.confirm) await click('[data-confirm]');
    else if (s.hero) {
      // Two players: the hunter chooses its heroes, each chosen then confirmed (OH-6).
      await page.locator('[data-move="hero"]').first().click();
      await expectConfirmInReach(page, 'a hero');
      await click('[data-confirm]');
    } else if (s.draft) await click('[data-move="draft-four"]');
    else if (s.pick) {
      // A card is chosen first (the panel says what taking it does), then confirmed, like a cell.
      await page.locator('[data-move="pick"]').first().click();
      await expectConfirmInReach(page, 'a card');
      await click('[data-confirm]');
    } else if (s.role === 'hunter') {
      const accuser = s.accusers.find(
        (h) => s.possible.length <= 2 && s.possible.some((label) => label.includes(`hero ${Number(h) + 1},`)),
      );
      const moves = s.cells.filter(([, kind]) => kind === 'move');
      if (accuser !== undefined && s.possible.length > 0) {
        await click(`.oh-hero-card[data-hero="${accuser}"] [data-move="accuse"]`);
        result.accusations++;
      } else if (options.traps && trapNight !== s.night && s.trapMode) {
        trapNight = s.night;
        await page.locator('[data-move="trap-mode"]').click();
        const targets = await page
          .locator('.oh-cell[data-action="trap"]')
          .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell') ?? ''));
        await cellThenConfirm(targets[(pick++ * 11) % targets.length]);
        result.trapsSet++;
      } else if (moves.length > 0) {
        // A hero walks to a highlighted cell (a pseudo-random one: the hunters spread out).
        await cellThenConfirm(moves[(pick++ * 5) % moves.length][0]);
      } else if (s.finish) await click('[data-move="end-turn"], [data-move="done"]');
    } else if (s.role === 'phantom') {
      const steps = s.cells.filter(([, kind]) => kind === 'step').map(([cell]) => cell);
      if (summonNight !== s.night && s.summonMode) {
        // Once a night, summon when the board offers it (the summon flow: mode, cell, confirm).
        summonNight = s.night;
        await page.locator('[data-move="summon-mode"]').click();
        const target = await page.locator('.oh-cell[data-action="summon"]').first().getAttribute('data-cell');
        await cellThenConfirm(target!);
      } else {
        const target = phantomTarget(s, steps, pick++);
        if (target === 'end') await click('[data-move="end-turn"]');
        else await cellThenConfirm(target);
      }
    }
  }
  throw new Error(`no end after ${result.moves} moves`);
}

/** After a cell or a card is chosen, its Confirm is in the window as it stands: no scrolling to find it. */
async function expectConfirmInReach(page: Page, chosen: string): Promise<void> {
  const confirm = page.locator('[data-confirm]');
  await confirm.waitFor();
  const box = await confirm.boundingBox();
  const height = page.viewportSize()!.height;
  if (!box || box.y < 0 || box.y + box.height > height)
    throw new Error(`Confirm out of reach after choosing ${chosen}: ${JSON.stringify(box)} in ${height} px`);
}

const COLUMNS = 'ABCDEFG';
const xy = (name: string) => [COLUMNS.indexOf(name[0]), Number(name[1]) - 1];
const distance = (a: string, b: string) => {
  const [ax, ay] = xy(a);
  const [bx, by] = xy(b);
  return Math.abs(ax - bx) + Math.abs(ay - by);
};

/**
 * The Phantom's policy, from what its page shows: standing on an intact relic after its opening, end the turn
 * (the relic falls); else step towards the nearest intact relic (the relic track lists them); with no step
 * left, end the turn.
 */
function phantomTarget(s: Snapshot, steps: string[], seed: number): string | 'end' {
  if (s.here && !s.opening && s.relics.includes(s.here)) return 'end';
  if (steps.length === 0 || s.relics.length === 0) return 'end';
  const near = (cell: string) => Math.min(...s.relics.map((r) => distance(cell, r)));
  const best = Math.min(...steps.map(near));
  const choices = steps.filter((c) => near(c) === best);
  return choices[seed % choices.length];
}

/**
 * The night summary's figures as a person reads them ("Relics destroyed this night: 1 (1 of 6 in all)…"), and
 * the truth from every WebSocket frame the page received (each batch, whether or not the page drew it): the relics
 * destroyed in each night, by the events, and in all, by the views.
 */
export async function summaryFigures(page: Page): Promise<{ round: number; relics: number; total: number }> {
  const round = Number(await page.locator('.oh-summary').getAttribute('data-summary'));
  const text = await page.locator('.oh-summary').innerText();
  const m = /Relics destroyed this night: (\d+) \((\d+) of 6/.exec(text);
  if (!m) throw new Error(`no figures in the summary: ${text}`);
  return { round, relics: Number(m[1]), total: Number(m[2]) };
}

/** The night summary, when shown, tells the relics destroyed that night and in all as they were. */
export async function checkSummary(page: Page, frames: readonly unknown[]): Promise<void> {
  if ((await page.locator('.oh-summary').count()) === 0) return;
  const shown = await summaryFigures(page);
  const byNight = relicsByNight(frames);
  let total = 0;
  for (const [round, relics] of byNight) if (round <= shown.round) total += relics;
  expect(shown).toEqual({ round: shown.round, relics: byNight.get(shown.round) ?? 0, total });
}

export function relicsByNight(frames: readonly unknown[]): Map<number, number> {
  // Every accepted move once, by its version: a sync's history and the updates' entries (a resync repeats some).
  type Entry = { version: number; events: { type: string; round?: number }[] };
  const byVersion = new Map<number, Entry>();
  for (const frame of frames as { type: string; history?: Entry[]; entries?: Entry[] }[]) {
    const entries =
      frame.type === 'sync' ? frame.history : frame.type === 'update' ? frame.entries : undefined;
    for (const entry of entries ?? []) byVersion.set(entry.version, entry);
  }
  const byNight = new Map<number, number>();
  let round = 1;
  for (const version of [...byVersion.keys()].sort((a, b) => a - b))
    for (const e of byVersion.get(version)!.events) {
      if (e.type === 'round') round = e.round!;
      if (e.type === 'relic-destroyed') byNight.set(round, (byNight.get(round) ?? 0) + 1);
    }
  return byNight;
}

/**
 * The route's numbers that overlap a token drawn in their cell (a relic, an entity, a hero, the Phantom, a trace,
 * a trap, a pentagram, a corner mark), as "cell: token" lines, measured on the page as drawn.
 */
export async function routeOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const TOKENS = '.oh-relic rect, .oh-entity, .oh-hero circle, .oh-ghost path, .oh-trace circle, .oh-type, ' +
      '.oh-start, .oh-pentagram circle, .oh-trap rect';
    const out = [];
    for (const label of document.querySelectorAll('.oh-route-label')) {
      const cell = label.getAttribute('data-route-cell');
      const a = label.querySelector('rect').getBoundingClientRect();
      const inCell = '.oh-cell[data-cell="' + cell + '"] :is(' + TOKENS + ')';
      const onCell = '[data-at="' + cell + '"] :is(' + TOKENS + ')';
      for (const token of document.querySelectorAll(inCell + ', ' + onCell)) {
        const b = token.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          out.push(cell + ': ' + (token.getAttribute('class') || token.parentElement.getAttribute('class')));
      }
    }
    return out;
  })()`);
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
