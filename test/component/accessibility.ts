import axe from 'axe-core';
import { expect } from 'vitest';
import { AXE_TAGS, FAILING_IMPACTS } from '../support/axe-rules.ts';

/**
 * axe-core over the rendered document (dialogs included: MUI puts them at the end of the body), with the
 * journeys' rules (test/support/axe-rules.ts): fails on a serious or critical finding. happy-dom lays
 * nothing out and computes no colours, so axe leaves colour contrast undecided here ("incomplete", not a
 * violation): names, roles, ARIA, labels and structure are judged; contrast only in Chromium.
 * The body rather than the html element: the test document has no `lang` (the SPA's index.html has).
 * With a modal dialog open, give the dialog as `within`: axe tells that a modal is open from the layout
 * (what is drawn at the middle of the screen), which happy-dom has none of, and would then fault the page
 * behind it, which MUI hides from the accessibility tree; in Chromium axe lets that page be.
 */
export const expectAccessible = async (label: string, within: Element = document.body): Promise<void> => {
  const result = await axe.run(within, { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] });
  const failing = result.violations
    .filter((violation) => violation.impact != null && FAILING_IMPACTS.has(violation.impact))
    .map((violation) => `[${violation.impact}] ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(failing, `accessibility violations on ${label}`).toEqual([]);
};
