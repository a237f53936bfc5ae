import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface VisitFixture {
  readonly hostEmail: string;
  readonly name: string;
  /** ISO date. */
  readonly date: string;
  /** HH:mm */
  readonly time?: string;
  readonly approved?: boolean;
  readonly submitted?: boolean;
  readonly checkIn?: Date | null;
  readonly checkOut?: Date | null;
  readonly phone?: string;
  readonly passCode?: string;
  readonly visitorType?: string;
  /** The site the visit is at; unset: the first site. */
  readonly siteId?: number;
}

const CODE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const randomPassCode = (): string => Array.from(randomBytes(8), (byte) => CODE[byte % 32]).join('');

/**
 * Visits written straight into the table, in any state: list tests need many of them across days,
 * which the forms would make slowly. Returns the new ids in order.
 */
export const insertVisits = async (sql: pg.Client, visits: readonly VisitFixture[]): Promise<number[]> => {
  const ids: number[] = [];
  for (const v of visits) {
    const submitted = v.submitted ?? true;
    // Unnamed, the column's default (the first site); and so a database from before sites takes the same rows.
    const site = v.siteId === undefined ? { column: '', value: '' } : { column: ', site_id', value: ', $20' };
    const { rows } = await sql.query<{ id: number }>(
      `insert into visitor_pass (pass_code, visitor_type, name, phone, host_id, created_by_id, visit_date, visit_time, link_expires_at, created_at,
         place_to_visit, selected_option, ppe_options, coming_from, address, purpose_of_visit, additional_visitor_option, submitted_at,
         approve_status, approved_at, check_in, check_out${site.column})
       select $1, $2, $3, $4, e.id, e.id, $5::date, $6::time, ($5::date + 1)::timestamptz, now(),
         $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18${site.value}
       from employee e where e.email = $19 returning id`,
      [
        v.passCode ?? randomPassCode(),
        v.visitorType ?? 'Suppliers',
        v.name,
        v.phone ?? '9812345670',
        v.date,
        v.time ?? '10:00',
        submitted ? 'Visiting Office' : null,
        submitted ? 'WEN HV' : null,
        submitted ? JSON.stringify({ helmet: false, goggles: false, earPlug: false, safetyShoes: false }) : null,
        submitted ? 'Pune' : null,
        submitted ? '12 MG Road, Shivaji Nagar, Pune' : null,
        submitted ? 'Quarterly supply review' : null,
        submitted ? 'No' : null,
        submitted ? new Date() : null,
        v.approved === false ? 'Pending' : 'Approved',
        v.approved === false ? null : new Date(),
        v.checkIn ?? null,
        v.checkOut ?? null,
        v.hostEmail,
        ...(v.siteId === undefined ? [] : [v.siteId]),
      ],
    );
    if (!rows[0]) throw new Error(`no employee ${v.hostEmail}`);
    ids.push(rows[0].id);
  }
  return ids;
};
