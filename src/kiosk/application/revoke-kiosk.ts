import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { canManageKiosks } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { KioskDevice } from '../domain/kiosk-device.ts';
import { auditActorOf, callerManagesKioskAt, deviceActorOf, type KioskCaller } from './kiosk-caller.ts';
import type { KioskDeviceRepository } from './ports.ts';

/**
 * `POST /api/kiosk/devices/{id}/revoke` and `vms kiosk revoke <id>`: an admin signs a kiosk out for
 * good (audited `kiosk.revoked`). Its next call is refused and its cookie cleared.
 */
export class RevokeKiosk {
  constructor(
    private readonly devices: KioskDeviceRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: KioskCaller, id: number): Promise<KioskDevice> {
    const actor = auditActorOf(caller, canManageKiosks);
    return this.unitOfWork.run(async () => {
      const device = await this.devices.lockById(id);
      // Another site's kiosk is, for a site admin, one that does not exist (issue 30).
      if (!device || !callerManagesKioskAt(caller, device.siteId)) throw new DomainError('kiosk.not_found');
      if (!device.revoke(deviceActorOf(actor), this.clock.now())) throw new DomainError('kiosk.already_revoked');
      this.audit.record({ actor, action: 'kiosk.revoked', subjectType: 'kiosk_device', subjectId: device.id, details: { name: device.name } });
      return device;
    });
  }
}
