import { describe, expect, it } from 'vitest';
import { MoveError } from './errors.ts';
import { Match } from './match.ts';
import { RETURN_MS } from './table.ts';
import type { TableRules } from './table-rules.ts';
import { TABLE } from './table-rules.ts';
import { nim, refusal } from './test-games/index.ts';

const two = [{ name: 'Ann' }, { name: 'Bo' }];
const three = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];
const clock = (onTimeout: 'bot' | 'lose', reserveMs = 10_000, incrementMs = 2_000): TableRules => ({
  clock: { reserveMs, incrementMs },
  onTimeout,
  botLevel: 'medium',
});

function replayed(match: Match<unknown, unknown, unknown, unknown, unknown>) {
  const copy = Match.replay(nim, JSON.parse(JSON.stringify(match.record)) as typeof match.record);
  expect(copy.hash()).toBe(match.hash());
  expect(copy.tableStatus()).toEqual(match.tableStatus());
  expect(copy.outcome()).toEqual(match.outcome());
  return copy;
}

describe('the table clock', () => {
  it('TBL-D3 runs for the seat the game waits for, and adds the increment when its turn ends', () => {
    const match = Match.create(nim, { seats: two, seed: 't', table: clock('bot') });
    expect(match.tableStatus().clocks).toEqual([
      { seat: 0, remainingMs: 10_000, runningSince: 0 },
      { seat: 1, remainingMs: 10_000, runningSince: null },
    ]);
    match.play(0, { take: 1 }, 3_000);
    expect(match.tableStatus().clocks).toEqual([
      { seat: 0, remainingMs: 9_000, runningSince: null },
      { seat: 1, remainingMs: 10_000, runningSince: 3_000 },
    ]);
    expect(match.nextTimeout()).toBe(13_000);
    replayed(match);
  });

  it('a seat that runs out is logged at the very millisecond, and a bot holds it; its player returns and plays on', () => {
    const match = Match.create(nim, { seats: two, seed: 't', table: clock('bot') });
    match.play(0, { take: 1 }, 1_000);
    expect(match.advance(10_999)).toEqual([]);
    const [timeout] = match.advance(11_000);
    expect(timeout).toEqual({ seat: TABLE, move: { type: 'timeout', seat: 1 }, at: 11_000, events: [] });
    expect(match.botHolds(1)).toBe(true);
    expect(match.tableStatus().botHeld).toEqual([{ seat: 1, level: 'medium', why: 'timeout' }]);
    // The bot's move stops nothing (its clock does not run) and earns nothing.
    match.play(1, { take: 1 }, 12_000);
    match.play(0, { take: 1 }, 12_500);
    match.tableEntry({ type: 'player-returns', seat: 1 }, 13_000);
    expect(match.botHolds(1)).toBe(false);
    expect(match.tableStatus().clocks[1]).toEqual({
      seat: 1,
      remainingMs: RETURN_MS > 10_000 ? 10_000 : RETURN_MS,
      runningSince: 13_000,
    });
    match.play(1, { take: 2 }, 14_000);
    expect(match.tableStatus().clocks[1].remainingMs).toBe(9_000 + 2_000);
    replayed(match);
  });

  it('TBL-D2 a player back after a timeout has half a minute or one increment, never more than the reserve', () => {
    const back = (rules: TableRules) => {
      const match = Match.create(nim, { seats: two, seed: 't', table: rules });
      match.advance(rules.clock!.reserveMs);
      match.tableEntry({ type: 'player-returns', seat: 0 }, rules.clock!.reserveMs);
      return match.tableStatus().clocks[0].remainingMs;
    };
    expect(back(clock('bot', 600_000, 0))).toBe(30_000);
    expect(back(clock('bot', 600_000, 45_000))).toBe(45_000);
    expect(back(clock('bot', 10_000, 0))).toBe(10_000);
  });

  it('with onTimeout lose, a two-seat match ends and the other seat wins', () => {
    const match = Match.create(nim, { seats: two, seed: 't', table: clock('lose') });
    match.advance(60_000);
    expect(match.outcome()).toEqual({ winners: [1], reason: 'table.timeout' });
    expect(match.toAct().waiting).toEqual([]);
    expect(match.legalMoves(1)).toEqual([]);
    expect(refusal(() => match.play(1, { take: 1 }, 60_001)).code).toBe('game-over');
    expect(match.version).toBe(1);
    replayed(match);
  });

  it('TBL-D4 a move that comes after the clock ran out comes after the timeout', () => {
    const match = Match.create(nim, { seats: two, seed: 't', table: clock('bot') });
    const applied = match.play(0, { take: 1 }, 10_500);
    expect(applied.map((a) => a.seat)).toEqual([TABLE, 0]);
    expect(match.botHolds(0)).toBe(true);
  });
});

describe('resigning', () => {
  it('in a two-seat match the other seat wins, and the record says why', () => {
    const match = Match.create(nim, { seats: two, seed: 't' });
    match.play(0, { take: 1 }, 100);
    match.tableEntry({ type: 'resign', seat: 0 }, 200);
    expect(match.outcome()).toEqual({ winners: [1], reason: 'table.resign' });
    expect(match.record.log.at(-1)).toEqual({ seat: TABLE, move: { type: 'resign', seat: 0 }, at: 200 });
    replayed(match);
  });

  it('TBL-D1 in a larger match a bot plays the seat to the end and it cannot win; the last seat left wins', () => {
    const match = Match.create(nim, { seats: three, seed: 't', options: { stones: 4 } });
    match.tableEntry({ type: 'resign', seat: 1 }, 10);
    expect(match.outcome()).toBeNull();
    expect(match.tableStatus()).toMatchObject({
      botHeld: [{ seat: 1, why: 'resign' }],
      out: [{ seat: 1, why: 'resign' }],
    });
    expect(refusal(() => match.tableEntry({ type: 'player-returns', seat: 1 }, 20)).code).toBe(
      'illegal-move',
    );
    // Ann takes 1, the bot for Bo takes the last 3: Bo's seat took the last stone but is out, so nobody wins.
    match.play(0, { take: 1 }, 30);
    match.play(1, { take: 3 }, 40);
    expect(match.outcome()).toMatchObject({ winners: [], reason: 'last-stone' });
    replayed(match);

    const other = Match.create(nim, { seats: three, seed: 't' });
    other.tableEntry({ type: 'resign', seat: 0 }, 10);
    other.tableEntry({ type: 'resign', seat: 2 }, 20);
    expect(other.outcome()).toEqual({ winners: [1], reason: 'table.resign' });
    replayed(other);
  });

  it('a seat cannot resign twice, nor a bot’s seat, nor after the end', () => {
    const match = Match.create(nim, {
      seats: [{ name: 'Ann' }, { name: 'Bot', bot: 'random' }, { name: 'Cy' }],
      seed: 't',
    });
    expect(refusal(() => match.tableEntry({ type: 'resign', seat: 1 }, 10)).code).toBe('malformed-move');
    match.tableEntry({ type: 'resign', seat: 0 }, 10);
    expect(refusal(() => match.tableEntry({ type: 'resign', seat: 0 }, 20)).code).toBe('illegal-move');
    match.tableEntry({ type: 'resign', seat: 2 }, 30);
    expect(match.outcome()?.winners).toEqual([1]);
    expect(refusal(() => match.tableEntry({ type: 'resign', seat: 2 }, 40)).code).toBe('game-over');
  });
});

describe('the operator ends a match', () => {
  it('TBL-D9 nobody wins, the record says so, and nothing comes after it', () => {
    const match = Match.create(nim, { seats: three, seed: 't' });
    match.play(0, { take: 1 }, 100);
    match.tableEntry({ type: 'halt' }, 200);
    expect(match.outcome()).toEqual({ winners: [], reason: 'table.halt' });
    expect(match.record.log.at(-1)).toEqual({ seat: TABLE, move: { type: 'halt' }, at: 200 });
    expect(match.tableStatus().botHeld).toEqual([]);
    expect(refusal(() => match.play(1, { take: 1 }, 300)).code).toBe('game-over');
    expect(refusal(() => match.tableEntry({ type: 'halt' }, 300)).code).toBe('game-over');
    replayed(match);
    // A halt with anything beside its type is not a table entry.
    const record = {
      ...match.record,
      log: [{ seat: TABLE, move: { type: 'halt', seat: 0 }, at: 200 }],
    } as unknown as typeof match.record;
    expect(refusal(() => Match.replay(nim, record)).code).toBe('malformed-move');
  });
});

describe('a vote hands an away seat to a bot', () => {
  it('TBL-D5 without a time limit only, and its player takes it back', () => {
    const match = Match.create(nim, { seats: two, seed: 't' });
    match.tableEntry({ type: 'bot-takes', seat: 1 }, 70_000);
    expect(match.tableStatus().botHeld).toEqual([{ seat: 1, level: 'medium', why: 'vote' }]);
    match.tableEntry({ type: 'player-returns', seat: 1 }, 80_000);
    expect(match.botHolds(1)).toBe(false);
    replayed(match);
    const timed = Match.create(nim, { seats: two, seed: 't', table: clock('bot') });
    expect(refusal(() => timed.tableEntry({ type: 'bot-takes', seat: 1 }, 100)).code).toBe('illegal-move');
    expect(timed.version).toBe(0);
  });
});

describe('a record with table entries replays strictly', () => {
  const played = () => {
    const match = Match.create(nim, { seats: two, seed: 't', table: clock('bot') });
    match.play(0, { take: 1 }, 1_000);
    match.advance(11_000); // seat 1 runs out
    match.play(1, { take: 1 }, 11_500); // its bot
    return match;
  };
  const tamper = (edit: (log: { seat: unknown; move: unknown; at: number }[]) => void) => {
    const record = JSON.parse(JSON.stringify(played().record)) as ReturnType<typeof played>['record'];
    edit(record.log as { seat: unknown; move: unknown; at: number }[]);
    return refusal(() => Match.replay(nim, record));
  };

  it('TBL-D7 the rules are in the record where they are not the defaults', () => {
    expect(played().record.table).toEqual(clock('bot'));
    expect(Match.create(nim, { seats: two, seed: 't' }).record).not.toHaveProperty('table');
  });

  it('refuses a timeout at another moment, a move after a timeout was due, and a made-up entry', () => {
    expect(tamper((log) => (log[1].at = 11_001)).message).toMatch(
      /^log entry 1: Seat 1's time does not run out/,
    );
    expect(tamper((log) => log.splice(1, 1)).code).toBe('bad-time');
    expect(tamper((log) => (log[1].move = { type: 'timeout', seat: 0 })).code).toBe('bad-time');
    expect(tamper((log) => (log[1].move = { type: 'surrender', seat: 1 })).code).toBe('malformed-move');
    expect(tamper((log) => (log[1].move = { type: 'resign', seat: 1, extra: 1 })).code).toBe(
      'malformed-move',
    );
    const error = tamper((log) =>
      log.push({ seat: TABLE, move: { type: 'player-returns', seat: 0 }, at: 12_000 }),
    );
    expect(error).toBeInstanceOf(MoveError);
    expect(error.message).toMatch(/^log entry 3: Seat 0 is not held/);
  });

  it('refuses table rules that are not sound', () => {
    const record = played().record;
    for (const table of [
      null,
      { ...clock('bot'), clock: { reserveMs: -1, incrementMs: 0 } },
      { ...clock('bot'), clock: { reserveMs: 'x', incrementMs: 0 } },
      { ...clock('bot'), onTimeout: 'draw' },
      { ...clock('bot'), botLevel: 'ismcts-99999' },
    ]) {
      expect(
        () => Match.replay(nim, { ...record, table: table as TableRules }),
        JSON.stringify(table),
      ).toThrow(/^table rules: /);
    }
  });

  it('a face may not log a timeout itself', () => {
    const match = Match.create(nim, { seats: two, seed: 't', table: clock('bot') });
    expect(refusal(() => match.tableEntry({ type: 'timeout', seat: 0 }, 20_000)).code).toBe('illegal-move');
  });
});
