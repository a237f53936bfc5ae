import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pathAliases } from '../scripts/path-aliases.mjs';
import { muiPlainTheme } from './mui-plain-theme.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));
/** What the SPA takes from the server side: the contract (#contract, docs/adr/0028), nothing else. */
const contractDir = fileURLToPath(new URL('../src/contract', import.meta.url));

/** Where `npm run dev:web` sends the server's paths; `npm run dev` serves them on port 3001. */
const apiTarget = process.env.VMS_API_TARGET ?? 'http://localhost:3001';

/** Every path the server answers that is not part of the SPA (docs/product/api.md API-RULES-06). */
const SERVER_PATHS = [
  'api',
  'captcha',
  'logout',
  'check-session',
  'fetchVisitorData',
  'getActiveEmployee',
  'fetch-visitorData',
  'approveVisitor',
  'visitorTimeIn',
  'visitorTimeOut',
  'upload',
  'photos',
  'fetchVisitorDetails',
  'app-config.js',
  'healthz',
];
// Whole path segments only, so that `/api` does not swallow a route such as `/apiary`.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const serverPathPattern = `^/(?:${SERVER_PATHS.map(escape).join('|')})(?:[/?#]|$)`;

const inModules = (...names: string[]) =>
  new RegExp(String.raw`[\\/]node_modules[\\/](?:${names.map(escape).join('|')})[\\/]`);

/**
 * MUI's styling engine, theme and the few components every MUI page uses (what app/mui-theme.tsx and
 * any page need, and Button with IconButton, which all but the visitor's submission page have), kept in
 * one chunk. Left to automatic splitting, a dialog that a page loads on demand
 * (components/deferred.tsx) splits it by which dynamic chunks share each module, and every MUI page
 * then pays about 1.4 KB gzip more for the extra chunks. Modules under node_modules only: the group
 * also captures what its members import, and none of them imports the app's own code. Button, IconButton
 * and ButtonBase with what they import (CircularProgress: Button's loading indicator) were two chunks of
 * their own beside this one, which every page with a button loaded: in one chunk they are 1.4 KB gzip
 * lighter (one compression window, no imports and exports between them). The submission page, which has
 * no button, loads them too (8.3 KB): it opens after the details form, which has loaded them already.
 */
const MUI_FOUNDATION =
  /[\\/]node_modules[\\/](?:@emotion[\\/]|stylis[\\/]|@mui[\\/](?:styled-engine|private-theming)[\\/]|@mui[\\/]material[\\/](?:styles|colors|DefaultPropsProvider|Box|Paper|Typography|SvgIcon|Stack|Container|ButtonBase|Button|IconButton|CircularProgress)[\\/]|@mui[\\/]material[\\/]ButtonGroup[\\/]ButtonGroup(?:Button)?Context\.mjs$)/;
const REACT = inModules('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser');
/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: the modules of every output chunk (paths
 * relative to the repository), so that bench/bundle-budget.ts can tell which code each route loads.
 * Hidden files in web/dist are never served.
 */
const chunkModules = (): Plugin => ({
  name: 'vms-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const modules: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => relative(repoDir, id).split('\\').join('/')).sort();
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: `${JSON.stringify(modules, null, 1)}\n` });
  },
});

/** What is worth compressing ahead of time: the scripts, styles and icons the pages load. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|webmanifest)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at the
 * libraries' strongest settings, which would be far too slow per request. The server sends them as
 * they are (serveStatic's `precompressed`, src/platform/http/spa.ts) instead of compressing the same
 * bytes again for every browser that loads a page; a copy that saves nothing is not written.
 */
const precompressed = (): Plugin => ({
  name: 'vms-precompressed',
  apply: 'build',
  // From the files as written: chunks in the bundle still hold placeholders (Vite's preload helper)
  // that later plugins of generateBundle replace.
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? join(webDir, 'dist');
    for (const fileName of Object.keys(bundle)) {
      if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
      const path = join(outDir, fileName);
      const source = await readFile(path);
      if (source.length < 1024) continue;
      const copies = [
        ['br', brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } })],
        ['gz', gzipSync(source, { level: zlib.Z_BEST_COMPRESSION })],
      ] as const;
      for (const [extension, copy] of copies) {
        if (copy.length < source.length) await writeFile(`${path}.${extension}`, copy);
      }
    }
  },
});

export default defineConfig({
  root: webDir,
  publicDir: 'public',
  plugins: [muiPlainTheme(), react(), chunkModules(), precompressed()],
  resolve: {
    alias: [
      // #contract/… (tsconfig.base.json's paths).
      ...pathAliases(),
      // The table library's store (@tanstack/react-store) imports the selector hook from the shim for React
      // 16 and 17, and the charts the hook itself, which bundles a second useSyncExternalStore beside
      // React's own; React 19 has it, and the package's entries without the shim use it (about 0.2 KB gzip
      // off every page with a table, and off the charts).
      { find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: {
    fs: { allow: [webDir, contractDir, `${repoDir}node_modules`] },
    proxy: { [serverPathPattern]: { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { [serverPathPattern]: { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `.vite/manifest.json`: every chunk's static imports, for the page weight budget (bench/bundle-budget.ts).
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // The landing route loads the shell only: React and the router (the shell and the landing page
        // are plain elements styled by CSS, with no MUI; crypto-js loads with the first page that calls
        // the server, or with a saved sign-in). Every page is its own chunk; everything else (MUI, which
        // the pages bring with their theme, app/mui-theme.tsx; the date pickers, the table library,
        // dayjs, QR code) is left to automatic splitting, which puts a module in the chunk of the one
        // page that uses it or in a chunk shared by exactly the pages that do. A named group also
        // captures every module its members import (includeDependenciesRecursively): a date-picker group
        // once took the MUI foundation with it and put all 105 KB of it on every route.
        // bench/bundle-budget.ts checks the result.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: REACT, priority: 40 },
            { name: 'vendor-crypto', test: inModules('crypto-js'), priority: 30 },
            // The data layer in one chunk: the pages use most of it, the session's calls (loaded on demand by
            // the shell, features/auth/session-calls.ts) a part; left to splitting, each part became a chunk of
            // its own and every page that reads paid about 1 KB gzip more.
            { name: 'vendor-query', test: inModules('@tanstack/react-query', '@tanstack/query-core'), priority: 25 },
            { name: 'mui-theme', test: MUI_FOUNDATION, priority: 20 },
          ],
        },
      },
    },
  },
});
