// Sitting at an ATRAH table like a person: creating a solo match from the lobby, reading the page's version, and
// what each stack of the play area shows to the eye once its animations are over.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Creates a solo ATRAH match from the lobby: you and bots in the other seats; `options` picks lobby choices. */
export async function createSoloAtrah(
  page: Page,
  name: string,
  players = 4,
  options: Readonly<Record<string, string>> = {},
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('radio', { name: /ATRAH/ }).click();
  await page.getByRole('radio', { name: /Solo against bots/ }).check();
  await page.getByLabel('Players').selectOption(String(players));
  await expect.poll(() => page.getByRole('combobox', { name: /Who sits in seat/ }).count()).toBe(players - 1);
  for (const [key, label] of Object.entries(options)) {
    await page.locator(`select[data-option="${key}"]`).selectOption({ label });
  }
  await page.getByRole('button', { name: 'Create the match' }).click();
  await page.waitForURL(/\/match\//);
}

/** The table's version: how many moves the page has seen. */
export const version = async (page: Page): Promise<number> =>
  Number(await page.locator('.table-page').getAttribute('data-version'));

/** What one stack shows a person: the card's value and family as drawn, or the empty stack's word. */
export interface StackSeen {
  readonly stack: number;
  /** The visible card's value and family name, or the empty place's word; null when no card shows at all. */
  readonly face: string | null;
  readonly opacity: number;
  /** Leaving copies drawn over this stack (still in the page, flown away or not). */
  readonly copies: number;
}

/**
 * Runs in the page (a string: this folder is type-checked without the DOM's types). Waits for the cards' animations
 * in the play area to end (a leaving copy's flight, a new top turning over), then brings each stack to the middle of the window and reads, at the middle of its card, the
 * top-most card a person can see there:
 * every element is hit-tested (a leaving copy lets the pointer through, but not the eye), and a card counts as
 * seen when it and its ancestors are visible and not faded out.
 */
const READ_STACKS = `(async () => {
  const area = document.querySelector('.at-area');
  const cards = [...area.querySelectorAll('.at-card, .at-leaving')];
  await Promise.allSettled(cards.flatMap((el) => el.getAnimations()).map((a) => a.finished));
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const shown = (el) => getComputedStyle(el).visibility === 'visible' && opacity(el) > 0.05;
  const every = document.createElement('style');
  every.textContent = '.atrah * { pointer-events: auto !important; }';
  document.head.append(every);
  try {
    return [...area.querySelectorAll('[data-stack]')].map((cell) => {
      // In the middle of the window, where a person looking at it would have it (and the hit test reaches).
      cell.scrollIntoView({ block: 'center', inline: 'center' });
      const pick = cell.querySelector('.at-stack-pick').getBoundingClientRect();
      const x = pick.left + pick.width / 2;
      const y = pick.top + pick.height / 2;
      const card = document
        .elementsFromPoint(x, y)
        .map((el) => el.closest('.at-card'))
        .find((el) => el && cell.contains(el) && shown(el));
      const words = (selector) => card?.querySelector(selector)?.innerText.trim() ?? '';
      const face = !card ? null : card.classList.contains('at-card-empty')
        ? card.innerText.trim()
        : (words('.at-card-value') + ' ' + words('.at-card-family')).trim();
      const copies = [...cell.querySelectorAll('.at-leaving')].filter(
        (el) => getComputedStyle(el).display !== 'none',
      ).length;
      return { stack: Number(cell.dataset.stack), face, opacity: card ? opacity(card) : 0, copies };
    });
  } finally {
    every.remove();
  }
})()`;

/** What every stack shows now, once the play area's animations are over. */
export async function readStacks(page: Page): Promise<StackSeen[]> {
  return page.evaluate<StackSeen[]>(READ_STACKS);
}

/**
 * What every stack shows at a version of the table: read again if a move arrived while reading, so that the
 * reading belongs to one version.
 */
export async function stacksSeen(page: Page): Promise<{ version: number; stacks: StackSeen[] }> {
  for (;;) {
    const before = await version(page);
    const stacks = await readStacks(page);
    if ((await version(page)) === before) return { version: before, stacks };
  }
}
