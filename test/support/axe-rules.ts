/**
 * What an accessibility check judges, in Chromium (test/support/axe.ts) and in the component tests'
 * DOM (test/component/accessibility.ts): axe-core's WCAG 2.x A/AA and best-practice rules, failing on
 * findings of impact serious or critical (moderate and minor ones are not reported).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
