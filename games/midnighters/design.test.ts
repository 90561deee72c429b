// Midnighters' design decisions (DESIGN.md, MID-D1 … MID-D31), one test (or more) per decision ID, played
// through the kernel's checked door on quiet tables (fixtures.ts).
import { describe, expect, it } from 'vitest';
import { SYSTEM, acting } from '../../engine/index.ts';
import { nearestTo, stepsTo, walkTarget } from './board.ts';
import { handLimit } from './cards.ts';
import {
  ANGLE,
  ARROWS,
  BLUE,
  BRIDGE,
  CATCHER,
  CELLS,
  COLOURLESS,
  COLUMNS,
  CORRIDORS,
  DREAMWALK,
  EAST,
  FOREST,
  GREEN,
  HORROR,
  KIND_OF,
  MOTEL,
  MULTICOLOURED,
  NORTH,
  RED,
  RESTAURANT,
  ROWS,
  SOUTH,
  SQUARE,
  STAR,
  SUSPENSE,
  TOWN_HALL,
  VERTIGO,
  WEST,
  nightmareCard,
} from './content.ts';
import {
  OPTIONS,
  begun,
  close,
  dealt,
  game,
  give,
  haunt,
  keys,
  ofType,
  onTop,
  play,
  playAll,
  refuse,
  table,
  trap,
  randomStates,
} from './fixtures.ts';
import { narrate } from './describe.ts';
import { DEFAULT_OPTIONS, parseOptions } from './rules.ts';
import type { MidnightersOptions, MidnightersState } from './state.ts';
import { FACE_DOWN } from './view.ts';

/** Ends turns until it is `seat`'s. */
function endUntil(state: MidnightersState, seat: number): void {
  for (let guard = 0; guard < 20 && state.turn !== seat; guard++) play(state, state.actor, 'end');
  expect(state.turn).toBe(seat);
}

/** Seat 0 on Corridor 6 walks east onto the Forest (where the tests lay traps), with a Dreamwalk to spare. */
function walkIntoForest(state: MidnightersState): void {
  state.avatar[0] = 5;
  give(state, 0, DREAMWALK);
  play(state, 0, 'we');
  expect(state.avatar[0]).toBe(FOREST);
}

describe('the dream map', () => {
  it('MID-D1 a full 4 × 3 grid: every cell holds a location; a Vertigo cannot swap past its edge', () => {
    expect([COLUMNS, ROWS, CELLS]).toEqual([4, 3, 12]);
    for (const seed of ['g1', 'g2', 'g3']) {
      const state = begun(3, seed).state;
      expect(state.grid.every((l) => l >= 0)).toBe(true);
      state.grid.forEach((l, cell) => expect(state.cellOf[l]).toBe(cell));
    }
    const state = table(3, { hands: [[VERTIGO]] });
    const corner = keys(state, 0).filter((k) => k.startsWith('v0'));
    expect(corner).toEqual(['v0cw', 'v0ccw', 'v0e', 'v0s']); // Corridor 1 is in the north-west corner
    refuse(state, 0, { type: 'vertigo', location: 0, how: 'n' }, 'illegal-move');
  });

  it('MID-D2 each card’s printed arrows, and turning a card turns them', () => {
    expect(ARROWS.slice(0, 6)).toEqual([
      NORTH | SOUTH,
      EAST | WEST,
      NORTH | EAST | SOUTH,
      EAST | SOUTH | WEST,
      NORTH | EAST | SOUTH,
      EAST | SOUTH | WEST,
    ]);
    expect(ARROWS.slice(6)).toEqual([
      EAST | WEST,
      15,
      NORTH | SOUTH,
      EAST | SOUTH,
      NORTH | EAST | WEST,
      NORTH,
    ]);
    const state = table(3, { hands: [[VERTIGO, DREAMWALK]] });
    expect(keys(state, 0).filter((k) => k.startsWith('w'))).toEqual(['ws']);
    play(state, 0, 'v0cw'); // Corridor 1 now runs east–west
    expect(keys(state, 0).filter((k) => k.startsWith('w'))).toEqual(['we']);
    play(state, 0, 'we');
    expect(state.avatar[0]).toBe(1);
  });

  it('MID-D3 the layout is an option: the Director lays it as printed (the default), or the engine deals it', () => {
    expect(DEFAULT_OPTIONS.layout).toBe('director');
    expect(parseOptions(undefined)).toEqual({ layout: 'director', windowMs: 20_000, director: 0 });
    expect(parseOptions({ layout: 'random' })).toEqual({ layout: 'random', windowMs: 20_000, director: 0 });
    expect(() => parseOptions({ layout: 'grid' })).toThrow(/layout/);
    expect(() => parseOptions({ size: 4 })).toThrow(/no option "size"/);
    const random = begun(3, 'random');
    expect(random.state.phase).toBe('turn');
    expect(random.state.avatar.every((l) => l < CORRIDORS)).toBe(true);
    // As printed: the Director's face-down unique locations are face down to it too, their turn drawn at random.
    const state = dealt(3, 'printed', { layout: 'director' });
    expect(state.phase).toBe('arrange');
    while (state.toPlace[0] < CORRIDORS) play(state, state.director, keys(state, state.director)[0]);
    const cell = Number(keys(state, state.director)[0].slice(1).split('.')[0]);
    play(state, state.director, `P${cell}.0`);
    expect(game.view(state, state.director).grid[cell]).toBe(FACE_DOWN);
    expect(game.view(state, state.director).cellOf[state.grid[cell]]).toBe(-1);
  });

  it('MID-D4 the Director is a seat drawn at random; the first turn is the next seat’s', () => {
    const directors = new Set<number>();
    for (let i = 0; i < 24; i++) {
      const match = begun(3, `director${i}`);
      directors.add(match.state.director);
      expect(match.state.turn).toBe((match.state.director + 1) % 3);
    }
    expect([...directors].sort()).toEqual([0, 1, 2]);
  });
});

describe('moving and changing the dream', () => {
  it('MID-D5 a Dreamwalk is one step across an arrow of your location; the card you reach need not point back', () => {
    const state = table(3, { hands: [[DREAMWALK, DREAMWALK]], avatars: [2, 0, 0] });
    play(state, 0, 'ws'); // Corridor 3 → the Forest, which has no arrow north
    expect(state.avatar[0]).toBe(FOREST);
    expect(keys(state, 0).filter((k) => k.startsWith('w'))).toEqual(['we', 'ww']);
    refuse(state, 0, { type: 'walk', dir: 'n' }, 'illegal-move');
  });

  it('MID-D6 a Vertigo turns any location a quarter turn either way, or swaps it with a neighbour; riders ride along', () => {
    const state = table(3, { hands: [[VERTIGO, VERTIGO, ANGLE]], avatars: [0, FOREST, 0] });
    play(state, 0, `v${BRIDGE}ccw`); // any distance
    expect(state.turns[BRIDGE]).toBe(3);
    play(state, 0, 'da');
    play(state, 0, `v${FOREST}n`);
    expect(state.grid[2]).toBe(FOREST);
    expect(state.grid[6]).toBe(2);
    expect(state.avatar[1]).toBe(FOREST); // seat 1 rode along
    expect(ofType(play(state, 0, 'end'), 'drew')).toHaveLength(1);
  });

  it('MID-D7 entering a unique location needs no card; a Midnight Star there activates it', () => {
    const state = table(3, { hands: [[DREAMWALK, STAR]], avatars: [3, 0, 0] });
    const events = play(state, 0, 'ws'); // Corridor 4 → the Square
    expect(state.avatar[0]).toBe(SQUARE);
    expect(ofType(events, 'activated')).toEqual([]);
    expect(ofType(play(state, 0, 'star'), 'activated')).toEqual([
      { type: 'activated', seat: 0, location: SQUARE },
    ]);
    const haunted = table(3, { hands: [[STAR]], avatars: [BRIDGE, 0, 0] });
    haunt(haunted, 0, RED);
    expect(keys(haunted, 0)).toEqual(['x2', 'end']); // no Star on the Bridge for the haunted
  });

  it('MID-D8 the Forest takes its activator to any other location in its row or column', () => {
    const state = table(3, { hands: [[VERTIGO, STAR]], avatars: [FOREST, 0, 0] });
    play(state, 0, `v${FOREST}n`); // the Forest (and seat 0) to cell 2: row 1, column 3
    play(state, 0, 'star');
    expect(keys(state, 0)).toEqual(['g0', 'g1', 'g3', 'g2', 'g10']);
    const events = play(state, 0, 'g3');
    expect(ofType(events, 'moved')).toEqual([{ type: 'moved', seat: 0, by: 0, to: 3, why: 'forest' }]);
  });

  it('MID-D9 cards played go to the pile face up; cards over a hand’s limit go face down; the Square shows them all', () => {
    const state = table(3, {
      hands: [
        [STAR, VERTIGO],
        [DREAMWALK, DREAMWALK, DREAMWALK, DREAMWALK, CATCHER],
      ],
      avatars: [MOTEL, SQUARE, 0],
    });
    haunt(state, 0, RED);
    const vertigo = state.hands[0].find((c) => KIND_OF[c] === VERTIGO)!;
    playAll(state, 0, 'v0cw', 'star', 'l1', 'give');
    expect(state.knownBy[vertigo]).toBe(0b111); // played: face up
    expect(keys(state, 0)).toEqual([]); // the discard waits for seat 1
    const catcher = state.hands[1].find((c) => KIND_OF[c] === CATCHER)!;
    play(state, 1, 'd5');
    expect(state.knownBy[catcher]).toBe(0b010); // over the limit: face down, its owner alone knows
    play(state, 0, 'end');
    expect(state.discard.slice(0, 2)).toEqual([catcher, vertigo]);
    expect(state.discard).toHaveLength(3); // and the Star
    give(state, 1, STAR);
    const looked = ofType(play(state, 1, 'star'), 'looked')[0];
    expect(looked.cards).toContain(catcher);
    expect(looked.cards).toContain(vertigo);
  });

  it('MID-D10 the Motel looks at one other Midnighter; only a haunted activator is asked whether to hand them its nightmares', () => {
    const calm = table(3, { hands: [[STAR, VERTIGO]], avatars: [MOTEL, 0, 0] });
    playAll(calm, 0, 'star', 'l2');
    expect(calm.pending).toEqual([]);
    expect(keys(calm, 0)).toContain('end');
    const state = table(3, {
      hands: [[STAR], [VERTIGO, VERTIGO, VERTIGO, VERTIGO, CATCHER]],
      avatars: [MOTEL, 0, 0],
    });
    haunt(state, 0, GREEN);
    haunt(state, 0, BLUE);
    playAll(state, 0, 'star', 'l1');
    expect(keys(state, 0)).toEqual(['keep', 'give']);
    play(state, 0, 'give');
    expect(state.nightmares[1]).toEqual([nightmareCard(GREEN), nightmareCard(BLUE)]);
    // Down to the new limit of three, the new holder choosing.
    expect(keys(state, 1)).toEqual(['d3', 'd5']);
    playAll(state, 1, 'd5', 'd3');
    expect(state.hands[1]).toHaveLength(3);
    expect(state.pending).toEqual([]);
  });

  it('MID-D10 the Midnight Horror handed on at the Motel goes on: another’s Town Hall does not lift it from its new holder', () => {
    const state = table(3, { hands: [[STAR], [], [STAR]], avatars: [MOTEL, 4, TOWN_HALL] });
    haunt(state, 0, HORROR);
    playAll(state, 0, 'star', 'l1', 'give', 'end');
    expect(state.nightmares[0]).toEqual([]);
    expect(state.nightmares[1]).toEqual([nightmareCard(HORROR)]);
    play(state, 1, 'end');
    play(state, 2, 'star'); // seat 2's Town Hall
    expect(state.nightmares[1]).toEqual([nightmareCard(HORROR)]);
  });

  it('MID-D11 the Restaurant swaps whole cards: each keeps its turn and its Midnighters', () => {
    const state = table(3, { hands: [[STAR]], avatars: [RESTAURANT, SQUARE, SQUARE] });
    state.turns[SQUARE] = 2;
    state.turns[RESTAURANT] = 1;
    playAll(state, 0, 'star', `g${SQUARE}`);
    expect([state.cellOf[RESTAURANT], state.cellOf[SQUARE]]).toEqual([7, 9]);
    expect([state.turns[RESTAURANT], state.turns[SQUARE]]).toEqual([1, 2]);
    expect(state.avatar).toEqual([RESTAURANT, SQUARE, SQUARE]);
  });

  it('MID-D12 the Town Hall sheds all its activator’s nightmares, the Horror included; the others’ but the Horror', () => {
    const state = table(3, { hands: [[STAR]], avatars: [TOWN_HALL, 0, 0] });
    haunt(state, 0, HORROR);
    haunt(state, 0, RED);
    haunt(state, 2, COLOURLESS);
    const events = play(state, 0, 'star');
    expect(state.nightmares).toEqual([[], [], []]);
    expect(ofType(events, 'shed').map((e) => e.nightmares)).toEqual([[HORROR, RED], [COLOURLESS]]);
    expect(state.knownBy[nightmareCard(RED)]).toBe(0b111); // cancelled face up
    expect(state.knownBy[nightmareCard(HORROR)]).toBe(0b111);
    // Someone else's Horror stays: «отменить все действующие кошмары, кроме Полночного ужаса, для всех».
    const other = table(3, { hands: [[STAR]], avatars: [TOWN_HALL, 0, 0] });
    haunt(other, 1, HORROR);
    haunt(other, 1, BLUE);
    play(other, 0, 'star');
    expect(other.nightmares).toEqual([[], [nightmareCard(HORROR)], []]);
  });

  it('MID-D13 a Dream Catcher alone shows the top two cards; any of them may go under the deck', () => {
    const state = table(3, { hands: [[CATCHER]] });
    const [second, top] = state.deck.slice(-2);
    const events = play(state, 0, 'dc');
    expect(ofType(events, 'looked')).toEqual([
      { type: 'looked', seat: 0, at: 'deck', target: null, cards: [top, second] },
    ]);
    expect(keys(state, 0)).toEqual(['b0', 'b1', 'b2', 'b3']);
    expect(keys(state, 1)).toEqual([]);
    play(state, 0, 'b1'); // the top one goes under
    expect(state.deck[0]).toBe(top);
    expect(state.deck[state.deck.length - 1]).toBe(second);
    expect(state.knownBy[top] & 1).toBe(1);
    expect(state.knownBy[second] & 1).toBe(1);
    expect(state.actions).toBe(1);
    const empty = table(3, { hands: [[CATCHER]] });
    empty.discard = empty.deck.splice(0);
    expect(keys(empty, 0)).not.toContain('dc');
  });

  it('MID-D14 the blind swap: a card of your choice under the deck, the top card to you; a nightmare so drawn acts', () => {
    const state = table(3, { hands: [[VERTIGO, DREAMWALK]] });
    const given = state.hands[0].find((c) => KIND_OF[c] === VERTIGO)!;
    const top = state.deck[state.deck.length - 1];
    play(state, 0, 'x3');
    expect(state.hands[0]).toContain(top);
    expect(state.hands[0]).not.toContain(given);
    expect(state.deck[0]).toBe(given);
    expect(state.knownBy[given]).toBe(0b001); // you know where you put it
    onTop(state, nightmareCard(RED));
    const events = play(state, 0, 'x0');
    expect(ofType(events, 'nightmare')).toEqual([
      { type: 'nightmare', seat: 0, nightmare: RED, void: false, came: 'drawn' },
    ]);
    // The log tells the swap, then the nightmare it brought (MID-23: it takes effect as it comes).
    expect(events.map((e) => e.type).filter((t) => t === 'swapped' || t === 'nightmare')).toEqual([
      'swapped',
      'nightmare',
    ]);
    expect(state.nightmares[0]).toEqual([nightmareCard(RED)]);
    expect(state.actions).toBe(0);
  });
});

describe('nightmares', () => {
  it('MID-D15 the Red nightmare: its holder plays one Dreamwalk a turn, not two', () => {
    const free = table(3, { hands: [[DREAMWALK, DREAMWALK, VERTIGO]] });
    play(free, 0, 'ws');
    const second = keys(free, 0).find((k) => /^w/.test(k))!; // unhaunted: a second walk
    expect(second).toBeDefined();
    const state = table(3, { hands: [[DREAMWALK, DREAMWALK, VERTIGO]] });
    haunt(state, 0, RED);
    expect(keys(state, 0)).toContain('ws');
    play(state, 0, 'ws');
    expect(keys(state, 0).filter((k) => /^w/.test(k))).toEqual([]);
    refuse(state, 0, { type: 'walk', dir: second[1] }, 'illegal-move');
    expect(keys(state, 0).some((k) => /^v/.test(k))).toBe(true); // the map may still move it
  });

  it('MID-D16 the Blue nightmare: its holder’s hand, and every card it draws or discards, is seen by all', () => {
    const state = table(3, { hands: [[VERTIGO, VERTIGO]] });
    onTop(state, nightmareCard(BLUE));
    const events = play(state, 0, 'end');
    expect(state.nightmares[0]).toEqual([nightmareCard(BLUE)]);
    for (const card of state.hands[0]) expect(state.knownBy[card]).toBe(0b111);
    const drew = ofType(events, 'drew')[0];
    expect(drew.open).toBe(true);
    expect(game.wire!.viewEvent!(drew, 1)).toEqual(drew);
    expect(game.view(state, 2).hands[0]).toEqual(state.hands[0].slice().sort((a, b) => a - b));
  });

  it('MID-D17 the Green nightmare: one action a turn; a Dutch Angle still adds one, and only so can it set a trap', () => {
    const state = table(3, { hands: [[], [], [ANGLE, SUSPENSE, VERTIGO]] });
    haunt(state, 2, GREEN);
    endUntil(state, 2);
    expect(state.actions).toBe(1);
    expect(keys(state, 2).some((k) => k.startsWith('t'))).toBe(false);
    play(state, 2, 'da');
    expect(state.actions).toBe(2);
    expect(keys(state, 2)).toContain(`t${VERTIGO}.${BRIDGE}`);
  });

  it('MID-D18 the Multicoloured nightmare: its holder’s location turns a quarter clockwise at the start of its turns', () => {
    const state = table(3, { avatars: [0, 0, FOREST] });
    haunt(state, 2, MULTICOLOURED);
    const events = playAll(state, 0, 'end').concat(play(state, 1, 'end'));
    expect(ofType(events, 'location-moved')).toEqual([
      { type: 'location-moved', location: FOREST, cell: 6, turn: 1, why: 'spin' },
    ]);
    expect(state.turns[FOREST]).toBe(1);
    expect(state.avatar[2]).toBe(FOREST);
    expect(walkTarget(state, FOREST, 0)).toBe(2); // the Forest now runs north–south
    play(state, 2, 'end');
    expect(state.turns[FOREST]).toBe(1); // only at its holder's turns
  });

  it('MID-D19 the Colourless nightmare: the others outside the Town Hall forget a card face up; its holder cannot trap', () => {
    const state = table(3, {
      hands: [[SUSPENSE, DREAMWALK], [VERTIGO], [CATCHER, ANGLE]],
      avatars: [0, 0, TOWN_HALL],
    });
    trap(state, 0, ANGLE, FOREST);
    onTop(state, nightmareCard(COLOURLESS));
    const events = play(state, 0, 'x1');
    expect(state.nightmares[0]).toEqual([nightmareCard(COLOURLESS)]);
    const forgot = ofType(events, 'forgot');
    expect(forgot.map((e) => e.seat)).toEqual([1]);
    expect(state.hands[1]).toEqual([]);
    expect(state.discard).toContain(forgot[0].card);
    expect(state.knownBy[forgot[0].card]).toBe(0b111);
    expect(state.hands[2]).toHaveLength(2);
    give(state, 0, SUSPENSE);
    play(state, 0, 'end');
    // On its next turn it can neither set a trap nor spring one, and no window asks it.
    play(state, 1, 'end');
    state.avatar[2] = 5;
    give(state, 2, DREAMWALK);
    play(state, 2, 'we');
    expect(state.window).toBeNull();
    play(state, 2, 'end');
    expect(state.turn).toBe(0);
    expect(keys(state, 0).filter((k) => /^[t!]/.test(k))).toEqual([]);
  });

  it('MID-D19 a Colourless nightmare dealt at setup makes the others forget director cards, never a nightmare still to be played (MID-9)', () => {
    for (const seed of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) {
      const state = dealt(3, seed);
      const first = (state.director + 1) % 3;
      const second = (first + 1) % 3;
      // The first player holds the Colourless nightmare; the second holds four nightmares and one director card.
      const swapIn = (seat: number, slot: number, card: number) => {
        const hand = state.hands.find((h) => h.includes(card));
        const at = hand ? hand.indexOf(card) : state.deck.indexOf(card);
        const old = state.hands[seat][slot];
        if (hand) hand[at] = old;
        else state.deck[at] = old;
        state.hands[seat][slot] = card;
      };
      swapIn(first, 0, nightmareCard(COLOURLESS));
      [RED, BLUE, GREEN, HORROR].forEach((n, i) => swapIn(second, i, nightmareCard(n)));
      for (const seat of [0, 1, 2]) {
        for (let i = 0; i < 5; i++) {
          const card = state.hands[seat][i];
          if (KIND_OF[card] < 0 && !(seat === first && i === 0) && !(seat === second && i < 4)) {
            swapIn(
              seat,
              i,
              state.deck.find((c) => KIND_OF[c] >= 0)!,
            );
          }
        }
      }
      const director = state.hands[second][4];
      const events = play(state, SYSTEM, 'begin');
      expect(ofType(events, 'forgot').find((e) => e.seat === second)?.card).toBe(director);
      expect(state.nightmares[second]).toHaveLength(4);
      expect(state.hands[second]).toEqual([]);
    }
  });

  it('MID-D20 the Midnight Horror has no effect of its own: its holder’s turn has two actions and ends with no push', () => {
    const state = table(3, { hands: [[], [], [DREAMWALK, VERTIGO]], avatars: [4, 0, 0] });
    haunt(state, 0, HORROR);
    play(state, 0, 'end');
    // Its turn ends like any other: nobody is asked anything, and it stands where it stood.
    expect(state.pending).toEqual([]);
    expect(state.turn).toBe(1);
    expect(state.avatar[0]).toBe(4);
    play(state, 1, 'end');
    play(state, 2, 'end');
    expect(state.turn).toBe(0);
    expect(state.actions).toBe(2);
    // Yet, as every nightmare does, it takes a card of the hand (MID-12).
    expect(handLimit(state, 0)).toBe(4);
  });
});

describe('traps', () => {
  it('MID-D21 everyone sees who has a trap and where; only its owner knows its kind; any number of traps', () => {
    const state = table(3, { hands: [[SUSPENSE, SUSPENSE, VERTIGO, STAR, ANGLE]] });
    trap(state, 0, CATCHER, MOTEL);
    const events = playAll(state, 0, 'da', `t${VERTIGO}.${BRIDGE}`);
    const set = ofType(events, 'trap-set')[0];
    expect(game.wire!.viewEvent!(set, 1)).toEqual({ ...set, with: null });
    expect(game.wire!.viewEvent!(set, 0)).toEqual(set);
    expect(state.traps[0]).toHaveLength(2);
    for (const viewer of [1, 2]) {
      expect(game.view(state, viewer).traps[0].map((t) => [t.location, t.cards])).toEqual([
        [MOTEL, null],
        [BRIDGE, null],
      ]);
    }
    expect(game.view(state, 0).traps[0].map((t) => t.cards)).toEqual(state.traps[0].map((t) => t.cards));
    trap(state, 0, DREAMWALK, SQUARE);
    expect(keys(state, 0).filter((k) => k.startsWith('!'))).toEqual(['!0', '!1', '!2']);
  });

  it('MID-D22 the caught are the others on the trap’s location; an empty location catches nobody but the owner’s effect happens', () => {
    const state = table(3, { avatars: [0, FOREST, FOREST] });
    trap(state, 0, DREAMWALK, BRIDGE);
    const events = play(state, 0, '!0');
    expect(ofType(events, 'sprung')[0].caught).toEqual([]);
    expect(keys(state, 0)).toEqual(['s-1', 's0', 's1', 's2', 's3', 's4', 's5']);
    play(state, 0, 's2');
    expect(state.avatar[0]).toBe(2);
    expect(state.skip).toBe(0);
    // On the Forest: seats 1 and 2, not the owner standing there too.
    const crowd = table(3, { avatars: [FOREST, FOREST, FOREST] });
    trap(crowd, 0, ANGLE, FOREST);
    const sprung = ofType(play(crowd, 0, '!0'), 'sprung')[0];
    expect(sprung.caught).toEqual([1, 2]);
    expect(crowd.skip).toBe(0b110);
  });

  it('MID-D22 a Midnight Star trap sprung outside an activation catches whoever stands there', () => {
    const state = table(3, { avatars: [SQUARE, SQUARE, 0] });
    trap(state, 2, STAR, SQUARE);
    play(state, 0, 'end');
    play(state, 1, 'end');
    const sprung = ofType(play(state, 2, '!0'), 'sprung')[0];
    expect(sprung).toMatchObject({ stole: false, caught: [0, 1] });
    expect(state.skip).toBe(0b011);
  });

  it('MID-D23 a window opens for a trap’s owner only when someone new stands on it, and closes when all answered or the time is up', () => {
    const state = table(3, { hands: [[DREAMWALK, VERTIGO]], avatars: [5, 0, FOREST] });
    (state as { options: MidnightersOptions }).options = { ...OPTIONS, windowMs: 5000 };
    trap(state, 1, ANGLE, FOREST); // seat 2 already stands there: seen
    play(state, 0, `v${BRIDGE}cw`);
    expect(state.window).toBeNull(); // nobody new on the Forest
    play(state, 0, 'we', 1000);
    expect(state.window).toEqual({ closesAt: 6000, owners: 0b010, passed: 0, activation: -1 });
    expect(game.timing!.dueAt!(state)).toBe(6000);
    expect(game.toAct(state)).toEqual(acting({ reacting: [1], system: true }));
    expect(keys(state, SYSTEM)).toEqual(['close']);
    expect(ofType(close(state), 'window-closed')).toHaveLength(1);
    expect(state.window).toBeNull();
    expect(state.traps[1]).toHaveLength(1);
    // Seat 0 is still there: no new window; when it comes back, one opens again, and a pass closes it.
    play(state, 0, 'end');
    expect(state.window).toBeNull();
    // On its own turn the owner springs as a move, at no cost; nobody waits.
    expect(keys(state, 1)).toContain('!0');
    expect(state.actions).toBe(2);
    play(state, 1, '!0');
    expect(state.actions).toBe(2);
    // A pass closes a window too.
    const again = table(3, { hands: [[DREAMWALK]], avatars: [5, 0, 0] });
    trap(again, 1, ANGLE, FOREST);
    play(again, 0, 'we');
    expect(ofType(play(again, 1, 'pass'), 'window-closed')).toHaveLength(1);
    expect(again.window).toBeNull();
    expect(again.traps[1]).toHaveLength(1);
  });

  it('MID-D23 a Midnight Star on a location with a rival’s trap opens a window; when it passes the activation goes ahead', () => {
    const state = table(3, { hands: [[STAR]], avatars: [SQUARE, 0, 0] });
    trap(state, 2, DREAMWALK, SQUARE);
    const events = play(state, 0, 'star');
    expect(ofType(events, 'activated')).toEqual([]);
    expect(state.window).toMatchObject({ owners: 0b100, activation: SQUARE });
    const after = play(state, 2, 'pass');
    expect(ofType(after, 'activated')).toEqual([{ type: 'activated', seat: 0, location: SQUARE }]);
  });

  it('MID-D23 a trap sprung in a Star’s window acts before the activation: a Dreamwalk trap takes the activator off the Bridge', () => {
    const state = table(3, { hands: [[STAR]], avatars: [BRIDGE, 0, 0] });
    trap(state, 1, DREAMWALK, BRIDGE);
    play(state, 0, 'star');
    const events = play(state, 1, '!0');
    expect(ofType(events, 'woke')).toEqual([]);
    expect(game.outcome(state)).toBeNull();
    playAll(state, 1, 's-1', 's4');
    expect(state.avatar[0]).toBe(4);
    expect(game.outcome(state)).toBeNull();
    expect(state.activating).toBe(-1);
    // Left where it was, the activator still wakes once the trap's decisions are made.
    const stays = table(3, { hands: [[STAR]], avatars: [BRIDGE, 0, 0] });
    trap(stays, 1, DREAMWALK, BRIDGE);
    play(stays, 0, 'star');
    playAll(stays, 1, '!0', 's-1');
    expect(ofType(play(stays, 1, 's-1'), 'woke')).toEqual([{ type: 'woke', seat: 0 }]);
  });

  it('MID-D24 caught by several traps, a Midnighter still skips only its next turn', () => {
    const state = table(3, { avatars: [5, 0, 0] });
    trap(state, 1, ANGLE, FOREST);
    trap(state, 2, ANGLE, FOREST);
    walkIntoForest(state);
    expect(state.window?.owners).toBe(0b110);
    play(state, 1, '!0');
    play(state, 2, '!0');
    expect(state.skip).toBe(0b001);
    play(state, 0, 'end');
    play(state, 1, 'end');
    const skipped = ofType(play(state, 2, 'end'), 'skipped');
    expect(skipped).toEqual([{ type: 'skipped', seat: 0 }]);
    play(state, 1, 'end');
    play(state, 2, 'end');
    expect(state.turn).toBe(0); // the turn after is its own again
  });

  it('MID-D25 the Dreamwalk trap: the owner first, then each one caught, to any Corridor or left where it is', () => {
    const state = table(4, { avatars: [5, 3, FOREST, 0] });
    trap(state, 1, DREAMWALK, FOREST);
    walkIntoForest(state);
    play(state, 1, '!0');
    expect(state.pending).toEqual([{ kind: 'send', seat: 1, who: [1, 0, 2] }]);
    playAll(state, 1, 's-1', 's0', 's-1');
    expect(state.avatar).toEqual([0, 3, FOREST, 0]);
    expect(state.skip).toBe(0b101);
  });

  it('MID-D26 the Dutch Angle trap: the caught lose their traps face down; nobody else learns what they were', () => {
    const state = table(3, { avatars: [5, 0, 0] });
    trap(state, 0, STAR, BRIDGE);
    const lost = state.traps[0][0].cards;
    trap(state, 2, ANGLE, FOREST);
    walkIntoForest(state);
    play(state, 2, '!0');
    expect(state.traps[0]).toEqual([]);
    for (const card of lost) {
      expect(state.discard).toContain(card);
      expect(state.knownBy[card]).toBe(0b001);
    }
    expect(game.view(state, 1).discard.filter((c) => c !== null)).toHaveLength(2); // the Angle trap’s own, face up
  });

  it('MID-D27 the Vertigo trap moves its location to any cell (swapping with the card there) and turns it; riders ride', () => {
    const state = table(3, { avatars: [5, 0, 0] });
    trap(state, 1, VERTIGO, FOREST);
    walkIntoForest(state);
    play(state, 1, '!0');
    const events = play(state, 1, 'r0.3');
    expect(ofType(events, 'location-moved')).toEqual([
      { type: 'location-moved', location: FOREST, cell: 0, turn: 3, why: 'vertigo-trap' },
    ]);
    expect([state.grid[0], state.grid[6], state.avatar[0]]).toEqual([FOREST, 0, FOREST]);
    // Its own cell: only a turn.
    const still = table(3, { avatars: [5, 0, 0] });
    trap(still, 1, VERTIGO, FOREST);
    walkIntoForest(still);
    playAll(still, 1, '!0', 'r6.2');
    expect([still.cellOf[FOREST], still.turns[FOREST]]).toEqual([6, 2]);
  });

  it('MID-D28 the Dream Catcher trap: the owner picks one caught Midnighter and plays its next turn, nightmares and all', () => {
    const state = table(3, { hands: [[], [], [DREAMWALK, VERTIGO]], avatars: [5, 0, FOREST] });
    haunt(state, 2, GREEN);
    trap(state, 1, CATCHER, FOREST);
    walkIntoForest(state);
    play(state, 1, '!0');
    expect(keys(state, 1)).toEqual(['k0', 'k2']);
    const events = play(state, 1, 'k2');
    expect(ofType(events, 'controls')[0]).toMatchObject({ seat: 1, victim: 2 });
    for (const card of state.hands[2]) expect(state.knownBy[card] & 0b010).toBe(0b010);
    expect(state.skip).toBe(0);
    play(state, 0, 'end');
    play(state, 1, 'end');
    expect([state.turn, state.actor, state.actions]).toEqual([2, 1, 1]); // the Green nightmare's one action
    expect(keys(state, 2)).toEqual([]);
    // It plays with seat 2's cards, and holds what it draws for them; its own traps are still its to spring.
    expect(game.view(state, 1).hands[2]).toEqual(state.hands[2].slice().sort((a, b) => a - b));
    play(state, 1, 'x3');
    expect(state.hands[2].every((c) => state.knownBy[c] & 0b010)).toBe(true);
    expect(game.view(state, 1).hands[2]).toEqual(state.hands[2].slice().sort((a, b) => a - b));
    trap(state, 1, ANGLE, BRIDGE);
    expect(keys(state, 1)).toContain('!0');
    play(state, 1, 'end');
    expect([state.turn, state.actor]).toEqual([0, 0]);
    expect(state.control).toEqual([-1, -1, -1]);
  });

  it('MID-D28 a Dream Catcher trap sprung on its victim’s own turn takes the victim’s next turn, not this one', () => {
    const state = table(3, { hands: [[DREAMWALK, VERTIGO]], avatars: [5, 0, 0] });
    trap(state, 2, CATCHER, FOREST);
    play(state, 0, 'we');
    play(state, 2, '!0');
    expect(state.control).toEqual([2, -1, -1]);
    expect([state.turn, state.actor]).toEqual([0, 0]); // this turn is still seat 0's own
    expect(keys(state, 0)).toContain('v0cw');
    play(state, 0, 'end');
    play(state, 1, 'end');
    play(state, 2, 'end');
    expect([state.turn, state.actor]).toEqual([0, 2]);
  });

  it('MID-D30 the Midnight Star trap steals the activation wherever its owner stands; the activator is caught', () => {
    // The Forest moves the owner.
    const forest = table(3, { hands: [[STAR]], avatars: [FOREST, 0, 0] });
    trap(forest, 1, STAR, FOREST);
    playAll(forest, 0, 'star');
    play(forest, 1, '!0');
    expect(forest.pending).toEqual([{ kind: 'forest', seat: 1, who: 1 }]);
    play(forest, 1, 'g7');
    expect(forest.avatar).toEqual([FOREST, SQUARE, 0]);
    expect(forest.skip).toBe(0b001);
    // The Restaurant swaps the owner's location.
    const restaurant = table(3, { hands: [[STAR]], avatars: [RESTAURANT, 3, 0] });
    trap(restaurant, 2, STAR, RESTAURANT);
    play(restaurant, 0, 'star');
    play(restaurant, 2, '!0');
    play(restaurant, 2, `g${BRIDGE}`);
    expect([restaurant.cellOf[0], restaurant.cellOf[BRIDGE], restaurant.cellOf[RESTAURANT]]).toEqual([
      11, 0, 9,
    ]);
    // The Motel shows the owner a hand.
    const motel = table(3, { hands: [[STAR, VERTIGO]], avatars: [MOTEL, 0, 0] });
    trap(motel, 1, STAR, MOTEL);
    play(motel, 0, 'star');
    play(motel, 1, '!0');
    expect(keys(motel, 1)).toEqual(['l0', 'l2']);
    const looked = ofType(play(motel, 1, 'l0'), 'looked')[0];
    expect(looked).toMatchObject({ seat: 1, target: 0 });
    // The Town Hall sheds the owner's nightmares.
    const hall = table(3, { hands: [[STAR]], avatars: [TOWN_HALL, 0, 0] });
    haunt(hall, 1, RED);
    trap(hall, 1, STAR, TOWN_HALL);
    play(hall, 0, 'star');
    play(hall, 1, '!0');
    expect(hall.nightmares[1]).toEqual([]);
    // A stolen Bridge wakes nobody when the owner is haunted.
    const bridge = table(3, { hands: [[STAR]], avatars: [BRIDGE, 0, 0] });
    haunt(bridge, 1, BLUE);
    trap(bridge, 1, STAR, BRIDGE);
    play(bridge, 0, 'star');
    const events = play(bridge, 1, '!0');
    expect(ofType(events, 'sprung')[0]).toMatchObject({ stole: true, caught: [0] });
    expect(game.outcome(bridge)).toBeNull();
    expect(bridge.winner).toBe(-1);
  });
});

describe('the game as a whole', () => {
  it('MID-D29 the engine enforces every rule; when several owners may spring, the first answer goes first', () => {
    const state = table(3, { avatars: [5, 0, 0] });
    trap(state, 1, DREAMWALK, FOREST);
    trap(state, 2, ANGLE, FOREST);
    walkIntoForest(state);
    expect(keys(state, 1)).toEqual(['!0', 'pass']);
    expect(keys(state, 2)).toEqual(['!0', 'pass']);
    const first = play(state, 2, '!0'); // seat 2 answers first
    expect(ofType(first, 'sprung')[0].seat).toBe(2);
    expect(state.window).toMatchObject({ owners: 0b110, passed: 0b100 });
    play(state, 1, '!0');
    expect(keys(state, 1)[0]).toBe('s-1'); // the Dreamwalk trap's sending follows
    refuse(state, 2, { type: 'pass' }, 'not-your-turn');
  });

  it('MID-D31 the dream fades at the fourth reshuffle: nobody wakes', () => {
    const state = table(3, { hands: [[VERTIGO]] });
    state.reshuffles = 3;
    state.discard = state.deck.splice(0);
    play(state, 0, 'v0cw');
    const events = play(state, 0, 'end');
    expect(ofType(events, 'faded')).toHaveLength(1);
    expect(game.outcome(state)).toEqual({ winners: [], reason: 'faded' });
    expect(keys(state, 1)).toEqual([]);
  });

  it('MID-D31 the dream fades once forty turns per Midnighter have been played', () => {
    const state = table(3);
    state.turnsTaken = 119;
    play(state, 0, 'end');
    expect(game.outcome(state)).toBeNull();
    expect(state.turnsTaken).toBe(120);
    play(state, 1, 'end');
    expect(game.outcome(state)).toEqual({ winners: [], reason: 'faded' });
  });
});

describe('when a nightmare counts, and what the log tells', () => {
  it('MID-D34 the Green nightmare counts at once: drawn with a turn’s first action, it leaves no second one', () => {
    const state = table(3, { hands: [[VERTIGO, DREAMWALK, DREAMWALK]] });
    onTop(state, nightmareCard(GREEN));
    play(state, 0, `x${VERTIGO}`); // the first action: a blind swap that draws the Green nightmare
    expect(state.nightmares[0]).toEqual([nightmareCard(GREEN)]);
    expect(state.actions).toBe(0);
    expect(keys(state, 0).filter((k) => /^w/.test(k))).toEqual([]);
    expect(keys(state, 0)).toContain('end');
    // With a Dutch Angle played first, one of the three actions is gone: one is left after the swap.
    const angled = table(3, { hands: [[ANGLE, VERTIGO, DREAMWALK]] });
    onTop(angled, nightmareCard(GREEN));
    playAll(angled, 0, 'da', `x${VERTIGO}`);
    expect(angled.actions).toBe(1);
    // Shed in the Town Hall on its holder's turn, it gives the action back at once.
    const hall = table(3, { hands: [[STAR, DREAMWALK]], avatars: [TOWN_HALL, 0, 0] });
    haunt(hall, 0, GREEN);
    hall.actions = 1;
    play(hall, 0, 'star');
    expect(hall.nightmares[0]).toEqual([]);
    expect(hall.actions).toBe(1);
  });

  it('MID-D28 the log shows the Dream Catcher trap sprung before it tells who will play whose turn', () => {
    const state = table(3, { hands: [[], [], []], avatars: [5, 0, 0] });
    trap(state, 1, CATCHER, FOREST);
    walkIntoForest(state);
    const events = play(state, 1, '!0');
    const order = events.map((e) => e.type).filter((t) => t === 'sprung' || t === 'controls');
    expect(order).toEqual(['sprung', 'controls']);
    expect(
      events.map((e) => narrate(e)?.key).filter((k) => k === 'log.sprung' || k === 'log.controls'),
    ).toEqual(['log.sprung', 'log.controls']);
  });

  it('MID-D30 a Star trap on the Bridge whose owner is haunted wakes nobody, and the log never says the Bridge works', () => {
    const bridge = table(3, { hands: [[STAR]], avatars: [BRIDGE, 0, 0] });
    haunt(bridge, 1, BLUE);
    trap(bridge, 1, STAR, BRIDGE);
    const events = play(bridge, 0, 'star').concat(play(bridge, 1, '!0'));
    expect(bridge.winner).toBe(-1);
    const keysOf = events.map((e) => narrate(e)?.key);
    expect(keysOf).not.toContain('log.activated');
    expect(keysOf.filter((k) => k === 'log.stole' || k === 'log.caught' || k === 'log.barred')).toEqual([
      'log.stole',
      'log.caught',
      'log.barred',
    ]);
    // Stolen by a Midnighter without a nightmare, the Bridge works once and wakes it.
    const free = table(3, { hands: [[STAR]], avatars: [BRIDGE, 0, 0] });
    trap(free, 1, STAR, BRIDGE);
    const woke = play(free, 0, 'star').concat(play(free, 1, '!0'));
    expect(woke.map((e) => narrate(e)?.key).filter((k) => k === 'log.activated' || k === 'log.woke')).toEqual(
      ['log.activated', 'log.woke'],
    );
  });
});

describe('the start', () => {
  it('MID-D36 the map dealt at random starts every avatar on the Corridor farthest from the Bridge', () => {
    for (const seed of ['s1', 's2', 's3', 's4', 's5', 's6']) {
      const state = dealt(4, seed, { layout: 'random' });
      expect(new Set(state.avatar).size).toBe(1);
      const steps = new Int8Array(12);
      stepsTo(state, BRIDGE, steps);
      const far = (l: number) => (steps[l] < 0 ? 4 : steps[l]);
      const start = state.avatar[0];
      expect(start).toBeLessThan(CORRIDORS);
      for (let c = 0; c < CORRIDORS; c++) expect(far(c)).toBeLessThanOrEqual(far(start));
    }
  });
});

describe('the balance report', () => {
  it('counts a trap as catching the nearest to the Bridge by the same measure as stepsTo (nearestTo)', () => {
    const steps = new Int8Array(12);
    let checked = 0;
    for (const state of randomStates('nearest', 30)) {
      stepsTo(state, BRIDGE, steps);
      for (let wanted = 1; wanted < 1 << 12; wanted += 37) {
        let best = 127;
        for (let l = 0; l < 12; l++) if (wanted & (1 << l) && steps[l] >= 0) best = Math.min(best, steps[l]);
        let nearest = 0;
        for (let l = 0; l < 12; l++) if (wanted & (1 << l) && steps[l] === best) nearest |= 1 << l;
        expect(nearestTo(state, BRIDGE, wanted)).toBe(nearest);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
