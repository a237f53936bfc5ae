import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { dateOrNull, epochMs } from '../../../platform/database/epoch-ms.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';
import { VisitorPassSchema } from '../mikro-orm/visitor-pass.schema.ts';

/** A camelCase property's column, as MikroORM's default naming strategy (underscore) spells it. */
type Column<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Column<T>}` : S;
/** An instant is read as epoch milliseconds, under its column's name with `_at` turned into `_ms`. */
type Instant<S extends string> = S extends `${infer B}_at` ? `${B}_ms` : `${S}_ms`;

/** The encrypted Aadhaar number (lazy in the mapping): no list or desk action reads it. */
type Unread = 'aadhaarEncrypted';
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- methods are not columns.
type Mapped = { [K in keyof VisitorPass]: VisitorPass[K] extends Function ? never : K }[keyof VisitorPass];

/**
 * A visit's row as the reads that skip the ORM select it: one field for each column of the mapping
 * (`visitor-pass.schema.ts`, typed by the domain class), so a column added there is a field here.
 * Dates and times come as text, instants as epoch milliseconds.
 */
export type VisitRow = {
  [K in Exclude<Mapped, Unread> as VisitorPass[K] extends Date | null ? Instant<Column<K>> : Column<K>]: VisitorPass[K] extends Date
    ? number
    : VisitorPass[K] extends Date | null
      ? number | null
      : VisitorPass[K];
};

const naming = new UnderscoreNamingStrategy();

/** A property as the mapping declares it (or as discovery has normalised it, should it run first). */
interface Declared {
  readonly fieldName?: string;
  readonly fieldNames?: readonly string[];
  readonly columnType?: string;
  readonly columnTypes?: readonly string[];
  readonly type?: unknown;
  readonly lazy?: boolean;
}

/**
 * Every column of a visit as the domain object holds it, in the mapping's order, for reads that skip
 * the ORM. `v` is the table's alias. Made from the mapping itself (`VisitorPassSchema`): the one
 * place a visit's columns are written.
 */
export const VISIT_COLUMNS = Object.entries(VisitorPassSchema.meta.properties as Record<string, Declared>)
  .filter(([, property]) => !property.lazy)
  .map(([name, property]) => {
    const column = property.fieldName ?? property.fieldNames?.[0] ?? naming.propertyToColumnName(name);
    const columnType = property.columnType ?? property.columnTypes?.[0] ?? String(property.type);
    if (columnType.startsWith(timestamptz.columnType)) return epochMs(`v.${column}`, `${column.replace(/_at$/, '')}_ms`);
    if (columnType === 'date' || columnType === 'time') return `v.${column}::text as ${column}`;
    return `v.${column}`;
  })
  .join(', ');

/** The domain object of a row: read-only use (lists, answers), never handed to the ORM to write. */
export const passFromRow = (row: VisitRow): VisitorPass => {
  const pass = new VisitorPass({
    passCode: row.pass_code,
    visitorType: row.visitor_type,
    visitorTypeOther: row.visitor_type_other,
    name: row.name,
    phone: row.phone,
    email: row.email,
    hostId: row.host_id,
    createdById: row.created_by_id,
    visitDate: row.visit_date,
    visitTime: row.visit_time,
    linkExpiresAt: new Date(row.link_expires_ms),
    createdAt: new Date(row.created_ms),
  });
  pass.id = row.id;
  pass.placeToVisit = row.place_to_visit;
  pass.selectedOption = row.selected_option;
  pass.ppeOptions = row.ppe_options;
  pass.comingFrom = row.coming_from;
  pass.address = row.address;
  pass.purposeOfVisit = row.purpose_of_visit;
  pass.additionalVisitorOption = row.additional_visitor_option;
  pass.additionalVisitors = row.additional_visitors;
  pass.aadhaarLast4 = row.aadhaar_last4;
  pass.submittedAt = dateOrNull(row.submitted_ms);
  pass.approveStatus = row.approve_status;
  pass.approvedAt = dateOrNull(row.approved_ms);
  pass.approvedById = row.approved_by_id;
  pass.checkIn = dateOrNull(row.check_in_ms);
  pass.checkInById = row.check_in_by_id;
  pass.checkOut = dateOrNull(row.check_out_ms);
  pass.checkOutById = row.check_out_by_id;
  pass.anonymisedAt = dateOrNull(row.anonymised_ms);
  pass.cancelledAt = dateOrNull(row.cancelled_ms);
  pass.cancelledById = row.cancelled_by_id;
  pass.linkVersion = row.link_version;
  pass.kioskDeviceId = row.kiosk_device_id;
  pass.declinedAt = dateOrNull(row.declined_ms);
  pass.declinedById = row.declined_by_id;
  return pass;
};
