import { describe, expect, it } from 'vitest';
import { EmployeeDirectory } from '../../../src/identity/application/employee-directory.ts';
import { HostMailChoices } from '../../../src/notifications/application/host-mail-choices.ts';
import { MailRoutes } from '../../../src/notifications/application/mail-routes.ts';
import { Notifier } from '../../../src/notifications/application/notifier.ts';
import type { DomainEvent } from '../../../src/platform/ports/domain-events.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import { RightsLinks } from '../../../src/privacy/application/rights-links.ts';
import { WithdrawalLinks } from '../../../src/privacy/application/withdrawal-links.ts';
import { sampleVisitRecord } from '../../support/sample-visit-record.ts';
import { InMemoryEmployees, RecordingOutbox } from '../identity/in-memory-identity.ts';
import { HmacCrypto } from '../privacy/in-memory-privacy.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { FakeQrRenderer } from '../visits/in-memory-visits.ts';

/** Hosts who asked to be told in their own chat only: by e-mail, as the webhooks module would answer. */
class ChatOnlyHosts extends HostMailChoices {
  constructor(private readonly hosts: readonly string[]) {
    super();
  }

  async chatOnly(hostEmail: string): Promise<boolean> {
    return this.hosts.includes(hostEmail);
  }
}

const VISIT = sampleVisitRecord({ approveStatus: 'Approved', email: 'meera@example.com' });
const HOST = VISIT.host!.email;
const at = new Date('2026-11-20T04:35:00.000Z');
const EVENTS: readonly DomainEvent[] = [
  { type: 'visit.checked_in', visit: VISIT, at, kioskName: null, photoStorageKey: null },
  { type: 'walk_in.waiting', visit: { ...VISIT, walkIn: true }, at, kioskName: 'Reception', photoStorageKey: 'walk-ins/42.jpg', links: { approve: 'http://vms.test/a', decline: 'http://vms.test/d' } },
  { type: 'visit.cancelled', visit: VISIT, at },
];

const mailsOf = async (chatOnly: readonly string[]) => {
  const outbox = new RecordingOutbox();
  const routes = new MailRoutes(new EmployeeDirectory(new InMemoryEmployees()), new FakeQrRenderer(), new SiteDirectory(sitesIn('Asia/Kolkata')), new WithdrawalLinks(new HmacCrypto(), 'http://vms.test'), new RightsLinks(new HmacCrypto(), 'http://vms.test'), { publicUrl: 'http://vms.test', timeZone: 'Asia/Kolkata' }, new ChatOnlyHosts(chatOnly));
  const notifier = new Notifier(outbox, [routes.routes]);
  for (const event of EVENTS) await notifier.record(event);
  return outbox.mails.map((mail) => mail.to);
};

/** "Also e-mail me" off (docs/product/webhooks.md HOOK-CHAT-04): decided where the mails are routed. */
describe("a host's mail choice in the mail routes", () => {
  it("should mail the host of an arrival, a walk-in and a cancellation unless they are told in their chat only; the visitor's mail goes either way", async () => {
    expect(await mailsOf([])).toEqual([[HOST], [HOST], ['meera@example.com'], [HOST]]);
    expect(await mailsOf([HOST])).toEqual([['meera@example.com']]);
    expect(await mailsOf(['someone.else@example.com'])).toEqual([[HOST], [HOST], ['meera@example.com'], [HOST]]);
  });
});
