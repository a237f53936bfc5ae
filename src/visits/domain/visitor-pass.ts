import { DomainError } from '#kernel/domain-error.ts';
import { hostVisitActions, visitState } from '#contract/visit-state.ts';
import {
  APPROVE_STATUS,
  type ApproveStatus,
  type PlaceToVisit,
  type PpeOptions,
  type SiteOption,
  type VisitorType,
  type YesNo,
} from '#contract/visitor-options.ts';
import type { IdKind } from '#contract/visitor-id.ts';

/** What the visitor's details form adds to a pass. */
export interface SubmittedDetails {
  readonly name: string;
  readonly phone: string;
  readonly placeToVisit: PlaceToVisit;
  readonly selectedOption: SiteOption;
  readonly ppeOptions: PpeOptions;
  readonly comingFrom: string;
  readonly address: string;
  readonly purposeOfVisit: string;
  readonly additionalVisitorOption: YesNo;
  readonly additionalVisitors: number | null;
  /** The ID the visitor gave (issue 31): its kind and last four characters; the full number is never kept. */
  readonly idKind: IdKind | null;
  readonly idLast4: string | null;
}

/** What a walk-in tells the kiosk beyond its name and phone (no address, no ID, no one with them). */
export type WalkInDetails = Pick<SubmittedDetails, 'placeToVisit' | 'selectedOption' | 'ppeOptions' | 'comingFrom' | 'purposeOfVisit'>;

export interface NewVisitorPass {
  readonly passCode: string;
  readonly visitorType: VisitorType;
  readonly visitorTypeOther: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string | null;
  readonly hostId: number;
  /** The employee who made the pass; null for a walk-in, which a visitor made at a kiosk (`kioskDeviceId`). */
  readonly createdById: number | null;
  /** `YYYY-MM-DD`, a day in the site's time zone. */
  readonly visitDate: string;
  /** `HH:mm:ss`, on the half hour, in the site's time zone. */
  readonly visitTime: string;
  readonly linkExpiresAt: Date;
  readonly createdAt: Date;
  /** The site the visit is at: its date and time are that site's local ones. */
  readonly siteId: number;
}

/**
 * One expected visit: the pass a host (or the desk, for a host) creates, the details the visitor
 * fills in from the e-mailed link, the host's approval and the desk's check-in and check-out.
 */
export class VisitorPass {
  id!: number;
  /** The pass code: short, unguessable, printed on the badge and in the QR code (`visitor_id`). */
  passCode: string;
  visitorType: VisitorType;
  visitorTypeOther: string | null;
  name: string;
  phone: string;
  email: string | null;
  hostId: number;
  createdById: number | null;
  visitDate: string;
  visitTime: string;
  linkExpiresAt: Date;
  createdAt: Date;
  siteId: number;

  // The visitor's details form.
  placeToVisit: PlaceToVisit | null = null;
  selectedOption: SiteOption | null = null;
  ppeOptions: PpeOptions | null = null;
  comingFrom: string | null = null;
  address: string | null = null;
  purposeOfVisit: string | null = null;
  additionalVisitorOption: YesNo | null = null;
  additionalVisitors: number | null = null;
  /** Which ID the visitor gave (Aadhaar, passport, …), or null when none. */
  idKind: IdKind | null = null;
  /** Its last four characters, for the masked form (`XXXX XXXX 1234`): all that is kept of the number (DEV-03). */
  idLast4: string | null = null;
  submittedAt: Date | null = null;

  // The host's approval.
  approveStatus: ApproveStatus = APPROVE_STATUS.pending;
  approvedAt: Date | null = null;
  approvedById: number | null = null;

  // The desk.
  checkIn: Date | null = null;
  checkInById: number | null = null;
  checkOut: Date | null = null;
  checkOutById: number | null = null;

  /** Set when retention has removed the visitor's personal data; counts stay for reports. */
  anonymisedAt: Date | null = null;

  // The host's changes on My visitors.
  /** Set when the host cancelled the visit: the desk no longer expects it and its link is refused. */
  cancelledAt: Date | null = null;
  cancelledById: number | null = null;
  /** Which link to the details form is current: each resend moves it on and the older links stop working. */
  linkVersion = 0;

  // Walk-ins (issue 13): a visitor without an appointment signs in at a reception kiosk.
  /** The kiosk the walk-in signed in at; null for every pass an employee made. */
  kioskDeviceId: number | null = null;
  /** The entrances of its site it was checked in and out at (issue 30); null where none was named. */
  checkInEntranceId: number | null = null;
  checkOutEntranceId: number | null = null;
  /** Set when the host declined the walk-in (from the mailed link): no In, nothing left to do. */
  declinedAt: Date | null = null;
  declinedById: number | null = null;

  constructor(props: NewVisitorPass) {
    this.passCode = props.passCode;
    this.visitorType = props.visitorType;
    this.visitorTypeOther = props.visitorTypeOther;
    this.name = props.name;
    this.phone = props.phone;
    this.email = props.email;
    this.hostId = props.hostId;
    this.siteId = props.siteId;
    this.createdById = props.createdById;
    this.visitDate = props.visitDate;
    this.visitTime = props.visitTime;
    this.linkExpiresAt = props.linkExpiresAt;
    this.createdAt = props.createdAt;
  }

  isSubmitted(): boolean {
    return this.submittedAt !== null;
  }

  isApproved(): boolean {
    return this.approveStatus === APPROVE_STATUS.approved;
  }

  /** The e-mailed link works until the end of the visit's day at the site. */
  linkExpired(now: Date): boolean {
    return now.getTime() > this.linkExpiresAt.getTime();
  }

  isCancelled(): boolean {
    return this.cancelledAt !== null;
  }

  isWalkIn(): boolean {
    return this.kioskDeviceId !== null;
  }

  isDeclined(): boolean {
    return this.declinedAt !== null;
  }

  /**
   * A walk-in at a kiosk (issue 13): the visitor's details are in at once (no link, no Aadhaar), and
   * the visit waits for its host's answer.
   */
  static walkIn(props: NewVisitorPass, details: WalkInDetails, kioskDeviceId: number): VisitorPass {
    const pass = new VisitorPass(props);
    Object.assign(pass, details);
    pass.additionalVisitorOption = 'No';
    pass.submittedAt = props.createdAt;
    pass.kioskDeviceId = kioskDeviceId;
    return pass;
  }

  submitDetails(details: SubmittedDetails, now: Date): void {
    if (this.isCancelled()) throw new DomainError('link.cancelled');
    if (this.isSubmitted()) throw new DomainError('link.already_submitted');
    if (this.linkExpired(now)) throw new DomainError('link.expired');
    Object.assign(this, details);
    this.submittedAt = now;
  }

  /**
   * The host's (or an admin's, or IT staff's) approval of submitted details; `today` is the site's date. A visit whose
   * day has passed without a check-in is missed (docs/product/visits.md VIS-STATE-01): nobody is coming to be let in, and a pass
   * mailed now would be for a day gone.
   */
  approve(approvedById: number | null, now: Date, today: string): void {
    if (this.isCancelled()) throw new DomainError('visit.cancelled');
    if (this.isDeclined()) throw new DomainError('walkin.already_declined');
    if (!this.isSubmitted()) throw new DomainError('visit.not_submitted');
    if (this.isApproved()) throw new DomainError('visit.already_approved');
    if (visitState(this, today) === 'missed') throw new DomainError('visit.missed');
    this.approveStatus = APPROVE_STATUS.approved;
    this.approvedAt = now;
    this.approvedById = approvedById;
  }

  /**
   * The host turns a walk-in away (issue 13): only a walk-in, only while it awaits their approval. An
   * answer already given is refused with what it was, so a second click of either mailed link says so.
   */
  decline(byId: number, now: Date, today: string): void {
    if (this.isCancelled()) throw new DomainError('visit.cancelled');
    if (this.isDeclined()) throw new DomainError('walkin.already_declined');
    if (this.isApproved()) throw new DomainError('walkin.already_approved');
    if (!this.isWalkIn() || visitState(this, today) !== 'awaiting_approval') throw new DomainError('walkin.not_waiting');
    this.declinedAt = now;
    this.declinedById = byId;
  }

  /** Time In, once: an approved visit of today (`today` is the site's date) that is not in yet. */
  checkInAt(byId: number | null, now: Date, today: string, entranceId: number | null = null): void {
    if (this.isCancelled()) throw new DomainError('visit.cancelled');
    if (this.checkIn) throw new DomainError('visit.already_checked_in');
    if (!this.isApproved()) throw new DomainError('visit.not_approved');
    if (this.visitDate !== today) throw new DomainError('visit.not_today');
    this.checkIn = now;
    this.checkInById = byId;
    this.checkInEntranceId = entranceId;
  }

  /**
   * A new link to the details form (the caller issues its token): only while the visitor has not
   * filled in their details and the visit's day (`today`, the site's date) has not passed.
   */
  renewLink(today: string): void {
    this.refuseUnless(hostVisitActions(visitState(this, today)).resendLink, 'visit.link_not_resendable');
    this.linkVersion += 1;
  }

  /** The host calls the visit off: invited, submitted or approved, not yet in and not past. */
  cancel(byId: number, now: Date, today: string): void {
    this.refuseUnless(hostVisitActions(visitState(this, today)).cancel, 'visit.not_cancellable');
    this.cancelledAt = now;
    this.cancelledById = byId;
  }

  /**
   * The visitor withdrew their consent (issue 31, docs/product/privacy.md PRIV-WITHDRAW-02): a visit
   * that could still be cancelled (not begun, not past) is, by nobody (no employee called it off);
   * true when it was. A visit already called off, begun or past stays as it is.
   */
  cancelOnWithdrawal(now: Date, today: string): boolean {
    if (this.isCancelled() || !hostVisitActions(visitState(this, today)).cancel) return false;
    this.cancelledAt = now;
    this.cancelledById = null;
    return true;
  }

  /**
   * Security turns a flagged visitor away at the door (issue 28): the visit is called off, so that no
   * desk or kiosk checks them in, whatever it awaited (details, the host's answer, the visitor). A
   * walk-in the host declined is called off already and stays as it is; one already in is refused.
   */
  turnAway(byId: number, now: Date): void {
    if (this.isCancelled()) throw new DomainError('visit.cancelled');
    if (this.checkIn) throw new DomainError('visit.already_checked_in');
    if (this.isDeclined()) return;
    this.cancelledAt = now;
    this.cancelledById = byId;
  }

  private refuseUnless(allowed: boolean, code: 'visit.link_not_resendable' | 'visit.not_cancellable'): void {
    if (this.isCancelled()) throw new DomainError('visit.cancelled');
    if (!allowed) throw new DomainError(code);
  }

  /**
   * Retention: the visitor's personal data is removed, what the reports count stays (the day, the
   * host, the type, the approval and the times in and out). Photos go with it (the caller deletes them).
   */
  anonymise(now: Date): void {
    this.name = 'Anonymised visitor';
    this.phone = '';
    this.email = null;
    this.visitorTypeOther = null;
    this.comingFrom = null;
    this.address = null;
    this.purposeOfVisit = null;
    this.idKind = null;
    this.idLast4 = null;
    this.anonymisedAt = now;
  }

  /** Time Out, once, after a Time In. */
  checkOutAt(byId: number | null, now: Date, entranceId: number | null = null): void {
    if (!this.checkIn) throw new DomainError('visit.not_checked_in');
    if (this.checkOut) throw new DomainError('visit.already_checked_out');
    this.checkOut = now;
    this.checkOutById = byId;
    this.checkOutEntranceId = entranceId;
  }
}
