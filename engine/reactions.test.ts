// Reactions: a window in which others may spring a trap on the mover (engine/test-games/trap-track.ts).
import { describe, expect, it } from 'vitest';
import { acting, waitingFor } from './acting.ts';
import { MatchDriver } from './drive.ts';
import { SPECTATOR, SYSTEM } from './game.ts';
import { Match } from './match.ts';
import { Rng } from './rng.ts';
import { refusal, trapTrack } from './test-games/index.ts';

const three = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];

function newTrack(seats = three, goal = 8) {
  return Match.create(trapTrack, { seats, seed: 'traps', options: { goal, windowMs: 10_000 } });
}

/** Each log entry as [seat, move type, at]. */
function entries(match: ReturnType<typeof newTrack>) {
  return match.record.log.map((e) => [e.seat, e.move.type, e.at]);
}

describe('reactions (a trap track)', () => {
  it('a step opens a window that waits for nobody: the trap holders may react until its deadline', () => {
    const track = newTrack();
    expect(track.toAct()).toEqual(waitingFor(0));
    expect(track.legalMoves(1)).toEqual([]);
    track.play(0, { type: 'step', by: 2 }, 1_000);
    expect(track.toAct()).toEqual(acting({ reacting: [1, 2], system: true }));
    expect(track.nextDue()).toBe(11_000);
    expect(track.legalMoves(0)).toEqual([]); // the mover waits for the window like everyone else
    expect(track.legalMoves(1)).toEqual([{ type: 'spring' }, { type: 'pass' }]);

    // Bo's step: the reactors are Cy, then Ann (turn order after the mover).
    track.advance(11_000);
    track.play(1, { type: 'step', by: 1 }, 12_000);
    expect(track.toAct().reacting).toEqual([2, 0]);
  });

  it('a trap holder springs its trap on another player’s turn, knocking the mover back and closing the window', () => {
    const track = newTrack();
    const strength = track.state.traps[2] as number;
    track.play(0, { type: 'step', by: 2 }, 1_000);
    const [applied] = track.play(2, { type: 'spring' }, 2_000); // Cy acts on Ann's turn
    const to = Math.max(0, 2 - strength);
    expect(applied.events).toEqual([{ type: 'sprung', seat: 2, victim: 0, strength, to }]);
    expect(track.state.positions[0]).toBe(to);
    expect(track.state.traps[2]).toBeNull();
    expect(track.toAct()).toEqual(waitingFor(1));
    expect(track.nextDue()).toBeNull(); // no deadline is left running
    expect(refusal(() => track.play(1, { type: 'spring' })).code).toBe('illegal-move'); // Bo must step now
    expect(refusal(() => track.play(2, { type: 'spring' })).code).toBe('not-your-turn');
    expect(Match.replay(trapTrack, track.record).hash()).toBe(track.hash());
  });

  it('the window closes as soon as every reactor has passed, each pass in the log', () => {
    const track = newTrack();
    track.play(0, { type: 'step', by: 1 }, 1_000);
    const [bo] = track.play(1, { type: 'pass' }, 1_500);
    expect(bo.events).toEqual([{ type: 'passed', seat: 1 }]);
    expect(track.toAct()).toEqual(acting({ reacting: [2], system: true })); // Bo has had his say
    expect(refusal(() => track.play(1, { type: 'spring' }, 1_600)).code).toBe('not-your-turn');
    const [cy] = track.play(2, { type: 'pass' }, 2_000);
    expect(cy.events).toEqual([{ type: 'passed', seat: 2 }]);
    expect(track.toAct()).toEqual(waitingFor(1));
    expect(entries(track)).toEqual([
      [0, 'step', 1_000],
      [1, 'pass', 1_500],
      [2, 'pass', 2_000],
    ]);
    expect(track.state.traps.every((t) => t !== null)).toBe(true);
  });

  it('at its deadline the system seat closes the window, logged at that time, and the record replays exactly', () => {
    const track = newTrack();
    track.play(0, { type: 'step', by: 1 }, 1_000);
    track.play(1, { type: 'pass' }, 3_000);
    expect(track.advance(10_999)).toEqual([]);
    const [closed] = track.advance(60_000);
    expect([closed.seat, closed.move, closed.at]).toEqual([SYSTEM, { type: 'close' }, 11_000]);
    expect(closed.events).toEqual([{ type: 'closed' }]);
    expect(track.toAct()).toEqual(waitingFor(1));
    // A reaction that arrives after the deadline comes too late: the window closed first.
    const late = newTrack();
    late.play(0, { type: 'step', by: 1 }, 1_000);
    expect(refusal(() => late.play(2, { type: 'spring' }, 11_001)).code).toBe('not-your-turn');

    const replayed = Match.replay(trapTrack, JSON.parse(JSON.stringify(track.record)));
    expect(replayed.hash()).toBe(track.hash());
    const moved = {
      ...track.record,
      log: track.record.log.map((e) => (e.seat === SYSTEM ? { ...e, at: 12_000 } : e)),
    };
    expect(refusal(() => Match.replay(trapTrack, moved)).code).toBe('bad-time');
  });

  it('a reactor that does nothing cannot stall the game: its silence lets the moment pass, and the deadline closes', () => {
    const track = newTrack();
    const driver = new MatchDriver(track);
    const asked: string[] = [];
    driver.answer(0, { type: 'step', by: 2 });
    for (let ask = driver.next(); ask !== null; ask = driver.next()) {
      asked.push(`${ask.seat}:${ask.reacting}`);
      driver.answer(ask.seat, null);
    }
    expect(asked).toEqual(['1:true', '2:true']); // each asked once for this moment, in turn order
    const [closed] = driver.wait();
    expect([closed.seat, closed.at]).toEqual([SYSTEM, 1_000 + 10_000]);
    expect(track.toAct()).toEqual(waitingFor(1));
    // A waiting seat cannot let its turn pass.
    expect(refusal(() => driver.answer(1, null)).code).toBe('illegal-move');
  });

  it('the game opens no window when nobody could react', () => {
    const track = newTrack(three.slice(0, 2));
    track.play(0, { type: 'step', by: 1 });
    track.play(1, { type: 'spring' }); // Bo's trap is gone
    track.play(1, { type: 'step', by: 1 });
    track.play(0, { type: 'spring' }); // and Ann's
    const [applied] = track.play(0, { type: 'step', by: 2 });
    expect(applied.events).toHaveLength(1);
    expect(track.toAct()).toEqual(waitingFor(1)); // straight on to Bo: no window
  });

  it('reaching the goal wins only once the window closes: a trap can still snatch it away', () => {
    const passed = newTrack(three, 2);
    passed.play(0, { type: 'step', by: 2 });
    expect(passed.outcome()).toBeNull();
    passed.play(1, { type: 'pass' });
    passed.play(2, { type: 'pass' });
    expect(passed.outcome()).toEqual({ winners: [0], scores: [2, 0, 0], reason: 'goal' });

    const snatched = newTrack(three, 2);
    snatched.play(0, { type: 'step', by: 2 });
    snatched.play(1, { type: 'spring' });
    expect(snatched.outcome()).toBeNull();
    expect(snatched.toAct()).toEqual(waitingFor(1));
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
