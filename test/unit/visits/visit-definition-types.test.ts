import type { EntitySchemaWithMeta } from '@mikro-orm/core';
import type { InferEntityProperties, InferKyselyDB } from '@mikro-orm/postgresql';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { sqlBuilder } from '../../../src/platform/database/sql-statements.ts';
import type { Tables } from '../../../src/tables.ts';
import type { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import type { VisitorPassSchema } from '../../../src/visits/adapters/mikro-orm/visitor-pass.schema.ts';
import { passFromRow, VISIT_FIELDS, type VisitRow } from '../../../src/visits/adapters/sql/visit-row.ts';
import { VISIT_BY_ID, VISIT_COLUMNS } from '../../../src/visits/adapters/sql/visit-statements.ts';

/** The visit's definition with `visitDate` renamed `visitDay`: its column becomes `visit_day`. */
type Properties = InferEntityProperties<typeof VisitorPassSchema>;
type Renamed = EntitySchemaWithMeta<'VisitorPass', 'visitor_pass', VisitorPass, never, Omit<Properties, 'visitDate'> & { visitDay: Properties['visitDate'] }>;
type RenamedTables = InferKyselyDB<Renamed>;

describe("a visit's columns and row type come from its definition", () => {
  it('should type the read models\' table by the definition: a renamed column no longer compiles', () => {
    expectTypeOf<Tables['visitor_pass']['visit_date']>().toEqualTypeOf<string>();
    expectTypeOf<Tables['visitor_pass']['host_id']>().toEqualTypeOf<number>();
    expectTypeOf<Tables['visit_flag']['cleared_at']>().toEqualTypeOf<Date | null>();
    expectTypeOf<RenamedTables['visitor_pass']['visit_day']>().toEqualTypeOf<string>();
    const renamed = sqlBuilder<RenamedTables>().selectFrom('visitor_pass as v');
    // @ts-expect-error the column is `visit_day` once the definition renames it: every statement that names `visit_date` stops compiling.
    renamed.select('v.visit_date');
    // @ts-expect-error nor can a condition name it.
    renamed.where('v.visit_date', '=', '2026-11-28');
    expect(renamed.select('v.visit_day').compile().sql).toBe('select "v"."visit_day" from "visitor_pass" as "v"');
  });

  it('should type a row by the definition: instants as epoch milliseconds, no sealed Aadhaar number (issue 31)', () => {
    expectTypeOf<VisitRow['visit_date']>().toEqualTypeOf<string>();
    expectTypeOf<VisitRow['check_in_ms']>().toEqualTypeOf<number | null>();
    expectTypeOf<VisitRow['created_ms']>().toEqualTypeOf<number>();
    expectTypeOf<VisitRow>().not.toHaveProperty('check_in');
    expectTypeOf<VisitRow>().not.toHaveProperty('aadhaar_encrypted');
  });

  it('should select every column of the definition, none of them lazy, and map each back onto its property', () => {
    const read = VISIT_FIELDS.filter((field) => !field.lazy);
    expect(VISIT_FIELDS.map((field) => field.column)).toContain('visit_date');
    for (const field of read) expect(VISIT_COLUMNS).toContain(`as "${field.alias}"`);
    expect(VISIT_COLUMNS).not.toContain('aadhaar_encrypted');
    expect(VISIT_BY_ID).toBe(`select ${VISIT_COLUMNS} from "visitor_pass" as "v" where "v"."id" = $1`);
    const row = Object.fromEntries(read.map((field, i) => [field.alias, field.kind === 'timestamptz' ? 1_700_000_000_000 + i : `value ${i}`])) as unknown as VisitRow;
    const pass = passFromRow(row);
    for (const [i, field] of read.entries()) {
      const value: unknown = pass[field.property];
      expect(value).toEqual(field.kind === 'timestamptz' ? new Date(1_700_000_000_000 + i) : `value ${i}`);
    }
    expect(VISIT_FIELDS.filter((field) => field.lazy)).toEqual([]);
    expect(pass.isSubmitted()).toBe(true);
  });
});
