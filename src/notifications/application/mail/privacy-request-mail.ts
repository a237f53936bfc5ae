import { renderMail } from '#kernel/mail-layout.ts';
import type { PrivacyRequestAnswered } from '../../../privacy/application/rights-events.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';

const SUBJECTS: Readonly<Record<PrivacyRequestAnswered['kind'], string>> = {
  access: 'Your data',
  correction: 'Your correction request',
  erasure: 'Your erasure request',
  grievance: 'Your grievance',
};

/** A visitor's request about their data, received or answered (PRIV-RIGHTS-07): its outcome in the product's words. */
export const privacyRequestMail = (event: PrivacyRequestAnswered): OutgoingMail => ({
  to: [event.to],
  subject: `${SUBJECTS[event.kind]}: ${event.status === 'open' ? 'received' : 'answered'} (request ${event.requestId})`,
  ...renderMail({ heading: SUBJECTS[event.kind], paragraphs: event.lines }),
});
