import { canManageKiosks } from '#contract/capabilities.ts';
import { auditActorOf, callerManagesKioskAt, type KioskCaller } from './kiosk-caller.ts';
import type { KioskDeviceListing, KioskDeviceRepository } from './ports.ts';

/**
 * `GET /api/kiosk/devices` and `vms kiosk list`: every kiosk, active, revoked or stopped (its starter
 * disabled), newest first (admins).
 */
export class ListKiosks {
  constructor(private readonly devices: KioskDeviceRepository) {}

  async execute(caller: KioskCaller): Promise<KioskDeviceListing[]> {
    auditActorOf(caller, canManageKiosks);
    // A site admin's own sites' kiosks; an admin's every one (issue 30).
    return (await this.devices.list()).filter((listing) => callerManagesKioskAt(caller, listing.device.siteId));
  }
}
