import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/platform/project-root.ts';

const LAUNCHER = join(projectRoot(), 'test', 'support', 'chromium-merged-features.sh');

/**
 * The journeys' browser launcher, with a stand-in for Chromium that writes out the arguments it was
 * given, one per NUL, so that an argument holding a space or a comma is seen whole.
 */
describe('the launcher of the journeys\' Chromium (chromium-merged-features.sh)', () => {
  let folder: string;
  let browser: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vms-launcher-'));
    browser = join(folder, 'browser.sh');
    await writeFile(browser, '#!/bin/sh\nprintf \'%s\\0\' "$@"\n');
    await chmod(browser, 0o755);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const launch = (args: readonly string[], env: Record<string, string> = { VMS_CHROMIUM: browser }) => {
    const run = spawnSync(LAUNCHER, args, { env: { PATH: process.env['PATH'] ?? '', ...env }, encoding: 'utf8' });
    return { status: run.status, args: run.stdout.split('\0').slice(0, -1), stderr: run.stderr };
  };

  it('should hand Chromium one list of features to disable, Playwright\'s first and then the journeys\' own', () => {
    const run = launch(['--disable-features=PaintHolding,MediaRouter', '--no-sandbox', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup']);
    expect(run.status).toBe(0);
    expect(run.args).toEqual(['--no-sandbox', '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup']);
  });

  it('should merge the features to enable likewise, apart from those to disable', () => {
    const run = launch(['--enable-features=CDPScreenshotNewSurface', '--disable-features=A', '--enable-features=B']);
    expect(run.args).toEqual(['--disable-features=A', '--enable-features=CDPScreenshotNewSurface,B']);
  });

  it('should pass every other argument as it was, in its order, a space or an equals sign inside it included', () => {
    const args = ['--headless', '--user-data-dir=/tmp/a profile', '--use-file-for-fake-video-capture=/tmp/pass, one.y4m', '--remote-debugging-pipe'];
    expect(launch(args).args).toEqual(args);
  });

  it('should refuse to start without the browser to start, and say which variable names it', () => {
    const run = launch(['--headless'], {});
    expect(run.status).not.toBe(0);
    expect(run.args).toEqual([]);
    expect(run.stderr).toContain('VMS_CHROMIUM');
  });
});
