import { describe, expect, it } from 'vitest';
import { oldHousePresentation as presentation } from './presentation.ts';
import {
  LANGS,
  NOBODY,
  Rng,
  SPECTATOR,
  acting,
  applyMove,
  mayAct,
  nextToDecide,
  waitingFor,
  type Seat,
} from '../../engine/index.ts';
import { startRoute } from './belief.ts';
import {
  CELLS,
  CELLS_OF_TYPE,
  CELL_TYPE,
  NEIGHBOUR,
  RELIC_CELLS,
  RING_OF,
  START,
  WALK,
  bitHi,
  bitLo,
  cellByName,
  cellName,
  cellsOf,
  flight,
} from './board.ts';
import {
  ACTION_CARDS,
  ALL_CARDS,
  DARK_ACCELERATION,
  ENGINEER,
  EXORCIST,
  HORROR_CARDS,
  HUNTERS,
  LIGHT_ACCELERATION,
  MEDIUM,
  PENTAGRAM_CARDS,
  PHOTOGRAPHER,
  PORTRAITS,
  RUNNER,
  SCHOLAR,
  SUMMON_CARDS,
  SUMMON_OF_KIND,
  TRAP_CARDS,
} from './content.ts';
import {
  oldHouse,
  possibleCells,
  type OldHouseMove,
  type OldHouseOptions,
  type OldHouseState,
} from './index.ts';
import { OLD_HOUSE_OPTIONS } from './options.ts';
import {
  FRIGHTENED,
  MOVED,
  SKIPPING,
  SKIP_NEXT,
  DOUBLE_SPENT,
  UNARMED,
  relicsDestroyed,
  type OldHouseEvent,
} from './state.ts';

const game = oldHouse;
const c = cellByName;

/** A new table; at two players the hunter has chosen the first two heroes offered (OH-6). */
function fresh(players = 2, seed = 'table', options: Partial<OldHouseOptions> = {}): OldHouseState {
  const state = game.setup({
    players,
    options: { ...game.options.defaults, ...options },
    rng: Rng.fromSeed(seed),
  });
  while (state.phase === 'heroes') {
    const [first] = game.legalMoves(state, 1);
    game.apply(state, 1, first, { rng: Rng.fromSeed(seed), time: 0 });
  }
  return state;
}

function key(move: OldHouseMove): string {
  return game.wire!.moveKey!(move);
}

function keys(state: OldHouseState, seat: Seat): string[] {
  return game.legalMoves(state, seat).map(key);
}

/** Plays the legal move with this key through the kernel's checked door; returns its events. */
function play(state: OldHouseState, seat: number, moveKey: string, seed = 'play'): OldHouseEvent[] {
  const move = game.legalMoves(state, seat).find((m) => key(m) === moveKey);
  if (!move) throw new Error(`no legal move ${moveKey} for seat ${seat}: ${keys(state, seat).join(' ')}`);
  return applyMove(game, state, seat, move, { rng: Rng.fromSeed(seed), time: 0 }).events;
}

/** Takes four cards (the leftmost legal each time) and so starts the first Phantom turn. */
function toMidnight(state: OldHouseState, picks: number[] = []): void {
  play(state, 0, 'd4');
  for (let i = 0; i < 4; i++) {
    const wanted = picks[i];
    play(state, 0, wanted !== undefined ? `p${wanted}` : keys(state, 0)[0]);
  }
}

/** Puts the Phantom on `cell` with a fresh route the hunters know starts there, mid-game (no opening). */
function placePhantom(state: OldHouseState, cell: number, steps = 6): void {
  state.cell = cell;
  state.route = [cell];
  state.revealed = -1;
  state.openingLeft = 0;
  state.roll = steps;
  state.stepsLeft = steps;
  state.cardsThisTurn = 0;
  startRoute(state, bitLo(cell), bitHi(cell));
}

/** A Midnight position: the Phantom to move on `cell` with `steps` on its die, heroes where given. */
function midnight(
  players: number,
  cell: number,
  heroes: string[] = [],
  steps = 6,
  seed = 'mid',
): OldHouseState {
  const state = fresh(players, seed);
  // Hunters with no bearing on searches or accusations, unless a test says otherwise.
  (state as unknown as { heroChar: number[] }).heroChar = [RUNNER, PHOTOGRAPHER, RUNNER].slice(
    0,
    state.heroCell.length,
  );
  toMidnight(state);
  placePhantom(state, cell, steps);
  heroes.forEach((name, h) => (state.heroCell[h] = c(name)));
  return state;
}

/** The stamped traces option (OH-D16), set on a state made with the defaults. */
function stamp(state: OldHouseState): OldHouseState {
  (state as { stamped: boolean }).stamped = true;
  return state;
}

/** Ends the Phantom's turn and rolls the hunters fixed dice. */
function toHunters(state: OldHouseState, rolls: number[] = [6, 6, 6]): OldHouseEvent[] {
  const events = play(state, 0, 'end');
  expect(state.phase).toBe('hunters');
  state.heroCell.forEach((_, h) => {
    if ((state.heroFlags[h] & SKIPPING) === 0) state.heroRoll[h] = rolls[h] ?? 6;
  });
  return events;
}

function nowSet(state: OldHouseState): number[] {
  return possibleCells(state);
}

function finishHunters(state: OldHouseState): void {
  for (let s = 1; s < state.players; s++) {
    for (let guard = 0; guard < 10 && state.phase === 'hunters' && mayAct(game.toAct(state), s); guard++) {
      const moves = keys(state, s);
      const hero = moves.find((k) => k.startsWith('m'));
      play(state, s, hero ?? 'done');
    }
  }
}

function randomState(seed: string, players: number, steps: number): OldHouseState {
  const rng = Rng.fromSeed(seed);
  const state = game.setup({ players, options: game.options.defaults, rng });
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const seat = nextToDecide(game.toAct(state), 0)!;
    const moves = game.legalMoves(state, seat);
    game.apply(state, seat, moves[rng.int(moves.length)], { rng, time: 0 });
  }
  return state;
}

// ------------------------------------------------------------------ goal and setup

describe('goal', () => {
  it('OH-1 the hunters win by banishing the Phantom, or by holding out to the end of round 7', () => {
    const state = midnight(2, c('C4'), ['B4', 'E4']);
    state.damage = 6;
    toHunters(state);
    play(state, 1, `m0-${c('C4')}`);
    play(state, 1, 'A0');
    expect(game.outcome(state)).toMatchObject({ winners: [1], reason: 'banished' });

    const last = midnight(3, c('C4'), ['B4', 'E4']);
    last.round = 7;
    last.hand = 1;
    play(last, 0, 'still');
    toHunters(last);
    expect(last.nightOver).toBe(true);
    finishHunters(last);
    expect(game.outcome(last)).toMatchObject({ winners: [1, 2], reason: 'dawn' });
  });

  it('OH-2 the Phantom wins as soon as its sixth relic falls', () => {
    const state = midnight(2, c('A5'), ['D1', 'D7']);
    state.destroyed = 0b101111; // all but A4 (relic 4)
    play(state, 0, 's');
    play(state, 0, 'end');
    expect(game.outcome(state)).toMatchObject({ winners: [0], reason: 'relics' });
    expect(relicsDestroyed(state.destroyed)).toBe(6);
  });
});

describe('setup', () => {
  it('OH-3 seat 1 is the Phantom, hidden on its start cell; row 1 is the south edge by its seat', () => {
    for (const players of [2, 3, 4]) {
      const state = fresh(players);
      expect(state.cell).toBe(START);
      expect(cellName(START)).toBe('D4');
      expect(state.revealed).toBe(-1);
      expect(game.toAct(state)).toEqual(waitingFor(0));
      for (let seat = 1; seat < players; seat++) expect(game.view(state, seat).cell).toBe(-1);
      expect(game.view(state, 0).cell).toBe(START);
    }
    expect(cellName(0)).toBe('A1');
    expect(NEIGHBOUR[c('D1') * 8 + 2]).toBe(-1); // nothing south of row 1
  });

  it('OH-4 the Phantom holds 20 Move cards', () => {
    expect(fresh().hand).toBe(20);
  });

  it('OH-5 each hunter draws a Hunter card at random, shown to all, and starts on its portrait', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const state = fresh(4, `deal ${i}`);
      expect(new Set(state.heroChar).size).toBe(3);
      state.heroChar.forEach((hunter, h) => expect(state.heroCell[h]).toBe(PORTRAITS[hunter]));
      seen.add(state.heroChar.join());
      expect(game.view(state, 0).heroChar).toEqual(state.heroChar);
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it('OH-6 with two players the hunter chooses two heroes and moves both; otherwise one hero a seat', () => {
    const open = game.setup({ players: 2, options: game.options.defaults, rng: Rng.fromSeed('choose') });
    expect(open.phase).toBe('heroes');
    expect(game.toAct(open)).toEqual(waitingFor(1));
    expect(game.legalMoves(open, 0)).toEqual([]);
    expect(keys(open, 1)).toEqual(HUNTERS.map((_, i) => `H${i}`));
    const chosen = play(open, 1, `H${PHOTOGRAPHER}`);
    expect(chosen).toEqual([
      { type: 'hero-chosen', hero: 0, hunter: PHOTOGRAPHER, cell: PORTRAITS[PHOTOGRAPHER] },
    ]);
    expect(keys(open, 1)).not.toContain(`H${PHOTOGRAPHER}`);
    expect(open.phase).toBe('heroes');
    expect(play(open, 1, `H${SCHOLAR}`)).toContainEqual({ type: 'round', round: 1 });
    expect(open.heroChar).toEqual([PHOTOGRAPHER, SCHOLAR]);
    expect(open.heroCell).toEqual([PORTRAITS[PHOTOGRAPHER], PORTRAITS[SCHOLAR]]);
    expect(open.phase).toBe('twilight');
    expect(game.toAct(open)).toEqual(waitingFor(0));
    // Every seat sees the choice; at three and four players the Hunter cards are dealt, nobody chooses.
    expect(game.view(open, 0).heroChar).toEqual([PHOTOGRAPHER, SCHOLAR]);
    expect(fresh(3).phase).toBe('twilight');
    expect(fresh(2).heroSeat).toEqual([1, 1]);
    expect(fresh(3).heroSeat).toEqual([1, 2]);
    expect(fresh(4).heroSeat).toEqual([1, 2, 3]);
    const state = midnight(2, c('G7'), ['D1', 'D7']);
    toHunters(state);
    const moves = keys(state, 1);
    expect(moves.some((k) => k.startsWith('m0-'))).toBe(true);
    expect(moves.some((k) => k.startsWith('m1-'))).toBe(true);
    expect(game.toAct(state)).toEqual(waitingFor(1));
  });

  it('OH-7 the Time token starts on round 1', () => {
    expect(fresh().round).toBe(1);
  });
});

// ------------------------------------------------------------------ Twilight

describe('Twilight', () => {
  it('OH-8 the Phantom chooses first: four cards openly, or 1 + a die', () => {
    const state = fresh();
    expect(state.phase).toBe('twilight');
    expect(game.toAct(state)).toEqual(waitingFor(0));
    expect(keys(state, 0)).toEqual(['d4', 'dr']);
    expect(game.legalMoves(state, 1)).toEqual([]);
    play(state, 0, 'd4');
    expect(state.draftLeft).toBe(4);
    const rolled = fresh();
    const events = play(rolled, 0, 'dr', 'dice');
    const roll = (events[0] as { roll: number }).roll;
    expect(roll).toBeGreaterThanOrEqual(1);
    expect(roll).toBeLessThanOrEqual(6);
    expect(rolled.draftLeft).toBe(1 + roll);
    // The picks are open: every seat's view shows the Phantom's hand.
    const open = fresh();
    toMidnight(open);
    expect(game.view(open, 1).phantomCards).toBe(open.phantomCards);
  });

  it('OH-9 the Phantom never holds more than three Summon cards', () => {
    const state = fresh();
    play(state, 0, 'd4');
    play(state, 0, 'p0');
    play(state, 0, 'p1');
    play(state, 0, 'p2');
    const offered = game.legalMoves(state, 0).map((m) => (m.type === 'pick' ? m.card : -1));
    expect(offered.every((card) => (SUMMON_CARDS & (1 << card)) === 0)).toBe(true);
    expect(offered.length).toBeGreaterThan(0);
  });

  it('OH-10 the hunters get every other card, light side up', () => {
    const state = fresh();
    toMidnight(state, [0, 6, 9, 11]);
    expect(state.hunterCards).toBe(ALL_CARDS & ~state.phantomCards);
    expect(state.phase).toBe('phantom');
  });
});

// ------------------------------------------------------------------ Midnight: the Phantom

describe('the Phantom', () => {
  it('OH-11 the Phantom moves first at Midnight, on its own map: the hunters see only that a card was played', () => {
    const state = fresh(3);
    toMidnight(state);
    expect(game.toAct(state)).toEqual(waitingFor(0));
    const events = play(state, 0, 'n');
    const step = events.find((e) => e.type === 'phantom-step')!;
    expect(game.wire!.viewEvent!(step, 0)).toMatchObject({ cell: c('D5') });
    expect(game.wire!.viewEvent!(step, 1)).toMatchObject({ cell: -1, step: 1 });
    expect(game.wire!.viewEvent!(step, SPECTATOR)).toMatchObject({ cell: -1 });
    expect(game.view(state, 1).route).toEqual([]);
    expect(game.view(state, 0).route).toEqual([START, c('D5')]);
  });

  it('OH-12 the Phantom plays two turns before the hunters first move, and reveals nothing in them', () => {
    const state = fresh(2, 'opening');
    toMidnight(state);
    state.roll = state.stepsLeft = 4;
    // D4 → C4 → B4 → A4: a relic, yet no reveal in the opening.
    play(state, 0, 'w');
    play(state, 0, 'w');
    play(state, 0, 'w');
    play(state, 0, 'end');
    expect(state.destroyed).toBe(0);
    expect(state.revealed).toBe(-1);
    expect(state.phase).toBe('phantom'); // its second turn
    play(state, 0, 'still');
    play(state, 0, 'end');
    expect(state.destroyed).toBe(0);
    expect(state.phase).toBe('hunters');
    // It must have got away from its start cell by the end of its second turn.
    const stay = fresh(3, 'must leave');
    toMidnight(stay);
    stay.roll = stay.stepsLeft = 2;
    play(stay, 0, 'end'); // the first turn may be spent in place
    expect(stay.openingLeft).toBe(1);
    stay.roll = stay.stepsLeft = 2;
    expect(keys(stay, 0)).not.toContain('end');
    play(stay, 0, 'still');
    expect(keys(stay, 0).sort()).toEqual(['e', 'n', 's', 'w']);
    play(stay, 0, 'e');
    expect(keys(stay, 0)).toContain('end');
    const back = fresh(3, 'no way back');
    toMidnight(back);
    play(back, 0, 'end');
    back.roll = back.stepsLeft = 2;
    play(back, 0, 'e');
    expect(keys(back, 0)).not.toContain('w'); // its last step may not bring it home
    // After the opening, ending a turn on that relic destroys it.
    finishHunters(state);
    state.cell = c('A4');
    state.route = [c('A4')];
    startRoute(state, bitLo(c('A4')), bitHi(c('A4')));
    play(state, 0, 'end');
    expect(relicsDestroyed(state.destroyed)).toBe(1);
  });

  it('OH-13 nobody moves diagonally', () => {
    const state = midnight(2, c('D4'));
    expect(keys(state, 0).filter((k) => ['n', 'e', 's', 'w', 'still'].includes(k))).toEqual([
      'n',
      'e',
      's',
      'w',
      'still',
    ]);
    toHunters(state, [1, 1]);
    const dests = game
      .legalMoves(state, 1)
      .flatMap((m) => (m.type === 'move' && m.hero === 0 ? [m.cell] : []));
    for (const d of dests) expect(WALK[state.heroCell[0] * CELLS + d]).toBe(1);
    for (const d of dests) expect(flight(state.heroCell[0], d)).toBe(1);
  });

  it('OH-14 the Phantom plays up to its roll in Move cards, fewer or none, each one step, and its route is kept', () => {
    const state = midnight(2, c('D4'), ['A7', 'G1'], 2);
    play(state, 0, 'n');
    play(state, 0, 'n');
    expect(keys(state, 0).some((k) => ['n', 'e', 's', 'w', 'still'].includes(k))).toBe(false);
    expect(state.route).toEqual([c('D4'), c('D5'), c('D6')]);
    expect(state.hand).toBe(18);
    expect(keys(state, 0)).toContain('end');
  });

  it('OH-15 after moving the Phantom may play action cards', () => {
    const state = fresh();
    toMidnight(state, [6, 9, 10, 11]);
    placePhantom(state, c('D4'), 2);
    expect(keys(state, 0)).not.toContain('h0'); // not before its first Move card
    play(state, 0, 'n');
    const moves = keys(state, 0);
    expect(moves).toContain('h0');
    expect(moves).toContain('x-1');
    play(state, 0, 'x-1');
    expect(state.stepsLeft).toBe(3);
    play(state, 0, 'h0');
    // An action card closes its moving: no more Move cards this turn.
    expect(keys(state, 0).some((k) => ['n', 'e', 's', 'w', 'still'].includes(k))).toBe(false);
    expect(keys(state, 0)).toContain('end');

    // A summon comes after moving, and places where the Phantom stops: the table learns that cell's kind.
    const summoner = fresh();
    toMidnight(summoner, [0, 6, 9, 11]);
    placePhantom(summoner, c('C4'), 4);
    expect(keys(summoner, 0).some((k) => k.startsWith('S'))).toBe(false);
    play(summoner, 0, 'w');
    play(summoner, 0, 'w'); // A4: a plain cell
    play(summoner, 0, 's'); // A3: a Slime cell, but it holds no Slime card
    expect(keys(summoner, 0).some((k) => k.startsWith('S'))).toBe(false);
    placePhantom(summoner, c('B1'), 4);
    play(summoner, 0, 'w'); // A1: a Shadow cell
    play(summoner, 0, `S${c('G1')}`);
    expect(keys(summoner, 0).some((k) => ['n', 'e', 's', 'w', 'still'].includes(k))).toBe(false);
    expect(nowSet(summoner)).toEqual([c('A1')]);
  });

  it('OH-16 what it summons depends on its cell, the start counts as every type, and once a turn', () => {
    const state = fresh();
    toMidnight(state, [0, 2, 4, 6]);
    placePhantom(state, START, 6);
    play(state, 0, 'still'); // OH-15: after moving
    const fromStart = game
      .legalMoves(state, 0)
      .flatMap((m) => (m.type === 'summon' ? [CELL_TYPE[m.cell]] : []));
    expect(new Set(fromStart)).toEqual(new Set([0, 1, 2]));
    placePhantom(state, c('A1'), 6); // a Shadow cell
    play(state, 0, 'still');
    const fromShadow = game.legalMoves(state, 0).flatMap((m) => (m.type === 'summon' ? [m.cell] : []));
    expect(fromShadow.every((cell) => CELL_TYPE[cell] === 0)).toBe(true);
    placePhantom(state, c('B1'), 6); // a plain cell
    play(state, 0, 'still');
    expect(keys(state, 0).some((k) => k.startsWith('S'))).toBe(false);
    placePhantom(state, c('A1'), 6);
    play(state, 0, 'still');
    play(state, 0, `S${c('G7')}`);
    expect(keys(state, 0).some((k) => k.startsWith('S'))).toBe(false);
  });

  it('OH-17 one die for the Phantom and all its entities', () => {
    const state = fresh();
    toMidnight(state, [0, 6, 9, 11]);
    placePhantom(state, START, 3);
    play(state, 0, 'still');
    play(state, 0, `S${c('A1')}`);
    play(state, 0, `c${c('A1')}-${c('B1')}`);
    expect(state.stepsLeft).toBe(1);
    play(state, 0, `c${c('B1')}-${c('C1')}`);
    expect(state.stepsLeft).toBe(0);
    expect(keys(state, 0).some((k) => k.startsWith('c') || k === 'n')).toBe(false);
  });

  it('OH-18 ending on a relic destroys it and reveals the Phantom; the played cards are discarded', () => {
    // The relics stand on the framed starting cells: the heroes' portraits.
    expect([...RELIC_CELLS].sort()).toEqual([...PORTRAITS].sort());
    for (const players of [2, 3, 4]) {
      for (const cell of fresh(players).heroCell) expect(RELIC_CELLS).toContain(cell);
    }
    const state = midnight(2, c('B4'), ['G7', 'G6'], 3);
    play(state, 0, 'w');
    const events = play(state, 0, 'end');
    expect(events).toContainEqual({ type: 'relic-destroyed', cell: c('A4'), by: 'phantom' });
    expect(state.revealed).toBe(c('A4'));
    expect(state.route).toEqual([c('B4'), c('A4')]); // the round's route goes on (OH-22)
    expect(nowSet(state)).toEqual([c('A4')]);
    expect(game.view(state, 1).revealed).toBe(c('A4'));
    expect(state.hand).toBe(19);
  });

  it('OH-D39 destroying a relic is the Phantom’s choice: it may end on one and spare it, hidden', () => {
    const state = midnight(2, c('B4'), ['G7', 'G6'], 3);
    play(state, 0, 'w'); // A4, a relic
    expect(keys(state, 0)).toContain('end'); // end the turn and destroy it (OH-18)
    expect(keys(state, 0)).toContain('spare'); // or end it and leave the relic standing
    const events = play(state, 0, 'spare');
    expect(events.some((e) => e.type === 'relic-destroyed' || e.type === 'revealed')).toBe(false);
    expect(relicsDestroyed(state.destroyed)).toBe(0);
    expect(state.revealed).toBe(-1);
    expect(nowSet(state)).toContain(c('A4')); // the table cannot rule the relic out any more
    expect(state.phase).toBe('hunters');
    // Off a relic, or in the opening, there is nothing to spare.
    const off = midnight(2, c('C4'), ['G7', 'G6'], 3);
    play(off, 0, 'w'); // B4
    expect(keys(off, 0)).not.toContain('spare');
  });

  it('OH-19 an entity destroys a relic by standing on it at the end of two Phantom turns in a row', () => {
    const state = fresh();
    toMidnight(state, [0, 6, 9, 11]);
    placePhantom(state, START, 4);
    state.heroCell[0] = c('G7');
    state.heroCell[1] = c('G6');
    play(state, 0, 'n');
    play(state, 0, 's'); // back on the start: it summons where it stops (OH-15)
    play(state, 0, `S${c('A1')}`);
    play(state, 0, `c${c('A1')}-${c('A2')}`);
    play(state, 0, `c${c('A2')}-${c('B2')}`);
    play(state, 0, 'end');
    expect(state.destroyed).toBe(0);
    finishHunters(state);
    // The heroes walked, but not onto B2.
    expect(state.entities[1]).toBe(c('B2'));
    const events = play(state, 0, 'end');
    expect(events).toContainEqual({ type: 'relic-destroyed', cell: c('B2'), by: 'shadows' });
    expect(state.entities).toEqual([]);
  });
});

// ------------------------------------------------------------------ Midnight: the hunters

describe('the hunters', () => {
  it('OH-20 hunter seats act in any order, cards and moves interleaved', () => {
    const state = fresh(3);
    toMidnight(state, [0, 1, 2, 6]);
    placePhantom(state, c('G7'), 1);
    toHunters(state);
    expect(game.toAct(state)).toEqual(acting({ waiting: [1, 2] }));
    play(state, 2, `t${c('C3')}`); // seat 2 first, a card before moving
    play(
      state,
      2,
      keys(state, 2).find((k) => k.startsWith('m'))!,
    );
    play(state, 2, `t${c('E5')}`); // another after moving
    play(state, 2, 'done');
    expect(game.toAct(state)).toEqual(waitingFor(1));
    play(
      state,
      1,
      keys(state, 1).find((k) => k.startsWith('m'))!,
    );
    play(state, 1, 'done');
    expect(state.phase).toBe('phantom');
  });

  it('OH-21 a hunter moves 1 to its roll in cells and never stays', () => {
    const state = midnight(2, c('G7'), ['D4', 'D1']);
    toHunters(state, [3, 1]);
    const cells = game
      .legalMoves(state, 1)
      .flatMap((m) => (m.type === 'move' && m.hero === 0 ? [m.cell] : []));
    expect(cells).not.toContain(c('D4'));
    for (const d of cells) expect(WALK[c('D4') * CELLS + d]).toBeLessThanOrEqual(3);
    expect(new Set(cells)).toEqual(
      new Set(
        Array.from({ length: CELLS }, (_, x) => x).filter(
          (x) => x !== c('D4') && WALK[c('D4') * CELLS + x] <= 3,
        ),
      ),
    );
    expect(keys(state, 1)).not.toContain('done'); // both must move first
  });

  it("OH-22 a hero that ends on a cell of this round's route makes the Phantom leave a trace there", () => {
    const state = midnight(2, c('D4'), ['D1', 'G7'], 3);
    play(state, 0, 'w');
    play(state, 0, 'w');
    play(state, 0, 'n');
    toHunters(state);
    const events = play(state, 1, `m0-${c('C4')}`);
    // The trace tells where the route passed this round, not when (OH-D16).
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'searched', cells: [c('C4')], found: [c('C4'), -1] }),
    );
    expect(state.traces).toEqual([c('C4'), -1]);
    expect(state.visits).toEqual([c('C4'), 3]);
    const empty = play(state, 1, `m1-${c('D6')}`);
    expect(empty).toContainEqual(expect.objectContaining({ type: 'searched', found: [] }));
  });

  it('OH-23 a Pentagram takes traces around it; a revealed Phantom or an entity breaks it with one attack', () => {
    const state = fresh();
    toMidnight(state, [6, 7, 9, 11]);
    placePhantom(state, c('G1'), 2);
    state.heroCell[0] = c('C4');
    toHunters(state);
    expect(state.hunterCards & PENTAGRAM_CARDS).not.toBe(0);
    const drawn = play(state, 1, 'P0');
    expect(state.pentagrams).toEqual([c('C4')]);
    // Drawn, it searches its ring at once (OH-D13): the route, on G1, passed none of it.
    expect(drawn).toContainEqual(
      expect.objectContaining({ type: 'searched', cells: [...RING_OF[c('C4')]], found: [] }),
    );
    finishHunters(state);
    // The Phantom walks into the ring: a trace appears at once, for everyone.
    placePhantom(state, c('D6'), 3);
    const events = play(state, 0, 's');
    expect(events).toContainEqual({ type: 'alarm', cell: c('D5'), step: 1 });
    expect(nowSet(state)).toEqual([c('D5')]);
    // Revealed inside the ring at the start of its turn, it may break it.
    state.revealed = state.cell;
    state.cardsThisTurn = 0;
    expect(keys(state, 0)).toContain(`a${c('C4')}`);
    play(state, 0, `a${c('C4')}`);
    expect(state.pentagrams).toEqual([]);
  });

  it('OH-22 a search finds the route of the whole round: a cell crossed before a reveal still takes a trace', () => {
    const state = midnight(2, c('B4'), ['D1', 'D7'], 3);
    play(state, 0, 'e'); // C4
    play(state, 0, 'e'); // D4
    toHunters(state);
    play(state, 1, `m0-${c('D4')}`);
    play(state, 1, 'A0'); // right: the Phantom is shown on D4
    expect(state.revealed).toBe(c('D4'));
    expect(nowSet(state)).toEqual([c('D4')]);
    const events = play(state, 1, `m1-${c('C4')}`);
    // C4 was crossed this round, before the reveal: the search finds it (OH-22's «в этом раунде»).
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'searched', cells: [c('C4')], found: [c('C4'), -1] }),
    );
    expect(nowSet(state)).toEqual([c('D4')]); // and the hunters' set stays true to the board
  });

  it('OH-24 a right accusation costs the Phantom a level; a wrong one costs the hunter its next turn', () => {
    const state = midnight(2, c('C4'), ['B4', 'E4']);
    toHunters(state);
    play(state, 1, `m0-${c('C4')}`);
    const right = play(state, 1, 'A0');
    expect(right).toContainEqual(expect.objectContaining({ type: 'accused', right: true }));
    expect(state.damage).toBe(1);

    const wrong = midnight(2, c('C4'), ['B4', 'E4'], 6, 'wrong');
    toHunters(wrong);
    play(wrong, 1, `m1-${c('E5')}`);
    play(wrong, 1, 'A1');
    expect(wrong.heroFlags[1] & SKIP_NEXT).not.toBe(0);
    expect(nowSet(wrong)).not.toContain(c('E5'));
    play(wrong, 1, `m0-${c('D5')}`);
    play(wrong, 1, 'done');
    play(wrong, 0, 'end');
    expect(wrong.heroFlags[1] & SKIPPING).not.toBe(0);
    expect(keys(wrong, 1).some((k) => k.startsWith('m1-'))).toBe(false);
    // Sitting out, the hero draws no Pentagram; the seat's other hero plays its own turn, traps included (OH-D36).
    wrong.hunterCards = PENTAGRAM_CARDS | TRAP_CARDS;
    expect(keys(wrong, 1)).not.toContain('P1');
    expect(keys(wrong, 1)).toContain('P0');
    expect(keys(wrong, 1).some((k) => k.startsWith('t'))).toBe(true);
    // At three players the other seat still may.
    const three = midnight(3, c('C4'), ['B4', 'E4'], 6, 'wrong 3');
    toHunters(three);
    play(three, 2, `m1-${c('E5')}`);
    play(three, 2, 'A1');
    play(three, 2, 'done');
    finishHunters(three);
    play(three, 0, 'end');
    three.hunterCards = PENTAGRAM_CARDS | TRAP_CARDS;
    expect(three.heroFlags[1] & SKIPPING).not.toBe(0);
    expect(keys(three, 2)).toEqual(['done']); // a seat whose only hero sits out can only finish
    expect(keys(three, 1).some((k) => k.startsWith('t'))).toBe(true);
  });

  it('OH-D36 «охотник» is the hero: the one who guessed wrong skips its turn, and only it', () => {
    // Two players, one seat, two heroes: hero 1 accuses wrongly and sits out the next turn.
    const state = midnight(2, c('C4'), ['B4', 'E4'], 6, 'hero skips');
    toHunters(state);
    play(state, 1, `m1-${c('E5')}`);
    play(state, 1, 'A1');
    play(state, 1, `m0-${c('D5')}`);
    play(state, 1, 'done');
    play(state, 0, 'end');
    expect(state.heroRoll[1]).toBe(0);
    expect(state.heroRoll[0]).toBeGreaterThan(0);
    state.hunterCards = TRAP_CARDS | LIGHT_ACCELERATION;
    const moves = keys(state, 1);
    expect(moves.some((k) => k.startsWith('m0-'))).toBe(true); // the other hero walks
    expect(moves.some((k) => k.startsWith('m1-'))).toBe(false); // the wrong one does not
    expect(moves).not.toContain('x1'); // nor plays an Acceleration
    expect(moves.some((k) => k.startsWith('t'))).toBe(true); // the other hero may play the Trap card
    // With every hero of a seat sitting out, the seat sets none.
    state.heroFlags[0] |= SKIPPING;
    expect(keys(state, 1).some((k) => k.startsWith('t'))).toBe(false);
  });

  it('OH-25 there is no challenge: no move questions the route, and every reveal shows it (OH-D15)', () => {
    const all = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const state = randomState(`challenge ${i}`, 2 + (i % 3), 200);
      for (let s = 0; s < state.players; s++) for (const m of game.legalMoves(state, s)) all.add(m.type);
    }
    expect([...all].some((t) => /challenge|doubt/.test(t))).toBe(false);
  });

  it('OH-26 seven banishment levels banish the Phantom', () => {
    const state = midnight(2, c('C4'), ['B4', 'E4']);
    state.damage = 6;
    toHunters(state);
    play(state, 1, `m0-${c('C4')}`);
    play(state, 1, 'A0');
    expect(state.damage).toBe(7);
    expect(game.outcome(state)?.reason).toBe('banished');
    expect(game.toAct(state)).toEqual(NOBODY);
  });

  it('OH-27 a hero that ends on an entity banishes it', () => {
    const state = midnight(2, c('G7'), ['D1', 'D7']);
    state.entities = [0, c('D3'), 0];
    toHunters(state);
    const events = play(state, 1, `m0-${c('D3')}`);
    expect(events).toContainEqual(expect.objectContaining({ type: 'entity-banished', kind: 'shadows' }));
    expect(state.entities).toEqual([]);
  });

  it('OH-28 traps are set in secret, never on a relic; they spring on the Phantom and banish entities', () => {
    const state = fresh();
    toMidnight(state, [1, 3, 5, 6]);
    placePhantom(state, c('G7'), 1);
    toHunters(state);
    const trapCells = game.legalMoves(state, 1).flatMap((m) => (m.type === 'trap' ? [m.cell] : []));
    for (const r of RELIC_CELLS) expect(trapCells).not.toContain(r);
    const events = play(state, 1, `t${c('F7')}`);
    expect(game.wire!.viewEvent!(events[0], 0)).toMatchObject({ cell: -1 });
    expect(game.wire!.viewEvent!(events[0], 1)).toMatchObject({ cell: c('F7') });
    expect(game.view(state, 0).trapCells).toEqual([]);
    expect(game.view(state, 1).trapCells).toEqual([c('F7')]);
    expect(state.trapPlacedAt).toEqual([state.played]); // it works at once, as printed (OH-D12)
    finishHunters(state);
    state.stepsLeft = 3;
    const sprung = play(state, 0, 'w');
    expect(sprung).toContainEqual(expect.objectContaining({ type: 'trap-sprung', cell: c('F7') }));
    expect(state.damage).toBeGreaterThanOrEqual(1);

    // An entity walking into a trap is banished with it.
    const other = midnight(2, c('A1'), ['G7', 'G6'], 6, 'entity trap');
    other.entities = [1, c('C1'), 0];
    other.trapCells = [c('C2')];
    other.trapPlacedAt = [0];
    other.trapKnown = [0, 0];
    const trapped = play(other, 0, `c${c('C1')}-${c('C2')}`);
    expect(trapped).toContainEqual({ type: 'entity-trapped', kind: 'poltergeist', cell: c('C2') });
    expect(other.entities).toEqual([]);
    expect(other.trapCells).toEqual([]);
    // Every entity that passes: Shadows too.
    const shade = midnight(2, c('A1'), ['G7', 'G6'], 6, 'shadow trap');
    shade.entities = [0, c('B4'), 0];
    shade.trapCells = [c('B3')];
    shade.trapPlacedAt = [0];
    shade.trapKnown = [0, 0];
    const caught = play(shade, 0, `c${c('B4')}-${c('B3')}`);
    expect(caught).toContainEqual({ type: 'entity-trapped', kind: 'shadows', cell: c('B3') });
    expect(shade.entities).toEqual([]);
  });
});

// ------------------------------------------------------------------ the round and the game

describe('rounds', () => {
  it("OH-29 the night ends when the Phantom's Move cards are spent; the hunters take their last turn", () => {
    const state = midnight(2, c('G7'), ['D1', 'D7'], 6);
    state.hand = 2;
    play(state, 0, 's');
    play(state, 0, 'still');
    const events = play(state, 0, 'end');
    expect(events).toContainEqual({ type: 'night-over' });
    expect(state.phase).toBe('hunters');
    finishHunters(state);
    expect(state.round).toBe(2);
    expect(state.phase).toBe('twilight');
  });

  it('OH-30 at dawn traps, pentagrams and entities leave the board and a new round begins', () => {
    const state = fresh();
    toMidnight(state, [0, 6, 9, 11]);
    placePhantom(state, START, 2);
    state.hand = 1;
    play(state, 0, 'still');
    play(state, 0, `S${c('A1')}`);
    toHunters(state);
    play(state, 1, `t${c('E5')}`);
    play(state, 1, 'P0');
    finishHunters(state);
    expect(state.round).toBe(2);
    expect(state.entities).toEqual([]);
    expect(state.pentagrams).toEqual([]);
    expect(state.trapCells).toEqual([]);
    expect(state.phantomCards).toBe(0);
    expect(state.hunterCards).toBe(0);
    expect(state.hand).toBe(20);
  });

  it('OH-31 the components: 6 hunters, 13 action cards, 20 Move cards, 6 relics, 4 pentagrams, 6 entities', () => {
    expect(HUNTERS).toHaveLength(6);
    expect(ACTION_CARDS).toHaveLength(13);
    expect(fresh().hand).toBe(20);
    expect(RELIC_CELLS).toHaveLength(6);
    // Pentagrams: at most four on the board.
    const state = fresh();
    toMidnight(state, [6, 9, 10, 11]);
    state.pentagrams = [c('A2'), c('A6'), c('G2'), c('G6')];
    placePhantom(state, c('G7'), 1);
    toHunters(state);
    expect(state.hunterCards & PENTAGRAM_CARDS).not.toBe(0);
    expect(keys(state, 1).some((k) => k.startsWith('P'))).toBe(false);
    // Entities: at most six.
    const full = fresh();
    toMidnight(full, [0, 6, 9, 11]);
    placePhantom(full, START, 3);
    full.entities = [
      1,
      c('C1'),
      0,
      1,
      c('E1'),
      0,
      1,
      c('C7'),
      0,
      2,
      c('A3'),
      0,
      2,
      c('G3'),
      0,
      2,
      c('A5'),
      0,
    ];
    expect(keys(full, 0).some((k) => k.startsWith('S'))).toBe(false);
  });
});

// ------------------------------------------------------------------ decisions (DESIGN.md)

describe('the table (decisions)', () => {
  it('OH-D1 a 7 × 7 board, A–G west to east and 1–7 south to north; seat 1 is the Phantom at every table', () => {
    expect(CELLS).toBe(49);
    expect(cellName(c('A1'))).toBe('A1');
    expect(cellName(c('G7'))).toBe('G7');
    expect(NEIGHBOUR[c('D4') * 8 + 0]).toBe(c('D5')); // north is up the rows
    expect(NEIGHBOUR[c('D4') * 8 + 1]).toBe(c('E4')); // east is along the letters
    for (const players of [2, 3, 4]) {
      const state = fresh(players);
      expect(game.view(state, 0).role).toBe('phantom');
      for (let s = 1; s < players; s++) expect(game.view(state, s).role).toBe('hunter');
      // The same roles named for tools that report by seat (nocturne simulate).
      expect(presentation.seatRole!(0, players)).toEqual({ key: 'role.phantom' });
      for (let s = 1; s < players; s++)
        expect(presentation.seatRole!(s, players)).toEqual({ key: 'role.hunter' });
    }
    for (const lang of LANGS) expect(presentation.texts[lang]['role.phantom']).toBeTruthy();
  });

  it('OH-D2 heroes walk round the walls and through the one door of each room; the Phantom flies through', () => {
    expect(WALK[c('B4') * CELLS + c('B3')]).toBeGreaterThan(1); // a wall between them
    expect(WALK[c('D2') * CELLS + c('C2')]).toBe(1); // the kitchen door
    expect(WALK[c('D2') * CELLS + c('B2')]).toBe(2);
    expect(WALK[c('B4') * CELLS + c('B2')]).toBe(6); // round by the door
    const state = midnight(2, c('B4'), ['G7', 'G6'], 2);
    play(state, 0, 's');
    expect(state.cell).toBe(c('B3')); // straight through the wall
  });

  it('OH-D3 each room has a Shadow, a Poltergeist and a Slime cell; the start counts as all of them', () => {
    expect(CELLS_OF_TYPE[0].map(cellName)).toEqual(['A1', 'G1', 'A7', 'G7']);
    expect(CELLS_OF_TYPE[1].map(cellName)).toEqual(['C1', 'E1', 'C7', 'E7']);
    expect(CELLS_OF_TYPE[2].map(cellName)).toEqual(['A3', 'G3', 'A5', 'G5']);
    for (const r of RELIC_CELLS) expect(CELL_TYPE[r]).toBe(-1);
    expect(CELL_TYPE[START]).toBe(-1); // handled as every type by the rules (OH-16)
  });

  it('OH-D4 the six relics stand in the middle of each room and at both ends of the east–west corridor', () => {
    expect(RELIC_CELLS.map(cellName)).toEqual(['B2', 'F2', 'B6', 'F6', 'A4', 'G4']);
    for (const r of RELIC_CELLS) expect(flight(START, r)).toBeLessThanOrEqual(4);
  });

  it('OH-D5 the Phantom starts on D4 and each hunter on its own portrait, which holds a relic (OH-18)', () => {
    expect(cellName(START)).toBe('D4');
    expect(PORTRAITS.map(cellName)).toEqual(['B2', 'F2', 'B6', 'F6', 'A4', 'G4']);
    expect(new Set(PORTRAITS).size).toBe(6);
    expect([...PORTRAITS].sort()).toEqual([...RELIC_CELLS].sort());
  });
});

describe('the hunters (decisions)', () => {
  function withHunter(hunter: number, cell = c('G7')): OldHouseState {
    const state = midnight(2, cell, ['D1', 'D7']);
    (state as unknown as { heroChar: number[] }).heroChar = [hunter, RUNNER];
    return state;
  }

  it('OH-D6 the Medium searches around her; the Exorcist strikes twice once a night; the Runner adds 1', () => {
    const medium = withHunter(MEDIUM, c('D3'));
    play(medium, 0, 'e');
    toHunters(medium);
    const events = play(medium, 1, `m0-${c('D3')}`);
    const searched = events.find((e) => e.type === 'searched')!;
    expect(searched).toMatchObject({ cells: [c('D3'), c('D4'), c('E3'), c('D2'), c('C3')] });
    expect(searched).toMatchObject({ found: [c('D3'), -1, c('E3'), -1] });

    const exorcist = withHunter(EXORCIST, c('D3'));
    toHunters(exorcist);
    play(exorcist, 1, `m0-${c('D3')}`);
    play(exorcist, 1, 'A0');
    expect(exorcist.damage).toBe(2);
    // Her second right accusation of the night costs one level, as anyone's; the next night she strikes twice again.
    expect(exorcist.heroFlags[0] & DOUBLE_SPENT).toBe(DOUBLE_SPENT);
    const again = withHunter(EXORCIST, c('D3'));
    again.heroFlags[0] |= DOUBLE_SPENT;
    toHunters(again);
    play(again, 1, `m0-${c('D3')}`);
    expect(play(again, 1, 'A0')).toContainEqual(
      expect.objectContaining({ type: 'accused', right: true, damage: 1 }),
    );
    expect(again.damage).toBe(1);

    const runner = fresh(2, 'runner');
    (runner as unknown as { heroChar: number[] }).heroChar = [RUNNER, MEDIUM];
    toMidnight(runner);
    play(runner, 0, 'end');
    play(runner, 0, 'n'); // OH-12: off the start by the end of the opening
    play(runner, 0, 'end');
    const turn = runner.heroRoll;
    expect(turn[0]).toBeGreaterThanOrEqual(2);
    expect(turn[0]).toBeLessThanOrEqual(7);
  });

  it('OH-D6 the Engineer makes traps cost three levels, the Scholar loses no turn, the Photographer flashes once a turn', () => {
    const engineer = withHunter(ENGINEER, c('G6'));
    engineer.trapCells = [c('G5')];
    engineer.trapPlacedAt = [0];
    engineer.trapKnown = [0, 0];
    play(engineer, 0, 's');
    expect(engineer.damage).toBe(3);

    const scholar = withHunter(SCHOLAR, c('G7'));
    toHunters(scholar);
    play(scholar, 1, `m0-${c('D3')}`);
    play(scholar, 1, 'A0');
    expect(scholar.heroFlags[0] & SKIP_NEXT).toBe(0);

    const photographer = withHunter(PHOTOGRAPHER, c('G7'));
    play(photographer, 0, 'w');
    toHunters(photographer);
    play(photographer, 1, `m0-${c('D7')}`);
    const flash = play(photographer, 1, 'f0');
    expect(flash).toContainEqual(expect.objectContaining({ type: 'flash', seen: true }));
    expect(nowSet(photographer).every((x) => x % 7 === 3 || Math.floor(x / 7) === 6)).toBe(true);
    expect(keys(photographer, 1)).not.toContain('f0');
    play(
      photographer,
      1,
      keys(photographer, 1).find((k) => k.startsWith('m1-'))!,
    );
    play(photographer, 1, 'done');
    play(photographer, 0, 'end');
    play(
      photographer,
      1,
      keys(photographer, 1).find((k) => k.startsWith('m0-'))!,
    );
    expect(keys(photographer, 1)).toContain('f0'); // again the next turn
  });

  it('OH-D7 thirteen two-faced cards: 6 Summons, 3 Horror, 4 Acceleration; 5 Traps, 5 Pentagrams, 3 Accelerations', () => {
    const count = (mask: number) => [...Array(13).keys()].filter((i) => (mask & (1 << i)) !== 0).length;
    expect(count(SUMMON_CARDS)).toBe(6);
    expect(SUMMON_OF_KIND.map(count)).toEqual([2, 2, 2]);
    expect(count(HORROR_CARDS)).toBe(3);
    expect(count(DARK_ACCELERATION)).toBe(4);
    expect(count(TRAP_CARDS)).toBe(5);
    expect(count(PENTAGRAM_CARDS)).toBe(5);
    expect(count(LIGHT_ACCELERATION)).toBe(3);
    // Every Summon hides a Trap or a Pentagram.
    for (let i = 0; i < 13; i++) {
      if ((SUMMON_CARDS & (1 << i)) !== 0) expect(['trap', 'pentagram']).toContain(ACTION_CARDS[i].light);
    }
  });

  it('OH-D8 Horror: the frightened hero’s next roll counts as 1', () => {
    const state = fresh();
    toMidnight(state, [6, 9, 10, 11]);
    placePhantom(state, c('G7'), 1);
    play(state, 0, 'still');
    play(state, 0, 'h1');
    expect(keys(state, 0)).not.toContain('h1'); // frightened once at a time
    play(state, 0, 'end');
    expect(state.heroRoll[1]).toBe(1);
    expect(state.heroFlags[1] & FRIGHTENED).toBe(0);
  });

  it('OH-D9 Acceleration: two more steps on the Phantom’s die, or two more cells on a hero’s roll', () => {
    const state = fresh();
    toMidnight(state, [6, 8, 9, 11]); // the hunters keep card 7, Horror / Acceleration
    placePhantom(state, c('G7'), 1);
    play(state, 0, 'x-1');
    expect(state.stepsLeft).toBe(3);
    play(state, 0, 'end');
    state.heroRoll[0] = 1;
    expect(state.hunterCards & LIGHT_ACCELERATION).not.toBe(0);
    play(state, 1, 'x0');
    expect(state.heroRoll[0]).toBe(3);
    expect(keys(state, 1)).not.toContain('x0');
  });

  it('OH-D10 a Move card steps any way or lets the Phantom stay; all twenty come back each round', () => {
    const state = midnight(2, c('D4'), ['A7', 'G1'], 2);
    play(state, 0, 'still');
    expect(state.cell).toBe(c('D4'));
    expect(state.route).toEqual([c('D4'), c('D4')]);
    expect(state.hand).toBe(19);
    // The hunters' set grows by the cell and its four neighbours.
    expect(nowSet(state).sort((a, b) => a - b)).toEqual(
      [c('D3'), c('C4'), c('D4'), c('E4'), c('D5')].sort((a, b) => a - b),
    );
    state.hand = 1;
    play(state, 0, 'n');
    play(state, 0, 'end');
    finishHunters(state);
    expect(state.hand).toBe(20);
  });

  it('OH-D11 a Phantom turn without a Move card still spends one', () => {
    const state = midnight(2, c('D4'), ['A7', 'G1'], 3);
    const events = play(state, 0, 'end');
    expect(events).toContainEqual({ type: 'lingered' });
    expect(state.hand).toBe(19);
  });

  it('OH-D12 a sprung trap: a level, the Phantom revealed, its turn over, the trap spent — also under a still card', () => {
    const state = midnight(2, c('G6'), ['A1', 'A2'], 5);
    state.trapCells = [c('G6')];
    state.trapPlacedAt = [0];
    state.trapKnown = [0, 0];
    const events = play(state, 0, 'still');
    expect(events).toContainEqual({ type: 'trap-sprung', cell: c('G6'), damage: 1 });
    expect(state.damage).toBe(1);
    expect(state.revealed).toBe(c('G6'));
    expect(state.trapCells).toEqual([]);
    expect(state.phase).toBe('hunters');
  });

  it('OH-D12 a trap works at once, as printed: an entity or the Phantom walking onto it in the next turn is caught', () => {
    expect(game.options.defaults.traps).toBe('printed');
    const state = midnight(2, c('D4'), ['A1', 'A2'], 2);
    toHunters(state);
    state.hunterCards |= 1; // a Trap card
    play(state, 1, `t${c('C4')}`); // where the Phantom will step next
    finishHunters(state);
    state.roll = state.stepsLeft = 2;
    const events = play(state, 0, 'w');
    expect(events).toContainEqual({ type: 'trap-sprung', cell: c('C4'), damage: 1 });
    // One set right under a waiting Phantom springs when it waits out its turn on it.
    const under = midnight(2, c('D4'), ['A1', 'A2'], 2);
    toHunters(under);
    under.hunterCards |= 1;
    play(under, 1, `t${c('D4')}`);
    finishHunters(under);
    expect(play(under, 0, 'end')).toContainEqual({ type: 'trap-sprung', cell: c('D4'), damage: 1 });
  });

  it('OH-D12 with traps: armed (an option) a trap is armed once the Phantom’s turn after it was set is over', () => {
    expect(game.options.parse!({ traps: 'armed' }, 2).traps).toBe('armed');
    expect(() => game.options.parse!({ traps: 'later' }, 2)).toThrow(RangeError);
    const state = midnight(2, c('D4'), ['A1', 'A2'], 2);
    (state as { armedTraps: boolean }).armedTraps = true;
    toHunters(state);
    state.hunterCards |= 1; // a Trap card
    play(state, 1, `t${c('D4')}`); // right under the Phantom
    expect(state.trapPlacedAt).toEqual([UNARMED]);
    finishHunters(state);
    state.roll = state.stepsLeft = 2;
    play(state, 0, 'still'); // not armed yet: nothing happens
    expect(state.damage).toBe(0);
    play(state, 0, 'end');
    expect(state.trapPlacedAt[0]).not.toBe(UNARMED);
    finishHunters(state);
    const events = play(state, 0, 'end'); // waits on it, armed now
    expect(events).toContainEqual({ type: 'trap-sprung', cell: c('D4'), damage: 1 });
    expect(fresh(2, 'o', { traps: 'armed' }).armedTraps).toBe(true);
  });

  it('OH-D13 a Pentagram goes on a hero’s own cell, one per cell; an entity in its ring breaks it for a step', () => {
    const state = fresh();
    toMidnight(state, [0, 9, 10, 11]);
    placePhantom(state, START, 3);
    state.heroCell[0] = c('B4');
    state.heroCell[1] = c('B4');
    toHunters(state);
    play(state, 1, 'P0');
    expect(keys(state, 1)).not.toContain('P1'); // that cell has one already
    finishHunters(state);
    placePhantom(state, START, 3);
    state.entities = [0, c('A3'), 0];
    expect(keys(state, 0)).toContain(`a${c('B4')}`);
    play(state, 0, `a${c('B4')}`);
    expect(state.pentagrams).toEqual([]);
    expect(state.stepsLeft).toBe(2);

    // A ring drawn over cells the route crossed before finds their traces, and over the Phantom's own cell: a
    // Phantom that then waits a turn in the ring, with no card, has left its trace already.
    const late = midnight(2, c('E5'), ['D4', 'G7'], 3, 'late ring');
    late.hunterCards = PENTAGRAM_CARDS;
    play(late, 0, 'w'); // D5
    play(late, 0, 's'); // D4: a hero stands there; no matter, it is hidden
    play(late, 0, 'w'); // C4
    toHunters(late);
    play(late, 1, `m0-${c('C5')}`);
    const ring = play(late, 1, 'P0');
    const found = ring.find((e) => e.type === 'searched' && e.cells.length === 9);
    expect(found).toMatchObject({ found: [c('C4'), -1, c('D4'), -1, c('D5'), -1] });
    finishHunters(late);
    const before = nowSet(late);
    expect(before).toContain(c('C4'));
    const waited = play(late, 0, 'end'); // no card: no alarm, nothing new
    expect(waited.some((e) => e.type === 'alarm')).toBe(false);
    // A card played on a ring cell that holds a trace already tells nothing new either.
    finishHunters(late);
    const still = play(late, 0, 'still');
    expect(still.some((e) => e.type === 'alarm')).toBe(false);
    // Stamped traces: every card in the ring raises the alarm with its step.
    const stamped = stamp(midnight(2, c('C4'), ['C5', 'G7'], 3, 'stamped ring'));
    stamped.pentagrams = [c('C5')];
    expect(play(stamped, 0, 'still')).toContainEqual({ type: 'alarm', cell: c('C4'), step: 1 });
  });

  it('OH-D14 the two opening turns happen in round 1 only', () => {
    const state = midnight(2, c('G7'), ['A1', 'A2'], 1);
    state.hand = 1;
    play(state, 0, 's');
    play(state, 0, 'end');
    finishHunters(state);
    expect(state.round).toBe(2);
    toMidnight(state);
    expect(state.openingLeft).toBe(0);
    play(state, 0, 'end');
    expect(state.phase).toBe('hunters'); // no second Phantom turn first
  });
});

describe('the hidden route (decisions)', () => {
  it('OH-D15 a reveal shows the Phantom, its played cards discarded unseen; stamped traces show the route', () => {
    const state = midnight(2, c('C4'), ['G7', 'G6'], 3);
    play(state, 0, 'w');
    play(state, 0, 'w');
    const events = play(state, 0, 'end');
    const revealed = events.find((e) => e.type === 'revealed')!;
    const route = [c('C4'), c('B4'), c('A4')];
    expect(revealed).toEqual({ type: 'revealed', cell: c('A4'), route: [] });

    const open = stamp(midnight(2, c('C4'), ['G7', 'G6'], 3));
    play(open, 0, 'w');
    play(open, 0, 'w');
    const shown = play(open, 0, 'end').find((e) => e.type === 'revealed')!;
    expect(shown).toEqual({ type: 'revealed', cell: c('A4'), route });
    expect(game.wire!.viewEvent!(shown, 1)).toEqual(shown);
    expect(game.wire!.viewEvent!(shown, SPECTATOR)).toEqual(shown);
  });

  it('OH-D16 a trace tells where the route passed, not when: a hero on a traced cell cannot be sure', () => {
    const state = midnight(2, c('D4'), ['D1', 'G7'], 4);
    play(state, 0, 'w'); // C4
    play(state, 0, 'e'); // D4
    play(state, 0, 'w'); // C4
    play(state, 0, 'n'); // C5
    toHunters(state);
    play(state, 1, `m0-${c('C4')}`);
    expect(state.traces).toEqual([c('C4'), -1]);
    // The route passed C4 at some step: where it is now, it could be on C4 itself or up to its cards' reach.
    const now = nowSet(state);
    expect(now).toContain(c('C4'));
    expect(now).toContain(c('C5'));
    expect(now).not.toContain(c('F5')); // in reach of four cards from D4, but not by way of C4
    expect(now.length).toBeGreaterThan(4);
    expect(game.view(state, 1).visits).toEqual([c('C4'), 4]);
  });

  it('OH-D16 stamped traces (an option) carry the step of the last visit, and the hunters’ set follows', () => {
    expect(game.options.parse!({ traces: 'stamped' }, 2)).toEqual({
      traces: 'stamped',
      dice: 'printed',
      traps: 'printed',
    });
    expect(game.options.parse!({ dice: 'party' }, 2)).toEqual({
      traces: 'route',
      dice: 'party',
      traps: 'printed',
    });
    expect(game.options.parse!(undefined, 2)).toEqual({ traces: 'route', dice: 'printed', traps: 'printed' });
    expect(game.options.defaults).toEqual({ traces: 'route', dice: 'printed', traps: 'printed' });
    expect(() => game.options.parse!({ traces: 'when' }, 2)).toThrow(RangeError);
    expect(() => game.options.parse!({ dice: 'two' }, 2)).toThrow(RangeError);
    expect(() => game.options.parse!({ trace: 'route' }, 2)).toThrow(RangeError);
    // The lobby's choices are the values the rules take, each named and explained in every language.
    for (const option of OLD_HOUSE_OPTIONS) {
      for (const choice of option.choices) {
        expect(game.options.parse!({ [option.key]: choice.value }, 2)).toMatchObject({
          [option.key]: choice.value,
        });
        for (const lang of LANGS) expect(choice.label[lang] && choice.hint[lang]).toBeTruthy();
      }
    }
    for (const option of OLD_HOUSE_OPTIONS)
      expect(option.choices[0].value).toBe(game.options.defaults[option.key as keyof OldHouseOptions]);
    expect(fresh(2, 'o', { traces: 'stamped' }).stamped).toBe(true);
    const state = stamp(midnight(2, c('D4'), ['D1', 'G7'], 4));
    play(state, 0, 'w'); // C4, step 1
    play(state, 0, 'e'); // D4, step 2
    play(state, 0, 'w'); // C4, step 3
    play(state, 0, 'n'); // C5, step 4
    toHunters(state);
    play(state, 1, `m0-${c('C4')}`);
    expect(state.traces).toEqual([c('C4'), 3]);
    // Step 3 was on C4 and step 4 is one step away (not back on C4).
    expect(nowSet(state).sort((a, b) => a - b)).toEqual(
      [c('B4'), c('C3'), c('C5'), c('D4')].sort((a, b) => a - b),
    );
  });

  it('OH-D17 the route on record is the whole round: a reveal pins its step, and only dawn clears the traces', () => {
    const state = midnight(2, c('B4'), ['D1', 'G7'], 3);
    play(state, 0, 'e'); // C4
    toHunters(state);
    play(state, 1, `m0-${c('C4')}`);
    expect(state.traces.length).toBe(2);
    play(state, 1, 'A0');
    expect(state.traces).toEqual([c('C4'), -1]);
    expect(state.route).toEqual([c('B4'), c('C4')]);
    expect(nowSet(state)).toEqual([c('C4')]);
    state.nightOver = true;
    finishHunters(state);
    expect(state.traces).toEqual([]);
    expect(state.route).toEqual([c('C4')]);
  });

  it('OH-D18 a summoned entity appears on a free cell of its kind, and tells the table the Phantom’s kind of cell', () => {
    const state = fresh();
    toMidnight(state, [0, 6, 9, 11]);
    placePhantom(state, c('B1'), 3);
    play(state, 0, 'w'); // A1: a Shadow cell
    state.heroCell[0] = c('G7');
    const targets = game.legalMoves(state, 0).flatMap((m) => (m.type === 'summon' ? [m.cell] : []));
    expect(targets.map(cellName)).toEqual(['A1', 'G1', 'A7']); // G7 has a hero on it
    play(state, 0, `S${c('G1')}`);
    expect(state.entities).toEqual([0, c('G1'), 0]);
    expect(nowSet(state)).toEqual([c('A1')]); // of the cells one card from B1, only A1 is a Shadow cell
  });

  it('OH-D19 Shadows pass walls, Poltergeists go diagonally, heroes cannot walk through Slime', () => {
    const state = midnight(2, c('G7'), ['D1', 'D7'], 6);
    state.entities = [0, c('B4'), 0, 1, c('D2'), 0];
    play(state, 0, `c${c('B4')}-${c('B3')}`); // through the wall
    expect(state.entities.slice(0, 2)).toEqual([0, c('B3')]);
    expect(keys(state, 0)).toContain(`c${c('D2')}-${c('C3')}`); // diagonal, by the door
    toHunters(state, [6, 6]);
    state.entities = [2, c('D2'), 0];
    const reach = game
      .legalMoves(state, 1)
      .flatMap((m) => (m.type === 'move' && m.hero === 0 ? [m.cell] : []));
    expect(reach).toContain(c('D2')); // it may end on the Slime
    expect(reach).not.toContain(c('D3')); // but not walk past it up the corridor
  });

  it('OH-D20 entities never enter a hero’s or another entity’s cell, and leave after destroying a relic', () => {
    const state = midnight(2, c('G7'), ['D3', 'D7'], 6);
    state.entities = [1, c('D2'), 0, 2, c('C2'), 0];
    const moves = keys(state, 0);
    expect(moves).not.toContain(`c${c('D2')}-${c('D3')}`); // a hero
    expect(moves).not.toContain(`c${c('D2')}-${c('C2')}`); // an entity
    expect(moves).toContain(`c${c('D2')}-${c('E2')}`);
  });
});

describe('the hunters’ turn (decisions)', () => {
  it('OH-D21 every hero rolls when the hunters’ turn begins and moves to one cell within its roll', () => {
    const state = midnight(3, c('G7'), ['D1', 'D7']);
    const events = play(state, 0, 'end');
    const turn = events.find((e) => e.type === 'hunters-turn')!;
    expect(turn).toMatchObject({ rolls: state.heroRoll });
    expect(state.heroRoll.every((r) => r >= 1)).toBe(true);
    play(
      state,
      1,
      keys(state, 1).find((k) => k.startsWith('m'))!,
    );
    expect(keys(state, 1).some((k) => k.startsWith('m'))).toBe(false);
    expect(state.heroFlags[0] & MOVED).not.toBe(0);
  });

  it('OH-D22 one accusation per hero per turn, and one right accusation per hunters’ turn', () => {
    const state = midnight(2, c('D3'), ['D1', 'D5']);
    toHunters(state);
    play(state, 1, `m0-${c('D3')}`);
    play(state, 1, 'A0');
    expect(state.revealed).toBe(c('D3'));
    expect(keys(state, 1)).not.toContain('A0');
    play(state, 1, `m1-${c('D3')}`);
    expect(keys(state, 1)).not.toContain('A1'); // already struck this turn
    expect(state.damage).toBe(1);
  });

  it('OH-D23 no two traps share a row or a column; the Phantom is never told where they are; dawn shows them', () => {
    const state = fresh();
    toMidnight(state, [1, 3, 5, 6]);
    placePhantom(state, c('G7'), 1);
    state.hand = 1;
    play(state, 0, 'still');
    toHunters(state);
    play(state, 1, `t${c('C3')}`);
    const cells = game.legalMoves(state, 1).flatMap((m) => (m.type === 'trap' ? [m.cell] : []));
    expect(cells.some((x) => x % 7 === 2 || Math.floor(x / 7) === 2)).toBe(false);
    expect(game.view(state, 0).trapCells).toEqual([]);
    expect(game.view(state, 0).trapPlacedAt).toEqual([state.played]); // when it was set is public; where is not
    play(state, 1, `m0-${c('D2')}`);
    play(
      state,
      1,
      keys(state, 1).find((k) => k.startsWith('m1-'))!,
    );
    const events = play(state, 1, 'done');
    expect(events).toContainEqual(expect.objectContaining({ type: 'dawn', traps: [c('C3')] }));
  });

  it('OH-D24 the hunters’ cards are one pool for every hunter seat, and unused cards go back at dawn', () => {
    const state = fresh(4);
    toMidnight(state, [0, 6, 9, 11]);
    placePhantom(state, c('G7'), 1);
    toHunters(state);
    for (const seat of [1, 2, 3]) expect(keys(state, seat).some((k) => k.startsWith('t'))).toBe(true);
    play(state, 3, `t${c('B1')}`);
    expect(state.hunterCards & TRAP_CARDS).not.toBe(TRAP_CARDS & ~state.phantomCards);
  });

  it('OH-D25 the Phantom takes its cards left to right, one of identical neighbours, leaving room for the rest', () => {
    const state = fresh();
    play(state, 0, 'd4');
    const first = game.legalMoves(state, 0).map((m) => (m.type === 'pick' ? m.card : -1));
    expect(first).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]); // card 10 needs three to its right
    play(state, 0, 'p7');
    // Card 10 equals card 9 (Acceleration / Trap): only the first of the two is offered.
    expect(game.legalMoves(state, 0).map((m) => (m.type === 'pick' ? m.card : -1))).toEqual([8, 9]);
  });

  it('OH-D26 after the night the Phantom stays where it was, hidden, and the hunters know only what they knew', () => {
    const state = midnight(2, c('D4'), ['A7', 'G1'], 3);
    state.hand = 2;
    play(state, 0, 'n');
    play(state, 0, 'n');
    play(state, 0, 'end');
    const known = nowSet(state);
    finishHunters(state);
    expect(state.round).toBe(2);
    expect(state.cell).toBe(c('D6'));
    expect(state.route).toEqual([c('D6')]);
    expect(cellsOf(state.originLo, state.originHi).length).toBeGreaterThan(1);
    expect(nowSet(state).every((x) => known.includes(x))).toBe(true);
  });

  /** The Phantom's first roll in 200 fresh games of `players`, with the printed die or the party dice. */
  const rollsOf = (players: number, dice: OldHouseOptions['dice'] = 'party') => {
    const rolls: number[] = [];
    for (let i = 0; i < 200; i++) {
      const state = fresh(players, 'table', { dice });
      play(state, 0, 'd4');
      for (let p = 0; p < 4; p++) play(state, 0, keys(state, 0)[0], `roll ${i}`);
      rolls.push(state.roll);
    }
    return rolls;
  };

  it('OH-14 by default the Phantom rolls one die at every table size, as printed', () => {
    for (const players of [2, 3, 4]) {
      const rolls = rollsOf(players, 'printed');
      expect(Math.min(...rolls)).toBe(1);
      expect(Math.max(...rolls)).toBe(6);
      const low = rolls.filter((r) => r <= 2).length;
      expect(low).toBeGreaterThan(45); // 1 in 3: about 67 of 200 (the party dice give about 22 at two, 1 at four)
    }
    expect(game.options.defaults.dice).toBe('printed');
  });

  it('OH-D27 with the party dice, facing three heroes the Phantom rolls three dice, keeps the highest and adds one', () => {
    const three = rollsOf(4);
    expect(Math.min(...three)).toBeGreaterThanOrEqual(2); // three 1s, 1 in 216
    expect(Math.max(...three)).toBe(7);
    const mean = three.reduce((a, b) => a + b, 0) / three.length;
    expect(mean).toBeGreaterThan(5.6); // 7 − 225/216 ≈ 5.96 (two dice would give 7 − 55/36 ≈ 5.47)
    expect(mean).toBeLessThan(6.15); // four dice would give 7 − 979/1296 ≈ 6.24
    expect(Math.max(...rollsOf(3))).toBe(6);
  });

  it('OH-D33 with the party dice, against a lone hunter the Phantom rolls a 1 or a 2 again, once', () => {
    const two = rollsOf(2);
    const low = (rolls: number[]) => rolls.filter((r) => r <= 2).length;
    expect(low(two)).toBeLessThan(40); // 1 in 9: about 22 of 200
    expect(low(two)).toBeGreaterThan(0); // a second low roll stands
    expect(low(rollsOf(3))).toBeGreaterThan(45); // 1 in 3 with two hunters: about 67 of 200
  });

  it('OH-D34 with three heroes at most one trap and two Pentagrams lie on the board at once', () => {
    const trapsOffered = (players: number, traps: string[]) => {
      const state = midnight(players, c('G7'), [], 1);
      toHunters(state);
      state.hunterCards |= TRAP_CARDS;
      state.trapCells = traps.map(c);
      state.trapPlacedAt = traps.map(() => 0);
      return game.legalMoves(state, 1).filter((m) => m.type === 'trap').length;
    };
    expect(trapsOffered(4, [])).toBeGreaterThan(0);
    expect(trapsOffered(4, ['C3'])).toBe(0);
    expect(trapsOffered(3, ['C3', 'E5'])).toBeGreaterThan(0);
    const pentagramsOffered = (players: number, pentagrams: string[]) => {
      const state = midnight(players, c('G7'), ['D1', 'D7', 'A1'].slice(0, players - 1), 1);
      toHunters(state);
      state.hunterCards |= PENTAGRAM_CARDS;
      state.pentagrams = pentagrams.map(c);
      play(state, 1, `m0-${c('D2')}`);
      return game.legalMoves(state, 1).filter((m) => m.type === 'pentagram').length;
    };
    expect(pentagramsOffered(4, ['C3'])).toBe(1);
    expect(pentagramsOffered(4, ['C3', 'E5'])).toBe(0);
    expect(pentagramsOffered(3, ['C3', 'E5', 'F6'])).toBe(1);
    expect(pentagramsOffered(3, ['C3', 'E5', 'F6', 'B2'])).toBe(0);
  });

  it('OH-D29 a revealed Phantom stays in sight until it plays its next Move card', () => {
    const state = midnight(2, c('B4'), ['G7', 'G6'], 3);
    play(state, 0, 'w');
    play(state, 0, 'end');
    expect(state.revealed).toBe(c('A4'));
    finishHunters(state);
    play(state, 0, 'end'); // waits
    expect(state.revealed).toBe(c('A4'));
    finishHunters(state);
    play(state, 0, 'e');
    expect(state.revealed).toBe(-1);
  });

  it('OH-D30 the outcome names the winners, scores relics and banishment, and rewards 1 or 0', () => {
    const state = midnight(3, c('C4'), ['B4', 'E4']);
    state.damage = 6;
    state.destroyed = 0b11;
    toHunters(state);
    play(state, 1, `m0-${c('C4')}`);
    play(state, 1, 'A0');
    expect(game.outcome(state)).toEqual({
      winners: [1, 2],
      reason: 'banished',
      scores: [2, 7, 7],
      rewards: [0, 1, 1],
    });
    for (const reason of ['relics', 'banished', 'dawn']) {
      for (const lang of LANGS) expect(presentation.texts[lang][`reason.${reason}`]).toBeTruthy();
    }
  });
});
