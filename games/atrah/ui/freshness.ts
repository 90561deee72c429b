// What the latest events changed on the table, so the pieces they touched play their animation once: a card
// leaving its stack, a stack's new top, the pile drawn from, a column or a collection that grew, a Fish won, a
// tile claimed, the Boat sailing.
import type { AtrahEvent } from '../index.ts';
import { RING_STACK, familyOf } from '../content.ts';

export type Freshness = ReturnType<typeof freshness>;

export function freshness(events: readonly AtrahEvent[]) {
  const tops = new Set<number>();
  // Cards that left a stack: to a seat's side of the table (taken) or down to the Majority area (sent).
  const leaving: { stack: number; card: number; seat: number | null }[] = [];
  const sunk = [0, 0, 0, 0, 0];
  const gained = new Map<number, Set<number>>(); // seat → families that grew
  const fishWon: { seat: number; stack: number }[] = [];
  const claimed = new Set<number>();
  let drew = false;
  let boat = false;
  const grow = (seat: number, family: number) => {
    if (!gained.has(seat)) gained.set(seat, new Set());
    gained.get(seat)!.add(family);
  };
  for (const e of events) {
    switch (e.type) {
      case 'took':
        tops.add(e.stack);
        leaving.push({ stack: e.stack, card: e.card, seat: e.seat });
        break;
      case 'sent':
        tops.add(e.stack);
        leaving.push({ stack: e.stack, card: e.card, seat: null });
        sunk[familyOf(e.card)]++;
        break;
      case 'discarded':
        sunk[familyOf(e.card)]++;
        break;
      case 'drew':
        drew = true;
        break;
      case 'snatched':
        grow(e.seat, familyOf(e.card));
        break;
      case 'kept':
        grow(e.seat, e.family);
        break;
      case 'boat':
        boat = true;
        if (e.fish) fishWon.push({ seat: e.seat, stack: RING_STACK[e.to] });
        break;
      case 'claimed':
        claimed.add(e.tile);
        break;
      default:
        break;
    }
  }
  return { tops, leaving, sunk, gained, fishWon, claimed, drew, boat };
}
