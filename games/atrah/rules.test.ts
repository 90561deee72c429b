// ATRAH's rules, one test (or more) per rule ID of ../shared/rules/atrah.md, and the rulebook's worked examples.
import { describe, expect, it } from 'vitest';
import { atrahPresentation as presentation } from './presentation.ts';
import { Match, NOBODY, Rng, SPECTATOR, isMoveError } from '../../engine/index.ts';
import {
  BIG_CREATURES,
  BIG_TEETH,
  DECLINE,
  FIZZLE,
  LUMINOUS,
  SHELLS,
  TENTACLES,
  boat,
  card,
  claim,
  collect,
  extra,
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
} from './fixtures.ts';
import { finalScores } from './index.ts';
import {
  ABILITY,
  ABILITY_FACES,
  CARD_KINDS,
  COLOURS,
  DECK,
  FAMILIES,
  FISH_CARD,
  FISH_TOKENS,
  FLAT_POINTS,
  KIND_OF,
  LINE_STACKS,
  MAJORITY_CARD,
  RING_CELL,
  RING_STACK,
  SEAT_LINES,
  STACK_RING,
  familyOf,
  type Condition,
} from './content.ts';
import { conditionPoints, fishPoints, majorityRanking, scoreSheet } from './score.ts';
import type { AtrahState } from './state.ts';

/** Irene's table before Example 1: she is seat 1 (south); her row A holds a Tentacles 1 and a Luminous 2. */
function irenesTable(): AtrahState {
  const state = fresh(2, 'irene');
  stackUp(state, 0, [card(SHELLS, 4), card(TENTACLES, 1)]); // stack 1: Tentacles 1, a 1-arrow Boat
  stackUp(state, 1, [card(SHELLS, 5), card(LUMINOUS, 2)]); // stack 2: Luminous 2, a 2-arrow Boat
  for (const s of [2, 3, 4, 5]) stackUp(state, s, [card(BIG_TEETH, 4), card(SHELLS, 5)]);
  collect(state, 0, [card(TENTACLES, 0), card(TENTACLES, 4)]);
  // One card each of Big Creatures, Big Teeth, Luminous and Shells lie in the Majority area already.
  sink(state, [card(BIG_CREATURES, 2), card(BIG_TEETH, 2), card(LUMINOUS, 4), card(SHELLS, 4)]);
  return state;
}

/** A collection by family and values. */
function values(family: number, ...vs: number[]) {
  return vs.map((v) => card(family, v));
}

describe('components and setup', () => {
  it('ATR-1 85 creature cards in five families, each card with a value, a family, its copies and maybe an effect', () => {
    expect(DECK).toHaveLength(85);
    expect(FAMILIES).toEqual(['big-creatures', 'big-teeth', 'tentacles', 'luminous', 'shells']);
    const families = new Set(CARD_KINDS.map((k) => k.family));
    expect(families.size).toBe(5);
    for (const kind of CARD_KINDS) {
      expect(kind.copies).toBeGreaterThan(0);
      expect(kind.value).toBeGreaterThanOrEqual(0);
      expect(['draw', 'extra', 'send', 'take', 'boat', null]).toContain(kind.effect);
      expect(KIND_OF[card(kind.family, kind.value)]).toBe(kind);
    }
    const state = fresh(3);
    const dealt = state.under.flat().length + state.tops.filter((c) => c >= 0).length + state.pile.length;
    expect(dealt).toBe(85);
  });

  it('ATR-2 two Reference cards, Fish points and Majority scoring, with texts in every language', () => {
    expect(RING_STACK[FISH_CARD]).toBe(-1);
    expect(RING_STACK[MAJORITY_CARD]).toBe(-1);
    expect(RING_STACK.filter((s) => s < 0)).toHaveLength(2);
    for (const lang of ['en', 'ru', 'et'] as const) {
      expect(presentation.texts[lang]['reference.fish']).toBeTruthy();
      expect(presentation.texts[lang]['reference.majority']).toBeTruthy();
    }
  });

  it('ATR-3 one Boat, on one space of the ring', () => {
    const state = fresh(4);
    expect(typeof state.boat).toBe('number');
    expect(state.boat).toBe(FISH_CARD);
    expect(game.view(state, 0).boat).toBe(FISH_CARD);
  });

  it('ATR-4 ten tiles, two per colour; the five double-sided ones show the face chosen or drawn at setup', () => {
    const state = fresh(2, 'tiles', { faces: 'abbab' });
    expect(state.tiles).toEqual(new Array(10).fill(-1));
    expect(state.faces).toEqual([0, 1, 1, 0, 1]);
    expect(ABILITY_FACES).toHaveLength(5);
    const drawn = new Set<string>();
    for (let i = 0; i < 40; i++) drawn.add(fresh(2, `faces ${i}`, { faces: 'random' }).faces.join(''));
    expect(drawn.size).toBeGreaterThan(10);
  });

  it('ATR-5 24 Fish tokens: four players place all of them', () => {
    expect(FISH_TOKENS).toBe(24);
    expect(fresh(4).stackFish.reduce((a, b) => a + b)).toBe(24);
  });

  it('ATR-6 the Reference cards lie diagonally and the Boat starts on the Fish card', () => {
    const [fr, fc] = RING_CELL[FISH_CARD];
    const [mr, mc] = RING_CELL[MAJORITY_CARD];
    expect(Math.abs(fr - mr)).toBe(2);
    expect(Math.abs(fc - mc)).toBe(2);
    expect(fresh(2).boat).toBe(FISH_CARD);
  });

  it('ATR-7 six face-up stacks of 8, 10 or 12 cards; the rest is the face-down draw pile', () => {
    for (const [players, perStack] of [
      [2, 8],
      [3, 10],
      [4, 12],
    ]) {
      const state = fresh(players);
      expect(state.heights).toEqual(new Array(6).fill(perStack));
      expect(state.pileCount).toBe(85 - 6 * perStack);
      expect(state.pile).toHaveLength(85 - 6 * perStack);
      const view = game.view(state, 0);
      expect(view.tops.every((c) => c >= 0)).toBe(true);
      expect(view).not.toHaveProperty('pile');
      expect(view).not.toHaveProperty('under');
    }
  });

  it('ATR-8 the Majority area has one column per colour, purple to red in the hierarchy order', () => {
    expect(COLOURS).toEqual(['purple', 'blue', 'green', 'yellow', 'red']);
    expect(fresh(2).majority).toEqual([[], [], [], [], []]);
    expect(FLAT_POINTS).toEqual([8, 7, 6, 5, 4]); // the flat tiles, most important colour first
  });

  it('ATR-9 each stack gets 2, 3 or 4 Fish', () => {
    expect(fresh(2).stackFish).toEqual([2, 2, 2, 2, 2, 2]);
    expect(fresh(3).stackFish).toEqual([3, 3, 3, 3, 3, 3]);
    expect(fresh(4).stackFish).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it('ATR-10 by default the first player is drawn at random, from the match’s own random stream', () => {
    expect(game.options.defaults.first).toBe('random');
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `P${i}` }));
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const match = Match.create(game, { seats, seed: `first ${i}` });
      firsts.add(match.state.turn);
      expect(match.state.first).toBe(match.state.turn);
      // Drawn from the seed: the same record gives the same first player.
      expect(Match.create(game, { seats, seed: `first ${i}` }).state.first).toBe(match.state.first);
    }
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    // Every seat is told who was drawn: the view, and the view in words.
    const match = Match.create(game, { seats, seed: 'first told' });
    const view = match.view(SPECTATOR);
    expect(view).toMatchObject({ first: match.state.first, firstDrawn: true });
    expect(presentation.describeView!(view)).toContainEqual({
      key: 'view.first-drawn',
      params: { player: { seat: match.state.first } },
    });
  });

  it('ATR-10 two players sit at perpendicular sides', () => {
    // Seats 1 and 2 face perpendicular sides: one takes the grid's rows, the other its columns, never a shared line.
    const south = new Set(SEAT_LINES[0]);
    expect(SEAT_LINES[1].some((line) => south.has(line))).toBe(false);
    // Opposite seats (with four players) share their lines, seen from the other side.
    expect([...SEAT_LINES[2]].sort()).toEqual([...SEAT_LINES[0]].sort());
  });
});

describe('a turn', () => {
  it('ATR-11 take the top card of both stacks of one of your three rows', () => {
    const state = fresh(2);
    expect(legal(state)).toEqual(['r0', 'r1', 'r2']); // seat 1, south: the grid's rows
    const [a, b] = [state.tops[0], state.tops[1]];
    const events = play(state, row(0));
    expect(events.filter((e) => e.type === 'took').map((e) => e.type === 'took' && e.card)).toEqual([a, b]);
    expect(state.heights[0]).toBe(7);
    expect(state.heights[1]).toBe(7);
    const west = fresh(2);
    west.turn = 1;
    expect(legal(west)).toEqual(['r5', 'r4', 'r3']); // seat 2, west: the grid's columns, farthest first
    expect(() => play(fresh(2), row(4))).toThrow(/not allowed/);
  });

  it('ATR-11 a row with an empty stack yields one card; a row with nothing to take cannot be chosen', () => {
    const state = fresh(2);
    stackUp(state, 0, []);
    const events = play(state, row(0));
    expect(events.filter((e) => e.type === 'took')).toHaveLength(1);
    const bare = fresh(2);
    stackUp(bare, 0, []);
    stackUp(bare, 1, []);
    expect(legal(bare)).toEqual(['r1', 'r2']);
  });

  it('ATR-12 the stack under the Boat is unavailable: its row yields only the other card', () => {
    const state = fresh(2);
    state.boat = STACK_RING[1]; // on stack 2
    const top = state.tops[1];
    const events = play(state, row(0));
    const took = events.filter((e) => e.type === 'took');
    expect(took).toHaveLength(1);
    expect(took[0]).toMatchObject({ stack: 0 });
    expect(state.tops[1]).toBe(top);
    // Under the Boat with the other stack empty, the row has nothing to give.
    const stuck = fresh(2);
    stuck.boat = STACK_RING[1];
    stackUp(stuck, 0, []);
    expect(legal(stuck)).not.toContain('r0');
  });

  it('ATR-13 every effect must be resolved, in the order the player chooses, before keeping', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_CREATURES, 0)]); // Send
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 1)]); // Boat 1
    play(state, row(0));
    expect(state.phase).toBe('effects');
    expect(legal(state)).toContain('b1');
    expect(legal(state).filter((k) => k.startsWith('s'))).toHaveLength(6); // every visible top
    expect(legal(state).some((k) => k.startsWith('k'))).toBe(false);
    play(state, boat(1)); // the Boat first, by choice, onto stack 1; then the Send is the choice left
    expect(state.phase).toBe('effects');
    expect(legal(state)).toEqual(['s1', 's2', 's3', 's4', 's5']); // not stack 1, under the Boat
    play(state, send(2));
    expect(state.phase).toBe('keep');
  });

  it('ATR-13 any order, even one that wastes an effect: a Take before the Send on an empty Majority area is lost', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_TEETH, 0)]); // Take, with an empty Majority area
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_CREATURES, 0)]); // Send
    stackUp(state, 2, [card(SHELLS, 4), card(LUMINOUS, 5)]);
    play(state, row(0));
    expect(legal(state)).toContain('f'); // the Take may go first, and find nothing
    const events = play(state, FIZZLE);
    expect(events).toEqual([{ type: 'fizzled', seat: 0, effect: 'majority' }]);
    expect(state.phase).toBe('effects');
    expect(legal(state).every((k) => k.startsWith('s'))).toBe(true); // the Send is left, and only it
    play(state, send(2));
    expect(state.majority[LUMINOUS]).toEqual([card(LUMINOUS, 5)]); // sent, and nobody took it back
    expect(state.collections[0][card(LUMINOUS, 5)]).toBe(0);
    // With no Send to feed it, the order changes nothing: the lost Take is played by itself (ATR-D9).
    const alone = fresh(2);
    stackUp(alone, 0, [card(SHELLS, 4), card(BIG_TEETH, 0)]);
    stackUp(alone, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    play(alone, row(0));
    expect(legal(alone)).not.toContain('f');
  });

  it('ATR-14 keep every card of one family; the rest go under their colour in the Majority area', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_TEETH, 4)]);
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    play(state, row(0));
    expect(legal(state)).toEqual(['k1', 'k4']);
    const events = play(state, keep(SHELLS));
    expect(state.collections[0][card(SHELLS, 5)]).toBe(1);
    expect(state.majority[BIG_TEETH]).toEqual([card(BIG_TEETH, 4)]);
    expect(events.map((e) => e.type)).toEqual(['kept', 'discarded', 'turn']);
  });

  it('ATR-15 3 different values open the flat tile, 4 the ability tile; one tile per colour', () => {
    const state = fresh(2);
    collect(state, 0, values(SHELLS, 0, 1, 2));
    stackUp(state, 0, [card(SHELLS, 4), card(SHELLS, 5)]);
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_TEETH, 4)]);
    play(state, row(0), keep(SHELLS));
    expect(state.phase).toBe('claim');
    expect(legal(state)).toEqual([`c${SHELLS}`, `c${ABILITY + SHELLS}`, 'd']); // 4 different values: either tile
    play(state, claim(ABILITY + SHELLS));
    expect(state.tiles[ABILITY + SHELLS]).toBe(0);
    // Later, a Shells card again: the red flat tile is shut for this seat.
    state.turn = 0;
    state.phase = 'take';
    stackUp(state, 2, [card(SHELLS, 4), card(SHELLS, 5)]);
    stackUp(state, 5, [card(SHELLS, 4), card(SHELLS, 4)]);
    play(state, row(1));
    expect(state.phase).toBe('take'); // no offer: it already holds a red tile
    expect(state.turn).toBe(1);
  });

  it('ATR-15 declining the flat tile when offered loses it for good; the ability tile stays in reach', () => {
    const state = fresh(2);
    collect(state, 0, values(TENTACLES, 0, 3));
    stackUp(state, 0, [card(SHELLS, 4), card(TENTACLES, 5)]);
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_TEETH, 4)]);
    play(state, row(0), keep(TENTACLES));
    expect(legal(state)).toEqual([`c${TENTACLES}`, 'd']);
    const events = play(state, DECLINE);
    expect(events[0]).toEqual({ type: 'declined', seat: 0, colour: TENTACLES, forfeit: true });
    expect(state.declined[0]).toBe(1 << TENTACLES);
    // A fourth Tentacles value later: only the ability tile is offered.
    state.turn = 0;
    state.phase = 'take';
    stackUp(state, 2, [card(SHELLS, 4), card(TENTACLES, 1)]);
    stackUp(state, 5, [card(SHELLS, 4), card(BIG_TEETH, 5)]);
    play(state, row(1), keep(TENTACLES));
    expect(legal(state)).toEqual([`c${ABILITY + TENTACLES}`, 'd']);
  });

  it('ATR-15 a tile can be claimed only on a turn that added a card of its colour', () => {
    const state = fresh(2);
    collect(state, 0, values(LUMINOUS, 0, 1, 2)); // 3 values already, from earlier turns
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_TEETH, 4)]);
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_TEETH, 5)]);
    play(state, row(0)); // Big Teeth only: nothing yellow was added
    expect(state.turn).toBe(1);
    expect(state.tiles[LUMINOUS]).toBe(-1);
  });

  it('ATR-16 then the next player clockwise takes a turn', () => {
    const state = fresh(3);
    for (const s of [0, 1, 2, 3, 4, 5]) stackUp(state, s, [card(SHELLS, 4), card(SHELLS, 5)]);
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      seats.push(state.turn);
      play(state, game.legalMoves(state, state.turn)[0]);
    }
    expect(seats).toEqual([0, 1, 2, 0]);
  });
});

describe('card effects', () => {
  it('ATR-17 draw the pile’s top card into this turn’s cards, without resolving its effect', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(LUMINOUS, 0)]); // Draw
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 4)]);
    state.pile.push(card(BIG_CREATURES, 0)); // a Send on top of the pile: it will not fire
    const before = state.pileCount;
    state.pileCount++;
    const events = play(state, row(0));
    expect(events).toContainEqual({ type: 'drew', seat: 0, card: card(BIG_CREATURES, 0) });
    expect(state.pileCount).toBe(before);
    expect(state.hand).toContain(card(BIG_CREATURES, 0));
    expect(state.pending).toEqual([]);
    expect(state.phase).toBe('keep');
  });

  it('ATR-18 an additional family: two families kept in step 3', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(TENTACLES, 0)]); // Additional family
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    stackUp(state, 2, [card(SHELLS, 4), card(BIG_TEETH, 5)]);
    state.boat = STACK_RING[3]; // out of the way
    state.pile.push(card(BIG_TEETH, 4));
    state.pileCount++;
    stackUp(state, 5, [card(SHELLS, 4), card(LUMINOUS, 0)]); // Draw
    // Row B (stacks 3 and 6): Big Teeth 5 and a Luminous 0 that draws Big Teeth 4. Then row A next turn.
    play(state, row(1));
    expect(state.hand.map(familyOf).sort()).toEqual([BIG_TEETH, BIG_TEETH, LUMINOUS]);
    play(state, keep(BIG_TEETH));
    // No extra this turn: the Luminous goes to the Majority area.
    expect(state.majority[LUMINOUS]).toEqual([card(LUMINOUS, 0)]);
    state.turn = 0;
    state.phase = 'take';
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    stackUp(state, 0, [card(SHELLS, 4), card(TENTACLES, 0)]);
    state.pile.push(card(BIG_CREATURES, 4));
    state.pileCount++;
    stackUp(state, 1, [card(SHELLS, 4), card(LUMINOUS, 3)]); // Draw: Big Creatures 4
    play(state, row(0));
    expect(state.extras).toBe(1);
    expect(legal(state)).toEqual(['k0', 'k2', 'k3']);
    play(state, keep(TENTACLES));
    expect(legal(state)).toEqual(['x0', 'x3']);
    play(state, extra(BIG_CREATURES));
    expect(state.collections[0][card(TENTACLES, 0)]).toBe(1);
    expect(state.collections[0][card(BIG_CREATURES, 4)]).toBe(1);
    expect(state.majority[LUMINOUS]).toEqual([card(LUMINOUS, 0), card(LUMINOUS, 3)]);
  });

  it('ATR-19 send a visible card to the Majority area; its effect does not fire', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_CREATURES, 3)]); // Send
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    stackUp(state, 3, [card(SHELLS, 2), card(BIG_TEETH, 0)]); // a Take: sent, it does nothing
    play(state, row(0));
    const events = play(state, send(3));
    expect(events[0]).toEqual({
      type: 'sent',
      seat: 0,
      stack: 3,
      card: card(BIG_TEETH, 0),
      revealed: card(SHELLS, 2),
    });
    expect(state.majority[BIG_TEETH]).toEqual([card(BIG_TEETH, 0)]);
    expect(state.tops[3]).toBe(card(SHELLS, 2));
    expect(state.pending).toEqual([]);
  });

  it('ATR-20 take the last card of a Majority column into the collection; its effect does not fire', () => {
    const state = fresh(2);
    sink(state, [card(SHELLS, 1), card(SHELLS, 3), card(BIG_TEETH, 4)]); // Shells 3 (a Send) is the last red card
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_TEETH, 3)]); // Take
    stackUp(state, 1, [card(SHELLS, 4), card(BIG_TEETH, 5)]);
    play(state, row(0));
    expect(legal(state)).toEqual(['m1', 'm4']);
    const events = play(state, snatch(SHELLS));
    expect(events[0]).toEqual({ type: 'snatched', seat: 0, card: card(SHELLS, 3) });
    expect(state.collections[0][card(SHELLS, 3)]).toBe(1);
    expect(state.majority[SHELLS]).toEqual([card(SHELLS, 1)]);
    expect(state.pending).toEqual([]);
  });

  it('ATR-21 the Boat moves clockwise by its arrows; a stop by a stack with Fish earns one', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(BIG_CREATURES, 1)]); // Boat 3
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    const events = play(state, row(0));
    expect(events).toContainEqual({ type: 'boat', seat: 0, arrows: 3, from: 0, to: 3, fish: true });
    expect(state.fish[0]).toBe(1);
    expect(state.stackFish[2]).toBe(1); // stack 3 sits on ring space 3
  });

  it('ATR-21 two Boat cards: one move after the other, up to two Fish', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(SHELLS, 1)]); // Boat 1
    stackUp(state, 1, [card(SHELLS, 4), card(TENTACLES, 2)]); // Boat 2
    play(state, row(0));
    expect(legal(state)).toEqual(['b1', 'b2']);
    const events = play(state, boat(2));
    expect(events.filter((e) => e.type === 'boat')).toEqual([
      { type: 'boat', seat: 0, arrows: 2, from: 0, to: 2, fish: true },
      { type: 'boat', seat: 0, arrows: 1, from: 2, to: 3, fish: true },
    ]);
    expect(state.fish[0]).toBe(2);
  });

  it('ATR-21 over empty stacks as usual; nothing at a stack without Fish or on a Reference card', () => {
    const state = fresh(2);
    state.boat = 2;
    state.stackFish[2] = 0; // ring 3: no Fish left
    stackUp(state, 0, [card(SHELLS, 4), card(SHELLS, 1)]); // Boat 1: to ring 3
    stackUp(state, 1, [card(SHELLS, 4), card(SHELLS, 5)]);
    state.boat = 2; // on stack 2: row A yields stack 1's card only
    let events = play(state, row(0));
    expect(events).toContainEqual({ type: 'boat', seat: 0, arrows: 1, from: 2, to: 3, fish: false });
    const next = fresh(2);
    next.boat = 2;
    stackUp(next, 2, []); // ring 3, empty: passed over like any space
    stackUp(next, 0, [card(SHELLS, 4), card(TENTACLES, 2)]); // Boat 2: ring 2 → ring 4, the Majority card
    events = play(next, row(0));
    expect(events).toContainEqual({ type: 'boat', seat: 0, arrows: 2, from: 2, to: 4, fish: false });
    expect(next.fish[0]).toBe(0);
  });
});

describe('the end and scoring', () => {
  it('ATR-22 the game ends at the end of the turn that leaves three stacks empty', () => {
    const state = fresh(2);
    stackUp(state, 3, []);
    stackUp(state, 4, []);
    stackUp(state, 0, [card(TENTACLES, 3)]);
    stackUp(state, 1, [card(BIG_TEETH, 2), card(BIG_TEETH, 4)]);
    play(state, row(0));
    // Three stacks are empty, but the turn goes on: keep, then the end.
    expect(game.outcome(state)).toBeNull();
    expect(legal(state)).toEqual(['k1', 'k2']);
    const events = play(state, keep(BIG_TEETH));
    expect(events.at(-1)).toEqual({ type: 'ended', scores: finalScores(state) });
    expect(game.toAct(state)).toEqual(NOBODY);
    expect(game.outcome(state)).toMatchObject({ reason: 'three-stacks-empty' });
  });

  it('ATR-23 the two families with the most cards in the Majority area double; ties go left', () => {
    expect(majorityRanking([1, 1, 0, 2, 1]).slice(0, 2)).toEqual([LUMINOUS, BIG_CREATURES]);
    expect(majorityRanking([0, 3, 3, 3, 0]).slice(0, 2)).toEqual([BIG_TEETH, TENTACLES]);
    expect(majorityRanking([0, 0, 0, 0, 0])).toEqual([0, 1, 2, 3, 4]);
  });

  it('ATR-24 card values (doubled for the two majority families) plus Fish plus tiles', () => {
    const state = fresh(2);
    sink(state, [
      card(SHELLS, 0),
      card(SHELLS, 0),
      card(BIG_TEETH, 1),
      card(BIG_TEETH, 1),
      card(LUMINOUS, 1),
    ]);
    collect(state, 0, [card(SHELLS, 5), card(BIG_TEETH, 2), card(LUMINOUS, 4)]);
    state.fish[0] = 3;
    state.tiles[BIG_CREATURES] = 0;
    const sheet = scoreSheet(state, 0, state.collections[0], state.fish[0]);
    expect(sheet.families).toEqual([0, 4, 0, 4, 10]);
    expect(sheet.fish).toBe(6);
    expect(sheet.tiles).toEqual({ 0: 8 });
    expect(sheet.total).toBe(4 + 4 + 10 + 6 + 8);
  });

  it('ATR-24 by default nobody starts with points: a score is card values, Fish and tiles only', () => {
    expect(game.options.defaults.headStart).toBe(false);
    for (const players of [2, 3, 4]) {
      const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}` }));
      const match = Match.create(game, { seats, seed: `printed ${players}` });
      expect(match.state.headStart).toEqual(new Array(players).fill(0));
      // An empty collection, no Fish, no tile: every seat's score is 0, whatever its place in turn order.
      expect(finalScores(match.state)).toEqual(new Array(players).fill(0));
      expect(presentation.describeView!(match.view(SPECTATOR)).some((m) => m.key === 'view.head-start')).toBe(
        false,
      );
    }
  });

  it('ATR-25 the most points wins, and tied players all win', () => {
    const state = fresh(3);
    state.phase = 'over';
    state.turn = -1;
    collect(state, 0, [card(SHELLS, 5)]);
    collect(state, 2, [card(SHELLS, 5)]);
    collect(state, 1, [card(SHELLS, 2)]);
    expect(game.outcome(state)).toMatchObject({ winners: [0, 2], scores: [5, 2, 5] });
  });
});

describe('ability tiles', () => {
  const ranking = majorityRanking([1, 4, 3, 0, 2]); // Big Teeth, Tentacles, Shells, Big Creatures, Luminous
  function points(condition: Condition, cards: number[], fish = 0) {
    const collection = new Array<number>(30).fill(0);
    for (const c of cards) collection[c]++;
    return conditionPoints(condition, collection, fish, ranking);
  }

  it('ATR-26 the flat tiles: 8, 7, 6, 5 and 4 points, purple to red', () => {
    const state = fresh(2);
    for (let c = 0; c < 5; c++) state.tiles[c] = 0;
    expect(scoreSheet(state, 0, state.collections[0], 0).tiles).toEqual({ 0: 8, 1: 7, 2: 6, 3: 5, 4: 4 });
  });

  it('ATR-27 the family ranked third in the Majority area scores double', () => {
    expect(ranking[2]).toBe(SHELLS);
    expect(points('third-family', [card(SHELLS, 3), card(SHELLS, 4), card(TENTACLES, 5)])).toBe(7);
  });

  it('ATR-28 6 points per set of one card of each family', () => {
    const set = [0, 1, 2, 3, 4].map((f) => card(f, 1));
    expect(points('five-sets', set)).toBe(6);
    expect(points('five-sets', [...set, ...set, card(SHELLS, 2)])).toBe(12);
    expect(points('five-sets', set.slice(1))).toBe(0);
  });

  it('ATR-29 3 points per 0-value card', () => {
    expect(
      points('zero-each', [card(SHELLS, 0), card(SHELLS, 0), card(TENTACLES, 0), card(TENTACLES, 2)]),
    ).toBe(9);
  });

  it('ATR-30 12 points for exactly five 0-value cards, 8 for six or more', () => {
    const zeros = (n: number) => Array.from({ length: n }, (_, i) => card(i % 5, 0));
    expect(points('zero-five', zeros(4))).toBe(0);
    expect(points('zero-five', zeros(5))).toBe(12);
    expect(points('zero-five', zeros(6))).toBe(8);
    expect(points('zero-five', zeros(9))).toBe(8);
  });

  it('ATR-31 2 more points per Fish', () => {
    expect(points('fish-each', [], 5)).toBe(10);
  });

  it('ATR-32 12 points for exactly 6 Fish, 8 for seven or more', () => {
    expect(points('fish-six', [], 5)).toBe(0);
    expect(points('fish-six', [], 6)).toBe(12);
    expect(points('fish-six', [], 7)).toBe(8);
  });

  it('ATR-33 3 points per pair of identical cards', () => {
    expect(points('pairs', [card(SHELLS, 1), card(SHELLS, 1), card(SHELLS, 2), card(TENTACLES, 1)])).toBe(3);
  });

  it('ATR-34 7 points per three identical cards', () => {
    const three = [card(SHELLS, 1), card(SHELLS, 1), card(SHELLS, 1)];
    expect(points('triples', three)).toBe(7);
    expect(points('triples', three.slice(1))).toBe(0);
  });

  it('ATR-35 3 points per card of your largest family', () => {
    expect(points('most-family', [card(SHELLS, 1), card(SHELLS, 2), card(TENTACLES, 1)])).toBe(6);
  });

  it('ATR-36 1 point per card in your collection', () => {
    expect(points('per-card', [card(SHELLS, 1), card(SHELLS, 2), card(TENTACLES, 1)])).toBe(3);
  });
});

describe('the rulebook’s worked examples (Irene)', () => {
  it('ATR-11 Example 1: Irene takes both top cards of her row A', () => {
    const state = irenesTable();
    expect(LINE_STACKS[SEAT_LINES[0][0]]).toEqual([0, 1]); // row A, farthest from her: stacks 1 and 2
    const events = play(state, row(SEAT_LINES[0][0]));
    expect(events.slice(0, 2)).toEqual([
      { type: 'took', seat: 0, line: 0, stack: 0, card: card(TENTACLES, 1), revealed: card(SHELLS, 4) },
      { type: 'took', seat: 0, line: 0, stack: 1, card: card(LUMINOUS, 2), revealed: card(SHELLS, 5) },
    ]);
    expect(state.hand).toEqual([card(TENTACLES, 1), card(LUMINOUS, 2)]);
  });

  it('ATR-21 Example 2: the Boat 1 space and a Fish, then 2 more spaces and another Fish', () => {
    const state = irenesTable();
    play(state, row(0));
    expect(legal(state)).toEqual(['b1', 'b2']);
    const events = play(state, boat(1));
    expect(events).toEqual([
      { type: 'boat', seat: 0, arrows: 1, from: 0, to: 1, fish: true },
      { type: 'boat', seat: 0, arrows: 2, from: 1, to: 3, fish: true },
    ]);
    expect(state.fish[0]).toBe(2);
  });

  it('ATR-14 Example 3: she keeps the Tentacles; the Luminous card makes its family the most represented', () => {
    const state = irenesTable();
    play(state, row(0), boat(1));
    const events = play(state, keep(TENTACLES));
    expect(events.slice(0, 2)).toEqual([
      { type: 'kept', seat: 0, family: TENTACLES, cards: [card(TENTACLES, 1)], extra: false },
      { type: 'discarded', seat: 0, card: card(LUMINOUS, 2) },
    ]);
    const sizes = state.majority.map((c) => c.length);
    expect(majorityRanking(sizes).slice(0, 4)).toEqual([LUMINOUS, BIG_CREATURES, BIG_TEETH, SHELLS]);
  });

  it('ATR-15 Example 4: three different Tentacles values; she claims the green tile at once', () => {
    const state = irenesTable();
    play(state, row(0), boat(1), keep(TENTACLES));
    expect(legal(state)).toEqual([`c${TENTACLES}`, 'd']);
    const events = play(state, claim(TENTACLES));
    expect(events[0]).toEqual({ type: 'claimed', seat: 0, tile: TENTACLES, face: null });
    expect(state.tiles[TENTACLES]).toBe(0);
    expect(FLAT_POINTS[TENTACLES]).toBe(6);
    expect(state.turn).toBe(1);
  });

  it('ATR-23 Example 5: Luminous most; Big Creatures beat the tied Tentacles by the hierarchy', () => {
    const ranking = majorityRanking([2, 1, 2, 3, 0]);
    expect(ranking.slice(0, 2)).toEqual([LUMINOUS, BIG_CREATURES]);
    expect(ranking[2]).toBe(TENTACLES);
  });

  it('ATR-24 Example 4 scored: Irene’s final score of 52', () => {
    // Yellow's ability tile shows its second face: 12 points for exactly five 0-value cards.
    const state = fresh(2, 'final', { faces: 'aaaba' });
    sink(state, values(LUMINOUS, 1, 4, 5)); // Luminous: most represented
    sink(state, values(BIG_CREATURES, 2, 4)); // Big Creatures and Tentacles tie with 2: Big Creatures go first
    sink(state, values(TENTACLES, 2, 3));
    sink(state, values(BIG_TEETH, 5));
    sink(state, values(SHELLS, 3));
    collect(state, 0, [
      ...values(BIG_CREATURES, 0, 3), // 3 × 2 = 6
      ...values(BIG_TEETH, 0, 3), // 3
      ...values(TENTACLES, 0, 1, 4), // 5
      ...values(LUMINOUS, 0, 1, 2, 3), // 6 × 2 = 12
      ...values(SHELLS, 0), // 0
    ]);
    state.fish[0] = 4; // 2 + 2 + 2 + 2 = 8
    state.tiles[TENTACLES] = 0; // 6
    state.tiles[ABILITY + LUMINOUS] = 0; // five 0-value cards: 12
    const sheet = scoreSheet(state, 0, state.collections[0], 4);
    expect(sheet.families).toEqual([6, 3, 5, 12, 0]);
    expect(sheet.fish).toBe(8);
    expect(fishPoints(4)).toBe(8);
    expect(sheet.tiles).toEqual({ [TENTACLES]: 6, [ABILITY + LUMINOUS]: 12 });
    expect(sheet.total).toBe(52);
    expect(finalScores(state)[0]).toBe(52);
  });

  it('ATR-18 Example 6: Tentacles with the extra effect and a Luminous card: both kept, nothing sinks', () => {
    const state = fresh(2);
    stackUp(state, 0, [card(SHELLS, 4), card(TENTACLES, 4)]); // Additional family
    stackUp(state, 1, [card(SHELLS, 4), card(LUMINOUS, 5)]);
    const events = play(state, row(0));
    expect(events.filter((e) => e.type === 'kept').map((e) => e.type === 'kept' && e.family)).toEqual([
      TENTACLES,
      LUMINOUS,
    ]);
    expect(state.majority.flat()).toEqual([]);
  });
});

describe('views', () => {
  it('ATR-7 a view shows the stacks’ tops and heights, never what lies under them or the pile’s order', () => {
    const state = fresh(2);
    for (const viewer of [0, 1, SPECTATOR] as const) {
      const view = game.view(state, viewer);
      expect(view.tops).toEqual(state.tops);
      expect(view.heights).toEqual(state.heights);
      expect(view.pileCount).toBe(state.pile.length);
      expect(JSON.stringify(view)).not.toContain('under');
    }
  });

  it('ATR-13 a refused effect leaves the table as it was', () => {
    const match = Match.create(game, {
      seats: [{ name: 'A' }, { name: 'B' }],
      options: { headStart: false },
      seed: 'x',
    });
    try {
      match.play(0, { type: 'boat', arrows: 3 });
      expect.unreachable();
    } catch (error) {
      expect(isMoveError(error) && error.code).toBe('illegal-move');
    }
    expect(match.state.phase).toBe('take');
    void Rng;
  });
});
