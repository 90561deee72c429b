// Whole games through the match: random players and heuristic bots play to the end, and replay bit for bit.
import { describe, expect, it } from 'vitest';
import { Match, Rng, nextToDecide } from '../../engine/index.ts';
import { liarsDiceBots } from './bots.ts';
import { game } from './fixtures.ts';

describe('full games', () => {
  it('a random game of six ends with one winner, every seat scored, and replays bit for bit', () => {
    const seats = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}` }));
    const match = Match.create(game, { seats, options: { dice: 2 }, seed: 'full' });
    const rng = Rng.fromSeed('random players');
    let moves = 0;
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      match.play(seat, rng.pick(match.legalMoves(seat)));
      expect(++moves).toBeLessThan(5000);
    }
    const outcome = match.outcome()!;
    expect(outcome.winners).toHaveLength(1);
    expect([...outcome.scores!].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(outcome.scores![outcome.winners[0]]).toBe(5);
    expect(match.state.eliminated).toHaveLength(5);
    expect(Match.replay(game, JSON.parse(JSON.stringify(match.record))).hash()).toBe(match.hash());
  });

  it('heuristic bots finish a game of four', () => {
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}` }));
    const match = Match.create(game, { seats, seed: 'bots' });
    const rng = Rng.fromSeed('bot stream');
    while (!match.outcome()) {
      const seat = nextToDecide(match.toAct(), 0)!;
      const input = { view: match.view(seat), seat, moves: match.legalMoves(seat), time: 0, reacting: false };
      match.play(seat, liarsDiceBots.heuristic!(input, rng));
    }
    expect(match.outcome()!.reason).toBe('last-with-dice');
  });
});
