import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { AddEmployee } from '../src/identity/application/add-employee.ts';
import { EmployeeRepository } from '../src/identity/application/ports.ts';
import { runInEntityManagerScope } from '../src/platform/database/entity-manager-scope.ts';
import { projectRoot } from '../src/platform/project-root.ts';
import type { Runtime } from '../src/runtime.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { freePort } from '../test/support/free-port.ts';
export { freePort };

/** The password of the benchmarks' desk account, as the SPA sends it (SHA-256). */
export const BENCH_PASSWORD_DIGEST = createHash('sha256').update('Bench@1234').digest('hex');

/** The admin the load benchmarks sign in as (the desk's rights); made once per data set. */
export const ensureDeskAccount = async (runtime: Runtime): Promise<string> => {
  const email = `desk@${runtime.config.companyDomain}`;
  await runInEntityManagerScope(runtime.container.get(MikroORM).em, async () => {
    if (await runtime.container.get(EmployeeRepository).findByEmail(email)) return;
    await runtime.container.get(AddEmployee).execute({
      account: { email, name: 'Bench Desk', role: 'admin' },
      passwordDigest: BENCH_PASSWORD_DIGEST,
      actor: { type: 'cli', label: 'cli:bench' },
    });
  });
  return email;
};


export interface BenchServer {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  readonly process: ChildProcess;
  /** SIGINT (the server's drain), resolved once the process has exited. */
  stop(): Promise<void>;
}

/**
 * The server as in production: a process of its own on a loopback port, on the benchmark's database
 * and data folder, so the load generator does not share its event loop. Resolves once `/healthz` answers.
 */
export const startBenchServer = async (runtime: Runtime, options: { readonly cpuProfileDir?: string | undefined } = {}): Promise<BenchServer> => {
  const port = await freePort();
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(projectRoot(), 'src', 'server.ts')], {
    env: { ...process.env, VMS_DATA_DIR: runtime.config.dataDir, PORT: String(port), LOG_LEVEL: 'warn', VMS_CAPTCHA_FIXED_TEXT: 'AB12', VMS_SERVER_SECRET: runtime.config.serverSecret },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); waited += 100) {
    if (waited > 60_000) throw new Error('the server did not start');
    await sleep(100);
  }
  return {
    base,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT');
      await exited;
    },
  };
};

/**
 * Signs the benchmarks' desk account in as the SPA does (POST /api/auth/login from the app's own origin);
 * answers the session cookie (`name=value`). The one sign-in of every benchmark: a browser given only
 * this cookie is signed in, as the server session decides (ADR 24), and the SPA rebuilds its own state.
 */
export const signInDesk = async (runtime: Runtime, base: string, email: string): Promise<string> => {
  const envelope = runtime.container.get(NodeEnvelope);
  const { captchaId } = (await (await fetch(`${base}/captcha`)).json()) as { captchaId: string };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ data: envelope.encrypt({ email, password: BENCH_PASSWORD_DIGEST, captchaId, captcha: 'AB12' }) }),
  });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
};
