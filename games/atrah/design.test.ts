// ATRAH's design decisions (DESIGN.md), one test (or more) per decision ID.
import { describe, expect, it } from 'vitest';
import { atrahPresentation as presentation } from './presentation.ts';
import { Rng, SPECTATOR, canonicalJson } from '../../engine/index.ts';
import {
  BIG_CREATURES,
  BIG_TEETH,
  DECLINE,
  LUMINOUS,
  SHELLS,
  TENTACLES,
  boat,
  card,
  claim,
  collect,
  fresh,
  game,
  keep,
  legal,
  play,
  row,
  send,
  sink,
  snatch,
  stackUp,
  walk,
} from './fixtures.ts';
import {
  ABILITY,
  ABILITY_FACES,
  CARD_KINDS,
  DECK,
  DECK_COUNTS,
  HEAD_START,
  LINE_STACKS,
  RING,
  RING_CELL,
  RING_STACK,
  SEAT_LINES,
  SIDES,
  STACK_RING,
  conditionOf,
  type EffectKind,
} from './content.ts';
import { conditionPoints, fishPoints, majorityRanking, scoreSheet } from './score.ts';

function collectionOf(cards: number[]): number[] {
  const collection = new Array<number>(30).fill(0);
  for (const c of cards) collection[c]++;
  return collection;
}

describe('the cards', () => {
  it('ATR-D1 85 cards: 13, 15, 17, 19, 21 per family, values 0 to 5 in each, identical copies', () => {
    const perFamily = [0, 0, 0, 0, 0];
    const values = Array.from({ length: 5 }, () => new Set<number>());
    const designs = new Set<string>();
    for (const kind of CARD_KINDS) {
      perFamily[kind.family] += kind.copies;
      values[kind.family].add(kind.value);
      designs.add(`${kind.family}/${kind.value}`);
    }
    expect(perFamily).toEqual([13, 15, 17, 19, 21]);
    for (const v of values) expect([...v].sort()).toEqual([0, 1, 2, 3, 4, 5]); // at least 4 different values: 6
    expect(designs.size).toBe(CARD_KINDS.length); // one design per family and value: copies are identical
    expect(DECK).toHaveLength(85);
    expect(DECK.filter((c) => c % 6 === 0)).toHaveLength(20); // twenty 0-value cards
    const copies = (family: number) => CARD_KINDS.filter((k) => k.family === family).map((k) => k.copies);
    expect(copies(BIG_CREATURES)).toEqual([2, 2, 3, 2, 2, 2]);
    expect(copies(BIG_TEETH)).toEqual([3, 3, 3, 2, 2, 2]);
    expect(copies(TENTACLES)).toEqual([4, 3, 3, 3, 2, 2]);
    expect(copies(LUMINOUS)).toEqual([5, 4, 3, 3, 2, 2]);
    expect(copies(SHELLS)).toEqual([6, 4, 4, 3, 2, 2]);
  });

  it('ATR-D2 effects ride the low cards, each family with its own; Irene’s cards are Boats', () => {
    const count: Record<string, number> = {};
    for (const kind of CARD_KINDS)
      count[kind.effect ?? 'none'] = (count[kind.effect ?? 'none'] ?? 0) + kind.copies;
    expect(count).toEqual({ boat: 22, draw: 8, send: 7, extra: 6, take: 5, none: 37 });
    const effect = (family: number, value: number) =>
      CARD_KINDS.find((k) => k.family === family && k.value === value)!.effect;
    const own: [number, EffectKind | null][] = [
      [BIG_CREATURES, 'send'],
      [BIG_TEETH, 'take'],
      [TENTACLES, 'extra'],
      [LUMINOUS, 'draw'],
      [SHELLS, null],
    ];
    for (const [family, kind] of own) expect(effect(family, 0)).toBe(kind);
    for (let f = 0; f < 5; f++) expect(effect(f, 5)).toBeNull(); // the best cards do nothing more
    expect(effect(TENTACLES, 1)).toBe('boat'); // Example 2
    expect(effect(LUMINOUS, 2)).toBe('boat');
    expect(effect(TENTACLES, 4)).toBe('extra'); // Example 6
  });

  it('ATR-D3 Boat cards show 1, 2 or 3 arrows: ten, ten and two', () => {
    const arrows = [0, 0, 0, 0];
    for (const kind of CARD_KINDS) if (kind.effect === 'boat') arrows[kind.arrows] += kind.copies;
    expect(arrows).toEqual([0, 10, 10, 2]);
    const arrowsOf = (family: number, value: number) =>
      CARD_KINDS.find((k) => k.family === family && k.value === value)!.arrows;
    expect(arrowsOf(TENTACLES, 1)).toBe(1); // Irene's first move: one space
    expect(arrowsOf(LUMINOUS, 2)).toBe(2); // then two more
    expect(arrowsOf(BIG_CREATURES, 1)).toBe(3);
  });

  it('ATR-D4 points per Fish: 1 each for one or two, 2 each for three or four, 3 each for five or more', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(fishPoints)).toEqual([0, 1, 2, 6, 8, 15, 18, 21, 24]);
  });
});

describe('the table', () => {
  it('ATR-D5 a 3×3 grid: the pile in the centre, a clockwise ring of eight, each line with two stacks', () => {
    expect(RING).toBe(8);
    // Clockwise from the top-left corner: right along the top, down the right, left along the bottom, up.
    const steps = RING_CELL.map(([r, c], i) => {
      const [nr, nc] = RING_CELL[(i + 1) % RING];
      return `${nr - r},${nc - c}`;
    });
    expect(steps).toEqual(['0,1', '0,1', '1,0', '1,0', '0,-1', '0,-1', '-1,0', '-1,0']);
    expect(RING_CELL.some(([r, c]) => r === 1 && c === 1)).toBe(false); // the centre is the pile
    expect(STACK_RING).toEqual([1, 2, 3, 5, 6, 7]);
    STACK_RING.forEach((space, stack) => expect(RING_STACK[space]).toBe(stack));
    LINE_STACKS.forEach((stacks, line) => {
      expect(stacks).toHaveLength(2);
      for (const stack of stacks) {
        const [r, c] = RING_CELL[STACK_RING[stack]];
        expect(line < 3 ? r : c).toBe(line % 3);
      }
    });
    expect(new Set(LINE_STACKS.flat()).size).toBe(6);
  });

  it('ATR-D6 seats sit clockwise south, west, north, east; rows are the lines parallel to one’s side, A farthest', () => {
    expect(SIDES).toEqual(['south', 'west', 'north', 'east']);
    expect(SEAT_LINES[0]).toEqual([0, 1, 2]); // south: the north row is A
    expect(SEAT_LINES[1]).toEqual([5, 4, 3]); // west: the east column is A
    expect(SEAT_LINES[2]).toEqual([2, 1, 0]);
    expect(SEAT_LINES[3]).toEqual([3, 4, 5]);
    for (let seat = 0; seat < 4; seat++) {
      // Every stack lies in exactly one of a seat's rows.
      expect(SEAT_LINES[seat].flatMap((line) => LINE_STACKS[line]).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    }
    const two = fresh(2);
    two.turn = 1;
    expect(legal(two)).toEqual(['r5', 'r4', 'r3']);
    const describeSouth = presentation.describeView!(game.view(fresh(2), 0)).find(
      (m) => m.key === 'view.seat.south',
    );
    expect(describeSouth?.params).toEqual({ a: '1+2', b: '3+6', c: '4+5' });
  });

  it('ATR-D7 the Boat blocks its stack for a Send too, and circles all eight spaces', () => {
    const state = fresh(2);
    state.boat = STACK_RING[4]; // on stack 5 (ring 6)
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_CREATURES, 0)]); // Send
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_CREATURES, 1)]); // Boat 3
    play(state, row(0));
    expect(legal(state)).toContain('b3');
    expect(legal(state)).not.toContain('s4');
    const events = play(state, boat(3)); // ring 6 → 7 → 0 (the Fish card) → 1: stack 1
    expect(events[0]).toEqual({ type: 'boat', seat: 0, arrows: 3, from: 6, to: 1, fish: true });
    expect(legal(state)).toEqual(['s1', 's2', 's3', 's4', 's5']); // now stack 1 is the blocked one
  });
});

describe('turns and effects', () => {
  it('ATR-D8 a card taken from the Majority area opens a claim for its colour', () => {
    const state = fresh(2);
    collect(state, 0, [card(BIG_TEETH, 0), card(BIG_TEETH, 1)]);
    sink(state, [card(LUMINOUS, 1), card(BIG_TEETH, 4)]);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_TEETH, 3)]); // Take
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    play(state, row(0), snatch(BIG_TEETH), keep(SHELLS)); // the Big Teeth 3 sinks; the 4 was taken
    expect(state.collections[0][card(BIG_TEETH, 4)]).toBe(1);
    expect(state.phase).toBe('claim');
    expect(state.offer).toBe(BIG_TEETH);
    expect(legal(state)).toEqual([`c${BIG_TEETH}`, 'd']);
  });

  it('ATR-D9 a draw resolves at once, a lone effect plays itself, one family is kept without asking', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(SHELLS, 1)]); // a lone Boat
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    const events = play(state, row(0));
    expect(events.map((e) => e.type)).toEqual(['took', 'took', 'boat', 'kept', 'turn']);
    expect(state.turn).toBe(1);
    // Additional families covering every family in hand: kept without a question.
    const all = fresh(2);
    stackUp(all, 0, [card(SHELLS, 4), card(TENTACLES, 0)]);
    stackUp(all, 1, [card(SHELLS, 4), card(BIG_TEETH, 5)]);
    play(all, row(0));
    expect(all.turn).toBe(1);
    expect(all.majority.flat()).toEqual([]);
    // Two different effects: the order is the player's to choose.
    const two = fresh(2);
    stackUp(two, 0, [card(SHELLS, 4), card(SHELLS, 1)]);
    stackUp(two, 1, [card(SHELLS, 4), card(LUMINOUS, 2)]);
    play(two, row(0));
    expect(legal(two)).toEqual(['b1', 'b2']);
  });

  it('ATR-D10 the ten faces pair up by what they reward, one pair per colour', () => {
    expect(ABILITY_FACES).toEqual([
      ['five-sets', 'third-family'],
      ['most-family', 'per-card'],
      ['pairs', 'triples'],
      ['zero-each', 'zero-five'],
      ['fish-each', 'fish-six'],
    ]);
    expect(new Set(ABILITY_FACES.flat()).size).toBe(10);
    expect(conditionOf([0, 0, 0, 1, 0], LUMINOUS)).toBe('zero-five'); // Irene's 12-point tile
  });

  it('ATR-D11 faces are drawn at setup by default, or chosen with five letters', () => {
    expect(game.options.defaults.faces).toBe('random');
    expect(game.options.parse({ faces: 'babab' }, 2)).toMatchObject({ faces: 'babab' });
    expect(fresh(2, 'x', { faces: 'babab' }).faces).toEqual([1, 0, 1, 0, 1]);
    for (const bad of ['abc', 'aaaaaa', 'AAAAA', 3]) {
      expect(() => game.options.parse({ faces: bad }, 2)).toThrow(RangeError);
    }
    expect(() => game.options.parse({ colours: 'x' }, 2)).toThrow(/no option "colours"/);
    // The faces drawn are the same for the same seed, and public.
    const a = game.setup({ players: 2, options: game.options.defaults, rng: Rng.fromSeed('s') });
    const b = game.setup({ players: 2, options: game.options.defaults, rng: Rng.fromSeed('s') });
    expect(a.faces).toEqual(b.faces);
    expect(game.view(a, SPECTATOR).faces).toEqual(a.faces);
  });

  it('ATR-D12 pairs and triples count per identical card', () => {
    const ranking = majorityRanking([0, 0, 0, 0, 0]);
    const four = collectionOf([card(SHELLS, 1), card(SHELLS, 1), card(SHELLS, 1), card(SHELLS, 1)]);
    expect(conditionPoints('pairs', four, 0, ranking)).toBe(6);
    expect(conditionPoints('triples', four, 0, ranking)).toBe(7);
    const five = collectionOf(Array(5).fill(card(TENTACLES, 2)));
    expect(conditionPoints('pairs', five, 0, ranking)).toBe(6);
    const six = collectionOf(Array(6).fill(card(TENTACLES, 2)));
    expect(conditionPoints('triples', six, 0, ranking)).toBe(14);
  });

  it('ATR-D13 the largest family is the player’s own; sets count the fewest cards of any family', () => {
    const ranking = majorityRanking([0, 0, 0, 9, 0]); // Luminous rules the Majority area …
    const mine = collectionOf([card(SHELLS, 1), card(SHELLS, 2), card(SHELLS, 3), card(LUMINOUS, 1)]);
    expect(conditionPoints('most-family', mine, 0, ranking)).toBe(9); // … but Shells are this player's largest
    const sets = collectionOf([0, 1, 2, 3, 4].flatMap((f) => [card(f, 1), card(f, 2)]).slice(1));
    expect(conditionPoints('five-sets', sets, 0, ranking)).toBe(6);
  });

  it('ATR-D14 a view hides the pile’s order and what lies under each top; determinize redeals exactly those', () => {
    const state = walk('hidden', 3, 25);
    const view = game.view(state, 1);
    expect(Object.keys(view).sort()).toEqual(
      [
        'added',
        'boat',
        'collections',
        'declined',
        'extras',
        'faces',
        'first',
        'firstDrawn',
        'fish',
        'hand',
        'headStart',
        'heights',
        'majority',
        'offer',
        'pending',
        'phase',
        'pileCount',
        'players',
        'stackFish',
        'tiles',
        'tops',
        'turn',
        'turns',
        'viewer',
      ].sort(),
    );
    const hidden = (s: typeof state) => [...s.under.flat(), ...s.pile].sort((a, b) => a - b);
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const world = game.determinize(view, 1, Rng.fromSeed(`world ${i}`));
      expect(canonicalJson(game.view(world, 1))).toBe(canonicalJson(view));
      expect(hidden(world)).toEqual(hidden(state)); // the same unseen cards, …
      expect(world.under.map((u) => u.length)).toEqual(state.under.map((u) => u.length));
      seen.add(canonicalJson([world.under, world.pile])); // … in a new order
    }
    expect(seen.size).toBe(10);
    // The deck is fully accounted for.
    const counts = new Array<number>(30).fill(0);
    for (const c of [...state.under.flat(), ...state.pile, ...state.tops.filter((t) => t >= 0)]) counts[c]++;
    for (const column of state.majority) for (const c of column) counts[c]++;
    for (const collection of state.collections) collection.forEach((n, c) => (counts[c] += n));
    for (const c of state.hand) counts[c]++;
    expect(counts).toEqual(DECK_COUNTS);
  });

  it('ATR-D14 a drawn card lies face up in front of the player: every seat sees it', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(LUMINOUS, 3)]); // Draw
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_TEETH, 5)]);
    state.pile.push(card(TENTACLES, 5));
    state.pileCount++;
    play(state, row(0));
    for (const viewer of [0, 1, SPECTATOR] as const)
      expect(game.view(state, viewer).hand).toContain(card(TENTACLES, 5));
  });

  it('ATR-D15 an empty draw pile: the Draw does nothing', () => {
    const state = fresh(2);
    state.pile = [];
    state.pileCount = 0;
    stackUp(state, 0, [card(SHELLS, 4), card(LUMINOUS, 0)]);
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    const events = play(state, row(0));
    expect(events).toContainEqual({ type: 'drew', seat: 0, card: -1 });
    expect(legal(state)).toEqual(['k3', 'k4']);
    expect(state.hand).toHaveLength(2);
  });

  it('ATR-D16 an effect with nothing to act on is lost; another effect that can give it one may go first', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_TEETH, 0)]); // Take, with an empty Majority area
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    const events = play(state, row(0));
    expect(events).toContainEqual({ type: 'fizzled', seat: 0, effect: 'majority' });
    // With a Send as well, the Send goes first and the Take then has its card.
    const both = fresh(2);
    stackUp(both, 0, [card(SHELLS, 4), card(BIG_TEETH, 0)]); // Take
    stackUp(both, 1, [card(SHELLS, 4), card(BIG_CREATURES, 0)]); // Send
    stackUp(both, 2, [card(SHELLS, 4), card(LUMINOUS, 5)]);
    play(both, row(0));
    expect(legal(both).filter((k) => !k.startsWith('s'))).toEqual(['f']); // or the Take first, lost (ATR-13)
    const after = play(both, send(2));
    expect(after[1]).toEqual({ type: 'snatched', seat: 0, card: card(LUMINOUS, 5) }); // forced, so played
    expect(both.collections[0][card(LUMINOUS, 5)]).toBe(1);
  });

  it('ATR-D17 the option first: seat-1 lets seat 1 always begin; the first player is then not drawn', () => {
    expect(game.options.parse({ first: 'seat-1' }, 2).first).toBe('seat-1');
    expect(() => game.options.parse({ first: 'seat-2' }, 2)).toThrow(RangeError);
    for (let i = 0; i < 10; i++) {
      const state = fresh(4, `seat 1 ${i}`, { first: 'seat-1' });
      expect([state.first, state.turn, state.firstDrawn]).toEqual([0, 0, false]);
    }
    // The deal does not depend on it: the first player is drawn after the stacks and the faces.
    const fixed = fresh(3, 'same deal', { first: 'seat-1' });
    const drawn = fresh(3, 'same deal', { first: 'random' });
    expect(drawn.tops).toEqual(fixed.tops);
    expect(drawn.faces).toEqual(fixed.faces);
    expect(drawn.firstDrawn).toBe(true);
    expect(presentation.describeView!(game.view(fixed, 0))).toContainEqual({
      key: 'view.first',
      params: { player: { seat: 0 } },
    });
  });

  it('ATR-D18 the option headStart: later seats start with 0/5, 0/4/8, 0/2/5/7 points from the first', () => {
    expect(HEAD_START).toEqual({ 2: [0, 5], 3: [0, 4, 8], 4: [0, 2, 5, 7] });
    expect(game.options.defaults.headStart).toBe(false); // the printed rules (ATR-24) unless chosen
    expect(game.options.parse({ headStart: true }, 3).headStart).toBe(true);
    expect(() => game.options.parse({ headStart: 'yes' }, 3)).toThrow(RangeError);
    for (const players of [2, 3, 4]) {
      const state = fresh(players, 'head', { headStart: true });
      expect(state.headStart).toEqual(HEAD_START[players]);
      expect(state.collections.flat().every((n) => n === 0)).toBe(true); // points only: no cards
    }
    for (let i = 0; i < 10; i++) {
      const state = fresh(4, `head ${i}`, { headStart: true, first: 'random' });
      expect([0, 1, 2, 3].map((k) => state.headStart[(state.first + k) % 4])).toEqual([0, 2, 5, 7]);
    }
    expect(fresh(3, 'head', { headStart: false }).headStart).toEqual([0, 0, 0]);
    // They count in the final score and show on the score sheet and in the view.
    const state = fresh(2, 'head', { headStart: true });
    state.phase = 'over';
    state.turn = -1;
    expect(game.outcome(state)).toMatchObject({ winners: [1], scores: [0, 5] });
    expect(scoreSheet(state, 1, state.collections[1], 0)).toMatchObject({ headStart: 5, total: 5 });
    expect(presentation.describeView!(game.view(state, 0))).toContainEqual({
      key: 'view.head-start',
      params: { points: 5 },
    });
  });

  it('ATR-D19 two colours qualifying in one turn are offered one after the other, purple first', () => {
    const state = fresh(2);
    collect(state, 0, [
      card(TENTACLES, 1),
      card(TENTACLES, 2),
      card(BIG_CREATURES, 2),
      card(BIG_CREATURES, 3),
    ]);
    stackUp(state, 0, [card(SHELLS, 4), card(TENTACLES, 0)]); // Additional family
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_CREATURES, 5)]);
    play(state, row(0)); // both families kept: both now show three values
    expect(state.offer).toBe(BIG_CREATURES);
    play(state, claim(BIG_CREATURES));
    expect(state.offer).toBe(TENTACLES);
    play(state, claim(TENTACLES));
    expect(state.tiles.slice(0, 3)).toEqual([0, -1, 0]);
    expect(state.turn).toBe(1);
  });

  it('ATR-D20 declining the ability tile alone keeps it in reach for a later turn', () => {
    const state = fresh(2);
    state.tiles[SHELLS] = 1; // the red flat tile is gone
    collect(state, 0, [card(SHELLS, 0), card(SHELLS, 1), card(SHELLS, 2)]);
    stackUp(state, 0, [card(BIG_TEETH, 4), card(SHELLS, 5)]);
    stackUp(state, 1, [card(BIG_TEETH, 4), card(BIG_TEETH, 5)]);
    play(state, row(0), keep(SHELLS));
    expect(legal(state)).toEqual([`c${ABILITY + SHELLS}`, 'd']);
    const events = play(state, DECLINE);
    expect(events[0]).toEqual({ type: 'declined', seat: 0, colour: SHELLS, forfeit: false });
    expect(state.declined[0]).toBe(0);
    state.turn = 0;
    state.phase = 'take';
    stackUp(state, 2, [card(BIG_TEETH, 4), card(SHELLS, 4)]);
    stackUp(state, 5, [card(BIG_TEETH, 4), card(BIG_TEETH, 4)]);
    play(state, row(1), keep(SHELLS), claim(ABILITY + SHELLS));
    expect(state.tiles[ABILITY + SHELLS]).toBe(0);
  });

  it('ATR-D21 leftovers go down in the order taken: the row’s stacks clockwise, then drawn cards', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(BIG_TEETH, 4), card(SHELLS, 4)]);
    stackUp(state, 1, [card(BIG_TEETH, 4), card(LUMINOUS, 3)]); // Draw
    state.pile.push(card(SHELLS, 2));
    state.pileCount++;
    play(state, row(0), keep(LUMINOUS));
    expect(state.majority[SHELLS]).toEqual([card(SHELLS, 4), card(SHELLS, 2)]);
    expect(state.majority[SHELLS].at(-1)).toBe(card(SHELLS, 2)); // the one a Take would get
  });

  it('ATR-D22 a turn that leaves more than three stacks empty ends the game too', () => {
    const state = fresh(2);
    stackUp(state, 3, []);
    stackUp(state, 4, []);
    stackUp(state, 0, [card(BIG_CREATURES, 0)]); // Send
    stackUp(state, 1, [card(SHELLS, 5)]);
    stackUp(state, 2, [card(SHELLS, 4)]);
    play(state, row(0), send(2), keep(SHELLS));
    expect(state.heights.filter((h) => h === 0)).toHaveLength(5);
    expect(game.outcome(state)).not.toBeNull();
  });

  it('ATR-D23 a row with nothing to take is not offered, and at least two rows always are', () => {
    for (let i = 0; i < 300; i++) {
      const state = walk(`rows ${i}`, 2 + (i % 3), i % 97);
      if (state.phase !== 'take') continue;
      expect(legal(state).length).toBeGreaterThanOrEqual(2);
    }
    // The worst case: two stacks empty and the Boat on a third, all three in one of the seat's rows or two.
    const state = fresh(2);
    stackUp(state, 0, []);
    stackUp(state, 2, []);
    state.boat = STACK_RING[1];
    expect(legal(state)).toEqual(['r1', 'r2']); // row A (stacks 1 and 2) has nothing to give
    state.turn = 1;
    expect(legal(state)).toEqual(['r4', 'r3']); // row A (stacks 2 and 3) neither
  });
});
