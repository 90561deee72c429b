// What the board derives from a seat's view and its legal moves: pure functions, no React, so they are tested
// on their own. The board never looks anywhere but the view it is given: the Phantom's cell and route exist only
// in the Phantom's view, the traps only in a hunter's.
import { CELLS, NEIGHBOUR, SIZE, WALKABLE, colOf, rowOf } from '../board.ts';
import { possibleCells, type OldHouseEvent, type OldHouseMove, type OldHouseView } from '../index.ts';

export type Move = OldHouseMove;

/** The same move, whatever object it arrived in (the server sends fresh JSON). */
export function sameMove(a: Move, b: Move): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The cell a Phantom's step leads to from `cell`. */
export function stepTarget(cell: number, dir: 'n' | 'e' | 's' | 'w' | 'still'): number {
  if (dir === 'still') return cell;
  return NEIGHBOUR[cell * 8 + ['n', 'e', 's', 'w'].indexOf(dir)];
}

/** Walls between orthogonal neighbours, as pairs (cell, its east or north neighbour), for drawing. */
export const WALLS: readonly (readonly [number, number, 'e' | 'n'])[] = (() => {
  const out: [number, number, 'e' | 'n'][] = [];
  for (let c = 0; c < CELLS; c++) {
    for (const [d, side] of [
      [0, 'n'],
      [1, 'e'],
    ] as const) {
      const n = NEIGHBOUR[c * 8 + d];
      if (n >= 0 && WALKABLE[c * 4 + d] === 0) out.push([c, n, side]);
    }
  }
  return out;
})();

/** The cell one arrow key away, in screen terms (north is up), or −1 at the edge. */
export function arrowTarget(cell: number, key: string): number {
  const x = colOf(cell);
  const y = rowOf(cell);
  if (key === 'ArrowUp') return y < SIZE - 1 ? cell + SIZE : -1;
  if (key === 'ArrowDown') return y > 0 ? cell - SIZE : -1;
  if (key === 'ArrowLeft') return x > 0 ? cell - 1 : -1;
  if (key === 'ArrowRight') return x < SIZE - 1 ? cell + 1 : -1;
  return -1;
}

/** The room for the route's numbers along a cell's top edge, between its corner marks (SVG units). */
const ROUTE_ROOM = 28;

/** A label's width in the route's 10-unit bold digits: commas are narrow, the ellipsis wide. */
export function labelWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ch === ',' ? 2.8 : ch === '…' ? 10 : 5.6;
  return w;
}

/** A cell's card numbers as they fit between its corner marks: all of them, the first and last, or the last. */
export function routeLabel(steps: readonly number[]): string {
  const last = steps[steps.length - 1];
  for (const text of [steps.join(','), `${steps[0]}…${last}`, `…${last}`])
    if (labelWidth(text) <= ROUTE_ROOM) return text;
  return String(last);
}

/** The cells the hunters' aid shades: the view's exact set, only ever in a hunter's view. */
/** OH-D40: whether the aid is on, from what the device remembers ('on', 'off', or nothing yet): on unless switched off. */
export function aidOn(remembered: string | null): boolean {
  return remembered !== 'off';
}

export function aidCells(view: OldHouseView): Set<number> {
  return new Set(view.role === 'hunter' ? possibleCells(view) : []);
}

/** The heroes a seat moves. */
export function heroesOfSeat(view: OldHouseView, seat: unknown): number[] {
  return view.heroSeat.flatMap((s, h) => (s === seat ? [h] : []));
}

/** The cells where something happened in the latest events: they glow once. */
export function freshCells(events: readonly OldHouseEvent[]): Set<number> {
  const cells = new Set<number>();
  for (const e of events) {
    switch (e.type) {
      case 'hero-moved':
      case 'entity-moved':
        cells.add(e.to);
        break;
      case 'phantom-step':
      case 'alarm':
      case 'trap-sprung':
      case 'revealed':
      case 'relic-destroyed':
      case 'summoned':
      case 'entity-trapped':
      case 'entity-banished':
      case 'pentagram':
      case 'pentagram-broken':
      case 'trap-set':
      case 'hero-chosen':
        if (e.cell >= 0) cells.add(e.cell);
        break;
      case 'searched':
        for (let i = 0; i < e.found.length; i += 2) cells.add(e.found[i]);
        break;
      default:
        break;
    }
  }
  return cells;
}

/**
 * Events every seat sees alike. The round summary keeps only these, so that at one screen a summary gathered
 * while the Phantom held the device can never show a hunter anything of its (and the reverse for traps).
 */
const PUBLIC_EVENTS = new Set<OldHouseEvent['type']>([
  'alarm',
  'trap-sprung',
  'revealed',
  'relic-destroyed',
  'summoned',
  'horror',
  'entity-trapped',
  'entity-banished',
  'pentagram-broken',
  'searched',
  'accused',
  'flash',
  'pentagram',
  'dawn',
]);

export interface NightSummary {
  readonly round: number;
  /** The night was watched from its start (not joined midway). */
  readonly whole: boolean;
  readonly events: readonly OldHouseEvent[];
  readonly relics: number;
  readonly damage: number;
  /** Relics destroyed and banishment levels in all, as the night ended (or so far). */
  readonly relicsTotal: number;
  readonly damageTotal: number;
}

export interface Totals {
  readonly relics: number;
  readonly damage: number;
}

/** Every match begins with no relic destroyed and no banishment. */
const NOTHING: Totals = { relics: 0, damage: 0 };

/** One night's events as this page saw them, and the totals it began with. */
interface Night {
  round: number;
  whole: boolean;
  events: OldHouseEvent[];
  /** The totals at its dusk: the last dawn's, or (joined midway) the first this page saw in it. */
  dusk: Totals;
}

/**
 * A page's record of the nights, gathered batch by batch from the events it is given. The board is handed only
 * the latest batch it renders: when several arrive between two renders (a bot answers at once) or while the
 * board is hidden (a hot-seat curtain), the earlier ones never reach it. So the night's figures are not counted
 * from events: they are the view's totals at dawn less its totals at the night's dusk, which no lost batch can
 * change; the events only tell the night's story.
 */
export class Nights {
  private current: Night | null = null;
  /** The last night that ended. */
  last: NightSummary | null = null;
  private seenKey = -1;

  /**
   * Takes one batch of events (once per key), with the view they led to: its round, and its totals so far
   * (relics destroyed, banishment), which at dawn are the night's closing figures.
   */
  take(key: number, round: number, events: readonly OldHouseEvent[], totals: Totals): void {
    // Keys only grow at a live table; a replay stepping back must not count a batch twice.
    if (key <= this.seenKey) return;
    this.seenKey = key;
    // A dawn this page never saw: the view has moved to a later night, and this batch belongs to it. The old night
    // closed at the totals before this batch's own relics and banishment (those of batches lost in between, if
    // any, cannot be told apart); the new one starts there, seen only in part.
    if (this.current && round > this.current.round && !events.some((e) => e.type === 'dawn')) {
      const own = tally(events);
      const closed = { relics: totals.relics - own.relics, damage: totals.damage - own.damage };
      this.last = summarize({ ...this.current, whole: false }, closed);
      this.current = { round, whole: false, events: [], dusk: closed };
    }
    for (const e of events) {
      // The heroes chosen before the first night belong to no night.
      if (e.type === 'game-over' || e.type === 'hero-chosen') continue;
      if (e.type === 'round') {
        const dusk = this.last?.round === e.round - 1 ? closing(this.last) : totals;
        this.current = { round: e.round, whole: true, events: [], dusk };
        continue;
      }
      if (!this.current) {
        // The first night starts with the draft; a page opened later saw only part of the night.
        const first = e.type === 'draft' && round === 1;
        this.current = { round, whole: first, events: [], dusk: round === 1 ? NOTHING : totals };
      }
      if (PUBLIC_EVENTS.has(e.type) && !(e.type === 'searched' && e.found.length === 0))
        this.current.events.push(e);
      if (e.type === 'dawn') {
        const night = this.current.round === e.round ? this.current : { ...this.current, whole: false };
        this.last = summarize(night, totals);
        this.current = null;
      }
    }
  }

  /** The night under way, told so far (the last night of a game has no dawn). */
  sofar(totals: Totals): NightSummary | null {
    return this.current ? summarize(this.current, totals) : null;
  }
}

function closing(summary: NightSummary): Totals {
  return { relics: summary.relicsTotal, damage: summary.damageTotal };
}

/** The relics destroyed and the banishment dealt in some events. */
function tally(events: readonly OldHouseEvent[]): Totals {
  let relics = 0;
  let damage = 0;
  for (const e of events) {
    if (e.type === 'relic-destroyed') relics++;
    if (e.type === 'trap-sprung') damage += e.damage;
    if (e.type === 'accused' && e.right) damage += e.damage;
  }
  return { relics, damage };
}

function summarize(night: Night, totals: Totals): NightSummary {
  // Joined midway, the night's own events may tell of more than the totals seen since: take the larger.
  const { relics, damage } = tally(night.events);
  return {
    round: night.round,
    whole: night.whole,
    events: night.events,
    relics: Math.max(totals.relics - night.dusk.relics, night.whole ? 0 : relics),
    damage: Math.max(totals.damage - night.dusk.damage, night.whole ? 0 : damage),
    relicsTotal: totals.relics,
    damageTotal: totals.damage,
  };
}

/** One record per page and match, kept while the page lives: a hot-seat curtain unmounts the board. */
const records = new Map<string, Nights>();
export function nightsFor(place: string): Nights {
  let nights = records.get(place);
  if (!nights) {
    nights = new Nights();
    records.set(place, nights);
  }
  return nights;
}
