// The end-to-end harness: the real server in this process (SQLite in a temp folder, bots without pauses, the
// production build at `/`) and Debian's Chromium driven by playwright-core. Never a downloaded browser.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type WebSocket,
} from 'playwright-core';
import { adminCommand } from '../../cli/admin.ts';
import { captureIo } from '../../cli/io.ts';
import { createNocturneServer, type NocturneServer } from '../../server/app.ts';
import type { ReviewLimits } from '../../server/reviews.ts';
// A finished match in which a person's seat played carelessly, for reviews to judge (made through the server).
export { carelessMatch } from '../../server/test-client.ts';
import { SQLITE_FILE, openStore, type Store } from '../../store/index.ts';
import { withSqliteFile } from '../../store/sqlite-raw.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = new URL('../../artifacts/', import.meta.url).pathname;
const WEB_DIR = new URL('../../dist/web', import.meta.url).pathname;

export interface App {
  readonly base: string;
  readonly browser: Browser;
  readonly server: NocturneServer;
  /**
   * A fresh browser profile (its own storage), phone-sized or desktop-sized, in a language; closed with the app.
   * A phone is 390 pixels wide unless `width` says otherwise. Motion is reduced unless `motion` asks for the
   * animations (a test of what they leave on screen).
   */
  context(options?: {
    phone?: boolean;
    width?: number;
    mobile?: boolean;
    locale?: string;
    motion?: boolean;
  }): Promise<BrowserContext>;
  /**
   * Reaches under the server into its SQLite file: the match was stored under version `rules` of its game. Its
   * copy leaves the server's memory, so the server reads it back as stored.
   */
  storedUnderRules(matchId: string, rules: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * `timeScale` runs the match clock that many times faster than the wall clock (a real-time game's hour in a
 * minute); bots move at once unless `botPauseMs` gives them a pause (on the match clock); `awayAfterMs` is how long
 * a person may be disconnected before the table calls them away (a minute unless a test says otherwise).
 */
export async function startApp(
  options: {
    timeScale?: number;
    botPauseMs?: readonly [number, number];
    awayAfterMs?: number;
    reviewLimits?: ReviewLimits;
    /** Boot the searching bots' worker at once, as `npm start` does (default true: bots then answer at once). */
    warmBots?: boolean;
    /** The operator's token (`nocturne admin`); default none. */
    adminToken?: string;
  } = {},
): Promise<App> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-e2e-'));
  const store: Store = await openStore({ dataDir });
  const server = createNocturneServer({
    store,
    botPauseMs: options.botPauseMs ?? [0, 0],
    botThreads: 1,
    warmBots: options.warmBots ?? true,
    webDir: WEB_DIR,
    timeScale: options.timeScale,
    awayAfterMs: options.awayAfterMs,
    reviewLimits: options.reviewLimits,
    adminToken: options.adminToken,
  });
  const base = await server.listen(0, '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const contexts: BrowserContext[] = [];
  return {
    base,
    browser,
    server,
    async context({ phone = false, width = 390, mobile = false, locale = 'en-GB', motion = false } = {}) {
      const context = await browser.newContext({
        baseURL: base,
        locale,
        viewport: phone ? { width, height: 844 } : { width: 1280, height: 860 },
        deviceScaleFactor: 1,
        hasTouch: phone,
        isMobile: mobile,
        reducedMotion: motion ? 'no-preference' : 'reduce',
      });
      contexts.push(context);
      return context;
    },
    async storedUnderRules(matchId, rules) {
      withSqliteFile(join(dataDir, SQLITE_FILE), (db) =>
        db.prepare('UPDATE matches SET rules = ? WHERE id = ?').run(rules, matchId),
      );
      const copy = await server.hub.loadedCopy(matchId);
      if (copy) server.hub.release(copy);
      while (server.hub.isLoaded(matchId)) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot as artifacts/<name>.png: the full page, or what the window shows (an overlay, at once). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** The WCAG 2.1 A and AA rules (and axe's best practices for headings and landmarks) the pages are held to. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe-core finds on the page as it stands, one line per rule broken (its id, how many elements, the first
 * few selectors): an empty list when the page passes. Tests assert `toEqual([])`, so a failure names the rule.
 * `within` limits it to one part of the page, for a moment too short for the whole page (an overlay that leaves
 * by itself).
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  // axe-core runs in the page itself, loaded once per document. @axe-core/playwright ran it frame by frame and
  // finished every check in a fresh page of its own: 2.4–3.1 s a check against 0.2–0.4 s, with the same
  // violations found (the app has no frames). Only the violations are read: axe then details one node of each
  // other kind of result instead of every one, with the same rules run.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const context = within === undefined ? 'document' : JSON.stringify({ include: [[within]] });
  const options = JSON.stringify({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] });
  return page.evaluate(
    `axe.run(${context}, ${options}).then((results) => results.violations.map((violation) => ` +
      `violation.id + ' (' + violation.nodes.length + '): ' + ` +
      `violation.nodes.slice(0, 4).map((node) => node.target.join(' ')).join(', ')))`,
  );
}

// Runs in the page as text: a function handed to evaluate() would carry the test transform's helpers with it.
const OVERFLOW_SCRIPT = `(() => {
  const found = [];
  const ruler = document.createElement('canvas').getContext('2d');
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
  const named = (el) => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim()
    ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  // A box that holds its text in: a button, or an element that cuts what sticks out (hidden, clip, ellipsis).
  const holds = (el, style) => el.tagName === 'BUTTON' || el.tagName === 'SELECT' ||
    ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('.sr-only, svg') || !el.checkVisibility()) continue;
    const style = getComputedStyle(el);
    // Hidden, or there for screen readers only (a box of one pixel, clipped).
    if (style.visibility === 'hidden' || (style.display !== 'inline' && el.clientWidth <= 1 && el.clientHeight <= 1))
      continue;
    if ((el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') && el.placeholder && !el.value) {
      ruler.font = style.font;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ruler.measureText(el.placeholder).width > room + 1) found.push(named(el) + ': ' + el.placeholder);
    } else if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 &&
        (ownText(el) || (holds(el, style) && el.textContent.trim() !== '' && !el.querySelector('svg, canvas, img')))) {
      found.push(named(el) + ': ' + el.textContent.trim().slice(0, 60));
    }
    // A word broken across two lines without a hyphen ("Снохожден" / "ие"): its box was too narrow for it.
    for (const node of el.childNodes) {
      if (node.nodeType !== 3) continue;
      for (const word of node.textContent.matchAll(/[\\p{L}\\p{N}]{4,}/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(named(el) + ': word cut: ' + word[0]);
      }
    }
  }
  return found;
})()`;

/**
 * Texts that do not fit their box on the page as it is: an element whose own text is wider than the element
 * (cut off, or spilling over its neighbours), a button or a box that cuts its content (overflow hidden or clip,
 * an ellipsis) whose text is wider than it, a word broken across two lines (its box too narrow for it), and an
 * empty field whose placeholder is wider than the field.
 */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(OVERFLOW_SCRIPT) as Promise<string[]>;
}

/** The viewports `overflowEverywhere` reads a page at: the app's phone and desktop sizes. */
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } } as const;

/**
 * `overflowingText` in every language and on a phone and a desktop, each line prefixed with where it was found
 * ("ru phone: …"). The page switches language with its own switch and changes its window, then goes back to the
 * language and the size it had: one open page stands for six.
 */
export async function overflowEverywhere(page: Page): Promise<string[]> {
  const found: string[] = [];
  const lang = await page.evaluate<string>('document.documentElement.lang');
  const size = page.viewportSize()!;
  const language = (code: string) => page.locator(`.lang-switch button[lang="${code}"]`);
  for (const code of ['en', 'ru', 'et']) {
    await language(code).click();
    await page.locator(`html[lang="${code}"]`).waitFor({ state: 'attached' });
    for (const [name, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      // Two frames: the layout and any effect that measures it settle. What still overflows is read again a
      // moment later: a box in a transition (a card turning, a panel opening) is not what a player keeps seeing.
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      let lines = await overflowingText(page);
      if (lines.length > 0) {
        await page.waitForTimeout(400);
        lines = await overflowingText(page);
      }
      for (const line of lines) found.push(`${code} ${name}: ${line}`);
    }
  }
  await page.setViewportSize(size);
  await language(lang).click();
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
  return found;
}

// Where each visible element of a selector stands against the window, at the scroll given (top, as it is, end).
const OUT_OF_VIEW_SCRIPT = `((selector) => {
  const found = [];
  const named = (el) => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className.trim()
    ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' "' + el.textContent.trim().slice(0, 30) + '"';
  const scroller = document.scrollingElement;
  const kept = scroller.scrollTop;
  const at = { top: 0, 'as scrolled': kept, end: scroller.scrollHeight };
  for (const [where, top] of Object.entries(at)) {
    scroller.scrollTo({ top, behavior: 'instant' });
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      const h = document.documentElement.clientHeight;
      const w = document.documentElement.clientWidth;
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > h + 0.5 || r.right > w + 0.5) {
        found.push(where + ': ' + named(el) + ' at y ' + Math.round(r.top) + '-' + Math.round(r.bottom));
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && !el.contains(hit) && !hit.contains(el)) found.push(where + ': ' + named(el) + ' under ' + named(hit));
    }
  }
  scroller.scrollTo({ top: kept, behavior: 'instant' });
  return found;
})`;

/**
 * The visible elements matching `selector` that are not wholly in the window, or are under something else, with
 * the page scrolled to its top, as it is, and to its end (then put back): controls a player would have to scroll
 * to find (issue 27: Confirm below the fold on a phone). An empty list when every one is in view each time.
 */
export async function outOfView(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(`${OUT_OF_VIEW_SCRIPT}(${JSON.stringify(selector)})`) as Promise<string[]>;
}

// The texts of the page's last screen that something fixed covers, with the page scrolled to its end.
const COVERED_AT_END_SCRIPT = `(() => {
  const found = [];
  const scroller = document.scrollingElement;
  const kept = scroller.scrollTop;
  scroller.scrollTo({ top: scroller.scrollHeight, behavior: 'instant' });
  const h = document.documentElement.clientHeight;
  const fixed = (el) => { for (let e = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true; return false; };
  for (const el of document.querySelectorAll('body *')) {
    // checkVisibility: not inside a closed <details> either (its content keeps boxes, never painted).
    if (el.closest('.sr-only, svg') || !el.checkVisibility({ visibilityProperty: true }) || fixed(el)) continue;
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '')) continue;
    // What shows of it: its box cut by the window and by every ancestor that scrolls or clips (a log's list).
    let { left, top, right, bottom } = el.getBoundingClientRect();
    top = Math.max(top, 0);
    bottom = Math.min(bottom, h);
    for (let e = el.parentElement; e; e = e.parentElement) {
      if (getComputedStyle(e).overflowY === 'visible') continue;
      const c = e.getBoundingClientRect();
      left = Math.max(left, c.left); top = Math.max(top, c.top);
      right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
    }
    if (bottom - top < 1 || right - left < 1) continue;
    const hit = document.elementFromPoint(left + Math.min((right - left) / 2, 20), (top + bottom) / 2);
    if (hit && !el.contains(hit) && !hit.contains(el) && fixed(hit))
      found.push(el.textContent.trim().slice(0, 40) + ' under ' + hit.tagName.toLowerCase() + '.' + hit.className);
  }
  scroller.scrollTo({ top: kept, behavior: 'instant' });
  return found;
})()`;

/**
 * The texts a fixed element (an action bar, a notice) covers when the page is scrolled to its end: what the player
 * could never read. An empty list when the end of the page can be read whole.
 */
export async function coveredAtEnd(page: Page): Promise<string[]> {
  return page.evaluate(COVERED_AT_END_SCRIPT) as Promise<string[]>;
}

/**
 * What `target` says of itself (web/src/table/Explainer.tsx) when a player asks the way given: a mouse resting on
 * it, keyboard focus, or a long press of a finger (a phone's context, with touch). Fails unless the popover
 * shows the element's own explanation inside the window; returns the text shown, with the popover put away.
 */
export async function explanationOf(
  page: Page,
  target: Locator,
  how: 'hover' | 'focus' | 'press',
): Promise<string> {
  const explainer = page.locator('.explainer');
  const expected = await target.getAttribute('data-explain');
  if (!expected) throw new Error(`no data-explain on ${String(target)}`);
  // No popover left from before: the mouse (wherever the last click left it) moved off the board, so a hover's
  // popover cannot stand in for this one, and the page still after the scroll.
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))`);
  await explainer.waitFor({ state: 'detached', timeout: 3000 });
  if (how === 'hover') await target.hover();
  if (how === 'focus') {
    // Focus that is already there (a long press focuses too) would fire nothing: leave it first. A key pressed
    // first makes the focus a keyboard's (:focus-visible), as a Tab would.
    await target.blur();
    await page.keyboard.press('Shift');
    await target.focus();
  }
  if (how === 'press') {
    const box = (await target.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await explainer.waitFor({ timeout: 3000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }
  await explainer.waitFor({ timeout: 3000 });
  const text = await explainer.innerText();
  const box = (await explainer.boundingBox())!;
  const window = page.viewportSize()!;
  if (text !== expected) throw new Error(`the popover says "${text}", the element "${expected}"`);
  if (box.x < 0 || box.y < 0 || box.x + box.width > window.width || box.y + box.height > window.height)
    throw new Error(`the popover "${text}" is outside the window: ${JSON.stringify(box)}`);
  await page.keyboard.press('Escape');
  await explainer.waitFor({ state: 'detached', timeout: 3000 });
  return text;
}

/**
 * A still copy of a page, from its `content()` taken at a moment that leaves by itself (the Gatekeeper's words):
 * a new tab of the same profile with that DOM and the page's styles, without its scripts, for axe-core to read
 * at leisure.
 */
export async function stillCopy(page: Page, content: string): Promise<Page> {
  const html = content.replace(/<script\b[\s\S]*?<\/script>/g, '');
  const copy = await page.context().newPage();
  await copy.setViewportSize(page.viewportSize()!);
  await copy.route('**/*', (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ body: html, contentType: 'text/html' })
      : route.continue(),
  );
  await copy.goto(page.url());
  return copy;
}

/** Every WebSocket frame the page receives, parsed. */
export function recordFrames(page: Page): { frames: unknown[] } {
  const log = { frames: [] as unknown[] };
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') log.frames.push(JSON.parse(frame.payload));
    });
  });
  return log;
}

/** Page errors and console errors, to assert that there were none. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Enters the name and creates a match of `game` from the lobby, in a mode, with the given players. */
export async function createFromLobby(
  page: Page,
  options: { name: string; game: RegExp; mode: RegExp; players?: number },
): Promise<void> {
  await page.goto('/');
  await page.getByLabel(/your name/i).fill(options.name);
  await page.getByRole('radio', { name: options.game }).click();
  await page.getByRole('radio', { name: options.mode }).check();
  if (options.players !== undefined)
    await page.getByLabel(/^players$/i).selectOption(String(options.players));
}

/**
 * Plays Liar's Dice on this page until the match ends: calls liar when it may (the quickest way out), else
 * makes the bid the board offers. Returns how many moves it made.
 */
export async function playLiarsDiceToTheEnd(page: Page, onTurn?: () => Promise<void>): Promise<number> {
  let moves = 0;
  const end = page.locator('.end-screen');
  for (let i = 0; i < 400; i++) {
    if (await end.isVisible()) return moves;
    const liar = page.locator('[data-move="challenge"]');
    const bid = page.locator('[data-move="bid"]');
    await Promise.race([
      end.waitFor({ state: 'visible', timeout: 30_000 }),
      liar.waitFor({ state: 'visible', timeout: 30_000 }),
      bid.waitFor({ state: 'visible', timeout: 30_000 }),
    ]).catch(() => undefined);
    if (await end.isVisible()) return moves;
    await onTurn?.();
    const version = await page.locator('.table-page').getAttribute('data-version');
    if (await liar.isVisible()) await liar.click();
    else if (await bid.isVisible()) await bid.click();
    else continue;
    moves++;
    // The move is answered when the match's version moves on.
    await page.locator(`.table-page:not([data-version="${version}"])`).waitFor({ timeout: 10_000 });
  }
  throw new Error('the match did not end within 400 turns');
}

/** What `nocturne admin ARGS` prints against `app`'s server with the operator's `token`; it throws if it failed. */
export async function operatorSays(app: App, token: string, args: readonly string[]): Promise<string> {
  const io = captureIo();
  const code = await adminCommand([...args, '--server', app.base], io, { ADMIN_TOKEN: token });
  if (code !== 0) throw new Error(`nocturne admin ${args.join(' ')} exited ${code}: ${io.stderr}`);
  return io.stdout;
}
