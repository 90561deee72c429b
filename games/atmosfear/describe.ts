// ATMOSFEAR told in words: the log (each event as its reader may see it), the moves' names, the squares, and the
// view for the terminal and screen readers.
import type { Message } from '../../engine/index.ts';
import { HUB, KIND, KINDS, OWNER, PART, ROAD, SEWER } from './board.ts';
import { BARGAINS, COLOURS, FATES, HARBINGERS } from './content.ts';
import type { AtmosfearEvent, AtmosfearMove, Fear, Pending } from './state.ts';
import type { AtmosfearView } from './view.ts';

const seat = (s: number) => ({ seat: s });
const harbinger = (h: number) => ({ text: `harbinger.${HARBINGERS[h]}` });
const colour = (c: number) => ({ text: `colour.${COLOURS[c]}` });

/** A square in words: its kind and where it is ("a Keystone square — Khufu's Province"). */
export function squareName(square: number): Message {
  const kind = { text: `kind.${KINDS[KIND[square]]}` };
  const part = PART[square];
  if (part === HUB) return { key: 'square.home', params: { n: (square % 6) + 1 } };
  if (part === ROAD) return { key: 'square.ring' };
  const key = part === SEWER ? 'square.sewer' : 'square.province';
  return { key, params: { kind, harbinger: harbinger(OWNER[square]) } };
}

/** A square as a parameter of a longer line: where it is (the kind is named on its own). */
function where(square: number): { text: string } {
  const part = PART[square];
  if (part === ROAD) return { text: 'place.ring' };
  if (part === HUB) return { text: 'place.home' };
  return { text: `place.${part === SEWER ? 'sewer' : 'province'}.${HARBINGERS[OWNER[square]]}` };
}

function fearWords(fear: Fear): string | { text: string } {
  return fear.key !== null ? { text: fear.key } : (fear.text ?? '');
}

export function narrate(event: AtmosfearEvent): Message | null {
  switch (event.type) {
    case 'fear-written':
      return { key: 'log.fear-written', params: { player: seat(event.seat) } };
    case 'hour-begins':
      return { key: 'log.hour-begins' };
    case 'rolled':
      return {
        key: `log.rolled-${event.why}`,
        params: { player: seat(event.seat), dice: event.dice.join(' + ') },
      };
    case 'moved':
      return {
        key: `log.moved-${event.how}`,
        params: {
          player: seat(event.seat),
          kind: { text: `kind.${KINDS[KIND[event.to]]}` },
          place: where(event.to),
        },
      };
    case 'became':
      return {
        key: 'log.became',
        params: { player: seat(event.seat), harbinger: harbinger(event.harbinger) },
      };
    case 'took-stone':
      return { key: 'log.took-stone', params: { player: seat(event.seat), colour: colour(event.colour) } };
    case 'stole':
      return event.colour < 0
        ? { key: 'log.stole-unseen', params: { player: seat(event.seat), other: seat(event.from) } }
        : {
            key: 'log.stole',
            params: { player: seat(event.seat), other: seat(event.from), colour: colour(event.colour) },
          };
    case 'shielded':
      return { key: 'log.shielded', params: { player: seat(event.seat) } };
    case 'stone-back':
      return {
        key: event.square < 0 ? 'log.stone-gone' : 'log.stone-back',
        params: { player: seat(event.seat), colour: colour(event.colour) },
      };
    case 'duel-cards':
      return { key: 'log.duel-cards', params: { player: seat(event.seat) } };
    case 'challenged':
      return { key: 'log.challenged', params: { player: seat(event.seat), other: seat(event.with) } };
    case 'card-laid':
      return { key: 'log.card-laid', params: { player: seat(event.seat) } };
    case 'duel-shown':
      return {
        key: event.winner < 0 ? 'log.duel-tie' : 'log.duel-won',
        params: {
          attacker: seat(event.attacker),
          defender: seat(event.defender),
          a: cardName(event.cards[0]),
          b: cardName(event.cards[1]),
          ...(event.winner >= 0 ? { winner: seat(event.winner) } : {}),
        },
      };
    case 'dice-duel':
      return {
        key: event.dice[0] === event.dice[1] ? 'log.dice-duel-tie' : 'log.dice-duel',
        params: { player: seat(event.seat), other: seat(event.with), a: event.dice[0], b: event.dice[1] },
      };
    case 'occupied':
      return {
        key: `log.occupied-${event.penalty}`,
        params: { player: seat(event.seat), victim: seat(event.victim) },
      };
    case 'stuck':
      return { key: 'log.stuck', params: { player: seat(event.seat) } };
    case 'freed':
      return { key: 'log.freed', params: { player: seat(event.seat) } };
    case 'sleeps':
      return { key: 'log.sleeps', params: { player: seat(event.seat) } };
    case 'held':
      return { key: 'log.held', params: { player: seat(event.seat) } };
    case 'gate':
      if (event.square < 0) return { key: 'log.gate-removed' };
      return { key: event.from < 0 ? 'log.gate' : 'log.gate-moved', params: { place: where(event.square) } };
    case 'fate':
      return {
        key: 'log.fate',
        params: { player: seat(event.seat), fate: { text: `fate.${FATES[event.fate]}` } },
      };
    case 'gatekeeper':
      return gatekeeperLine(event);
    case 'bargained':
      return {
        key: 'log.bargained',
        params: { player: seat(event.seat), choice: { text: `bargain.${event.choice}` } },
      };
    case 'void':
      return { key: 'log.void', params: { player: seat(event.seat) } };
    case 'silent':
      return { key: 'log.silent' };
    case 'curfew':
      return { key: event.roam ? 'log.lift' : 'log.curfew' };
    case 'draft':
      return event.rangers.length === 0
        ? { key: 'log.draft-none' }
        : { key: 'log.draft', params: { n: event.rangers.length } };
    case 'home':
      return { key: 'log.home', params: { player: seat(event.seat) } };
    case 'fear-drawn':
      return {
        key: event.own ? 'log.fear-own' : 'log.fear-not',
        params: { player: seat(event.seat), fear: fearWords(event.fear) },
      };
    case 'turn':
      return { key: 'log.turn', params: { player: seat(event.seat) } };
    case 'over':
      return event.winner >= 0
        ? { key: 'log.escaped', params: { player: seat(event.winner) } }
        : { key: `log.over-${event.reason}` };
  }
}

/** ATM-D10, ATM-D12: his line, and whom he names (`gk.<instruction>.<tier>.<line>`). */
export function gatekeeperLine(event: Extract<AtmosfearEvent, { type: 'gatekeeper' }>): Message {
  const params: Record<string, { seat: number } | { text: string }> = {};
  const named = event.named;
  if (named) {
    params.player = seat(named.seat);
    params.call = {
      text:
        named.call === 'character'
          ? `harbinger.${HARBINGERS[named.harbinger]}`
          : named.call === 'number'
            ? `call.number.${named.number}`
            : `call.${named.call}`,
    };
  }
  return { key: `gk.${event.instruction}.${event.tier}.${event.line}`, params };
}

/** A Duel card's name: the Ace, or its number. */
export function cardName(value: number): string | { text: string } {
  return value === 1 ? { text: 'card.ace' } : String(value);
}

export function describeMove(move: AtmosfearMove): Message {
  switch (move.type) {
    case 'fear':
      return 'key' in move
        ? { key: 'move.fear', params: { fear: { text: move.key } } }
        : { key: 'move.fear-written' };
    case 'roll':
      return { key: move.dice === 2 ? 'move.roll-two' : 'move.roll' };
    case 'go':
      return {
        key: 'move.go',
        params: { kind: { text: `kind.${KINDS[KIND[move.to]]}` }, place: where(move.to) },
      };
    case 'stay':
      return { key: 'move.stay' };
    case 'duel':
      return { key: 'move.duel', params: { player: seat(move.with) } };
    case 'card':
      return { key: 'move.card', params: { card: cardName(move.value) } };
    case 'dice-duel':
      return { key: 'move.dice-duel', params: { player: seat(move.with) } };
    case 'fly':
      return { key: 'move.fly', params: { place: where(move.to) } };
    case 'occupy':
      return { key: 'move.occupy', params: { player: seat(move.victim) } };
    case 'end':
      return { key: 'move.end' };
    case 'pick':
      return { key: 'move.pick', params: { value: move.value } };
    case 'time':
      return { key: 'move.time' };
  }
}

/** A choice's answer in words, knowing what was asked. */
export function describePick(pending: Pending, value: number): Message {
  switch (pending.why) {
    case 'bargain': {
      const [prize, penalty] = BARGAINS[value >> 1];
      return { key: `bargain.${value & 1 ? penalty : prize}` };
    }
    case 'compass':
    case 'hurl':
    case 'gate':
    case 'freedom':
      return {
        key: 'move.square',
        params: { kind: { text: `kind.${KINDS[KIND[value]]}` }, place: where(value) },
      };
    default:
      return { key: 'move.player', params: { player: seat(value) } };
  }
}

export function describeView(view: AtmosfearView): Message[] {
  const lines: Message[] = [];
  if (view.phase === 'fears') lines.push({ key: 'view.fears' });
  if (view.phase === 'play') lines.push({ key: 'view.turn', params: { player: seat(view.turn) } });
  for (let s = 0; s < view.players; s++) {
    const role = view.role[s];
    lines.push(
      role === 'harbinger'
        ? { key: 'view.harbinger', params: { player: seat(s), harbinger: harbinger(view.harbinger[s]) } }
        : { key: `view.${role}`, params: { player: seat(s), n: view.number[s] } },
    );
    lines.push({
      key: 'view.keystones',
      params: { player: seat(s), n: view.keys[s].length + view.unseenKeys[s] },
    });
    for (const c of view.keys[s])
      lines.push({ key: 'view.colour', params: { player: seat(s), colour: colour(c) } });
  }
  if (view.hand.length > 0) lines.push({ key: 'view.hand', params: { cards: view.hand.join(', ') } });
  if (view.fear) lines.push({ key: 'view.fear', params: { fear: fearWords(view.fear) } });
  if (view.gates.length > 0) lines.push({ key: 'view.gates', params: { n: view.gates.length } });
  if (view.winner >= 0) lines.push({ key: 'view.escaped', params: { player: seat(view.winner) } });
  return lines;
}
