// The live score estimate: it is the final score when the game is over, it follows the majorities as they
// shift, and a keep's preview is the change the keep really makes.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/index.ts';
import {
  BIG_TEETH,
  LUMINOUS,
  SHELLS,
  TENTACLES,
  card,
  collect,
  fresh,
  game,
  keep,
  play,
  sink,
  walk,
} from './fixtures.ts';
import { finalScores } from './index.ts';
import { estimateScores, keepGain } from './score.ts';

describe('estimateScores', () => {
  it('equals the final scores once a game is over', () => {
    for (const [seed, players] of [
      ['end-a', 2],
      ['end-b', 3],
      ['end-c', 4],
    ] as const) {
      const state = walk(seed, players, 10_000);
      expect(game.outcome(state)).not.toBeNull();
      const estimate = estimateScores(game.view(state, 0));
      expect(estimate.sheets.map((s) => s.total)).toEqual(finalScores(state));
      expect(estimate.sheets.map((s) => s.total)).toEqual(game.outcome(state)!.scores);
    }
  });

  it('doubles the two families with the most cards in the Majority area, ties to the left', () => {
    const state = fresh(2);
    collect(state, 0, [card(TENTACLES, 4), card(SHELLS, 5), card(BIG_TEETH, 3)]);
    state.fish[0] = 3;
    // Shells 2 cards, Tentacles 1, Luminous 1: Shells first; Tentacles beats Luminous by the hierarchy.
    sink(state, [card(SHELLS, 0), card(SHELLS, 1), card(LUMINOUS, 0), card(TENTACLES, 1)]);
    const estimate = estimateScores(state);
    expect(estimate.doubled).toEqual([SHELLS, TENTACLES]);
    // 4 × 2 + 5 × 2 + 3, and 3 Fish at 2 each.
    expect(estimate.sheets[0].total).toBe(8 + 10 + 3 + 6);
    expect(estimate.sheets[1].total).toBe(0);
    // One more Luminous card in the area: now Luminous outranks Tentacles (2 against 1).
    sink(state, [card(LUMINOUS, 2)]);
    expect(estimateScores(state).doubled).toEqual([LUMINOUS, SHELLS]);
    expect(estimateScores(state).sheets[0].total).toBe(4 + 10 + 3 + 6);
  });

  it('counts held tiles and the head start', () => {
    const state = fresh(3, 'tiles', { headStart: true });
    state.tiles[2] = 1; // the green flat tile: 6 points
    expect(estimateScores(state).sheets.map((s) => s.total)).toEqual([0, 4 + 6, 8]);
  });
});

describe('keepGain', () => {
  it('is the change the keep really makes to the seat’s estimate', () => {
    // Random mid-game tables where seat to act must pick a family: the preview matches the real outcome.
    let checked = 0;
    for (let i = 0; checked < 25 && i < 400; i++) {
      const rng = Rng.fromSeed(`keep-${i}`);
      const state = walk(`keep-${i}`, 2 + (i % 3), 3 + rng.int(40));
      if (state.phase !== 'keep' || state.extras > 0) continue;
      const seat = state.turn;
      const before = estimateScores(state).sheets[seat].total;
      for (const move of game.legalMoves(state, seat)) {
        if (move.type !== 'keep') continue;
        const gain = keepGain(state, seat, move.family, false);
        const after = game.clone(state);
        play(after, keep(move.family));
        // The keep ends the turn's card handling; a later claim may add a tile, which the preview leaves out.
        const held =
          after.tiles.filter((t) => t === seat).length - state.tiles.filter((t) => t === seat).length;
        if (held === 0 && after.phase !== 'over') {
          expect(estimateScores(after).sheets[seat].total - before).toBe(gain);
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
