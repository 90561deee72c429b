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

/** A game's module exports the game itself among other things: find it by its id. */
function findGame(module: Record<string, unknown>, id: string): AnyGame | null {
  for (const value of Object.values(module)) {
    const candidate = value as Partial<AnyGame> | null;
    if (candidate && candidate.id === id && typeof candidate.setup === 'function')
      return candidate as AnyGame;
  }
  return null;
}

/** A game's presentation module exports its presentation: the value with texts. */
function findPresentation(module: Record<string, unknown>): AnyPresentation | null {
  for (const value of Object.values(module)) {
    const candidate = value as Partial<AnyPresentation> | null;
    if (candidate && typeof candidate.texts === 'object') return candidate as AnyPresentation;
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
              const game = findGame(module, id);
              const presentation = findPresentation(wordsModule);
              return game && presentation ? generic.genericUi(game, presentation) : null;
            },
          )
        : Promise.resolve(null);
    loaded.set(id, loading);
  }
  return loading;
}
