// What each seat may know: hidden dice, the public reveal, determinize and clone (view.ts).
import { describe, expect, it } from 'vitest';
import {
  Match,
  Rng,
  SPECTATOR,
  canonicalJson,
  nextToDecide,
  type PlayerSeat,
  type Viewer,
} from '../../engine/index.ts';
import { CHALLENGE } from './content.ts';
import { bid, ctx, game, play, randomState, table } from './fixtures.ts';
import type { LiarsDiceEvent } from './state.ts';

describe('LD-10 hidden dice', () => {
  const state = table([
    [1, 2, 6],
    [4, 4, 5],
    [3, 3],
  ]);

  it('shows a seat its own dice and only the counts of the others', () => {
    const view = game.view(state, 1);
    expect(view.ownDice).toEqual([4, 4, 5]);
    expect(view.counts).toEqual([3, 3, 2]);
    expect(view.viewer).toBe(1);
    expect(Object.keys(view).sort()).toEqual(
      [
        'bids',
        'counts',
        'dicePerPlayer',
        'eliminated',
        'lastChallenge',
        'ownDice',
        'round',
        'turn',
        'viewer',
      ].sort(),
    );
  });

  it('shows a spectator no dice at all', () => {
    expect(game.view(state, SPECTATOR).ownDice).toBeNull();
  });

  it('gives equal views of states that differ only in what the viewer cannot see', () => {
    for (const viewer of [0, SPECTATOR] as Viewer[]) {
      const other = game.clone(state);
      other.dice[1] = [6, 6, 6];
      other.dice[2] = [1, 2];
      expect(canonicalJson(game.view(other, viewer))).toBe(canonicalJson(game.view(state, viewer)));
    }
  });

  it('makes the reveal public once a challenge is made', () => {
    const s = game.clone(state);
    play(s, [bid(2, 3), bid(2, 1), CHALLENGE]);
    const revealed = [
      [1, 2, 6],
      [4, 4, 5],
      [3, 3],
    ];
    expect(game.view(s, SPECTATOR).lastChallenge).toMatchObject({ dice: revealed, total: 1, loser: 1 });
  });

  it('redacts a roll to the reader’s own dice; other events pass unchanged', () => {
    const s = game.clone(state);
    const events = play(s, [bid(2, 3), bid(2, 1), CHALLENGE]);
    const rolled = events.at(-1)!;
    expect(rolled.type).toBe('rolled');
    const full = rolled as Extract<LiarsDiceEvent, { type: 'rolled' }>;
    for (const viewer of [0, 1, 2] as PlayerSeat[]) {
      const seen = game.wire!.viewEvent!(rolled, viewer) as typeof full;
      expect(seen.counts).toEqual(full.counts);
      seen.dice.forEach((hand, seat) => expect(hand).toEqual(seat === viewer ? full.dice[seat] : null));
    }
    const spectator = game.wire!.viewEvent!(rolled, SPECTATOR) as typeof full;
    expect(spectator.dice).toEqual([null, null, null]);
    for (const event of events.slice(0, -1)) expect(game.wire!.viewEvent!(event, SPECTATOR)).toBe(event);
  });

  it('never shows a seat another seat’s roll in any event or view of a whole game', () => {
    const match = Match.create(game, { seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 'leak' });
    const rng = Rng.fromSeed('moves');
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      const applied = match.play(seat, rng.pick(match.legalMoves(seat)));
      for (const viewer of [0, 1, 2, SPECTATOR] as Viewer[]) {
        for (const event of match.eventsFor(applied, viewer)) {
          if (event.type !== 'rolled') continue;
          event.dice.forEach((hand, s) => {
            if (s !== viewer && event.counts[s] > 0) expect(hand).toBeNull();
          });
        }
      }
    }
  });
});

describe('determinize', () => {
  it('keeps the seat’s own dice and everything public, and rerolls the rest', () => {
    const state = randomState('det', 4, 5, 4);
    const view = game.view(state, 2);
    const others = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const guess = game.determinize(view, 2, Rng.fromSeed(`guess ${i}`));
      expect(guess.dice[2]).toEqual(state.dice[2]);
      expect(guess.dice.map((h) => h.length)).toEqual(state.dice.map((h) => h.length));
      for (const hand of guess.dice) expect(hand).toEqual([...hand].sort((a, b) => a - b));
      expect(canonicalJson(game.view(guess, 2))).toBe(canonicalJson(view));
      others.add(canonicalJson([guess.dice[0], guess.dice[1], guess.dice[3]]));
    }
    expect(others.size).toBeGreaterThan(4);
  });

  it('round-trips every view of random reachable states (the leak harness’s check)', () => {
    for (let i = 0; i < 60; i++) {
      const state = randomState(`walk ${i}`, 2 + (i % 5), i % 23, 1 + (i % 4));
      for (let seat = 0; seat < state.dice.length; seat++) {
        const view = game.view(state, seat);
        const again = game.view(game.determinize(view, seat, Rng.fromSeed(`d${i}`)), seat);
        expect(canonicalJson(again)).toBe(canonicalJson(view));
      }
    }
  });
});

describe('clone', () => {
  it('copies deeply enough that play on the copy leaves the original alone', () => {
    const state = randomState('clone', 3, 4);
    const before = canonicalJson(state);
    const copy = game.clone(state);
    expect(canonicalJson(copy)).toBe(before);
    for (let i = 0; i < 10 && game.outcome(copy) === null; i++) {
      const seat = nextToDecide(game.toAct(copy), 0)!;
      game.apply(copy, seat, game.legalMoves(copy, seat).at(-1)!, ctx(`c${i}`));
    }
    expect(canonicalJson(state)).toBe(before);
  });
});
