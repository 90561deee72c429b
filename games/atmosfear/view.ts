// What each seat may know (ATM-17, ATM-22, ATM-23, ATM-D15): its own Keystones, Duel cards and fear; of the
// others, the Keystones whose colour it has seen and a count of the rest, and how many Duel cards they hold; the
// public board. Never the Fate deck's order, the others' fears, or when the Gatekeeper comes next. And the
// determinization: a full state drawn among those consistent with a view.
import type { PlayerSeat, Rng, Viewer } from '../../engine/index.ts';
import { SPECTATOR } from '../../engine/index.ts';
import { COLOUR_COUNT, DUEL_SETS, FATES, FATE_COPIES, FEARS, STONES_PER_COLOUR } from './content.ts';
import { nextAppearance } from './gatekeeper.ts';
import type {
  AtmosfearEvent,
  AtmosfearOptions,
  AtmosfearState,
  Duel,
  Fear,
  Pending,
  Phase,
  Role,
  Stage,
} from './state.ts';
import { bit } from './state.ts';

export interface AtmosfearView {
  readonly you: Viewer;
  readonly players: number;
  readonly options: AtmosfearOptions;
  readonly phase: Phase;
  readonly hourStart: number;
  readonly hourEnd: number;
  readonly draftAt: number;
  readonly drafted: boolean;
  readonly lastAt: number;
  readonly order: readonly number[];
  readonly flipped: number;
  readonly chosen: PlayerSeat;
  readonly chosenRolls: readonly number[];
  readonly number: readonly number[];
  readonly role: readonly Role[];
  readonly harbinger: readonly number[];
  readonly at: readonly number[];
  readonly rangerHome: readonly number[];
  /** Per seat, the colours of its Keystones the reader knows (all of its own), and how many more it holds. */
  readonly keys: readonly (readonly number[])[];
  readonly unseenKeys: readonly number[];
  readonly stones: readonly number[];
  readonly gone: readonly number[];
  /** The reader's own Duel cards; everyone's count. */
  readonly hand: readonly number[];
  readonly handCounts: readonly number[];
  readonly collected: number;
  readonly spent: readonly (readonly number[])[];
  /** Fate cards left in the deck, and those played (face up). */
  readonly fatesLeft: number;
  readonly fateDiscard: readonly number[];
  readonly gates: readonly number[];
  readonly stuck: number;
  readonly sleeping: readonly number[];
  readonly shielded: number;
  readonly duelledAt: readonly number[];
  readonly turn: PlayerSeat;
  readonly stage: Stage;
  readonly dice: readonly number[];
  readonly throughGates: boolean;
  readonly again: number;
  /** A duel under way: who has laid a card, and the reader's own card once laid. */
  readonly duel: {
    readonly attacker: PlayerSeat;
    readonly defender: PlayerSeat;
    readonly laid: readonly [boolean, boolean];
    readonly mine: number;
  } | null;
  readonly pending: Pending | null;
  /** While he speaks, until when; whether the Soul Rangers may roam; how often he has come. Never his next time. */
  readonly gatekeeper: {
    readonly speakingUntil: number;
    readonly roam: boolean;
    readonly appearances: number;
  };
  /** Who has written a fear; the reader's own; the stock fears dealt to the reader (ATM-D29). */
  readonly written: readonly boolean[];
  readonly fear: Fear | null;
  readonly dealt: readonly string[];
  readonly winner: PlayerSeat;
  readonly reason: string | null;
}

/** Whether `viewer` knows the colour of a Keystone known to the seats in `mask`: a spectator knows what all do. */
function knows(state: AtmosfearState, viewer: Viewer, mask: number): boolean {
  if (viewer === SPECTATOR) return mask === (1 << state.players) - 1;
  return (mask & bit(viewer)) !== 0;
}

export function view(state: AtmosfearState, viewer: Viewer): AtmosfearView {
  const seat = viewer === SPECTATOR ? -1 : viewer;
  const keys: number[][] = [];
  const unseenKeys: number[] = [];
  for (let s = 0; s < state.players; s++) {
    const known: number[] = [];
    for (let i = 0; i < state.keys[s].length; i++) {
      if (knows(state, viewer, state.known[s][i])) known.push(state.keys[s][i]);
    }
    keys.push(known);
    unseenKeys.push(state.keys[s].length - known.length);
  }
  const duel = state.duel;
  return {
    you: viewer,
    players: state.players,
    options: state.options,
    phase: state.phase,
    hourStart: state.hourStart,
    hourEnd: state.hourEnd,
    draftAt: state.draftAt,
    drafted: state.drafted,
    lastAt: state.lastAt,
    order: state.order.slice(),
    flipped: state.flipped,
    chosen: state.chosen,
    chosenRolls: state.chosenRolls.slice(),
    number: state.number.slice(),
    role: state.role.slice(),
    harbinger: state.harbinger.slice(),
    at: state.at.slice(),
    rangerHome: state.rangerHome.slice(),
    keys,
    unseenKeys,
    stones: state.stones.slice(),
    gone: state.gone.slice(),
    hand: seat >= 0 ? state.hands[seat].slice() : [],
    handCounts: state.hands.map((h) => h.length),
    collected: state.collected,
    spent: state.spent.map((s) => s.slice()),
    fatesLeft: state.fates.length,
    fateDiscard: state.fateDiscard.slice(),
    gates: state.gates.slice(),
    stuck: state.stuck,
    sleeping: state.sleeping.slice(),
    shielded: state.shielded,
    duelledAt: state.duelledAt.slice(),
    turn: state.turn,
    stage: state.stage,
    dice: state.dice.slice(),
    throughGates: state.throughGates,
    again: state.again,
    duel: duel && {
      attacker: duel.attacker,
      defender: duel.defender,
      laid: [duel.cards[0] >= 0, duel.cards[1] >= 0],
      mine: seat === duel.attacker ? duel.cards[0] : seat === duel.defender ? duel.cards[1] : -1,
    },
    pending: state.pending && { ...state.pending, among: state.pending.among.slice() },
    gatekeeper: {
      speakingUntil: state.gatekeeper.speakingUntil,
      roam: state.gatekeeper.roam,
      appearances: state.gatekeeper.appearances,
    },
    written: state.fears.map((f) => f !== null),
    fear: seat >= 0 ? state.fears[seat] : null,
    dealt: seat >= 0 ? state.dealt[seat].slice() : [],
    winner: state.winner,
    reason: state.reason,
  };
}

/**
 * ATM-23, ATM-D23: a stolen Keystone's colour is for the two players only, unless it brought the thief its Duel
 * cards in sight of the table; everything else is public.
 */
export function viewEvent(event: AtmosfearEvent, viewer: Viewer): AtmosfearEvent {
  if (event.type === 'stole' && !event.seen && viewer !== event.seat && viewer !== event.from)
    return { ...event, colour: -1 };
  return event;
}

/** A fear nobody but its writer knows, as a determinization fills it in: it only matters whose it is. */
const UNKNOWN_FEAR: Fear = { key: null, text: null };

export function determinize(v: AtmosfearView, seat: PlayerSeat, rng: Rng): AtmosfearState {
  // The Keystones nobody has shown this seat: every one not on the board, gone, or known to it, dealt at random.
  const pool: number[] = [];
  for (let c = 0; c < COLOUR_COUNT; c++) {
    let left = STONES_PER_COLOUR - v.gone[c] - popcount(v.stones[c]);
    for (const held of v.keys) for (const k of held) if (k === c) left--;
    for (let i = 0; i < left; i++) pool.push(c);
  }
  rng.shuffle(pool);
  const keys: number[][] = [];
  const known: number[][] = [];
  for (let s = 0; s < v.players; s++) {
    const mine = v.keys[s].slice();
    const masks = mine.map(() => bit(seat) | bit(s));
    for (let i = 0; i < v.unseenKeys[s]; i++) {
      mine.push(pool.pop()!);
      masks.push(bit(s));
    }
    keys.push(mine);
    known.push(masks);
  }
  // Duel hands follow from the sets and the cards spent in the open.
  const hands = v.handCounts.map((count, s) => {
    if (s === seat) return v.hand.slice();
    const h = v.harbinger[s];
    if (count === 0 || h < 0) return [];
    const hand = DUEL_SETS[h].slice();
    for (const card of v.spent[h]) {
      const i = hand.indexOf(card);
      if (i >= 0) hand.splice(i, 1);
    }
    return hand;
  });
  let duel: Duel | null = null;
  if (v.duel) {
    const card = (who: PlayerSeat, laid: boolean) =>
      !laid ? -1 : who === seat ? v.duel!.mine : hands[who][rng.int(hands[who].length)];
    duel = {
      attacker: v.duel.attacker,
      defender: v.duel.defender,
      cards: [card(v.duel.attacker, v.duel.laid[0]), card(v.duel.defender, v.duel.laid[1])],
    };
  }
  // The Fate deck: every card not played, in an order nobody knows.
  const deck = Array.from({ length: FATES.length * FATE_COPIES }, (_, i) => i % FATES.length);
  for (const card of v.fateDiscard) deck.splice(deck.indexOf(card), 1);
  rng.shuffle(deck);
  const state: AtmosfearState = {
    players: v.players,
    options: v.options,
    phase: v.phase,
    hourStart: v.hourStart,
    hourEnd: v.hourEnd,
    draftAt: v.draftAt,
    drafted: v.drafted,
    order: v.order.slice(),
    flipped: v.flipped,
    chosen: v.chosen,
    chosenRolls: v.chosenRolls.slice(),
    number: v.number.slice(),
    role: v.role.slice(),
    harbinger: v.harbinger.slice(),
    at: v.at.slice(),
    rangerHome: v.rangerHome.slice(),
    keys,
    known,
    stones: v.stones.slice(),
    hands,
    collected: v.collected,
    spent: v.spent.map((s) => s.slice()),
    fates: deck,
    fateDiscard: v.fateDiscard.slice(),
    gates: v.gates.slice(),
    stuck: v.stuck,
    sleeping: v.sleeping.slice(),
    shielded: v.shielded,
    duelledAt: v.duelledAt.slice(),
    turn: v.turn,
    stage: v.stage,
    dice: v.dice.slice(),
    throughGates: v.throughGates,
    again: v.again,
    duel,
    pending: v.pending && { ...v.pending, among: v.pending.among.slice() },
    gatekeeper: {
      nextAt: -1,
      speakingUntil: v.gatekeeper.speakingUntil,
      appearances: v.gatekeeper.appearances,
      roam: v.gatekeeper.roam,
    },
    fears: v.written.map((w, s) => (s === seat ? v.fear : w ? UNKNOWN_FEAR : null)),
    gone: v.gone.slice(),
    lastAt: v.lastAt,
    winner: v.winner,
    reason: v.reason,
    dealt: dealOthers(v, seat, rng),
  };
  // ATM-D14: when he comes next is unknown to everyone: a seat can only guess it afresh.
  if (state.phase === 'play') state.gatekeeper.nextAt = nextAppearance(state, v.lastAt, rng);
  return state;
}

/** ATM-D29: the seat's own stock fears as dealt; the others', unknown to it, dealt afresh from the rest. */
function dealOthers(v: AtmosfearView, seat: PlayerSeat, rng: Rng): string[][] {
  const rest = rng.shuffle(FEARS.filter((key) => !v.dealt.includes(key)));
  const each = v.dealt.length;
  let next = 0;
  return Array.from({ length: v.players }, (_, s) => {
    if (s === seat) return v.dealt.slice();
    const hand = rest.slice(next, next + each);
    next += each;
    return hand;
  });
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

export function clone(s: AtmosfearState): AtmosfearState {
  return {
    ...s,
    role: s.role.slice(),
    harbinger: s.harbinger.slice(),
    at: s.at.slice(),
    rangerHome: s.rangerHome.slice(),
    keys: s.keys.map((k) => k.slice()),
    known: s.known.map((k) => k.slice()),
    stones: s.stones.slice(),
    hands: s.hands.map((h) => h.slice()),
    spent: s.spent.map((h) => h.slice()),
    fates: s.fates.slice(),
    fateDiscard: s.fateDiscard.slice(),
    gates: s.gates.slice(),
    sleeping: s.sleeping.slice(),
    duelledAt: s.duelledAt.slice(),
    dice: s.dice.slice(),
    duel: s.duel && { ...s.duel, cards: [s.duel.cards[0], s.duel.cards[1]] },
    pending: s.pending,
    gatekeeper: { ...s.gatekeeper },
    fears: s.fears.slice(),
    gone: s.gone.slice(),
  };
}
