import { describe, expect, it } from 'vitest';
import { parseRoute, paths } from './router.ts';

describe('routes', () => {
  it('reads every route and its invite seat, and round-trips the paths it writes', () => {
    expect(parseRoute('/')).toEqual({ page: 'lobby' });
    expect(parseRoute('/match/Xc1_-9', '?seat=2')).toEqual({
      page: 'match',
      id: 'Xc1_-9',
      seat: 2,
      from: null,
    });
    expect(parseRoute('/match/Xc1', '?seat=two&from=0')).toEqual({
      page: 'match',
      id: 'Xc1',
      seat: null,
      from: 0,
    });
    expect(parseRoute('/replay/abc')).toEqual({ page: 'replay', id: 'abc' });
    expect(parseRoute('/how/liars-dice')).toEqual({ page: 'how', game: 'liars-dice' });
    expect(parseRoute('/nowhere/at/all')).toEqual({ page: 'missing' });
    const invite = new URL(paths.invite('a b', 1, 0), 'http://x');
    expect(parseRoute(invite.pathname, invite.search)).toEqual({
      page: 'match',
      id: 'a b',
      seat: 1,
      from: 0,
    });
  });

  it("reads a lesson's route, its part (1 unless given), and round-trips the paths it writes", () => {
    expect(parseRoute('/learn/atrah')).toEqual({ page: 'learn', game: 'atrah', part: 1 });
    expect(parseRoute('/learn/old-house/2')).toEqual({ page: 'learn', game: 'old-house', part: 2 });
    expect(parseRoute('/learn/old-house/0')).toEqual({ page: 'missing' });
    expect(parseRoute(paths.learn('a b', 2))).toEqual({ page: 'learn', game: 'a b', part: 2 });
    expect(paths.learn('atrah')).toBe('/learn/atrah');
  });
});
