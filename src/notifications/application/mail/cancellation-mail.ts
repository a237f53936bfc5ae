import { renderMail, type MailFooter } from '#kernel/mail-layout.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';
import { cancelledVisitInvitation } from './visit-mails.ts';
import { hostWasInvited, type VisitRecord } from '../../../visits/application/visit-record.ts';

/**
 * Tells the visitor (when an e-mail is known) that their host called the visit off: short and
 * polite, with the calendar's cancellation of the invitation their earlier mails carried.
 */
export const visitCancelledMail = (visit: VisitRecord, cancelledAt: Date, withdrawal?: MailFooter): OutgoingMail | null =>
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
          ...(withdrawal ? { footer: withdrawal } : {}),
        }),
        invitation: cancelledVisitInvitation(visit, 'visitor', cancelledAt),
      }
    : null;

/**
 * Tells the host the visit they called off is cancelled (only the host cancels, from My visitors),
 * with the calendar's cancellation of the invitations the pass's and the approval's mails gave them:
 * same uid, higher sequence, so their calendar drops the visit too. Sent whether or not the visitor
 * left an e-mail; then it reminds the host to tell them. Nothing of the visitor's phone, Aadhaar
 * number or link.
 *
 * Not sent for a walk-in still waiting for its host's answer: no pass mail invited the host to it
 * (a walk-in's first invitation is its approval's), so there is nothing in their calendar to withdraw,
 * and a cancellation of an event they never had would only add a stray entry.
 */
export const hostVisitCancelledMail = (visit: VisitRecord, cancelledAt: Date): OutgoingMail | null =>
  visit.host && hostWasInvited(visit)
    ? {
        to: [visit.host.email],
        subject: `Visit of ${visit.name} on ${visit.visitDate} cancelled`,
        ...renderMail({
          heading: 'You cancelled a visit',
          paragraphs: [
            `${visit.name}'s visit on ${visit.visitDate} at ${visit.visitTime} has been cancelled; it is removed from your calendar.`,
            visit.email
              ? 'The visitor has been told by e-mail; their visitor pass and link no longer work.'
              : 'The visitor left no e-mail: please let them know. Their visitor pass and link no longer work.',
          ],
          facts: [
            ['Visitor', visit.name],
            ['Visit', `${visit.visitDate} at ${visit.visitTime}`],
          ],
        }),
        invitation: cancelledVisitInvitation(visit, 'host', cancelledAt),
      }
    : null;
