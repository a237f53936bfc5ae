/**
 * Page weight budget (issue 10): the gzipped JavaScript each route loads before it is interactive,
 * from the built SPA (web/dist), against a budget. Exits 1 when a route is over its budget or the
 * landing route carries code that only a form or the desk uses. A check of the build, not a timing.
 * The goals are 120 KB for the landing route and 200 KB for every other; a route that cannot meet
 * its goal yet has a limit of its own (LIMITS), so that it cannot grow unnoticed either.
 *
 *   node web/build-if-stale.mjs && node --import tsx bench/bundle-budget.ts   (npm run check:bundle)
 *   node --import tsx bench/bundle-budget.ts --files                          (each route's files too)
 *
 * A route's weight is the union of
 *   - the entry script and every `<link rel="modulepreload">` of web/dist/index.html,
 *   - the entry chunk's static imports (transitively, from Vite's manifest), and
 *   - the route's own lazy page chunk (web/src/app/pages.ts) with its static imports, transitively,
 * each file counted once, gzipped at level 9 (node:zlib). Dynamic imports (code a page loads on
 * demand, such as the scanner) are not counted. 1 KB = 1000 bytes.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/** One chunk of Vite's `.vite/manifest.json`, keyed by its source path relative to web/. */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The module ids of each output chunk, written by the build (web/vite.config.ts, `.vite/chunk-modules.json`). */
export type ChunkModules = Readonly<Record<string, readonly string[]>>;

export interface Route {
  /** The route's path ('/', '/login', … and '*' for the not-found page). */
  readonly path: string;
  /** The page's source, relative to web/ (a key of the manifest). */
  readonly source: string;
}

export interface RouteWeight {
  readonly path: string;
  readonly files: readonly string[];
  /** Gzipped bytes of each file, in the order of `files`. */
  readonly fileBytes: readonly number[];
  readonly gzipBytes: number;
  /** What the route should weigh at most (issue 10). */
  readonly goalBytes: number;
  /** What `npm test` enforces: the goal, or the route's own limit while it cannot meet the goal. */
  readonly budgetBytes: number;
  /** Files on this route that hold code the route must not load (see FORBIDDEN_ON_LANDING). */
  readonly forbidden: readonly string[];
  /** Files on this route that hold code only another route may load (see ONLY_ON). */
  readonly misplaced: readonly string[];
}

export const KB = 1000;

export interface Budgets {
  readonly landingPath: string;
  readonly landingGoal: number;
  readonly routeGoal: number;
  /** Per route, the limit enforced instead of its goal while the route cannot meet the goal. */
  readonly limits: Readonly<Record<string, number>>;
}

/**
 * Where a route cannot meet its goal yet, the limit `npm test` enforces instead: the weight measured
 * when the limit was set plus 5 to 10 KB, so that a route cannot grow unnoticed (a route that has just
 * come well under its goal may keep a limit below it, for the same reason). Lower a limit when
 * the route gets lighter; raise one only for a reason worth a line in the commit. What holds each
 * route above its goal: docs/performance.md, "Page weight". Every route carries React with
 * react-router's declarative router (81 KB) and the entry (11 KB: the shell, plain elements and CSS, no
 * MUI); every page but the landing and not-found pages brings MUI's styling engine, the app's theme and
 * Button (38 KB, without MUI's CSS-variables theme: web/mui-plain-theme.ts); on top of that:
 */
export const LIMITS: Readonly<Record<string, number>> = {
  // Forms: zod with MUI's form controls (27 KB), the inputs (5 KB), crypto-js (6 KB); with a
  // select, MUI's Select with Menu and Popover (11 KB); the OTP steps (6 KB).
  // The sign-in pages (issue 11, the data layer; issue 10): TanStack Query (10.4 KB) on each, and no zod,
  // crypto-js, envelope or identity calls before they are usable (fetched as they render, awaited on
  // submit); registration's native selects without MUI's Select, Menu, Popover and Modal (NativeSelectField)
  // and its columns without Grid. Measured 182.9, 183.0 and 193.8 KB (from 205.0, 205.0 and 215.9 on the
  // commit before); held below the goal here, measured + 2.2 KB, so that they cannot regrow unnoticed.
  // /registration (199.0, from 239.7) has the goal as its limit. Every limit below was lowered by 7 to 13 KB
  // when MUI's CSS-variables theme left the build (web/mui-plain-theme.ts, 7.5 KB off every MUI page):
  // 173.4, 173.4 and 184.3 KB measured, held at about +2.5 KB.
  '/login': 183 * KB, // issue 32 single sign-on: its codes and messages (+0.4-0.5 KB on every route) and, on /login, the company sign-in button: measured + ~0.5 KB, still under the 200 KB goal; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 182.2 KB measured
  '/SecurityLogin': 183 * KB, // issue 32 single sign-on: its codes and messages (+0.4-0.5 KB on every route) and, on /login, the company sign-in button: measured + ~0.5 KB, still under the 200 KB goal; issue 30's site clock (each visit's zone in the shared answer schema, the roll call's rule per site): +0.4 KB measured; issue 30's evacuation (its codes and messages in the shared contract): +0.1-0.6 KB; issue 31's withdrawal page (/WithdrawConsent, one more route in the route table every page loads): measured +0.05 KB; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 182.2 KB measured
  '/Forgotpassword': 192.5 * KB, // issue 28 merged (refusal hints in every filtered field, sign-in shared between tabs, the kiosk's walk-in steps and status check, the Reject dialog's loader): measured + 1.2-2 KB; issues 30-32 merged (sites' places for the site's clock, single sign-on's and API tokens' codes and messages, the ID kinds): +0.4-0.7 KB measured, still under the 200 KB goal; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 192.0 KB measured
  // TanStack Query (issue 11 item 3) on the details form: +11.3 KB measured, +12 KB here. Issue 13: the
  // reception kiosk's walk-in form shares the form's fields (visits-common/visitor-fields.tsx and what
  // they import), which automatic splitting puts in chunks of their own: +2.1 KB measured against the
  // same tree without the kiosk (254.7 -> 256.8 KB). Issue 10, step 9: its select without MUI's Select,
  // Menu, Popover and Modal (NativeSelectField), its read-only fields without TextField and its columns
  // without Grid: 235.6 KB measured; then the form renders without zod (the typing rules from
  // src/contract/validation/visit-typing.ts; the schema, details-checks.ts, fetched as the form renders and
  // awaited on Verify): 209.2 KB measured. Step 10: the link's expiry and the prefilled date without
  // dayjs (src/contract/site-calendar.ts): 203.6 KB measured. Step 12: the additional visitors' count select
  // (MUI's NativeSelect, shown once the visitor answers Yes; a placeholder that looks the same meanwhile) and
  // the verify dialog with what lists its entries fetched as the form renders: 198.3 KB measured (from
  // 202.3), within the goal; held below it here, measured + 1.2 KB, so that it cannot regrow unnoticed.
  // It keeps crypto-js with the envelope (7.5 KB), which it needs before it can show anything: the token
  // is decrypted to prefill the form and the link's first read sends the phone enveloped. Without MUI's
  // CSS-variables theme: 189.9 KB measured, held at +2.1 KB.
  '/VisitordetailForm': 200 * KB, // issue 28 merged (refusal hints in every filtered field, sign-in shared between tabs, the kiosk's walk-in steps and status check, the Reject dialog's loader): measured + 1.2-2 KB; issue 32's API tokens (their messages and error codes in the shared contract): +0.3-0.7 KB measured; issues 30-32 merged (sites' places for the site's clock, single sign-on's and API tokens' codes and messages, the ID kinds): +0.4-0.7 KB measured, still under the 200 KB goal; issue 30's evacuation (its codes and messages in the shared contract): +0.1-0.6 KB; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 199.8 KB measured, at the 200 KB goal: the messages split by area is the next cut
  // The approval list (/VisitorView) meets the goal since issue 10, step 10 (199.8 KB measured, from 241.0):
  // its pager without MUI's TablePagination (components/table-pager.tsx); step 13: 196.7 KB measured. The goal
  // is its limit.
  // The desk's list: a form's share, the table and the desk screen itself (18 KB); TanStack Query
  // (issue 11 item 3): +9.0 KB measured with In and Out, +2.9 KB with the list's reads, +0.5 KB
  // when the other visitors pages and the dashboard share its chunks, +14 KB here. Issue 12 (photo
  // thumbnails with MUI's Avatar, placeholder rows with Skeleton, the notices, a cancelled visit's
  // state and the live updates of the other slices): 297.7 KB measured, +5.3 KB here. Issue 13: the
  // watchlist's flag (chip, Clear flag on the row and the flagged filter, +1.0 KB; its dialog loads
  // when needed) and View Photo's dialog loaded after the list (-3.0 KB, MUI's Dialog with it): 300.1 KB
  // measured with the other slices' changes of the day. Issue 10, step 9: the filters' labels without
  // zod (src/contract/desk-list-terms.ts; the query's schema stays in desk-query.ts): 276.3 KB measured.
  // Step 10: no dayjs (src/contract/site-calendar.ts), a pager of our own and Hints instead of TablePagination
  // and Tooltip (no Select, Popper), the filter menu's Menu with Popover and Modal fetched as the list
  // renders, the search without TextField, the envelope (crypto-js) fetched beside the list's request:
  // 231.2 and 231.3 KB measured. Step 13: the icons' paths shared with the shell, the loading bar and a failed
  // read's message fetched as the list renders, Button with the MUI foundation: 225.9 and 226.0 KB measured,
  // +2 KB here. Step 14: MUI's CSS-variables theme out of the build (web/mui-plain-theme.ts, -7.3 KB) and
  // the view tabs on ButtonBase instead of MUI's Tabs (components/full-width-tabs.tsx, -6.9 KB): 212.4 and
  // 212.5 KB measured. Step 15: the table (TanStack Table, the rows and cards, the pager) fetched as the
  // list first renders, beside its first read: 179.6 and 179.7 KB measured, within the goal, held at +2.4 KB.
  '/VisitorDetails': 189.5 * KB, // issue 30's site picked per user (useSitePick on the desk's picker, ADR 51): 188.8 KB measured; issue 30's site clock (each visit's zone in the desk record, its status on it): +0.5 KB measured; issue 28 merged (refusal hints in every filtered field, sign-in shared between tabs, the kiosk's walk-in steps and status check, the Reject dialog's loader): measured + 1.2-2 KB; issues 30-32 merged (sites' places for the site's clock, single sign-on's and API tokens' codes and messages, the ID kinds): +0.4-0.7 KB measured, still under the 200 KB goal; issue 30's evacuation (its codes and messages in the shared contract): +0.1-0.6 KB; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 187.6 KB measured
  '/ApprovedVisitorDetails': 189.5 * KB, // issue 30's site picked per user (useSitePick on the desk's picker, ADR 51): 188.9 KB measured; issue 30's site clock (each visit's zone in the desk record, its status on it): +0.5 KB measured; issue 28 merged (refusal hints in every filtered field, sign-in shared between tabs, the kiosk's walk-in steps and status check, the Reject dialog's loader): measured + 1.2-2 KB; issues 30-32 merged (sites' places for the site's clock, single sign-on's and API tokens' codes and messages, the ID kinds): +0.4-0.7 KB measured, still under the 200 KB goal; issue 30's evacuation (its codes and messages in the shared contract): +0.1-0.6 KB; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 187.7 KB measured
  // The pass form: a form's share, its host picker (Autocomplete with Popper, 9 KB) and its page
  // (the date picker, about 48 KB, loads just after the form: visit-date-picker.tsx). TanStack Query
  // (issue 11 item 3): +11.7 KB measured, +12 KB here. Issue 13: the kiosk's host search shares its
  // Autocomplete and the form's inputs, split into shared chunks: +1.7 KB measured against the same tree
  // without the kiosk (271.1 -> 272.8 KB). Issue 10, step 9: its selects without MUI's Select, Menu,
  // Popover and Modal (NativeSelectField), no TextField or Grid, and the host's Autocomplete with Popper
  // fetched only when the desk's form renders (host-picker.tsx; an employee's form has no host to
  // choose): 229.5 KB measured. Then the form renders without zod (the typing rules and the date's rule
  // from src/contract/validation/visit-typing.ts; the schema, pass-checks.ts, fetched as the form renders
  // and awaited on Submit) and without crypto-js and the visits calls (fetched likewise, awaited by the
  // call): 194.1 KB measured, within the goal. Step 10: no dayjs before the date picker arrives (the
  // picker makes its minimum date itself): 188.4 KB measured, held at +1.6 KB. Without MUI's CSS-variables
  // theme: 177.0 KB measured, held at +2.0 KB.
  '/VisitorpassForm': 186 * KB, // issue 28 merged (refusal hints in every filtered field, sign-in shared between tabs, the kiosk's walk-in steps and status check, the Reject dialog's loader): measured + 1.2-2 KB; issue 32's single sign-on and API tokens (their codes and messages in the shared contract, +0.4-0.7 KB each on every route): still under the 200 KB goal; issue 30's evacuation (its codes and messages in the shared contract): +0.1-0.6 KB; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 185.5 KB measured
  // Insights (issue 12): MUI's Accordion, Table and ToggleButton and TanStack Query; the charts
  // (@mui/x-charts 9.17 with the d3 modules it bundles, about 108 KB) are fetched when the page renders,
  // after its headlines, numbers and CSV links (insights-page.tsx): 326.4 KB with them, 217.8 KB
  // measured without. The chart library loads on this route only (ONLY_ON below). Issue 10, step 10: the
  // answer's schema (zod) fetched beside its request, no crypto-js (nothing in the answer is enveloped),
  // no dayjs and a light toggle group (components/toggle-choice.tsx): 179.6 KB measured, within the
  // goal, held at +1.4 KB. Without MUI's CSS-variables theme: 169.1 KB measured, held at +1.9 KB.
  '/Insights': 178.5 * KB, // issue 30's site picked per user (useSitePick, the figures waiting for the sites, ADR 51): 178.2 KB measured; issue 30: the Site picker (the sites' places call; the select itself deferred, fetched only with several sites): +1.0 KB measured; issue 28 merged (refusal hints in every filtered field, sign-in shared between tabs, the kiosk's walk-in steps and status check, the Reject dialog's loader): measured + 1.2-2 KB; issue 32's single sign-on and API tokens (their codes and messages in the shared contract): +0.7 KB measured, still under the 200 KB goal; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 176.9 KB measured
  // My visitors (issue 12): TanStack Query (12 KB), MUI's table, chips, toggle buttons, skeletons and
  // the search field's form controls; a light pager instead of MUI's (which brings Select, Menu and
  // Popover: -15 KB) and the cancel dialog loaded after the page (-3 KB). 225.1 KB measured. Issue 10,
  // step 9: the search field without MUI's TextField, which imports Select with Menu, Popover and Modal
  // (OutlinedTextField): 211.4 KB measured. Step 10: what reads the answer (schemas and the envelope with
  // crypto-js) fetched beside the request, Approve's call when the page renders, the refresh bar
  // (LinearProgress) after the page and a light toggle group: 197.8 KB measured, within the goal, held at
  // +1.2 KB. Without MUI's CSS-variables theme: 187.5 KB measured, held at +2.5 KB.
  '/MyVisitors': 195.5 * KB, // issue 32 single sign-on: its codes and messages (+0.4-0.5 KB on every route) and, on /login, the company sign-in button: measured + ~0.5 KB, still under the 200 KB goal; issue 30's evacuation (its codes and messages in the shared contract): +0.1-0.6 KB; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 194.7 KB measured
  // The reception kiosk (issue 13) meets the goal and is held below it: the tablet's start screen,
  // keypad and confirmation bring MUI and TanStack Query but no zod, crypto-js or desk code; the
  // walk-in form (the details form's fields, Autocomplete, walkInSchema), the QR reader (jsQR) and the
  // badge's QR code load when they are opened, the schemas and the envelope with the first call.
  // 189.1 KB measured, +6 KB here. Without MUI's CSS-variables theme: 179.7 KB measured, held at +2.3 KB.
  '/kiosk': 188 * KB, // issue 28 merged (refusal hints in every filtered field, sign-in shared between tabs, the kiosk's walk-in steps and status check, the Reject dialog's loader): measured + 1.2-2 KB; issue 32's single sign-on and API tokens (their codes and messages in the shared contract): +0.7 KB measured, still under the 200 KB goal; issue 30's evacuation (its codes and messages in the shared contract): +0.1-0.6 KB; this stop's seven branches merged (SCIM, site roles and clocks, evacuation, consent, webhooks, breaches: their codes and messages in the shared contract, the CLI's messages moved out): 187.3 KB measured
};

export const BUDGETS: Budgets = { landingPath: '/', landingGoal: 120 * KB, routeGoal: 200 * KB, limits: LIMITS };

/**
 * What only a form or the desk uses, by module id: none of it may load on the landing route, which
 * every visitor and new employee opens first.
 */
export const FORBIDDEN_ON_LANDING: readonly RegExp[] = [
  /(?:^|[\\/])node_modules[\\/]@mui[\\/]x-date-pickers[\\/]/,
  /(?:^|[\\/])node_modules[\\/]@tanstack[\\/](?:react-table|table-core)[\\/]/,
  // The data layer (TanStack Query, issue 11 item 3): the landing page reads nothing.
  /(?:^|[\\/])node_modules[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]/,
  /(?:^|[\\/])node_modules[\\/](?:qrcode|jsqr|qr-scanner)[\\/]/,
  /(?:^|[\\/])web[\\/]src[\\/]features[\\/](?:desk|capture-photo|visitors|visitor-pass|visitor-details-form|registration|login|forgot-password)[\\/]/,
  /(?:^|[\\/])web[\\/]src[\\/]components[\\/]form[\\/]/,
];

/**
 * Code that only one route may load, by module id: the chart library (@mui/x-charts and the d3
 * modules it bundles) is the Insights page's alone (issue 12), however it is split into chunks.
 */
export const ONLY_ON: Readonly<Record<string, readonly RegExp[]>> = {
  '/Insights': [/(?:^|[\\/])node_modules[\\/]@mui[\\/]x-charts(?:-vendor)?[\\/]/],
};

const ASSET_ATTRIBUTE = /<(script|link)\b([^>]*)>/gi;

/**
 * The files index.html loads before the app starts: its module scripts and modulepreload links, as
 * paths relative to the dist folder (`assets/index-….js`), in document order.
 */
export const entryFilesFromHtml = (html: string): string[] => {
  const files: string[] = [];
  for (const [, tag, attributes = ''] of html.matchAll(ASSET_ATTRIBUTE)) {
    const attribute = (name: string) => new RegExp(String.raw`\b${name}\s*=\s*["']([^"']*)["']`, 'i').exec(attributes)?.[1];
    const url =
      tag?.toLowerCase() === 'script' && attribute('type') === 'module'
        ? attribute('src')
        : tag?.toLowerCase() === 'link' && attribute('rel') === 'modulepreload'
          ? attribute('href')
          : undefined;
    // Only the site's own files: an absolute URL elsewhere is not part of the build.
    if (url && !/^[a-z]+:|^\/\//i.test(url)) {
      const file = url.replace(/^\.?\//, '');
      if (!files.includes(file)) files.push(file);
    }
  }
  return files;
};

/** The output files of the given manifest keys and of everything they import statically, transitively. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>();
  const files: string[] = [];
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${JSON.stringify(key)}.`);
    files.push(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
};

const PAGE_LINE = /\[PATHS\.(\w+)\]\s*:\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;
const NOT_FOUND_LINE = /\bNotFoundPage\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/;

/**
 * The routes and their page modules, read from web/src/app/pages.ts (`[PATHS.x]: lazyPage(() =>
 * import('…'))`, plus the not-found page as '*'). `paths` is navigation-rules' PATHS; every one of
 * them must have a page, or the budget would silently skip a route.
 */
export const routesFromPagesSource = (source: string, pagesFile: string, webDir: string, paths: Readonly<Record<string, string>>): Route[] => {
  const toKey = (specifier: string) => relative(webDir, resolve(dirname(pagesFile), specifier)).split(/[\\/]/).join(posix.sep);
  const routes: Route[] = [];
  for (const [, name = '', specifier = ''] of source.matchAll(PAGE_LINE)) {
    const path = paths[name];
    if (path === undefined) throw new Error(`pages.ts names PATHS.${name}, which navigation-rules.ts does not define.`);
    routes.push({ path, source: toKey(specifier) });
  }
  const missing = Object.entries(paths).filter(([, path]) => !routes.some((route) => route.path === path));
  if (missing.length > 0) throw new Error(`pages.ts has no page for ${missing.map(([name]) => `PATHS.${name}`).join(', ')}.`);
  const notFound = NOT_FOUND_LINE.exec(source)?.[1];
  if (notFound) routes.push({ path: '*', source: toKey(notFound) });
  return routes;
};

/** Bytes of `content` gzipped at level 9. */
export const gzipSize = (content: Uint8Array | string): number => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;

export interface Build {
  readonly html: string;
  readonly manifest: Manifest;
  readonly chunkModules?: ChunkModules;
  readonly readAsset: (file: string) => Uint8Array;
}

/** Each route's files and gzipped total, entry files first, with its goal and budget. */
export const measureRoutes = (build: Build, routes: readonly Route[], budgets: Budgets = BUDGETS): RouteWeight[] => {
  const entryKeys = Object.keys(build.manifest).filter((key) => build.manifest[key]?.isEntry);
  const shell = [...new Set([...entryFilesFromHtml(build.html), ...staticClosure(build.manifest, entryKeys)])];
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(build.readAsset(file));
      sizes.set(file, size);
    }
    return size;
  };
  return routes.map(({ path, source }) => {
    const files = [...new Set([...shell, ...staticClosure(build.manifest, [source])])].filter((file) => file.endsWith('.js'));
    const isLanding = path === budgets.landingPath;
    const goalBytes = isLanding ? budgets.landingGoal : budgets.routeGoal;
    const forbidden = isLanding
      ? files.filter((file) => (build.chunkModules?.[file] ?? []).some((id) => FORBIDDEN_ON_LANDING.some((pattern) => pattern.test(id))))
      : [];
    const reserved = Object.entries(ONLY_ON).flatMap(([owner, patterns]) => (owner === path ? [] : patterns));
    const misplaced = files.filter((file) => (build.chunkModules?.[file] ?? []).some((id) => reserved.some((pattern) => pattern.test(id))));
    const fileBytes = files.map(sizeOf);
    return {
      path,
      files,
      fileBytes,
      gzipBytes: fileBytes.reduce((sum, bytes) => sum + bytes, 0),
      goalBytes,
      budgetBytes: budgets.limits[path] ?? goalBytes,
      forbidden,
      misplaced,
    };
  });
};

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The table printed for people: route, KB gzip, budget and goal, and what is wrong where something is. */
export const formatTable = (weights: readonly RouteWeight[]): string => {
  const width = Math.max(5, ...weights.map((weight) => weight.path.length));
  const lines = [`${'route'.padEnd(width)}  ${'KB gzip'.padStart(8)}  ${'budget'.padStart(7)}  ${'goal'.padStart(6)}`];
  for (const weight of weights) {
    const note =
      weight.gzipBytes > weight.budgetBytes || weight.forbidden.length > 0 || weight.misplaced.length > 0
        ? '  OVER BUDGET'
        : weight.gzipBytes > weight.goalBytes
          ? '  over goal'
          : '';
    lines.push(
      `${weight.path.padEnd(width)}  ${kb(weight.gzipBytes).padStart(8)}  ${kb(weight.budgetBytes).padStart(7)}  ${kb(weight.goalBytes).padStart(6)}${note}`,
    );
  }
  return lines.join('\n');
};

/** Each route's files, biggest first (`--files`): what to look at when a route is over. */
export const formatFiles = (weights: readonly RouteWeight[]): string =>
  weights
    .map((weight) =>
      [
        `${weight.path} (${kb(weight.gzipBytes)} KB)`,
        ...weight.files
          .map((file, index) => [file, weight.fileBytes[index] ?? 0] as const)
          .sort((a, b) => b[1] - a[1])
          .map(([file, bytes]) => `  ${kb(bytes).padStart(7)}  ${file}`),
      ].join('\n'),
    )
    .join('\n');

/** One line per route that breaks its budget; empty when all are within. */
export const budgetFailures = (weights: readonly RouteWeight[]): string[] =>
  weights.flatMap((weight) => [
    ...(weight.gzipBytes > weight.budgetBytes
      ? [`Route ${weight.path} loads ${kb(weight.gzipBytes)} KB of gzipped JavaScript, over its budget of ${kb(weight.budgetBytes)} KB.`]
      : []),
    ...(weight.forbidden.length > 0
      ? [`Route ${weight.path} loads code only a form or the desk uses (date pickers, tables, QR, desk pages) in ${weight.forbidden.join(', ')}.`]
      : []),
    ...(weight.misplaced.length > 0 ? [`Route ${weight.path} loads code only another route may load (the charts are /Insights' alone) in ${weight.misplaced.join(', ')}.`] : []),
  ]);

/** Reads web/dist and web/src/app/pages.ts, prints the table; the exit code says whether all routes are within budget. */
export const main = async (webDir: string, showFiles = false): Promise<number> => {
  const distDir = join(webDir, 'dist');
  const read = (file: string) => readFileSync(join(distDir, file));
  let build: Build;
  try {
    build = {
      html: read('index.html').toString('utf8'),
      manifest: JSON.parse(read('.vite/manifest.json').toString('utf8')) as Manifest,
      chunkModules: JSON.parse(read('.vite/chunk-modules.json').toString('utf8')) as ChunkModules,
      readAsset: read,
    };
  } catch (error) {
    console.error(`bundle budget: cannot read the build in ${distDir} (${(error as Error).message}); run \`npm run build\`.`);
    return 1;
  }
  const pagesFile = join(webDir, 'src', 'app', 'pages.ts');
  const { PATHS } = (await import(pathToFileURL(join(webDir, 'src', 'app', 'navigation-rules.ts')).href)) as { PATHS: Record<string, string> };
  const routes = routesFromPagesSource(readFileSync(pagesFile, 'utf8'), pagesFile, webDir, PATHS);
  const landingPath = PATHS['landing'];
  if (landingPath === undefined) throw new Error('navigation-rules.ts has no PATHS.landing.');
  const weights = measureRoutes(build, routes, { ...BUDGETS, landingPath });
  if (showFiles) console.log(`${formatFiles(weights)}\n`);
  console.log(formatTable(weights));
  const failures = budgetFailures(weights);
  for (const failure of failures) console.error(failure);
  const overGoal = weights.filter((weight) => weight.gzipBytes > weight.goalBytes).length;
  if (failures.length === 0) {
    console.log(`bundle budget: all ${weights.length} routes within budget${overGoal > 0 ? ` (${overGoal} still over the goal)` : ''}.`);
  }
  return failures.length === 0 ? 0 : 1;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main(fileURLToPath(new URL('../web/', import.meta.url)), process.argv.includes('--files'));
  } catch (error) {
    console.error(`bundle budget: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
