import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` each hold two themes and choose between them at run time:
 * the plain one, and the one that writes CSS variables with light and dark colour schemes
 * (`createThemeWithVars`, `CssVarsProvider` with its scheme storage and start-up script). A bundler
 * cannot drop the branch a run never takes, so every MUI page loaded both, and every MUI component
 * reaches `createTheme` through MUI's default theme. The app's theme is plain (app/theme.ts: no
 * `cssVariables`, no `colorSchemes`), so the build puts, in place of the two imports of the
 * CSS-variables half, a function that throws: 7.5 KB gzip off every MUI page (docs/performance.md,
 * "Page weight"). A theme that asks for CSS variables then fails on the first page with the message
 * below instead of loading without them; test/unit/build/mui-plain-theme.test.ts checks that the
 * app's theme takes the plain branch.
 *
 * Each replacement names the exact import it expects, and the build fails when a module no longer
 * has it (an upgrade of MUI that moved the code), rather than silently keeping the weight.
 */
export interface ImportSwap {
  /** The MUI module, by the end of its path. */
  readonly module: RegExp;
  /** The import to take out, exactly as the module has it. */
  readonly from: string;
  /** What stands in its place: the same name, bound to a function that throws. */
  readonly to: string;
}

export const CSS_VARIABLES_UNSUPPORTED =
  'This build of the app carries MUI without its CSS-variables theme (web/mui-plain-theme.ts): give createTheme neither cssVariables nor colorSchemes.';

const thrower = (name: string) => `const ${name} = () => { throw new Error(${JSON.stringify(CSS_VARIABLES_UNSUPPORTED)}); };`;

export const IMPORT_SWAPS: readonly ImportSwap[] = [
  {
    module: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    from: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    to: thrower('createThemeWithVars'),
  },
  {
    module: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    from: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    to: thrower('CssVarsProvider'),
  },
];

/** The module's code with its swap made; null for a module that has none. Throws when the expected import is missing. */
export const swapImports = (code: string, id: string, swaps: readonly ImportSwap[] = IMPORT_SWAPS): string | null => {
  const swap = swaps.find((candidate) => candidate.module.test(id));
  if (!swap) return null;
  if (!code.includes(swap.from)) {
    throw new Error(`mui-plain-theme: ${id} no longer has \`${swap.from}\`; update web/mui-plain-theme.ts for this version of MUI.`);
  }
  return code.replace(swap.from, swap.to);
};

export const muiPlainTheme = (): Plugin => ({
  name: 'vms-mui-plain-theme',
  enforce: 'pre',
  transform(code, id) {
    return swapImports(code, id);
  },
});
