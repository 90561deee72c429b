// A review judges a seat's decisions from what it knew: twin matches that differ only in another seat's dice
// give the same review, move for move and chance for chance.
import { describe, expect, it } from 'vitest';
import type { AnyGame, MatchRecord } from '../engine/index.ts';
import { Match } from '../engine/index.ts';
import { botsFor, gameById } from '../games/index.ts';
import { heuristicBot } from './heuristic.ts';
import { CLEAR_GAP, clearlyBetter, decisionsOf, judge } from './review.ts';

const game: AnyGame = gameById('liars-dice');
const bots = botsFor('liars-dice');
const seats = [{ name: 'Ann' }, { name: 'Bo' }];

/** Two seeds whose matches deal seat 0 the same dice and seat 1 different ones. */
function twinSeeds(): [string, string] {
  const bySeat0 = new Map<string, { seed: string; other: string }>();
  for (let i = 0; ; i++) {
    const seed = `twin-${i}`;
    const match = Match.create(game, { seats, seed });
    const mine = JSON.stringify(match.view(0));
    const other = JSON.stringify(match.view(1));
    const twin = bySeat0.get(mine);
    if (twin && twin.other !== other) return [twin.seed, seed];
    bySeat0.set(mine, { seed, other });
  }
}

/** The first round's bids, both seats played by one heuristic bot each, up to (not into) the first challenge. */
function firstRound(seed: string, moves?: readonly unknown[]): MatchRecord {
  const match = Match.create(game, { seats, seed });
  const players = [heuristicBot(game, bots, 'ann'), heuristicBot(game, bots, 'bo')];
  for (let i = 0; moves ? i < moves.length : true; i++) {
    const seat = match.toAct().waiting[0];
    const move =
      moves?.[i] ??
      players[seat].chooseMove({
        view: match.view(seat),
        seat,
        moves: match.legalMoves(seat),
        time: match.time,
        reacting: false,
      });
    if ((move as { type: string }).type === 'challenge') break;
    match.play(seat, move, match.time + 1000);
  }
  return match.record;
}

describe('a review', () => {
  it('finds every choice of the seat, with the view it had', () => {
    const record = firstRound('review-a');
    const decisions = decisionsOf(game, record, 0);
    expect(decisions.length).toBeGreaterThan(0);
    for (const d of decisions) {
      expect(record.log[d.index].seat).toBe(0);
      expect(d.input.moves.length).toBeGreaterThan(1);
      const then = Match.replay(game, { ...record, log: record.log.slice(0, d.index) });
      expect(d.input.view).toEqual(then.view(0));
    }
  });

  it('uses only what its seat could see: twin matches that differ in the other seat’s dice judge alike', () => {
    const [a, b] = twinSeeds();
    const first = firstRound(a);
    const twin = firstRound(
      b,
      first.log.map((entry) => entry.move),
    );
    expect(twin.log).toEqual(first.log);
    const review = (record: MatchRecord) =>
      decisionsOf(game, record, 0).map((d) =>
        judge(game, bots, d, { iterations: 300, seed: `judge-${d.index}` }),
      );
    const [ra, rb] = [review(first), review(twin)];
    expect(ra.length).toBeGreaterThan(0);
    expect(rb).toEqual(ra);
    // …while the matches themselves do differ where seat 0 cannot see.
    expect(JSON.stringify(Match.replay(game, twin).view(1))).not.toBe(
      JSON.stringify(Match.replay(game, first).view(1)),
    );
  });

  it('marks a decision only where the bot’s choice was clearly better', () => {
    const base = { index: 0, at: 0, chosen: 'a', best: 'b', options: 2 };
    expect(clearlyBetter({ ...base, chosenChance: 0.4, bestChance: 0.4 + CLEAR_GAP })).toBe(true);
    expect(clearlyBetter({ ...base, chosenChance: 0.4, bestChance: 0.45 })).toBe(false);
  });
});
