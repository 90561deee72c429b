// The language the app speaks, switchable at any time and remembered on this device.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Lang } from '../../../engine/index.ts';
import { LANGS } from '../../../engine/index.ts';
import { LANGUAGE_NAMES, translator, type Translate } from '../i18n/index.ts';
import { initialLang, storage } from '../lib/storage.ts';

interface LangContext {
  readonly lang: Lang;
  readonly t: Translate;
  setLang(lang: Lang): void;
}

const Context = createContext<LangContext | null>(null);

export function LangProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const setLang = useCallback((next: Lang) => {
    storage.setLang(next);
    setLangState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo(() => ({ lang, t: translator(lang), setLang }), [lang, setLang]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useLang(): LangContext {
  const context = useContext(Context);
  if (!context) throw new Error('useLang outside LangProvider');
  return context;
}

/** The language switch: three buttons, each language named in itself; the current one is pressed. */
export function LanguageSwitch() {
  const { lang, setLang, t } = useLang();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.choose')}>
      {LANGS.map((code) => {
        const name = translator(code)(LANGUAGE_NAMES[code]);
        return (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === lang}
            title={name}
            onClick={() => setLang(code)}
          >
            {/* Its name is read aloud, its code shown: a label apart from the visible text confuses voice control. */}
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <span className="sr-only">{name}</span>
          </button>
        );
      })}
    </div>
  );
}
