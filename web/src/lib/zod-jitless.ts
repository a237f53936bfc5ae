import { config } from 'zod/v4/core';

/**
 * zod 4 compiles each object schema's parser with `new Function` when the page allows it, and finds out
 * whether it does by trying once. The server's content security policy has no 'unsafe-eval', so that
 * probe was a CSP violation on every page (Lighthouse's best practices, issue 28). Jitless, zod neither
 * probes nor compiles; the forms' few parses a page makes do not need the compiled parser. zod reads the
 * setting when a schema is built, so main.tsx imports this module before anything else. (Only zod's core
 * settings are imported here, not its schemas: the entry chunk stays small.)
 */
config({ jitless: true });
