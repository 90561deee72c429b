// The Phantom's turn (OH-14 … OH-19): its legal moves — Move cards, its entities' steps on the same die, attacks
// on Pentagrams, action cards — and what each does, to the turn's end, where relics fall and traps are armed.
import type { Rng } from '../../engine/index.ts';
import {
  CELLS,
  CELLS_OF_TYPE,
  CELL_TYPE,
  ENTITY_KINDS,
  HI_ALL,
  LO_ALL,
  NEIGHBOUR,
  POLTERGEIST,
  RELIC_AT,
  RING_SET,
  SHADOWS,
  START,
  SUMMON_FROM,
  WALKABLE,
  bitHi,
  bitLo,
  diagonalOpen,
  has,
} from './board.ts';
import { addStep, lastStep, recompute, restrict } from './belief.ts';
import {
  BANISHMENT,
  DARK_ACCELERATION,
  ENGINEER,
  HORROR_CARDS,
  MAX_ENTITIES,
  MAX_HEROES,
  PHANTOM_ACCELERATION,
  RELICS_TO_WIN,
  SUMMON_OF_KIND,
  TRAP_DAMAGE,
  ENGINEER_TRAP_DAMAGE,
  lowestCard,
} from './content.ts';
import { finish, reveal, startHuntersTurn, startPhantomTurn } from './night.ts';
import {
  FRIGHTENED,
  UNARMED,
  entityAt,
  relicIntact,
  relicsDestroyed,
  type OldHouseEvent as Event,
  type OldHouseMove as Move,
  type OldHouseState as State,
  type StepDirection,
} from './state.ts';

// ----- its moves: one frozen object for each, so that legal moves allocate nothing but their list -----

/** `STEP[d]`: a Move card played in direction d (DIRECTIONS), or `still` at 4. */
const STEP: readonly Move[] = (['n', 'e', 's', 'w', 'still'] as const).map((dir) =>
  Object.freeze({ type: 'step', dir }),
);
const STEP_INDEX: Readonly<Record<StepDirection, number>> = { n: 0, e: 1, s: 2, w: 3, still: 4 };
/** `CREEP[from * 8 + d]`: an entity's step in direction d (DIRECTIONS). */
const CREEP: readonly (Move | null)[] = Array.from({ length: CELLS * 8 }, (_, i) => {
  const to = NEIGHBOUR[i];
  return to < 0 ? null : Object.freeze({ type: 'creep', from: (i - (i % 8)) / 8, to });
});
const ATTACK: readonly Move[] = Array.from({ length: CELLS }, (_, cell) =>
  Object.freeze({ type: 'attack', cell }),
);
const SUMMON: readonly Move[] = Array.from({ length: CELLS }, (_, cell) =>
  Object.freeze({ type: 'summon', cell }),
);
const HORROR: readonly Move[] = Array.from({ length: MAX_HEROES }, (_, hero) =>
  Object.freeze({ type: 'horror', hero }),
);
/** The Phantom's Acceleration (hero −1). */
const ACCELERATE: Move = Object.freeze({ type: 'accelerate', hero: -1 });
const END_TURN: Move = Object.freeze({ type: 'end-turn' });
const SPARE: Move = Object.freeze({ type: 'spare' });

// ----- its legal moves -----

/** Whether a hero stands on a cell. */
function heroAt(heroCell: readonly number[], cell: number): boolean {
  for (let h = 0; h < heroCell.length; h++) if (heroCell[h] === cell) return true;
  return false;
}

/** Every move the Phantom may make now in its turn. */
export function phantomMoves(state: State): Move[] {
  const moves: Move[] = [];
  const { cell, entities } = state;
  // OH-12: in its last opening turn the Phantom must get off its start cell: on it with one step left it steps
  // away, its last step may not bring it back, and it may not end the turn there.
  const lastOpening = state.openingLeft === 1 && state.stepsLeft > 0;
  const mustLeave = lastOpening && cell === START;
  if (mustLeave && state.stepsLeft === 1) {
    for (let d = 0; d < 4; d++) if (NEIGHBOUR[cell * 8 + d] >= 0) moves.push(STEP[d]);
    return moves;
  }
  if (state.stepsLeft > 0) {
    // OH-14: a Move card, one step in any direction on the board (OH-D10; the Phantom passes walls, OH-D2);
    // none once an action card has closed its moving (OH-15).
    if (state.hand > 0 && !state.stopped) {
      const homeward = lastOpening && state.stepsLeft === 1; // OH-12: no last step back onto the start
      for (let d = 0; d < 4; d++) {
        const to = NEIGHBOUR[cell * 8 + d];
        if (to >= 0 && !(homeward && to === START)) moves.push(STEP[d]);
      }
      moves.push(STEP[4]);
    }
    // OH-17: the entities step on the same die.
    for (let i = 0; i < entities.length; i += 3) {
      const kind = entities[i];
      const from = entities[i + 1];
      const dirs = kind === POLTERGEIST ? 8 : 4;
      for (let d = 0; d < dirs; d++) {
        const to = NEIGHBOUR[from * 8 + d];
        if (to < 0 || !entityMayEnter(state, to)) continue;
        if (kind !== SHADOWS && (d < 4 ? WALKABLE[from * 4 + d] === 0 : !diagonalOpen(from, d))) continue;
        moves.push(CREEP[from * 8 + d]!);
      }
    }
    // OH-23, OH-D13: an attack on a Pentagram from inside its ring.
    for (const p of state.pentagrams) if (attackerInRing(state, p)) moves.push(ATTACK[p]);
  }
  // OH-15, OH-16: action cards, after moving: Summon and Horror once a Move card has been played this turn (a
  // still card counts), and not where they would keep it on its start cell in its last opening turn (OH-12).
  const actions = state.cardsThisTurn > 0 && !mustLeave;
  if (actions && !state.summoned && entities.length < MAX_ENTITIES * 3) {
    for (let kind = 0; kind < 3; kind++) {
      if ((state.phantomCards & SUMMON_OF_KIND[kind]) === 0) continue;
      if (cell !== START && CELL_TYPE[cell] !== kind) continue;
      for (const target of CELLS_OF_TYPE[kind]) {
        if (entityAt(entities, target) < 0 && !heroAt(state.heroCell, target)) moves.push(SUMMON[target]);
      }
    }
  }
  if (actions && (state.phantomCards & HORROR_CARDS) !== 0) {
    for (let h = 0; h < state.heroCell.length; h++) {
      if ((state.heroFlags[h] & FRIGHTENED) === 0) moves.push(HORROR[h]);
    }
  }
  if ((state.phantomCards & DARK_ACCELERATION) !== 0 && !state.stopped) moves.push(ACCELERATE);
  if (!mustLeave) moves.push(END_TURN);
  // OH-D39: ending on an intact relic, the Phantom may leave it standing (outside the opening, OH-D14).
  if (!mustLeave && state.openingLeft === 0) {
    const relic = RELIC_AT[cell];
    if (relic >= 0 && relicIntact(state.destroyed, relic)) moves.push(SPARE);
  }
  return moves;
}

/** OH-D20: an entity never steps onto a hero or another entity. */
function entityMayEnter(state: State, cell: number): boolean {
  return entityAt(state.entities, cell) < 0 && !heroAt(state.heroCell, cell);
}

function attackerInRing(state: State, pentagram: number): boolean {
  const ringLo = RING_SET[pentagram][0];
  const ringHi = RING_SET[pentagram][1];
  // A revealed Phantom may attack until it plays its first card (OH-D13).
  if (state.revealed >= 0 && state.cardsThisTurn === 0 && has(ringLo, ringHi, state.revealed)) return true;
  const entities = state.entities;
  for (let i = 0; i < entities.length; i += 3) if (has(ringLo, ringHi, entities[i + 1])) return true;
  return false;
}

// ----- what they do -----

function engineerInPlay(state: State): boolean {
  return state.heroChar.includes(ENGINEER);
}

/** OH-14: a Move card played, one step in direction `dir` or, `still`, where it stands (OH-D10). */
export function phantomStep(state: State, dir: StepDirection, rng: Rng, events: Event[]): void {
  const d = STEP_INDEX[dir];
  const to = d < 4 ? NEIGHBOUR[state.cell * 8 + d] : state.cell;
  state.revealed = -1; // OH-18: out of sight again with its next card
  state.hand--;
  state.stepsLeft--;
  state.cardsThisTurn++;
  state.played++;
  state.cell = to;
  state.route.push(to);
  const step = state.route.length - 1;
  events.push({ type: 'phantom-step', step, cell: to });

  const trap = armedTrapAt(state, to);
  if (trap >= 0) {
    // OH-28, OH-D12: a card that leaves it on a trap springs it: banishment, the piece on the board, turn over.
    const damage = TRAP_DAMAGE + (engineerInPlay(state) ? ENGINEER_TRAP_DAMAGE : 0);
    state.damage += damage;
    // The step stays on the round's route (OH-22), where the table saw it end; the spent trap still rules its
    // cell out of the steps before, in the hunters' sums (as an entity's does).
    state.trapsGone.push(to, state.trapPlacedAt[trap], state.played - 1);
    removeTrap(state, trap);
    noOtherTrapAt(state, to);
    addStep(state, bitLo(to), bitHi(to));
    events.push({ type: 'trap-sprung', cell: to, damage });
    reveal(state, events);
    if (state.damage >= BANISHMENT) return finish(state, 'banished', events);
    state.stepsLeft = 0;
    endPhantomTurn(state, rng, events);
    return;
  }
  passedUnharmed(state, to);

  // OH-23, OH-D13: a card that leaves it in a Pentagram's ring leaves a trace there at once; a card that leaves
  // it outside every ring rules the rings out of that step. By default a ring cell that holds a trace already
  // takes no second one (the trace tells where, not when), so a card that leaves it there tells nothing new.
  let ringLo = 0;
  let ringHi = 0;
  for (let i = 0; i < state.pentagrams.length; i++) {
    const ring = RING_SET[state.pentagrams[i]];
    ringLo |= ring[0];
    ringHi |= ring[1];
  }
  if (!state.stamped) {
    for (let i = 0; i < state.traces.length; i += 2) {
      ringLo &= ~bitLo(state.traces[i]);
      ringHi &= ~bitHi(state.traces[i]);
    }
  }
  if (has(ringLo, ringHi, to)) {
    addStep(state, bitLo(to), bitHi(to));
    state.traces.push(to, state.stamped ? step : -1);
    events.push({ type: 'alarm', cell: to, step });
  } else {
    addStep(state, ~ringLo & LO_ALL, ~ringHi & HI_ALL);
  }
}

/** The Phantom learns that no trap waits on a cell it (or a walking entity) passed unharmed. */
function passedUnharmed(state: State, cell: number): void {
  const known = state.trapKnown;
  if (known.length === 0) return;
  const lo = bitLo(cell);
  const hi = bitHi(cell);
  for (let i = 0; i < known.length; i += 2) {
    if (state.trapPlacedAt[i >> 1] === UNARMED) continue; // a trap not yet armed proves nothing
    known[i] |= lo;
    known[i + 1] |= hi;
  }
}

/** A trap just sprung on `cell`: the Phantom knows none of the others lies there (no two share a cell, OH-D23). */
function noOtherTrapAt(state: State, cell: number): void {
  const known = state.trapKnown;
  for (let i = 0; i < known.length; i += 2) {
    known[i] |= bitLo(cell);
    known[i + 1] |= bitHi(cell);
  }
}

/** The armed trap on a cell, or −1. */
function armedTrapAt(state: State, cell: number): number {
  const cells = state.trapCells;
  for (let i = 0; i < cells.length; i++) if (cells[i] === cell && state.trapPlacedAt[i] !== UNARMED) return i;
  return -1;
}

/** OH-D12: traps set in the hunters' last turn are armed once the Phantom's turn is over. */
function armTraps(state: State): void {
  for (let i = 0; i < state.trapPlacedAt.length; i++) {
    if (state.trapPlacedAt[i] === UNARMED) {
      state.trapPlacedAt[i] = state.played;
    }
  }
}

function removeTrap(state: State, i: number): void {
  state.trapCells.splice(i, 1);
  state.trapPlacedAt.splice(i, 1);
  state.trapKnown.splice(i * 2, 2);
}

function removeEntity(state: State, i: number): void {
  state.entities.splice(i, 3);
}

/** OH-17: an entity steps, on the Phantom's die. */
export function creep(state: State, from: number, to: number, events: Event[]): void {
  const i = entityAt(state.entities, from);
  const kind = state.entities[i];
  state.stepsLeft--;
  events.push({ type: 'entity-moved', kind: ENTITY_KINDS[kind], from, to });
  const trap = armedTrapAt(state, to);
  if (trap >= 0) {
    // OH-28: an entity that walks into a trap is banished, Shadows too, and the trap is spent in plain sight. Its time on
    // the clock keeps it in the hunters' sums for the steps already taken, and for none after.
    state.trapsGone.push(to, state.trapPlacedAt[trap], state.played);
    removeTrap(state, trap);
    noOtherTrapAt(state, to);
    removeEntity(state, i);
    events.push({ type: 'entity-trapped', kind: ENTITY_KINDS[kind], cell: to });
    return;
  }
  state.entities[i + 1] = to;
  state.entities[i + 2] = 0;
  passedUnharmed(state, to);
}

/** OH-16: a Summon card brings an entity onto a free cell of its kind. */
export function summon(state: State, target: number, events: Event[]): void {
  const kind = CELL_TYPE[target];
  state.phantomCards &= ~lowestCard(state.phantomCards & SUMMON_OF_KIND[kind]);
  state.entities.push(kind, target, 0);
  state.summoned = true;
  state.stopped = true; // OH-15: it summons where it stops
  // OH-16: the kind summoned tells the table what sort of cell the Phantom stands on.
  const k = lastStep(state);
  restrict(state, k, k, SUMMON_FROM[kind][0], SUMMON_FROM[kind][1]);
  events.push({ type: 'summoned', kind: ENTITY_KINDS[kind], cell: target });
}

/** OH-23, OH-D13: one attack breaks a Pentagram, on a step of the die. */
export function attack(state: State, cell: number, events: Event[]): void {
  state.pentagrams.splice(state.pentagrams.indexOf(cell), 1);
  state.stepsLeft--;
  events.push({ type: 'pentagram-broken', cell });
}

/** OH-D8: Horror frightens a hero: its next roll counts as 1. */
export function horror(state: State, hero: number, events: Event[]): void {
  state.phantomCards &= ~lowestCard(state.phantomCards & HORROR_CARDS);
  state.heroFlags[hero] |= FRIGHTENED;
  state.stopped = true; // OH-15: action cards come after moving
  events.push({ type: 'horror', hero, hunter: state.heroChar[hero] });
}

/** OH-D9: the Phantom's Acceleration: two more steps on its die. */
export function phantomAccelerates(state: State, events: Event[]): void {
  state.phantomCards &= ~lowestCard(state.phantomCards & DARK_ACCELERATION);
  state.stepsLeft += PHANTOM_ACCELERATION;
  events.push({ type: 'accelerated', hero: -1, hunter: -1 });
}

/**
 * The Phantom ends its turn: on an intact relic it destroys it, unless it `spare`s it (OH-D39); its entities may
 * destroy theirs, and the next turn begins.
 */
export function endPhantomTurn(state: State, rng: Rng, events: Event[], spare = false): void {
  if (state.cardsThisTurn === 0 && state.hand > 0) {
    state.hand--; // OH-D11: a turn spent waiting still burns a card
    events.push({ type: 'lingered' });
  }
  if (state.cardsThisTurn === 0 && waitedOnTrap(state, events)) return;
  armTraps(state);
  const opening = state.openingLeft > 0;
  const relic = RELIC_AT[state.cell];
  if (!opening && !spare && relic >= 0 && relicIntact(state.destroyed, relic)) {
    // OH-18: the Phantom ends on a relic: it is destroyed and the Phantom revealed.
    state.destroyed |= 1 << relic;
    events.push({ type: 'relic-destroyed', cell: state.cell, by: 'phantom' });
    state.revealed = -1;
    reveal(state, events);
    if (relicsDestroyed(state.destroyed) >= RELICS_TO_WIN) return finish(state, 'relics', events);
  }
  // OH-D39: a Phantom may end on an intact relic and spare it, so a hidden end of turn tells the table nothing.
  // OH-19: an entity on a relic at the end of two Phantom turns in a row destroys it, and leaves (OH-D20).
  const entities = state.entities;
  for (let i = 0; i < entities.length;) {
    const at = entities[i + 1];
    const r = RELIC_AT[at];
    if (r >= 0 && relicIntact(state.destroyed, r)) {
      if (entities[i + 2] >= 1) {
        state.destroyed |= 1 << r;
        events.push({ type: 'relic-destroyed', cell: at, by: ENTITY_KINDS[entities[i]] });
        removeEntity(state, i);
        continue;
      }
      entities[i + 2] = 1;
    } else entities[i + 2] = 0;
    i += 3;
  }
  if (relicsDestroyed(state.destroyed) >= RELICS_TO_WIN) return finish(state, 'relics', events);
  if (opening) state.openingLeft--;
  events.push({ type: 'turn-ended' });
  if (state.hand === 0 && !state.nightOver) {
    state.nightOver = true; // OH-29
    events.push({ type: 'night-over' });
  }
  if (state.openingLeft > 0 && !state.nightOver) startPhantomTurn(state, rng, events);
  else startHuntersTurn(state, rng, events);
}

/**
 * OH-D12: a trap set under a Phantom that then waits out its turn (no Move card) springs as the turn ends. If
 * none does, the Phantom knows its cell is clear, and the hunters know it stands on none of their traps.
 * Returns true when the game ended.
 */
function waitedOnTrap(state: State, events: Event[]): boolean {
  const trap = armedTrapAt(state, state.cell);
  if (trap >= 0) {
    const damage = TRAP_DAMAGE + (engineerInPlay(state) ? ENGINEER_TRAP_DAMAGE : 0);
    state.damage += damage;
    removeTrap(state, trap);
    events.push({ type: 'trap-sprung', cell: state.cell, damage });
    reveal(state, events);
    if (state.damage >= BANISHMENT) {
      finish(state, 'banished', events);
      return true;
    }
    return false;
  }
  let fresh = false;
  for (let i = 0; i < state.trapPlacedAt.length; i++) {
    if (state.trapPlacedAt[i] >= state.played && state.trapPlacedAt[i] !== UNARMED) {
      state.trapPlacedAt[i] = state.played - 1; // now known not to be under the current step
      fresh = true;
    }
  }
  if (fresh) {
    passedUnharmed(state, state.cell);
    recompute(state, lastStep(state));
  }
  return false;
}
