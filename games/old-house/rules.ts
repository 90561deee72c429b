// The rules of the Old House: setup, who acts, the legal moves, what each move does, and how it ends. Rule IDs
// (OH-…) point into ../../../shared/rules/old-house.md, decision IDs (OH-D…) into DESIGN.md. The round's parts
// each have a file: the Twilight's draft (twilight.ts), the Phantom's turn (phantom-turn.ts), the hunters' turn
// (hunters-turn.ts), and the night's course between them (night.ts).
//
// Hot path: search calls legalMoves and apply hundreds of thousands of times a second. Moves are shared frozen
// objects (each made once, in the file whose legal moves offer it), apply changes the state's arrays in place (so clone and view copy them), and the hunters'
// deduction works on 49-bit sets (belief.ts).
import type { Acting, Outcome, PlayerSeat, Rng, Seat } from '../../engine/index.ts';
import { NOBODY, SYSTEM, acting, waitingFor } from '../../engine/index.ts';
import { HI_ALL, LO_ALL, START, bitHi, bitLo } from './board.ts';
import { HUNTERS, MOVE_CARDS, OPENING_TURNS, PORTRAITS, heroSeats } from './content.ts';
import {
  accuse,
  flash,
  heroAccelerates,
  heroMove,
  hunterDone,
  hunterMoves,
  pentagram,
  setTrap,
} from './hunters-turn.ts';
import {
  attack,
  creep,
  endPhantomTurn,
  horror,
  phantomAccelerates,
  phantomMoves,
  phantomStep,
  summon,
} from './phantom-turn.ts';
import {
  PHANTOM,
  relicsDestroyed,
  type OldHouseEvent as Event,
  type OldHouseMove as Move,
  type OldHouseOptions,
  type OldHouseState as State,
} from './state.ts';
import { CHOOSER, chooseHero, heroMoves } from './heroes.ts';
import { draft, pick, twilightMoves } from './twilight.ts';

const NO_MOVES: readonly Move[] = [];

const PHANTOM_ONLY: Acting = waitingFor(PHANTOM);
const CHOOSER_ONLY: Acting = waitingFor(CHOOSER);
/** toAct for the hunters' turn, by the bitmask of seats still to finish (seats 1 … 3). */
const HUNTERS_TO_ACT: readonly Acting[] = Array.from({ length: 16 }, (_, mask) =>
  Object.freeze(acting({ waiting: [1, 2, 3].filter((s) => (mask & (1 << s)) !== 0) })),
);

// ----- setup -----

export function setup(players: number, options: OldHouseOptions, rng: Rng): State {
  // OH-5: each hunter player draws a Hunter card in secret, then shows it; OH-6: with two players the one
  // hunter player chooses its two heroes instead (heroes.ts), before the first Twilight.
  const choose = players === 2;
  const seats = choose ? [] : heroSeats(players);
  const order = HUNTERS.map((_, i) => i);
  if (!choose) rng.shuffle(order);
  const heroChar = order.slice(0, seats.length);
  const state: State = {
    players,
    stamped: options.traces === 'stamped',
    partyDice: options.dice === 'party',
    armedTraps: options.traps === 'armed',
    heroChar,
    heroSeat: seats,
    round: 1,
    phase: choose ? 'heroes' : 'twilight',
    draftLeft: -1,
    draftRoll: 0,
    lastPick: -1,
    phantomCards: 0,
    hunterCards: 0,
    cell: START, // OH-3
    route: [START],
    hand: MOVE_CARDS, // OH-4
    damage: 0,
    revealed: -1,
    openingLeft: OPENING_TURNS,
    roll: 0,
    stepsLeft: 0,
    cardsThisTurn: 0,
    summoned: false,
    stopped: false,
    nightOver: false,
    destroyed: 0,
    entities: [],
    pentagrams: [],
    trapCells: [],
    trapPlacedAt: [],
    trapKnown: [],
    trapsGone: [],
    traces: [],
    visits: [],
    heroCell: heroChar.map((c) => PORTRAITS[c]), // OH-5
    heroRoll: heroChar.map(() => 0),
    heroFlags: heroChar.map(() => 0),
    seatsDone: 0,
    struck: false,
    played: 0,
    segStart: 0,
    originLo: bitLo(START),
    originHi: bitHi(START),
    pub: [LO_ALL, HI_ALL],
    possible: [bitLo(START), bitHi(START)],
    front: [],
    end: null,
  };
  return state;
}

// ----- who acts -----

export function toAct(state: State): Acting {
  switch (state.phase) {
    case 'heroes':
      return CHOOSER_ONLY;
    case 'twilight':
    case 'phantom':
      return PHANTOM_ONLY;
    case 'hunters': {
      let mask = 0;
      for (let s = 1; s < state.players; s++) if ((state.seatsDone & (1 << s)) === 0) mask |= 1 << s;
      return HUNTERS_TO_ACT[mask];
    }
    case 'over':
      return NOBODY;
  }
}

// ----- legal moves -----

export function legalMoves(state: State, seat: Seat): readonly Move[] {
  if (seat === SYSTEM) return NO_MOVES;
  switch (state.phase) {
    case 'heroes':
      return seat === CHOOSER ? heroMoves(state) : NO_MOVES;
    case 'twilight':
      return seat === PHANTOM ? twilightMoves(state) : NO_MOVES;
    case 'phantom':
      return seat === PHANTOM ? phantomMoves(state) : NO_MOVES;
    case 'hunters':
      if (seat === PHANTOM || seat >= state.players || (state.seatsDone & (1 << seat)) !== 0) return NO_MOVES;
      return hunterMoves(state, seat);
    case 'over':
      return NO_MOVES;
  }
}

// ----- apply -----

export function apply(state: State, seat: Seat, move: Move, rng: Rng): Event[] {
  const events: Event[] = [];
  switch (move.type) {
    case 'hero':
      chooseHero(state, move.hunter, events);
      break;
    case 'draft':
      draft(state, move.mode, rng, events);
      break;
    case 'pick':
      pick(state, move.card, rng, events);
      break;
    case 'step':
      phantomStep(state, move.dir, rng, events);
      break;
    case 'creep':
      creep(state, move.from, move.to, events);
      break;
    case 'attack':
      attack(state, move.cell, events);
      break;
    case 'summon':
      summon(state, move.cell, events);
      break;
    case 'horror':
      horror(state, move.hero, events);
      break;
    case 'accelerate':
      if (move.hero < 0) phantomAccelerates(state, events);
      else heroAccelerates(state, move.hero, events);
      break;
    case 'end-turn':
      endPhantomTurn(state, rng, events);
      break;
    case 'spare':
      endPhantomTurn(state, rng, events, true);
      break;
    case 'move':
      heroMove(state, move.hero, move.cell, events);
      break;
    case 'accuse':
      accuse(state, move.hero, events);
      break;
    case 'flash':
      flash(state, move.hero, events);
      break;
    case 'trap':
      setTrap(state, seat as PlayerSeat, move.cell, events);
      break;
    case 'pentagram':
      pentagram(state, move.hero, events);
      break;
    case 'done':
      hunterDone(state, seat as PlayerSeat, rng, events);
      break;
  }
  return events;
}

// ----- the end -----

const PHANTOM_WINS = { winners: [PHANTOM], reason: 'relics' };

export function outcome(state: State): Outcome | null {
  if (state.end !== null) {
    const players = state.players;
    const hunters = Array.from({ length: players - 1 }, (_, i) => i + 1);
    const phantomWon = state.end === 'relics';
    const scores = Array.from({ length: players }, (_, s) =>
      s === PHANTOM ? relicsDestroyed(state.destroyed) : state.damage,
    );
    const rewards = Array.from({ length: players }, (_, s) => ((s === PHANTOM) === phantomWon ? 1 : 0));
    return phantomWon
      ? { ...PHANTOM_WINS, scores, rewards }
      : { winners: hunters, reason: state.end, scores, rewards };
  }
  return null;
}

/** What docs/balance/old-house.md reports beside the win rates (OH-D30): `Presentation.figures`. */
export function figures(state: State): Readonly<Record<string, number>> {
  return {
    'relics destroyed': relicsDestroyed(state.destroyed),
    banishment: state.damage,
    rounds: state.round,
  };
}

// ----- options -----

/** The options of a match created without any: the printed rules (OH-22's traces tell where, not when; OH-14's one die). */
export const DEFAULT_OPTIONS: OldHouseOptions = Object.freeze({
  traces: 'route',
  dice: 'printed',
  traps: 'printed',
});
const OPTION_NAMES = ['traces', 'dice', 'traps'];

/** Checks options from outside (a lobby, the command line): complete, or a RangeError. */
export function parseOptions(raw: unknown): OldHouseOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new RangeError('old-house options must be an object');
  for (const key of Object.keys(raw)) {
    if (!OPTION_NAMES.includes(key))
      throw new RangeError(`old-house has no option "${key}"; it has: ${OPTION_NAMES.join(', ')}`);
  }
  const {
    traces = DEFAULT_OPTIONS.traces,
    dice = DEFAULT_OPTIONS.dice,
    traps = DEFAULT_OPTIONS.traps,
  } = raw as Record<string, unknown>;
  if (traces !== 'route' && traces !== 'stamped')
    throw new RangeError('old-house: traces must be "route" or "stamped"');
  if (dice !== 'printed' && dice !== 'party')
    throw new RangeError('old-house: dice must be "printed" or "party"');
  if (traps !== 'printed' && traps !== 'armed')
    throw new RangeError('old-house: traps must be "printed" or "armed"');
  return { traces, dice, traps };
}
