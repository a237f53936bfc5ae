import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { queryRows } from '../../support/test-database.ts';

/** MikroORM's own bookkeeping: no entity of the application's. */
const NOT_MAPPED = new Set(['mikro_orm_migrations']);

/**
 * One definition per table (issue 29): every column the migrations made is in its table's entity
 * definition (`src/entities.ts`), and every column an entity names is in the table. A column added
 * by a migration but not to its definition, or the other way round, fails here rather than reading
 * as `null` somewhere.
 */
describe('one definition per table', () => {
  let t: TestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.runtime.database.orm;
  });
  afterAll(() => t.close());

  it('should define every column of every migrated table, and no column the tables lack', async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      t.database.url,
      `select table_name, column_name from information_schema.columns where table_schema = 'public'
         and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`,
    );
    const inDatabase = new Map<string, Set<string>>();
    for (const row of rows) {
      if (NOT_MAPPED.has(row.table_name)) continue;
      const columns = inDatabase.get(row.table_name) ?? new Set<string>();
      columns.add(row.column_name);
      inDatabase.set(row.table_name, columns);
    }
    const defined = new Map<string, Set<string>>();
    for (const meta of orm.getMetadata()) {
      if (meta.embeddable || meta.virtual) continue;
      const columns = new Set(meta.props.filter((prop) => prop.persist !== false && !prop.formula).flatMap((prop) => prop.fieldNames ?? []));
      defined.set(meta.tableName, columns);
    }
    const sorted = (map: Map<string, Set<string>>) => Object.fromEntries([...map].map(([table, columns]) => [table, [...columns].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b))));
    expect(sorted(defined)).toEqual(sorted(inDatabase));
    // Not an empty comparison: every table is there.
    expect(defined.size).toBeGreaterThanOrEqual(15);
  });
});
