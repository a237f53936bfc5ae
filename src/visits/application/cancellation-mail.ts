import { renderMail } from '../../shared/mail-layout.ts';
import type { OutgoingMail } from '../../platform/ports/mail-outbox.ts';
import { cancelledVisitInvitation } from './visit-mails.ts';
import type { VisitRecord } from './visit-record.ts';

/**
 * Tells the visitor (when an e-mail is known) that their host called the visit off: short and
 * polite, with the calendar's cancellation of the invitation their earlier mails carried.
 */
export const visitCancelledMail = (visit: VisitRecord, cancelledAt: Date): OutgoingMail | null =>
  visit.email
    ? {
        to: [visit.email],
        subject: `Your visit on ${visit.visitDate} has been cancelled`,
        ...renderMail({
          heading: `Dear ${visit.name}`,
          paragraphs: [
            `We are sorry to let you know that ${visit.host?.name ?? 'your host'} has cancelled your visit on ${visit.visitDate} at ${visit.visitTime}.`,
            'Your visitor pass and the link to the details form no longer work; there is nothing you need to do. If you have any questions, please contact your host.',
          ],
          facts: [
            ['Visit', `${visit.visitDate} at ${visit.visitTime}`],
            ['Host', visit.host ? `${visit.host.name} (${visit.host.email})` : ''],
          ],
        }),
        invitation: cancelledVisitInvitation(visit, 'visitor', cancelledAt),
      }
    : null;
