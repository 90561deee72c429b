// Tiny games that exist only to test the kernel and its drivers: each shows one thing the four real games need.
import type { AnyBots, AnyGame, AnyPresentation } from '../index.ts';
import { MoveError, NO_BOTS } from '../index.ts';
import { countdown, countdownBots, countdownPresentation } from './countdown.ts';
import { diceRace, diceRacePresentation } from './dice-race.ts';
import { nim, nimPresentation } from './nim.ts';
import { secretDuel, secretDuelPresentation } from './secret-duel.ts';
import { trapTrack, trapTrackPresentation } from './trap-track.ts';

export {
  countdown,
  countdownBots,
  countdownPresentation,
  diceRace,
  diceRacePresentation,
  nim,
  nimPresentation,
  secretDuel,
  secretDuelPresentation,
  trapTrack,
  trapTrackPresentation,
};

export const testGames: readonly AnyGame[] = [nim, diceRace, secretDuel, trapTrack, countdown] as AnyGame[];

const presentations: Readonly<Record<string, AnyPresentation>> = {
  [nim.id]: nimPresentation as AnyPresentation,
  [diceRace.id]: diceRacePresentation as AnyPresentation,
  [secretDuel.id]: secretDuelPresentation as AnyPresentation,
  [trapTrack.id]: trapTrackPresentation as AnyPresentation,
  [countdown.id]: countdownPresentation as AnyPresentation,
};

/** The words of a test game. */
export function testPresentation(game: AnyGame): AnyPresentation {
  return presentations[game.id];
}

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
