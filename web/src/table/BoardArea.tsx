// The board's place at a table and in a replay: a region with a heading of its own ("The board", for screen
// readers), so a board's headings (h3 and below) follow the page's h1 in order.
import { useId, type ReactNode } from 'react';
import { useLang } from '../app/lang.tsx';

export function BoardArea({ children }: { children: ReactNode }) {
  const { t } = useLang();
  const title = useId();
  return (
    <section className="board-area" aria-labelledby={title}>
      <h2 id={title} className="sr-only">
        {t('table.board')}
      </h2>
      {children}
    </section>
  );
}
