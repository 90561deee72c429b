import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE, NOBODY, acting, waitingFor } from '../../../engine/index.ts';
import type { MatchInfo } from '../../../protocol/index.ts';
import type { MatchTicket } from '../lib/storage.ts';
import { MY_FINISHED_SHOWN, MY_MATCHES_ASKED, myMatches, newestTickets, turnOf } from './myMatches.ts';

const info = (over: Partial<MatchInfo> = {}): MatchInfo => ({
  id: 'm1abcdef',
  game: 'liars-dice',
  options: {},
  status: 'playing',
  version: 3,
  seats: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, bot: null, connected: true })),
  toAct: waitingFor(1),
  outcome: null,
  table: DEFAULT_TABLE,
  ...over,
});
const ticket = (since: number | undefined, seats = [0]): MatchTicket => ({
  mode: 'online',
  tokens: Object.fromEntries(seats.map((s) => [s, `t${s}`])),
  ...(since === undefined ? {} : { since }),
});

describe('whose turn it is in a match of mine', () => {
  it('is mine when a seat of this device is waited for, or may react', () => {
    expect(turnOf(info({ toAct: waitingFor(1) }), [1])).toEqual({ kind: 'yours' });
    expect(turnOf(info({ toAct: acting({ reacting: [2] }) }), [0, 2])).toEqual({ kind: 'yours' });
  });

  it('names the others waited for, else the game itself, else that it waits for players', () => {
    expect(turnOf(info({ toAct: acting({ waiting: [1, 2] }) }), [0])).toEqual({
      kind: 'theirs',
      seats: [1, 2],
    });
    expect(turnOf(info({ toAct: acting({ system: true }) }), [0])).toEqual({ kind: 'game' });
    expect(turnOf(info({ status: 'open' }), [0])).toEqual({ kind: 'open' });
  });

  it('says a finished match is over, and whether this device won it', () => {
    const outcome = { winners: [2], reason: 'last-with-dice' };
    expect(turnOf(info({ status: 'finished', toAct: NOBODY, outcome }), [2])).toEqual({
      kind: 'finished',
      won: true,
    });
    expect(turnOf(info({ status: 'finished', toAct: NOBODY, outcome }), [0])).toEqual({
      kind: 'finished',
      won: false,
    });
    // At hot-seat the winner is one of the people at the screen, not "you".
    expect(turnOf(info({ status: 'finished', toAct: NOBODY, outcome }), [1, 2])).toEqual({
      kind: 'finished',
      won: false,
    });
  });
});

describe('the list of my matches', () => {
  it('asks about the newest tickets only, the ones without a date last', () => {
    const many = Array.from({ length: MY_MATCHES_ASKED + 3 }, (_, i) => ({
      id: `m${i}`,
      ticket: ticket(i === 0 ? undefined : 1000 + i),
    }));
    const asked = newestTickets(many);
    expect(asked).toHaveLength(MY_MATCHES_ASKED);
    expect(asked[0].id).toBe(`m${MY_MATCHES_ASKED + 2}`);
    expect(asked.map((a) => a.id)).not.toContain('m0');
  });

  it('lists matches going on newest first, then a few finished ones, and drops what the server does not know', () => {
    const finished = info({ status: 'finished', toAct: NOBODY, outcome: { winners: [0], reason: 'x' } });
    const rows = myMatches([
      { id: 'old', ticket: ticket(1), info: info() },
      { id: 'gone', ticket: ticket(9), info: null },
      { id: 'new', ticket: ticket(5, [0, 1]), info: info() },
      ...Array.from({ length: MY_FINISHED_SHOWN + 1 }, (_, i) => ({
        id: `f${i}`,
        ticket: ticket(10 + i),
        info: finished,
      })),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['new', 'old', 'f3', 'f2', 'f1']);
    expect(rows[0]).toMatchObject({ mine: [0, 1], turn: { kind: 'yours' } });
    expect(rows[1].turn).toEqual({ kind: 'theirs', seats: [1] });
    expect(rows[2].turn).toEqual({ kind: 'finished', won: true });
  });
});
