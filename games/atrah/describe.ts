// ATRAH told in words: `narrate` for the log, `describeMove` for the move menus, `describeView` for the
// table in the terminal and for screen readers. A family is part of a text's key (so every language can
// inflect its name), values and stack numbers are parameters; texts.ts holds the words.
import { SPECTATOR, type Message } from '../../engine/index.ts';
import {
  ABILITY,
  COLOURS,
  FAMILIES,
  FAMILY_COUNT,
  FLAT_POINTS,
  SEAT_LINES,
  SIDES,
  STACKS,
  LINE_STACKS,
  RING_STACK,
  conditionOf,
  familyOf,
  valueOf,
  type Card,
} from './content.ts';
import type { AtrahEvent, AtrahMove, AtrahView } from './state.ts';

/** A card's family as a key part, and its value as a parameter. */
function family(card: Card): string {
  return FAMILIES[familyOf(card)];
}

/** Stacks are numbered 1 … 6 at the table, clockwise from the Fish card. */
function stackNo(stack: number): number {
  return stack + 1;
}

/** A tile's line on the table: its colour and what it asks, then what it gives (the face up, for an ability tile). */
export function tileKey(table: { readonly faces: readonly number[] }, tile: number): string {
  return tile < ABILITY
    ? `view.flat.${COLOURS[tile]}`
    : `view.ability.${conditionOf(table.faces, tile - ABILITY)}`;
}

/** A row's letter for the seat whose row it is: A farthest, C nearest (ATR-D6). */
export function rowLetter(seat: number, line: number): string {
  return 'ABC'[SEAT_LINES[seat % 4].indexOf(line)] ?? '?';
}

/** The log line of an event (every ATRAH event is public). */
export function narrate(event: AtrahEvent): Message | null {
  switch (event.type) {
    case 'took':
      return {
        key: `log.took.${family(event.card)}`,
        params: { player: { seat: event.seat }, value: valueOf(event.card), stack: stackNo(event.stack) },
      };
    case 'drew':
      if (event.card < 0) return { key: 'log.drew-none', params: { player: { seat: event.seat } } };
      return {
        key: `log.drew.${family(event.card)}`,
        params: { player: { seat: event.seat }, value: valueOf(event.card) },
      };
    case 'sent':
      return {
        key: `log.sent.${family(event.card)}`,
        params: { player: { seat: event.seat }, value: valueOf(event.card), stack: stackNo(event.stack) },
      };
    case 'snatched':
      return {
        key: `log.snatched.${family(event.card)}`,
        params: { player: { seat: event.seat }, value: valueOf(event.card) },
      };
    case 'boat': {
      const stack = RING_STACK[event.to];
      const params = { player: { seat: event.seat }, arrows: event.arrows };
      if (stack < 0) {
        return { key: event.to === 0 ? 'log.boat-fish-card' : 'log.boat-majority-card', params };
      }
      return {
        key: event.fish ? 'log.boat-fish' : 'log.boat',
        params: { ...params, stack: stackNo(stack) },
      };
    }
    case 'fizzled':
      return { key: `log.fizzled.${event.effect}`, params: { player: { seat: event.seat } } };
    case 'kept':
      return {
        key: `log.${event.extra ? 'kept-extra' : 'kept'}.${FAMILIES[event.family]}`,
        params: { player: { seat: event.seat }, values: event.cards.map(valueOf).join(', ') },
      };
    case 'discarded':
      return {
        key: `log.discarded.${family(event.card)}`,
        params: { player: { seat: event.seat }, value: valueOf(event.card) },
      };
    case 'claimed':
      return event.face === null
        ? {
            key: 'log.claimed-flat',
            params: { player: { seat: event.seat }, points: FLAT_POINTS[event.tile] },
          }
        : { key: `log.claimed.${event.face}`, params: { player: { seat: event.seat } } };
    case 'declined':
      return event.forfeit
        ? { key: 'log.declined', params: { player: { seat: event.seat }, points: FLAT_POINTS[event.colour] } }
        : { key: 'log.waits', params: { player: { seat: event.seat } } };
    case 'turn':
      return { key: 'log.turn', params: { player: { seat: event.seat }, turn: event.turn } };
    case 'ended':
      return { key: 'log.ended' };
  }
}

/** A move's name, for menus and the replay. */
export function describeMove(move: AtrahMove): Message {
  switch (move.type) {
    case 'row': {
      const [a, b] = LINE_STACKS[move.line];
      return { key: 'move.row', params: { a: stackNo(a), b: stackNo(b) } };
    }
    case 'send':
      return { key: 'move.send', params: { stack: stackNo(move.stack) } };
    case 'majority':
      return { key: `move.majority.${FAMILIES[move.family]}` };
    case 'fizzle':
      return { key: 'move.fizzle' };
    case 'boat':
      return { key: 'move.boat', params: { arrows: move.arrows } };
    case 'keep':
      return { key: `move.keep.${FAMILIES[move.family]}` };
    case 'extra':
      return { key: `move.extra.${FAMILIES[move.family]}` };
    case 'claim':
      return move.tile < ABILITY
        ? { key: 'move.claim-flat', params: { points: FLAT_POINTS[move.tile] } }
        : { key: `move.claim.${COLOURS[move.tile - ABILITY]}` };
    case 'decline':
      return { key: 'move.decline' };
  }
}

/** The view in words, a line each: whose turn, the stacks, the Boat, the Majority area, every seat. */
export function describeView(view: AtrahView): Message[] {
  const viewer = view.viewer === SPECTATOR ? null : view.viewer;
  const lines: Message[] = [];
  if (view.turn >= 0) {
    lines.push({
      key: `view.phase.${view.phase}`,
      params: { player: { seat: view.turn }, turn: view.turns },
    });
  } else {
    lines.push({ key: 'view.over' });
  }
  // ATR-10: who began, and whether it was drawn (the head start of ATR-D18 counts from that seat).
  lines.push({
    key: view.firstDrawn ? 'view.first-drawn' : 'view.first',
    params: { player: { seat: view.first } },
  });
  if (viewer !== null) {
    const rows = SEAT_LINES[viewer % 4].map((line) => LINE_STACKS[line].map(stackNo).join('+'));
    lines.push({ key: `view.seat.${SIDES[viewer % 4]}`, params: { a: rows[0], b: rows[1], c: rows[2] } });
  }
  for (let s = 0; s < STACKS; s++) {
    const top = view.tops[s];
    const params = { stack: stackNo(s), height: view.heights[s], fish: view.stackFish[s] };
    if (top < 0) lines.push({ key: 'view.stack-empty', params });
    else lines.push({ key: `view.stack.${family(top)}`, params: { ...params, value: valueOf(top) } });
  }
  const boatStack = RING_STACK[view.boat];
  lines.push(
    boatStack >= 0
      ? { key: 'view.boat', params: { stack: stackNo(boatStack) } }
      : { key: view.boat === 0 ? 'view.boat-fish-card' : 'view.boat-majority-card' },
  );
  lines.push({ key: 'view.pile', params: { count: view.pileCount } });
  for (let f = 0; f < FAMILY_COUNT; f++) {
    const column = view.majority[f];
    if (column.length > 0) {
      lines.push({
        key: `view.majority.${FAMILIES[f]}`,
        params: { count: column.length, values: column.map(valueOf).join(' ') },
      });
    }
  }
  lines.push({ key: 'view.tiles-free' });
  for (let t = 0; t < 10; t++) {
    if (view.tiles[t] < 0)
      lines.push({ key: tileKey(view, t), params: { points: FLAT_POINTS[t % ABILITY] } });
  }
  for (let p = 0; p < view.players; p++) {
    lines.push({ key: 'view.player', params: { player: { seat: p }, fish: view.fish[p] } });
    if (view.headStart[p] > 0) {
      lines.push({ key: 'view.head-start', params: { points: view.headStart[p] } });
    }
    const collection = view.collections[p];
    for (let f = 0; f < FAMILY_COUNT; f++) {
      const values: number[] = [];
      for (let v = 0; v <= 5; v++) for (let i = 0; i < collection[f * 6 + v]; i++) values.push(v);
      if (values.length > 0) {
        lines.push({ key: `view.collection.${FAMILIES[f]}`, params: { values: values.join(' ') } });
      }
    }
    for (let t = 0; t < 10; t++) {
      if (view.tiles[t] === p) {
        lines.push({ key: tileKey(view, t), params: { points: FLAT_POINTS[t % ABILITY] } });
      }
    }
  }
  for (const card of view.hand)
    lines.push({ key: `view.hand.${family(card)}`, params: { value: valueOf(card) } });
  return lines;
}
