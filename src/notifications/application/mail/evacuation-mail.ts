import { renderMail } from '#kernel/mail-layout.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';
import type { HostToTell } from '../../../evacuation/application/evacuation-events.ts';

/** Where and when an evacuation started, as its mail says it. */
export interface EvacuationAt {
  readonly siteName: string;
  /** The time at the site, `hh:mm AM`. */
  readonly time: string;
}

/**
 * An evacuation started (docs/product/evacuation.md EVAC-MAIL-01): each host of a visitor on site is
 * told which of their visitors security has on its roll call, so that they bring them out and tell
 * the assembly point. Names only: no phone number, e-mail or ID of a visitor.
 */
export const evacuationMail = (host: HostToTell, at: EvacuationAt): OutgoingMail => ({
  to: [host.email],
  subject: `Evacuation at ${at.siteName}: your visitors on site`,
  ...renderMail({
    heading: `Evacuation at ${at.siteName}`,
    paragraphs: [
      `Hello ${host.name}, security started an evacuation of ${at.siteName} at ${at.time}.`,
      host.visitors.length === 1
        ? 'Your visitor below is checked in on site. Please take them out with you and tell security at the assembly point that they are safe.'
        : 'Your visitors below are checked in on site. Please take them out with you and tell security at the assembly point who is safe.',
    ],
    facts: host.visitors.map((name, i): readonly [string, string] => [host.visitors.length > 1 ? `Visitor ${i + 1}` : 'Visitor', name]),
  }),
});
