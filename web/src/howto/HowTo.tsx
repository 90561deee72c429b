// A game's How-to-play text, in our own words, from the game's board dictionary: as a page and as a dialog.
import { useEffect, useRef } from 'react';
import { formatMessage, type Message } from '../../../engine/index.ts';
import { useLang } from '../app/lang.tsx';
import { paths } from '../app/router.ts';
import { hasLesson } from '../learn/lessons.ts';
import { useGameUi } from '../table/useGame.ts';

/** The page for a match played with `options`; without them, for the game's defaults (the lobby's link). */
export function HowToContent({
  game,
  headingLevel,
  options,
}: {
  game: string;
  headingLevel: 1 | 2;
  options?: unknown;
}) {
  const { t, lang } = useLang();
  const ui = useGameUi(game);
  if (ui === undefined) return <p className="loading">{t('app.loading')}</p>;
  if (ui === null) return <p>{t('table.unknown-game')}</p>;
  const say = (text: string | Message) =>
    formatMessage(ui.texts, lang, typeof text === 'string' ? { key: text } : text);
  const name = formatMessage(ui.presentation.texts, lang, { key: 'name' });
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="how-to">
      <Title id="how-title">{t('how.title', { game: name })}</Title>
      <p className="how-summary">{formatMessage(ui.presentation.texts, lang, { key: 'summary' })}</p>
      {ui.howTo(options ?? ui.game.options.defaults).sections.map((section) => (
        <section key={section.title}>
          <Section>{say(section.title)}</Section>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{say(p)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

export function HowToDialog({
  game,
  options,
  onClose,
}: {
  game: string;
  options?: unknown;
  onClose(): void;
}) {
  const { t } = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className="how-dialog" aria-labelledby="how-title" onClose={onClose}>
      <HowToContent game={game} headingLevel={2} options={options} />
      <form method="dialog">
        <button type="submit" className="primary" autoFocus>
          {t('how.close')}
        </button>
        {hasLesson(game) && (
          <>
            {' '}
            {/* In a new tab: the match at the table goes on meanwhile. */}
            <a className="button" href={paths.learn(game)} target="_blank" rel="noopener">
              {t('learn.link')}
            </a>
          </>
        )}
      </form>
    </dialog>
  );
}
