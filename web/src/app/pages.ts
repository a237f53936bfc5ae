import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { PATHS, type AppPath } from './navigation-rules.ts';

/**
 * Every route's page, each its own chunk (loaded on first visit). This table is also the route list
 * of the page weight budget (bench/bundle-budget.ts), which reads this file as text: keep one line
 * per route, in the form below.
 */
export const PAGES: Readonly<Record<AppPath, LazyPage>> = {
  [PATHS.landing]: lazyPage(() => import('../features/landing/landing-page.tsx')),
  [PATHS.login]: lazyPage(() => import('../features/login/login-page.tsx')),
  [PATHS.securityLogin]: lazyPage(() => import('../features/login/security-login-page.tsx')),
  [PATHS.registration]: lazyPage(() => import('../features/registration/registration-page.tsx')),
  [PATHS.forgotPassword]: lazyPage(() => import('../features/forgot-password/forgot-password-page.tsx')),
  [PATHS.visitorDetailForm]: lazyPage(() => import('../features/visitor-details-form/visitor-details-form-page.tsx')),
  [PATHS.visitorSubmission]: lazyPage(() => import('../features/visitor-submission/visitor-submission-page.tsx')),
  [PATHS.employeeDashboard]: lazyPage(() => import('../features/dashboard/employee-dashboard-page.tsx')),
  [PATHS.securityDashboard]: lazyPage(() => import('../features/dashboard/security-dashboard-page.tsx')),
  [PATHS.visitorView]: lazyPage(() => import('../features/visitors/visitor-view-page.tsx')),
  [PATHS.visitorDetails]: lazyPage(() => import('../features/visitors/visitor-details-page.tsx')),
  [PATHS.approvedVisitorDetails]: lazyPage(() => import('../features/visitors/approved-visitor-details-page.tsx')),
  [PATHS.visitorDetailView]: lazyPage(() => import('../features/visitors/visitor-detail-view-page.tsx')),
  [PATHS.approveUser]: lazyPage(() => import('../features/approve-user/approve-user-page.tsx')),
  [PATHS.visitorPassForm]: lazyPage(() => import('../features/visitor-pass/visitor-pass-form-page.tsx')),
  [PATHS.capturePhoto]: lazyPage(() => import('../features/capture-photo/capture-photo-page.tsx')),
  [PATHS.visitorBadge]: lazyPage(() => import('../features/desk/visitor-badge-page.tsx')),
  [PATHS.onSite]: lazyPage(() => import('../features/desk/on-site-page.tsx')),
  [PATHS.evacuation]: lazyPage(() => import('../features/evacuation/evacuation-page.tsx')),
  [PATHS.insights]: lazyPage(() => import('../features/insights/insights-page.tsx')),
  [PATHS.myVisits]: lazyPage(() => import('../features/my-visits/my-visits-page.tsx')),
  [PATHS.watchlist]: lazyPage(() => import('../features/watchlist/watchlist-page.tsx')),
  [PATHS.kiosk]: lazyPage(() => import('../features/kiosk/kiosk-page.tsx')),
  [PATHS.kiosks]: lazyPage(() => import('../features/kiosks-admin/kiosks-page.tsx')),
  [PATHS.sites]: lazyPage(() => import('../features/sites/sites-page.tsx')),
  [PATHS.apiTokens]: lazyPage(() => import('../features/api-tokens/api-tokens-page.tsx')),
  [PATHS.webhooks]: lazyPage(() => import('../features/webhooks/webhooks-page.tsx')),
  [PATHS.breaches]: lazyPage(() => import('../features/breaches/breaches-page.tsx')),
  [PATHS.privacyRequests]: lazyPage(() => import('../features/privacy-requests/privacy-requests-page.tsx')),
  [PATHS.walkInAnswer]: lazyPage(() => import('../features/walk-in-answer/walk-in-answer-page.tsx')),
  [PATHS.withdrawConsent]: lazyPage(() => import('../features/consent-withdrawal/withdraw-consent-page.tsx')),
  [PATHS.yourData]: lazyPage(() => import('../features/your-data/your-data-page.tsx')),
};

/** The page for a path no route matches. */
export const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page.tsx'));

/**
 * Starts loading the page of `pathname` (the address the tab opened on), so that its chunk downloads
 * while the entry renders the shell and a new tab asks the server who is signed in (docs/performance.md,
 * "Page speed"). Route paths are matched exactly, as the router does (caseSensitive); others load on render.
 */
export const preloadPageOf = (pathname: string): void => {
  const page: LazyPage | undefined = Object.hasOwn(PAGES, pathname) ? PAGES[pathname as AppPath] : undefined;
  page?.preload();
};
