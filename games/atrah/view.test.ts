// What each seat may know of ATRAH, and copies: views are snapshots and alike for everyone, clones are deep.
import { describe, expect, it } from 'vitest';
import { Rng, SPECTATOR, canonicalJson, type Viewer } from '../../engine/index.ts';
import { game, walk } from './fixtures.ts';

describe('state, copies and views', () => {
  it('clone copies deeply: play on the copy leaves the original alone', () => {
    const state = walk('clone', 3, 20);
    const before = canonicalJson(state);
    const copy = game.clone(state);
    expect(canonicalJson(copy)).toBe(before);
    const rng = Rng.fromSeed('c');
    for (let i = 0; i < 30 && !game.outcome(copy); i++) {
      game.apply(copy, copy.turn, rng.pick(game.legalMoves(copy, copy.turn)), { rng, time: 0 });
    }
    expect(canonicalJson(state)).toBe(before);
  });

  it('the state is plain JSON and survives a round trip', () => {
    const state = walk('json', 4, 33);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('a view is a snapshot: later play does not change it', () => {
    const state = walk('snap', 2, 5);
    const view = game.view(state, 0);
    const seen = canonicalJson(view);
    const rng = Rng.fromSeed('v');
    for (let i = 0; i < 10 && !game.outcome(state); i++) {
      game.apply(state, state.turn, rng.pick(game.legalMoves(state, state.turn)), { rng, time: 0 });
    }
    expect(canonicalJson(view)).toBe(seen);
  });

  it('every seat and a spectator see the same table (nothing in ATRAH is one seat’s secret)', () => {
    const state = walk('same', 4, 40);
    const strip = (v: { viewer: Viewer }) => canonicalJson({ ...v, viewer: 0 });
    const spectator = strip(game.view(state, SPECTATOR));
    for (const seat of [0, 1, 2, 3]) expect(strip(game.view(state, seat))).toBe(spectator);
  });
});
