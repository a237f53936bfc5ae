import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsentChannel, ConsentPurpose } from '#contract/consent.ts';
import type { IdKind } from '#contract/visitor-id.ts';
import { epochMsOf } from '../../../platform/database/epoch-ms.ts';
import { dateOrNull, runPrepared } from '../../../platform/database/prepared-sql.ts';
import { VisitorHoldings, type HeldConsentRecord, type HeldSignatureRecord, type HeldVisitRecord, type VisitorSubject } from '../../application/rights-ports.ts';
import type { VisitorIdentity } from '../../domain/visitor-identity.ts';

const ms = epochMsOf;

/** Every visit's columns the visitor's page shows, instants as epoch milliseconds. */
const VISIT_COLUMNS = `v.id as "visitId", s.name as "siteName", s.time_zone as "timeZone", e.name as "hostName",
  to_char(v.visit_date, 'YYYY-MM-DD') as "visitDate", v.visit_time::text as "visitTime", v.visitor_type as "visitorType",
  v.visitor_type_other as "visitorTypeOther", v.name, v.phone, v.email, v.coming_from as "comingFrom", v.address,
  v.purpose_of_visit as "purposeOfVisit", v.place_to_visit as "placeToVisit", v.additional_visitors as "additionalVisitors",
  v.id_kind as "idKind", v.id_last4 as "idLast4", ${ms('v.created_at')} as "createdAt", ${ms('v.submitted_at')} as "submittedAt",
  v.approve_status as "approveStatus", ${ms('v.approved_at')} as "approvedAt", ${ms('v.check_in')} as "checkIn", ${ms('v.check_out')} as "checkOut",
  ${ms('v.cancelled_at')} as "cancelledAt", ${ms('v.declined_at')} as "declinedAt",
  coalesce((select json_agg(json_build_object('photoId', ph.id, 'takenAt', ${ms('ph.created_at')}) order by ph.id) from visitor_photo ph where ph.visitor_pass_id = v.id), '[]'::json) as photos,
  exists (select 1 from visit_flag f where f.visit_id = v.id and f.cleared_at is null) as "flagUnderReview"
from visitor_pass v join site s on s.id = v.site_id left join employee e on e.id = v.host_id`;

const SUBJECT = { name: 'privacy.rights_subject', text: `select email, nullif(phone, '') as phone from visitor_pass where id = $1 and anonymised_at is null` };

// `normalisedPhone` and `normalisedEmail` (domain/visitor-identity.ts) in SQL: the phone's last ten digits, the e-mail case folded.
const PHONE = `nullif(right(regexp_replace(v.phone, '\\D', '', 'g'), 10), '')`;
const EMAIL = `nullif(lower(trim(v.email)), '')`;

// The visitor is the e-mail and the phone together (`isVisitOf`, ADR 59): a visit without an e-mail is theirs only when the link's had none either.
const VISITS_OF = {
  name: 'privacy.rights_visits_of',
  text: `select ${VISIT_COLUMNS}
where v.anonymised_at is null and ${EMAIL} is not distinct from $1::text and ${PHONE} = $2::text
order by v.created_at, v.id`,
};

const ADDRESS_SHARED = {
  name: 'privacy.rights_address_shared',
  text: `select exists (select 1 from visitor_pass v where v.anonymised_at is null and ${EMAIL} = $1::text and ${PHONE} is distinct from $2::text) as shared`,
};

const VISITS_BY_IDS = { name: 'privacy.rights_visits_by_ids', text: `select ${VISIT_COLUMNS} where v.anonymised_at is null and v.id = any($1::int[]) order by v.id` };

const CONSENTS = {
  name: 'privacy.rights_consents',
  text: `select visit_id as "visitId", notice_version as "noticeVersion", notice_language as "language", channel, purposes,
  ${ms('given_at')} as "givenAt", ${ms('withdrawn_at')} as "withdrawnAt"
from consent_record where visit_id = any($1::int[]) order by id`,
};

const SIGNATURES = {
  name: 'privacy.rights_signatures',
  text: `select s.visit_id as "visitId", d.title as "document", s.version, s.version_hash as "hash", s.typed_name as "typedName",
  ${ms('s.signed_at')} as "signedAt", s.channel
from document_signature s join site_document d on d.id = s.document_id where s.visit_id = any($1::int[]) order by s.id`,
};

// Subject and times only: the body may hold a PIN or a link, which the visitor has in their mail already.
const MAILS = {
  name: 'privacy.rights_mails',
  text: `select subject, ${ms('created_at')} as "queuedAt", ${ms('sent_at')} as "sentAt"
from mail_outbox where exists (select 1 from jsonb_array_elements_text(recipients) r where lower(r) = lower($1::text)) order by id`,
};

const PHOTO = { name: 'privacy.rights_photo', text: `select coalesce(thumbnail_key, storage_key) as key from visitor_photo where id = $2 and visitor_pass_id = any($1::int[])` };

type Instant = number | null;
type VisitRow = Omit<HeldVisitRecord, 'createdAt' | 'submittedAt' | 'approvedAt' | 'checkIn' | 'checkOut' | 'cancelledAt' | 'declinedAt' | 'photos' | 'idKind'> & {
  idKind: IdKind | null;
  createdAt: number;
  submittedAt: Instant;
  approvedAt: Instant;
  checkIn: Instant;
  checkOut: Instant;
  cancelledAt: Instant;
  declinedAt: Instant;
  photos: { photoId: number; takenAt: number }[];
};

const toVisit = (row: VisitRow): HeldVisitRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  submittedAt: dateOrNull(row.submittedAt),
  approvedAt: dateOrNull(row.approvedAt),
  checkIn: dateOrNull(row.checkIn),
  checkOut: dateOrNull(row.checkOut),
  cancelledAt: dateOrNull(row.cancelledAt),
  declinedAt: dateOrNull(row.declinedAt),
  photos: row.photos.map((photo) => ({ photoId: photo.photoId, takenAt: new Date(photo.takenAt) })),
});

/** The visitor's holdings read from the tables (a read model across modules, as the breach register's people are). */
export class SqlVisitorHoldings extends VisitorHoldings {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async subjectOf(visitId: number): Promise<VisitorSubject | null> {
    const [row] = await runPrepared<VisitorSubject>(this.em, SUBJECT, [visitId]);
    return row && (row.email || row.phone) ? row : null;
  }

  async visitsOf(identity: VisitorIdentity): Promise<HeldVisitRecord[]> {
    if (identity.phone === null) return [];
    return (await runPrepared<VisitRow>(this.em, VISITS_OF, [identity.email, identity.phone])).map(toVisit);
  }

  async addressShared(identity: VisitorIdentity): Promise<boolean> {
    if (identity.email === null) return false;
    const [row] = await runPrepared<{ shared: boolean }>(this.em, ADDRESS_SHARED, [identity.email, identity.phone]);
    return row?.shared ?? false;
  }

  async visitsByIds(visitIds: readonly number[]): Promise<HeldVisitRecord[]> {
    return visitIds.length === 0 ? [] : (await runPrepared<VisitRow>(this.em, VISITS_BY_IDS, [visitIds])).map(toVisit);
  }

  async consentsOf(visitIds: readonly number[]): Promise<HeldConsentRecord[]> {
    if (visitIds.length === 0) return [];
    const rows = await runPrepared<{ visitId: number; noticeVersion: number; language: string; channel: ConsentChannel; purposes: ConsentPurpose[]; givenAt: number; withdrawnAt: Instant }>(this.em, CONSENTS, [visitIds]);
    return rows.map((row) => ({ ...row, givenAt: new Date(row.givenAt), withdrawnAt: dateOrNull(row.withdrawnAt) }));
  }

  async signaturesOf(visitIds: readonly number[]): Promise<HeldSignatureRecord[]> {
    if (visitIds.length === 0) return [];
    const rows = await runPrepared<Omit<HeldSignatureRecord, 'signedAt'> & { signedAt: number }>(this.em, SIGNATURES, [visitIds]);
    return rows.map((row) => ({ ...row, signedAt: new Date(row.signedAt) }));
  }

  async mailsTo(email: string): Promise<{ subject: string; queuedAt: Date; sentAt: Date | null }[]> {
    const rows = await runPrepared<{ subject: string; queuedAt: number; sentAt: Instant }>(this.em, MAILS, [email]);
    return rows.map((row) => ({ subject: row.subject, queuedAt: new Date(row.queuedAt), sentAt: dateOrNull(row.sentAt) }));
  }

  async photoKeyOf(visitIds: readonly number[], photoId: number): Promise<string | null> {
    if (visitIds.length === 0) return null;
    const [row] = await runPrepared<{ key: string }>(this.em, PHOTO, [visitIds, photoId]);
    return row?.key ?? null;
  }
}
