import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { ChunkLoadError } from './chunk-load-error.tsx';
import { HomeIcon, RefreshIcon, ReportProblemIcon } from './icons.tsx';
import { ShellPage } from './shell-page.tsx';

const DYNAMIC_IMPORT_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Any error a page throws while rendering (caught by app/route-error-boundary.tsx): a calm message instead of a blank screen. */
export const RouteErrorPage = ({ error }: { readonly error: unknown }) => {
  const { role } = useAuth();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message)) return <ChunkLoadError />;

  return (
    <ShellPage title="Something went wrong">
      <div className="vd-notice">
        <ReportProblemIcon className="vd-notice__icon vd-notice__icon--warning" />
        <p>This page ran into a problem. Reloading usually helps; your data on the server is safe.</p>
        <div className="vd-notice__actions">
          <button type="button" onClick={() => window.location.reload()} className="vd-btn vd-btn--contained">
            <span className="vd-btn__start">
              <RefreshIcon />
            </span>
            Reload
          </button>
          <RouterLink to={homePathFor(role)} className="vd-btn vd-btn--outlined">
            <span className="vd-btn__start">
              <HomeIcon />
            </span>
            Go to Home
          </RouterLink>
        </div>
      </div>
    </ShellPage>
  );
};
