import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { ServiceIdentifier } from 'inversify';
import { buildHttpApp } from '../../src/http-app.ts';
import { runInEntityManagerScope } from '../../src/platform/database/entity-manager-scope.ts';
import type { AppEnv } from '../../src/platform/http/app-env.ts';
import { createLogger } from '../../src/platform/logging/logger.ts';
import { OutboxSender } from '../../src/platform/mail/outbox-sender.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { BrowserEnvelope } from '../../web/src/lib/browser-envelope.ts';
import { FakeClock } from './fake-clock.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { withinDeadline } from './within-deadline.ts';

export const TEST_PHRASE = 'test-payload-phrase';
export const TEST_DOMAIN = 'example.com';
export const TEST_CAPTCHA = 'AB12';
export const TEST_SERVER_SECRET = 'test-server-secret-0123456789abcdefghijklmnop';

export interface TestAppOptions {
  /** Deliver mail through a real SMTP sink instead of the outbox folder. */
  readonly smtp?: SmtpSink;
  readonly env?: Readonly<Record<string, string>>;
  /** A built SPA to serve; by default a folder without one. */
  readonly webDir?: string;
  readonly clock?: FakeClock;
  /**
   * Another app's database, to run a second replica on it (its own data folder, container and pool,
   * as another machine would); the app that made the database drops it, this one leaves it.
   */
  readonly database?: TestDatabase;
}

export interface TestApp {
  readonly runtime: Runtime;
  readonly app: Hono<AppEnv>;
  readonly clock: FakeClock;
  readonly database: TestDatabase;
  readonly dataDir: string;
  /** Every log line the app wrote, parsed: tests check what is (and is never) logged. */
  readonly logs: Record<string, unknown>[];
  /** The SPA's side of the envelope: requests are made the way the browser makes them. */
  readonly envelope: BrowserEnvelope;
  request(path: string, init?: RequestInit): Promise<Response>;
  get<T>(token: ServiceIdentifier<T>): T;
  /** Runs use-case code the way a request would, in its own EntityManager. */
  inContext<T>(work: () => Promise<T>): Promise<T>;
  /** Delivers every mail that is due, now. */
  deliverMail(): Promise<number>;
  close(): Promise<void>;
}

/**
 * scrypt's cost in the in-process test apps: the same scrypt and format as the product's
 * (PASSWORD_COST, pinned by its unit test and by the CLI's seeding through the real binary), at a
 * thirty-second of the CPU. The product's cost made every account and sign-in 0.1-0.2 s of CPU: 48 s of
 * the integration tests' 285 s, and more in the journeys (docs/performance.md, "Test suite").
 */
export const TEST_PASSWORD_COST = 2 ** 10;

/** The real runtime and HTTP app on a fresh database of its own; nothing faked (but the clock, and scrypt's cost). */
export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'vms-test-data-'));
  const clock = options.clock ?? new FakeClock();
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const runtime = await startRuntime({
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      VMS_DATA_DIR: dataDir,
      VMS_PAYLOAD_PHRASE: TEST_PHRASE,
      VMS_COMPANY_DOMAIN: TEST_DOMAIN,
      VMS_SERVER_SECRET: TEST_SERVER_SECRET,
      VMS_CAPTCHA_FIXED_TEXT: TEST_CAPTCHA,
      VMS_PUBLIC_URL: 'http://vms.test',
      // Each TestClient is its own address (X-Forwarded-For), so per-address limits apply per client.
      VMS_TRUST_PROXY: 'true',
      ...(options.smtp ? { SMTP_URL: options.smtp.url } : {}),
      ...options.env,
    },
    migrate: false,
    // The template is migrated; the first site is made as at every start.
    firstSite: true,
    logger,
    clock,
    poolMax: 5,
    identity: { passwordCost: TEST_PASSWORD_COST },
  });
  const app = buildHttpApp(runtime.container, options.webDir ?? join(dataDir, 'no-web'));
  const orm = runtime.database.orm;
  return {
    runtime,
    app,
    clock,
    database,
    dataDir,
    logs,
    envelope: new BrowserEnvelope(TEST_PHRASE),
    request: async (path, init) => app.request(path, init),
    get: (token) => runtime.container.get(token),
    inContext: (work) => runInEntityManagerScope(orm.em, work),
    deliverMail: () => runtime.container.get(OutboxSender).deliverDue(),
    close: async () => {
      // Each step named: a rare hang under load (docs/performance.md, "Test suite") then says where it was.
      await withinDeadline('test app: the runtime', 60_000, () => runtime.close(), () => closingStepOf(logs));
      if (!options.database) await withinDeadline("test app: its database's drop", 60_000, () => database.drop());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The step a runtime's close had begun last, from its log (runtime.ts logs each as it begins). */
export const closingStepOf = (logs: readonly Record<string, unknown>[]): string => {
  const last = logs.findLast((line) => line['msg'] === 'closing');
  return last ? `its close had begun "${String(last['step'])}"` : 'its close had begun no step';
};

/** A JSON request, as the SPA sends it. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
