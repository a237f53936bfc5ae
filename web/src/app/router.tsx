import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Role } from '../../../src/shared/roles.ts';
import { RequireRoles, SignedOutOnly } from '../components/route-guard.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { PATHS, ROUTE_ROLES, type AppPath } from './navigation-rules.ts';
import { PAGES } from './pages.ts';
import { UnmatchedRoute } from './unmatched-route.tsx';

type Access = 'public' | 'signed-out' | 'roles';

/** Who may open each route; the pages themselves are in pages.ts. */
const ROUTES: readonly (readonly [AppPath, Access])[] = [
  [PATHS.landing, 'public'],
  [PATHS.login, 'public'],
  [PATHS.securityLogin, 'public'],
  [PATHS.registration, 'public'],
  [PATHS.forgotPassword, 'public'],
  [PATHS.visitorDetailForm, 'public'],
  [PATHS.visitorSubmission, 'signed-out'],
  [PATHS.employeeDashboard, 'roles'],
  [PATHS.visitorView, 'roles'],
  [PATHS.visitorDetails, 'roles'],
  [PATHS.approveUser, 'roles'],
  [PATHS.visitorPassForm, 'roles'],
  [PATHS.approvedVisitorDetails, 'roles'],
  [PATHS.capturePhoto, 'roles'],
  [PATHS.visitorDetailView, 'roles'],
  [PATHS.securityDashboard, 'roles'],
  [PATHS.visitorBadge, 'roles'],
  [PATHS.onSite, 'roles'],
];

const NO_ROLES: readonly Role[] = [];

const routeFor = ([path, access]: (typeof ROUTES)[number]): RouteObject => {
  const Page = PAGES[path];
  const page = <Page />;
  const roles = ROUTE_ROLES[path] ?? NO_ROLES;
  const element =
    access === 'roles' ? <RequireRoles roles={roles}>{page}</RequireRoles> : access === 'signed-out' ? <SignedOutOnly>{page}</SignedOutOnly> : page;
  return { path, element, caseSensitive: true };
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Inside the layout, so that the header stays when a page fails.
        errorElement: <RouteErrorPage />,
        children: [...ROUTES.map(routeFor), { path: '*', element: <UnmatchedRoute /> }],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
