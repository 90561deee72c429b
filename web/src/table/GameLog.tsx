// The game log, told in the chosen language by the game's own narration, newest at the bottom.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { AnyPresentation, Message, TableEntry } from '../../../engine/index.ts';
import type { HistoryEntry } from '../../../protocol/index.ts';
import { useLang } from '../app/lang.tsx';

/** The log's lines: each event the game narrates, in order, with the move it belongs to. */
export function narrateAll(
  presentation: AnyPresentation,
  history: readonly HistoryEntry[],
  /** The table's own entries (a timeout, a seat handed to a bot, a return, a resignation) told in the app's words. */
  tableLine?: (entry: TableEntry) => string,
): { version: number; message: Message | string }[] {
  const lines: { version: number; message: Message | string }[] = [];
  for (const entry of history) {
    if (entry.table && tableLine) lines.push({ version: entry.version, message: tableLine(entry.table) });
    for (const event of entry.events) {
      const message = presentation.narrate?.(event);
      if (message) lines.push({ version: entry.version, message });
    }
  }
  return lines;
}

/** The table's entries told in the app's words, with the seats' names (`onTimeout`: what the table does then). */
export function useTableLine(
  names: readonly string[],
  onTimeout: 'bot' | 'lose',
): (entry: TableEntry) => string {
  const { t } = useLang();
  return useCallback(
    (entry: TableEntry) =>
      entry.type === 'halt'
        ? t('log.table.halt')
        : t(entry.type === 'timeout' ? `log.table.timeout-${onTimeout}` : `log.table.${entry.type}`, {
            name: names[entry.seat] ?? t('seat.number', { n: entry.seat + 1 }),
          }),
    [t, names, onTimeout],
  );
}

export function GameLog(props: {
  history: readonly HistoryEntry[];
  presentation: AnyPresentation;
  say(message: Message): string;
  tableLine?: (entry: TableEntry) => string;
}) {
  const { t } = useLang();
  const list = useRef<HTMLOListElement>(null);
  const { presentation, history, tableLine } = props;
  const lines = useMemo(
    () => narrateAll(presentation, history, tableLine),
    [presentation, history, tableLine],
  );
  const say = (message: Message | string) => (typeof message === 'string' ? message : props.say(message));
  const last = lines.length ? lines[lines.length - 1].version : 0;
  const latest = lines.filter((l) => l.version === last);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <aside className="game-log" aria-labelledby="log-title">
      <h2 id="log-title">{t('table.log')}</h2>
      {lines.length === 0 && <p className="hint">{t('log.empty')}</p>}
      <ol ref={list} tabIndex={0} aria-label={t('table.log')}>
        {lines.map((line, i) => (
          <li key={i} className={line.version === last ? 'fresh' : undefined}>
            {say(line.message)}
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {latest.map((l) => say(l.message)).join(' ')}
      </p>
    </aside>
  );
}
