/**
 * What axe-core judges a screen by, in Chromium (axe.ts) and in the component tests' DOM
 * (test/component/accessibility.ts): WCAG 2.x A/AA and best-practice rules, and the impacts that fail.
 * Moderate and minor findings are not reported.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
