// The board's place at a table, in a replay and in a lesson: a region with a heading of its own ("The board", for
// screen readers), so a board's headings (h3 and below) follow the page's h1 in order; its cards and squares
// explain themselves (Explainer).
import { useId, useRef, type ReactNode } from 'react';
import { useLang } from '../app/lang.tsx';
import { Explainer } from './Explainer.tsx';

export function BoardArea({ children }: { children: ReactNode }) {
  const { t } = useLang();
  const title = useId();
  const area = useRef<HTMLElement>(null);
  return (
    <section ref={area} className="board-area" aria-labelledby={title}>
      <h2 id={title} className="sr-only">
        {t('table.board')}
      </h2>
      {children}
      <Explainer root={area} />
    </section>
  );
}
