import type { Lang, Message, Texts } from './game.ts';

/**
 * Renders a message in a language: `{name}` is replaced by the parameter, a `{seat: n}` parameter by that
 * seat's display name. A missing text falls back to English, then to the key itself, so nothing is blank.
 */
export function formatMessage(
  texts: Texts,
  lang: Lang,
  message: Message,
  seatNames: readonly string[] = [],
): string {
  const template = own(texts[lang], message.key) ?? own(texts.en, message.key) ?? message.key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.params && own(message.params, name);
    if (value === undefined) return whole;
    if (typeof value === 'object') return seatNames[value.seat] ?? `#${value.seat + 1}`;
    return String(value);
  });
}

/** A table's own entry: a key such as `constructor` must not find what every object inherits. */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
