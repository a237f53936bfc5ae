import { parseVisitDate } from '#contract/visit-time.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import { slotToTime } from '#contract/visit-time.ts';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookPayload, type WebhookVisit } from '#contract/webhook-payload.ts';
import type { VisitRecord } from '../../visits/application/visit-record.ts';

/**
 * A visit as the payload carries it (webhookVisitSchema): the visitor's name and type, the host, the
 * day and time on the site's clock, the state. Never the pass code (it opens the door at a kiosk),
 * the phone, the e-mail, the address or the ID.
 */
export const webhookVisit = (visit: VisitRecord, kiosk: string | null = null): WebhookVisit => ({
  id: visit.id,
  siteId: visit.siteId,
  visitorName: visit.name,
  visitorType: visit.visitorType === 'Others' && visit.visitorTypeOther ? visit.visitorTypeOther : visit.visitorType,
  host: visit.host ? { name: visit.host.name, email: visit.host.email, employeeId: visit.host.empId } : null,
  date: parseVisitDate(visit.visitDate) ?? visit.visitDate,
  time: (slotToTime(visit.visitTime) ?? '00:00:00').slice(0, 5),
  approved: visit.approveStatus === APPROVE_STATUS.approved,
  walkIn: visit.walkIn,
  checkIn: visit.checkIn?.toISOString() ?? null,
  checkOut: visit.checkOut?.toISOString() ?? null,
  kiosk,
});

/** A payload with its envelope: the version, the type, the moment it happened. */
export const payloadOf = <P extends WebhookPayload>(type: P['type'], at: Date, data: P['data']): WebhookPayload =>
  ({ version: WEBHOOK_PAYLOAD_VERSION, type, timestamp: at.toISOString(), data }) as WebhookPayload;
