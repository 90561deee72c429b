// "In this match: …": the options a match is played with where they differ from the game's defaults, each named
// as the lobby names it, its one-line explanation shown while a mouse rests on it or the keyboard is on it, and on
// a tap until the next; Escape hides it (WCAG 1.4.13).
import { Fragment, useId, useState, type FocusEvent, type PointerEvent } from 'react';
import type { AnyGame } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import { gameMeta } from '../lib/games.ts';
import { chosenOptions } from '../lib/options.ts';

export function PlayedWith({
  game,
  options,
  names,
}: {
  game: AnyGame;
  options: unknown;
  /** The seats' names, for an option that names a seat. */
  names: readonly string[];
}) {
  const { t, lang } = useLang();
  const id = useId();
  const [tapped, setTapped] = useState<string | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const defaults = game.options.parse(game.options.defaults, names.length);
  const unusual = chosenOptions(gameMeta(game.id)?.options ?? [], options, defaults, names).filter(
    (c) => !c.usual,
  );
  if (unusual.length === 0) return null;
  const hideAll = () => {
    setTapped(null);
    setPointed(null);
    setFocused(null);
  };
  return (
    // The hint lies over what is below, inside this box: the pointer may move onto it and stay.
    <div className="played-with" onPointerLeave={() => setPointed(null)}>
      <span className="played-with-title">{t('options.played-with')}</span>
      {unusual.map(({ option, choice, value }) => {
        const key = option.key;
        const hint = `${id}-${key}`;
        const shown = tapped === key || pointed === key || focused === key;
        return (
          <Fragment key={key}>
            <button
              type="button"
              className="option-chip"
              aria-expanded={choice ? shown : undefined}
              aria-describedby={choice ? hint : undefined}
              data-match-option={key}
              onClick={() => setTapped(tapped === key ? null : key)}
              onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && setPointed(key)}
              onFocus={(event: FocusEvent) => event.target.matches(':focus-visible') && setFocused(key)}
              onBlur={() => setFocused(null)}
              onKeyDown={(event) => event.key === 'Escape' && hideAll()}
            >
              {t('options.item', {
                option: option.label[lang],
                choice: choice?.label[lang] ?? String(value),
              })}
            </button>
            {choice && (
              <span id={hint} role="tooltip" className="option-hint" hidden={!shown}>
                {choice.hint[lang]}
              </span>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
