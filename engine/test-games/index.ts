// Tiny games that exist only to test the kernel and its drivers: each shows one thing the four real games need.
import type { AnyBots, AnyGame } from '../index.ts';
import { MoveError, NO_BOTS } from '../index.ts';
import { countdown, countdownBots } from './countdown.ts';
import { diceRace } from './dice-race.ts';
import { nim } from './nim.ts';
import { secretDuel } from './secret-duel.ts';
import { trapTrack } from './trap-track.ts';

export { countdown, countdownBots, diceRace, nim, secretDuel, trapTrack };

export const testGames: readonly AnyGame[] = [nim, diceRace, secretDuel, trapTrack, countdown] as AnyGame[];

/** The bot settings of a test game (only the countdown has any: its pace). */
export function testBots(game: AnyGame): AnyBots {
  return game.id === countdown.id ? (countdownBots as AnyBots) : NO_BOTS;
}

/** The MoveError that `attempt` throws; fails the test if it throws nothing or something else. */
export function refusal(attempt: () => unknown): MoveError {
  try {
    attempt();
  } catch (error) {
    if (error instanceof MoveError) return error;
    throw error;
  }
  throw new Error('expected a MoveError, but the move was accepted');
}
