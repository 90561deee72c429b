import { describe } from 'vitest';
import { LEAKS_APART, everyGame, leaksTest, randomGamesTest } from './every-game.ts';

describe.each(everyGame)('$id', (entry) => {
  randomGamesTest(entry);
  // The longest leak checks run in leaks-apart.test.ts, beside this file on the other core.
  if (!LEAKS_APART.includes(entry.id)) leaksTest(entry);
});
