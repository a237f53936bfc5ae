import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../src/platform/project-root.ts';
import { browserAvailable, CHROMIUM } from './browser.ts';

/** Once per run of the journeys: a browser must exist (in CI without exception), and the SPA must be built. */
export default function setup(): void {
  if (!browserAvailable()) {
    const message = `Chromium was not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\`.`;
    if (process.env['CI']) throw new Error(`${message} Browser journeys never skip in CI.`);
    process.stderr.write(`\n[e2e] ${message} The browser journeys are SKIPPED on this machine.\n\n`);
    return;
  }
  execFileSync(process.execPath, [join(projectRoot(), 'web', 'build-if-stale.mjs')], { stdio: 'inherit' });
}
