// The rules of the Old House: setup, who acts, the legal moves, and what each move does. Rule IDs (OH-…) point
// into ../../../shared/rules/old-house.md, decision IDs (OH-D…) into DESIGN.md.
//
// Hot path: search calls legalMoves and apply hundreds of thousands of times a second. Moves are shared frozen
// objects from the tables below, arrays in the state are replaced rather than changed (so clone is shallow),
// and the hunters' deduction works on 49-bit sets (belief.ts).
import type { Acting, PlayerSeat, Rng, Seat } from '../../engine/index.ts';
import { NOBODY, SYSTEM, acting, waitingFor } from '../../engine/index.ts';
import {
  BY_WALK,
  CELLS,
  CELLS_OF_TYPE,
  CELL_TYPE,
  ENTITY_KINDS,
  HI_ALL,
  LINE_OF,
  LO_ALL,
  NEIGHBOUR,
  POLTERGEIST,
  REACH_END,
  RELIC_AT,
  RELIC_CELLS,
  RING_SET,
  SHADOWS,
  SLIME,
  START,
  SUMMON_FROM,
  WALKABLE,
  bitHi,
  bitLo,
  colOf,
  diagonalOpen,
  has,
  rowOf,
} from './board.ts';
import { addStep, lastStep, nowHi, nowLo, recompute, restrict, search, startRoute } from './belief.ts';
import {
  ACTION_CARDS,
  ALL_CARDS,
  BANISHMENT,
  DARK_ACCELERATION,
  ENGINEER,
  EXORCIST,
  HERO_ACCELERATION,
  HORROR_CARDS,
  LIGHT_ACCELERATION,
  MAX_ENTITIES,
  MAX_PENTAGRAMS,
  MAX_SUMMONS_HELD,
  MEDIUM,
  MOVE_CARDS,
  OPENING_TURNS,
  OPEN_PICKS,
  PENTAGRAM_CARDS,
  PHANTOM_ACCELERATION,
  PHOTOGRAPHER,
  PORTRAITS,
  RELICS_TO_WIN,
  ROUNDS,
  RUNNER,
  SCHOLAR,
  SUMMON_CARDS,
  SUMMON_OF_KIND,
  TRAP_CARDS,
  TRAP_DAMAGE,
  HUNTERS,
  heroSeats,
  lowestCard,
} from './content.ts';
import {
  ACCELERATED,
  ACCUSED,
  FLASHED,
  FLASH_SPENT,
  FRIGHTENED,
  MOVED,
  PHANTOM,
  SKIPPING,
  SKIP_NEXT,
  UNARMED,
  relicIntact,
  relicsDestroyed,
  type EndReason,
  type OldHouseEvent as Event,
  type OldHouseMove as Move,
  type OldHouseState as State,
  type StepDirection,
} from './state.ts';

// ----- the move tables: one frozen object per possible move -----

const MAX_HEROES = 3;
export const DRAFT_FOUR: Move = Object.freeze({ type: 'draft', mode: 'four' });
export const DRAFT_ROLL: Move = Object.freeze({ type: 'draft', mode: 'roll' });
export const PICK: readonly Move[] = ACTION_CARDS.map((_, card) => Object.freeze({ type: 'pick', card }));
const STEP_DIRS: readonly StepDirection[] = ['n', 'e', 's', 'w', 'still'];
export const STEP: readonly Move[] = STEP_DIRS.map((dir) => Object.freeze({ type: 'step', dir }));
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
const TRAP: readonly Move[] = Array.from({ length: CELLS }, (_, cell) =>
  Object.freeze({ type: 'trap', cell }),
);
const perHero = <T>(make: (hero: number) => T): readonly T[] =>
  Array.from({ length: MAX_HEROES }, (_, h) => make(h));
const HORROR = perHero((hero): Move => Object.freeze({ type: 'horror', hero }));
const ACCUSE = perHero((hero): Move => Object.freeze({ type: 'accuse', hero }));
const FLASH = perHero((hero): Move => Object.freeze({ type: 'flash', hero }));
const PENTAGRAM = perHero((hero): Move => Object.freeze({ type: 'pentagram', hero }));
/** `ACCELERATE[hero + 1]`: the Phantom's (hero −1) or a hero's. */
const ACCELERATE: readonly Move[] = [-1, 0, 1, 2].map((hero) => Object.freeze({ type: 'accelerate', hero }));
/** `MOVE[hero * CELLS + cell]`. */
const MOVE: readonly Move[] = Array.from({ length: MAX_HEROES * CELLS }, (_, i) =>
  Object.freeze({ type: 'move', hero: (i - (i % CELLS)) / CELLS, cell: i % CELLS }),
);
const HERE: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) => Object.freeze([c]));
const AROUND: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) =>
  Object.freeze([c, ...[0, 1, 2, 3].map((d) => NEIGHBOUR[c * 8 + d]).filter((n) => n >= 0)]),
);
/** What a hero's search looks at: its cell, and for the Medium the four around it too (OH-D6). */
export const END_TURN: Move = Object.freeze({ type: 'end-turn' });
export const DONE: Move = Object.freeze({ type: 'done' });
const NO_MOVES: readonly Move[] = [];
const DRAFT_MODES: readonly Move[] = [DRAFT_FOUR, DRAFT_ROLL];

const PHANTOM_ONLY: Acting = waitingFor(PHANTOM);
/** toAct for the hunters' turn, by the bitmask of seats still to finish (seats 1 … 3). */
const HUNTERS_TO_ACT: readonly Acting[] = Array.from({ length: 16 }, (_, mask) =>
  Object.freeze(acting({ waiting: [1, 2, 3].filter((s) => (mask & (1 << s)) !== 0) })),
);

// ----- setup -----

export function setup(players: number, rng: Rng): State {
  const seats = heroSeats(players);
  const order = HUNTERS.map((_, i) => i);
  rng.shuffle(order); // OH-5: each hunter player draws a Hunter card in secret, then shows it
  const heroChar = order.slice(0, seats.length);
  const state: State = {
    players,
    heroChar,
    heroSeat: seats,
    round: 1,
    phase: 'twilight',
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
    nightOver: false,
    destroyed: 0,
    entities: [],
    pentagrams: [],
    trapCells: [],
    trapPlacedAt: [],
    trapKnown: [],
    trapsGone: [],
    traces: [],
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
    end: null,
  };
  return state;
}

// ----- who acts -----

export function toAct(state: State): Acting {
  switch (state.phase) {
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
    case 'twilight':
      if (seat !== PHANTOM) return NO_MOVES;
      return state.draftLeft < 0 ? DRAFT_MODES : picks(state);
    case 'phantom':
      return seat === PHANTOM ? phantomMoves(state) : NO_MOVES;
    case 'hunters':
      if (seat === PHANTOM || seat >= state.players || (state.seatsDone & (1 << seat)) !== 0) return NO_MOVES;
      return hunterMoves(state, seat);
    case 'over':
      return NO_MOVES;
  }
}

function summonsHeld(cards: number): number {
  let n = 0;
  for (let m = cards & SUMMON_CARDS; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * OH-8, OH-9, OH-D25: the cards the Phantom may take next. It takes them left to right along the row, one of
 * each run of identical cards, never more than three Summons, and only a card that still leaves enough to its
 * right for the picks it has left.
 */
function picks(state: State): readonly Move[] {
  const held = summonsHeld(state.phantomCards);
  const key = (state.lastPick + 1) * 64 + held * 8 + state.draftLeft;
  let list = PICKS.get(key);
  if (!list) {
    list = pickList(state.lastPick, held, state.draftLeft);
    PICKS.set(key, list);
  }
  return list;
}

const PICKS = new Map<number, readonly Move[]>();

function pickList(lastPick: number, held: number, left: number): Move[] {
  const moves: Move[] = [];
  const n = ACTION_CARDS.length;
  for (let card = lastPick + 1; card < n; card++) {
    const isSummon = (SUMMON_CARDS & (1 << card)) !== 0;
    if (isSummon && held >= MAX_SUMMONS_HELD) continue;
    const prev = ACTION_CARDS[card - 1];
    const here = ACTION_CARDS[card];
    if (card > lastPick + 1 && prev.dark === here.dark && prev.light === here.light) continue;
    // Enough cards to the right for the rest of the picks?
    let summonRoom = MAX_SUMMONS_HELD - held - (isSummon ? 1 : 0);
    let room = 0;
    for (let later = card + 1; later < n; later++) {
      if ((SUMMON_CARDS & (1 << later)) === 0) room++;
      else if (summonRoom > 0) {
        summonRoom--;
        room++;
      }
    }
    if (room >= left - 1) moves.push(PICK[card]);
  }
  return moves;
}

function entityAt(entities: readonly number[], cell: number): number {
  for (let i = 0; i < entities.length; i += 3) if (entities[i + 1] === cell) return i;
  return -1;
}

function heroAt(heroCell: readonly number[], cell: number): boolean {
  for (let h = 0; h < heroCell.length; h++) if (heroCell[h] === cell) return true;
  return false;
}

function phantomMoves(state: State): Move[] {
  const moves: Move[] = [];
  const { cell, entities } = state;
  if (state.stepsLeft > 0) {
    // OH-14: a Move card, one step in any direction on the board (OH-D10; the Phantom passes walls, OH-D2).
    if (state.hand > 0) {
      for (let d = 0; d < 4; d++) if (NEIGHBOUR[cell * 8 + d] >= 0) moves.push(STEP[d]);
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
  // OH-15, OH-16: action cards.
  if (!state.summoned && entities.length < MAX_ENTITIES * 3) {
    for (let kind = 0; kind < 3; kind++) {
      if ((state.phantomCards & SUMMON_OF_KIND[kind]) === 0) continue;
      if (cell !== START && CELL_TYPE[cell] !== kind) continue;
      for (const target of CELLS_OF_TYPE[kind]) {
        if (entityAt(entities, target) < 0 && !heroAt(state.heroCell, target)) moves.push(SUMMON[target]);
      }
    }
  }
  if ((state.phantomCards & HORROR_CARDS) !== 0) {
    for (let h = 0; h < state.heroCell.length; h++) {
      if ((state.heroFlags[h] & FRIGHTENED) === 0) moves.push(HORROR[h]);
    }
  }
  if ((state.phantomCards & DARK_ACCELERATION) !== 0) moves.push(ACCELERATE[0]);
  moves.push(END_TURN);
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

function hasSlime(entities: readonly number[]): boolean {
  for (let i = 0; i < entities.length; i += 3) if (entities[i] === SLIME) return true;
  return false;
}

function hunterMoves(state: State, seat: PlayerSeat): Move[] {
  const moves: Move[] = [];
  let allMoved = true;
  const { heroSeat, heroFlags, heroCell, hunterCards } = state;
  const slime = hasSlime(state.entities);
  for (let h = 0; h < heroSeat.length; h++) {
    if (heroSeat[h] !== seat) continue;
    const flags = heroFlags[h];
    const from = heroCell[h];
    if ((flags & (MOVED | SKIPPING)) === 0) {
      allMoved = false;
      // OH-21, OH-D21: any cell within the roll, walking round the walls, but not the cell it stands on.
      if (slime) reachAroundSlime(state, h, moves);
      else {
        const order = BY_WALK[from];
        const end = REACH_END[from * 16 + Math.min(15, state.heroRoll[h])];
        for (let i = 1; i < end; i++) moves.push(MOVE[h * CELLS + order[i]]);
      }
      if ((hunterCards & LIGHT_ACCELERATION) !== 0 && (flags & ACCELERATED) === 0)
        moves.push(ACCELERATE[h + 1]);
    }
    // OH-D22: one right accusation per hunters' turn; after it the Phantom has fled the table's grip.
    if ((flags & MOVED) !== 0 && (flags & ACCUSED) === 0 && !state.struck) moves.push(ACCUSE[h]);
    if ((flags & (MOVED | FLASH_SPENT)) === MOVED && state.heroChar[h] === PHOTOGRAPHER) moves.push(FLASH[h]);
    if (
      (hunterCards & PENTAGRAM_CARDS) !== 0 &&
      state.pentagrams.length < MAX_PENTAGRAMS &&
      !state.pentagrams.includes(from)
    ) {
      moves.push(PENTAGRAM[h]);
    }
  }
  // OH-D34: with three heroes, at most two traps lie on the board at once.
  if ((hunterCards & TRAP_CARDS) !== 0 && !(state.heroCell.length >= 3 && state.trapCells.length >= 2)) {
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

// ----- apply -----

export function apply(state: State, seat: Seat, move: Move, rng: Rng): Event[] {
  const events: Event[] = [];
  switch (move.type) {
    case 'draft':
      if (move.mode === 'four') {
        state.draftLeft = OPEN_PICKS;
        state.draftRoll = 0;
      } else {
        state.draftRoll = rng.between(1, 6);
        state.draftLeft = 1 + state.draftRoll;
      }
      events.push({ type: 'draft', mode: move.mode, roll: state.draftRoll, picks: state.draftLeft });
      break;
    case 'pick':
      state.phantomCards |= 1 << move.card;
      state.lastPick = move.card;
      state.draftLeft--;
      events.push({ type: 'picked', card: move.card });
      if (state.draftLeft === 0) {
        state.hunterCards = ALL_CARDS & ~state.phantomCards; // OH-10
        events.push({ type: 'drafted', phantom: state.phantomCards, hunters: state.hunterCards });
        startPhantomTurn(state, rng, events);
      }
      break;
    case 'step':
      phantomStep(state, STEP_INDEX[move.dir], rng, events);
      break;
    case 'creep':
      creep(state, move.from, move.to, events);
      break;
    case 'attack':
      state.pentagrams.splice(state.pentagrams.indexOf(move.cell), 1);
      state.stepsLeft--;
      events.push({ type: 'pentagram-broken', cell: move.cell });
      break;
    case 'summon':
      summon(state, move.cell, events);
      break;
    case 'horror':
      state.phantomCards &= ~lowestCard(state.phantomCards & HORROR_CARDS);
      state.heroFlags[move.hero] |= FRIGHTENED;
      events.push({ type: 'horror', hero: move.hero, hunter: state.heroChar[move.hero] });
      break;
    case 'accelerate':
      if (move.hero < 0) {
        state.phantomCards &= ~lowestCard(state.phantomCards & DARK_ACCELERATION);
        state.stepsLeft += PHANTOM_ACCELERATION;
      } else {
        state.hunterCards &= ~lowestCard(state.hunterCards & LIGHT_ACCELERATION);
        state.heroRoll[move.hero] += HERO_ACCELERATION;
        state.heroFlags[move.hero] |= ACCELERATED;
      }
      events.push({
        type: 'accelerated',
        hero: move.hero,
        hunter: move.hero < 0 ? -1 : state.heroChar[move.hero],
      });
      break;
    case 'end-turn':
      endPhantomTurn(state, rng, events);
      break;
    case 'move':
      heroMove(state, move.hero, move.cell, events);
      break;
    case 'accuse':
      accuse(state, move.hero, events);
      break;
    case 'flash': {
      // OH-D6: the Photographer's flash shows whether the Phantom is in her row or column.
      state.heroFlags[move.hero] |= FLASHED | FLASH_SPENT;
      const line = LINE_OF[state.heroCell[move.hero]];
      const seen = has(line[0], line[1], state.cell);
      const k = lastStep(state);
      if (seen) restrict(state, k, k, line[0], line[1]);
      else restrict(state, k, k, ~line[0] & LO_ALL, ~line[1] & HI_ALL);
      events.push({ type: 'flash', hero: move.hero, hunter: state.heroChar[move.hero], seen });
      break;
    }
    case 'trap':
      state.hunterCards &= ~lowestCard(state.hunterCards & TRAP_CARDS);
      state.trapCells.push(move.cell);
      state.trapPlacedAt.push(UNARMED); // OH-D12: armed once the Phantom's next turn is over
      state.trapKnown.push(RELICS_LO, RELICS_HI);
      events.push({ type: 'trap-set', seat: seat as PlayerSeat, cell: move.cell });
      break;
    case 'pentagram': {
      state.hunterCards &= ~lowestCard(state.hunterCards & PENTAGRAM_CARDS);
      const cell = state.heroCell[move.hero];
      state.pentagrams.push(cell);
      events.push({ type: 'pentagram', hero: move.hero, hunter: state.heroChar[move.hero], cell });
      break;
    }
    case 'done':
      state.seatsDone |= 1 << (seat as number);
      events.push({ type: 'hunter-done', seat: seat as PlayerSeat });
      if (allHuntersDone(state)) endHuntersTurn(state, rng, events);
      break;
  }
  return events;
}

const STEP_INDEX: Readonly<Record<StepDirection, number>> = { n: 0, e: 1, s: 2, w: 3, still: 4 };
const RELICS_LO = RELIC_CELLS.reduce((m, c) => m | bitLo(c), 0);
const RELICS_HI = RELIC_CELLS.reduce((m, c) => m | bitHi(c), 0);

function allHuntersDone(state: State): boolean {
  for (let s = 1; s < state.players; s++) if ((state.seatsDone & (1 << s)) === 0) return false;
  return true;
}

function engineerInPlay(state: State): boolean {
  return state.heroChar.includes(ENGINEER);
}

function startPhantomTurn(state: State, rng: Rng, events: Event[]): void {
  state.phase = 'phantom';
  state.roll = rng.between(1, 6); // OH-14
  // OH-D33: against a lone hunter (two players) the Phantom rolls a 1 again, once.
  if (state.players === 2 && state.roll === 1) state.roll = rng.between(1, 6);
  // OH-D27: a Phantom facing three heroes rolls three dice, keeps the highest, and adds one.
  if (state.heroCell.length >= 3) {
    state.roll = Math.max(state.roll, rng.between(1, 6), rng.between(1, 6)) + 1;
  }
  state.stepsLeft = state.roll;
  state.cardsThisTurn = 0;
  state.summoned = false;
  events.push({ type: 'phantom-turn', roll: state.roll, opening: state.openingLeft > 0 });
}

/** The Phantom's piece goes on the board, its route is shown, and a new route begins there (OH-18, OH-D15). */
function reveal(state: State, events: Event[]): void {
  if (state.revealed === state.cell && state.route.length === 1) return;
  state.revealed = state.cell;
  events.push({ type: 'revealed', cell: state.cell, route: state.route.slice() });
  state.route.length = 1;
  state.route[0] = state.cell;
  startRoute(state, bitLo(state.cell), bitHi(state.cell));
}

function finish(state: State, reason: EndReason, events: Event[]): void {
  state.end = reason;
  state.phase = 'over';
  events.push({ type: 'game-over', reason });
}

function phantomStep(state: State, d: number, rng: Rng, events: Event[]): void {
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
    const damage = TRAP_DAMAGE + (engineerInPlay(state) ? 1 : 0);
    state.damage += damage;
    removeTrap(state, trap);
    events.push({ type: 'trap-sprung', cell: to, damage });
    reveal(state, events);
    if (state.damage >= BANISHMENT) return finish(state, 'banished', events);
    state.stepsLeft = 0;
    endPhantomTurn(state, rng, events);
    return;
  }
  passedUnharmed(state, to);

  // OH-23: a card that leaves it in a Pentagram's ring leaves a trace there at once; a card that leaves it
  // outside every ring rules the rings out of that step.
  let ringLo = 0;
  let ringHi = 0;
  for (let i = 0; i < state.pentagrams.length; i++) {
    const ring = RING_SET[state.pentagrams[i]];
    ringLo |= ring[0];
    ringHi |= ring[1];
  }
  if (has(ringLo, ringHi, to)) {
    addStep(state, bitLo(to), bitHi(to));
    state.traces.push(to, step);
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

function creep(state: State, from: number, to: number, events: Event[]): void {
  const i = entityAt(state.entities, from);
  const kind = state.entities[i];
  state.stepsLeft--;
  events.push({ type: 'entity-moved', kind: ENTITY_KINDS[kind], from, to });
  const trap = kind === SHADOWS ? -1 : armedTrapAt(state, to);
  if (trap >= 0) {
    // OH-28: an entity that walks into a trap is banished, and the trap is spent in plain sight. Its time on
    // the clock keeps it in the hunters' sums for the steps already taken, and for none after.
    state.trapsGone.push(to, state.trapPlacedAt[trap], state.played);
    removeTrap(state, trap);
    removeEntity(state, i);
    events.push({ type: 'entity-trapped', kind: ENTITY_KINDS[kind], cell: to });
    return;
  }
  state.entities[i + 1] = to;
  state.entities[i + 2] = 0;
  if (kind !== SHADOWS) passedUnharmed(state, to);
}

function summon(state: State, target: number, events: Event[]): void {
  const kind = CELL_TYPE[target];
  state.phantomCards &= ~lowestCard(state.phantomCards & SUMMON_OF_KIND[kind]);
  state.entities.push(kind, target, 0);
  state.summoned = true;
  // OH-16: the kind summoned tells the table what sort of cell the Phantom stands on.
  const k = lastStep(state);
  restrict(state, k, k, SUMMON_FROM[kind][0], SUMMON_FROM[kind][1]);
  events.push({ type: 'summoned', kind: ENTITY_KINDS[kind], cell: target });
}

function endPhantomTurn(state: State, rng: Rng, events: Event[]): void {
  if (state.cardsThisTurn === 0 && state.hand > 0) {
    state.hand--; // OH-D11: a turn spent waiting still burns a card
    events.push({ type: 'lingered' });
  }
  if (state.cardsThisTurn === 0 && waitedOnTrap(state, events)) return;
  armTraps(state);
  const opening = state.openingLeft > 0;
  const relic = RELIC_AT[state.cell];
  if (!opening && relic >= 0 && relicIntact(state.destroyed, relic)) {
    // OH-18: the Phantom ends on a relic: it is destroyed and the Phantom revealed.
    state.destroyed |= 1 << relic;
    events.push({ type: 'relic-destroyed', cell: state.cell, by: 'phantom' });
    state.revealed = -1;
    reveal(state, events);
    if (relicsDestroyed(state.destroyed) >= RELICS_TO_WIN) return finish(state, 'relics', events);
  } else if (!opening && state.revealed < 0) {
    // Not on an intact relic, or it would have destroyed it: the table learns as much.
    let lo = 0;
    let hi = 0;
    for (let r = 0; r < RELIC_CELLS.length; r++) {
      if (relicIntact(state.destroyed, r)) {
        lo |= bitLo(RELIC_CELLS[r]);
        hi |= bitHi(RELIC_CELLS[r]);
      }
    }
    const k = lastStep(state);
    restrict(state, k, k, ~lo & LO_ALL, ~hi & HI_ALL);
  }
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
    const damage = TRAP_DAMAGE + (engineerInPlay(state) ? 1 : 0);
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

function startHuntersTurn(state: State, rng: Rng, events: Event[]): void {
  state.phase = 'hunters';
  state.seatsDone = 0;
  state.struck = false;
  const rolls: number[] = [];
  for (let h = 0; h < state.heroCell.length; h++) {
    let f = state.heroFlags[h] & (SKIP_NEXT | FRIGHTENED | FLASH_SPENT);
    let roll: number;
    if ((f & SKIP_NEXT) !== 0) {
      f = (f & ~SKIP_NEXT) | SKIPPING; // OH-24
      roll = 0;
    } else if ((f & FRIGHTENED) !== 0) {
      f &= ~FRIGHTENED; // OH-D8
      roll = 1;
    } else {
      roll = rng.between(1, 6) + (state.heroChar[h] === RUNNER ? 1 : 0); // OH-21
    }
    state.heroRoll[h] = roll;
    state.heroFlags[h] = f;
    rolls.push(roll);
  }
  events.push({ type: 'hunters-turn', rolls });
}

function heroMove(state: State, hero: number, to: number, events: Event[]): void {
  const from = state.heroCell[hero];
  state.heroCell[hero] = to;
  state.heroFlags[hero] |= MOVED;
  const hunter = state.heroChar[hero];
  events.push({ type: 'hero-moved', hero, hunter, from, to });
  const e = entityAt(state.entities, to);
  if (e >= 0) {
    // OH-27: a hero ending on an entity banishes it.
    events.push({ type: 'entity-banished', kind: ENTITY_KINDS[state.entities[e]], cell: to, hero, hunter });
    removeEntity(state, e);
  }
  // OH-22: the search; the Medium also feels the four cells around her (OH-D6).
  const cells = state.heroChar[hero] === MEDIUM ? AROUND[to] : HERE[to];
  events.push({ type: 'searched', hero, hunter, cells, found: search(state, cells) });
}

function accuse(state: State, hero: number, events: Event[]): void {
  state.heroFlags[hero] |= ACCUSED;
  const at = state.heroCell[hero];
  if (at === state.cell) {
    // OH-24, OH-D22: right: a banishment level (two from the Exorcist), and the Phantom is seen.
    const damage = state.heroChar[hero] === EXORCIST ? 2 : 1;
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

function endHuntersTurn(state: State, rng: Rng, events: Event[]): void {
  if (!state.nightOver) return startPhantomTurn(state, rng, events);
  // OH-30: everything leaves the board, the traps are shown, and the Time token moves on.
  events.push({ type: 'dawn', round: state.round, traps: state.trapCells.slice() });
  const lo = nowLo(state);
  const hi = nowHi(state);
  state.trapCells.length = 0;
  state.trapPlacedAt.length = 0;
  state.trapKnown.length = 0;
  state.trapsGone.length = 0;
  state.pentagrams.length = 0;
  state.entities.length = 0;
  state.phantomCards = 0;
  state.hunterCards = 0;
  state.hand = MOVE_CARDS; // OH-D10
  for (let h = 0; h < state.heroFlags.length; h++) state.heroFlags[h] &= ~FLASH_SPENT;
  state.nightOver = false;
  state.played = 0;
  state.route.length = 1;
  state.route[0] = state.cell;
  startRoute(state, lo, hi); // OH-D26: it stays where it is, hidden
  if (state.round >= ROUNDS) return finish(state, 'dawn', events); // OH-1
  state.round++;
  state.phase = 'twilight';
  state.draftLeft = -1;
  state.draftRoll = 0;
  state.lastPick = -1;
  events.push({ type: 'round', round: state.round });
}
