// The heuristic: it calls liar, raises and opens as its reckoning says, and beats random play (heuristic.ts).
import { describe, expect, it } from 'vitest';
import { Match, Rng, keyOf, nextToDecide } from '../../engine/index.ts';
import { liarsDiceBots } from './bots.ts';
import { CHALLENGE } from './content.ts';
import { bid, game, keys, play, table } from './fixtures.ts';
import { chanceAtLeast, chooseMove, reckon } from './heuristic.ts';

describe('heuristic bot', () => {
  it('calls liar on a bid its own dice make unlikely', () => {
    const state = table([
      [2, 3, 4, 5, 6],
      [2, 3, 3, 5, 6],
    ]);
    play(state, [bid(5, 4)]);
    const move = chooseMove(game.view(state, 1), game.legalMoves(state, 1), Rng.fromSeed('bot'));
    expect(move).toBe(CHALLENGE);
  });

  it('raises, with a bid its own dice make certain, when the standing bid is certain too', () => {
    const state = table([
      [2, 3, 4, 5, 6],
      [1, 4, 4, 4, 6],
    ]);
    play(state, [bid(2, 4)]);
    const view = game.view(state, 1);
    for (let i = 0; i < 10; i++) {
      const move = chooseMove(view, game.legalMoves(state, 1), Rng.fromSeed(`bot ${i}`));
      expect(move.type === 'bid' && reckon(view).chanceTrue(move.count, move.face)).toBe(1);
    }
  });

  it('opens on its best face at about the count it expects', () => {
    const state = table([
      [1, 5, 5, 5, 6],
      [2, 3, 3, 5, 6],
    ]);
    const move = chooseMove(game.view(state, 0), game.legalMoves(state, 0), Rng.fromSeed('open'));
    // Four fives of its own (a one is wild) plus 5 × 1/3 expected from the other hand: 5.67.
    expect(move).toMatchObject({ type: 'bid', face: 5 });
    expect([4, 5]).toContain((move as { count: number }).count);
  });

  it('reckons binomial chances', () => {
    expect(chanceAtLeast(0, 5, 1 / 3)).toBe(1);
    expect(chanceAtLeast(6, 5, 1 / 3)).toBe(0);
    expect(chanceAtLeast(1, 2, 0.5)).toBeCloseTo(0.75);
    expect(chanceAtLeast(5, 5, 1 / 6)).toBeCloseTo(1 / 7776);
  });

  it('beats random play, seeing only its view', () => {
    let wins = 0;
    const games = 60;
    for (let g = 0; g < games; g++) {
      const botSeat = g % 2;
      const match = Match.create(game, {
        seats: [{ name: 'A' }, { name: 'B' }],
        options: { dice: 3 },
        seed: `duel ${g}`,
      });
      const rng = Rng.fromSeed(`players ${g}`);
      while (!match.outcome()) {
        const seat = nextToDecide(match.toAct(), 0)!;
        const moves = match.legalMoves(seat);
        const move =
          seat === botSeat
            ? liarsDiceBots.heuristic!({ view: match.view(seat), seat, moves, time: 0, reacting: false }, rng)
            : rng.pick(moves);
        expect(move).not.toBeNull(); // a seat the game waits for must move
        expect(keys(moves)).toContain(keyOf(game, move!));
        match.play(seat, move);
      }
      if (match.outcome()!.winners[0] === botSeat) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.75);
  });
});
