// Types of scripts/build-if-stale.mjs, for the TypeScript that imports it (tests, test support, bench/compare.ts).

import type { BuildOptions } from 'esbuild';

/** The checkout the script belongs to: the default root. */
export declare const PROJECT_ROOT: string;
/** The folders compiled: src, cli, migrations. */
export declare const SOURCE_DIRS: readonly string[];
/** The entry points written at fixed paths under dist/: src/server.js and cli/main.js. */
export declare const ENTRY_POINTS: readonly string[];
/** A build whose newest input changed less than this many milliseconds before the scan is not trusted by the next run (`racyMs`; 0 turns the rule off). */
export declare const RACY_MS: number;

export interface Fingerprint {
  /** Changes whenever an input is edited, added, removed or renamed. */
  readonly hash: string;
  readonly count: number;
  /** The latest modification or change time among the inputs (ms since the epoch). */
  readonly newest: number;
  readonly files: readonly string[];
}

/** esbuild's options for our code (bundled, packages external, ESM for Node 24, names kept, source maps), without entry points or output. */
export declare const compileOptions: (root?: string) => BuildOptions;

export declare const fingerprint: (root?: string) => Fingerprint;

/** The folder of the current build if it was made from exactly the current inputs, or null. */
export declare const freshBuild: (root?: string) => string | null;

export interface BuildResult {
  /** The build's folder: `<root>/dist/builds/<id>`, holding src/, cli/ and migrations/ as JavaScript. */
  readonly dir: string;
  readonly built: boolean;
  /** Why it built (null when the current build was fresh). */
  readonly reason: string | null;
}

export declare const buildIfStale: (
  root?: string,
  options?: { readonly force?: boolean; readonly log?: (line: string) => void; readonly racyMs?: number },
) => Promise<BuildResult>;
