import { MESSAGES } from '#contract/messages.ts';
import { renderMail } from '#kernel/mail-layout.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';

/** What the admins' mail of a paused endpoint says; the times on the installation's clock. */
export interface PausedEndpoint {
  readonly endpointId: number;
  readonly url: string;
  readonly failingSince: string;
  readonly at: string;
  readonly lastError: string;
}

/**
 * An endpoint failed every delivery for a day and was paused (issue 32): one mail to every admin,
 * with the last failure and a link to the Webhooks screen, where it is resumed and its deliveries
 * replayed. No secret is in it.
 */
export const webhookPausedMail = (endpoint: PausedEndpoint, recipients: readonly string[], publicUrl: string): OutgoingMail => ({
  to: [...recipients],
  subject: MESSAGES.webhooks.endpointPausedSubject.replace('{url}', endpoint.url),
  ...renderMail({
    heading: 'A webhook endpoint was paused',
    paragraphs: [
      `Every delivery to ${endpoint.url} has failed since ${endpoint.failingSince}, so it was paused at ${endpoint.at}: nothing is sent to it until an admin resumes it.`,
      'Resume it on the Webhooks screen (or with vms webhooks resume), then replay the deliveries it missed from its delivery log.',
    ],
    facts: [
      ['Endpoint', `${endpoint.endpointId}: ${endpoint.url}`],
      ['Last failure', endpoint.lastError],
    ],
    action: { label: 'Open Webhooks', url: `${publicUrl}/Webhooks` },
  }),
});
