import { describe, expect, it } from 'vitest';
import { BARGAINS, HOUR, colourFor, FLIGHT } from '../content.ts';
import { describeMove } from '../describe.ts';
import { begun, fresh, game, give, harbinger, rolled, summon, tick } from '../fixtures.ts';
import {
  clockMark,
  buttonMoves,
  clockText,
  gatekeeperOn,
  goalKey,
  hourLeft,
  latestGatekeeper,
  moveWords,
  powersOf,
  squareTargets,
  urgency,
} from './derive.ts';

describe('the table read from a view', () => {
  it('lights the squares a roll reaches, and keeps the other moves as buttons', () => {
    const state = begun(4, 'derive');
    harbinger(state, 0, 0);
    rolled(state, 0, [3]);
    const view = game.view(state, 0);
    const moves = game.legalMoves(state, 0);
    const targets = squareTargets(view, moves);
    const goes = moves.filter((m) => m.type === 'go').map((m) => (m.type === 'go' ? m.to : -1));
    expect(goes.length).toBeGreaterThan(0);
    expect([...targets.keys()].sort((a, b) => a - b)).toEqual(goes.sort((a, b) => a - b));
    expect(buttonMoves(view, moves).every((m) => m.type !== 'go')).toBe(true);
  });

  it('offers a bargain’s two sides in his words, and stops the table while he speaks', () => {
    const state = begun(4, 'bargain');
    state.lastAt = 5 * 60_000;
    const { state: after } = summon(state, (e) => e.instruction === 'bargain');
    const seat = after.pending!.seat;
    expect(gatekeeperOn(game.view(after, seat))).toBe(true);
    tick(after); // he falls silent; the named one answers
    const view = game.view(after, seat);
    expect(view.pending?.why).toBe('bargain');
    expect(gatekeeperOn(view)).toBe(true);
    const moves = game.legalMoves(after, seat);
    const words = moves.map((m) => moveWords(view, m, describeMove).key);
    const kind = Math.floor((moves[0] as { value: number }).value / 2);
    expect(words).toEqual([`bargain.${BARGAINS[kind][0]}`, `bargain.${BARGAINS[kind][1]}`]);
  });

  it('counts the hour down from its end, and shows 0:00 only when it is gone', () => {
    const state = begun(4, 'clock', { minutes: 20 });
    const view = game.view(state, 0);
    expect(hourLeft(view, 0)).toBe(20 * 60_000);
    expect(clockText(hourLeft(view, 60_000))).toBe('19:00');
    expect(clockText(hourLeft(view, 20 * 60_000 - 1))).toBe('0:01');
    expect(clockText(hourLeft(view, 20 * 60_000 + 5))).toBe('0:00');
    expect(
      [0, 11 * 60_000, 18.5 * 60_000, 19.5 * 60_000].map((t) => urgency(view, hourLeft(view, t))),
    ).toEqual([0, 1, 2, 3]);
    // Before the fears are in, the whole hour is shown, calm.
    const before = game.view(fresh(4, 'clock', { minutes: 20 }), 0);
    expect(before.hourStart).toBe(-1);
    expect(hourLeft(before, 0)).toBe(20 * 60_000);
    expect(urgency(before, hourLeft(before, 0))).toBe(0);
  });

  it('finds his latest appearance among the events, or the draft', () => {
    const state = begun(4, 'latest');
    state.lastAt = 3 * 60_000;
    const { events } = summon(state, (e) => e.instruction === 'taunt');
    expect(latestGatekeeper(events)?.type).toBe('gatekeeper');
    const drafted = begun(4, 'latest-draft');
    harbinger(drafted, 0, 0);
    harbinger(drafted, 1, 1);
    drafted.gatekeeper.nextAt = HOUR.draftAt + 60_000;
    drafted.lastAt = HOUR.draftAt;
    const draftEvents = tick(drafted);
    expect(latestGatekeeper(draftEvents)?.type).toBe('draft');
    expect(latestGatekeeper([])).toBeNull();
  });

  it('says what the reader is after, and which powers its Keystones give', () => {
    const state = begun(4, 'goal');
    expect(goalKey(game.view(state, 0), 0)).toBe('goal.skull');
    harbinger(state, 0, 2);
    expect(goalKey(game.view(state, 0), 0)).toBe('goal.harbinger');
    give(state, 0, [colourFor(2, FLIGHT)]);
    const powers = powersOf(game.view(state, 0), 0);
    expect(powers.filter((p) => p.held).map((p) => p.power)).toEqual(['flight']);
    give(
      state,
      0,
      [0, 1, 2, 3, 4, 5].filter((c) => c !== colourFor(2, FLIGHT)),
    );
    expect(goalKey(game.view(state, 0), 0)).toBe('goal.home');
  });
});

describe('the clock as a screen reader hears it', () => {
  it('says a mark only once the clock has reached it, in the time the clock shows', () => {
    // A 10-minute hour at 6:40 left: no "10 minutes left" (the mark rounded up), nothing until 5:00.
    expect(clockMark(400_000)).toBeNull();
    expect(clockMark(600_000)).toEqual({ unit: 'minutes', n: 10 });
    expect(clockMark(300_000)).toEqual({ unit: 'minutes', n: 5 });
    expect(clockMark(299_000)).toEqual({ unit: 'minutes', n: 5 });
    expect(clockMark(240_000)).toBeNull();
    expect(clockMark(55_000)).toEqual({ unit: 'seconds', n: 60 });
    expect(clockMark(9_000)).toEqual({ unit: 'seconds', n: 10 });
  });
});
