// Which lessons this device has finished (localStorage, beside the app's other keys): a part is marked when its
// last step is complete, and a game is learnt when every part of it is. A blocked or full storage only forgets.
const PREFIX = 'nocturne.learn.';

function key(game: string, part: number): string {
  return `${PREFIX}${game}.${part}`;
}

export const progress = {
  /** Whether this device finished part `part` (1 first) of the game's lesson. */
  done(game: string, part: number): boolean {
    try {
      return globalThis.localStorage?.getItem(key(game, part)) === 'done';
    } catch {
      return false;
    }
  },
  /** Marks a part done, and the whole game once each of its `parts` is. */
  markDone(game: string, part: number, parts: number): void {
    try {
      globalThis.localStorage?.setItem(key(game, part), 'done');
      let all = true;
      for (let p = 1; p <= parts; p++) all &&= progress.done(game, p);
      if (all) globalThis.localStorage?.setItem(`${PREFIX}${game}`, 'done');
    } catch {
      // private mode or a full quota: the lesson is simply not remembered
    }
  },
  /** Whether this device finished every part of the game's lesson (the lobby's mark, read without loading it). */
  learnt(game: string): boolean {
    try {
      return globalThis.localStorage?.getItem(`${PREFIX}${game}`) === 'done';
    } catch {
      return false;
    }
  },
};
