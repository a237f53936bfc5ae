import { renderMail } from '#kernel/mail-layout.ts';
import type { BreachPersonNotified } from '../../../breaches/application/breach-events.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';

/**
 * The notice of a breach to one person affected (DPDP Rules 2025, r.7(1)): the draft the admin
 * previewed, section by section, to that person alone. Nothing but what the draft says.
 */
export const breachNoticeMail = (event: BreachPersonNotified): OutgoingMail => ({
  to: [event.to.email],
  subject: event.notice.subject,
  ...renderMail({
    heading: event.notice.greeting,
    paragraphs: event.notice.sections.flatMap((section) => [section.heading.toUpperCase(), ...section.text.split('\n\n')]),
  }),
});
