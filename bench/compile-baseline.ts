import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { compileOptions } from '../scripts/build-if-stale.mjs';
import { projectRoot } from '../src/platform/project-root.ts';

/**
 * The baseline compiled as the product is (scripts/build-if-stale.mjs's esbuild options), so neither
 * runs through tsx's loader: dist/bench-baseline/bench/baseline/server.js (or `outdir`). BASELINE=tsx runs
 * its source (and so loads the frameworks that build the statements: for debugging only).
 */
export const compileBaseline = async (outdir = join(projectRoot(), 'dist', 'bench-baseline')): Promise<string[]> => {
  const source = join(projectRoot(), 'bench', 'baseline', 'server.ts');
  if (process.env['BASELINE'] === 'tsx') return ['--import', 'tsx', source];
  rmSync(outdir, { recursive: true, force: true });
  // The baseline may share the product's columns and statements, never its framework. The visit's
  // statements are compiled by Kysely from the entity definitions (visit-statements.ts); the build
  // evaluates that module here and puts its texts into the baseline as string literals, so the
  // baseline's bundle loads neither MikroORM nor Kysely (docs/adr/0032-kysely-typed-read-models.md).
  const statementsModule = join(projectRoot(), 'src', 'visits', 'adapters', 'sql', 'visit-statements.ts');
  const statements = (await import(statementsModule)) as Record<string, unknown>;
  const inlineStatements: esbuild.Plugin = {
    name: 'inline-visit-statements',
    setup: (build) => {
      build.onLoad({ filter: /[\\/]visit-statements\.ts$/ }, (args) => {
        if (args.path !== statementsModule) return undefined;
        const exports = Object.entries(statements).map(([name, text]) => {
          if (typeof text !== 'string') throw new Error(`visit-statements.ts: ${name} is not a statement's text`);
          return `export const ${name} = ${JSON.stringify(text)};`;
        });
        return { contents: exports.join('\n'), loader: 'js' };
      });
    },
  };
  const result = await esbuild
    .build({ ...compileOptions(projectRoot()), entryPoints: [source], outdir, outbase: projectRoot(), plugins: [inlineStatements] })
    .finally(() => esbuild.stop());
  const framework = Object.values(result.metafile?.outputs ?? {}).flatMap((output) =>
    output.imports.filter((i) => i.external && /^(hono|@hono\/|inversify|@mikro-orm\/|kysely|knex)/.test(i.path)).map((i) => i.path),
  );
  if (framework.length > 0) throw new Error(`the baseline imports the product's framework: ${[...new Set(framework)].join(', ')}`);
  // The product's entry turns source maps on for its stack traces (build-if-stale.mjs); the baseline alike.
  return ['--enable-source-maps', join(outdir, 'bench', 'baseline', 'server.js')];
};

