// The registry: every game the platform serves. Adding a game is a folder and one line here.
import type { AnyGame } from '../engine/index.ts';
import { atrah } from './atrah/index.ts';
import { liarsDice } from './liars-dice/index.ts';
import { oldHouse } from './old-house/index.ts';
import { ticTacToe } from './tic-tac-toe/index.ts';

export const games: Readonly<Record<string, AnyGame>> = {
  [ticTacToe.id]: ticTacToe,
  [liarsDice.id]: liarsDice,
  [atrah.id]: atrah,
  [oldHouse.id]: oldHouse,
};

/** The game with this id, or a RangeError listing the ones there are. */
export function gameById(id: string): AnyGame {
  const game = games[id];
  if (!game) throw new RangeError(`unknown game "${id}"; there are: ${Object.keys(games).join(', ')}`);
  return game;
}
