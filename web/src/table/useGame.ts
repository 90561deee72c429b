// A game's browser part for a page, loaded on first use, and the two ways of putting its texts into words.
import { useEffect, useMemo, useState } from 'react';
import type { Lang, Message } from '../../../engine/index.ts';
import { formatMessage } from '../../../engine/index.ts';
import type { GameUi } from '../../../games/ui.ts';
import { loadGame } from '../lib/games.ts';

/** undefined while loading, null when this app has no such game. */
export function useGameUi(id: string | null): GameUi | null | undefined {
  const [ui, setUi] = useState<{ id: string; ui: GameUi | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let alive = true;
    loadGame(id).then(
      (loaded) => alive && setUi({ id, ui: loaded }),
      () => alive && setUi({ id, ui: null }),
    );
    return () => {
      alive = false;
    };
  }, [id]);
  return ui && ui.id === id ? ui.ui : undefined;
}

export interface Voice {
  /** A game text: a narrated event, a move's name, a reason. */
  say(message: Message): string;
  /** A text of the board's own dictionary. */
  ui(key: string, params?: Message['params']): string;
}

export function useVoice(gameUi: GameUi | null | undefined, lang: Lang, names: readonly string[]): Voice {
  return useMemo(
    () => ({
      say: (message: Message) =>
        gameUi ? formatMessage(gameUi.presentation.texts, lang, message, names) : message.key,
      ui: (key: string, params?: Message['params']) =>
        gameUi ? formatMessage(gameUi.texts, lang, { key, params }, names) : key,
    }),
    [gameUi, lang, names],
  );
}
