import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireCapability, SignedOutOnly } from '../components/route-guard.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { PATHS, ROUTE_CAPABILITY, type AppPath, type Capability } from './navigation-rules.ts';
import { PAGES } from './pages.ts';
import { UnmatchedRoute } from './unmatched-route.tsx';

type Access = 'public' | 'signed-out' | 'capability';

/** Who may open each route; the pages themselves are in pages.ts. */
const ROUTES: readonly (readonly [AppPath, Access])[] = [
  [PATHS.landing, 'public'],
  [PATHS.login, 'public'],
  [PATHS.securityLogin, 'public'],
  [PATHS.registration, 'public'],
  [PATHS.forgotPassword, 'public'],
  [PATHS.visitorDetailForm, 'public'],
  [PATHS.visitorSubmission, 'signed-out'],
  [PATHS.employeeDashboard, 'capability'],
  [PATHS.visitorView, 'capability'],
  [PATHS.visitorDetails, 'capability'],
  [PATHS.approveUser, 'capability'],
  [PATHS.visitorPassForm, 'capability'],
  [PATHS.approvedVisitorDetails, 'capability'],
  [PATHS.capturePhoto, 'capability'],
  [PATHS.visitorDetailView, 'capability'],
  [PATHS.securityDashboard, 'capability'],
  [PATHS.visitorBadge, 'capability'],
  [PATHS.onSite, 'capability'],
];

const NOBODY: Capability = () => false;

const routeFor = ([path, access]: (typeof ROUTES)[number]): RouteObject => {
  const Page = PAGES[path];
  const page = <Page />;
  const may = ROUTE_CAPABILITY[path] ?? NOBODY;
  const element =
    access === 'capability' ? <RequireCapability may={may}>{page}</RequireCapability> : access === 'signed-out' ? <SignedOutOnly>{page}</SignedOutOnly> : page;
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
