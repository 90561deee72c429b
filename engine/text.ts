import type { Lang, Message, Texts } from './game.ts';

const plurals = new Map<Lang, Intl.PluralRules>();

/** The plural category of a count in a language ('one', 'few', 'many', 'other', …). */
function pluralOf(lang: Lang, n: number): string {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}

/**
 * Renders a message in a language: `{name}` is replaced by the parameter, a `{seat: n}` parameter by that
 * seat's display name, a `{text: key}` parameter by that text in the same language; `{name|one=…|other=…}`
 * picks the language's plural form for the count `name` (`#` in it is the count). A missing text falls back to
 * English, then to the key itself, so nothing is blank.
 */
export function formatMessage(
  texts: Texts,
  lang: Lang,
  message: Message,
  seatNames: readonly string[] = [],
): string {
  const template = textOf(texts, lang, message.key);
  return template.replace(/\{(\w+)((?:\|[a-z]+=[^|}]*)*)\}/g, (whole, name: string, forms: string) => {
    const value = message.params && own(message.params, name);
    if (value === undefined) return whole;
    if (forms) {
      const n = Number(value);
      const choices = new Map(
        forms
          .slice(1)
          .split('|')
          .map((f) => f.split('=', 2) as [string, string]),
      );
      const form = choices.get(pluralOf(lang, n)) ?? choices.get('other') ?? '#';
      return form.replace(/#/g, String(value));
    }
    if (typeof value === 'object') {
      if ('seat' in value) return seatNames[value.seat] ?? `#${value.seat + 1}`;
      return textOf(texts, lang, value.text);
    }
    return String(value);
  });
}

function textOf(texts: Texts, lang: Lang, key: string): string {
  return own(texts[lang], key) ?? own(texts.en, key) ?? key;
}

/** A table's own entry: a key such as `constructor` must not find what every object inherits. */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Words a person wrote, made safe to keep and show as plain text: trimmed, in Unicode's composed form, one line,
 * 1 … `maxChars` characters, with no control, format (invisible) or private-use characters. Throws a RangeError
 * that says what is wrong.
 */
export function plainText(raw: unknown, maxChars: number): string {
  if (typeof raw !== 'string') throw new RangeError('The text must be a string.');
  const text = raw.normalize('NFC').trim();
  const length = [...text].length;
  if (length === 0) throw new RangeError('The text is empty.');
  if (length > maxChars) throw new RangeError(`The text is longer than ${maxChars} characters.`);
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u.test(text)) {
    throw new RangeError('The text holds control or invisible characters.');
  }
  return text;
}
