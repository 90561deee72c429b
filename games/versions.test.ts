// Every match records the version of the rules it is played under; these hold the registry to what it needs for
// every version it has ever had (games/index.ts, games/versions.ts).
import { describe, expect, it } from 'vitest';
import { gameAt, games, rulesOf, versionOf } from './index.ts';
import { CURRENT_RULES, rulesVersion } from './versions.ts';

describe('rules versions', () => {
  it('every registered game has a current version, a whole number from 1', () => {
    expect(Object.keys(CURRENT_RULES).sort()).toEqual(Object.keys(games).sort());
    for (const id of Object.keys(games)) {
      expect(Number.isInteger(rulesOf(id)) && rulesOf(id) >= 1).toBe(true);
      expect(rulesOf(id)).toBe(CURRENT_RULES[id]);
    }
  });

  it('every game has a rule set for every version from 1 to its current one, of that game', () => {
    for (const id of Object.keys(games)) {
      for (let version = 1; version <= rulesOf(id); version++) {
        expect(gameAt(id, version)?.id, `${id} version ${version}`).toBe(id);
        expect(versionOf(gameAt(id, version)!)).toBe(version);
      }
      expect(gameAt(id, rulesOf(id))).toBe(games[id]);
      expect(versionOf(games[id])).toBe(rulesOf(id));
    }
  });

  it('a version the release does not have is undefined; absent means version 1', () => {
    expect(gameAt('tic-tac-toe', rulesOf('tic-tac-toe') + 1)).toBeUndefined();
    expect(gameAt('tic-tac-toe', 0)).toBeUndefined();
    expect(gameAt('tic-tac-toe')).toBe(gameAt('tic-tac-toe', 1));
    expect(rulesVersion({})).toBe(1);
    expect(rulesVersion({ rules: 3 })).toBe(3);
    expect(() => gameAt('no-such-game', 1)).toThrow(RangeError);
  });
});
