// The hunters' turn (OH-20 … OH-28): their legal moves — each hero's move within its roll, accusations, the
// Photographer's flash, traps and Pentagrams — and what each does; every search tells the table where the
// Phantom's route has been (belief.ts).
import type { PlayerSeat, Rng } from '../../engine/index.ts';
import {
  BY_WALK,
  CELLS,
  ENTITY_KINDS,
  HI_ALL,
  LINE_OF,
  LO_ALL,
  NEIGHBOUR,
  REACH_END,
  RELICS_SET,
  RING_OF,
  RELIC_AT,
  SLIME,
  WALKABLE,
  bitHi,
  bitLo,
  colOf,
  has,
  rowOf,
} from './board.ts';
import { lastStep, restrict, search } from './belief.ts';
import {
  BANISHMENT,
  EXORCIST,
  HERO_ACCELERATION,
  LIGHT_ACCELERATION,
  MAX_HEROES,
  MAX_PENTAGRAMS,
  MAX_PENTAGRAMS_THREE_HEROES,
  MAX_TRAPS_THREE_HEROES,
  MEDIUM,
  PENTAGRAM_CARDS,
  PHOTOGRAPHER,
  SCHOLAR,
  TRAP_CARDS,
  lowestCard,
} from './content.ts';
import { endHuntersTurn, finish, reveal } from './night.ts';
import {
  ACCELERATED,
  ACCUSED,
  FLASHED,
  DOUBLE_SPENT,
  MOVED,
  SKIPPING,
  SKIP_NEXT,
  UNARMED,
  entityAt,
  type OldHouseEvent as Event,
  type OldHouseMove as Move,
  type OldHouseState as State,
} from './state.ts';

// ----- their moves: one frozen object for each, so that legal moves allocate nothing but their list -----

const perHero = <T>(make: (hero: number) => T): readonly T[] =>
  Array.from({ length: MAX_HEROES }, (_, h) => make(h));
/** `MOVE[hero * CELLS + cell]`. */
const MOVE: readonly Move[] = Array.from({ length: MAX_HEROES * CELLS }, (_, i) =>
  Object.freeze({ type: 'move', hero: (i - (i % CELLS)) / CELLS, cell: i % CELLS }),
);
const ACCUSE = perHero((hero): Move => Object.freeze({ type: 'accuse', hero }));
const FLASH = perHero((hero): Move => Object.freeze({ type: 'flash', hero }));
const PENTAGRAM = perHero((hero): Move => Object.freeze({ type: 'pentagram', hero }));
/** A hero's Acceleration. */
const ACCELERATE = perHero((hero): Move => Object.freeze({ type: 'accelerate', hero }));
const TRAP: readonly Move[] = Array.from({ length: CELLS }, (_, cell) =>
  Object.freeze({ type: 'trap', cell }),
);
const DONE: Move = Object.freeze({ type: 'done' });

// ----- their legal moves -----

/** Whether a Slime is on the board. */
function hasSlime(entities: readonly number[]): boolean {
  for (let i = 0; i < entities.length; i += 3) if (entities[i] === SLIME) return true;
  return false;
}

/** Every move a hunter seat may make now in the hunters' turn, for the heroes it moves and the shared cards. */
export function hunterMoves(state: State, seat: PlayerSeat): Move[] {
  const moves: Move[] = [];
  let allMoved = true;
  const { heroSeat, heroFlags, heroCell, hunterCards } = state;
  const slime = hasSlime(state.entities);
  // OH-D34: three heroes search, guard and strike half as much again; fewer tokens of theirs lie on the board.
  const three = heroCell.length >= 3;
  const trapsAllowed = three ? MAX_TRAPS_THREE_HEROES : Infinity;
  const pentagramsAllowed = three ? MAX_PENTAGRAMS_THREE_HEROES : MAX_PENTAGRAMS;
  let playing = false; // a hero of this seat plays this turn (OH-D36: «охотник» is the hero)
  for (let h = 0; h < heroSeat.length; h++) {
    if (heroSeat[h] !== seat) continue;
    const flags = heroFlags[h];
    const from = heroCell[h];
    // OH-24, OH-D36: a hero sitting out its turn does nothing in it; the seat's other hero plays its own.
    if ((flags & SKIPPING) !== 0) continue;
    playing = true;
    if ((flags & (MOVED | SKIPPING)) === 0) {
      allMoved = false;
      // OH-21, OH-D21: any cell within the roll, walking round the walls, but not the cell it stands on.
      if (slime) reachAroundSlime(state, h, moves);
      else {
        const order = BY_WALK[from];
        const end = REACH_END[from * 16 + Math.min(15, state.heroRoll[h])];
        for (let i = 1; i < end; i++) moves.push(MOVE[h * CELLS + order[i]]);
      }
      if ((hunterCards & LIGHT_ACCELERATION) !== 0 && (flags & ACCELERATED) === 0) moves.push(ACCELERATE[h]);
    }
    // OH-D22: one right accusation per hunters' turn; after it the Phantom has fled the table's grip.
    if ((flags & MOVED) !== 0 && (flags & ACCUSED) === 0 && !state.struck) moves.push(ACCUSE[h]);
    if ((flags & (MOVED | FLASHED)) === MOVED && state.heroChar[h] === PHOTOGRAPHER) moves.push(FLASH[h]);
    if (
      (hunterCards & PENTAGRAM_CARDS) !== 0 &&
      state.pentagrams.length < pentagramsAllowed &&
      !state.pentagrams.includes(from)
    ) {
      moves.push(PENTAGRAM[h]);
    }
  }
  if ((hunterCards & TRAP_CARDS) !== 0 && playing && state.trapCells.length < trapsAllowed) {
    const cells = trapCellsOpen(state.trapCells);
    for (let i = 0; i < cells.length; i++) moves.push(cells[i]);
  }
  if (allMoved) moves.push(DONE);
  return moves;
}

/** Trap moves by the rows and columns already taken (OH-28, OH-D23): never on a relic, no shared letter or digit. */
const TRAPS_BY_LINES = new Map<number, readonly Move[]>();
function trapCellsOpen(traps: readonly number[]): readonly Move[] {
  let rows = 0;
  let cols = 0;
  for (let i = 0; i < traps.length; i++) {
    rows |= 1 << rowOf(traps[i]);
    cols |= 1 << colOf(traps[i]);
  }
  const key = rows * 128 + cols;
  let list = TRAPS_BY_LINES.get(key);
  if (!list) {
    const open: Move[] = [];
    for (let c = 0; c < CELLS; c++) {
      if (RELIC_AT[c] < 0 && (rows & (1 << rowOf(c))) === 0 && (cols & (1 << colOf(c))) === 0)
        open.push(TRAP[c]);
    }
    list = open;
    TRAPS_BY_LINES.set(key, list);
  }
  return list;
}

// Scratch for `reachAroundSlime`'s walk, filled afresh by each call: module-level, so that legal moves allocate
// nothing but their list.
const bfsQueue = new Int8Array(CELLS);
const bfsDist = new Int8Array(CELLS);

/** OH-D19: a hero may end on a Slime (and banish it) but not walk through one. */
function reachAroundSlime(state: State, hero: number, moves: Move[]): void {
  const from = state.heroCell[hero];
  const roll = state.heroRoll[hero];
  bfsDist.fill(-1);
  bfsDist[from] = 0;
  let head = 0;
  let tail = 0;
  bfsQueue[tail++] = from;
  while (head < tail) {
    const c = bfsQueue[head++];
    if (c !== from) moves.push(MOVE[hero * CELLS + c]);
    if (bfsDist[c] >= roll) continue;
    if (c !== from && slimeAt(state.entities, c)) continue; // it may end here, not walk on
    for (let d = 0; d < 4; d++) {
      if (!WALKABLE[c * 4 + d]) continue;
      const n = NEIGHBOUR[c * 8 + d];
      if (bfsDist[n] >= 0) continue;
      bfsDist[n] = bfsDist[c] + 1;
      bfsQueue[tail++] = n;
    }
  }
}

function slimeAt(entities: readonly number[], cell: number): boolean {
  for (let i = 0; i < entities.length; i += 3)
    if (entities[i + 1] === cell && entities[i] === SLIME) return true;
  return false;
}

// ----- what they do -----

/** What a hero's search looks at: its cell, and for the Medium the four around it too (OH-D6). */
const HERE: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) => Object.freeze([c]));
const AROUND: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) =>
  Object.freeze([c, ...[0, 1, 2, 3].map((d) => NEIGHBOUR[c * 8 + d]).filter((n) => n >= 0)]),
);

/** OH-21: a hero moves to a cell within its roll, banishes an entity there, and searches. */
export function heroMove(state: State, hero: number, to: number, events: Event[]): void {
  const from = state.heroCell[hero];
  state.heroCell[hero] = to;
  state.heroFlags[hero] |= MOVED;
  const hunter = state.heroChar[hero];
  events.push({ type: 'hero-moved', hero, hunter, from, to });
  const e = entityAt(state.entities, to);
  if (e >= 0) {
    // OH-27: a hero ending on an entity banishes it.
    events.push({ type: 'entity-banished', kind: ENTITY_KINDS[state.entities[e]], cell: to, hero, hunter });
    state.entities.splice(e, 3);
  }
  // OH-22: the search; the Medium also feels the four cells around her (OH-D6).
  const cells = state.heroChar[hero] === MEDIUM ? AROUND[to] : HERE[to];
  events.push({ type: 'searched', hero, hunter, cells, found: search(state, cells) });
}

/** OH-24: a hero accuses the Phantom of standing on its cell. */
export function accuse(state: State, hero: number, events: Event[]): void {
  state.heroFlags[hero] |= ACCUSED;
  const at = state.heroCell[hero];
  if (at === state.cell) {
    // OH-24, OH-D22: right: a banishment level (two from the Exorcist, once a night: OH-D6), and it is seen.
    const double = state.heroChar[hero] === EXORCIST && (state.heroFlags[hero] & DOUBLE_SPENT) === 0;
    if (double) state.heroFlags[hero] |= DOUBLE_SPENT;
    const damage = double ? 2 : 1;
    state.damage += damage;
    state.struck = true;
    events.push({ type: 'accused', hero, hunter: state.heroChar[hero], cell: at, right: true, damage });
    if (state.damage >= BANISHMENT) return finish(state, 'banished', events);
    reveal(state, events);
  } else {
    if (state.heroChar[hero] !== SCHOLAR) state.heroFlags[hero] |= SKIP_NEXT;
    const k = lastStep(state);
    restrict(state, k, k, ~bitLo(at) & LO_ALL, ~bitHi(at) & HI_ALL);
    events.push({ type: 'accused', hero, hunter: state.heroChar[hero], cell: at, right: false, damage: 0 });
  }
}

/** OH-D9: a hero's Acceleration: two more cells on its roll. */
export function heroAccelerates(state: State, hero: number, events: Event[]): void {
  state.hunterCards &= ~lowestCard(state.hunterCards & LIGHT_ACCELERATION);
  state.heroRoll[hero] += HERO_ACCELERATION;
  state.heroFlags[hero] |= ACCELERATED;
  events.push({ type: 'accelerated', hero, hunter: state.heroChar[hero] });
}

/** OH-D6: the Photographer's flash shows whether the Phantom is in her row or column. */
export function flash(state: State, hero: number, events: Event[]): void {
  state.heroFlags[hero] |= FLASHED;
  const line = LINE_OF[state.heroCell[hero]];
  const seen = has(line[0], line[1], state.cell);
  const k = lastStep(state);
  if (seen) restrict(state, k, k, line[0], line[1]);
  else restrict(state, k, k, ~line[0] & LO_ALL, ~line[1] & HI_ALL);
  events.push({ type: 'flash', hero, hunter: state.heroChar[hero], seen });
}

/** OH-28: a trap set in secret; the Phantom knows only that it is on no relic. */
export function setTrap(state: State, seat: PlayerSeat, cell: number, events: Event[]): void {
  state.hunterCards &= ~lowestCard(state.hunterCards & TRAP_CARDS);
  state.trapCells.push(cell);
  // OH-28: it works at once, on the round's clock now; OH-D12's option arms it once the Phantom's next turn is over.
  state.trapPlacedAt.push(state.armedTraps ? UNARMED : state.played);
  state.trapKnown.push(RELICS_SET[0], RELICS_SET[1]);
  events.push({ type: 'trap-set', seat, cell });
}

/** OH-23, OH-D13: a Pentagram on the hero's own cell; its ring is searched at once. */
export function pentagram(state: State, hero: number, events: Event[]): void {
  state.hunterCards &= ~lowestCard(state.hunterCards & PENTAGRAM_CARDS);
  const cell = state.heroCell[hero];
  state.pentagrams.push(cell);
  const hunter = state.heroChar[hero];
  events.push({ type: 'pentagram', hero, hunter, cell });
  const ring = RING_OF[cell];
  events.push({ type: 'searched', hero, hunter, cells: ring, found: search(state, ring) });
}

/** A hunter seat ends its part of the turn; the last one ends the hunters' turn (OH-20). */
export function hunterDone(state: State, seat: PlayerSeat, rng: Rng, events: Event[]): void {
  state.seatsDone |= 1 << seat;
  events.push({ type: 'hunter-done', seat });
  if (allHuntersDone(state)) endHuntersTurn(state, rng, events);
}

function allHuntersDone(state: State): boolean {
  for (let s = 1; s < state.players; s++) if ((state.seatsDone & (1 << s)) === 0) return false;
  return true;
}
