// How ATMOSFEAR's bots play: search plays every seat through whole games, on the clock (ATM-D24).
import { describe, expect, it } from 'vitest';
import { simulate } from '../../ai/simulate.ts';
import { Match, type AnyGame, type MatchRecord } from '../../engine/index.ts';
import { game } from './fixtures.ts';

describe('search', () => {
  it('ATM-D24 ISMCTS plays whole games on the clock, duels and the Gatekeeper’s STOP!s included', () => {
    const records: MatchRecord[] = [];
    const result = simulate(
      {
        game,
        players: 4,
        games: 2,
        bots: ['ismcts-30', 'ismcts-30', 'heuristic', 'heuristic'],
        seed: 'search',
        options: { minutes: 30 },
      },
      { onMatch: (_n, record) => records.push(record) },
    );
    expect(result.results.reduce((n, r) => n + r.wins, 0) + result.nobody!.wins).toBe(2);
    const seen = new Set<string>();
    for (const record of records) {
      Match.replay(game as AnyGame, record, (applied) => {
        for (const e of applied.events as { type: string }[]) seen.add(e.type);
      });
    }
    expect([...seen]).toEqual(expect.arrayContaining(['gatekeeper', 'void', 'challenged']));
  });
});
