import { describe, expect, it } from 'vitest';
import { TABLE_CAPS, tableRulesBody, tableRulesOf } from './table.ts';

describe('the table rules a new match may ask for', () => {
  it('default to no clock, a medium bot for a seat out of time', () => {
    expect(tableRulesOf(tableRulesBody.parse({}))).toEqual({
      clock: null,
      onTimeout: 'bot',
      botLevel: 'medium',
    });
    expect(tableRulesOf(undefined)).toEqual({ clock: null, onTimeout: 'bot', botLevel: 'medium' });
  });

  it('take a clock within the caps, and refuse one outside them or a raw bot budget', () => {
    const clock = { reserveMs: TABLE_CAPS.minReserveMs, incrementMs: TABLE_CAPS.maxIncrementMs };
    expect(tableRulesBody.parse({ clock, onTimeout: 'lose', botLevel: 'hard' })).toEqual({
      clock,
      onTimeout: 'lose',
      botLevel: 'hard',
    });
    for (const bad of [
      { clock: { reserveMs: TABLE_CAPS.minReserveMs - 1, incrementMs: 0 } },
      { clock: { reserveMs: TABLE_CAPS.maxReserveMs + 1, incrementMs: 0 } },
      { clock: { reserveMs: 60_000, incrementMs: TABLE_CAPS.maxIncrementMs + 1 } },
      { clock: { reserveMs: 60_000, incrementMs: -1 } },
      { clock: { reserveMs: 60_000 } },
      { onTimeout: 'draw' },
      { botLevel: 'ismcts-100000' },
      { extra: 1 },
    ]) {
      expect(tableRulesBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
