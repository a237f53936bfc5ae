import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferResult } from 'kysely';
import type { IdKind } from '#contract/visitor-id.ts';
import { runSql } from '../../../platform/database/prepared-sql.ts';
import { bind, compile, slot, sqlBuilder } from '../../../platform/database/sql-statements.ts';
import type { Tables } from '../../../tables.ts';
import { ExpectedVisits, type ScreenedVisit } from '../../application/ports.ts';

/**
 * Visits still expected (the site's day or later; not cancelled, declined, anonymised or checked in)
 * whose visitor has the phone or the ID last four asked for (a null never equals anything; the ID's
 * kind, when asked for, is checked on the few rows found). The phone is probed on
 * `visitor_pass_phone_prefix_idx`; the ID's branch reads today's and later passes off
 * `visitor_pass_insights_idx` (visit_date, not cancelled), a few days' rows at most. Not a hot path
 * (one read per entry added): planned for its values, so a null phone or ID drops its branch. Written with Kysely over the table inferred from the visit's definition, compiled once.
 */
const expectedWith = sqlBuilder<Tables>()
    .selectFrom('visitor_pass')
    .select(['id', 'name', 'phone', 'id_kind', 'id_last4', 'site_id'])
    .where((eb) =>
      eb.and([
        eb('visit_date', '>=', slot<string>('fromDay', 'date')),
        eb('cancelled_at', 'is', null),
        eb('declined_at', 'is', null),
        eb('anonymised_at', 'is', null),
        eb('check_in', 'is', null),
        eb.or([eb('phone', '=', slot<string | null>('phone')), eb('id_last4', '=', slot<string | null>('idLast4'))]),
      ]),
    )
    .orderBy('id');
const EXPECTED_WITH = compile<'fromDay' | 'phone' | 'idLast4'>('visits.expected_with', expectedWith);
/** A row as the definition types its columns. */
type ExpectedRow = InferResult<typeof expectedWith>[number];

export class SqlExpectedVisits extends ExpectedVisits {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async withPhoneOrId(fromDay: string, phone: string | null, id: { readonly kind: IdKind | null; readonly last4: string } | null): Promise<ScreenedVisit[]> {
    if (phone === null && id === null) return [];
    const rows = await runSql<ExpectedRow>(
      this.em,
      EXPECTED_WITH.text,
      bind(EXPECTED_WITH, { fromDay, phone, idLast4: id?.last4 ?? null }),
    );
    // A row found by its last four alone must be of the entry's kind, when the entry names one.
    return rows
      .filter((row) => (phone !== null && row.phone === phone) || id?.kind == null || row.id_kind === id.kind)
      .map((row) => ({ visitId: row.id, siteId: row.site_id, name: row.name, phone: row.phone, idKind: row.id_kind, idLast4: row.id_last4 }));
  }
}
