// Midnighters' rules (../../../shared/rules/midnighters.md, MID-1 … MID-33), one test (or more) per rule ID,
// each played through the kernel's checked door on a quiet table built card by card (fixtures.ts).
import { describe, expect, it } from 'vitest';
import { Match, NOBODY, SYSTEM, acting, nextToDecide, waitingFor } from '../../engine/index.ts';
import { handLimit } from './cards.ts';
import {
  ANGLE,
  ARROWS,
  BLUE,
  BRIDGE,
  CARDS,
  CATCHER,
  COLOURLESS,
  CORRIDORS,
  DIRECTOR_CARDS,
  DREAMWALK,
  FOREST,
  GREEN,
  HORROR,
  KIND_OF,
  LOCATIONS,
  LOCATION_COUNT,
  MOTEL,
  MULTICOLOURED,
  NIGHTMARES,
  RED,
  RESTAURANT,
  SQUARE,
  STAR,
  SUSPENSE,
  TOWN_HALL,
  VERTIGO,
  nightmareCard,
  nightmareOf,
} from './content.ts';
import {
  OPTIONS,
  begun,
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
} from './fixtures.ts';
import { narrate } from './describe.ts';
import { parseOptions } from './rules.ts';
import type { MidnightersState } from './state.ts';

/** Every card of a state, wherever it lies. */
function allCards(state: MidnightersState): number[] {
  return [
    ...state.deck,
    ...state.discard,
    ...state.played,
    ...state.hands.flat(),
    ...state.nightmares.flat(),
    ...state.traps.flat().flatMap((t) => t.cards),
  ];
}

/** Ends the turns of the seats in order until it is `seat`'s turn (each ends at once). */
function endUntil(state: MidnightersState, seat: number): void {
  for (let guard = 0; guard < 20 && state.turn !== seat; guard++) play(state, state.actor, 'end');
  expect(state.turn).toBe(seat);
}

describe('the components', () => {
  it('MID-1 96 director cards: 36 Dreamwalks, 18 Suspense, 12 Stars, 12 Vertigos, 9 Dutch Angles, 9 Dream Catchers', () => {
    const match = begun(4, 'components');
    const cards = allCards(match.state);
    expect(new Set(cards).size).toBe(CARDS);
    const counts = [0, 0, 0, 0, 0, 0];
    for (const card of cards) if (KIND_OF[card] >= 0) counts[KIND_OF[card]]++;
    expect(counts).toEqual([36, 18, 12, 12, 9, 9]);
    expect(counts.reduce((a, b) => a + b)).toBe(DIRECTOR_CARDS);
  });

  it('MID-2 six nightmare cards, one of each: Red, Blue, Green, Multicoloured, Colourless, the Midnight Horror', () => {
    const cards = allCards(begun(3, 'nightmares').state).filter((c) => KIND_OF[c] < 0);
    expect(cards.map(nightmareOf).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(NIGHTMARES).toEqual(['red', 'blue', 'green', 'multicoloured', 'colourless', 'horror']);
    expect(cards).toHaveLength(6);
  });

  it('MID-3 twelve location cards on the map: six Corridors and the six unique places, each with arrows', () => {
    const state = begun(2, 'locations').state;
    expect([...state.grid].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, l) => l));
    expect(LOCATIONS.slice(CORRIDORS)).toEqual([
      'forest',
      'square',
      'motel',
      'restaurant',
      'town-hall',
      'bridge',
    ]);
    expect(LOCATIONS.slice(0, CORRIDORS).every((l) => l.startsWith('corridor'))).toBe(true);
    for (let l = 0; l < LOCATION_COUNT; l++) expect(ARROWS[l]).toBeGreaterThan(0);
  });

  it('MID-4 one avatar a seat, for two to six players', () => {
    for (const players of [2, 6]) {
      const state = begun(players, `avatars${players}`).state;
      expect(state.avatar).toHaveLength(players);
      for (const at of state.avatar) expect(at).toBeLessThan(CORRIDORS);
    }
    for (const players of [1, 7]) {
      const seats = Array.from({ length: players }, (_, s) => ({ name: `p${s}` }));
      expect(() => Match.create(game, { seats, options: OPTIONS, seed: 'x' })).toThrow(/2–6 players/);
    }
  });
});

describe('setup', () => {
  it('MID-5 one Midnighter is the Director; play begins with the seat after it', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const match = begun(4, seed);
      expect(match.state.director).toBeGreaterThanOrEqual(0);
      expect(match.state.director).toBeLessThan(4);
      expect(match.state.turn).toBe((match.state.director + 1) % 4);
    }
  });

  it('MID-5 the players choose the Director in the lobby (seat 1 unless chosen), or draw one at random', () => {
    expect(parseOptions(undefined, 4).director).toBe(0);
    expect(parseOptions({ director: 2 }, 4).director).toBe(2);
    expect(parseOptions({ director: 'random' }, 4).director).toBe('random');
    for (const bad of [4, -1, 1.5, 'seat 2', null])
      expect(() => parseOptions({ director: bad }, 4)).toThrow(RangeError);
    for (const chosen of [0, 2, 3]) {
      const match = begun(4, 'chosen', { director: chosen });
      expect(match.state.director).toBe(chosen);
      expect(match.state.turn).toBe((chosen + 1) % 4);
    }
    const drawn = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => begun(4, seed).state.director),
    );
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('MID-6 the Director lays the Corridors face up, turned as it likes, and the unique locations face down', () => {
    const state = dealt(3, 'arrange', { layout: 'director' });
    expect(state.phase).toBe('arrange');
    const d = state.director;
    for (let s = 0; s < 3; s++) if (s !== d) expect(keys(state, s)).toEqual([]);
    refuse(state, (d + 1) % 3, { type: 'place', cell: 0, turn: 0 }, 'not-your-turn');
    for (let i = 0; i < CORRIDORS; i++) {
      const next = state.toPlace[0];
      expect(next).toBeLessThan(CORRIDORS);
      const moves = keys(state, d);
      expect(moves.length).toBe((12 - i) * 4); // every empty cell, every turn
      const [cell] = moves[moves.length - 1].slice(1).split('.').map(Number);
      const events = play(state, d, `P${cell}.3`);
      expect(events).toEqual([{ type: 'placed', location: next, cell, turn: 3 }]);
      expect(state.turns[next]).toBe(3);
    }
    for (let i = 0; i < 6; i++) {
      const moves = keys(state, d);
      expect(moves.length).toBe(6 - i); // a face-down card: a cell, no turn to choose
      const events = play(state, d, moves[0]);
      expect(events[0]).toMatchObject({ type: 'placed', location: -1, turn: 0 });
    }
    expect(state.faceDown).toBe(0b111111000000);
    expect(state.phase).toBe('settle');
  });

  it('MID-7 the Director puts the avatars on Corridors (any number on one), then the unique locations turn face up', () => {
    const state = dealt(3, 'settle', { layout: 'director' });
    const d = state.director;
    while (state.phase === 'arrange') play(state, d, keys(state, d)[0]);
    expect(keys(state, d)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5']); // Corridors only
    refuse(state, d, { type: 'settle', location: FOREST }, 'illegal-move');
    playAll(state, d, 'S2', 'S2', 'S4');
    expect(state.avatar).toEqual([2, 2, 4]);
    expect(state.phase).toBe('begin');
    const events = play(state, SYSTEM, 'begin');
    const revealed = ofType(events, 'revealed')[0];
    expect(revealed.locations.map((l) => l.location)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(state.faceDown).toBe(0);
    expect(state.phase).toBe('turn');
  });

  it('MID-8 five cards to each Midnighter, the Director too; the rest is the deck', () => {
    for (const players of [2, 5]) {
      const state = dealt(players, `deal${players}`);
      expect(state.hands.map((h) => h.length)).toEqual(new Array(players).fill(5));
      expect(state.deck).toHaveLength(CARDS - 5 * players);
      // In a match the game begins at once; nobody has drawn yet, so the deck is as dealt.
      const match = begun(players, `deal${players}`);
      expect(match.state.deck).toHaveLength(CARDS - 5 * players);
      match.state.hands.forEach((hand, s) => {
        expect(hand.length + match.state.nightmares[s].length).toBeLessThanOrEqual(5);
        expect(hand.length).toBeGreaterThan(0);
      });
    }
  });

  it('MID-9 nightmares dealt at setup are played at the start, in turn order, laid face up before their owners', () => {
    const state = dealt(3, 'setup-nightmares');
    const first = (state.director + 1) % 3;
    const second = (first + 1) % 3;
    // Put the Green nightmare in the second player's hand and the Red in the first's; every other nightmare in the deck.
    for (const hand of state.hands) {
      for (let i = 0; i < hand.length; i++) {
        if (KIND_OF[hand[i]] < 0) {
          const j = state.deck.findIndex((c) => KIND_OF[c] >= 0);
          [hand[i], state.deck[j]] = [state.deck[j], hand[i]];
        }
      }
    }
    const put = (seat: number, n: number) => {
      const j = state.deck.indexOf(nightmareCard(n));
      [state.hands[seat][0], state.deck[j]] = [state.deck[j], state.hands[seat][0]];
    };
    put(second, GREEN);
    put(first, RED);
    const events = play(state, SYSTEM, 'begin');
    expect(ofType(events, 'nightmare')).toEqual([
      { type: 'nightmare', seat: first, nightmare: RED, void: false, came: 'dealt' },
      { type: 'nightmare', seat: second, nightmare: GREEN, void: false, came: 'dealt' },
    ]);
    expect(state.nightmares[first]).toEqual([nightmareCard(RED)]);
    expect(state.nightmares[second]).toEqual([nightmareCard(GREEN)]);
    expect(state.knownBy[nightmareCard(RED)]).toBe(0b111);
    expect(state.hands[first]).toHaveLength(4);
    expect(state.hands[first].every((c) => KIND_OF[c] >= 0)).toBe(true);
    expect(state.turn).toBe(first);
    // Told as dealt, not drawn.
    expect(ofType(events, 'nightmare').map((e) => narrate(e)?.key)).toEqual([
      'log.nightmare-dealt',
      'log.nightmare-dealt',
    ]);
  });
});

describe('goal and limits', () => {
  it('MID-10 the first to activate the Bridge wakes and wins', () => {
    const state = table(3, { hands: [[STAR]], avatars: [BRIDGE, 0, 0] });
    const events = play(state, 0, 'star');
    expect(ofType(events, 'woke')).toEqual([{ type: 'woke', seat: 0 }]);
    expect(game.outcome(state)).toEqual({ winners: [0], reason: 'woke' });
  });

  it('MID-11 a Midnighter with a nightmare cannot activate the Bridge', () => {
    const state = table(3, { hands: [[STAR, STAR]], avatars: [BRIDGE, 0, 0] });
    haunt(state, 0, GREEN);
    expect(keys(state, 0)).not.toContain('star');
    refuse(state, 0, { type: 'star' }, 'illegal-move');
    expect(game.outcome(state)).toBeNull();
    // Elsewhere the haunted may still play a Star.
    state.avatar[0] = SQUARE;
    expect(keys(state, 0)).toContain('star');
  });

  it('MID-12 the hand limit is five less one a nightmare: the haunted draw up to fewer', () => {
    const state = table(3, { hands: [[VERTIGO, VERTIGO, VERTIGO]] });
    haunt(state, 0, RED);
    expect(handLimit(state, 0)).toBe(4);
    playAll(state, 0, 'v0cw', 'end');
    expect(state.hands[0]).toHaveLength(4);
    haunt(state, 1, BLUE);
    haunt(state, 1, GREEN);
    play(state, 1, 'end');
    expect(state.hands[1]).toHaveLength(3);
  });

  it('MID-12 director cards over the limit are discarded (here after a Motel hands over a nightmare)', () => {
    const state = table(3, {
      hands: [[STAR], [DREAMWALK, DREAMWALK, VERTIGO, ANGLE, CATCHER]],
      avatars: [MOTEL, 0, 0],
    });
    haunt(state, 0, RED);
    playAll(state, 0, 'star', 'l1', 'give');
    expect(state.nightmares[1]).toEqual([nightmareCard(RED)]);
    expect(keys(state, 1)).toEqual(['d0', 'd3', 'd4', 'd5']);
    expect(keys(state, 0)).toEqual([]);
    play(state, 1, 'd3');
    expect(state.hands[1]).toHaveLength(4);
    expect(KIND_OF[state.discard[state.discard.length - 1]]).toBe(VERTIGO);
    expect(keys(state, 0)).toContain('end');
  });
});

describe('a turn', () => {
  it('MID-13 two actions: a card 1, a Dutch Angle +1 for 0, a blind swap 1, a trap 2, springing 0, a nightmare 0', () => {
    const state = table(3, { hands: [[ANGLE, SUSPENSE, STAR, VERTIGO, DREAMWALK]] });
    expect(state.actions).toBe(2);
    play(state, 0, 'da');
    expect(state.actions).toBe(3);
    play(state, 0, 't2.6');
    expect(state.actions).toBe(1);
    expect(keys(state, 0).some((k) => k.startsWith('t'))).toBe(false); // a trap needs two
    onTop(state, nightmareCard(BLUE));
    const events = play(state, 0, 'x3');
    expect(ofType(events, 'nightmare')).toHaveLength(1); // the nightmare took effect, for no action
    expect(state.actions).toBe(0);
    // No actions left: only springing (free) and the end.
    expect(keys(state, 0).filter((k) => k !== 'da')).toEqual(['!0', 'end']);
    play(state, 0, '!0');
    expect(state.actions).toBe(0);
    expect(state.traps[0]).toEqual([]);
  });

  it('MID-13 play goes round the seats in order; the turn passes with "end"', () => {
    const state = table(3);
    const turns: number[] = [];
    for (let i = 0; i < 4; i++) turns.push(ofType(play(state, state.actor, 'end'), 'turn')[0].seat);
    expect(turns).toEqual([1, 2, 0, 1]);
  });

  it('MID-14 at the end of the turn the cards played are discarded and the hand is drawn back up', () => {
    const state = table(3, { hands: [[DREAMWALK, VERTIGO, CATCHER]] });
    const walked = state.hands[0].find((c) => KIND_OF[c] === DREAMWALK)!;
    const turned = state.hands[0].find((c) => KIND_OF[c] === VERTIGO)!;
    playAll(state, 0, 'ws', 'v11cw');
    expect(state.played).toEqual([walked, turned]);
    expect(state.discard).toEqual([]);
    const events = play(state, 0, 'end');
    expect(state.discard).toEqual([walked, turned]);
    expect(state.played).toEqual([]);
    expect(state.hands[0]).toHaveLength(5);
    expect(ofType(events, 'drew')[0].cards).toHaveLength(4);
  });

  it('MID-15 when the deck runs out the discard is shuffled into a new deck and the hand limit becomes seven', () => {
    const state = table(3, { hands: [[VERTIGO]] });
    const top = state.deck.pop()!;
    state.discard = state.deck.splice(0);
    state.deck = [top];
    const size = state.discard.length + 1;
    play(state, 0, 'v0cw');
    const ended = play(state, 0, 'end');
    expect(ofType(ended, 'reshuffled')).toEqual([{ type: 'reshuffled', limit: 7 }]);
    expect(state.reshuffles).toBe(1);
    expect(state.hands[0]).toHaveLength(7 - state.nightmares[0].length);
    expect(handLimit(state, 2)).toBe(7 - state.nightmares[2].length);
    expect(
      state.deck.length + state.discard.length + state.hands[0].length + state.nightmares.flat().length,
    ).toBe(size + 1);
  });

  it('MID-15 the new deck is made as soon as the last card is drawn, not at the next draw', () => {
    // Seat 0 (in the Town Hall, where any nightmare drawn is void) is one card short; the deck holds one card.
    const state = table(3, {
      hands: [[VERTIGO, DREAMWALK, DREAMWALK, DREAMWALK], [CATCHER]],
      avatars: [TOWN_HALL, 0, 0],
    });
    const top = state.deck.pop()!;
    state.discard = state.deck.splice(0);
    state.deck = [top];
    const events = play(state, 0, 'end');
    expect(state.hands[0]).toContain(top);
    expect(ofType(events, 'reshuffled')).toEqual([{ type: 'reshuffled', limit: 7 }]);
    expect(state.reshuffles).toBe(1);
    expect(state.hands[0]).toHaveLength(7); // the limit rose at once, so it drew on to seven
    expect(state.deck.length).toBeGreaterThan(0);
    expect(handLimit(state, 1)).toBe(7);
    expect(keys(state, 1)).toContain('dc'); // there is a deck to look at
  });

  it('MID-16 the game ends as soon as someone wakes: nobody may move any more', () => {
    const state = table(3, { hands: [[STAR, DREAMWALK]], avatars: [BRIDGE, 0, 0] });
    play(state, 0, 'star');
    expect(state.phase).toBe('over');
    expect(game.toAct(state)).toEqual(NOBODY);
    for (const seat of [0, 1, 2, SYSTEM] as const) expect(keys(state, seat)).toEqual([]);
    refuse(state, 0, { type: 'end' }, 'game-over');
  });

  it('MID-17 the engine settles every dispute: a move outside the rules is refused, whoever sends it', () => {
    const state = table(3, { hands: [[DREAMWALK]] });
    refuse(state, 0, { type: 'walk', dir: 'w' }, 'illegal-move'); // no arrow west on Corridor 1
    refuse(state, 1, { type: 'end' }, 'not-your-turn');
    refuse(state, state.director, { type: 'vertigo', location: 0, how: 'cw' }, 'not-your-turn');
    refuse(state, SYSTEM, { type: 'begin' }, 'not-your-turn');
    refuse(state, 0, { type: 'walk', dir: 'x'.repeat(5000) }, 'malformed-move');
    refuse(state, 0, { type: 'walk', dir: 's', extra: 1 }, 'illegal-move');
    expect(keys(state, state.director)).toEqual([]);
  });
});

describe('the dream and its cards', () => {
  it('MID-18 a Dreamwalk moves along the arrows of your location', () => {
    const state = table(3, { hands: [[DREAMWALK, DREAMWALK]] });
    expect(keys(state, 0).filter((k) => k.startsWith('w'))).toEqual(['ws']); // Corridor 1: north–south, north is the edge
    play(state, 0, 'ws');
    expect(state.avatar[0]).toBe(4); // Corridor 5
    expect(keys(state, 0).filter((k) => k.startsWith('w'))).toEqual(['wn', 'we', 'ws']);
    const events = play(state, 0, 'we');
    expect(ofType(events, 'walked')).toEqual([{ type: 'walked', seat: 0, from: 4, to: 5 }]);
  });

  it('MID-19 a Vertigo changes the map: it turns a location or moves it', () => {
    const state = table(3, { hands: [[VERTIGO, VERTIGO]] });
    play(state, 0, `v${FOREST}cw`);
    expect(state.turns[FOREST]).toBe(1);
    play(state, 0, `v${FOREST}n`);
    expect(state.cellOf[FOREST]).toBe(2);
    expect(state.cellOf[2]).toBe(6);
    expect(state.hands[0]).toEqual([]);
  });

  it('MID-20 a Midnight Star activates the unique location you stand on, and only a unique one', () => {
    const state = table(3, { hands: [[STAR]] });
    expect(keys(state, 0)).not.toContain('star'); // a Corridor
    state.avatar[0] = SQUARE;
    const events = play(state, 0, 'star');
    expect(ofType(events, 'activated')).toEqual([{ type: 'activated', seat: 0, location: SQUARE }]);
  });

  it('MID-21 Suspense sets traps on unique locations only', () => {
    const state = table(3, { hands: [[SUSPENSE, DREAMWALK]] });
    const spots = keys(state, 0)
      .filter((k) => k.startsWith('t'))
      .map((k) => Number(k.split('.')[1]));
    expect(spots).toEqual([6, 7, 8, 9, 10, 11]);
    refuse(state, 0, { type: 'trap', with: DREAMWALK, location: 3 }, 'illegal-move');
  });

  it('MID-22 the Forest moves its activator', () => {
    const state = table(3, { hands: [[STAR]], avatars: [FOREST, 0, 0] });
    play(state, 0, 'star');
    expect(keys(state, 0)).toEqual(['g2', 'g4', 'g5', 'g7', 'g10']);
    play(state, 0, 'g10');
    expect(state.avatar[0]).toBe(TOWN_HALL);
  });

  it('MID-22 the Square lets its activator look through the discard pile', () => {
    const state = table(3, { hands: [[STAR], [VERTIGO]], avatars: [SQUARE, 0, 0] });
    const secret = state.hands[1][0];
    state.hands[1] = [];
    state.discard.push(secret);
    state.knownBy[secret] = 0b010; // discarded face down by seat 1
    const events = play(state, 0, 'star');
    expect(ofType(events, 'looked')).toEqual([
      { type: 'looked', seat: 0, at: 'discard', target: null, cards: [secret] },
    ]);
    expect(state.knownBy[secret]).toBe(0b011);
  });

  it('MID-22 the Motel shows its activator any Midnighter’s cards and hands on its nightmares, which stay in force', () => {
    const state = table(3, { hands: [[STAR, DREAMWALK], [], [CATCHER, ANGLE]], avatars: [MOTEL, 0, 0] });
    haunt(state, 0, RED);
    play(state, 0, 'star');
    expect(keys(state, 0)).toEqual(['l1', 'l2']);
    const looked = ofType(play(state, 0, 'l2'), 'looked')[0];
    expect(looked.cards).toEqual(state.hands[2].slice().sort((a, b) => a - b));
    expect(keys(state, 0)).toEqual(['keep', 'give']);
    play(state, 0, 'give');
    expect(state.nightmares[0]).toEqual([]);
    expect(state.nightmares[2]).toEqual([nightmareCard(RED)]);
    endUntil(state, 2);
    state.hands[2].push(give(state, 2, DREAMWALK), give(state, 2, DREAMWALK));
    play(state, 2, 'ws');
    // The Red nightmare's heavy feet are seat 2's now: one Dreamwalk this turn, and no second.
    expect(keys(state, 2).some((k) => k.startsWith('w'))).toBe(false);
  });

  it('MID-22 the Restaurant swaps its activator’s location with any other', () => {
    const state = table(3, { hands: [[STAR]], avatars: [RESTAURANT, BRIDGE, 0] });
    play(state, 0, 'star');
    expect(keys(state, 0)).toHaveLength(11);
    play(state, 0, `g${BRIDGE}`);
    expect(state.cellOf[RESTAURANT]).toBe(11);
    expect(state.cellOf[BRIDGE]).toBe(9);
    expect(state.avatar).toEqual([RESTAURANT, BRIDGE, 0]);
  });

  it('MID-22 the Town Hall sheds its activator’s nightmares and cancels everyone’s but the Midnight Horror', () => {
    const state = table(3, { hands: [[STAR]], avatars: [TOWN_HALL, 0, 0] });
    haunt(state, 0, RED);
    haunt(state, 1, GREEN);
    haunt(state, 1, HORROR);
    haunt(state, 2, BLUE);
    const events = play(state, 0, 'star');
    expect(ofType(events, 'shed').map((e) => [e.seat, e.nightmares])).toEqual([
      [0, [RED]],
      [1, [GREEN]],
      [2, [BLUE]],
    ]);
    expect(state.nightmares).toEqual([[], [nightmareCard(HORROR)], []]);
    expect(state.discard).toContain(nightmareCard(GREEN));
  });

  it('MID-22 the Bridge wakes its activator', () => {
    const state = table(2, { hands: [[DREAMWALK, STAR]], avatars: [SQUARE, 0] });
    playAll(state, 0, 'ws', 'star');
    expect(state.winner).toBe(0);
    expect(game.outcome(state)?.winners).toEqual([0]);
  });
});

describe('nightmares', () => {
  it('MID-23 a nightmare takes effect as soon as it is drawn, face up in front of the one who drew it', () => {
    const state = table(3, { hands: [[VERTIGO]] });
    onTop(state, nightmareCard(GREEN));
    const events = play(state, 0, 'end');
    expect(ofType(events, 'nightmare')).toEqual([
      { type: 'nightmare', seat: 0, nightmare: GREEN, void: false, came: 'drawn' },
    ]);
    expect(state.nightmares[0]).toEqual([nightmareCard(GREEN)]);
    expect(state.hands[0]).not.toContain(nightmareCard(GREEN));
    expect(state.hands[0]).toHaveLength(4);
    expect(state.knownBy[nightmareCard(GREEN)]).toBe(0b111);
    endUntil(state, 0);
    expect(state.actions).toBe(1); // in force at once: the Green nightmare's one action
  });

  it('MID-24 a nightmare drawn in the Town Hall has no effect and is discarded', () => {
    const state = table(3, { avatars: [TOWN_HALL, 0, 0] });
    onTop(state, nightmareCard(RED));
    const events = play(state, 0, 'end');
    expect(ofType(events, 'nightmare')).toEqual([
      { type: 'nightmare', seat: 0, nightmare: RED, void: true, came: 'drawn' },
    ]);
    expect(state.nightmares[0]).toEqual([]);
    expect(state.discard).toContain(nightmareCard(RED));
    expect(state.hands[0]).toHaveLength(5);
  });

  it('MID-24 nightmares handed over at the Motel to a Midnighter in the Town Hall are discarded without effect', () => {
    const state = table(3, {
      hands: [[STAR], [VERTIGO, VERTIGO, VERTIGO, VERTIGO, VERTIGO]],
      avatars: [MOTEL, TOWN_HALL, 0],
    });
    haunt(state, 0, GREEN);
    haunt(state, 0, HORROR);
    const events = playAll(state, 0, 'star', 'l1', 'give');
    expect(state.nightmares).toEqual([[], [], []]);
    expect(state.discard).toEqual(expect.arrayContaining([nightmareCard(GREEN), nightmareCard(HORROR)]));
    expect(ofType(events, 'nightmare')).toEqual([
      { type: 'nightmare', seat: 1, nightmare: GREEN, void: true, came: 'given' },
      { type: 'nightmare', seat: 1, nightmare: HORROR, void: true, came: 'given' },
    ]);
    expect(state.hands[1]).toHaveLength(5); // its hand limit is untouched: nothing to discard
    expect(state.pending).toEqual([]);
    expect(state.actions).toBe(2); // the Green nightmare left its giver: the action it took comes back
    expect(narrate(ofType(events, 'nightmare')[0])?.key).toBe('log.nightmare-void-given');
  });

  it('MID-24 Midnighters in the Town Hall are not touched by a nightmare someone else draws', () => {
    const state = table(3, {
      hands: [[], [DREAMWALK, VERTIGO], [DREAMWALK, VERTIGO]],
      avatars: [0, TOWN_HALL, 0],
    });
    onTop(state, nightmareCard(COLOURLESS));
    const events = play(state, 0, 'end');
    expect(ofType(events, 'forgot').map((e) => e.seat)).toEqual([2]);
    expect(state.hands[1]).toHaveLength(2);
    expect(state.hands[2]).toHaveLength(1);
  });

  it('MID-25 nightmares are not discarded like cards: they stay through turns until the Town Hall or the Motel', () => {
    const state = table(3, { hands: [[STAR, STAR, STAR, STAR]] });
    haunt(state, 0, MULTICOLOURED);
    expect(keys(state, 0).filter((k) => /^d\d/.test(k))).toEqual([]); // no discard move at all
    for (let round = 0; round < 3; round++) {
      play(state, 0, 'end');
      endUntil(state, 0);
    }
    expect(state.nightmares[0]).toEqual([nightmareCard(MULTICOLOURED)]);
    state.avatar[0] = TOWN_HALL;
    play(state, 0, 'star');
    expect(state.nightmares[0]).toEqual([]);
  });
});

describe('traps', () => {
  it('MID-26 a trap: two actions, on your own turn, anywhere: Suspense and a card face down before you, then two cards drawn', () => {
    const state = table(3, {
      hands: [
        [SUSPENSE, VERTIGO, DREAMWALK],
        [SUSPENSE, VERTIGO],
      ],
    });
    expect(keys(state, 1)).toEqual([]); // not seat 1's turn
    const suspense = state.hands[0].find((c) => KIND_OF[c] === SUSPENSE)!;
    const vertigo = state.hands[0].find((c) => KIND_OF[c] === VERTIGO)!;
    const events = play(state, 0, `t${VERTIGO}.${BRIDGE}`); // from Corridor 1, far from the Bridge
    expect(state.traps[0]).toEqual([{ cards: [suspense, vertigo], location: BRIDGE, seen: 0 }]);
    expect(state.knownBy[suspense]).toBe(0b001);
    expect(state.actions).toBe(0);
    expect(ofType(events, 'drew')[0].cards).toHaveLength(2);
    expect(state.hands[0]).toHaveLength(3);
    play(state, 0, 'end');
    expect(keys(state, 1).some((k) => k.startsWith('t'))).toBe(true);
  });

  it('MID-27 a trap is sprung at any time, from anywhere, on another’s turn too, for no action', () => {
    const state = table(3, { hands: [[DREAMWALK, DREAMWALK]], avatars: [5, 0, 0] });
    trap(state, 1, ANGLE, FOREST);
    play(state, 0, 'we'); // Corridor 6 → the Forest
    expect(game.toAct(state)).toEqual(acting({ reacting: [1], system: true }));
    expect(keys(state, 1)).toEqual(['!0', 'pass']);
    expect(keys(state, 0)).toEqual([]);
    const events = play(state, 1, '!0');
    expect(ofType(events, 'sprung')[0]).toMatchObject({ seat: 1, location: FOREST, caught: [0] });
    expect(state.window).toBeNull();
    expect(state.actions).toBe(1); // seat 0's turn goes on
    expect(game.toAct(state)).toEqual(waitingFor(0));
  });

  it('MID-28 the Midnighters caught skip their next turn', () => {
    const state = table(3, { hands: [[DREAMWALK]], avatars: [5, 0, 0] });
    trap(state, 1, ANGLE, FOREST);
    play(state, 0, 'we');
    play(state, 1, '!0');
    expect(state.skip).toBe(0b001);
    playAll(state, 0, 'end');
    play(state, 1, 'end');
    const events = play(state, 2, 'end');
    expect(ofType(events, 'skipped')).toEqual([{ type: 'skipped', seat: 0 }]);
    expect(state.turn).toBe(1);
    expect(state.skip).toBe(0);
  });

  it('MID-29 Suspense + Dreamwalk: the owner sends itself and/or those caught to any Corridors', () => {
    const state = table(3, { hands: [[DREAMWALK]], avatars: [5, 0, 0] });
    trap(state, 1, DREAMWALK, FOREST);
    play(state, 0, 'we');
    play(state, 1, '!0');
    expect(keys(state, 1)).toEqual(['s-1', 's0', 's1', 's2', 's3', 's4', 's5']); // Corridors, or stay
    play(state, 1, 's3'); // the owner itself
    const events = play(state, 1, 's5'); // seat 0
    expect(state.avatar).toEqual([5, 3, 0]);
    expect(ofType(events, 'moved')).toEqual([
      { type: 'moved', seat: 0, by: 1, to: 5, why: 'dreamwalk-trap' },
    ]);
  });

  it('MID-30 Suspense + Vertigo: the owner moves the trap’s location any distance and turns it', () => {
    const state = table(3, { hands: [[DREAMWALK]], avatars: [5, 0, 0] });
    trap(state, 1, VERTIGO, FOREST);
    play(state, 0, 'we');
    play(state, 1, '!0');
    expect(keys(state, 1)).toHaveLength(48);
    play(state, 1, 'r11.2');
    expect([state.cellOf[FOREST], state.turns[FOREST], state.cellOf[BRIDGE]]).toEqual([11, 2, 6]);
    expect(state.avatar[0]).toBe(FOREST);
  });

  it('MID-31 Suspense + Midnight Star: the owner gets the whole benefit when the active player activates the trapped place', () => {
    const state = table(3, { hands: [[STAR]], avatars: [SQUARE, 0, 0] });
    trap(state, 1, STAR, SQUARE);
    play(state, 0, 'star');
    expect(state.window).toMatchObject({ owners: 0b010, activation: SQUARE });
    const events = play(state, 1, '!0');
    expect(ofType(events, 'looked').map((e) => e.seat)).toEqual([1]); // seat 1 looks through the discard
    expect(ofType(events, 'sprung')[0]).toMatchObject({ stole: true, caught: [0] });
    expect(state.window).toBeNull();
    expect(ofType(events, 'activated')).toEqual([{ type: 'activated', seat: 1, location: SQUARE }]);
  });

  it('MID-31 a stolen Bridge wakes the trap’s owner', () => {
    const state = table(3, { hands: [[STAR]], avatars: [BRIDGE, 4, 0] });
    trap(state, 1, STAR, BRIDGE);
    play(state, 0, 'star');
    play(state, 1, '!0');
    expect(game.outcome(state)).toEqual({ winners: [1], reason: 'woke-trap' });
  });

  it('MID-32 Suspense + Dutch Angle: everyone caught discards all its prepared traps', () => {
    const state = table(3, { hands: [[DREAMWALK]], avatars: [5, 0, 0] });
    trap(state, 0, DREAMWALK, BRIDGE);
    trap(state, 0, VERTIGO, MOTEL);
    trap(state, 1, ANGLE, FOREST);
    play(state, 0, 'we');
    const events = play(state, 1, '!0');
    expect(ofType(events, 'traps-lost')).toEqual([{ type: 'traps-lost', seat: 0, count: 2 }]);
    expect(state.traps).toEqual([[], [], []]);
    expect(state.discard).toHaveLength(6);
  });

  it('MID-33 Suspense + Dream Catcher: the owner looks at a caught Midnighter’s cards and plays its turn with its cards and avatar', () => {
    const state = table(3, { hands: [[DREAMWALK, VERTIGO, VERTIGO]], avatars: [5, 0, 0] });
    trap(state, 1, CATCHER, FOREST);
    play(state, 0, 'we');
    const events = play(state, 1, '!0');
    expect(ofType(events, 'controls')).toEqual([
      { type: 'controls', seat: 1, victim: 0, hand: state.hands[0].slice() },
    ]);
    expect(state.skip).toBe(0); // taken, not skipped
    play(state, 0, 'end');
    play(state, 1, 'end');
    const turn = ofType(play(state, 2, 'end'), 'turn')[0];
    expect(turn).toEqual({ type: 'turn', seat: 0, actor: 1, actions: 2 });
    expect(keys(state, 0)).toEqual([]);
    expect(nextToDecide(game.toAct(state), 0)).toBe(1);
    give(state, 0, DREAMWALK);
    play(state, 1, 'we'); // seat 0's avatar, moved by seat 1 with seat 0's Dreamwalk
    expect(state.avatar[0]).toBe(SQUARE);
    play(state, 1, 'end');
    expect(state.turn).toBe(1);
    expect(state.actor).toBe(1);
  });
});
