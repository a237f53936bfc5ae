import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_TAGS, FAILING_IMPACTS } from './axe-rules.ts';

/**
 * axe-core as the pages get it: its minified build (654 KB), the same release as the package's
 * `axe.source`, which is the readable build (1.48 MB). Every document a journey judges compiles it
 * afresh, and the smaller text cost Chromium about 0.15 s less on a context's first check and 0.06 s
 * on each later document (docs/performance.md, "Test suite").
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Finding = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
};

/**
 * Waits until no animation with an end is running, over two frames in a row, so that a transition started by a
 * render that lands just after an earlier wait (a button enabled again once a call settles) is waited for too.
 * Endless ones (a spinner) are left alone. Gives up after about 5 s, and axe judges what is there.
 */
const settle = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    type Running = { finished: Promise<unknown>; effect: { getComputedTiming(): { endTime?: number | string } } | null };
    const scope = globalThis as unknown as {
      document: { getAnimations(): Running[] };
      requestAnimationFrame(callback: () => void): number;
    };
    const frame = () => new Promise<void>((resolve) => scope.requestAnimationFrame(() => resolve()));
    const ending = () =>
      scope.document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const deadline = Date.now() + 5_000;
    let quietFrames = 0;
    while (quietFrames < 2 && Date.now() < deadline) {
      const running = ending();
      if (running.length === 0) quietFrames += 1;
      else {
        quietFrames = 0;
        await Promise.race([
          Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
        ]);
      }
      await frame();
    }
  });
};

const findingsOn = async (page: Page): Promise<Finding[]> => {
  const loaded = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async (tags: string[]): Promise<Finding[]> => {
    const run = (globalThis as unknown as { axe: { run: (context: string, options: RunOptions) => Promise<AxeResults> } }).axe;
    const result = await run.run('html', {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        // The element itself, so that a target named by a generated id (#_r_5_) says what it is.
        html: node.html.replace(/\s+/g, ' ').slice(0, 160),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  }, [...AXE_TAGS]);
  return findings.filter((finding) => finding.impact !== null && FAILING_IMPACTS.has(finding.impact));
};

/**
 * Runs axe-core (WCAG 2.x A/AA and best-practice rules) over the page as it is now and fails with a readable list
 * when any violation of impact serious or critical is found. The label names the screen in the failure message.
 *
 * axe is evaluated through the DevTools protocol (page.evaluate), not a <script> tag, so the product's CSP does not
 * have to allow it; it is injected once per document.
 */
export const checkAccessibility = async (page: Page, label: string): Promise<void> => {
  // A dialog still fading in has washed-out colours: judge the screen as it settles, once its transitions are over.
  await settle(page);
  let failing = await findingsOn(page);
  // axe takes a while on a long page; a transition that began while it read (a re-render as an answer arrived) can
  // be judged mid-way. A real violation is still there once the page has settled again; a passing colour is not.
  if (failing.length > 0) {
    await settle(page);
    failing = await findingsOn(page);
  }
  if (failing.length === 0) return;
  const lines = failing.flatMap((finding) => [
    `- [${finding.impact}] ${finding.id}: ${finding.help} (${finding.helpUrl})`,
    ...finding.nodes.slice(0, 10).map((node) => `    at ${node.target} ${node.html} — ${node.summary}`),
    ...(finding.nodes.length > 10 ? [`    … and ${finding.nodes.length - 10} more`] : []),
  ]);
  throw new Error(`Accessibility violations on ${label} (${page.url()}):\n${lines.join('\n')}`);
};
