// Messages for the log, the move menus and the table in words. A hunter, an entity kind or a card face is part of
// a text's key (so each language can say it in its own words and grammar); cells and numbers are parameters.
// texts.ts holds the words.
import type { Message } from '../../engine/index.ts';
import { ENTITY_KINDS, RELIC_CELLS, cellName, cellsOf } from './board.ts';
import {
  ACTION_CARDS,
  DARK_ACCELERATION,
  HORROR_CARDS,
  HUNTERS,
  LIGHT_ACCELERATION,
  PENTAGRAM_CARDS,
  SUMMON_CARDS,
  TRAP_CARDS,
} from './content.ts';
import { relicIntact, relicsDestroyed, type OldHouseEvent, type OldHouseMove } from './state.ts';
import type { OldHouseView } from './view.ts';

function cells(list: readonly number[]): string {
  return list.length === 0 ? '–' : list.map(cellName).join(', ');
}

/** Traces as "C3, D4" or, stamped with their steps (OH-D16), "C3 (2), D4 (5)". */
function traceList(pairs: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    out.push(pairs[i + 1] < 0 ? cellName(pairs[i]) : `${cellName(pairs[i])} (${pairs[i + 1]})`);
  }
  return out.join(', ');
}

function hunterKey(hunter: number): string {
  return HUNTERS[hunter];
}

function count(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** The cells the Phantom can be on now, as a hunter's view knows them exactly (empty for other viewers). */
export function possibleCells(view: { readonly possible: readonly number[] }): number[] {
  const p = view.possible;
  return p.length < 2 ? [] : cellsOf(p[p.length - 2], p[p.length - 1]);
}

/** The log line of an event, as its reader may see it. */
export function narrate(event: OldHouseEvent): Message | null {
  switch (event.type) {
    case 'hero-chosen':
      return { key: `log.hero-chosen.${hunterKey(event.hunter)}`, params: { cell: cellName(event.cell) } };
    case 'round':
      return { key: 'log.round', params: { round: event.round } };
    case 'draft':
      return event.mode === 'four'
        ? { key: 'log.draft-four' }
        : { key: 'log.draft-roll', params: { roll: event.roll, picks: event.picks } };
    case 'picked': {
      const card = ACTION_CARDS[event.card];
      return { key: `log.picked.${card.dark}.${card.light}` };
    }
    case 'drafted':
      return { key: 'log.drafted', params: { cards: count(event.hunters) } };
    case 'phantom-turn':
      return {
        key: event.opening ? 'log.phantom-turn-opening' : 'log.phantom-turn',
        params: { roll: event.roll },
      };
    case 'phantom-step':
      return event.cell < 0
        ? { key: 'log.phantom-step-hidden', params: { step: event.step } }
        : { key: 'log.phantom-step', params: { step: event.step, cell: cellName(event.cell) } };
    case 'alarm':
      return { key: 'log.alarm', params: { cell: cellName(event.cell), step: event.step } };
    case 'trap-sprung':
      return { key: 'log.trap-sprung', params: { cell: cellName(event.cell), damage: event.damage } };
    case 'revealed':
      return event.route.length === 0
        ? { key: 'log.revealed-here', params: { cell: cellName(event.cell) } }
        : {
            key: 'log.revealed',
            params: { cell: cellName(event.cell), route: event.route.map(cellName).join(' → ') },
          };
    case 'relic-destroyed':
      return { key: `log.relic-destroyed.${event.by}`, params: { cell: cellName(event.cell) } };
    case 'summoned':
      return { key: `log.summoned.${event.kind}`, params: { cell: cellName(event.cell) } };
    case 'horror':
      return { key: `log.horror.${hunterKey(event.hunter)}` };
    case 'accelerated':
      return event.hero < 0
        ? { key: 'log.accelerated-phantom' }
        : { key: `log.accelerated.${hunterKey(event.hunter)}` };
    case 'entity-moved':
      return {
        key: `log.entity-moved.${event.kind}`,
        params: { from: cellName(event.from), to: cellName(event.to) },
      };
    case 'entity-trapped':
      return { key: `log.entity-trapped.${event.kind}`, params: { cell: cellName(event.cell) } };
    case 'entity-banished':
      return {
        key: `log.entity-banished.${hunterKey(event.hunter)}.${event.kind}`,
        params: { cell: cellName(event.cell) },
      };
    case 'pentagram-broken':
      return { key: 'log.pentagram-broken', params: { cell: cellName(event.cell) } };
    case 'lingered':
      return { key: 'log.lingered' };
    case 'turn-ended':
      return { key: 'log.turn-ended' };
    case 'night-over':
      return { key: 'log.night-over' };
    case 'hunters-turn':
      return {
        key: 'log.hunters-turn',
        params: { rolls: event.rolls.map((r) => (r > 0 ? r : '–')).join(' · ') },
      };
    case 'hero-moved':
      return {
        key: `log.hero-moved.${hunterKey(event.hunter)}`,
        params: { from: cellName(event.from), to: cellName(event.to) },
      };
    case 'searched':
      return event.found.length === 0
        ? { key: `log.searched-nothing.${hunterKey(event.hunter)}`, params: { cells: cells(event.cells) } }
        : { key: `log.searched.${hunterKey(event.hunter)}`, params: { traces: traceList(event.found) } };
    case 'accused':
      return event.right
        ? {
            key: `log.accused-right.${hunterKey(event.hunter)}`,
            params: { cell: cellName(event.cell), damage: event.damage },
          }
        : { key: `log.accused-wrong.${hunterKey(event.hunter)}`, params: { cell: cellName(event.cell) } };
    case 'flash':
      return { key: `log.flash-${event.seen ? 'seen' : 'unseen'}.${hunterKey(event.hunter)}` };
    case 'trap-set':
      return event.cell < 0
        ? { key: 'log.trap-set-hidden', params: { player: { seat: event.seat } } }
        : { key: 'log.trap-set', params: { player: { seat: event.seat }, cell: cellName(event.cell) } };
    case 'pentagram':
      return { key: `log.pentagram.${hunterKey(event.hunter)}`, params: { cell: cellName(event.cell) } };
    case 'hunter-done':
      return { key: 'log.hunter-done', params: { player: { seat: event.seat } } };
    case 'dawn':
      return event.traps.length === 0
        ? { key: 'log.dawn', params: { round: event.round } }
        : { key: 'log.dawn-traps', params: { round: event.round, traps: cells(event.traps) } };
    case 'game-over':
      return { key: `log.game-over.${event.reason}` };
  }
}

/** A move's name for menus and the replay. Heroes are numbered from 1, in the order of the view's heroes. */
export function describeMove(move: OldHouseMove): Message {
  switch (move.type) {
    case 'hero':
      return { key: `move.hero.${hunterKey(move.hunter)}` };
    case 'draft':
      return { key: `move.draft-${move.mode}` };
    case 'pick': {
      const card = ACTION_CARDS[move.card];
      return { key: `move.pick.${card.dark}.${card.light}` };
    }
    case 'step':
      return { key: `move.step.${move.dir}` };
    case 'creep':
      return { key: 'move.creep', params: { from: cellName(move.from), to: cellName(move.to) } };
    case 'attack':
      return { key: 'move.attack', params: { cell: cellName(move.cell) } };
    case 'summon':
      return { key: 'move.summon', params: { cell: cellName(move.cell) } };
    case 'horror':
      return { key: 'move.horror', params: { hero: move.hero + 1 } };
    case 'accelerate':
      return move.hero < 0
        ? { key: 'move.accelerate-phantom' }
        : { key: 'move.accelerate', params: { hero: move.hero + 1 } };
    case 'end-turn':
      return { key: 'move.end-turn' };
    case 'spare':
      return { key: 'move.spare' };
    case 'move':
      return { key: 'move.move', params: { hero: move.hero + 1, cell: cellName(move.cell) } };
    case 'accuse':
      return { key: 'move.accuse', params: { hero: move.hero + 1 } };
    case 'flash':
      return { key: 'move.flash', params: { hero: move.hero + 1 } };
    case 'trap':
      return { key: 'move.trap', params: { cell: cellName(move.cell) } };
    case 'pentagram':
      return { key: 'move.pentagram', params: { hero: move.hero + 1 } };
    case 'done':
      return { key: 'move.done' };
  }
}

/** The table in words, a line each: for the terminal and screen readers. */
export function describeView(view: OldHouseView): Message[] {
  const lines: Message[] = [];
  if (view.end !== null) {
    lines.push({ key: `view.over.${view.end}` });
  } else {
    lines.push({ key: `view.round.${view.phase}`, params: { round: view.round } });
  }
  if (view.role === 'phantom') lines.push({ key: 'view.you-phantom', params: { cell: cellName(view.cell) } });
  else if (view.role === 'hunter') lines.push({ key: 'view.you-hunter' });
  else lines.push({ key: 'view.spectator' });

  const standing: number[] = [];
  RELIC_CELLS.forEach((c, r) => {
    if (relicIntact(view.destroyed, r)) standing.push(c);
  });
  lines.push({
    key: 'view.relics',
    params: { destroyed: relicsDestroyed(view.destroyed), standing: cells(standing) },
  });
  lines.push({ key: 'view.damage', params: { damage: view.damage } });
  lines.push({ key: 'view.hand', params: { hand: view.hand, played: view.pub.length / 2 - 1 } });
  if (view.revealed >= 0) lines.push({ key: 'view.revealed', params: { cell: cellName(view.revealed) } });
  if (view.role === 'hunter') {
    const where = possibleCells(view);
    lines.push({ key: 'view.possible', params: { count: where.length, cells: cells(where) } });
  }
  view.heroChar.forEach((hunter, h) => {
    lines.push({
      key: `view.hero.${HUNTERS[hunter]}`,
      params: { hero: h + 1, cell: cellName(view.heroCell[h]), player: { seat: view.heroSeat[h] } },
    });
  });
  const dark = view.phantomCards;
  lines.push({
    key: 'view.phantom-cards',
    params: {
      summons: count(dark & SUMMON_CARDS),
      horror: count(dark & HORROR_CARDS),
      acceleration: count(dark & DARK_ACCELERATION),
    },
  });
  const light = view.hunterCards;
  lines.push({
    key: 'view.hunter-cards',
    params: {
      traps: count(light & TRAP_CARDS),
      pentagrams: count(light & PENTAGRAM_CARDS),
      acceleration: count(light & LIGHT_ACCELERATION),
    },
  });
  if (view.role === 'hunter' && view.trapCells.length > 0) {
    lines.push({ key: 'view.traps', params: { cells: cells(view.trapCells) } });
  } else if (view.trapPlacedAt.length > 0) {
    lines.push({ key: 'view.traps-hidden', params: { count: view.trapPlacedAt.length } });
  }
  for (let e = 0; e < view.entities.length; e += 3) {
    lines.push({
      key: `view.entity.${ENTITY_KINDS[view.entities[e]]}`,
      params: { cell: cellName(view.entities[e + 1]) },
    });
  }
  if (view.pentagrams.length > 0)
    lines.push({ key: 'view.pentagrams', params: { cells: cells(view.pentagrams) } });
  if (view.traces.length > 0) lines.push({ key: 'view.traces', params: { traces: traceList(view.traces) } });
  if (view.phase === 'phantom') lines.push({ key: 'view.turn-phantom', params: { steps: view.stepsLeft } });
  else if (view.phase === 'hunters') lines.push({ key: 'view.turn-hunters' });
  return lines;
}
