import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, freshBuild } from '../../../scripts/build-if-stale.mjs';

/**
 * scripts/build-if-stale.mjs on a small project of its own in a temporary folder: what `npm start`
 * and `vms` rely on to never run compiled code older than the source, and to not compile when
 * nothing changed. `racyMs: 0` trusts a build made right after its files were written (the test
 * writes them a moment before building); the rule for such builds has a test of its own.
 */
describe('build-if-stale (the compiled server and CLI)', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const run = (entry: string) => execFileSync(process.execPath, [join(root, 'dist', entry)], { encoding: 'utf8' }).trim();
  const build = () => buildIfStale(root, { racyMs: 0 });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'vms-build-'));
    write('package.json', '{ "type": "module" }\n');
    write('tsconfig.json', '{ "compilerOptions": { "target": "ES2023", "verbatimModuleSyntax": true } }\n');
    write('src/greeting.ts', "export const greeting = (): string => 'hello';\n");
    write('src/server.ts', "import { greeting } from './greeting.ts';\nconsole.log(`server ${greeting()}`);\n");
    write('cli/lazy.ts', "export const word: string = 'lazily';\n");
    write(
      'cli/main.ts',
      "import { greeting } from '../src/greeting.ts';\nimport type { Mode } from './types.ts';\nconst mode: Mode = 'cli';\nconst { word } = await import('./lazy.ts');\nconsole.log(`${mode} ${greeting()} ${word}`);\n",
    );
    write('cli/types.ts', "export type Mode = 'cli' | 'server';\n");
    write('migrations/index.ts', 'export const MIGRATIONS: string[] = [];\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('should compile a tree with no build into JavaScript that runs, what is imported lazily in a chunk of its own', async () => {
    expect(freshBuild(root)).toBeNull();
    const first = await build();
    expect(first).toMatchObject({ built: true, reason: 'no build yet' });
    expect(run('cli/main.js')).toBe('cli hello lazily');
    expect(run('src/server.js')).toBe('server hello');
    const main = readFileSync(join(first.dir, 'cli', 'main.js'), 'utf8');
    expect(main).toMatch(/import\("\.\.\/chunks\/lazy-\w+\.js"\)/);
    expect(main).not.toContain("'lazily'");
  });

  it('should not compile again when nothing changed', async () => {
    const first = await build();
    const again = await build();
    expect(again).toEqual({ dir: first.dir, built: false, reason: null });
    expect(freshBuild(root)).toBe(first.dir);
  });

  it('should compile again after an edit, even one that keeps the size and puts the old modification time back', async () => {
    await build();
    const file = join(root, 'src', 'greeting.ts');
    const before = statSync(file);
    writeFileSync(file, "export const greeting = (): string => 'hullo';\n");
    utimesSync(file, before.atime, before.mtime);
    expect(statSync(file).size).toBe(before.size);

    expect(freshBuild(root)).toBeNull();
    expect(await build()).toMatchObject({ built: true, reason: 'a source file changed' });
    expect(run('cli/main.js')).toBe('cli hullo lazily');
  });

  it('should compile again when a file is added, removed or renamed, or a tsconfig changes', async () => {
    const changes = [
      () => write('src/extra.ts', 'export const extra = 1;\n'),
      () => unlinkSync(join(root, 'src', 'extra.ts')),
      () => renameSync(join(root, 'cli', 'types.ts'), join(root, 'cli', 'kinds.ts')),
      () => write('tsconfig.build.json', '{ "extends": "./tsconfig.json" }\n'),
    ];
    await build();
    for (const change of changes) {
      change();
      expect(freshBuild(root)).toBeNull();
      expect((await build()).built).toBe(true);
      expect((await build()).built).toBe(false);
    }
  });

  it('should not trust a build made right after a change: the next run compiles again', async () => {
    write('src/greeting.ts', "export const greeting = (): string => 'howdy';\n");
    expect(await buildIfStale(root)).toMatchObject({ built: true });
    // Within the second after the write, a build may have read the file before a second write that
    // got the same timestamp: it is used, but the next run looks again.
    expect(freshBuild(root)).toBeNull();
    expect(await buildIfStale(root, { racyMs: 0 })).toMatchObject({ built: true, reason: 'the last build started right after a change' });
    expect(freshBuild(root)).not.toBeNull();
    expect(run('cli/main.js')).toBe('cli howdy lazily');
  });

  it('should compile once when two start at the same time', async () => {
    const [one, two] = await Promise.all([build(), build()]);
    expect([one.built, two.built].sort()).toEqual([false, true]);
    expect(one.dir).toBe(two.dir);
    expect(readdirSync(join(root, 'dist', 'builds'))).toEqual([basename(one.dir)]);
    expect(existsSync(join(root, 'dist', '.build-lock'))).toBe(false);
  });

  it('should take over the lock of a build that was killed, at once', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    mkdirSync(join(root, 'dist', '.build-lock'), { recursive: true });
    writeFileSync(join(root, 'dist', '.build-lock', 'pid'), String(dead));
    const started = Date.now();
    expect((await build()).built).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(join(root, 'dist', '.build-lock'))).toBe(false);
  });

  it('should keep a replaced build for ten minutes, for processes still running from it, then remove it', async () => {
    const first = await build();
    write('src/greeting.ts', "export const greeting = (): string => 'hi';\n");
    const second = await build();
    expect(existsSync(first.dir)).toBe(true);
    expect(run('cli/main.js')).toBe('cli hi lazily');

    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    utimesSync(first.dir, elevenMinutesAgo, elevenMinutesAgo);
    write('src/greeting.ts', "export const greeting = (): string => 'hey';\n");
    const third = await build();
    expect(readdirSync(join(root, 'dist', 'builds')).sort()).toEqual([basename(second.dir), basename(third.dir)].sort());
  });

  it('should report a syntax error with its place, and leave the previous build current', async () => {
    const first = await build();
    write('src/greeting.ts', "export const greeting = (): string => 'hello';\nexport const broken = (;\n");
    await expect(build()).rejects.toThrow(/src\/greeting\.ts:2:\d+: /);
    expect(readdirSync(join(root, 'dist', 'builds'))).toEqual([basename(first.dir)]);
    expect(freshBuild(root)).toBeNull();
    expect(run('cli/main.js')).toBe('cli hello lazily');
  });
});
