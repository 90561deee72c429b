// The game log, told in the chosen language by the game's own narration, newest at the bottom.
import { useEffect, useMemo, useRef } from 'react';
import type { AnyGame, Message } from '../../../engine/index.ts';
import type { HistoryEntry } from '../../../protocol/index.ts';
import { useLang } from '../app/lang.tsx';

/** The log's lines: each event the game narrates, in order, with the move it belongs to. */
export function narrateAll(
  game: AnyGame,
  history: readonly HistoryEntry[],
): { version: number; message: Message }[] {
  const lines: { version: number; message: Message }[] = [];
  for (const entry of history) {
    for (const event of entry.events) {
      const message = game.narrate?.(event);
      if (message) lines.push({ version: entry.version, message });
    }
  }
  return lines;
}

export function GameLog(props: {
  history: readonly HistoryEntry[];
  game: AnyGame;
  say(message: Message): string;
}) {
  const { t } = useLang();
  const list = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => narrateAll(props.game, props.history), [props.game, props.history]);
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
            {props.say(line.message)}
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {latest.map((l) => props.say(l.message)).join(' ')}
      </p>
    </aside>
  );
}
