// The frame around every page: the header with the language switch, and the page of the current route. The
// lobby comes with the first script; tables, replays and How-to-play pages are loaded when first opened.
import { Suspense, lazy, useEffect } from 'react';
import { Lobby } from '../lobby/Lobby.tsx';
import { LangProvider, LanguageSwitch, useLang } from './lang.tsx';
import { navigate, paths, useRoute, type Route } from './router.ts';

const TablePage = lazy(() => import('../table/TablePage.tsx'));
const ReplayPage = lazy(() => import('../replay/ReplayPage.tsx'));
const HowToPage = lazy(() => import('../howto/HowToPage.tsx'));
const LessonPage = lazy(() => import('../learn/LessonPage.tsx'));

export function App() {
  return (
    <LangProvider>
      <Shell />
    </LangProvider>
  );
}

function Shell() {
  const route = useRoute();
  const { t } = useLang();
  useEffect(() => {
    if (route.page !== 'match') document.title = t('app.name');
  }, [route, t]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="app-header">
        <a
          className="brand"
          href={paths.lobby()}
          onClick={(event) => {
            event.preventDefault();
            navigate(paths.lobby());
          }}
        >
          <svg className="brand-moon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 3a9 9 0 1 0 6 15.7A8 8 0 0 1 15 3z" />
          </svg>
          {t('app.name')}
        </a>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="loading">{t('app.loading')}</p>}>
          <Page route={route} />
        </Suspense>
      </main>
    </>
  );
}

function Page({ route }: { route: Route }) {
  const { t } = useLang();
  switch (route.page) {
    case 'lobby':
      return <Lobby />;
    case 'match':
      return <TablePage key={route.id} id={route.id} inviteSeat={route.seat} invitedBy={route.from} />;
    case 'replay':
      return <ReplayPage key={route.id} id={route.id} />;
    case 'how':
      return <HowToPage key={route.game} game={route.game} />;
    case 'learn':
      return <LessonPage key={`${route.game}/${route.part}`} game={route.game} part={route.part} />;
    case 'missing':
      return (
        <section className="panel">
          <h1>{t('missing.title')}</h1>
          <p>
            <a href={paths.lobby()}>{t('missing.back')}</a>
          </p>
        </section>
      );
  }
}
