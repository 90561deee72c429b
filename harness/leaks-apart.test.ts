// The leak checks of the games in LEAKS_APART, apart from harness.test.ts: Mystery of the Old House's alone takes
// about as long as the rest of the harness's checks together, and in a file of its own it runs beside them.
import { describe } from 'vitest';
import { LEAKS_APART, everyGame, leaksTest } from './every-game.ts';

describe.each(everyGame.filter((entry) => LEAKS_APART.includes(entry.id)))('$id', (entry) => {
  leaksTest(entry);
});
