/**
 * zod 4 compiles each object schema's parser with `new Function` when the page allows it, and finds out
 * whether it does by trying once. The server's content security policy has no 'unsafe-eval', so that
 * probe was a CSP violation on every page (Lighthouse's best practices, issue 28). Jitless, zod neither
 * probes nor compiles. zod reads the setting when a schema is built, so main.tsx imports this module
 * before anything else.
 *
 * This is what `z.config({ jitless: true })` does: zod 4 keeps its settings in
 * `globalThis.__zod_globalConfig` (shared by every copy of zod on the page) and creates it only when
 * absent. Set here without importing zod, whose core would otherwise move into the entry chunk and
 * add about 2.5 KB gzip to every route (bench/bundle-budget.ts).
 */
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
