import { MikroORM } from '@mikro-orm/postgresql';
import type { Runtime } from '../src/runtime.ts';

/** Raw SQL on the runtime's database, for seeding and EXPLAIN. */
export const sql =
  (runtime: Runtime) =>
  <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    runtime.container.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);
