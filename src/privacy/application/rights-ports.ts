import type { YourDataAnswer } from '#contract/api/rights-answers.ts';
import type { ConsentChannel, ConsentPurpose } from '#contract/consent.ts';
import type { CorrectableField, PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import type { IdKind } from '#contract/visitor-id.ts';
import type { PrivacyRequest } from '../domain/privacy-request.ts';
import type { VisitorIdentity } from '../domain/visitor-identity.ts';

/** The e-mail and phone of the visit a link names, as stored (who the visitor is: `VisitorIdentity`, ADR 59). */
export interface VisitorSubject {
  readonly email: string | null;
  readonly phone: string | null;
}

/** One visit held of a visitor, as stored (times as instants; the ID as kind and last four). */
export interface HeldVisitRecord {
  readonly visitId: number;
  readonly siteName: string;
  readonly timeZone: string;
  readonly hostName: string | null;
  readonly visitDate: string;
  readonly visitTime: string;
  readonly visitorType: string;
  readonly visitorTypeOther: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string | null;
  readonly comingFrom: string | null;
  readonly address: string | null;
  readonly purposeOfVisit: string | null;
  readonly placeToVisit: string | null;
  readonly additionalVisitors: number | null;
  readonly idKind: IdKind | null;
  readonly idLast4: string | null;
  readonly createdAt: Date;
  readonly submittedAt: Date | null;
  readonly approveStatus: string;
  readonly approvedAt: Date | null;
  readonly checkIn: Date | null;
  readonly checkOut: Date | null;
  readonly cancelledAt: Date | null;
  readonly declinedAt: Date | null;
  readonly photos: readonly { readonly photoId: number; readonly takenAt: Date }[];
  readonly flagUnderReview: boolean;
}

export interface HeldConsentRecord {
  readonly visitId: number;
  readonly noticeVersion: number;
  readonly language: string;
  readonly channel: ConsentChannel;
  readonly purposes: readonly ConsentPurpose[];
  readonly givenAt: Date;
  readonly withdrawnAt: Date | null;
}

export interface HeldSignatureRecord {
  readonly visitId: number;
  readonly document: string;
  readonly version: number;
  readonly hash: string;
  readonly typedName: string;
  readonly signedAt: Date;
  readonly channel: string;
}

/**
 * What the product holds of a visitor, read across modules' tables (visits, photos, flags, consents,
 * the mail outbox) as the breach register's query does: a read model, never a write.
 */
export abstract class VisitorHoldings {
  /** The e-mail and phone of a visit not yet anonymised; null when it is gone or anonymised. */
  abstract subjectOf(visitId: number): Promise<VisitorSubject | null>;
  /** Every visit not anonymised of the visitor (`isVisitOf`: the same e-mail and the same phone, normalised); oldest first. */
  abstract visitsOf(identity: VisitorIdentity): Promise<HeldVisitRecord[]>;
  /** Whether a visit not anonymised of someone else (another phone) has the visitor's e-mail: their mails cannot be told apart. */
  abstract addressShared(identity: VisitorIdentity): Promise<boolean>;
  /** These visits, those not anonymised (an erasure's deferred visits, read again). */
  abstract visitsByIds(visitIds: readonly number[]): Promise<HeldVisitRecord[]>;
  abstract consentsOf(visitIds: readonly number[]): Promise<HeldConsentRecord[]>;
  /** The site documents signed on these visits, oldest first. */
  abstract signaturesOf(visitIds: readonly number[]): Promise<HeldSignatureRecord[]>;
  /** The mails queued to the address: subject and times only. */
  abstract mailsTo(email: string): Promise<{ subject: string; queuedAt: Date; sentAt: Date | null }[]>;
  /** The stored key of a photo's thumbnail (else the photo), when the photo is of one of these visits. */
  abstract photoKeyOf(visitIds: readonly number[], photoId: number): Promise<string | null>;
}

/** What an erasure and a correction do to visits, done by visits, which owns them (as `VisitConsentEffects`). */
export abstract class VisitErasure {
  /** Anonymises the visits (the one anonymiser retention uses) and erases their photos with their files; the count of each. */
  abstract erase(visitIds: readonly number[], at: Date): Promise<{ visits: number; photos: number }>;
  /** Sets a detail of a visit not anonymised; false when it is anonymised or gone, or the value does not fit the field. */
  abstract correct(visitId: number, field: CorrectableField, value: string): Promise<boolean>;
}

/** The requests and their outcomes (`privacy_request`). */
export abstract class PrivacyRequestRepository {
  abstract add(request: PrivacyRequest): Promise<void>;
  abstract findForUpdate(id: number): Promise<PrivacyRequest | null>;
  /** Newest first; only those with the status when one is given. */
  abstract list(status: PrivacyRequestStatus | null): Promise<PrivacyRequest[]>;
  abstract ofSubject(subjectHash: string): Promise<PrivacyRequest[]>;
  /** Open erasures, locked, skipping those another replica holds: the deferred visits to finish. */
  abstract openErasuresForUpdate(): Promise<PrivacyRequest[]>;
}

/** The readable copy of a visitor's data (a PDF): headings, one section per visit, never an ID number. */
export abstract class VisitorDataDocument {
  abstract pdf(data: YourDataAnswer, madeAt: string): Promise<Uint8Array>;
}
