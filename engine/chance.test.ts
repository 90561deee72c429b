// Chance as the system seat: a dice race (engine/test-games/dice-race.ts).
import { describe, expect, it } from 'vitest';
import { waitingFor } from './acting.ts';
import { SYSTEM } from './game.ts';
import { Match, type LogEntry } from './match.ts';
import { Rng } from './rng.ts';
import { diceRace, refusal } from './test-games/index.ts';
import type { DiceRaceEvent, DiceRaceMove } from './test-games/dice-race.ts';

const seats = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];

/** Plays a whole race, every player throwing when it is their turn; returns the match and the rolls in order. */
function race(seed: string) {
  const match = Match.create(diceRace, { seats, seed });
  const rolls: number[] = [];
  let at = 0;
  while (!match.outcome()) {
    const acting = match.toAct();
    expect(acting.system).toBe(false); // the match never leaves a chance step waiting for someone
    const [seat] = acting.waiting;
    const [move] = match.legalMoves(seat);
    for (const applied of match.play(seat as number, move, (at += 1000))) {
      for (const event of applied.events) if (event.type === 'rolled') rolls.push(event.value);
    }
  }
  return { match, rolls };
}

describe('chance steps (a dice race)', () => {
  it('a throw puts the system seat to act; the match then rolls by itself, at the same time', () => {
    const match = Match.create(diceRace, { seats, seed: 'dice-1' });
    expect(match.toAct()).toEqual(waitingFor(0));
    expect(match.nextDue()).toBeNull();

    const applied = match.play(0, { type: 'throw' }, 1000);
    expect(applied.map((a) => [a.seat, a.move, a.at])).toEqual([
      [0, { type: 'throw' }, 1000],
      [SYSTEM, { type: 'roll' }, 1000],
    ]);
    const rolled = applied[1].events[0] as Extract<DiceRaceEvent, { type: 'rolled' }>;
    expect(rolled.type).toBe('rolled');
    expect(rolled.seat).toBe(0);
    expect(match.state.positions).toEqual([rolled.value, 0, 0]);
    expect(match.state.lastRoll).toBe(rolled.value);
    expect(match.toAct()).toEqual(waitingFor(1));
    expect(match.record.log.map((e) => e.seat)).toEqual([0, SYSTEM]);
  });

  it('the die is the match’s seeded stream: the first roll is the seed’s first draw', () => {
    const match = Match.create(diceRace, { seats, seed: 'dice-1' });
    const [, roll] = match.play(0, { type: 'throw' });
    expect(roll.events[0]).toMatchObject({ value: Rng.fromSeed('dice-1').between(1, 6) });
  });

  it('only the game plays the system seat: a player cannot roll for themselves', () => {
    const match = Match.create(diceRace, { seats, seed: 'dice-1' });
    expect(refusal(() => match.play(0, { type: 'roll' })).code).toBe('illegal-move');
    expect(refusal(() => match.play(SYSTEM as unknown as number, { type: 'roll' })).code).toBe(
      'not-your-turn',
    );
    expect(match.version).toBe(0);
  });

  it('a whole race replays to the same rolls and the same hash', () => {
    const { match, rolls } = race('dice-1');
    expect(rolls.length).toBeGreaterThan(3);
    for (const r of rolls) expect(r >= 1 && r <= 6).toBe(true);
    expect(match.outcome()?.winners).toHaveLength(1);

    const replayed = Match.replay(diceRace, JSON.parse(JSON.stringify(match.record)));
    expect(replayed.hash()).toBe(match.hash());
    expect(replayed.state).toEqual(match.state);
    // Run again live with the same seed: the same dice.
    expect(race('dice-1').rolls).toEqual(rolls);
  });

  it('a game whose timing.dueAt answers null is a chance step just the same', () => {
    const variant: typeof diceRace = { ...diceRace, timing: { dueAt: () => null } };
    const match = Match.create(variant, { seats, seed: 'dice-1' });
    const applied = match.play(0, { type: 'throw' }, 500);
    expect(applied.map((a) => [a.seat, a.at])).toEqual([
      [0, 500],
      [SYSTEM, 500],
    ]);
    const plain = Match.create(diceRace, { seats, seed: 'dice-1' });
    plain.play(0, { type: 'throw' }, 500);
    expect(match.hash()).toBe(plain.hash());
  });

  it('two seeds give different games', () => {
    const a = race('dice-1');
    const b = race('dice-2');
    expect(b.rolls).not.toEqual(a.rolls);
    expect(b.match.hash()).not.toBe(a.match.hash());
  });

  it('a record holds no outcomes: the system entries only say that the die was rolled', () => {
    const { match } = race('dice-1');
    const systemMoves = match.record.log.filter((e) => e.seat === SYSTEM).map((e) => e.move);
    expect(systemMoves.length).toBeGreaterThan(3);
    for (const move of systemMoves) expect(move).toEqual({ type: 'roll' });
  });

  it('a record cannot skip or move a roll', () => {
    const { match } = race('dice-1');
    const log = match.record.log;
    const base = { ...match.record };
    // The roll after the first throw left out: the next player entry comes while the die is still to roll.
    const skipped = refusal(() => Match.replay(diceRace, { ...base, log: [log[0], ...log.slice(2)] }));
    expect(skipped.code).toBe('not-your-turn');
    expect(skipped.message).toMatch(/^log entry 1: /);
    // The roll logged later than the match would have made it.
    const late = refusal(() =>
      Match.replay(diceRace, { ...base, log: [log[0], { ...log[1], at: log[1].at + 5 }] }),
    );
    expect(late.code).toBe('bad-time');
    expect(late.message).toMatch(/^log entry 1: /);
  });

  it('when the system seat has several legal moves, the match plays the first, and a record must too', () => {
    // A variant whose system seat could also throw a loaded die: legal, but not what the match plays.
    const loaded = { type: 'roll', loaded: true } as unknown as DiceRaceMove;
    const variant: typeof diceRace = {
      ...diceRace,
      legalMoves: (state, seat) => {
        const moves = diceRace.legalMoves(state, seat);
        return seat === SYSTEM && moves.length ? [...moves, loaded] : moves;
      },
    };
    const match = Match.create(variant, { seats, seed: 'dice-1' });
    const [, roll] = match.play(0, { type: 'throw' }, 10);
    expect(roll.move).toEqual({ type: 'roll' });
    const record = match.record;
    expect(Match.replay(variant, record).hash()).toBe(match.hash());
    const chosen = refusal(() =>
      Match.replay(variant, {
        ...record,
        log: [record.log[0], { ...record.log[1], move: loaded } as LogEntry],
      }),
    );
    expect(chosen.code).toBe('illegal-move');
    expect(chosen.message).toMatch(/^log entry 1: /);
  });
});
