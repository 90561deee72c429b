// The app's own texts in English, Russian and Estonian. English is the reference: every language has exactly
// its keys (the type says so, and a test checks it and the `{parameters}` of each text).
import type { Lang, Texts } from '../../../engine/index.ts';
import { formatMessage } from '../../../engine/index.ts';
import { en } from './en.ts';
import { et } from './et.ts';
import { ru } from './ru.ts';

export type Key = keyof typeof en;
export type Dictionary = Readonly<Record<Key, string>>;
export type Params = Readonly<Record<string, string | number>>;
export type Translate = (key: Key, params?: Params) => string;

export const dictionaries: Readonly<Record<Lang, Dictionary>> = { en, ru, et };

/** The language names, each in its own language (the switch shows them so). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, Key>> = {
  en: 'language.en',
  ru: 'language.ru',
  et: 'language.et',
};

export function translator(lang: Lang): Translate {
  return (key, params) => formatMessage(dictionaries as Texts, lang, { key, params });
}
