import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../src/platform/project-root.ts';
import { browserAvailable, CHROMIUM, launchOptions } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium (Playwright's browser server), which journey files connect to (browser.ts). */
    browserEndpoint: string | undefined;
  }
}

/**
 * Once per run of the journeys: a browser must exist (in CI without exception), the SPA must be built,
 * and one Chromium serves every file that needs no switches of its own. A launch, a first page and a
 * close cost about 1.1 s of CPU (docs/performance.md, "Test suite"); the files each made one.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!browserAvailable()) {
    const message = `Chromium was not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\`.`;
    if (process.env['CI']) throw new Error(`${message} Browser journeys never skip in CI.`);
    process.stderr.write(`\n[e2e] ${message} The browser journeys are SKIPPED on this machine.\n\n`);
    project.provide('browserEndpoint', undefined);
    return undefined;
  }
  execFileSync(process.execPath, [join(projectRoot(), 'web', 'build-if-stale.mjs')], { stdio: 'inherit' });
  const server = await chromium.launchServer(launchOptions([]));
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
