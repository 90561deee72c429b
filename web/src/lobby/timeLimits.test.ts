import { describe, expect, it } from 'vitest';
import { tableRulesBody, TABLE_CAPS } from '../../../protocol/index.ts';
import { TIME_LIMITS, TIME_LIMIT_ORDER, tableRulesFor } from './timeLimits.ts';

describe('the lobby’s time limits', () => {
  it('every preset is one the server accepts', () => {
    for (const limit of TIME_LIMIT_ORDER) {
      const rules = tableRulesFor(true, limit, 'lose');
      expect(tableRulesBody.safeParse(rules ?? {}).success, limit).toBe(true);
      const clock = TIME_LIMITS[limit];
      if (clock) expect(clock.reserveMs).toBeGreaterThanOrEqual(TABLE_CAPS.minReserveMs);
    }
  });

  it('sends a time limit only for an online match that has one', () => {
    expect(tableRulesFor(true, 'brisk', 'bot')).toEqual({
      clock: { reserveMs: 300_000, incrementMs: 20_000 },
      onTimeout: 'bot',
    });
    expect(tableRulesFor(true, 'none', 'lose')).toBeUndefined();
    expect(tableRulesFor(false, 'quick', 'bot')).toBeUndefined();
  });
});
