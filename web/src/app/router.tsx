import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Role } from '../../../src/shared/roles.ts';
import { RequireRoles, SignedOutOnly } from '../components/route-guard.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { PATHS, ROUTE_ROLES, type AppPath } from './navigation-rules.ts';
import * as Pages from './pages.ts';
import { UnmatchedRoute } from './unmatched-route.tsx';

type Access = 'public' | 'signed-out' | 'roles';

const PAGES: readonly (readonly [AppPath, ComponentType, Access])[] = [
  [PATHS.landing, Pages.LandingPage, 'public'],
  [PATHS.login, Pages.LoginPage, 'public'],
  [PATHS.securityLogin, Pages.SecurityLoginPage, 'public'],
  [PATHS.registration, Pages.RegistrationPage, 'public'],
  [PATHS.forgotPassword, Pages.ForgotPasswordPage, 'public'],
  [PATHS.visitorDetailForm, Pages.VisitorDetailsFormPage, 'public'],
  [PATHS.visitorSubmission, Pages.VisitorSubmissionPage, 'signed-out'],
  [PATHS.employeeDashboard, Pages.EmployeeDashboardPage, 'roles'],
  [PATHS.visitorView, Pages.VisitorViewPage, 'roles'],
  [PATHS.visitorDetails, Pages.VisitorDetailsPage, 'roles'],
  [PATHS.approveUser, Pages.ApproveUserPage, 'roles'],
  [PATHS.visitorPassForm, Pages.VisitorPassFormPage, 'roles'],
  [PATHS.approvedVisitorDetails, Pages.ApprovedVisitorDetailsPage, 'roles'],
  [PATHS.capturePhoto, Pages.CapturePhotoPage, 'roles'],
  [PATHS.visitorDetailView, Pages.VisitorDetailViewPage, 'roles'],
  [PATHS.securityDashboard, Pages.SecurityDashboardPage, 'roles'],
  [PATHS.visitorBadge, Pages.VisitorBadgePage, 'roles'],
  [PATHS.onSite, Pages.OnSitePage, 'roles'],
];

const NO_ROLES: readonly Role[] = [];

const routeFor = ([path, Page, access]: (typeof PAGES)[number]): RouteObject => {
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
        children: [...PAGES.map(routeFor), { path: '*', element: <UnmatchedRoute /> }],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
