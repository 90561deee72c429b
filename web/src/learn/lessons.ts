// The lessons, found by folder (`games/<id>/ui/lesson.ts` exports `lessons`): which games have one is known without
// loading any (the lobby asks), and a game's lessons load with its table when a lesson page opens.
import type { Lesson } from '../../../games/ui.ts';

const modules = import.meta.glob<readonly Lesson[]>('../../../games/*/ui/lesson.ts', { import: 'lessons' });

const byGame: Readonly<Record<string, () => Promise<readonly Lesson[]>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/')[4], load]),
);

/** Whether the game has a guided first game. */
export function hasLesson(game: string): boolean {
  return Object.hasOwn(byGame, game);
}

/** A game's lesson parts (loaded on first use), or null when it has none. */
export function loadLessons(game: string): Promise<readonly Lesson[] | null> {
  return Object.hasOwn(byGame, game) ? byGame[game]() : Promise.resolve(null);
}
