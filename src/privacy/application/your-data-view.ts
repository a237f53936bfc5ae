import type { HeldRequest, HeldVisit, YourDataAnswer } from '#contract/api/rights-answers.ts';
import { visitState } from '#contract/visit-state.ts';
import { formatSiteDateTime, siteToday } from '#contract/visit-time.ts';
import { maskId } from '#contract/visitor-id.ts';
import type { PrivacyRequest } from '../domain/privacy-request.ts';
import type { HeldConsentRecord, HeldSignatureRecord, HeldVisitRecord } from './rights-ports.ts';
import type { RightsSubject } from './rights-subjects.ts';

const at = (instant: Date | null, timeZone: string): string | null => (instant ? formatSiteDateTime(instant, timeZone) : null);

/** One visit as the visitor sees it: on its site's clock, the ID masked as stored. */
export const heldVisit = (visit: HeldVisitRecord, now: Date): HeldVisit => ({
  visitId: visit.visitId,
  site: visit.siteName,
  timeZone: visit.timeZone,
  state: visitState(visit, siteToday(visit.timeZone, now)),
  host: visit.hostName,
  visitDate: visit.visitDate,
  visitTime: visit.visitTime.slice(0, 5),
  details: {
    name: visit.name,
    phone: visit.phone,
    email: visit.email,
    visitorType: visit.visitorTypeOther ? `${visit.visitorType} (${visit.visitorTypeOther})` : visit.visitorType,
    comingFrom: visit.comingFrom,
    address: visit.address,
    purposeOfVisit: visit.purposeOfVisit,
    placeToVisit: visit.placeToVisit,
    additionalVisitors: visit.additionalVisitors,
    id: maskId(visit.idKind, visit.idLast4),
  },
  times: {
    passMade: formatSiteDateTime(visit.createdAt, visit.timeZone),
    detailsGiven: at(visit.submittedAt, visit.timeZone),
    approved: at(visit.approvedAt, visit.timeZone),
    checkedIn: at(visit.checkIn, visit.timeZone),
    checkedOut: at(visit.checkOut, visit.timeZone),
    cancelled: at(visit.cancelledAt ?? visit.declinedAt, visit.timeZone),
  },
  photos: visit.photos.map((photo) => ({ photoId: photo.photoId, taken: formatSiteDateTime(photo.takenAt, visit.timeZone) })),
  underReview: visit.flagUnderReview,
});

export const heldRequest = (request: PrivacyRequest, timeZone: string): HeldRequest => ({
  id: request.id,
  kind: request.kind,
  status: request.status,
  made: formatSiteDateTime(request.madeAt, timeZone),
  due: formatSiteDateTime(request.dueAt, timeZone),
  outcome: request.outcome,
});

/** Everything held of the visitor (PRIV-RIGHTS-02): the page's answer and the JSON download alike. */
export const yourDataView = (
  who: RightsSubject,
  held: {
    consents: readonly HeldConsentRecord[];
    mails: readonly { subject: string; queuedAt: Date; sentAt: Date | null }[];
    mailsWithheld: boolean;
    requests: readonly PrivacyRequest[];
    signatures?: readonly HeldSignatureRecord[];
  },
  timeZone: string,
  now: Date,
): YourDataAnswer => {
  const zoneOf = new Map(who.visits.map((visit) => [visit.visitId, visit.timeZone]));
  return {
    reference: who.reference,
    email: who.subject.email,
    phone: who.subject.phone,
    timeZone,
    visits: who.visits.map((visit) => heldVisit(visit, now)),
    consents: held.consents.map((consent) => {
      const zone = zoneOf.get(consent.visitId) ?? timeZone;
      return {
        visitId: consent.visitId,
        noticeVersion: consent.noticeVersion,
        language: consent.language,
        channel: consent.channel,
        purposes: [...consent.purposes],
        given: formatSiteDateTime(consent.givenAt, zone),
        withdrawn: at(consent.withdrawnAt, zone),
      };
    }),
    mails: held.mails.map((mail) => ({ subject: mail.subject, queued: formatSiteDateTime(mail.queuedAt, timeZone), sent: at(mail.sentAt, timeZone) })),
    mailsWithheld: held.mailsWithheld,
    requests: held.requests.map((request) => heldRequest(request, timeZone)),
    signatures: (held.signatures ?? []).map((signature) => ({
      visitId: signature.visitId,
      document: signature.document,
      version: signature.version,
      hash: signature.hash,
      typedName: signature.typedName,
      signed: formatSiteDateTime(signature.signedAt, zoneOf.get(signature.visitId) ?? timeZone),
      channel: signature.channel,
    })),
  };
};
