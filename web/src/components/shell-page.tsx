import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { homePathFor, showsBackButton } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { hasAppHistory } from './app-history.ts';
import { ArrowBackIcon } from './icons.tsx';

/**
 * PageLayout's frame (Back where the rules want it, the title, content in a bordered box) for the
 * pages the shell itself shows: not found, no permission, a page that failed or could not be loaded.
 * Plain elements (app/shell.css), so that they need no MUI, and show even when no page's code could
 * be fetched.
 */
export const ShellPage = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { role } = useAuth();
  const goBack = () => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate(homePathFor(role));
  };
  return (
    <div className="vd-container vd-container--sm vd-page">
      <title>{`${title} · Visitor Desk`}</title>
      {showsBackButton(pathname) && (
        <button type="button" onClick={goBack} className="vd-btn vd-page__back">
          <span className="vd-btn__start">
            <ArrowBackIcon />
          </span>
          Back
        </button>
      )}
      <div className="vd-page__head">
        <div className="vd-page__title-box">
          <h1 className="vd-page__title">{title}</h1>
        </div>
      </div>
      <div className="vd-paper vd-page__paper">{children}</div>
    </div>
  );
};
