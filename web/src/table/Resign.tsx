// Resigning: a button at the table and a dialog to confirm it (Escape or "Keep playing" cancels; the focus starts
// on keeping to play, so a stray Enter resigns nobody).
import { useEffect, useId, useRef, useState } from 'react';
import { useLang } from '../app/lang.tsx';

export function Resign({ players, onResign }: { players: number; onResign(): void }) {
  const { t } = useLang();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="resign" onClick={() => setAsking(true)}>
        {t('resign.button')}
      </button>
      {asking && (
        <ResignDialog
          players={players}
          onClose={(resign) => {
            setAsking(false);
            if (resign) onResign();
          }}
        />
      )}
    </>
  );
}

function ResignDialog({ players, onClose }: { players: number; onClose(resign: boolean): void }) {
  const { t } = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useId();
  const said = useRef(false);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="how-dialog resign-dialog"
      aria-labelledby={title}
      aria-describedby={`${title}-what`}
      // Escape, or the form closing it: resigning only when the resign button said so.
      onClose={() => onClose(said.current)}
    >
      <h2 id={title}>{t('resign.title')}</h2>
      <p id={`${title}-what`}>{t(players === 2 ? 'resign.two' : 'resign.many')}</p>
      <form method="dialog" className="dialog-actions">
        <button type="submit" className="primary" autoFocus>
          {t('resign.keep')}
        </button>
        <button type="submit" className="danger" onClick={() => (said.current = true)}>
          {t('resign.confirm')}
        </button>
      </form>
    </dialog>
  );
}
