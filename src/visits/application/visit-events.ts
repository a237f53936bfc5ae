import type { VisitRecord } from './visit-record.ts';

/**
 * What the visits module records (DomainEvents): what happened to a visit. Each carries the visit as
 * every reader sees it (VisitRecord: the host by name and e-mail, the Aadhaar number only masked) and
 * the moment it happened.
 */

/** A pass was made for an expected visitor: the link to the details form goes to them. */
export interface VisitInvited {
  readonly type: 'visit.invited';
  readonly visit: VisitRecord;
  /** The details form's link, with its signed token. */
  readonly link: string;
  readonly at: Date;
}

/** The host sent a fresh link to the details form; the old one no longer works. */
export interface VisitLinkResent {
  readonly type: 'visit.link_resent';
  readonly visit: VisitRecord;
  readonly link: string;
  readonly at: Date;
}

/** The visitor sent their details; the visit waits for the host's approval. */
export interface VisitDetailsSubmitted {
  readonly type: 'visit.details_submitted';
  readonly visit: VisitRecord;
}

/** The visit was approved (by its host, an admin, the CLI or a walk-in's answer link). */
export interface VisitApproved {
  readonly type: 'visit.approved';
  readonly visit: VisitRecord;
  /** The pass's PIN (PassPins), which a kiosk may ask for with the phone number. */
  readonly pin: string;
  readonly at: Date;
}

/** The visitor checked in, at the desk or a kiosk. */
export interface VisitCheckedIn {
  readonly type: 'visit.checked_in';
  readonly visit: VisitRecord;
  readonly at: Date;
  /** The kiosk they checked in at, or null for the security desk (never who was at the desk). */
  readonly kioskName: string | null;
  /** The latest photo of the visitor in the file storage, if there is one. */
  readonly photoStorageKey: string | null;
}

/** The visitor left (the desk, a kiosk, or the nightly closing of visits left open). */
export interface VisitCheckedOut {
  readonly type: 'visit.checked_out';
  readonly visit: VisitRecord;
  readonly at: Date;
  /** The kiosk they checked out at, or null (the desk, the CLI, the nightly job). */
  readonly kioskName: string | null;
}

/** The links a walk-in's host answers with (walk-in-token.ts). */
export interface WalkInAnswerLinks {
  readonly approve: string;
  readonly decline: string;
}

/** A visitor without an appointment signed in at a kiosk and waits for their host's answer (issue 13). */
export interface WalkInWaiting {
  readonly type: 'walk_in.waiting';
  readonly visit: VisitRecord;
  readonly kioskName: string;
  readonly at: Date;
  readonly links: WalkInAnswerLinks;
  /** The kiosk's photo of the visitor in the file storage. */
  readonly photoStorageKey: string;
}

/** The host called the visit off. */
export interface VisitCancelled {
  readonly type: 'visit.cancelled';
  readonly visit: VisitRecord;
  readonly at: Date;
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'visit.invited': VisitInvited;
    'visit.link_resent': VisitLinkResent;
    'visit.details_submitted': VisitDetailsSubmitted;
    'visit.approved': VisitApproved;
    'visit.checked_in': VisitCheckedIn;
    'visit.checked_out': VisitCheckedOut;
    'walk_in.waiting': WalkInWaiting;
    'visit.cancelled': VisitCancelled;
  }
}
