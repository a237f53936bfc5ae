import { maskId, type IdKind } from '#contract/visitor-id.ts';
import { formatVisitDate, timeToSlot } from '#contract/visit-time.ts';
import { APPROVE_STATUS, type ApproveStatus } from '#contract/visitor-options.ts';
import type { EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';

/**
 * A visit as every reader sees it (lists, detail view, exports): dates and times in the site's
 * forms, the visitor's ID only ever masked, the host by name and e-mail.
 */
export interface VisitRecord {
  readonly id: number;
  readonly passCode: string;
  readonly visitorType: string;
  readonly visitorTypeOther: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string | null;
  readonly host: { readonly email: string; readonly name: string; readonly empId: string } | null;
  /** DD-MM-YYYY */
  readonly visitDate: string;
  /** hh:mm AM */
  readonly visitTime: string;
  readonly placeToVisit: string | null;
  readonly selectedOption: string | null;
  readonly ppeOptions: Record<string, boolean> | null;
  readonly comingFrom: string | null;
  readonly address: string | null;
  readonly purposeOfVisit: string | null;
  readonly additionalVisitorOption: string | null;
  readonly additionalVisitors: number | null;
  /** Which ID the visitor gave (issue 31), or null when none. */
  readonly idKind: IdKind | null;
  /** The ID masked (`XXXX XXXX 1234` for Aadhaar, `XXXXXX234F` for a PAN: `maskId`), or null when none was given. */
  readonly idMasked: string | null;
  readonly isSubmitted: boolean;
  readonly approveStatus: ApproveStatus;
  readonly checkIn: Date | null;
  readonly checkOut: Date | null;
  readonly createdAt: Date;
  /** Signed in at a reception kiosk without an appointment (issue 13). */
  readonly walkIn: boolean;
  /** The site the visit is at (issue 30): its date and time are that site's clock. */
  readonly siteId: number;
}

export const toVisitRecord = (pass: VisitorPass, host: EmployeeSummary | undefined): VisitRecord => ({
  id: pass.id,
  passCode: pass.passCode,
  visitorType: pass.visitorType,
  visitorTypeOther: pass.visitorTypeOther,
  name: pass.name,
  phone: pass.phone,
  email: pass.email,
  host: host ? { email: host.email, name: host.name, empId: host.empId } : null,
  visitDate: formatVisitDate(pass.visitDate),
  visitTime: timeToSlot(pass.visitTime),
  placeToVisit: pass.placeToVisit,
  selectedOption: pass.selectedOption,
  ppeOptions: pass.ppeOptions ? { ...pass.ppeOptions } : null,
  comingFrom: pass.comingFrom,
  address: pass.address,
  purposeOfVisit: pass.purposeOfVisit,
  additionalVisitorOption: pass.additionalVisitorOption,
  additionalVisitors: pass.additionalVisitors,
  idKind: pass.idKind,
  idMasked: maskId(pass.idKind, pass.idLast4),
  isSubmitted: pass.isSubmitted(),
  approveStatus: pass.approveStatus,
  checkIn: pass.checkIn,
  checkOut: pass.checkOut,
  createdAt: pass.createdAt,
  walkIn: pass.isWalkIn(),
  siteId: pass.siteId,
});

/**
 * Whether the host's calendar holds the visit: every pass's link mail invites them, a walk-in only
 * once approved. A cancellation withdraws the invitation only where there is one to withdraw.
 */
export const hostWasInvited = (visit: Pick<VisitRecord, 'walkIn' | 'approveStatus'>): boolean => !visit.walkIn || visit.approveStatus === APPROVE_STATUS.approved;
