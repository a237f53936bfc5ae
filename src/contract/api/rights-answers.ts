import type { ConsentChannel, ConsentPurpose } from '../consent.ts';
import type { CorrectableField, PrivacyRequestKind, PrivacyRequestStatus } from '../privacy-rights.ts';
import type { VisitState } from '../visit-state.ts';

/**
 * The visitor's own data (issue 31, docs/product/privacy.md PRIV-RIGHTS-02): what `POST /api/privacy/your-data`
 * answers and the JSON download holds. Times are written on each visit's site clock (`dd-mm-yyyy hh:mm`,
 * the zone named beside them); an ID only as its mask, which is all that is stored.
 */
export interface HeldVisit {
  readonly visitId: number;
  readonly site: string;
  readonly timeZone: string;
  readonly state: VisitState;
  readonly host: string | null;
  readonly visitDate: string;
  readonly visitTime: string;
  readonly details: {
    readonly name: string;
    readonly phone: string;
    readonly email: string | null;
    readonly visitorType: string;
    readonly comingFrom: string | null;
    readonly address: string | null;
    readonly purposeOfVisit: string | null;
    readonly placeToVisit: string | null;
    readonly additionalVisitors: number | null;
    /** `XXXX XXXX 1234` and the like; the full number is never stored. */
    readonly id: string | null;
  };
  readonly times: {
    readonly passMade: string;
    readonly detailsGiven: string | null;
    readonly approved: string | null;
    readonly checkedIn: string | null;
    readonly checkedOut: string | null;
    readonly cancelled: string | null;
  };
  readonly photos: readonly { readonly photoId: number; readonly taken: string }[];
  /** A watchlist flag security has not closed yet (its reason is security's, not shown). */
  readonly underReview: boolean;
}

export interface HeldConsent {
  readonly visitId: number;
  readonly noticeVersion: number;
  readonly language: string;
  readonly channel: ConsentChannel;
  readonly purposes: readonly ConsentPurpose[];
  readonly given: string;
  readonly withdrawn: string | null;
}

export interface HeldMail {
  readonly subject: string;
  readonly queued: string;
  readonly sent: string | null;
}

export interface HeldRequest {
  readonly id: number;
  readonly kind: PrivacyRequestKind;
  readonly status: PrivacyRequestStatus;
  readonly made: string;
  readonly due: string;
  readonly outcome: string | null;
}

export interface YourDataAnswer {
  /** The visitor's reference: a keyed hash of their e-mail (else phone), shortened; names them in the PDF and the log. */
  readonly reference: string;
  readonly email: string | null;
  readonly phone: string | null;
  /** Written in the installation's zone, as the consents, mails and requests (which no single visit places). */
  readonly timeZone: string;
  readonly visits: readonly HeldVisit[];
  readonly consents: readonly HeldConsent[];
  readonly mails: readonly HeldMail[];
  readonly requests: readonly HeldRequest[];
}

/** `POST /api/privacy/your-data/erasure`: which visits were erased and which are kept, until when, in words. */
export interface ErasureAnswer {
  readonly message: string;
  readonly erased: readonly { readonly visitId: number; readonly site: string; readonly visitDate: string; readonly logsKeptUntil: string }[];
  readonly kept: readonly { readonly visitId: number; readonly site: string; readonly visitDate: string; readonly until: string | null; readonly why: string }[];
  readonly requestId: number;
}

/** `POST /api/privacy/your-data/correction` and `/grievance`: the request recorded, with its due date. */
export interface RequestRecordedAnswer {
  readonly message: string;
  readonly requestId: number;
  readonly due: string;
}

/** One row of the admins' queue (`GET /api/privacy/requests`, `vms privacy requests`). */
export interface PrivacyRequestRow {
  readonly id: number;
  readonly kind: PrivacyRequestKind;
  readonly status: PrivacyRequestStatus;
  /** The visit the request came through (its mail's link). */
  readonly visitId: number;
  readonly madeAt: string;
  readonly dueAt: string;
  readonly overdue: boolean;
  readonly correction: { readonly visitId: number; readonly field: CorrectableField; readonly value: string } | null;
  readonly text: string | null;
  readonly keptVisitIds: readonly number[];
  readonly outcome: string | null;
  readonly handledBy: string | null;
  readonly handledAt: string | null;
}
