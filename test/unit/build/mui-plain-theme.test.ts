import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSS_VARIABLES_UNSUPPORTED, IMPORT_SWAPS, muiPlainTheme, swapImports } from '../../../web/mui-plain-theme.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * What the build does, for real: the app's theme and MUI's, bundled with the plugin from the
 * installed MUI (as `vite build` bundles them) and rendered to HTML by React's server renderer.
 */
interface Probe {
  /** A Button inside the app's theme, rendered. */
  readonly appPage: () => string;
  /** createTheme asked for CSS variables. */
  readonly cssVariablesTheme: () => unknown;
  /** ThemeProvider given a theme with colour schemes. */
  readonly colorSchemesPage: () => string;
  /** The bundle's text, to look for what it must not hold. */
  readonly code: string;
}

const ENTRY = `
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Button from '@mui/material/Button';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { theme } from './web/src/app/theme.ts';
export const appPage = () => renderToStaticMarkup(createElement(ThemeProvider, { theme }, createElement(Button, { variant: 'contained' }, 'Check in')));
export const cssVariablesTheme = () => createTheme({ cssVariables: true });
export const colorSchemesPage = () => renderToStaticMarkup(createElement(ThemeProvider, { theme: { ...theme, colorSchemes: { light: true } } }, 'x'));
`;

let dir: string;
let probe: Probe;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vms-mui-plain-'));
  // The entry sits in the repository so that its imports resolve from its node_modules, as the build's do.
  const entry = join(repo, `.mui-plain-theme-probe-${process.pid}.ts`);
  writeFileSync(entry, ENTRY);
  try {
    const bundle = await rolldown({
      input: entry,
      platform: 'node',
      plugins: [muiPlainTheme()],
      // React's server renderer and its CommonJS helpers stay Node's own; MUI and the theme are bundled.
      external: [/^react(?:-dom)?(?:\/|$)/],
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      logLevel: 'silent',
    });
    const { output } = await bundle.write({ dir, format: 'esm', entryFileNames: 'probe.mjs' });
    await bundle.close();
    probe = { ...((await import(pathToFileURL(join(dir, 'probe.mjs')).href)) as Omit<Probe, 'code'>), code: output[0].code };
  } finally {
    rmSync(entry, { force: true });
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('MUI without its CSS-variables theme (web/mui-plain-theme.ts)', () => {
  it('should leave the CSS-variables half of MUI out of the build', () => {
    expect(probe.code).not.toContain('createThemeWithVars.mjs');
    expect(probe.code).not.toContain('colorSchemeStorageKey');
    expect(probe.code).toContain(CSS_VARIABLES_UNSUPPORTED);
  });

  it('should still draw the app\'s pages in the app\'s theme', () => {
    const html = probe.appPage();
    expect(html).toMatch(/<button class="[^"]*MuiButton-contained[^"]*"[^>]*>Check in<\/button>$/);
    // The brand's blue (app/brand.ts) and the theme's keyboard focus outline, in the styles emotion wrote for it.
    expect(html).toContain('--variant-containedBg:#0B5D7E');
    expect(html).toContain('.Mui-focusVisible{outline:3px solid #0B5D7E');
  });

  it('should fail at once, with the reason, for a theme that asks for CSS variables or colour schemes', () => {
    expect(() => probe.cssVariablesTheme()).toThrow(CSS_VARIABLES_UNSUPPORTED);
    expect(() => probe.colorSchemesPage()).toThrow(CSS_VARIABLES_UNSUPPORTED);
  });

  it('should stop the build when MUI no longer has the import it replaces', () => {
    const [swap] = IMPORT_SWAPS;
    const id = '/app/node_modules/@mui/material/styles/createTheme.mjs';
    expect(swap!.module.test(id)).toBe(true);
    expect(() => swapImports('import createThemeWithVars from "./somewhere-else.mjs";', id)).toThrow(/no longer has/);
    expect(swapImports('export const x = 1;', '/app/node_modules/@mui/material/Button/Button.mjs')).toBeNull();
  });
});
