// Midnighters' rules: options, who acts, the legal moves and what each does, and the end. The parts live in their
// own files (setup, turn, locations, traps, nightmares); this one runs the turn's flow between them: decisions the
// game waits for, windows for springing traps, and the next turn once everything a turn left is done.
import type { Acting, ApplyContext, Outcome, PlayerSeat, Seat } from '../../engine/index.ts';
import { NOBODY, SYSTEM, SYSTEM_ONLY, acting, waitingFor } from '../../engine/index.ts';
import { emptyCells, exits, forestTargets, isCorridor, swapLocations } from './board.ts';
import { countKind, everyone, handLimit, kindsHeld } from './cards.ts';
import {
  ANGLE as ANGLE_KIND,
  BRIDGE,
  CATCHER as CATCHER_KIND,
  CELLS,
  CORRIDORS,
  DREAMWALK,
  KINDS,
  LOCATION_COUNT,
  NIGHTMARES,
  STAR as STAR_KIND,
  VERTIGO as VERTIGO_KIND,
} from './content.ts';
import { activate, forestGo, motelGive, motelLook, restaurantSwap, restaurantTargets } from './locations.ts';
import {
  ANGLE,
  BEGIN,
  BURY,
  CATCHER,
  CLOSE,
  DISCARD,
  END,
  GIVE,
  GO,
  LOOK,
  NO_MOVES,
  PASS,
  PLACE,
  RELOCATE,
  SEND,
  SETTLE,
  SPRING,
  STAR,
  SWAPS_OF,
  TAKE,
  TRAPS_OF,
  VERTIGO_AT,
  WALK,
  dirOf,
} from './moves.ts';
import { discardKind, mayTrap, mayWalk } from './nightmares.ts';
import { begin, nextToPlace, place, settle } from './setup.ts';
import type {
  MidnightersMove,
  MidnightersEvent,
  MidnightersOptions,
  MidnightersState,
  Pending,
} from './state.ts';
import { bit } from './state.ts';
import { newChances, ownersOn, prepareTrap, seatsOf, springTrap, standingOn, takeTurn } from './traps.ts';
import {
  blindSwap,
  bury,
  cardsLeft,
  endTurn,
  playAngle,
  playCatcher,
  playStar,
  drawTwo,
  mayStar,
  startNextTurn,
  vertigo,
  walk,
} from './turn.ts';

export { setup } from './setup.ts';

export const DEFAULT_OPTIONS: MidnightersOptions = { layout: 'director', windowMs: 20_000, director: 0 };

const OPTION_KEYS = ['layout', 'windowMs', 'director'];

export function parseOptions(raw: unknown, players = 6): MidnightersOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new RangeError('midnighters options must be an object');
  for (const key of Object.keys(raw)) {
    if (!OPTION_KEYS.includes(key)) {
      throw new RangeError(`midnighters has no option "${key}"; it has: ${OPTION_KEYS.join(', ')}`);
    }
  }
  const {
    layout = DEFAULT_OPTIONS.layout,
    windowMs = DEFAULT_OPTIONS.windowMs,
    director = DEFAULT_OPTIONS.director,
  } = raw as Record<string, unknown>;
  if (layout !== 'director' && layout !== 'random') {
    throw new RangeError('midnighters: layout must be "director" or "random"');
  }
  if (typeof windowMs !== 'number' || !Number.isInteger(windowMs) || windowMs < 1000 || windowMs > 120_000) {
    throw new RangeError('midnighters: windowMs must be a whole number of milliseconds from 1000 to 120000');
  }
  if (
    director !== 'random' &&
    (typeof director !== 'number' || !Number.isInteger(director) || director < 0 || director >= players)
  ) {
    throw new RangeError(`midnighters: director must be a seat from 0 to ${players - 1}, or "random"`);
  }
  return { layout, windowMs, director };
}

// ----- who acts -----

export function toAct(state: MidnightersState): Acting {
  switch (state.phase) {
    case 'over':
      return NOBODY;
    case 'arrange':
    case 'settle':
      return waitingFor(state.director);
    case 'begin':
      return SYSTEM_ONLY;
    case 'turn': {
      if (state.pending.length > 0) return waitingFor(state.pending[0].seat);
      const window = state.window;
      if (window) {
        const reacting: PlayerSeat[] = [];
        for (const seat of seatsOf(window.owners & ~window.passed)) reacting.push(seat);
        return acting({ reacting, system: true });
      }
      return waitingFor(state.actor);
    }
  }
}

export function systemDueAt(state: MidnightersState): number | null {
  return state.window ? state.window.closesAt : null;
}

// ----- legal moves -----

export function legalMoves(state: MidnightersState, seat: Seat): readonly MidnightersMove[] {
  switch (state.phase) {
    case 'over':
      return NO_MOVES;
    case 'arrange':
      return seat === state.director ? placeMoves(state) : NO_MOVES;
    case 'settle':
      return seat === state.director ? SETTLE.slice(0, CORRIDORS) : NO_MOVES;
    case 'begin':
      return seat === SYSTEM ? BEGINS : NO_MOVES;
    case 'turn':
      if (state.pending.length > 0)
        return seat === state.pending[0].seat ? pendingMoves(state, state.pending[0]) : NO_MOVES;
      if (state.window) {
        if (seat === SYSTEM) return CLOSES;
        const w = state.window;
        if (typeof seat !== 'number' || (w.owners & ~w.passed & bit(seat)) === 0) return NO_MOVES;
        return [...springMoves(state, seat), PASS];
      }
      return seat === state.actor ? turnMoves(state) : NO_MOVES;
  }
}

const BEGINS: readonly MidnightersMove[] = [BEGIN];
const CLOSES: readonly MidnightersMove[] = [CLOSE];

function placeMoves(state: MidnightersState): MidnightersMove[] {
  const corridor = isCorridor(nextToPlace(state));
  const moves: MidnightersMove[] = [];
  for (const cell of emptyCells(state)) {
    if (corridor) for (let turn = 0; turn < 4; turn++) moves.push(PLACE[cell * 4 + turn]);
    else moves.push(PLACE[cell * 4]);
  }
  return moves;
}

function springMoves(state: MidnightersState, seat: PlayerSeat): MidnightersMove[] {
  if (!mayTrap(state, seat)) return [];
  return state.traps[seat].map((_, i) => SPRING[i]);
}

/**
 * Where a turn's moves are gathered before they are copied out at their exact length: random games and search
 * ask for these lists millions of times, and building each in one pass without growing it is the cheap way.
 * A turn offers at most about 130 moves (58 Vertigos, 36 traps, 18 springs, …).
 */
const gathered = new Array<MidnightersMove>(256).fill(END);

/** The turn's moves, in a fixed order (kinds held, as a bitmask, pick the precomputed lists of moves.ts). */
function turnMoves(state: MidnightersState): MidnightersMove[] {
  const moves = gathered;
  let n = 0;
  const seat = state.turn;
  const held = kindsHeld(state.hands[seat]);
  if (state.actions > 0) {
    if (held & (1 << DREAMWALK) && mayWalk(state, seat)) {
      const ways = exits(state, state.avatar[seat]);
      for (let d = 0; d < 4; d++) if (ways & (1 << d)) moves[n++] = WALK[d];
    }
    if (held & (1 << VERTIGO_KIND)) {
      for (let location = 0; location < LOCATION_COUNT; location++) {
        const vertigo = VERTIGO_AT[location * CELLS + state.cellOf[location]];
        for (let i = 0; i < vertigo.length; i++) moves[n++] = vertigo[i];
      }
    }
    if (held & (1 << STAR_KIND) && mayStar(state)) moves[n++] = STAR;
    if (held & (1 << CATCHER_KIND) && state.deck.length > 0) moves[n++] = CATCHER; // MID-D13: a deck to show
    if (cardsLeft(state)) {
      const swaps = SWAPS_OF[held];
      for (let i = 0; i < swaps.length; i++) moves[n++] = swaps[i];
    }
    if (state.actions >= 2 && mayTrap(state, seat)) {
      const traps = TRAPS_OF[held];
      for (let i = 0; i < traps.length; i++) moves[n++] = traps[i];
    }
  }
  if (held & (1 << ANGLE_KIND)) moves[n++] = ANGLE;
  // MID-27: the one who plays the turn springs its own traps as moves, a Dream Catcher trap's owner too (MID-33).
  const traps = state.traps[state.actor].length;
  if (traps > 0 && mayTrap(state, state.actor)) for (let i = 0; i < traps; i++) moves[n++] = SPRING[i];
  moves[n++] = END;
  return moves.slice(0, n);
}

// Lists that never change, shared like BEGINS: a Dreamwalk trap sends to a Corridor or nowhere; a Dream Catcher
// buries any of the cards it showed.
const SENDS: readonly MidnightersMove[] = SEND.slice(0, CORRIDORS + 1);
const BURIES: readonly (readonly MidnightersMove[])[] = [1, 2, 4].map((n) => BURY.slice(0, n));

function pendingMoves(state: MidnightersState, pending: Pending): readonly MidnightersMove[] {
  switch (pending.kind) {
    case 'forest':
      return forestTargets(state).map((location) => GO[location]);
    case 'restaurant':
      return restaurantTargets(state, pending.who).map((location) => GO[location]);
    case 'motel-look': {
      const out: MidnightersMove[] = [];
      for (let s = 0; s < state.players; s++) if (s !== pending.who) out.push(LOOK[s]);
      return out;
    }
    case 'motel-give':
      return GIVE;
    case 'catcher':
      return BURIES[pending.cards.length];
    case 'discard': {
      const hand = state.hands[pending.seat];
      const out: MidnightersMove[] = [];
      for (let kind = 0; kind < KINDS.length; kind++) if (countKind(hand, kind) > 0) out.push(DISCARD[kind]);
      return out;
    }
    case 'send':
      return SENDS;
    case 'relocate':
      return RELOCATE;
    case 'take':
      return seatsOf(standingOn(state, pending.location) & ~bit(pending.seat)).map((s) => TAKE[s]);
  }
}

// ----- what a move does -----

export function apply(
  state: MidnightersState,
  seat: Seat,
  move: MidnightersMove,
  ctx: ApplyContext,
): MidnightersEvent[] {
  const events: MidnightersEvent[] = [];
  const { rng } = ctx;
  switch (move.type) {
    case 'place':
      place(state, move.cell, move.turn, rng, events);
      return events;
    case 'settle':
      settle(state, move.location, events);
      return events;
    case 'begin':
      begin(state, rng, events);
      startFirstTurn(state, events);
      break;
    case 'close':
      closeWindow(state, events);
      break;
    case 'walk':
      walk(state, dirOf(move.dir), events);
      break;
    case 'vertigo':
      vertigo(state, move.location, move.how, events);
      break;
    case 'star':
      star(state, ctx, events);
      break;
    case 'catcher':
      playCatcher(state, events);
      break;
    case 'angle':
      playAngle(state, events);
      break;
    case 'swap':
      blindSwap(state, move.kind, rng, events);
      break;
    case 'trap': {
      state.actions -= 2;
      const shownTo = state.knownBy[prepareTrap(state, state.turn, move.with, move.location).cards[0]];
      events.push({
        type: 'trap-set',
        seat: state.turn,
        location: move.location,
        with: move.with,
        shownTo,
        open: shownTo === everyone(state),
      });
      drawTwo(state, rng, events);
      break;
    }
    case 'spring':
      spring(state, seat as PlayerSeat, move.trap, events);
      break;
    case 'pass': {
      const w = state.window!;
      w.passed |= bit(seat as PlayerSeat);
      events.push({ type: 'passed', seat: seat as PlayerSeat });
      if ((w.owners & ~w.passed) === 0) closeWindow(state, events);
      break;
    }
    case 'end':
      endTurn(state, rng, events);
      break;
    default:
      decide(state, move, events);
  }
  flow(state, ctx, events);
  return events;
}

/** MID-20, MID-31: a Midnight Star: a window first when others' traps lie on the location, then the activation. */
function star(state: MidnightersState, ctx: ApplyContext, events: MidnightersEvent[]): void {
  const location = playStar(state, events);
  const owners = ownersOn(state, location, state.turn);
  if (owners !== 0) {
    state.activating = location;
    state.activator = state.turn;
    state.window = { closesAt: ctx.time + state.options.windowMs, owners, passed: 0, activation: location };
    return;
  }
  activate(state, state.turn, state.actor, location, events);
}

/** MID-27: a trap sprung, in a window (the owner has had its say there) or on the owner's own turn. */
function spring(state: MidnightersState, owner: PlayerSeat, index: number, events: MidnightersEvent[]): void {
  const location = state.traps[owner][index].location;
  if (springTrap(state, owner, index, events)) activate(state, owner, owner, location, events);
  const w = state.window;
  if (w) {
    w.passed |= bit(owner);
    if ((w.owners & ~w.passed) === 0) closeWindow(state, events);
  }
}

/** The window closes (everyone passed, or its time is up): an activation waiting on it goes ahead. */
function closeWindow(state: MidnightersState, events: MidnightersEvent[]): void {
  state.window = null;
  events.push({ type: 'window-closed' });
  // A trap sprung in the window may have left a decision (where a Dreamwalk trap sends the activator, where a
  // Vertigo trap puts the location): the activation waits for it (flow).
  if (state.pending.length === 0) finishActivation(state, events);
}

/** A Midnight Star's activation, after its window: the activator gains it if it still stands there. */
function finishActivation(state: MidnightersState, events: MidnightersEvent[]): void {
  const location = state.activating;
  if (location < 0) return;
  state.activating = -1;
  const who = state.activator;
  if (state.avatar[who] !== location) return;
  if (location === BRIDGE && state.nightmares[who].length > 0) return;
  activate(state, who, state.actor, location, events);
}

/** The answer to a decision the game waited for (`state.pending[0]`). */
function decide(state: MidnightersState, move: MidnightersMove, events: MidnightersEvent[]): void {
  const pending = state.pending.shift()!;
  switch (pending.kind) {
    case 'forest':
      forestGo(state, pending.who, (move as { location: number }).location, events);
      return;
    case 'restaurant':
      restaurantSwap(state, pending.who, (move as { location: number }).location, events);
      return;
    case 'motel-look': {
      const target = (move as { seat: number }).seat;
      motelLook(state, pending.seat, target, events);
      if (state.nightmares[pending.who].length > 0) {
        state.pending.unshift({ kind: 'motel-give', seat: pending.seat, who: pending.who, target });
      }
      return;
    }
    case 'motel-give':
      if ((move as { yes: boolean }).yes) motelGive(state, pending.who, pending.target, events);
      return;
    case 'catcher':
      bury(state, (move as { mask: number }).mask, pending.cards, events);
      return;
    case 'discard':
      discardKind(state, pending.seat, (move as { kind: number }).kind, events);
      if (state.hands[pending.seat].length > handLimit(state, pending.seat)) state.pending.unshift(pending);
      return;
    case 'send': {
      const [who, ...rest] = pending.who;
      const to = (move as { location: number }).location;
      if (to >= 0) {
        state.avatar[who] = to;
        events.push({ type: 'moved', seat: who, by: pending.seat, to, why: 'dreamwalk-trap' });
      }
      if (rest.length > 0) state.pending.unshift({ kind: 'send', seat: pending.seat, who: rest });
      return;
    }
    case 'relocate': {
      // MID-30, MID-D27: the trap's location changes places with whatever lies on that cell, and turns.
      const { cell, turn } = move as { cell: number; turn: number };
      const location = pending.location;
      const there = state.grid[cell];
      if (there !== location) swapLocations(state, location, there);
      state.turns[location] = turn;
      events.push({ type: 'location-moved', location, cell, turn, why: 'vertigo-trap' });
      return;
    }
    case 'take':
      takeTurn(state, pending.seat, (move as { seat: number }).seat, events);
      return;
  }
}

/**
 * After every move in play: once no decision is waited for and no window is open, the owners of traps that now
 * have someone new on them get a window (MID-D23); then a turn that has ended gives way to the next.
 */
function flow(state: MidnightersState, ctx: ApplyContext, events: MidnightersEvent[]): void {
  if (state.phase !== 'turn' || state.pending.length > 0 || state.window) return;
  if (state.activating >= 0) {
    finishActivation(state, events);
    if (state.phase !== 'turn' || state.pending.length > 0) return;
  }
  const owners = newChances(state);
  if (owners !== 0) {
    state.window = { closesAt: ctx.time + state.options.windowMs, owners, passed: 0, activation: -1 };
    return;
  }
  if (state.ending) startNextTurn(state, events);
}

function startFirstTurn(state: MidnightersState, events: MidnightersEvent[]): void {
  // The first turn is the first player's (MID-13): startNextTurn moves on from the seat before it.
  state.turn = (state.turn + state.players - 1) % state.players;
  startNextTurn(state, events);
}

// ----- the end -----

export function outcome(state: MidnightersState): Outcome | null {
  // How the winner woke: with its own Midnight Star on the Bridge, or by a Star trap that stole another's (MID-31).
  if (state.winner >= 0)
    return { winners: [state.winner], reason: state.winner === state.turn ? 'woke' : 'woke-trap' };
  if (state.faded) return { winners: [], reason: 'faded' };
  return null;
}

/** What the balance document counts in a finished game (`Presentation.figures`). */
export function figures(state: MidnightersState): Record<string, number> {
  const out: Record<string, number> = {
    turns: state.turnsTaken,
    'traps set': state.trapsSet,
    'traps sprung': state.trapsSprung,
    'turns each': state.turnsTaken / state.players,
    // The race's shape (issue 25): games over before every seat has had a turn, won on the very first turn, and
    // lasting at least 6 and 4 turns each (the median is at least that when the share is 50 % or more).
    '% over before every seat played': state.turnsTaken < state.players ? 100 : 0,
    '% won on the first turn': state.winner >= 0 && state.turnsTaken === 1 ? 100 : 0,
    '% at least 6 turns each': state.turnsTaken >= 6 * state.players ? 100 : 0,
    '% at least 4 turns each': state.turnsTaken >= 4 * state.players ? 100 : 0,
    '% faded': state.faded ? 100 : 0,
    '% reshuffled': state.reshuffles > 0 ? 100 : 0,
    reshuffles: state.reshuffles,
    // Traps sprung on the Midnighter nearest the Bridge and on the others: caught, and exposed (standing anywhere).
    'caught nearest the Bridge': state.caughtBy[0],
    'caught farther': state.caughtBy[1],
    'exposed nearest the Bridge': state.caughtBy[2],
    'exposed farther': state.caughtBy[3],
  };
  // Per cent, so the means read as rates. Seats by their place in the turn order: the first player (after the
  // Director) is 1, the Director last.
  for (let place = 1; place <= state.players; place++) {
    out[`% won from turn place ${place}`] =
      state.winner === (state.director + place) % state.players ? 100 : 0;
  }
  NIGHTMARES.forEach((name, n) => {
    const holders = state.drawnBy[n];
    out[`% ${name} drawn`] = holders === 0 ? 0 : 100;
    out[`% ${name} holder woke`] = state.winner >= 0 && holders & bit(state.winner) ? 100 : 0;
  });
  return out;
}
