// The registry: every game the platform serves, how its bots play it and what it says. Adding a game is a folder
// and a line in each list here.
import type { AnyBots, AnyGame, AnyPresentation } from '../engine/index.ts';
import { NO_BOTS } from '../engine/index.ts';
import { atmosfear } from './atmosfear/index.ts';
import { atmosfearBots } from './atmosfear/bots.ts';
import { atmosfearPresentation } from './atmosfear/presentation.ts';
import { atrah } from './atrah/index.ts';
import { atrahBots } from './atrah/bots.ts';
import { atrahPresentation } from './atrah/presentation.ts';
import { liarsDice } from './liars-dice/index.ts';
import { liarsDiceBots } from './liars-dice/bots.ts';
import { liarsDicePresentation } from './liars-dice/presentation.ts';
import { midnighters } from './midnighters/index.ts';
import { midnightersBots } from './midnighters/bots.ts';
import { midnightersPresentation } from './midnighters/presentation.ts';
import { oldHouse } from './old-house/index.ts';
import { oldHouseBots } from './old-house/bots.ts';
import { oldHousePresentation } from './old-house/presentation.ts';
import { ticTacToe } from './tic-tac-toe/index.ts';
import { ticTacToeBots } from './tic-tac-toe/bots.ts';
import { ticTacToePresentation } from './tic-tac-toe/presentation.ts';

export const games: Readonly<Record<string, AnyGame>> = {
  [ticTacToe.id]: ticTacToe,
  [liarsDice.id]: liarsDice,
  [atrah.id]: atrah,
  [oldHouse.id]: oldHouse,
  [midnighters.id]: midnighters as AnyGame,
  [atmosfear.id]: atmosfear as AnyGame,
};

const bots: Readonly<Record<string, AnyBots>> = {
  [ticTacToe.id]: ticTacToeBots as AnyBots,
  [liarsDice.id]: liarsDiceBots as AnyBots,
  [atrah.id]: atrahBots as AnyBots,
  [oldHouse.id]: oldHouseBots as AnyBots,
  [midnighters.id]: midnightersBots as AnyBots,
  [atmosfear.id]: atmosfearBots as AnyBots,
};

const presentations: Readonly<Record<string, AnyPresentation>> = {
  [ticTacToe.id]: ticTacToePresentation as AnyPresentation,
  [liarsDice.id]: liarsDicePresentation as AnyPresentation,
  [atrah.id]: atrahPresentation as AnyPresentation,
  [oldHouse.id]: oldHousePresentation as AnyPresentation,
  [midnighters.id]: midnightersPresentation as AnyPresentation,
  [atmosfear.id]: atmosfearPresentation as AnyPresentation,
};

/** The game with this id, or a RangeError listing the ones there are. */
export function gameById(id: string): AnyGame {
  const game = Object.hasOwn(games, id) ? games[id] : undefined;
  if (!game) throw new RangeError(`unknown game "${id}"; there are: ${Object.keys(games).join(', ')}`);
  return game;
}

/** How bots play the game with this id; a game without settings of its own is searched uniformly. */
export function botsFor(id: string): AnyBots {
  return Object.hasOwn(bots, id) ? bots[id] : NO_BOTS;
}

/** What the game with this id says (its texts, log lines, move names), or a RangeError as `gameById`. */
export function presentationFor(id: string): AnyPresentation {
  return presentations[gameById(id).id];
}
