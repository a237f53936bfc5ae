import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The project pins its runtime (ADR 27): the npm registry's `node` package, an exact 24.x dev
 * dependency, puts a Node 24 binary first on the PATH of every npm script, so `npm start`, `npm test`
 * and `npx vms` run on it whatever Node the machine has. The production image runs the same major.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: Record<string, string>;
};
const pinned = manifest.devDependencies['node'] ?? '';

describe('the runtime', () => {
  it('is pinned to one exact Node 24 release', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(manifest.engines['node']).toMatch(/^>=24\./);
  });

  it('is the pinned Node that runs the tests', () => {
    expect(process.versions.node).toBe(pinned);
  });

  it('is Node 24 in every stage of the production image, which runs the compiled server', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(stages.length).toBeGreaterThan(0);
    for (const image of stages) expect(image).toMatch(/^node:24-bookworm-slim\b/);
    const cmd = /^CMD\s+(.+)$/m.exec(dockerfile)?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', 'dist/src/server.js']);
  });
});
