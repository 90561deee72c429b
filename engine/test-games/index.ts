// Tiny games that exist only to test the kernel: each shows one thing the four real games need from it.
import type { AnyGame } from '../index.ts';
import { MoveError } from '../index.ts';
import { countdown } from './countdown.ts';
import { diceRace } from './dice-race.ts';
import { nim } from './nim.ts';
import { secretDuel } from './secret-duel.ts';
import { trapTrack } from './trap-track.ts';

export { countdown, diceRace, nim, secretDuel, trapTrack };

export const testGames: readonly AnyGame[] = [nim, diceRace, secretDuel, trapTrack, countdown] as AnyGame[];

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
