import { Route, Routes } from 'react-router-dom';
import { RequireCapability, SignedOutOnly, SignInPage } from '../components/route-guard.tsx';
import { AppLayout } from './app-layout.tsx';
import { PATHS, ROUTE_CAPABILITY, type AppPath, type Capability } from './navigation-rules.ts';
import { PAGES } from './pages.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { UnmatchedRoute } from './unmatched-route.tsx';

/** 'sign-in': public, but a user signed in on arrival goes to their dashboard (SignInPage). */
export type Access = 'public' | 'sign-in' | 'signed-out' | 'capability';

/** Who may open each route; the pages themselves are in pages.ts. */
const ROUTES: readonly (readonly [AppPath, Access])[] = [
  [PATHS.landing, 'public'],
  [PATHS.login, 'sign-in'],
  [PATHS.securityLogin, 'sign-in'],
  [PATHS.registration, 'sign-in'],
  [PATHS.forgotPassword, 'sign-in'],
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
  [PATHS.evacuation, 'capability'],
  [PATHS.myVisits, 'capability'],
  [PATHS.insights, 'capability'],
  [PATHS.watchlist, 'capability'],
  // The kiosk page decides itself: a kiosk device has no session; a signed-in user needs canStartKiosk to start one.
  [PATHS.kiosk, 'public'],
  [PATHS.kiosks, 'capability'],
  [PATHS.sites, 'capability'],
  [PATHS.apiTokens, 'capability'],
  [PATHS.webhooks, 'capability'],
  [PATHS.breaches, 'capability'],
  [PATHS.privacyRequests, 'capability'],
  // A walk-in's mailed links: the signed token is the key (issue 13).
  [PATHS.walkInAnswer, 'public'],
  // A visitor mail's withdrawal link: the signed token is the key (issue 31).
  [PATHS.withdrawConsent, 'public'],
  // A visitor mail's link to the visitor's data: the signed token is the key (issue 31).
  [PATHS.yourData, 'public'],
];

/** Who may open the route of `pathname` (matched exactly, as the routes are); undefined for no route. */
export const accessOf = (pathname: string): Access | undefined => ROUTES.find(([path]) => path === pathname)?.[1];

const NOBODY: Capability = () => false;

const routeFor = ([path, access]: (typeof ROUTES)[number]) => {
  const Page = PAGES[path];
  const page = <Page />;
  const may = ROUTE_CAPABILITY[path] ?? NOBODY;
  const element =
    access === 'capability' ? (
      <RequireCapability may={may}>{page}</RequireCapability>
    ) : access === 'signed-out' ? (
      <SignedOutOnly>{page}</SignedOutOnly>
    ) : access === 'sign-in' ? (
      <SignInPage>{page}</SignInPage>
    ) : (
      page
    );
  return <Route key={path} path={path} element={element} caseSensitive />;
};

/**
 * The app's routes, for the declarative `<BrowserRouter>` (app.tsx): the data router's loaders and
 * actions are not used, and without it every route loads about 17 KB less. What only the data router
 * did is rebuilt in two small pieces: the route error page (route-error-boundary.tsx) and scroll
 * restoration (scroll-keeper.tsx).
 */
export const AppRoutes = () => (
  <Routes>
    <Route element={<AppLayout />}>
      {/* Inside the layout, so that the header stays when a page fails. */}
      <Route element={<RouteErrorBoundary />}>
        {ROUTES.map(routeFor)}
        <Route path="*" element={<UnmatchedRoute />} />
      </Route>
    </Route>
  </Routes>
);
