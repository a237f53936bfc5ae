import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { canStartKiosk } from '#contract/capabilities.ts';
import { kioskSiteOf } from '#contract/kiosk-site.ts';
import type { KioskDeviceInput } from '#contract/validation/kiosk.ts';
import type { LogOut } from '../../identity/application/log-out.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { KioskDevice } from '../domain/kiosk-device.ts';
import { auditActorOf, deviceActorOf } from './kiosk-caller.ts';
import type { KioskDeviceRepository } from './ports.ts';

/** The purpose the cookie token's keyed hash is made under (AuthenticateKiosk looks it up by the same). */
export const KIOSK_TOKEN_PURPOSE = 'kiosk-device';

/**
 * `POST /api/kiosk/devices`: security or an admin makes the device they are signed in on a reception
 * kiosk. The kiosk gets its own random token (only its keyed hash is stored), and the caller's own
 * session ends in the same transaction, so the tablet never keeps security's rights (audited
 * `kiosk.started` and `session.ended`).
 */
export class StartKiosk {
  constructor(
    private readonly devices: KioskDeviceRepository,
    private readonly crypto: ServerCrypto,
    private readonly logOut: LogOut,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(principal: Principal, sessionToken: string | undefined, input: KioskDeviceInput): Promise<{ device: KioskDevice; token: string }> {
    const actor = auditActorOf({ kind: 'principal', principal }, canStartKiosk);
    const token = this.crypto.randomToken(32);
    // The kiosk stands at its starter's home site (issue 30), or the first of their sites when they do not work at their home site (ADR 42).
    const siteId = kioskSiteOf(principal, principal.homeSiteId);
    if (siteId === null) throw new DomainError('http.forbidden');
    // The entrance it stands at (issue 30): one in use at the kiosk's own site, else refused with its code before anything is made.
    const entranceId = input.entranceId == null ? null : (await this.sites.entranceForPresence(input.entranceId, siteId)).id;
    return this.unitOfWork.run(async () => {
      const device = new KioskDevice({
        name: input.name,
        tokenHash: this.crypto.keyedHash(KIOSK_TOKEN_PURPOSE, token),
        startedBy: deviceActorOf(actor),
        at: this.clock.now(),
        siteId,
        entranceId,
      });
      this.devices.add(device);
      await this.unitOfWork.flush();
      this.audit.record({ actor, action: 'kiosk.started', subjectType: 'kiosk_device', subjectId: device.id, details: { name: device.name, site: siteId, ...(entranceId === null ? {} : { entrance: entranceId }) } });
      await this.logOut.execute(sessionToken);
      return { device, token };
    });
  }
}
