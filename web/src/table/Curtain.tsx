// Hot-seat's privacy curtain: between two seats that hold secrets, the whole table is hidden until the next
// player says they have the device. Nothing of any seat is drawn behind it.
import { useEffect, useRef } from 'react';
import { useLang } from '../app/lang.tsx';

export function Curtain({ name, ready, onReady }: { name: string; ready: boolean; onReady(): void }) {
  const { t } = useLang();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ready) button.current?.focus();
  }, [ready]);
  useEffect(() => {
    document.title = t('curtain.title', { name });
  }, [name, t]);
  return (
    <section className="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title">
      <svg className="curtain-moon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15 3a9 9 0 1 0 6 15.7A8 8 0 0 1 15 3z" />
      </svg>
      <h1 id="curtain-title">{t('curtain.pass', { name })}</h1>
      <p>{t('curtain.explain', { name })}</p>
      <button ref={button} type="button" className="primary big" disabled={!ready} onClick={onReady}>
        {t('curtain.ready', { name })}
      </button>
    </section>
  );
}
