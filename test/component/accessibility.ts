import axe from 'axe-core';
import { AXE_TAGS, FAILING_IMPACTS } from '../support/axe-rules.ts';

/**
 * Runs axe-core over the rendered document as it is now (menus and dialogs render outside the page's own
 * container: MUI puts them at the end of the body), with the journeys' rules (test/support/axe-rules.ts),
 * and fails with a readable list on any finding of impact serious or critical. The label names the
 * screen state.
 *
 * The component tests load no stylesheet, and happy-dom lays nothing out and paints nothing: what depends
 * on rendering (colour contrast, a target's size on screen) axe leaves "incomplete" here, never failed.
 * Names, roles, ARIA states, headings, labels and landmarks are judged as in Chromium; colours only by the
 * journeys (test/e2e), which render the same components.
 *
 * With a modal dialog open, give the dialog as `within`: axe tells that a modal is open from the layout
 * (what is drawn at the middle of the screen), which happy-dom has none of, and would then fault the page
 * behind it, which MUI hides from the accessibility tree; in Chromium axe lets that page be.
 */
export const expectAccessible = async (label: string, within: Element | Document = document): Promise<void> => {
  // The document the SPA ships in says its language (web/index.html: <html lang="en">); happy-dom's does not.
  document.documentElement.lang = 'en';
  const result = await axe.run(within, { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] });
  const failing = result.violations.filter((violation) => violation.impact != null && FAILING_IMPACTS.has(violation.impact));
  if (failing.length === 0) return;
  const lines = failing.flatMap((violation) => [
    `- [${violation.impact}] ${violation.id}: ${violation.help}`,
    ...violation.nodes.slice(0, 10).map((node) => `    at ${node.target.map(String).join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
  ]);
  throw new Error(`Accessibility violations on ${label}:\n${lines.join('\n')}`);
};
