// Out-of-turn reactions: a trap sprung on another player's turn (engine/test-games/trap-track.ts).
import { describe, expect, it } from 'vitest';
import { SPECTATOR } from './game.ts';
import { Match } from './match.ts';
import { Rng } from './rng.ts';
import { refusal, trapTrack } from './test-games/index.ts';

const three = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];

function newTrack(seats = three, goal = 8) {
  return Match.create(trapTrack, { seats, seed: 'traps', options: { goal } });
}

describe('out-of-turn reactions (a trap track)', () => {
  it('a step opens a reaction window: the mover first, then every seat holding a trap, in turn order', () => {
    const track = newTrack();
    expect(track.toAct()).toEqual([0]);
    expect(track.legalMoves(1)).toEqual([]);
    track.play(0, { type: 'step', by: 2 });
    expect(track.toAct()).toEqual([0, 1, 2]);
    expect(track.legalMoves(0)).toEqual([{ type: 'pass' }]);
    expect(track.legalMoves(1)).toEqual([{ type: 'spring' }]);
    expect(track.legalMoves(2)).toEqual([{ type: 'spring' }]);

    // Bo's step: the reactors are Cy, then Ann (turn order after the mover).
    track.play(0, { type: 'pass' });
    track.play(1, { type: 'step', by: 1 });
    expect(track.toAct()).toEqual([1, 2, 0]);
  });

  it('a trap holder springs its trap on another player’s turn, knocking the mover back', () => {
    const track = newTrack();
    const strength = track.state.traps[2] as number;
    expect(strength).toBeGreaterThanOrEqual(1);
    track.play(0, { type: 'step', by: 2 });
    const [applied] = track.play(2, { type: 'spring' }); // Cy acts on Ann's turn
    expect(applied.seat).toBe(2);
    const to = Math.max(0, 2 - strength);
    expect(applied.events).toEqual([{ type: 'sprung', seat: 2, victim: 0, strength, to }]);
    expect(track.state.positions[0]).toBe(to);
    expect(track.state.traps[2]).toBeNull();
    // The spring closed the window: the turn passes, and nobody else may spring on that step.
    expect(track.toAct()).toEqual([1]);
    expect(refusal(() => track.play(0, { type: 'spring' })).code).toBe('not-your-turn');
    expect(refusal(() => track.play(1, { type: 'spring' })).code).toBe('illegal-move'); // Bo must step now
    expect(Match.replay(trapTrack, track.record).hash()).toBe(track.hash());
  });

  it('the mover closes the window explicitly with a pass; after it, a trap can no longer be sprung', () => {
    const track = newTrack();
    track.play(0, { type: 'step', by: 1 });
    const [applied] = track.play(0, { type: 'pass' });
    expect(applied.events).toEqual([{ type: 'passed', seat: 0 }]);
    expect(track.toAct()).toEqual([1]);
    const hash = track.hash();
    expect(refusal(() => track.play(2, { type: 'spring' })).code).toBe('not-your-turn');
    expect(track.hash()).toBe(hash);
    expect(track.state.traps.every((t) => t !== null)).toBe(true);
  });

  it('no trap can be sprung outside a window, and the mover cannot spring its own', () => {
    const track = newTrack();
    expect(refusal(() => track.play(1, { type: 'spring' })).code).toBe('not-your-turn');
    track.play(0, { type: 'step', by: 1 });
    expect(refusal(() => track.play(0, { type: 'spring' })).code).toBe('illegal-move');
  });

  it('the game opens no window when nobody could react', () => {
    const track = newTrack(three.slice(0, 2));
    track.play(0, { type: 'step', by: 1 });
    track.play(1, { type: 'spring' }); // Bo's trap is gone
    track.play(1, { type: 'step', by: 1 });
    track.play(0, { type: 'spring' }); // and Ann's
    const [applied] = track.play(0, { type: 'step', by: 2 });
    expect(applied.events).toHaveLength(1);
    expect(track.toAct()).toEqual([1]); // straight on to Bo: no window
  });

  it('reaching the goal wins only once the window closes: a trap can still snatch it away', () => {
    const passed = newTrack(three, 2);
    passed.play(0, { type: 'step', by: 2 });
    expect(passed.outcome()).toBeNull();
    passed.play(0, { type: 'pass' });
    expect(passed.outcome()).toEqual({ winners: [0], scores: [2, 0, 0], reason: 'goal' });

    const snatched = newTrack(three, 2);
    snatched.play(0, { type: 'step', by: 2 });
    snatched.play(1, { type: 'spring' });
    expect(snatched.outcome()).toBeNull();
    expect(snatched.toAct()).toEqual([1]);
  });

  it('a trap is hidden from everyone but its holder, until it is sprung', () => {
    const track = newTrack();
    const strengths = track.state.traps.slice() as number[];
    for (const viewer of [0, 1, 2] as const) {
      expect(track.view(viewer).traps).toEqual(
        strengths.map((strength, seat) => ({ armed: true, strength: seat === viewer ? strength : null })),
      );
    }
    expect(track.view(SPECTATOR).traps).toEqual(strengths.map(() => ({ armed: true, strength: null })));

    // Two states that differ only in Ann's trap look the same to everyone else.
    const other = trapTrack.clone(track.state);
    other.traps[0] = (strengths[0] % 3) + 1;
    for (const viewer of [1, 2, SPECTATOR] as const) {
      expect(trapTrack.view(other, viewer)).toEqual(track.view(viewer));
    }
    expect(trapTrack.view(other, 0)).not.toEqual(track.view(0));

    // A sprung trap is face up in the log and gone from the table.
    track.play(0, { type: 'step', by: 1 });
    track.play(1, { type: 'spring' });
    expect(track.view(2).traps[1]).toEqual({ armed: false, strength: null });
  });

  it('a determinized state keeps the seat’s own trap and draws the others at random', () => {
    const track = newTrack();
    track.play(0, { type: 'step', by: 2 });
    const view = track.view(1);
    const rng = Rng.fromSeed('guess');
    const drawn = new Set<number | null>();
    for (let i = 0; i < 100; i++) {
      const guess = trapTrack.determinize(view, 1, rng);
      expect(trapTrack.view(guess, 1)).toEqual(view);
      expect(guess.traps[1]).toBe(track.state.traps[1]);
      drawn.add(guess.traps[0]);
    }
    expect([...drawn].sort()).toEqual([1, 2, 3]);
  });
});
