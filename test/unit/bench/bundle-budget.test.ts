import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  budgetFailures,
  entryFilesFromHtml,
  formatTable,
  gzipSize,
  KB,
  main,
  measureRoutes,
  routesFromPagesSource,
  staticClosure,
  type Budgets,
  type Manifest,
} from '../../../bench/bundle-budget.ts';
import { PATHS } from '../../../web/src/app/navigation-rules.ts';

/** A built SPA in miniature: an entry with a shared vendor chunk, a landing page and a form page with a lazy extra. */
const HTML = `<!doctype html><html><head>
  <link rel="icon" href="/favicon.svg">
  <script src="/app-config.js"></script>
  <script type="module" crossorigin src="/assets/index.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  <link rel="modulepreload" href="https://cdn.example.com/other.js">
</head><body></body></html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/landing.tsx', 'src/form.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/landing.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['index.html', '_vendor.js', '_card.js'] },
  'src/form.tsx': { file: 'assets/form.js', isDynamicEntry: true, imports: ['index.html', '_card.js', '_pickers.js'], dynamicImports: ['src/scanner.ts'] },
  '_card.js': { file: 'assets/card.js', imports: ['_vendor.js'] },
  '_pickers.js': { file: 'assets/pickers.js', imports: ['_card.js'] },
  'src/scanner.ts': { file: 'assets/scanner.js', isDynamicEntry: true },
};

/** Contents that compress differently, so that each file's share is visible in a total. */
const ASSETS: Record<string, string> = {
  'assets/index.js': 'entry();'.repeat(50),
  'assets/vendor.js': Array.from({ length: 400 }, (_, i) => `v${i * 7919}`).join(','),
  'assets/runtime.js': 'r',
  'assets/landing.js': 'landing page',
  'assets/form.js': 'form page '.repeat(20),
  'assets/card.js': 'card',
  'assets/pickers.js': Array.from({ length: 300 }, (_, i) => `p${(i * 104729) % 9973}`).join(';'),
  'assets/scanner.js': 'scanner '.repeat(900),
};

const CHUNK_MODULES = {
  'assets/pickers.js': ['node_modules/@mui/x-date-pickers/DatePicker/DatePicker.mjs'],
  'assets/card.js': ['node_modules/@mui/material/Card/Card.mjs'],
};

const ROUTES = [
  { path: '/', source: 'src/landing.tsx' },
  { path: '/form', source: 'src/form.tsx' },
];

const read = (file: string) => Buffer.from(ASSETS[file] ?? '');
const size = (...files: string[]) => files.reduce((sum, file) => sum + gzipSize(read(file)), 0);
const budgets = (overrides: Partial<Budgets> = {}): Budgets => ({ landingPath: '/', landingGoal: 10 * KB, routeGoal: 20 * KB, limits: {}, ...overrides });

describe('bundle budget: what a route loads', () => {
  it('should take the module script and the modulepreload links of index.html, and nothing else', () => {
    expect(entryFilesFromHtml(HTML)).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it('should follow static imports transitively, each chunk once, and never dynamic ones', () => {
    expect(staticClosure(MANIFEST, ['src/form.tsx']).sort()).toEqual(
      ['assets/card.js', 'assets/form.js', 'assets/index.js', 'assets/pickers.js', 'assets/runtime.js', 'assets/vendor.js'].sort(),
    );
  });

  it('should refuse a manifest key it does not know, rather than count the route short', () => {
    expect(() => staticClosure(MANIFEST, ['src/missing.tsx'])).toThrow(/src\/missing\.tsx/);
  });

  it('should gzip at level 9 and count the compressed bytes', () => {
    const text = 'visitor desk '.repeat(100);
    const bytes = gzipSize(text);
    expect(bytes).toBeLessThan(text.length / 10);
    expect(gzipSize(Buffer.from(text))).toBe(bytes);
    expect(bytes).toBe(gzipSync(text, { level: 9 }).length);
  });
});

describe('bundle budget: weights, budgets and failures', () => {
  const build = { html: HTML, manifest: MANIFEST, chunkModules: CHUNK_MODULES, readAsset: read };

  it('should sum the entry, its preloads and the route chunk graph, shared files once', () => {
    const [landing, form] = measureRoutes(build, ROUTES, budgets());
    expect(landing?.files.slice().sort()).toEqual(['assets/card.js', 'assets/index.js', 'assets/landing.js', 'assets/runtime.js', 'assets/vendor.js']);
    expect(landing?.gzipBytes).toBe(size('assets/index.js', 'assets/vendor.js', 'assets/runtime.js', 'assets/landing.js', 'assets/card.js'));
    expect(form?.gzipBytes).toBe(size('assets/index.js', 'assets/vendor.js', 'assets/runtime.js', 'assets/form.js', 'assets/card.js', 'assets/pickers.js'));
    expect(form?.files).not.toContain('assets/scanner.js');
  });

  it('should hold the landing route to its goal and every other route to the route goal, unless it has a limit', () => {
    const [landing, form] = measureRoutes(build, ROUTES, budgets({ limits: { '/form': 50 * KB } }));
    expect(landing).toMatchObject({ goalBytes: 10 * KB, budgetBytes: 10 * KB });
    expect(form).toMatchObject({ goalBytes: 20 * KB, budgetBytes: 50 * KB });
  });

  it('should report a route over its budget with one line naming it and its figures', () => {
    const weights = measureRoutes(build, ROUTES, budgets({ landingGoal: 100, routeGoal: 100 * KB }));
    const failures = budgetFailures(weights);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^Route \/ loads \d+\.\d KB of gzipped JavaScript, over its budget of 0\.1 KB\.$/);
    expect(formatTable(weights).split('\n')[1]).toMatch(/OVER BUDGET$/);
  });

  it('should fail the landing route when it loads a form-only library, whatever its weight', () => {
    const withPickers = { ...MANIFEST, 'src/landing.tsx': { file: 'assets/landing.js', imports: ['index.html', '_pickers.js'] } };
    const [landing, form] = measureRoutes({ ...build, manifest: withPickers }, ROUTES, budgets({ landingGoal: 100 * KB, routeGoal: 100 * KB }));
    expect(landing?.forbidden).toEqual(['assets/pickers.js']);
    expect(form?.forbidden).toEqual([]);
    expect(budgetFailures([landing!, form!])).toEqual([expect.stringMatching(/^Route \/ loads code only a form or the desk uses .* assets\/pickers\.js\.$/)]);
  });

  it('should fail every route but /Insights that loads the chart library, whatever its weight', () => {
    const charts = { ...CHUNK_MODULES, 'assets/card.js': ['node_modules/@mui/x-charts/BarChart/BarChart.mjs'], 'assets/pickers.js': ['node_modules/@mui/x-charts-vendor/d3-scale.mjs'] };
    const routes = [...ROUTES, { path: '/Insights', source: 'src/form.tsx' }];
    const [landing, form, insights] = measureRoutes({ ...build, chunkModules: charts }, routes, budgets({ landingGoal: 100 * KB, routeGoal: 100 * KB }));
    expect(landing?.misplaced).toEqual(['assets/card.js']);
    expect(form?.misplaced.slice().sort()).toEqual(['assets/card.js', 'assets/pickers.js']);
    expect(insights?.misplaced).toEqual([]);
    expect(budgetFailures([landing!, form!, insights!])).toEqual([
      'Route / loads code only another route may load (the charts are /Insights\' alone) in assets/card.js.',
      expect.stringMatching(/^Route \/form loads code only another route may load \(the charts are \/Insights' alone\) in assets\/.*\.js, assets\/.*\.js\.$/),
    ]);
    expect(formatTable([landing!]).split('\n')[1]).toMatch(/OVER BUDGET$/);
  });

  it('should mark a route over its goal but within its limit without failing it', () => {
    const weights = measureRoutes(build, ROUTES, budgets({ landingGoal: 100, limits: { '/': 100 * KB } }));
    expect(budgetFailures(weights)).toEqual([]);
    expect(formatTable(weights).split('\n')[1]).toMatch(/over goal$/);
  });
});

describe('bundle budget: the route list', () => {
  const webDir = '/repo/web';
  const pagesFile = '/repo/web/src/app/pages.ts';
  const source = `export const PAGES = {
  [PATHS.landing]: lazyPage(() => import('../features/landing/landing-page.tsx')),
  [PATHS.login]: lazyPage(() => import("../features/login/login-page.tsx")),
};
export const NotFoundPage = lazyPage(() => import('../features/errors/not-found-page.tsx'));`;

  it('should read each route and its page module as a manifest key, with the not-found page as *', () => {
    expect(routesFromPagesSource(source, pagesFile, webDir, { landing: '/', login: '/login' })).toEqual([
      { path: '/', source: 'src/features/landing/landing-page.tsx' },
      { path: '/login', source: 'src/features/login/login-page.tsx' },
      { path: '*', source: 'src/features/errors/not-found-page.tsx' },
    ]);
  });

  it('should refuse a route without a page, so that no route goes unmeasured', () => {
    expect(() => routesFromPagesSource(source, pagesFile, webDir, { landing: '/', login: '/login', onSite: '/OnSite' })).toThrow(/PATHS\.onSite/);
  });

  it('should find a page for every route of the real pages.ts', () => {
    const realWebDir = fileURLToPath(new URL('../../../web/', import.meta.url));
    const realPages = join(realWebDir, 'src', 'app', 'pages.ts');
    const routes = routesFromPagesSource(readFileSync(realPages, 'utf8'), realPages, realWebDir, PATHS);
    expect(routes.map((route) => route.path).sort()).toEqual([...Object.values(PATHS), '*'].sort());
    for (const route of routes) expect(route.source).toMatch(/^src\/features\/.+\.tsx$/);
  });
});

describe('bundle budget: the command on a built folder', () => {
  let webDir: string;
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(webDir, path)), { recursive: true });
    writeFileSync(join(webDir, path), content);
  };

  beforeEach(() => {
    // Each test on a build of its own: one of them changes the manifest.
    webDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
    write('src/app/navigation-rules.ts', "export const PATHS = { landing: '/', form: '/form' } as const;\n");
    write(
      'src/app/pages.ts',
      "export const PAGES = {\n  [PATHS.landing]: lazyPage(() => import('../landing.tsx')),\n  [PATHS.form]: lazyPage(() => import('../form.tsx')),\n};\n",
    );
    write('dist/index.html', HTML);
    write('dist/.vite/manifest.json', JSON.stringify(MANIFEST));
    write('dist/.vite/chunk-modules.json', JSON.stringify(CHUNK_MODULES));
    for (const [file, content] of Object.entries(ASSETS)) write(`dist/${file}`, content);
  });
  afterEach(() => rmSync(webDir, { recursive: true, force: true }));

  it('should print the table and succeed when every route is within its budget', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(webDir)).toBe(0);
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed).toMatch(/^route\s+KB gzip\s+budget\s+goal$/m);
      expect(printed).toMatch(/^\/form\s+\d+\.\d\s+200\.0\s+200\.0$/m);
      expect(error).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it('should fail with a line per offending route when the landing page pulls in the date pickers', async () => {
    write('dist/.vite/manifest.json', JSON.stringify({ ...MANIFEST, 'src/landing.tsx': { file: 'assets/landing.js', imports: ['_pickers.js'] } }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(webDir)).toBe(1);
      expect(error.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/^Route \/ loads code only a form or the desk uses/)]);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it('should fail and say how to build when there is no build', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await main(join(webDir, 'nowhere'))).toBe(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/cannot read the build .*npm run build/);
    } finally {
      error.mockRestore();
    }
  });
});
