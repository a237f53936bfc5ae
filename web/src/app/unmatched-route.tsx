import { Navigate, useLocation } from 'react-router-dom';
import { canonicalPath } from './navigation-rules.ts';
import { NotFoundPage } from './pages.ts';

/**
 * Routes match their exact spelling; a path that differs only in case (`/employeedashboard`) or is an
 * alias the description uses (`/Login`) goes to the route's own spelling. Anything else is not found.
 */
export const UnmatchedRoute = () => {
  const location = useLocation();
  const canonical = canonicalPath(location.pathname);
  if (canonical) {
    return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} state={location.state} replace />;
  }
  return <NotFoundPage />;
};
