// Liar's Dice's rules: options, the deal, bids and raises, challenges, elimination and the end (rules.ts).
import { describe, expect, it } from 'vitest';
import { Match, NOBODY, Rng, applyMove, isMoveError, waitingFor } from '../../engine/index.ts';
import { ALL_BIDS, CHALLENGE } from './content.ts';
import { bid, ctx, game, keys, play, table } from './fixtures.ts';

describe('LD-1 setup and options', () => {
  it('deals every player the chosen number of dice, sorted, and seat 0 opens (LD-D2)', () => {
    const state = game.setup({ players: 4, options: { dice: 3 }, rng: Rng.fromSeed('deal') });
    expect(state.dice).toHaveLength(4);
    for (const hand of state.dice) {
      expect(hand).toHaveLength(3);
      expect(hand).toEqual([...hand].sort((a, b) => a - b));
      for (const die of hand) expect(die >= 1 && die <= 6 && Number.isInteger(die)).toBe(true);
    }
    expect(state.round).toBe(1);
    expect(game.toAct(state)).toEqual(waitingFor(0));
    expect(state.bids).toEqual([]);
    expect(state.eliminated).toEqual([]);
  });

  it('defaults to five dice', () => {
    const match = Match.create(game, { seats: [{ name: 'A' }, { name: 'B' }], seed: 'x' });
    expect(match.state.dice.map((h) => h.length)).toEqual([5, 5]);
    expect(game.options.parse(undefined, 2)).toEqual({ dice: 5 });
    expect(game.options.parse({}, 2)).toEqual({ dice: 5 });
    expect(game.options.parse({ dice: 1 }, 2)).toEqual({ dice: 1 });
    expect(game.options.parse({ dice: 6 }, 6)).toEqual({ dice: 6 });
  });

  it('refuses bad options with a RangeError that says what is allowed', () => {
    for (const raw of [{ dice: 0 }, { dice: 7 }, { dice: 2.5 }, { dice: '3' }, { dice: Number.NaN }]) {
      expect(() => game.options.parse(raw, 2)).toThrow(/dice per player must be a whole number from 1 to 6/);
      expect(() => game.options.parse(raw, 2)).toThrow(RangeError);
    }
    expect(() => game.options.parse({ dice: 3, wild: false }, 2)).toThrow(/no option "wild"/);
    expect(() => game.options.parse('five', 2)).toThrow(RangeError);
    expect(() => game.options.parse([5], 2)).toThrow(RangeError);
  });

  it('is for two to six players', () => {
    const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
    expect(() => Match.create(game, { seats: seats(1), seed: 'x' })).toThrow(RangeError);
    expect(() => Match.create(game, { seats: seats(7), seed: 'x' })).toThrow(RangeError);
    expect(
      Match.create(game, { seats: seats(6), options: { dice: 6 }, seed: 'x' }).legalMoves(0),
    ).toHaveLength(216);
  });
});

describe('LD-4, LD-5 bids', () => {
  it('lets the opener bid anything up to the dice in play, but not challenge', () => {
    const state = table([
      [2, 3],
      [4, 5, 6],
    ]);
    const moves = game.legalMoves(state, 0);
    expect(moves).not.toContain(CHALLENGE);
    expect(moves).toHaveLength(5 * 6);
    expect(keys(moves)).toContain('5x1');
    expect(keys(moves)).not.toContain('6x2');
    try {
      applyMove(game, state, 0, { type: 'challenge' }, ctx());
      expect.unreachable('the opener challenged');
    } catch (error) {
      expect(isMoveError(error) && error.code).toBe('illegal-move');
    }
    expect(state.bids).toEqual([]);
  });

  it('accepts only raises: a higher quantity, or the same quantity with a higher face, ones highest (LD-D1)', () => {
    const state = table([
      [2, 3, 4],
      [4, 5, 6],
    ]);
    play(state, [bid(3, 4)]);
    const legal = keys(game.legalMoves(state, 1));
    expect(legal).toEqual(expect.arrayContaining(['liar', '3x5', '3x6', '3x1', '4x2', '4x1', '6x1']));
    for (const lower of ['3x4', '3x3', '3x2', '2x6', '2x1', '1x5', '7x2']) expect(legal).not.toContain(lower);
    play(state, [bid(3, 1)]);
    expect(keys(game.legalMoves(state, 0))).not.toContain('3x6');
    expect(keys(game.legalMoves(state, 0))).toContain('4x2');
  });

  it('leaves only the challenge after the highest possible bid', () => {
    const state = table([[2], [4]]);
    play(state, [bid(2, 1)]);
    expect(game.legalMoves(state, 1)).toEqual([CHALLENGE]);
  });

  it('lets only the seat to act move', () => {
    const state = table([[2], [4]]);
    expect(game.legalMoves(state, 1)).toEqual([]);
    expect(() => applyMove(game, state, 1, bid(1, 2), ctx())).toThrow(/not your turn/);
  });

  it('shares move objects and gives each move its own key', () => {
    const state = table([
      [2, 3, 4],
      [5, 6, 1],
    ]);
    expect(game.legalMoves(state, 0)[0]).toBe(ALL_BIDS[0]);
    const all = keys([CHALLENGE, ...ALL_BIDS]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('LD-7 challenges', () => {
  it('costs the challenger a die when the bid holds (wild ones included)', () => {
    const state = table([
      [1, 2, 6],
      [4, 4, 5],
    ]);
    const events = play(state, [bid(3, 4), CHALLENGE]);
    expect(events[1]).toMatchObject({ type: 'challenged', seat: 1, bidder: 0, count: 3, face: 4, total: 3 });
    expect(events[1]).toMatchObject({
      dice: [
        [1, 2, 6],
        [4, 4, 5],
      ],
    });
    expect(events[2]).toEqual({ type: 'die-lost', seat: 1, left: 2 });
    expect(state.dice.map((h) => h.length)).toEqual([3, 2]);
    expect(state.lastChallenge).toMatchObject({
      challenger: 1,
      loser: 1,
      total: 3,
      bid: { seat: 0, count: 3 },
    });
  });

  it('costs the bidder a die when the bid fails', () => {
    const state = table([
      [1, 2, 6],
      [4, 4, 5],
    ]);
    const events = play(state, [bid(2, 1), CHALLENGE]);
    expect(events[1]).toMatchObject({ type: 'challenged', total: 1 });
    expect(events[2]).toEqual({ type: 'die-lost', seat: 0, left: 2 });
    expect(state.lastChallenge?.loser).toBe(0);
  });

  it('LD-9: the loser opens the next round, and everyone rerolls', () => {
    const state = table([
      [1, 2, 6],
      [4, 4, 5],
      [3, 3, 3],
    ]);
    const events = play(state, [bid(1, 2), bid(4, 3), CHALLENGE]);
    // Four 3s: three threes and a wild one, so the bid holds: the challenger, seat 2, loses and opens.
    expect(events.at(-2)).toEqual({ type: 'die-lost', seat: 2, left: 2 });
    const rolled = events.at(-1);
    expect(rolled).toMatchObject({ type: 'rolled', round: 2, opener: 2, counts: [3, 3, 2] });
    expect(state.round).toBe(2);
    expect(state.bids).toEqual([]);
    expect(game.toAct(state)).toEqual(waitingFor(2));
    expect(game.legalMoves(state, 2)).not.toContain(CHALLENGE);
  });
});

describe('LD-6, LD-8, LD-9, LD-11 elimination and the end', () => {
  it('puts a player with no dice out, skips them, and lets the next player still in open', () => {
    const state = table([[2], [3], [4, 4]]);
    const events = play(state, [bid(1, 2), CHALLENGE]); // one 2 on the table: seat 1 was wrong
    expect(events.map((e) => e.type)).toEqual(['bid', 'challenged', 'die-lost', 'out', 'rolled']);
    expect(state.eliminated).toEqual([1]);
    expect(state.dice[1]).toEqual([]);
    expect(game.toAct(state)).toEqual(waitingFor(2)); // seat 1 is out, so the next seat still in opens
    play(state, [bid(1, 5)]);
    expect(game.toAct(state)).toEqual(waitingFor(0)); // from seat 2 past nobody to seat 0
    play(state, [bid(2, 5)]);
    expect(game.toAct(state)).toEqual(waitingFor(2)); // seat 0 skips seat 1
    expect(game.legalMoves(state, 1)).toEqual([]);
    expect(game.outcome(state)).toBeNull();
  });

  it('ends when one player has dice: the winner, scores by places outlasted', () => {
    const state = table([[2], [3], [4, 4]]);
    play(state, [bid(1, 2), CHALLENGE]); // seat 1 out
    state.dice = [[6], [], [5, 5]];
    const events = play(state, [bid(3, 5), CHALLENGE]); // seat 2 opens with three 5s; there are two
    expect(events.at(-1)).toMatchObject({ type: 'rolled', opener: 2, counts: [1, 0, 1] });
    state.dice = [[6], [], [5]];
    const end = play(state, [bid(2, 6), CHALLENGE]); // seat 2 opens; one 6: seat 2 was wrong
    expect(end.slice(-3)).toEqual([
      { type: 'die-lost', seat: 2, left: 0 },
      { type: 'out', seat: 2 },
      { type: 'won', seat: 0 },
    ]);
    expect(game.toAct(state)).toEqual(NOBODY);
    expect(game.legalMoves(state, 0)).toEqual([]);
    expect(state.eliminated).toEqual([1, 2]);
    expect(game.outcome(state)).toEqual({ winners: [0], scores: [2, 0, 1], reason: 'last-with-dice' });
  });
});
