import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE, acting, waitingFor } from '../../../engine/index.ts';
import type { HistoryEntry, ServerMessage } from '../../../protocol/index.ts';
import {
  CHAT_KEPT,
  awayFor,
  canMove,
  clockLeft,
  matchNow,
  mayLetPass,
  receive,
  untilDue,
  type TableState,
} from './session.ts';

const entry = (version: number, events: unknown[] = [{ type: 'e', version }]): HistoryEntry => ({
  version,
  seat: 0,
  at: version * 1000,
  events,
});

const noTable = {
  rules: DEFAULT_TABLE,
  clocks: [],
  botHeld: [],
  out: [],
  away: [],
  votes: [],
};

const sync = (
  version: number,
  extra: Partial<Extract<ServerMessage, { type: 'sync' }>> = {},
): ServerMessage => ({
  type: 'sync',
  match: 'm1abcdef',
  game: 'tic-tac-toe',
  options: {},
  you: 0,
  status: 'playing',
  version,
  seats: [],
  view: { v: version },
  legalMoves: [{ cell: 1 }],
  toAct: waitingFor(0),
  outcome: null,
  history: Array.from({ length: version }, (_, i) => entry(i + 1)),
  clock: { now: 0, nextDue: null },
  table: noTable,
  chat: { channel: 'players', lines: [] },
  ...extra,
});

const update = (from: number, to: number): ServerMessage => ({
  type: 'update',
  version: to,
  entries: Array.from({ length: to - from }, (_, i) => entry(from + i + 1)),
  view: { v: to },
  legalMoves: [],
  toAct: waitingFor(1),
  outcome: null,
  clock: { now: to * 1000, nextDue: null },
  table: noTable,
});

function synced(version: number): TableState {
  return receive(null, sync(version), 0).state!;
}

describe('a table follows the server', () => {
  it('a sync sets everything, and animates nothing', () => {
    const state = synced(2);
    expect(state.version).toBe(2);
    expect(state.history).toHaveLength(2);
    expect(state.fresh.events).toEqual([]);
    expect(canMove(state)).toBe(true);
  });

  it('an update in order appends its entries and brings their events to animate', () => {
    const { state, resync } = receive(synced(2), update(2, 4), 10);
    expect(resync).toBe(false);
    expect(state!.version).toBe(4);
    expect(state!.history.map((e) => e.version)).toEqual([1, 2, 3, 4]);
    expect(state!.fresh.events).toEqual([
      { type: 'e', version: 3 },
      { type: 'e', version: 4 },
    ]);
    expect(canMove(state)).toBe(false);
  });

  it('an update after a gap asks for a fresh sync and changes nothing', () => {
    const before = synced(2);
    const { state, resync } = receive(before, update(3, 5), 10);
    expect(resync).toBe(true);
    expect(state).toBe(before);
  });

  it('an update already seen is ignored; an update before any sync asks for one', () => {
    const before = synced(4);
    expect(receive(before, update(2, 4), 10)).toEqual({ state: before, resync: false });
    expect(receive(null, update(0, 1), 10)).toEqual({ state: null, resync: true });
  });

  it('the end of the match finishes the table; seats and errors change what they should', () => {
    const done = receive(
      synced(1),
      { ...update(1, 2), outcome: { winners: [0], reason: 'x' } } as ServerMessage,
      0,
    );
    expect(done.state!.status).toBe('finished');
    const seats = receive(
      synced(1),
      { type: 'seats', status: 'playing', seats: [{ seat: 0, name: 'A', bot: null, connected: true }] },
      0,
    );
    expect(seats.state!.seats).toHaveLength(1);
    const refused = receive(synced(1), { type: 'error', code: 'illegal-move', message: 'no' }, 0);
    expect(refused.state!.version).toBe(1);
  });

  it('a spectator never may move; the clock counts down from what the server said', () => {
    expect(canMove(receive(null, sync(0, { you: 'spectator' }), 0).state)).toBe(false);
    const clocked = receive(null, sync(0, { clock: { now: 5000, nextDue: 8000 } }), 100_000).state!;
    expect(untilDue(clocked, 100_000)).toBe(3000);
    expect(untilDue(clocked, 101_000)).toBe(2000);
    expect(untilDue(clocked, 200_000)).toBe(0);
    expect(untilDue(synced(0), 0)).toBeNull();
  });

  it('the clock keeps the quickest message’s reading: a slow one does not set it back, a jump starts again', () => {
    const timed = (version: number, now: number): ServerMessage => ({
      ...(update(version - 1, version) as Extract<ServerMessage, { type: 'update' }>),
      clock: { now, nextDue: null },
    });
    // Sent when the match clock read 5 s, received at once: it began at 95 s on this device's clock.
    let state = receive(null, sync(0, { clock: { now: 5000, nextDue: null } }), 100_000).state!;
    expect(matchNow(state, 101_000)).toBe(6000);
    // Sent at 7 s, but 300 ms on its way: the clock stays where the quick one put it.
    state = receive(state, timed(1, 7000), 102_300).state!;
    expect(matchNow(state, 103_000)).toBe(8000);
    // Sent at 9 s and received 50 ms sooner than the first had let us think: the earlier origin is kept.
    state = receive(state, timed(2, 9050), 104_000).state!;
    expect(matchNow(state, 105_000)).toBe(10_050);
    // The server's clock moved by a minute (a restart): the new reading counts.
    state = receive(state, timed(3, 70_000), 106_000).state!;
    expect(matchNow(state, 107_000)).toBe(71_000);
    // A sped-up clock (tests) runs at its rate.
    const fast = receive(null, sync(0, { clock: { now: 1000, nextDue: null, rate: 30 } }), 50_000).state!;
    expect(matchNow(fast, 50_100)).toBeCloseTo(4000, 6);
  });

  it('a seat the game waits for must move; a reacting seat may move or let the moment pass', () => {
    expect([canMove(synced(0)), mayLetPass(synced(0))]).toEqual([true, false]);
    const reacting = receive(null, sync(0, { toAct: acting({ waiting: [1], reacting: [0] }) }), 0).state;
    expect([canMove(reacting), mayLetPass(reacting)]).toEqual([true, true]);
    const other = receive(null, sync(0, { toAct: acting({ waiting: [1], reacting: [2] }) }), 0).state;
    expect([canMove(other), mayLetPass(other)]).toEqual([false, false]);
    const watching = receive(null, sync(0, { you: 'spectator', toAct: acting({ reacting: [0] }) }), 0).state;
    expect(mayLetPass(watching)).toBe(false);
  });
});

describe('the table beside the game: clocks, away seats, chat', () => {
  const line = (id: number, text = `line ${id}`) => ({ id, at: id * 1000, seat: 0, name: 'Ann', text });
  const clocked = {
    ...noTable,
    rules: { ...DEFAULT_TABLE, clock: { reserveMs: 120_000, incrementMs: 10_000 } },
    clocks: [
      { seat: 0, remainingMs: 100_000, runningSince: 4000 },
      { seat: 1, remainingMs: 120_000, runningSince: null },
    ],
    away: [{ seat: 1, since: 2000 }],
  };

  it('counts a running clock down from what the server said, and holds a stopped one', () => {
    // The match clock read 5 s when this device's clock read 100 s.
    const state = receive(
      null,
      sync(0, { clock: { now: 5000, nextDue: null }, table: clocked }),
      100_000,
    ).state!;
    expect(clockLeft(state, 0, 100_000)).toEqual({ leftMs: 99_000, running: true });
    expect(clockLeft(state, 0, 130_000)).toEqual({ leftMs: 69_000, running: true });
    expect(clockLeft(state, 0, 300_000)).toEqual({ leftMs: 0, running: true });
    expect(clockLeft(state, 1, 130_000)).toEqual({ leftMs: 120_000, running: false });
    expect(clockLeft(synced(0), 0, 0)).toBeNull();
    expect(awayFor(state, 1, 100_000)).toBe(3000);
    expect(awayFor(state, 0, 100_000)).toBeNull();
    // At the end every clock stands still.
    const over = { ...state, outcome: { winners: [1], reason: 'table.timeout' } };
    expect(clockLeft(over, 0, 300_000)).toEqual({ leftMs: 100_000, running: false });
  });

  it('takes the table from updates and table messages', () => {
    const next = receive(synced(1), { ...update(1, 2), table: clocked } as ServerMessage, 0).state!;
    expect(next.table.away).toEqual([{ seat: 1, since: 2000 }]);
    const back = receive(next, { type: 'table', table: noTable, clock: { now: 0, nextDue: null } }, 0).state!;
    expect(back.table.away).toEqual([]);
    expect(back.version).toBe(2);
  });

  it('keeps the chat of its own channel, each line once and in order, across a reconnection', () => {
    let state = receive(null, sync(0, { chat: { channel: 'players', lines: [line(1), line(2)] } }), 0).state!;
    state = receive(state, { type: 'chat', channel: 'players', line: line(4) }, 0).state!;
    state = receive(state, { type: 'chat', channel: 'players', line: line(3) }, 0).state!;
    state = receive(state, { type: 'chat', channel: 'players', line: line(3) }, 0).state!;
    expect(state.chat.lines.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    // A line of the other channel is never kept (the server sends none; if it did, it stays out).
    state = receive(state, { type: 'chat', channel: 'spectators', line: line(9) }, 0).state!;
    expect(state.chat.lines.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    // A fresh sync brings the channel's last lines: nothing is shown twice, nothing heard is lost.
    state = receive(
      state,
      sync(0, { chat: { channel: 'players', lines: [line(3), line(4), line(5)] } }),
      0,
    ).state!;
    expect(state.chat.lines.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    // Sitting down elsewhere as a spectator (hot-seat switching is seat to seat; this is watching) starts afresh.
    state = receive(
      state,
      sync(0, { you: 'spectator', chat: { channel: 'spectators', lines: [] } }),
      0,
    ).state!;
    expect(state.chat).toEqual({ channel: 'spectators', lines: [] });
    // No more than CHAT_KEPT lines stay.
    for (let id = 10; id < 10 + CHAT_KEPT + 5; id++)
      state = receive(state, { type: 'chat', channel: 'spectators', line: line(id) }, 0).state!;
    expect(state.chat.lines).toHaveLength(CHAT_KEPT);
    expect(state.chat.lines[0].id).toBe(15);
  });
});
