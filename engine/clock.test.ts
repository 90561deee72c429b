// Timed events from the system seat's clock: a countdown to midnight (engine/test-games/countdown.ts).
import { describe, expect, it } from 'vitest';
import { NOBODY, acting } from './acting.ts';
import { SYSTEM } from './game.ts';
import { MatchDriver } from './drive.ts';
import { Match } from './match.ts';
import { countdown, countdownBots, refusal } from './test-games/index.ts';

const seats = [{ name: 'Ann' }, { name: 'Bo' }];
const LIGHT = { type: 'taper' } as const;
const STRIKE = { type: 'strike' } as const;

function newCountdown(options: object = {}) {
  return Match.create(countdown, {
    seats,
    seed: 'clock',
    options: { interval: 60_000, strikes: 3, goal: 8, ...options },
  });
}

/** Each log entry as [seat, move type, at]. */
function entries(match: ReturnType<typeof newCountdown>) {
  return match.record.log.map((e) => [e.seat, e.move.type, e.at]);
}

describe('timed events (a countdown to midnight)', () => {
  it('the system seat is due at the time the game names', () => {
    const match = newCountdown();
    expect(match.toAct()).toEqual(acting({ reacting: [0, 1], system: true })); // nobody is waited for
    expect(match.nextDue()).toBe(60_000);
  });

  it('advance before the due time does nothing', () => {
    const match = newCountdown();
    const hash = match.hash();
    expect(match.advance(0)).toEqual([]);
    expect(match.advance(59_999)).toEqual([]);
    expect(match.hash()).toBe(hash);
    expect(match.version).toBe(0);
  });

  it('advance at the due time plays the system move, logged at the due time exactly', () => {
    const match = newCountdown();
    const applied = match.advance(60_000);
    expect(applied).toEqual([
      { seat: SYSTEM, move: STRIKE, at: 60_000, events: [{ type: 'struck', strike: 1, at: 60_000 }] },
    ]);
    expect(match.nextDue()).toBe(120_000);
    expect(match.time).toBe(60_000);
  });

  it('advance past several due times plays each at its own due time, not at now', () => {
    const match = newCountdown();
    const applied = match.advance(1_000_000);
    expect(applied.map((a) => a.at)).toEqual([60_000, 120_000, 180_000]);
    expect(match.outcome()).toEqual({ winners: [], scores: [0, 0], reason: 'midnight' }); // the night wins
    expect(match.nextDue()).toBeNull();
    expect(match.advance(2_000_000)).toEqual([]);
  });

  it('a player’s move carries its time into the log and into the game', () => {
    const match = newCountdown();
    const [applied] = match.play(0, LIGHT, 31_234);
    expect(applied).toMatchObject({
      seat: 0,
      at: 31_234,
      events: [{ type: 'lit', seat: 0, candles: 1, at: 31_234 }],
    });
    expect(match.time).toBe(31_234);
    // Without a time, a move is taken to come at the time of the last one.
    const [again] = match.play(1, { type: 'chandelier' });
    expect(again.events).toEqual([{ type: 'lit', seat: 1, candles: 4, at: 31_234 }]);
  });

  it('a move logged earlier than the previous one is refused with bad-time and changes nothing', () => {
    const match = newCountdown();
    match.play(0, LIGHT, 30_000);
    const hash = match.hash();
    expect(refusal(() => match.play(1, LIGHT, 29_999)).code).toBe('bad-time');
    expect(match.hash()).toBe(hash);
    expect(match.version).toBe(1);
    match.play(1, LIGHT, 30_000); // the same time is fine
    expect(match.version).toBe(2);
  });

  it('a move that arrives after a due time comes after the timed events it missed', () => {
    // Nobody advanced the clock: the strikes at 60 s and 120 s still happen first, at their own times, and the
    // candle lit at 130 s is lit after them (so it is not blown out).
    const match = newCountdown();
    const applied = match.play(0, LIGHT, 130_000);
    expect(applied.map((a) => [a.seat, a.at])).toEqual([
      [SYSTEM, 60_000],
      [SYSTEM, 120_000],
      [0, 130_000],
    ]);
    expect(match.state.candles).toEqual([1, 0]);
    expect(match.state.struck).toBe(2);
  });

  it('a move refused after the timed events it missed leaves the match as it was', () => {
    // The one strike at 60 s ends the game, so a move at 70 s is too late: refused, and nothing changes...
    const match = newCountdown({ strikes: 1 });
    const hash = match.hash();
    expect(refusal(() => match.play(0, LIGHT, 70_000)).code).toBe('game-over');
    expect(match.hash()).toBe(hash);
    expect(match.version).toBe(0);
    expect(match.outcome()).toBeNull();
    // ...until the clock is advanced, which plays the strike at its time.
    expect(match.advance(70_000).map((a) => a.at)).toEqual([60_000]);
    expect(match.outcome()).toMatchObject({ reason: 'midnight' });
  });

  it('players and clock together replay exactly', () => {
    const match = newCountdown();
    match.play(0, LIGHT, 1_000);
    match.play(1, LIGHT, 2_500);
    match.play(0, LIGHT, 59_999);
    match.advance(60_000);
    match.play(1, LIGHT, 90_000);
    match.play(0, LIGHT, 125_000);
    match.play(0, LIGHT, 126_000);
    match.advance(400_000);
    expect(entries(match)).toEqual([
      [0, 'taper', 1_000],
      [1, 'taper', 2_500],
      [0, 'taper', 59_999],
      [SYSTEM, 'strike', 60_000],
      [1, 'taper', 90_000],
      [SYSTEM, 'strike', 120_000],
      [0, 'taper', 125_000],
      [0, 'taper', 126_000],
      [SYSTEM, 'strike', 180_000],
    ]);
    // The draught blows one candle out at each strike but the last; nobody reached the goal, so the night wins.
    expect(match.outcome()).toEqual({ winners: [], scores: [2, 0], reason: 'midnight' });

    const replayed = Match.replay(countdown, JSON.parse(JSON.stringify(match.record)));
    expect(replayed.hash()).toBe(match.hash());
    expect(entries(replayed)).toEqual(entries(match));
    expect(replayed.state).toEqual(match.state);
  });

  it('a record cannot move, drop or add a timed event', () => {
    const match = newCountdown();
    match.play(0, LIGHT, 1_000);
    match.advance(60_000);
    match.play(1, LIGHT, 70_000);
    const record = match.record;
    const [lit, strike, late] = record.log;
    const replay = (log: unknown[]) =>
      refusal(() => Match.replay(countdown, { ...record, log: log as typeof record.log }));

    const moved = replay([lit, { ...strike, at: 61_000 }, late]);
    expect([moved.code, moved.message]).toEqual([
      'bad-time',
      'log entry 1: The game acts at 60000, not at 61000.',
    ]);

    const early = replay([lit, { ...strike, at: 30_000 }, late]);
    expect([early.code, early.message.startsWith('log entry 1: ')]).toEqual(['bad-time', true]);

    const dropped = replay([lit, late]);
    expect([dropped.code, dropped.message.startsWith('log entry 1: ')]).toEqual(['bad-time', true]);
  });

  it('the first to light every candle wins at once, and the clock stops', () => {
    const match = newCountdown({ goal: 3 });
    for (const at of [1_000, 2_000, 3_000]) match.play(1, LIGHT, at);
    expect(match.outcome()).toEqual({ winners: [1], scores: [0, 3], reason: 'goal' });
    expect(match.toAct()).toEqual(NOBODY);
    expect(match.nextDue()).toBeNull();
    expect(match.advance(1_000_000)).toEqual([]);
  });

  it('in a real-time race every seat decides at once, and each move lands when it is done', () => {
    const match = newCountdown();
    const driver = new MatchDriver(match, countdownBots.moveMs);
    const choose = (seat: number) => ({ type: seat === 0 ? 'chandelier' : 'taper' }) as const;
    const asked: number[] = [];
    while (match.version < 4) {
      const ask = driver.next();
      if (ask === null) driver.wait();
      else {
        asked.push(ask.seat);
        expect(ask.reacting).toBe(true);
        driver.answer(ask.seat, choose(ask.seat));
      }
    }
    // Ann's chandelier (6 s) was begun at 0 and lands after two of Bo's tapers (2 s each); at 6 s the move begun
    // first lands first.
    expect(entries(match)).toEqual([
      [1, 'taper', 2_000],
      [1, 'taper', 4_000],
      [0, 'chandelier', 6_000],
      [1, 'taper', 6_000],
    ]);
    expect(asked).toEqual([0, 1, 1, 1, 0]); // Ann was busy lighting until 6 s, then decided again
  });

  it('a move still under way when the clock ends the game does not count', () => {
    const match = newCountdown({ interval: 5_000, strikes: 1 });
    const driver = new MatchDriver(match, countdownBots.moveMs);
    driver.answer(0, { type: 'chandelier' }); // would be done at 6 s: midnight comes at 5 s
    driver.answer(1, { type: 'taper' }); // done at 2 s
    expect(driver.next()).toBeNull(); // both are busy: what comes next is what lands first
    expect(driver.wait().map((a) => [a.seat, a.at])).toEqual([[1, 2_000]]);
    expect(driver.wait().map((a) => [a.seat, a.at])).toEqual([[SYSTEM, 5_000]]);
    expect(match.outcome()).toEqual({ winners: [], scores: [0, 1], reason: 'midnight' });
    expect(driver.next()).toBeNull();
  });
});
