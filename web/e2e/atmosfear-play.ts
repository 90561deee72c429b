// Plays ATMOSFEAR on a page as a newcomer would, through what the page shows: writes a fear, rolls, goes to a lit
// square (Headstones first, then Lightning Strikes, then Keystone squares), challenges to duels and lays its
// highest card, answers the Gatekeeper's bargains, and otherwise ends its turn. It counts what it saw.
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './harness.ts';

/**
 * Watches, inside the page, the moments that last a second or less of a sped-up hour, which a loaded machine
 * makes the test's own look at the page miss (stop 39's clean-clone runs saw no bargain in six matches, and no
 * Gatekeeper in a whole Estonian match). It counts the Gatekeeper's appearances (`window.gatekeeperShown`), those
 * that offered a bargain to anyone (`window.gatekeeperBargains`) and the duels whose cards were shown
 * (`window.duelsShown`), and keeps the first look at him with his words on (`window.gatekeeperLook`: his words,
 * his box, and the page's HTML). Install it with `page.addInitScript` before the page loads.
 */
export const WATCH_MOMENTS = `window.gatekeeperShown = 0;
window.gatekeeperBargains = 0;
window.duelsShown = 0;
window.gatekeeperLook = null;
let gatekeeperOn = false;
let bargainCounted = false;
let duelOn = false;
new MutationObserver(() => {
  const duel = document.querySelector('.atm-moment[data-moment="duel-shown"]') !== null;
  if (duel && !duelOn) window.duelsShown++;
  duelOn = duel;
  const gk = document.querySelector('.atm-gk');
  if (gk && !gatekeeperOn) {
    window.gatekeeperShown++;
    bargainCounted = false;
  }
  gatekeeperOn = gk !== null;
  if (!gk) return;
  if (!bargainCounted && gk.hasAttribute('data-bargain')) {
    bargainCounted = true;
    window.gatekeeperBargains++;
  }
  const line = document.querySelector('.atm-gk-line');
  const box = document.querySelector('.atm-gk-box');
  if (window.gatekeeperLook || !line || !box || line.textContent.trim() === '') return;
  const r = box.getBoundingClientRect();
  window.gatekeeperLook = {
    words: gk.innerText,
    box: { y: r.y, width: r.width, height: r.height },
    html: '<!DOCTYPE html>' + document.documentElement.outerHTML,
  };
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-bargain'] });`;

/** The first look at the Gatekeeper that `WATCH_MOMENTS` kept. */
export interface GatekeeperLook {
  words: string;
  box: { y: number; width: number; height: number };
  html: string;
}

/** What `WATCH_MOMENTS` saw on a page since it loaded. */
export interface Watched {
  /** The Gatekeeper's appearances, those with a bargain, and the first look at him. */
  readonly shown: number;
  readonly bargains: number;
  readonly look: GatekeeperLook | null;
  /** Duels whose cards were shown. */
  readonly duels: number;
}

export async function watchedMoments(page: Page): Promise<Watched> {
  return page.evaluate<Watched>(
    '({ shown: window.gatekeeperShown, bargains: window.gatekeeperBargains, look: window.gatekeeperLook, duels: window.duelsShown })',
  );
}

export interface Seen {
  /** Times the Gatekeeper's interruption came up on this page. */
  interruptions: number;
  /** His bargains seen offered (to anyone at the table), those this page answered, and STOP!s it saw. */
  offers: number;
  choices: number;
  stops: number;
  /** Duels this page took part in (a card laid), and duels it saw flip. */
  cardsLaid: number;
  flips: number;
  moves: number;
  /** Hot-seat curtains lifted. */
  curtains: number;
  /** Lines he said, as shown. */
  lines: string[];
}

const PREFERRED_KINDS = ['headstone', 'lightning', 'keystone', 'compass'];

export async function playAtmosfear(
  page: Page,
  options: {
    fear?: string;
    shots?: string;
    maxMs?: number;
    stop?: () => boolean | Promise<boolean>;
    /** Hot-seat: called with the curtain's heading before the next player lifts it. */
    onCurtain?: (heading: string) => Promise<void>;
    /** Called once at each kind of moment (the Well, lit targets, a duel's cards, the end…): checks such as axe. */
    onMoment?: (moment: string) => Promise<void>;
  } = {},
): Promise<Seen> {
  const seen: Seen = {
    interruptions: 0,
    offers: 0,
    choices: 0,
    stops: 0,
    cardsLaid: 0,
    flips: 0,
    moves: 0,
    curtains: 0,
    lines: [],
  };
  const shot = new Set<string>();
  const snap = async (name: string, fullPage = true) => {
    if (shot.has(name)) return;
    shot.add(name);
    await options.onMoment?.(name);
    if (options.shots) await screenshot(page, `${options.shots}-${name}`, fullPage);
  };
  const end = page.locator('.end-screen');
  const gk = page.locator('.atm-gk');
  const until = Date.now() + (options.maxMs ?? 240_000);
  let gkWasOn = false;
  let offerSeen = false;
  let lastFlip = '';
  while (Date.now() < until) {
    if (await options.stop?.()) return seen;
    const curtain = page.locator('.curtain');
    if (await curtain.isVisible()) {
      await options.onCurtain?.(await curtain.locator('h1').innerText());
      await curtain.locator('button').click();
      seen.curtains++;
      continue;
    }
    if (await end.isVisible()) {
      await snap('end');
      return seen;
    }
    const flip = page.locator('.atm-moment[data-moment="duel-shown"]');
    if (await flip.isVisible()) {
      const text = await flip.innerText({ timeout: 300 }).catch(() => '');
      if (text !== lastFlip) {
        lastFlip = text;
        seen.flips++;
        await snap('duel-flipped');
      }
    }
    if (await gk.isVisible()) {
      if (!gkWasOn) {
        seen.interruptions++;
        // He may already be gone (his words last seconds of a sped-up clock): read at once or not at all.
        const [line, said] = await Promise.all([
          page
            .locator('.atm-gk-line')
            .innerText({ timeout: 300 })
            .catch(() => ''),
          gk.getAttribute('data-said', { timeout: 300 }).catch(() => null),
        ]);
        if (line) seen.lines.push(line);
        if (await page.locator('.atm-gk-stop').isVisible()) {
          seen.stops++;
          await snap('stop', false);
        }
        // The first time he speaks, and the draft at ten minutes (the Provinces sinking into Sewers).
        if (said) await snap(said === 'draft' ? 'draft' : 'gatekeeper', false);
      }
      gkWasOn = true;
      if (!offerSeen && (await gk.getAttribute('data-bargain', { timeout: 300 }).catch(() => null))) {
        offerSeen = true;
        seen.offers++;
      }
      const answer = page.locator('.atm-gk-choice button');
      if ((await answer.count()) > 0) {
        await snap('bargain', false);
        // Half the time the prize, half the penalty: both must work.
        await answer
          .nth(seen.choices % 2)
          .click({ timeout: 2000 })
          .catch(() => undefined);
        seen.choices++;
      }
      await page.waitForTimeout(30);
      continue;
    }
    gkWasOn = false;
    offerSeen = false;
    const fear = page.locator('#atm-fear');
    if (await fear.isVisible()) {
      await snap('well');
      await fear
        .fill(options.fear ?? 'Being the last one awake in a silent house', { timeout: QUICK_MS })
        .catch(() => undefined);
      await press(
        page.getByRole('button', { name: /Drop it into the Well|Бросить в Колодец|Poeta see Kaevu/ }),
      );
      await page
        .locator('#atm-fear')
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      continue;
    }
    if (!(await page.locator('.table-page.my-turn').isVisible())) {
      await page.waitForTimeout(30);
      continue;
    }
    const version = await page
      .locator('.table-page')
      .getAttribute('data-version', { timeout: QUICK_MS })
      .catch(() => null);
    if (version !== null && (await act(page, seen, snap))) {
      seen.moves++;
      await page
        .locator(`.table-page:not([data-version="${version}"])`)
        .waitFor({ timeout: 5000 })
        .catch(() => undefined);
    } else {
      await page.waitForTimeout(30);
    }
  }
  throw new Error('the match did not end in time');
}

/** How long a press waits for its control: the clock may take it away (he appears, a choice times out). */
const QUICK_MS = 1500;

/** Presses a control if it is still there; false when the table took it away first. */
async function press(control: Locator): Promise<boolean> {
  return control.click({ timeout: QUICK_MS }).then(
    () => true,
    () => false,
  );
}

/** One move on the reader's turn, through the board; false when there was nothing to press. */
async function act(page: Page, seen: Seen, snap: (name: string) => Promise<void>): Promise<boolean> {
  const cards = page.locator('.atm-duel-hand [data-card]');
  if ((await cards.count()) > 0) {
    await snap('duel');
    if (!(await press(cards.last()))) return false;
    seen.cardsLaid++;
    return true;
  }
  const button = async (type: string) => {
    const b = page.locator(`.atm-actions [data-move="${type}"]`);
    return (await b.count()) > 0 && press(b.first());
  };
  if (await button('duel')) return true;
  if (await button('dice-duel')) return true;
  const targets = page.locator('.atm-table g[data-target]');
  const count = await targets.count();
  if (count > 0) {
    await snap('targets');
    const kinds = await targets.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind') ?? ''));
    let pick = Math.floor(Math.random() * count);
    for (const kind of PREFERRED_KINDS) {
      const i = kinds.indexOf(kind);
      if (i >= 0) {
        pick = i;
        break;
      }
    }
    // The keyboard way: the lit square takes focus, Enter presses it.
    const focused = await targets
      .nth(pick)
      .focus({ timeout: QUICK_MS })
      .then(
        () => true,
        () => false,
      );
    if (!focused) return false;
    await page.keyboard.press('Enter');
    return true;
  }
  for (const type of ['roll', 'pick', 'occupy', 'end', 'stay']) if (await button(type)) return true;
  return false;
}

/** A raw key of the board's or the game's texts. */
export const RAW_KEY =
  /\b(clock|bar|gk|well|duel|moment|seats|mine|goal|prompt|pending|target|map|kind|harbinger|colour|power|role|log|move)\.[a-z0-9-]+/;
/** English words of the table. */
export const ENGLISH =
  /\b(the|and|your|you|turn|hour|Keystones?|Harbinger|Gatekeeper|Numb|Skull|Ranger|Duel|Well|fear|Lightning|Compass|Black Hole|Gate)\b/;

/** What the table says, its labels and titles included, without the players' names. */
export async function tableWords(page: Page, names: readonly string[]): Promise<string> {
  let words = await page.locator('.atm-table').innerText();
  const labels = await page
    .locator('.atm-table [aria-label], .atm-table title')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.textContent ?? ''}`));
  words += `\n${labels.join('\n')}`;
  for (const name of names) words = words.split(name).join(' ');
  return words;
}
