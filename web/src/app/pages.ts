import { lazyPage } from './lazy-page.tsx';

/** Every page, each its own chunk (loaded on first visit). */
export const LandingPage = lazyPage(() => import('../features/landing/landing-page.tsx'));
export const LoginPage = lazyPage(() => import('../features/login/login-page.tsx'));
export const SecurityLoginPage = lazyPage(() => import('../features/login/security-login-page.tsx'));
export const RegistrationPage = lazyPage(() => import('../features/registration/registration-page.tsx'));
export const ForgotPasswordPage = lazyPage(() => import('../features/forgot-password/forgot-password-page.tsx'));
export const VisitorDetailsFormPage = lazyPage(() => import('../features/visitor-details-form/visitor-details-form-page.tsx'));
export const VisitorSubmissionPage = lazyPage(() => import('../features/visitor-submission/visitor-submission-page.tsx'));
export const EmployeeDashboardPage = lazyPage(() => import('../features/dashboard/employee-dashboard-page.tsx'));
export const SecurityDashboardPage = lazyPage(() => import('../features/dashboard/security-dashboard-page.tsx'));
export const VisitorViewPage = lazyPage(() => import('../features/visitors/visitor-view-page.tsx'));
export const VisitorDetailsPage = lazyPage(() => import('../features/visitors/visitor-details-page.tsx'));
export const ApprovedVisitorDetailsPage = lazyPage(() => import('../features/visitors/approved-visitor-details-page.tsx'));
export const VisitorDetailViewPage = lazyPage(() => import('../features/visitors/visitor-detail-view-page.tsx'));
export const ApproveUserPage = lazyPage(() => import('../features/approve-user/approve-user-page.tsx'));
export const VisitorPassFormPage = lazyPage(() => import('../features/visitor-pass/visitor-pass-form-page.tsx'));
export const CapturePhotoPage = lazyPage(() => import('../features/capture-photo/capture-photo-page.tsx'));
export const VisitorBadgePage = lazyPage(() => import('../features/desk/visitor-badge-page.tsx'));
export const OnSitePage = lazyPage(() => import('../features/desk/on-site-page.tsx'));
export const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page.tsx'));
