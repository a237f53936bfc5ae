import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '../components/header.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { useChunkLoading } from './chunk-loading.ts';
import { showsHeader } from './navigation-rules.ts';
import { ScrollKeeper } from './scroll-keeper.tsx';

/**
 * Every page: the header where the rules want it, then the page, with the loading screen while its
 * code arrives. Plain elements (shell.css): the shell loads no MUI; the pages that use it bring it.
 */
export const AppLayout = () => {
  const { pathname } = useLocation();
  const loadingPage = useChunkLoading();
  return (
    <div className="vd-app">
      {loadingPage && (
        <span role="progressbar" aria-label="Loading page" className="vd-progress">
          <span className="vd-progress__bar vd-progress__bar--1" />
          <span className="vd-progress__bar vd-progress__bar--2" />
        </span>
      )}
      {showsHeader(pathname) && <Header />}
      <main className="vd-main">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollKeeper />
    </div>
  );
};
