import { describe, expect, it } from 'vitest';
import { Match, Rng, nextToDecide } from '../../../engine/index.ts';
import { liarsDice, type LiarsDiceMove, type LiarsDiceView } from '../../../games/liars-dice/index.ts';
import { Replay } from './replay.ts';

function finishedRecord() {
  const match = Match.create(liarsDice, {
    seats: [{ name: 'A' }, { name: 'B', bot: 'random' }],
    seed: 'replay-test',
  });
  const rng = Rng.fromSeed('moves');
  let at = 0;
  while (!match.outcome()) {
    const seat = nextToDecide(match.toAct(), 0)!;
    match.play(seat, rng.pick(match.legalMoves(seat) as LiarsDiceMove[]), (at += 1000));
  }
  return match.record;
}

describe('a replay in the browser', () => {
  const record = finishedRecord();
  const replay = new Replay(liarsDice, record);

  it('has a step per logged move and the match’s outcome at the end only', () => {
    expect(replay.length).toBe(record.log.length);
    expect(replay.outcomeAt(replay.length)?.reason).toBe('last-with-dice');
    expect(replay.outcomeAt(replay.length - 1)).toBeNull();
  });

  it('shows each step as the chosen viewer saw it: a seat its own dice, a spectator none', () => {
    const asA = replay.view(0, 0) as LiarsDiceView;
    const watcher = replay.view(0, 'spectator') as LiarsDiceView;
    expect(asA.ownDice).toHaveLength(5);
    expect(watcher.ownDice).toBeNull();
    const step = record.log.findIndex((e) => (e.move as LiarsDiceMove).type === 'challenge') + 1;
    const rolled = (viewer: 0 | 1 | 'spectator') =>
      (
        replay.events(step, viewer).find((e) => (e as { type: string }).type === 'rolled') as {
          dice: unknown[];
        }
      ).dice;
    expect(rolled(0)[1]).toBeNull();
    expect(rolled(1)[0]).toBeNull();
    expect(rolled('spectator').every((d) => d === null || (d as unknown[]).length === 0)).toBe(true);
    expect(replay.history(step, 'spectator')).toHaveLength(step);
    expect(replay.events(0, 0)).toEqual([]);
  });

  it('refuses a record that does not replay', () => {
    const tampered = { ...record, log: [{ seat: 1, move: { type: 'challenge' }, at: 0 }] };
    expect(() => new Replay(liarsDice, tampered)).toThrow(/log entry 0/);
  });
});

describe('a replay of a match the table ended', () => {
  it('tells the table’s entries in the history: a resignation, and the outcome it made', () => {
    const match = Match.create(liarsDice, {
      seats: [{ name: 'A' }, { name: 'B' }],
      seed: 'replay-resign',
    });
    const seat = nextToDecide(match.toAct(), 0)!;
    match.play(seat, (match.legalMoves(seat) as LiarsDiceMove[])[0], 1000);
    match.tableEntry({ type: 'resign', seat: 1 }, 2000);
    const replay = new Replay(liarsDice, match.record);
    expect(replay.length).toBe(2);
    expect(replay.outcomeAt(2)).toMatchObject({ winners: [0], reason: 'table.resign' });
    expect(replay.history(2, 'spectator')[1]).toEqual({
      version: 2,
      seat: 'table',
      at: 2000,
      events: [],
      table: { type: 'resign', seat: 1 },
    });
    expect(replay.history(2, 'spectator')[0].table).toBeUndefined();
  });
});
