// The games' browser parts, found by folder: each game's small `ui/meta.ts` comes with the lobby, and its
// rules, words and board (`ui/index.tsx`) are loaded only when a table, a replay or a How-to-play page needs them.
// A game with a registry entry but no board yet gets the generic one: its view in words and its moves as buttons,
// told by its presentation (`presentation.ts`).
import type { AnyGame, AnyPresentation } from '../../../engine/index.ts';
import type { GameMeta, GameUi } from '../../../games/ui.ts';

const metas = import.meta.glob<GameMeta>('../../../games/*/ui/meta.ts', { eager: true, import: 'meta' });
const boards = import.meta.glob<GameUi>('../../../games/*/ui/index.tsx', { import: 'ui' });
const rules = import.meta.glob<Record<string, unknown>>('../../../games/*/index.ts');
const words = import.meta.glob<Record<string, unknown>>('../../../games/*/presentation.ts');

function folder(path: string): string {
  return path.split('/')[4]; // ../../../games/<id>/…
}

function byGame<T>(modules: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(modules).map(([path, value]) => [folder(path), value]));
}

const metaById = byGame(metas);
const boardById = byGame(boards);
const rulesById = byGame(rules);
const wordsById = byGame(words);

export function gameMeta(id: string): GameMeta | null {
  return Object.hasOwn(metaById, id) ? metaById[id] : null;
}

/** The first value a module exports that `is` recognises: a game's module exports other things beside it. */
function findExport<T>(module: Record<string, unknown>, is: (value: Partial<T>) => boolean): T | null {
  for (const value of Object.values(module)) {
    if (value && typeof value === 'object' && is(value as Partial<T>)) return value as T;
  }
  return null;
}

const loaded = new Map<string, Promise<GameUi | null>>();

/** A game's rules and board: its own, or the generic board around its rules; null when there is no such game. */
export function loadGame(id: string): Promise<GameUi | null> {
  let loading = loaded.get(id);
  if (!loading) {
    loading = Object.hasOwn(boardById, id)
      ? boardById[id]()
      : Object.hasOwn(rulesById, id) && Object.hasOwn(wordsById, id)
        ? Promise.all([rulesById[id](), wordsById[id](), import('../table/GenericBoard.tsx')]).then(
            ([module, wordsModule, generic]) => {
              const game = findExport<AnyGame>(module, (v) => v.id === id && typeof v.setup === 'function');
              const presentation = findExport<AnyPresentation>(
                wordsModule,
                (v) => typeof v.texts === 'object',
              );
              return game && presentation ? generic.genericUi(game, presentation) : null;
            },
          )
        : Promise.resolve(null);
    loaded.set(id, loading);
  }
  return loading;
}
