import { canAnswerPrivacyRequests, canChangeSiteSettings, canHostVisitors, canKeepBreachRegister, canManageApiTokens, canManageKiosks, canManageWatchlist, canManageWebhooks, canRunEvacuation, canSeeInsights, canStartKiosk, canUseDesk, canWorkWithVisitors, type Actor } from '#contract/capabilities.ts';
import type { Role } from '#contract/roles.ts';

/**
 * The routes of docs/product/roles-and-screens.md NAV, with the spelling the description uses (case matters:
 * links in e-mails and bookmarks use these forms).
 */
export const PATHS = {
  landing: '/',
  login: '/login',
  securityLogin: '/SecurityLogin',
  registration: '/registration',
  forgotPassword: '/Forgotpassword',
  visitorDetailForm: '/VisitordetailForm',
  visitorSubmission: '/VisitorSubmission',
  employeeDashboard: '/EmployeeDashboard',
  visitorView: '/VisitorView',
  visitorDetails: '/VisitorDetails',
  approveUser: '/ApproveUser',
  visitorPassForm: '/VisitorpassForm',
  approvedVisitorDetails: '/ApprovedVisitorDetails',
  capturePhoto: '/CapturePhoto',
  visitorDetailView: '/VisitorDetailView',
  securityDashboard: '/SecurityDashboard',
  /** The desk's printable visitor badge (`?id=`). */
  visitorBadge: '/VisitorBadge',
  /** The desk's roll call: everyone checked in and not out. */
  onSite: '/OnSite',
  /** An evacuation's roll call at a site (issue 30): start, mark each person safe or missing, print, end. */
  evacuation: '/Evacuation',
  /** Visit statistics in charts, each with a CSV: admins for every visit, managers for their reports'. */
  insights: '/Insights',
  /** The host's own visits in every state, with resend link, cancel and approve (`?when=&state=`). */
  myVisits: '/MyVisitors',
  /** People security must see before they are let in (issue 13): list, add, resolve (`?status=`). */
  watchlist: '/Watchlist',
  /**
   * The reception kiosk (issue 13): a tablet signed in as a kiosk shows its start screen; a security
   * user or admin signed in on a device that is not one yet may start it as one.
   */
  kiosk: '/kiosk',
  /** The kiosk devices, for admins: list and revoke. */
  kiosks: '/Kiosks',
  /** The installation's sites and their settings, for admins (issue 30): list, add, change. */
  sites: '/Sites',
  /** API tokens for other systems, for admins (issue 32): list, make, revoke. */
  apiTokens: '/ApiTokens',
  /** Webhook endpoints, for admins (issue 32): register, delivery log, replay, pause, remove. */
  webhooks: '/Webhooks',
  /** The breach register, for admins (issue 31): record, notify the people affected, report to the Board. */
  breaches: '/Breaches',
  /** The visitors' requests about their data, for admins (issue 31): corrections and grievances with their due dates. */
  privacyRequests: '/PrivacyRequests',
  /** A host's answer to a walk-in from the links of its mail (issue 13; public: `?token=`). */
  walkInAnswer: '/WalkInAnswer',
  /** A visitor withdraws their consent from the link in every visitor mail (issue 31; public: `?token=`). */
  withdrawConsent: '/WithdrawConsent',
  /** A visitor sees, downloads, corrects or erases their data from the link in every visitor mail (issue 31; public: `?token=`). */
  yourData: '/YourData',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** A question of src/contract/capabilities.ts that a signed-in user must answer yes to. */
export type Capability = (actor: Actor) => boolean;

/** Who may open each protected route (docs/product/roles-and-screens.md NAV-01): the same capabilities the server's calls require. */
export const ROUTE_CAPABILITY: Readonly<Partial<Record<AppPath, Capability>>> = {
  [PATHS.employeeDashboard]: canHostVisitors,
  [PATHS.visitorView]: canHostVisitors,
  [PATHS.visitorDetails]: canHostVisitors,
  [PATHS.approveUser]: canHostVisitors,
  [PATHS.visitorPassForm]: canWorkWithVisitors,
  [PATHS.approvedVisitorDetails]: canWorkWithVisitors,
  [PATHS.capturePhoto]: canWorkWithVisitors,
  [PATHS.visitorDetailView]: canWorkWithVisitors,
  [PATHS.securityDashboard]: canUseDesk,
  [PATHS.visitorBadge]: canUseDesk,
  [PATHS.onSite]: canUseDesk,
  [PATHS.evacuation]: canRunEvacuation,
  [PATHS.insights]: canSeeInsights,
  [PATHS.myVisits]: canHostVisitors,
  [PATHS.watchlist]: canManageWatchlist,
  // Starting a kiosk needs this; a device that already is a kiosk opens the page without a session (router.tsx).
  [PATHS.kiosk]: canStartKiosk,
  [PATHS.kiosks]: canManageKiosks,
  [PATHS.sites]: (actor) => canChangeSiteSettings(actor),
  [PATHS.apiTokens]: canManageApiTokens,
  [PATHS.webhooks]: canManageWebhooks,
  [PATHS.breaches]: canKeepBreachRegister,
  [PATHS.privacyRequests]: canAnswerPrivacyRequests,
};

/** Other spellings the description uses for the same screens. */
const ALIASES: Readonly<Record<string, AppPath>> = { '/Login': PATHS.login };

const ALL_PATHS: readonly AppPath[] = Object.values(PATHS);
const HEADERLESS = new Set<string>([PATHS.visitorDetailForm, PATHS.visitorSubmission, PATHS.kiosk].map((path) => path.toLowerCase()));
const WITHOUT_BACK = new Set<string>(
  [PATHS.landing, PATHS.employeeDashboard, PATHS.securityDashboard, PATHS.login, PATHS.securityLogin, PATHS.walkInAnswer].map((path) => path.toLowerCase()),
);

/** `/login/` and `/login` are the same page; compared without case, as the checks below are. */
const key = (path: string): string => {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
};

/** The header (logo, Home, Login/Logout) shows everywhere except the visitor's public pages and the kiosk (full screen). */
export const showsHeader = (path: string): boolean => !HEADERLESS.has(key(path));

/**
 * Back shows on every page except the landing page, the dashboards and the sign-in pages. It is part
 * of the header, so the visitor's header-less pages have none either: a visitor who arrives from an
 * e-mailed link has nowhere in the app to go back to.
 */
export const showsBackButton = (path: string): boolean => showsHeader(path) && !WITHOUT_BACK.has(key(path));

/**
 * Where Home leads: hosts (admins included) to the employee dashboard, the desk's own staff to the
 * security dashboard, others to `/`.
 */
export const homePathFor = (role: Role | null | undefined): AppPath => {
  if (canHostVisitors({ role })) return PATHS.employeeDashboard;
  if (canUseDesk({ role })) return PATHS.securityDashboard;
  return PATHS.landing;
};

/** Where a successful sign-in leads (docs/product/roles-and-screens.md NAV-04): security to its dashboard, everyone else to theirs. */
export const dashboardPathFor = (role: Role): AppPath => (canHostVisitors({ role }) ? PATHS.employeeDashboard : PATHS.securityDashboard);

/** The capability a path needs, or null for a public path (or one the app does not know). */
export const capabilityFor = (path: string): Capability | null => {
  const known = ALL_PATHS.find((candidate) => candidate.toLowerCase() === key(path));
  return (known && ROUTE_CAPABILITY[known]) ?? null;
};

/**
 * Whether someone may open a path (a public one: yes), by the route table above: a dashboard offers
 * a screen only to those its route lets in (an admin every desk screen, Insights to whom it allows).
 */
export const mayOpen = (path: string, actor: Actor): boolean => {
  const capability = capabilityFor(path);
  return capability === null || capability(actor);
};

/**
 * The route's own spelling for a path typed in another case (`/employeedashboard`) or an alias
 * (`/Login`), or null when the path is already canonical or no route matches it.
 */
export const canonicalPath = (path: string): AppPath | null => {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const alias = ALIASES[pathname.replace(/(.)\/+$/, '$1')];
  if (alias) return alias;
  const match = ALL_PATHS.find((candidate) => candidate.toLowerCase() === key(path));
  return match !== undefined && match !== pathname ? match : null;
};
