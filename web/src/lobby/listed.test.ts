import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../../protocol/index.ts';
import { listedAsPlaying } from './listed.ts';

const match = (...seats: (string | null)[]): MatchSummary => ({
  id: 'm1abcdef',
  game: 'liars-dice',
  status: 'playing',
  seats: seats.map((bot, seat) => ({ seat, name: bot ?? `P${seat}`, bot })),
  createdAt: 0,
  version: 3,
});

describe('the lobby’s list of matches being played', () => {
  it('lists a match two people or more play, online or at one screen', () => {
    expect(listedAsPlaying(match(null, null), false)).toBe(true);
    expect(listedAsPlaying(match(null, 'ismcts:easy', null), false)).toBe(true);
  });

  it('leaves out one person against bots, except on that person’s device', () => {
    expect(listedAsPlaying(match(null, 'ismcts:easy', 'ismcts:hard'), false)).toBe(false);
    expect(listedAsPlaying(match(null, 'ismcts:easy'), true)).toBe(true);
  });
});
