// Midnighters told in words: the log (each event as its reader may see it), the moves' names, and the view for the
// terminal and screen readers.
import type { Message } from '../../engine/index.ts';
import { COLUMNS, KINDS, KIND_OF, LOCATIONS, NIGHTMARES } from './content.ts';
import type { MidnightersEvent, MidnightersMove } from './state.ts';
import type { MidnightersView } from './view.ts';

/** A cell's name: columns A–D from the west, rows 1–4 from the north. */
export function cellName(cell: number): string {
  return 'ABCD'[cell % COLUMNS] + String(Math.floor(cell / COLUMNS) + 1);
}

const location = (l: number) => ({ text: `location.${LOCATIONS[l]}` });
const kind = (k: number) => ({ text: `kind.${KINDS[k]}` });
const nightmare = (n: number) => ({ text: `nightmare.${NIGHTMARES[n]}` });
const dir = (d: string) => ({ text: `dir.${d}` });
const seat = (s: number) => ({ seat: s });

export function narrate(event: MidnightersEvent): Message | null {
  switch (event.type) {
    case 'placed':
      return event.location < 0
        ? { key: 'log.placed-face-down', params: { cell: cellName(event.cell) } }
        : { key: 'log.placed', params: { location: location(event.location), cell: cellName(event.cell) } };
    case 'settled':
      return { key: 'log.settled', params: { player: seat(event.seat), location: location(event.location) } };
    case 'revealed':
      return { key: 'log.revealed' };
    case 'turn':
      return event.actor === event.seat
        ? { key: 'log.turn', params: { player: seat(event.seat), actions: event.actions } }
        : { key: 'log.turn-controlled', params: { player: seat(event.seat), actor: seat(event.actor) } };
    case 'skipped':
      return { key: 'log.skipped', params: { player: seat(event.seat) } };
    case 'walked':
      return { key: 'log.walked', params: { player: seat(event.seat), to: location(event.to) } };
    case 'vertigo':
      return event.how === 'cw' || event.how === 'ccw'
        ? {
            key: `log.vertigo-${event.how}`,
            params: { player: seat(event.seat), location: location(event.location) },
          }
        : {
            key: 'log.vertigo-swap',
            params: { player: seat(event.seat), location: location(event.location), dir: dir(event.how) },
          };
    case 'star':
      return { key: 'log.star', params: { player: seat(event.seat), location: location(event.location) } };
    case 'activated':
      return {
        key: 'log.activated',
        params: { player: seat(event.seat), location: location(event.location) },
      };
    case 'barred':
      return { key: 'log.barred', params: { player: seat(event.seat) } };
    case 'angle':
      return { key: 'log.angle', params: { player: seat(event.seat) } };
    case 'swapped':
      return event.kind === null
        ? { key: 'log.swapped', params: { player: seat(event.seat) } }
        : { key: 'log.swapped-own', params: { player: seat(event.seat), kind: kind(event.kind) } };
    case 'trap-set':
      return event.with === null
        ? { key: 'log.trap-set', params: { player: seat(event.seat), location: location(event.location) } }
        : {
            key: 'log.trap-set-own',
            params: { player: seat(event.seat), location: location(event.location), kind: kind(event.with) },
          };
    case 'sprung':
      return event.stole
        ? { key: 'log.stole', params: { player: seat(event.seat), location: location(event.location) } }
        : {
            key: 'log.sprung',
            params: { player: seat(event.seat), location: location(event.location), kind: kind(event.with) },
          };
    case 'caught':
      return { key: 'log.caught', params: { player: seat(event.seat) } };
    case 'passed':
      return { key: 'log.passed', params: { player: seat(event.seat) } };
    case 'window-closed':
      return { key: 'log.window-closed' };
    case 'moved':
      return {
        key: `log.moved-${event.why}`,
        params: { player: seat(event.seat), by: seat(event.by), to: location(event.to) },
      };
    case 'location-moved':
      return {
        key: `log.location-moved-${event.why}`,
        params: { location: location(event.location), cell: cellName(event.cell) },
      };
    case 'looked':
      return {
        key: `log.looked-${event.at}`,
        params: {
          player: seat(event.seat),
          ...(event.target !== null ? { target: seat(event.target) } : {}),
        },
      };
    case 'gave':
      return {
        key: 'log.gave',
        params: { player: seat(event.seat), target: seat(event.to), n: event.nightmares.length },
      };
    case 'buried':
      return { key: 'log.buried', params: { player: seat(event.seat), n: event.count } };
    case 'shed':
      return { key: 'log.shed', params: { player: seat(event.seat), n: event.nightmares.length } };
    case 'nightmare':
      // MID-24: how it came (drawn, dealt at setup, handed over at the Motel), and whether it has any power.
      return event.void
        ? {
            key: `log.nightmare-void-${event.came}`,
            params: { player: seat(event.seat), nightmare: nightmare(event.nightmare) },
          }
        : {
            key: `log.nightmare-${event.came}`,
            params: {
              player: seat(event.seat),
              nightmare: nightmare(event.nightmare),
              rule: { text: `rule.${NIGHTMARES[event.nightmare]}` },
            },
          };
    case 'forgot':
      return { key: 'log.forgot', params: { player: seat(event.seat), kind: kind(KIND_OF[event.card]) } };
    case 'traps-lost':
      return { key: 'log.traps-lost', params: { player: seat(event.seat), n: event.count } };
    case 'controls':
      return { key: 'log.controls', params: { player: seat(event.seat), victim: seat(event.victim) } };
    case 'drew':
      return { key: 'log.drew', params: { player: seat(event.seat), n: event.cards.length } };
    case 'discarded':
      return event.card === null
        ? { key: 'log.discarded', params: { player: seat(event.seat) } }
        : { key: 'log.discarded-own', params: { player: seat(event.seat), kind: kind(KIND_OF[event.card]) } };
    case 'reshuffled':
      return { key: 'log.reshuffled', params: { limit: event.limit } };
    case 'turn-ended':
      return { key: 'log.turn-ended', params: { player: seat(event.seat) } };
    case 'woke':
      return { key: 'log.woke', params: { player: seat(event.seat) } };
    case 'faded':
      return { key: 'log.faded' };
  }
}

export function describeMove(move: MidnightersMove): Message {
  switch (move.type) {
    case 'place':
      return { key: 'move.place', params: { cell: cellName(move.cell), turn: `${move.turn * 90}°` } };
    case 'settle':
      return { key: 'move.settle', params: { location: location(move.location) } };
    case 'walk':
      return { key: 'move.walk', params: { dir: dir(move.dir) } };
    case 'vertigo':
      return move.how === 'cw' || move.how === 'ccw'
        ? { key: `move.vertigo-${move.how}`, params: { location: location(move.location) } }
        : { key: 'move.vertigo-swap', params: { location: location(move.location), dir: dir(move.how) } };
    case 'swap':
      return { key: 'move.swap', params: { kind: kind(move.kind) } };
    case 'trap':
      return { key: 'move.trap', params: { kind: kind(move.with), location: location(move.location) } };
    case 'spring':
      return { key: 'move.spring', params: { n: move.trap + 1 } };
    case 'go':
      return { key: 'move.go', params: { location: location(move.location) } };
    case 'look':
      return { key: 'move.look', params: { seat: seat(move.seat) } };
    case 'give':
      return { key: move.yes ? 'move.give' : 'move.keep' };
    case 'bury':
      return { key: `move.bury-${move.mask}` };
    case 'discard':
      return { key: 'move.discard', params: { kind: kind(move.kind) } };
    case 'send':
      return move.location < 0
        ? { key: 'move.send-stay' }
        : { key: 'move.send', params: { location: location(move.location) } };
    case 'relocate':
      return { key: 'move.relocate', params: { cell: cellName(move.cell), turn: `${move.turn * 90}°` } };
    case 'take':
      return { key: 'move.take', params: { seat: seat(move.seat) } };
    default:
      return { key: `move.${move.type}` };
  }
}

export function describeView(view: MidnightersView): Message[] {
  const lines: Message[] = [];
  if (view.phase === 'arrange') {
    lines.push({
      key: 'view.phase-arrange',
      params: { player: seat(view.director), n: view.toPlace.length },
    });
  }
  if (view.phase === 'settle')
    lines.push({ key: 'view.phase-settle', params: { player: seat(view.director) } });
  if (view.phase === 'turn')
    lines.push({ key: 'view.turn', params: { player: seat(view.turn), actions: view.actions } });
  view.avatar.forEach((at, s) => {
    if (at >= 0) lines.push({ key: 'view.where', params: { player: seat(s), location: location(at) } });
  });
  if (view.viewer !== 'spectator') {
    const hand = view.hands[view.viewer];
    lines.push({ key: 'view.hand', params: { n: hand.length } });
    for (const card of hand)
      if (card !== null) lines.push({ key: 'view.hand-card', params: { kind: kind(KIND_OF[card]) } });
  }
  view.nightmares.forEach((cards, s) => {
    for (const card of cards) {
      lines.push({ key: 'view.nightmare', params: { player: seat(s), nightmare: nightmare(card - 96) } });
    }
  });
  view.traps.forEach((traps, s) => {
    if (traps.length > 0) lines.push({ key: 'view.traps', params: { player: seat(s), n: traps.length } });
  });
  lines.push({ key: 'view.deck', params: { deck: view.deck.length, discard: view.discard.length } });
  if (view.window) lines.push({ key: 'view.window' });
  if (view.winner >= 0) lines.push({ key: 'view.woke', params: { player: seat(view.winner) } });
  return lines;
}
