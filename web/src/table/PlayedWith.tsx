// "Played with: …": the options a match is played with where they differ from the game's defaults, each named as
// the lobby names it, its one-line explanation shown on hover, on focus or on a tap (Escape hides it again).
import { Fragment, useId, useState } from 'react';
import type { AnyGame } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import { gameMeta } from '../lib/games.ts';
import { chosenOptions } from '../lib/options.ts';

export function PlayedWith({ game, options, players }: { game: AnyGame; options: unknown; players: number }) {
  const { t, lang } = useLang();
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const defaults = game.parseOptions(game.defaultOptions, players);
  const unusual = chosenOptions(gameMeta(game.id)?.options ?? [], options, defaults).filter((c) => !c.usual);
  if (unusual.length === 0) return null;
  return (
    <div className={`played-with${dismissed ? ' dismissed' : ''}`}>
      <span className="played-with-title">{t('options.played-with')}</span>
      {unusual.map(({ option, choice, value }) => {
        const hint = `${id}-${option.key}`;
        return (
          <Fragment key={option.key}>
            <button
              type="button"
              className={`option-chip${open === option.key ? ' open' : ''}`}
              aria-expanded={open === option.key}
              aria-describedby={choice ? hint : undefined}
              data-option={option.key}
              onClick={() => {
                setDismissed(false);
                setOpen(open === option.key ? null : option.key);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setDismissed(true);
              }}
              onFocus={() => setDismissed(false)}
            >
              {t('options.item', {
                option: option.label[lang],
                choice: choice?.label[lang] ?? String(value),
              })}
            </button>
            {choice && (
              <span id={hint} role="tooltip" className="option-hint">
                {choice.hint[lang]}
              </span>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
