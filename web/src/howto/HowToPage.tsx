// /how/:game — How to play, as a page of its own (linked from the lobby).
import { useLang } from '../app/lang.tsx';
import { navigate, paths } from '../app/router.ts';
import { hasLesson } from '../learn/lessons.ts';
import { HowToContent } from './HowTo.tsx';

export default function HowToPage({ game }: { game: string }) {
  const { t } = useLang();
  return (
    <div className="panel how-page">
      <HowToContent game={game} headingLevel={1} />
      <p>
        {hasLesson(game) && (
          <>
            <a
              className="button primary"
              href={paths.learn(game)}
              onClick={(event) => {
                event.preventDefault();
                navigate(paths.learn(game));
              }}
            >
              {t('learn.link')}
            </a>{' '}
          </>
        )}
        <a
          className="button"
          href={paths.lobby()}
          onClick={(event) => {
            event.preventDefault();
            navigate(paths.lobby());
          }}
        >
          {t('missing.back')}
        </a>
      </p>
    </div>
  );
}
