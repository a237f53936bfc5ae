import type { Locator, Page } from 'playwright-core';

/**
 * Waits until `target` holds the keyboard focus (an action's focus may move once its row has
 * re-rendered), then checks what a screen reader is told of the focused element: its role and
 * accessible name, as Playwright's aria snapshot writes them (`- button "Out"`).
 */
export const focusOn = async (page: Page, target: Locator, described: string | RegExp, timeout = 5000): Promise<void> => {
  await target.waitFor();
  const handle = await target.elementHandle();
  await page.waitForFunction((element) => element !== null && element === document.activeElement, handle, { timeout }).catch(async () => {
    const actual = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
    throw new Error(`the focus is not on ${String(described)} but on ${actual}`);
  });
  // The snapshot's first line, without what follows the name (`- button "View Kabir Khan": View`).
  const line = (await page.locator(':focus').ariaSnapshot()).split('\n')[0] ?? '';
  const first = /^- \S+(?: "(?:[^"\\]|\\.)*")?/.exec(line)?.[0] ?? line;
  if (typeof described === 'string' ? first !== described : !described.test(first)) throw new Error(`the focused element is ${first}, not ${String(described)}`);
};
