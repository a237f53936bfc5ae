import { createHash } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { AddEmployee } from '../src/identity/application/add-employee.ts';
import { EmployeeRepository } from '../src/identity/application/ports.ts';
import { runInEntityManagerScope } from '../src/platform/database/entity-manager-scope.ts';
import type { Runtime } from '../src/runtime.ts';
export { freePort } from '../test/support/free-port.ts';

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

