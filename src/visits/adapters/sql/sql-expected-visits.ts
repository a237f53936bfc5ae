import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../../platform/database/prepared-sql.ts';
import { ExpectedVisits, type ScreenedVisit } from '../../application/ports.ts';

/**
 * Visits still expected (the site's `$1` or later; not cancelled, declined, anonymised or checked in)
 * whose visitor has the phone `$2` or the Aadhaar last four `$3` (a null never equals anything). The
 * phone is probed on `visitor_pass_phone_prefix_idx`; the Aadhaar's branch reads today's and later
 * passes off `visitor_pass_insights_idx` (visit_date, not cancelled), a few days' rows at most. Not a
 * hot path (one read per entry added): planned for its values, so a null phone or Aadhaar drops its branch.
 */
const EXPECTED_WITH = `select id, name, phone, aadhaar_last4
           from visitor_pass
          where visit_date >= $1::date
            and cancelled_at is null and declined_at is null and anonymised_at is null and check_in is null
            and (phone = $2 or aadhaar_last4 = $3)
          order by id`;

export class SqlExpectedVisits extends ExpectedVisits {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async withPhoneOrAadhaarLast4(fromDay: string, phone: string | null, aadhaarLast4: string | null): Promise<ScreenedVisit[]> {
    if (phone === null && aadhaarLast4 === null) return [];
    const rows = await runSql<{ id: number; name: string; phone: string; aadhaar_last4: string | null }>(this.em, EXPECTED_WITH, [fromDay, phone, aadhaarLast4]);
    return rows.map((row) => ({ visitId: row.id, name: row.name, phone: row.phone, aadhaarLast4: row.aadhaar_last4 }));
  }
}
