// What a game's board explains (`data-explain`, issue 27), read from its static markup: the texts a seat would see
// on hover, focus or a long press, for the games' unit tests, without a browser.
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  SPECTATOR,
  formatMessage,
  type Game,
  type Lang,
  type Message,
  type Texts,
  type Viewer,
} from '../engine/index.ts';
import type { BoardProps, GameUi } from './ui.ts';

/** The board's `data-explain` texts for `viewer`, in document order. */
export function boardExplanations<S, M, V, E>(
  game: Game<S, M, V, E, unknown>,
  gameUi: GameUi<V, M, E>,
  state: S,
  viewer: Viewer,
  lang: Lang,
  names: readonly string[],
): string[] {
  const html = renderToStaticMarkup(
    createElement(gameUi.Board as FunctionComponent<BoardProps<V, M, E>>, {
      view: game.view(state, viewer),
      viewer,
      legalMoves: viewer === SPECTATOR ? [] : game.legalMoves(state, viewer),
      onMove: () => undefined,
      events: [],
      eventsKey: 1,
      seatNames: names,
      lang,
      ui: (key: string, params?: Message['params']) =>
        formatMessage(gameUi.texts, lang, { key, params }, names),
      say: (message: Message) => formatMessage(gameUi.presentation.texts, lang, message, names),
    }),
  );
  return [...html.matchAll(/data-explain="([^"]*)"/g)].map((m) => unescapeAttribute(m[1]));
}

function unescapeAttribute(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A board's voice in one language, strict: a text missing from that language's dictionary (the board's `uiTexts`
 * or the game's `gameTexts`) throws, so a test fails rather than reading English.
 */
export function strictVoice(
  uiTexts: Texts,
  gameTexts: Texts,
  lang: Lang,
  names: readonly string[],
): { ui: (key: string, params?: Message['params']) => string; say: (message: Message) => string } {
  const strict = (table: Texts, message: Message) => {
    if (!Object.hasOwn(table[lang], message.key)) throw new Error(`no ${lang} text for ${message.key}`);
    return formatMessage(table, lang, message, names);
  };
  return {
    ui: (key, params) => strict(uiTexts, { key, params }),
    say: (message) => strict(gameTexts, message),
  };
}
