import { ConfigError, loadConfig } from './platform/config/config.ts';

/**
 * The server's entry: its settings first, then the server (serve.ts). A bad setting is one clear line
 * and exit code 1 before the application's modules load: loading them (the ORM, the HTTP app, every
 * route) took about 1.5 s of CPU, paid by every refused start (docs/performance.md, "Test suite").
 * serve.ts reads the settings again, as the CLI and the tests do, from the same environment.
 */
try {
  loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await import('./serve.ts');
