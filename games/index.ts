// The registry: every game the platform serves, and how its bots play it. Adding a game is a folder and a line
// in each list here.
import type { AnyBots, AnyGame } from '../engine/index.ts';
import { NO_BOTS } from '../engine/index.ts';
import { atmosfear } from './atmosfear/index.ts';
import { atmosfearBots } from './atmosfear/bots.ts';
import { atrah } from './atrah/index.ts';
import { atrahBots } from './atrah/bots.ts';
import { liarsDice } from './liars-dice/index.ts';
import { liarsDiceBots } from './liars-dice/bots.ts';
import { midnighters } from './midnighters/index.ts';
import { midnightersBots } from './midnighters/bots.ts';
import { oldHouse } from './old-house/index.ts';
import { oldHouseBots } from './old-house/bots.ts';
import { ticTacToe } from './tic-tac-toe/index.ts';
import { ticTacToeBots } from './tic-tac-toe/bots.ts';

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
